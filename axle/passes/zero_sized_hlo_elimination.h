// zero-sized-hlo-elimination (ZeroSizedHloElimination): an instruction whose
// result is an array with no elements becomes a constant of that shape.
//
//   %s = f32[0,4] slice(%x), slice={[0:0], [0:4]}   ->  %s.1 = f32[0,4] constant({})
//
// Later passes and the CPU backend may then assume no zero-sized work is
// left where it could be removed. Left alone: parameters and constants,
// tuples and tokens, dynamic shapes, and instructions with a side effect
// (their own or in a computation they call). The replaced instruction is
// removed; operands it leaves dead are for dce.
#ifndef AXLE_PASSES_ZERO_SIZED_HLO_ELIMINATION_H_
#define AXLE_PASSES_ZERO_SIZED_HLO_ELIMINATION_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class ZeroSizedHloElimination : public HloPass {
 public:
  absl::string_view name() const override { return "zero-sized-hlo-elimination"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_ZERO_SIZED_HLO_ELIMINATION_H_
