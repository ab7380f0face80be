// Matrix products for large f32/f64 dots: oneDNN's sgemm (f32) and Eigen's
// GEMM (f64), split into work groups over blocks of output rows. The split
// comes from the code generator (from the shape), and each group is one
// single-threaded library call, so the result does not depend on how many
// threads run the groups. The libraries sum in their own order: results
// differ from the interpreter's sequential sums by rounding only.
#include <string>

#include <Eigen/Core>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/library_threads.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/work_groups.h"
#include "oneapi/dnnl/dnnl.h"

namespace xla::cpu {
namespace {

// rows x n block of C (row-major, leading dimension ldc) = op(A) op(B), with
// op(A) rows x k and op(B) k x n; A and B are row-major with leading
// dimensions lda and ldb, transposed when the flags say so.
struct GemmBlock {
  bool transpose_a, transpose_b;
  int64_t rows, n, k;
  int64_t lda, ldb, ldc;
};

absl::Status Gemm(const GemmBlock& g, const float* a, const float* b, float* c) {
  SingleThreadedLibraryScope single_thread;
  dnnl_status_t status =
      dnnl_sgemm(g.transpose_a ? 'T' : 'N', g.transpose_b ? 'T' : 'N', g.rows, g.n, g.k, 1.0f,
                 a, g.lda, b, g.ldb, 0.0f, c, g.ldc);
  if (status == dnnl_success) return absl::OkStatus();
  return absl::InternalError(absl::StrCat("oneDNN sgemm failed with status ", status));
}

absl::Status Gemm(const GemmBlock& g, const double* a, const double* b, double* c) {
  using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  using Stride = Eigen::OuterStride<>;
  Eigen::Map<const Matrix, 0, Stride> stored_a(a, g.transpose_a ? g.k : g.rows,
                                               g.transpose_a ? g.rows : g.k, Stride(g.lda));
  Eigen::Map<const Matrix, 0, Stride> stored_b(b, g.transpose_b ? g.n : g.k,
                                               g.transpose_b ? g.k : g.n, Stride(g.ldb));
  Eigen::Map<Matrix, 0, Stride> out(c, g.rows, g.n, Stride(g.ldc));
  if (g.transpose_a && g.transpose_b) {
    out.noalias() = stored_a.transpose() * stored_b.transpose();
  } else if (g.transpose_a) {
    out.noalias() = stored_a.transpose() * stored_b;
  } else if (g.transpose_b) {
    out.noalias() = stored_a * stored_b.transpose();
  } else {
    out.noalias() = stored_a * stored_b;
  }
  return absl::OkStatus();
}

template <typename T>
int32_t Matmul(void* ctx, const T* lhs, const T* rhs, T* out, int64_t batch, int64_t m,
               int64_t n, int64_t k, int32_t transpose_lhs, int32_t transpose_rhs,
               int64_t row_groups) {
  auto* run = static_cast<RunContext*>(ctx);
  if (row_groups > m) row_groups = m;
  if (row_groups < 1 || n == 0) return 0;
  const int64_t lda = transpose_lhs ? m : k;
  const int64_t ldb = transpose_rhs ? k : n;
  RunWorkGroups(*run, batch * row_groups, [&](int64_t group) {
    const int64_t matrix = group / row_groups;
    const auto [begin, end] = GroupRange(m, row_groups, group % row_groups);
    const T* a = lhs + matrix * m * k + (transpose_lhs ? begin : begin * lda);
    const T* b = rhs + matrix * k * n;
    T* c = out + matrix * m * n + begin * n;
    GemmBlock block{transpose_lhs != 0, transpose_rhs != 0, end - begin, n, k, lda, ldb, n};
    absl::Status status = Gemm(block, a, b, c);
    if (!status.ok()) run->SetError(std::move(status));
  });
  return run->failed.load(std::memory_order_acquire) ? 1 : 0;
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_matmul_f32(void* ctx, const float* lhs, const float* rhs, float* out,
                                     int64_t batch, int64_t m, int64_t n, int64_t k,
                                     int32_t transpose_lhs, int32_t transpose_rhs,
                                     int64_t row_groups) {
  return xla::cpu::Matmul(ctx, lhs, rhs, out, batch, m, n, k, transpose_lhs, transpose_rhs,
                          row_groups);
}

extern "C" int32_t __axle_matmul_f64(void* ctx, const double* lhs, const double* rhs,
                                     double* out, int64_t batch, int64_t m, int64_t n, int64_t k,
                                     int32_t transpose_lhs, int32_t transpose_rhs,
                                     int64_t row_groups) {
  return xla::cpu::Matmul(ctx, lhs, rhs, out, batch, m, n, k, transpose_lhs, transpose_rhs,
                          row_groups);
}
