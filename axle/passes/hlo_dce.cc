#include "axle/passes/hlo_dce.h"

#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/passes/side_effect_analysis.h"

namespace xla {
namespace {

bool IsDead(const HloInstruction& instruction, const SideEffectAnalysis& side_effects) {
  return instruction.user_count() == 0 && !instruction.IsRoot() &&
         instruction.opcode() != HloOpcode::kParameter && !side_effects.HasSideEffect(instruction);
}

// Removes the dead instructions of `computation`, and the operands that die
// with them.
absl::StatusOr<bool> RemoveDeadInstructions(HloComputation* computation,
                                            const SideEffectAnalysis& side_effects) {
  std::vector<HloInstruction*> worklist;
  for (HloInstruction* instruction : computation->instructions()) {
    if (IsDead(*instruction, side_effects)) worklist.push_back(instruction);
  }
  // An instruction dies once, when its last user goes; `queued` only guards
  // against an operand listed twice by that user.
  absl::flat_hash_set<const HloInstruction*> queued(worklist.begin(), worklist.end());
  bool changed = false;
  while (!worklist.empty()) {
    HloInstruction* dead = worklist.back();
    worklist.pop_back();
    std::vector<HloInstruction*> operands = dead->operands();
    RETURN_IF_ERROR(computation->RemoveInstruction(dead));
    changed = true;
    for (HloInstruction* operand : operands) {
      if (IsDead(*operand, side_effects) && queued.insert(operand).second) {
        worklist.push_back(operand);
      }
    }
  }
  return changed;
}

}  // namespace

absl::StatusOr<bool> HloDCE::Run(HloModule* module) {
  SideEffectAnalysis side_effects(*module);
  bool changed = false;
  for (HloComputation* computation : module->MakeComputationPostOrder(false)) {
    ASSIGN_OR_RETURN(bool removed, RemoveDeadInstructions(computation, side_effects));
    changed |= removed;
  }
  int64_t computations_before = module->computation_count();
  module->RemoveUnusedComputations();
  return changed || module->computation_count() != computations_before;
}

}  // namespace xla
