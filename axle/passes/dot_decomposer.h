// DotDecomposer ("dot-decomposer"): every dot becomes a canonical batched
// matrix product, the one form backends implement:
//   lhs [batch..., M, K] . rhs [batch..., K, N] -> [batch..., M, N]
// with batch dimensions 0..b-1 on both sides and one contracting dimension
// (lhs b + 1, rhs b). Any other dot is rewritten as
//   transpose each operand to (batch, free, contracting) (lhs) and
//   (batch, contracting, free) (rhs); reshape the free dimensions to one
//   (M or N, 1 when there are none) and the contracting ones to one (K);
//   the canonical dot; reshape to the original result shape.
// Batch dimensions stay separate (they need no merging: a backend loops over
// them). The original result lists batch, lhs free, rhs free dimensions in
// the order M and N flatten them, so no final transpose is needed.
// Exact: the interpreter sums over the contracting dimensions in row-major
// order of the listed contracting dimensions, which is the order of the
// merged K dimension, so every sum adds the same products in the same order.
// Dots with dynamic dimensions are left alone.
#ifndef AXLE_PASSES_DOT_DECOMPOSER_H_
#define AXLE_PASSES_DOT_DECOMPOSER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class DotDecomposer : public HloPass {
 public:
  absl::string_view name() const override { return "dot-decomposer"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_DOT_DECOMPOSER_H_
