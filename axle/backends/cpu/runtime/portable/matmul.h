// Matrix products for the runtime's __axle_matmul_*: the split of a batch of
// products into work groups over tiles of the output, and Eigen's GEMM.
// The split comes from the code generator (from the shape), and each group
// is one single-threaded GEMM call, so the result does not depend on how
// many threads run the groups. The libraries sum in their own order:
// results differ from the interpreter's sequential sums by rounding only.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_MATMUL_H_
#define AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_MATMUL_H_

#include <algorithm>
#include <cstdint>
#include <string>

#include <Eigen/Core>

#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"

namespace xla::cpu {

// rows x n tile of C (row-major, leading dimension ldc) = op(A) op(B), with
// op(A) rows x k and op(B) k x n; A and B are row-major with leading
// dimensions lda and ldb, transposed when the flags say so.
struct GemmBlock {
  bool transpose_a, transpose_b;
  int64_t rows, n, k;
  int64_t lda, ldb, ldc;
};

// Eigen's GEMM (T = float or double), on the calling thread (Eigen is
// compiled without OpenMP); never fails (returns "", as Matmul's gemm).
template <typename T>
std::string EigenGemm(const GemmBlock& g, const T* a, const T* b, T* c) {
  using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
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
  return "";
}

// __axle_matmul_* (runtime_abi.h) with `gemm(block, a, b, c)` computing each
// tile; it returns "" or an error message, recorded as an internal error of
// the run. Tiles are the grid row_groups x col_groups of GroupRange blocks,
// so which call computes an output element depends on the shape only.
template <typename T, typename Gemm>
int32_t Matmul(void* ctx, const T* lhs, const T* rhs, T* out, int64_t batch, int64_t m,
               int64_t n, int64_t k, int32_t transpose_lhs, int32_t transpose_rhs,
               int64_t row_groups, int64_t col_groups, const Gemm& gemm) {
  row_groups = std::min(row_groups, m);
  col_groups = std::min(col_groups, n);
  if (row_groups < 1 || col_groups < 1 || batch < 1) return 0;
  const int64_t lda = transpose_lhs ? m : k;
  const int64_t ldb = transpose_rhs ? k : n;
  const int64_t tiles = row_groups * col_groups;
  RunWorkGroups(ctx, batch * tiles, [&](int64_t group) {
    const int64_t matrix = group / tiles;
    const auto [r0, r1] = GroupRange(m, row_groups, group % tiles / col_groups);
    const auto [c0, c1] = GroupRange(n, col_groups, group % col_groups);
    const T* a = lhs + matrix * m * k + (transpose_lhs ? r0 : r0 * lda);
    const T* b = rhs + matrix * k * n + (transpose_rhs ? c0 * ldb : c0);
    T* c = out + matrix * m * n + r0 * n + c0;
    GemmBlock block{transpose_lhs != 0, transpose_rhs != 0, r1 - r0, c1 - c0, k, lda, ldb, n};
    const std::string error = gemm(block, a, b, c);
    if (!error.empty()) RecordRunError(ctx, RunErrorCode::kInternal, error);
  });
  return RunStatus(ctx);
}

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_MATMUL_H_
