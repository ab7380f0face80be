// unfuse-in-place-fusions (UnfuseInPlaceFusions): a fusion XLA wrote around a
// dynamic-update-slice or a scatter (XLA:CPU's in-place kLoop fusions, with
// output_to_operand_aliasing) becomes a call of its fused computation, which
// CallInliner then inlines, so the cpu pipeline fuses those instructions its
// own way (its element generators have none for those two ops):
//
//   %f = f32[16] fusion(%x, %i), kind=kLoop, calls=%fused   (root: DUS)
//     ->  %f = f32[16] call(%x, %i), to_apply=%fused
//
// Other fusions of an optimised module are kept as written.
#ifndef AXLE_PASSES_UNFUSE_IN_PLACE_FUSIONS_H_
#define AXLE_PASSES_UNFUSE_IN_PLACE_FUSIONS_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class UnfuseInPlaceFusions : public HloPass {
 public:
  absl::string_view name() const override { return "unfuse-in-place-fusions"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_UNFUSE_IN_PLACE_FUSIONS_H_
