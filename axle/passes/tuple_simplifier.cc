#include "axle/passes/tuple_simplifier.h"

#include "axle/base/status_macros.h"

namespace xla {
namespace {

// get-tuple-element(tuple(..., a_i, ...), index=i) -> a_i
HloInstruction* ElementOfTuple(HloInstruction* instruction) {
  if (instruction->opcode() != HloOpcode::kGetTupleElement) return nullptr;
  HloInstruction* tuple = instruction->mutable_operand(0);
  if (tuple->opcode() != HloOpcode::kTuple) return nullptr;
  HloInstruction* element = tuple->mutable_operand(instruction->tuple_index());
  return element->shape() == instruction->shape() ? element : nullptr;
}

// tuple(get-tuple-element(x, 0), ..., get-tuple-element(x, n-1)) -> x
HloInstruction* RebuiltTuple(HloInstruction* instruction) {
  if (instruction->opcode() != HloOpcode::kTuple || instruction->operand_count() == 0) {
    return nullptr;
  }
  HloInstruction* source = nullptr;
  for (int64_t i = 0; i < instruction->operand_count(); ++i) {
    HloInstruction* element = instruction->mutable_operand(i);
    if (element->opcode() != HloOpcode::kGetTupleElement || element->tuple_index() != i) {
      return nullptr;
    }
    if (source == nullptr) source = element->mutable_operand(0);
    if (element->operand(0) != source) return nullptr;
  }
  // The same shape also means x has no elements beyond n-1.
  return source->shape() == instruction->shape() ? source : nullptr;
}

absl::StatusOr<bool> SimplifyTuples(HloComputation* computation) {
  bool changed = false;
  for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
    HloInstruction* replacement = ElementOfTuple(instruction);
    if (replacement == nullptr) replacement = RebuiltTuple(instruction);
    if (replacement == nullptr) continue;
    RETURN_IF_ERROR(computation->ReplaceInstruction(instruction, replacement));
    changed = true;
  }
  return changed;
}

}  // namespace

absl::StatusOr<bool> TupleSimplifier::Run(HloModule* module) {
  bool changed = false;
  for (HloComputation* computation : module->MakeComputationPostOrder(false)) {
    ASSIGN_OR_RETURN(bool simplified, SimplifyTuples(computation));
    changed |= simplified;
  }
  return changed;
}

}  // namespace xla
