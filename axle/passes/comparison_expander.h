// ComparisonExpander ("comparison-expander"): a floating-point compare in
// the total order becomes an integer compare on keys, so backends only need
// IEEE and integer comparisons:
//   compare(a, b), direction=LT, type=TOTALORDER          (a, b: f32)
//   ->  key(x) = select(bits(x) < 0, bits(x) ^ INT32_MAX, bits(x)),
//       bits(x) = bitcast-convert(x) to s32
//       compare(key(a), key(b)), direction=LT             (SIGNED)
// Flipping the magnitude bits of negative numbers turns sign-magnitude into
// two's complement order: -NaN < -inf < ... < -0 < +0 < ... < inf < +NaN,
// NaNs ordered by their bits, exactly the interpreter's total order
// (eval/elementwise_ops_compare.cc). f16 and bf16 use s16 keys: widening
// them to f32 (as the interpreter does) keeps the order of their bits, so
// the results are identical.
#ifndef AXLE_PASSES_COMPARISON_EXPANDER_H_
#define AXLE_PASSES_COMPARISON_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class ComparisonExpander : public HloPass {
 public:
  absl::string_view name() const override { return "comparison-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_COMPARISON_EXPANDER_H_
