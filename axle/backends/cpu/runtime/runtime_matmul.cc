// __axle_matmul_f32 in the JIT: where neither operand is stored transposed
// and the tiles are whole rows, oneDNN's matmul (AVX-512) or 1x1
// convolution kernel (AVX2) over the blocks of rows where they take them
// (onednn_gemm.h); otherwise oneDNN's sgemm. One single-threaded call per
// work group (portable/matmul.h has the split and the f64 product).
#include <algorithm>
#include <string>

#include "axle/backends/cpu/runtime/library_threads.h"
#include "axle/backends/cpu/runtime/onednn_gemm.h"
#include "axle/backends/cpu/runtime/portable/matmul.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "oneapi/dnnl/dnnl.h"

namespace xla::cpu {
namespace {

// oneDNN's sgemm (AVX2) reads B in place, unpacked, when B is 32-byte
// aligned and A is short (fewer than ~512 rows); with a leading dimension a
// multiple of 2 KiB every row of B maps to the same cache sets and that path
// runs at half speed (256x1024x1024: 12 ms instead of 6.8 on one core; 16
// bytes off alignment takes the packing path). Such a call is made as two:
// the first kSliverColumns columns, then the rest from a B pointer 16 bytes
// past the alignment. The split depends on the shape and the machine only.
// The AVX-512 kernels have no such path, and the split only costs there
// (one Zen 4 core: 64x512x784 in two panels 505 against 454 us, 64x1024x1024
// 1489 against 1229).
constexpr int64_t kSliverColumns = 4;

bool SgemmUsesAvx512() {
  static const bool avx512 =
      (dnnl_get_effective_cpu_isa() & dnnl_cpu_isa_avx512_core) == dnnl_cpu_isa_avx512_core;
  return avx512;
}

bool TakesSlowUnpackedPath(const GemmBlock& g) {
  return !g.transpose_b && g.rows < 512 && g.n >= 32 * kSliverColumns && g.ldb % 512 == 0 &&
         !SgemmUsesAvx512();
}

std::string OneDnnGemm(const GemmBlock& g, const float* a, const float* b, float* c) {
  SingleThreadedLibraryScope single_thread;
  auto call = [&](int64_t column, int64_t columns) {
    return dnnl_sgemm(g.transpose_a ? 'T' : 'N', g.transpose_b ? 'T' : 'N', g.rows, columns, g.k,
                      1.0f, a, g.lda, b + column, g.ldb, 0.0f, c + column, g.ldc);
  };
  dnnl_status_t status = dnnl_success;
  if (TakesSlowUnpackedPath(g)) {
    status = call(0, kSliverColumns);
    if (status == dnnl_success) status = call(kSliverColumns, g.n - kSliverColumns);
  } else {
    status = call(0, g.n);
  }
  if (status == dnnl_success) return "";
  return "oneDNN sgemm failed with status " + std::to_string(static_cast<int>(status));
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_matmul_f32(void* ctx, const float* lhs, const float* rhs, float* out,
                                     int64_t batch, int64_t m, int64_t n, int64_t k,
                                     int32_t transpose_lhs, int32_t transpose_rhs,
                                     int64_t row_groups, int64_t col_groups) {
  if (transpose_lhs == 0 && transpose_rhs == 0 && std::min(col_groups, n) == 1 &&
      (xla::cpu::MatmulPrimitiveGemm(ctx, lhs, rhs, out, batch, m, n, k, row_groups) ||
       xla::cpu::ConvolutionGemm(ctx, lhs, rhs, out, batch, m, n, k, row_groups))) {
    return xla::cpu::RunStatus(ctx);
  }
  return xla::cpu::Matmul(ctx, lhs, rhs, out, batch, m, n, k, transpose_lhs, transpose_rhs,
                          row_groups, col_groups, xla::cpu::OneDnnGemm);
}
