// __axle_matmul_f64: Eigen's GEMM in work groups (matmul.h), in both
// runtimes. (f32 products differ: oneDNN's sgemm in the JIT,
// runtime_matmul.cc; Eigen ahead of time, axle/aot_runtime.)
#include "axle/backends/cpu/runtime/portable/matmul.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"

extern "C" int32_t __axle_matmul_f64(void* ctx, const double* lhs, const double* rhs,
                                     double* out, int64_t batch, int64_t m, int64_t n, int64_t k,
                                     int32_t transpose_lhs, int32_t transpose_rhs,
                                     int64_t row_groups, int64_t col_groups) {
  return xla::cpu::Matmul(ctx, lhs, rhs, out, batch, m, n, k, transpose_lhs, transpose_rhs,
                          row_groups, col_groups, xla::cpu::EigenGemm<double>);
}
