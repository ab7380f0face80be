// The runtime functions whose ahead-of-time definitions differ from the
// JIT's: one replica and one partition, and f32 products with Eigen's GEMM
// (the JIT uses oneDNN's sgemm; see portable/matmul.h).
#include "axle/backends/cpu/runtime/portable/matmul.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"

extern "C" int64_t __axle_replica_id(void*) { return 0; }
extern "C" int64_t __axle_partition_id(void*) { return 0; }

extern "C" int32_t __axle_matmul_f32(void* ctx, const float* lhs, const float* rhs, float* out,
                                     int64_t batch, int64_t m, int64_t n, int64_t k,
                                     int32_t transpose_lhs, int32_t transpose_rhs,
                                     int64_t row_groups, int64_t col_groups) {
  return xla::cpu::Matmul(ctx, lhs, rhs, out, batch, m, n, k, transpose_lhs, transpose_rhs,
                          row_groups, col_groups, xla::cpu::EigenGemm<float>);
}
