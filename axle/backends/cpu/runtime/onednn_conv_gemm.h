// The f32 GEMM of __axle_matmul_f32 through oneDNN's 1x1 convolution
// (jit_1x1): a row block of C = A op(B) is a convolution over one image of
// 1 x rows pixels with k input and n output features. On AVX2 machines its
// kernel beats oneDNN's sgemm (3136x256x64: 1.17 vs 1.40 ms, 256x1024x1024:
// 6.6 vs 7.0 ms, one core), largely because the weights (B) are converted
// into the kernel's blocked format once per call instead of being packed
// again (or read in place from memory) in every sgemm call.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_CONV_GEMM_H_
#define AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_CONV_GEMM_H_

#include <cstdint>

namespace xla::cpu {

// Computes out[b] = lhs[b] rhs[b] (row-major, neither stored transposed: the
// cpu pipeline's layouts give library dots that form) in
// `row_groups` blocks of rows per matrix (GroupRange: from the shape only),
// each one single-threaded convolution, and returns true; returns false
// without touching anything when the convolution kernel does not take the
// shape (then the caller uses sgemm). Errors are recorded in the run.
bool ConvolutionGemm(void* ctx, const float* lhs, const float* rhs, float* out, int64_t batch,
                     int64_t m, int64_t n, int64_t k, int64_t row_groups);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_CONV_GEMM_H_
