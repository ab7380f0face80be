// ScaledDotExpander ("scaled-dot-expander"): scaled-dot as the dot of the
// scaled operands: each operand and its scale are converted to the result
// type, the scale is broadcast over its blocks (broadcast to [s0, b0, s1,
// b1, ...] and reshaped), multiplied in, and the dot of the two products
// computed as an ordinary dot. The interpreter's scaled-dot does the same
// arithmetic (one rounding per product, then the dot).
#ifndef AXLE_PASSES_SCALED_DOT_EXPANDER_H_
#define AXLE_PASSES_SCALED_DOT_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class ScaledDotExpander : public HloPass {
 public:
  absl::string_view name() const override { return "scaled-dot-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_SCALED_DOT_EXPANDER_H_
