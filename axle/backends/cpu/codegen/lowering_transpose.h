// transpose's lowering (lowering_transpose.cc): 8x8 register blocks for 2-D
// transposes of 4-byte elements, else a tiled loop kernel.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_LOWERING_TRANSPOSE_H_
#define AXLE_BACKENDS_CPU_CODEGEN_LOWERING_TRANSPOSE_H_

#include "axle/backends/cpu/codegen/computation_emitter.h"

namespace xla::cpu {

void RegisterTransposeLowering(LoweringRegistry& registry);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_LOWERING_TRANSPOSE_H_
