// dce (HloDCE): removes instructions nothing uses, then computations nothing
// calls.
//
//   %unused = f32[4] add(%x, %y)          // no users, not the root
//   ROOT %r = f32[4] negate(%x)           ->  %unused is gone
//
// Kept: roots, parameters, and instructions with a side effect of their own
// or in a computation they call (a dead while whose body does an outfeed
// stays). Removing an instruction keeps the order its control dependencies
// imposed. Worklist-based: a dead chain dies in time linear in its length.
#ifndef AXLE_PASSES_HLO_DCE_H_
#define AXLE_PASSES_HLO_DCE_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class HloDCE : public HloPass {
 public:
  absl::string_view name() const override { return "dce"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_HLO_DCE_H_
