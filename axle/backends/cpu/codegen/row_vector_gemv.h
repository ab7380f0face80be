// A product of one row vector and a row-major matrix, y[n] = sum_k x[k] B[k,n]
// (an MLP layer at batch 1), as an emitted kernel instead of a library GEMM
// call: the product streams B once and is bound by memory, where the
// libraries' GEMM paths pay for packing or a gemv kernel tuned for another
// machine (784x1024 on one core: oneDNN's sgemm 52 us).
//
// Columns are cut in blocks of kGemvBlockRegisters vector registers of
// sums; each block runs down all K rows of B, so its sums stay in registers
// and B is read once in total (784x1024 on one AVX-512 core: blocks of 4
// registers 61 us, of 8 registers 42 us, against sgemm's 52). Work groups
// are runs of blocks, fixed by the shape. Each y[n] is summed from +0 in
// order of k, a product then a sum, each rounded (no fused multiply-add):
// the interpreter's sum, bit for bit.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_ROW_VECTOR_GEMV_H_
#define AXLE_BACKENDS_CPU_CODEGEN_ROW_VECTOR_GEMV_H_

#include <cstdint>

#include "axle/backends/cpu/codegen/library_gemm.h"

namespace xla::cpu {

inline constexpr int64_t kGemvBlockRegisters = 8;

// The bytes of one block of columns for the module being emitted.
int64_t GemvBlockBytes(const ModuleCodegen& codegen);

// The product x (k elements of `type`, contiguous) times B (k rows of n
// contiguous elements) into y (n contiguous elements): F32 or F64, n at
// least GemvBlockBytes. Records the lowering as `recorded`'s.
absl::Status EmitRowVectorGemv(ComputationEmitter& emitter, const HloInstruction& recorded,
                               PrimitiveType type, int64_t k, int64_t n, const BufferSlice& x,
                               const BufferSlice& b_matrix, const BufferSlice& y);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_ROW_VECTOR_GEMV_H_
