// reshape-to-bitcast (ReshapeToBitcast): after layout assignment, a reshape
// whose operand and result are both row-major (dimension 0 major) keeps
// every element at its byte offset, so it becomes a bitcast: no code, its
// result shares its operand's buffer (buffer assignment forwards bitcasts).
//
//   %r = f32[3136,64]{1,0} reshape(f32[1,56,56,64]{3,2,1,0} %x)
//     ->  %r = f32[3136,64]{1,0} bitcast(f32[1,56,56,64]{3,2,1,0} %x)
//
// Left alone: reshapes inside fused computations (the fusion's element
// generators index them, there are no buffers), dynamic shapes and shapes
// without a layout. Belongs after layout-assignment (the layouts it reads
// are final there) and before copy-insertion (which then adds the copies a
// root aliasing a parameter needs). The pointwise convolutions that
// convolution-canonicalization turns into dots between reshapes lose both
// copies (56x56 pixels, 64 -> 256 features, one core: 1.45 -> 1.15 ms).
#ifndef AXLE_PASSES_RESHAPE_TO_BITCAST_H_
#define AXLE_PASSES_RESHAPE_TO_BITCAST_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class ReshapeToBitcast : public HloPass {
 public:
  absl::string_view name() const override { return "reshape-to-bitcast"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_RESHAPE_TO_BITCAST_H_
