#include "axle/passes/side_effect_analysis.h"

#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"

namespace xla {

SideEffectAnalysis::SideEffectAnalysis(const HloModule& module) {
  // Callees come first, so each computation looks up its callees' answers.
  for (const HloComputation* computation : module.MakeComputationPostOrder()) {
    Record(computation);
  }
}

void SideEffectAnalysis::Record(const HloComputation* computation) const {
  auto has_side_effect = [&](const HloInstruction& instruction) {
    if (instruction.HasSideEffectNoRecurse()) return true;
    for (const HloComputation* callee : instruction.called_computations()) {
      auto known = computation_has_side_effect_.find(callee);
      // Unknown only on a call cycle (an invalid module): rescan.
      if (known == computation_has_side_effect_.end()) return instruction.HasSideEffect();
      if (known->second) return true;
    }
    return false;
  };
  bool side_effect = false;
  for (const HloInstruction* instruction : computation->instructions()) {
    side_effect = side_effect || has_side_effect(*instruction);
  }
  computation_has_side_effect_[computation] = side_effect;
}

bool SideEffectAnalysis::ComputationHasSideEffect(const HloComputation* computation) const {
  auto known = computation_has_side_effect_.find(computation);
  if (known != computation_has_side_effect_.end()) return known->second;
  // A computation added after the analysis (a new fused computation): it and
  // its unknown callees are scanned once, callees first, and remembered.
  std::vector<std::pair<const HloComputation*, bool>> stack = {{computation, false}};
  absl::flat_hash_set<const HloComputation*> entered;
  while (!stack.empty()) {
    auto [next, callees_done] = stack.back();
    stack.pop_back();
    if (computation_has_side_effect_.contains(next)) continue;
    if (callees_done) {
      Record(next);
      continue;
    }
    if (!entered.insert(next).second) continue;
    stack.push_back({next, true});
    for (const HloComputation* callee : next->MakeEmbeddedComputationsList()) {
      if (!computation_has_side_effect_.contains(callee)) stack.push_back({callee, false});
    }
  }
  return computation_has_side_effect_.at(computation);
}

bool SideEffectAnalysis::HasSideEffect(const HloInstruction& instruction) const {
  if (instruction.HasSideEffectNoRecurse()) return true;
  for (const HloComputation* callee : instruction.called_computations()) {
    if (callee != nullptr && ComputationHasSideEffect(callee)) return true;
  }
  return false;
}

}  // namespace xla
