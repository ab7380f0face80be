#include "axle/passes/side_effect_analysis.h"

namespace xla {

SideEffectAnalysis::SideEffectAnalysis(const HloModule& module) {
  // Callees come first, so each computation looks up its callees' answers.
  for (const HloComputation* computation : module.MakeComputationPostOrder()) {
    bool side_effect = false;
    for (const HloInstruction* instruction : computation->instructions()) {
      side_effect = side_effect || HasSideEffect(*instruction);
    }
    computation_has_side_effect_[computation] = side_effect;
  }
}

bool SideEffectAnalysis::HasSideEffect(const HloInstruction& instruction) const {
  if (instruction.HasSideEffectNoRecurse()) return true;
  for (const HloComputation* callee : instruction.called_computations()) {
    auto it = computation_has_side_effect_.find(callee);
    if (it == computation_has_side_effect_.end()) return instruction.HasSideEffect();
    if (it->second) return true;
  }
  return false;
}

}  // namespace xla
