#include "axle/passes/conditional_simplifier.h"

#include <optional>

#include "axle/base/status_macros.h"
#include "axle/literal/literal.h"

namespace xla {
namespace {

// The branch `conditional` takes whatever its operands, if that is known.
std::optional<int64_t> KnownBranch(const HloInstruction& conditional) {
  int64_t branch_count = static_cast<int64_t>(conditional.branch_computations().size());
  if (branch_count == 1) return 0;
  const HloInstruction& selector = *conditional.operand(0);
  if (selector.opcode() != HloOpcode::kConstant) return std::nullopt;
  std::optional<int64_t> value = selector.literal().GetIntegralAsS64({});
  if (!value) return std::nullopt;
  // pred: true runs branch 0 (true_computation), false branch 1.
  if (selector.shape().element_type() == PRED) return *value ? 0 : 1;
  return *value >= 0 && *value < branch_count ? *value : branch_count - 1;
}

// conditional -> call of branch `branch` on that branch's operand.
absl::Status ReplaceWithCall(HloInstruction* conditional, int64_t branch) {
  HloComputation* computation = conditional->parent();
  HloInstruction* call = computation->AddInstruction(HloInstruction::Create(
      HloOpcode::kCall, conditional->shape(), {conditional->mutable_operand(branch + 1)}));
  call->AppendCalledComputation(conditional->branch_computations()[branch]);
  for (HloInstruction* predecessor : conditional->control_predecessors()) {
    RETURN_IF_ERROR(predecessor->AddControlDependencyTo(call));
  }
  for (HloInstruction* successor : conditional->control_successors()) {
    RETURN_IF_ERROR(call->AddControlDependencyTo(successor));
  }
  return computation->ReplaceInstruction(conditional, call);
}

}  // namespace

absl::StatusOr<bool> ConditionalSimplifier::Run(HloModule* module) {
  bool changed = false;
  for (HloComputation* computation : module->MakeComputationPostOrder(false)) {
    for (HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kConditional) continue;
      std::optional<int64_t> branch = KnownBranch(*instruction);
      if (!branch) continue;
      RETURN_IF_ERROR(ReplaceWithCall(instruction, *branch));
      changed = true;
    }
  }
  if (changed) module->RemoveUnusedComputations();
  return changed;
}

}  // namespace xla
