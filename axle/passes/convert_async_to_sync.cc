#include "axle/passes/convert_async_to_sync.h"

#include <vector>

#include "axle/base/status_macros.h"
#include "axle/hlo/collective_permute_in_place.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/literal/literal.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

bool IsDone(HloOpcode opcode) {
  return opcode == HloOpcode::kAsyncDone || opcode == HloOpcode::kAllReduceDone ||
         opcode == HloOpcode::kAllGatherDone || opcode == HloOpcode::kCollectivePermuteDone ||
         opcode == HloOpcode::kCopyDone;
}

// The start of a done's chain (through async-updates).
HloInstruction* StartOf(HloInstruction* done) {
  HloInstruction* current = done->mutable_operand(0);
  while (current->opcode() == HloOpcode::kAsyncUpdate) current = current->mutable_operand(0);
  return current;
}

// The synchronous op a start stands for, added to its computation.
absl::StatusOr<HloInstruction*> MakeSyncOp(HloInstruction* start) {
  HloComputation* computation = start->parent();
  const Shape& shape = start->shape();
  HloOpcode opcode;
  Shape result_shape;
  switch (start->opcode()) {
    case HloOpcode::kAsyncStart:
      opcode = HloOpcode::kCall;
      result_shape = shape.tuple_shapes(1);
      break;
    case HloOpcode::kAllReduceStart:
      opcode = HloOpcode::kAllReduce;
      result_shape = shape;
      break;
    case HloOpcode::kAllGatherStart:
      opcode = HloOpcode::kAllGather;
      result_shape = shape.tuple_shapes(1);
      break;
    case HloOpcode::kCollectivePermuteStart:
      opcode = HloOpcode::kCollectivePermute;
      result_shape = shape.tuple_shapes(1);
      break;
    case HloOpcode::kCopyStart:
      opcode = HloOpcode::kCopy;
      result_shape = shape.tuple_shapes(0);
      break;
    default:
      return InvalidArgument("convert-async-to-sync: ", start->name(), " (",
                             HloOpcodeString(start->opcode()), ") starts no async pair");
  }
  auto sync = HloInstruction::Create(opcode, result_shape, start->operands());
  HloAttributes attributes = start->attributes();
  attributes.async_execution_thread = HloAttributes().async_execution_thread;
  attributes.opaque.cross_program_prefetch_index.clear();
  sync->set_attributes(std::move(attributes));
  sync->set_called_computations(start->called_computations());
  sync->SetName(start->name() + ".sync");
  return computation->AddInstruction(std::move(sync));
}

// What a start's own value was: the result itself for all-reduce-start,
// else the tuple (operands, result, zeros...) or (copy, source, zeros...).
absl::StatusOr<HloInstruction*> StartValue(HloInstruction* start, HloInstruction* sync) {
  if (start->opcode() == HloOpcode::kAllReduceStart) return sync;
  HloComputation* computation = start->parent();
  const Shape& shape = start->shape();
  std::vector<HloInstruction*> elements;
  if (start->opcode() == HloOpcode::kCopyStart) {
    elements = {sync, start->mutable_operand(0)};
  } else {
    std::vector<HloInstruction*> operands(start->operands().begin(), start->operands().end());
    // The in-place collective-permute-start's first element is its input
    // alone (its output buffer and offsets are not part of it).
    HloInstruction* first = (operands.size() == 1 && start->opcode() != HloOpcode::kAsyncStart) ||
                                    IsInPlaceCollectivePermute(*start)
                                ? operands[0]
                                : nullptr;
    if (first == nullptr) {
      ASSIGN_OR_RETURN(first, MakeTupleHlo(computation, operands));
    }
    elements = {first, sync};
  }
  for (int64_t i = static_cast<int64_t>(elements.size()); i < shape.tuple_shapes_size(); ++i) {
    elements.push_back(MakeConstantHlo(computation, Literal(shape.tuple_shapes(i))));
  }
  return MakeTupleHlo(computation, elements);
}

absl::StatusOr<bool> ConvertComputation(HloComputation* computation) {
  bool changed = false;
  for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
    const HloOpcode opcode = instruction->opcode();
    if (opcode == HloOpcode::kDomain || opcode == HloOpcode::kAddDependency) {
      RETURN_IF_ERROR(computation->ReplaceInstruction(instruction, instruction->mutable_operand(0)));
      changed = true;
      continue;
    }
    if (!IsDone(opcode)) continue;
    HloInstruction* start = StartOf(instruction);
    ASSIGN_OR_RETURN(HloInstruction* sync, MakeSyncOp(start));
    // The chain: done, updates back to the start.
    std::vector<HloInstruction*> chain = {instruction};
    while (chain.back()->mutable_operand(0) != start) {
      chain.push_back(chain.back()->mutable_operand(0));
    }
    RETURN_IF_ERROR(instruction->ReplaceAllUsesWith(sync));
    for (HloInstruction* link : chain) {
      if (link->user_count() == 0 && !link->IsRoot()) {
        RETURN_IF_ERROR(computation->RemoveInstruction(link));
      } else if (link != instruction) {
        ASSIGN_OR_RETURN(HloInstruction * value, StartValue(start, sync));
        RETURN_IF_ERROR(link->ReplaceAllUsesWith(value));
        RETURN_IF_ERROR(computation->RemoveInstruction(link));
      }
    }
    if (start->user_count() > 0 || start->IsRoot()) {
      ASSIGN_OR_RETURN(HloInstruction * value, StartValue(start, sync));
      RETURN_IF_ERROR(start->ReplaceAllUsesWith(value));
    }
    RETURN_IF_ERROR(computation->RemoveInstruction(start));
    changed = true;
  }
  return changed;
}

}  // namespace

absl::StatusOr<bool> ConvertAsyncToSync::Run(HloModule* module) {
  bool changed = false;
  for (HloComputation* computation : module->computations()) {
    ASSIGN_OR_RETURN(bool computation_changed, ConvertComputation(computation));
    changed |= computation_changed;
  }
  return changed;
}

}  // namespace xla
