// RaggedDotExpander ("ragged-dot-expander"): ragged-dot in terms of dot,
// slice, compare and select, so the backend's dot does the arithmetic.
//   ragged non-contracting dimension: one dot with the rhs group dimension
//     kept as a free dimension, then for each output row the slice of its
//     group: select(row < end[g], D[g], ...) from the last group down to the
//     first; rows past the last group stay 0.
//   ragged contracting dimension: per group g, a dot of the operands with
//     the contraction outside the group masked to 0 (both sides, so no
//     0 * inf), concatenated along a new leading dimension.
//   ragged batch dimension: the plain dot.
// Group sizes below 0 count as 0, as in the interpreter. Values match the
// interpreter's per-element sums up to the dot's summation order.
#ifndef AXLE_PASSES_RAGGED_DOT_EXPANDER_H_
#define AXLE_PASSES_RAGGED_DOT_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class RaggedDotExpander : public HloPass {
 public:
  absl::string_view name() const override { return "ragged-dot-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_RAGGED_DOT_EXPANDER_H_
