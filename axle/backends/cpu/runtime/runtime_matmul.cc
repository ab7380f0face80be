// __axle_matmul_f32 in the JIT: oneDNN's sgemm, one single-threaded call per
// work group (portable/matmul.h has the split and the f64 product).
#include <string>

#include "axle/backends/cpu/runtime/library_threads.h"
#include "axle/backends/cpu/runtime/portable/matmul.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "oneapi/dnnl/dnnl.h"

namespace xla::cpu {
namespace {

std::string OneDnnGemm(const GemmBlock& g, const float* a, const float* b, float* c) {
  SingleThreadedLibraryScope single_thread;
  dnnl_status_t status =
      dnnl_sgemm(g.transpose_a ? 'T' : 'N', g.transpose_b ? 'T' : 'N', g.rows, g.n, g.k, 1.0f,
                 a, g.lda, b, g.ldb, 0.0f, c, g.ldc);
  if (status == dnnl_success) return "";
  return "oneDNN sgemm failed with status " + std::to_string(static_cast<int>(status));
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_matmul_f32(void* ctx, const float* lhs, const float* rhs, float* out,
                                     int64_t batch, int64_t m, int64_t n, int64_t k,
                                     int32_t transpose_lhs, int32_t transpose_rhs,
                                     int64_t row_groups, int64_t col_groups) {
  return xla::cpu::Matmul(ctx, lhs, rhs, out, batch, m, n, k, transpose_lhs, transpose_rhs,
                          row_groups, col_groups, xla::cpu::OneDnnGemm);
}
