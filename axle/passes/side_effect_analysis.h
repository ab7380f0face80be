// Which computations can have a side effect when they run: one of their
// instructions has one (HloInstruction::HasSideEffectNoRecurse) or calls a
// computation that can. Worked out once per module, callees first, so a pass
// asks per instruction in constant time (HloInstruction::HasSideEffect
// rescans the callees every time it is asked).
#ifndef AXLE_PASSES_SIDE_EFFECT_ANALYSIS_H_
#define AXLE_PASSES_SIDE_EFFECT_ANALYSIS_H_

#include "absl/container/flat_hash_map.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

class SideEffectAnalysis {
 public:
  explicit SideEffectAnalysis(const HloModule& module);

  // HloInstruction::HasSideEffect(), answered from the analysis. Computations
  // added to the module afterwards are scanned on demand, once: a pass that
  // creates fusions asks about each many times. (A computation must not
  // gain a side effect, nor be freed and another take its address, while
  // the analysis is in use.)
  bool HasSideEffect(const HloInstruction& instruction) const;

 private:
  bool ComputationHasSideEffect(const HloComputation* computation) const;
  // Scans `computation`, whose callees are known, and remembers the answer.
  void Record(const HloComputation* computation) const;

  mutable absl::flat_hash_map<const HloComputation*, bool> computation_has_side_effect_;
};

}  // namespace xla

#endif  // AXLE_PASSES_SIDE_EFFECT_ANALYSIS_H_
