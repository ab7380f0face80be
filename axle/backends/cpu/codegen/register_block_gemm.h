// Matrix products emitted as kernels that keep a block of the result in
// vector registers while running down all k rows of B, for the shapes where
// a library GEMM call costs more than the arithmetic:
//   - one row times a row-major matrix (an MLP layer at batch 1): streams B
//     once and is bound by memory, where the libraries pay for packing or a
//     gemv kernel tuned for another machine (784x1024 on one AVX-512 core:
//     sgemm 52 us; blocks of 4 registers 61 us, of 8 registers 42 us);
//   - small products (64^3): B stays in L1, and sgemm's dispatch and
//     packing are most of a call.
// The result is cut into blocks of `rows` rows by `registers` vector
// registers of columns; the last partial block of columns is summed one
// register of columns at a time and its last few columns one element at a
// time, the last partial block of rows one row at a time.
// Work groups are runs of blocks, fixed by the shape. Each element is summed
// from +0 in order of k; with `fused` as fused multiply-adds, else a product
// then a sum, each rounded: the interpreter's sum, bit for bit.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_REGISTER_BLOCK_GEMM_H_
#define AXLE_BACKENDS_CPU_CODEGEN_REGISTER_BLOCK_GEMM_H_

#include <cstdint>

#include "axle/backends/cpu/codegen/library_gemm.h"

namespace xla::cpu {

struct RegisterBlock {
  int64_t rows = 1;
  int64_t registers = 8;  // vector registers of columns per row
  bool fused = false;
};

// The columns of one block, for elements of `element_bytes`.
int64_t RegisterBlockColumns(const ModuleCodegen& codegen, const RegisterBlock& block,
                             int64_t element_bytes);

// C (m x n) = A (m x k) B (k x n), all row-major and contiguous, F32 or F64,
// n at least one block of columns. Records the lowering as `recorded`'s.
absl::Status EmitRegisterBlockGemm(ComputationEmitter& emitter, const HloInstruction& recorded,
                                   PrimitiveType type, int64_t m, int64_t k, int64_t n,
                                   const BufferSlice& a, const BufferSlice& b_matrix,
                                   const BufferSlice& c, const RegisterBlock& block);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_REGISTER_BLOCK_GEMM_H_
