// The library GEMM of lowering_dot.cc for a dot whose operands and result
// live in slices the caller names: a kOutput fusion's dot writes straight
// into the fusion's output buffer, which its epilogue then updates in place
// (lowering_fusion.cc).
#ifndef AXLE_BACKENDS_CPU_CODEGEN_LIBRARY_GEMM_H_
#define AXLE_BACKENDS_CPU_CODEGEN_LIBRARY_GEMM_H_

#include "axle/backends/cpu/codegen/computation_emitter.h"

namespace xla::cpu {

// One operand or the result of a library GEMM: its bytes and the shape
// (layout included) they have.
struct GemmArray {
  BufferSlice slice;
  Shape shape;
};

// When the library takes `dot` (its dimension numbers) over arrays stored
// as `lhs`, `rhs` and `out` say: emits the call, records it as `recorded`'s
// lowering and returns true. Else emits nothing and returns false.
absl::StatusOr<bool> EmitLibraryGemm(ComputationEmitter& emitter, const HloInstruction& dot,
                                     const HloInstruction& recorded, const GemmArray& lhs,
                                     const GemmArray& rhs, const GemmArray& out);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_LIBRARY_GEMM_H_
