// cse (HloCSE): merges instructions of one computation that compute the same
// value, so each value is computed once.
//
//   %a = f32[4] add(%x, %y)
//   %b = f32[4] add(%y, %x)                 ->  users of %b use %a; %b is gone
//   %one = f32[] constant(1) ... %one.2 = f32[] constant(1)  ->  one constant
//
// Same value: same opcode, shape with layout, attributes, literal bit for bit
// (-0 and +0 stay apart), operands (either order for add, multiply, and, or,
// xor, maximum, minimum and compare EQ/NE) and called computations, compared
// by structure: two reduces whose to_apply computations are separate but
// identical merge. Never merged: instructions with a side effect (rng
// included) or control dependencies, and instructions of different
// computations. Hash-based, one pass over each computation, callees first.
#ifndef AXLE_PASSES_HLO_CSE_H_
#define AXLE_PASSES_HLO_CSE_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class HloCSE : public HloPass {
 public:
  absl::string_view name() const override { return "cse"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_HLO_CSE_H_
