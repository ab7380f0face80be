// The f32 GEMMs of __axle_matmul_f32 that oneDNN computes faster than its
// sgemm, over the blocks of whole rows the code generator cuts (each block
// one single-threaded call, from the shape only), B read as it is stored:
//   - MatmulPrimitiveGemm: the matmul primitive, where it has a brgemm
//     kernel (AVX-512) and each block has 4M multiply-adds or more
//     (smaller ones pay for the primitive's fixed cost per execution:
//     64^3 takes 1.18 of sgemm's time). On one AVX-512 core 256x1024x1024
//     in two blocks: 5.07 against 5.49 ms; 64x1024x784: 0.88 of sgemm's
//     time; 1024^3 in two blocks: even.
//   - ConvolutionGemm: the 1x1 convolution kernel (jit_1x1, AVX2): a block
//     is a convolution over one image of 1 x rows pixels with k input and n
//     output features; B is converted into the kernel's blocked format once
//     per call instead of being packed again (or read in place from
//     memory) in every sgemm call (3136x256x64: 1.17 vs 1.40 ms,
//     256x1024x1024: 6.6 vs 7.0 ms, one core).
// Each computes out[b] = lhs[b] rhs[b] (row-major, neither stored
// transposed: the cpu pipeline's layouts give library dots that form) in
// `row_groups` blocks of rows per matrix and returns true, or returns false
// without touching anything where its kernel does not take the shape (then
// the caller tries the next path). Errors are recorded in the run.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_GEMM_H_
#define AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_GEMM_H_

#include <cstdint>

namespace xla::cpu {

bool MatmulPrimitiveGemm(void* ctx, const float* lhs, const float* rhs, float* out, int64_t batch,
                         int64_t m, int64_t n, int64_t k, int64_t row_groups);
bool ConvolutionGemm(void* ctx, const float* lhs, const float* rhs, float* out, int64_t batch,
                     int64_t m, int64_t n, int64_t k, int64_t row_groups);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_GEMM_H_
