// getrf (LU with partial pivoting), potrf (Cholesky) and trsm (triangular
// solve), LAPACK's contracts: getrf's factors packed in place with unit-L
// implied, 1-based row interchanges in ipiv (row i swapped with ipiv[i],
// in order), info = first exactly-zero pivot (1-based) or 0; potrf factors
// the `uplo` triangle in place, leaving the other untouched, and stops with
// info = k at the first leading minor that is not positive definite.
#include <algorithm>

#include "axle/base/status_macros.h"
#include "axle/eval/lapack/lapack_call.h"
#include "axle/eval/lapack/lapack_matrix.h"

namespace xla::lapack {
namespace {

// One matrix, unblocked (LAPACK's getf2): the first largest |a| (Abs1 for
// complex, as i?amax) pivots.
template <typename T>
int32_t FactorLu(MatrixMap<T> a, int32_t* ipiv) {
  int64_t m = a.rows(), n = a.cols();
  int32_t info = 0;
  for (int64_t j = 0; j < std::min(m, n); ++j) {
    int64_t p = j;
    for (int64_t i = j + 1; i < m; ++i) {
      if (Abs1(a(i, j)) > Abs1(a(p, j))) p = i;
    }
    ipiv[j] = static_cast<int32_t>(p + 1);
    if (a(p, j) != T(0)) {
      if (p != j) a.row(p).swap(a.row(j));
      a.col(j).tail(m - j - 1) /= a(j, j);
    } else if (info == 0) {
      info = static_cast<int32_t>(j + 1);
    }
    a.bottomRightCorner(m - j - 1, n - j - 1).noalias() -=
        a.col(j).tail(m - j - 1) * a.row(j).tail(n - j - 1);
  }
  return info;
}

template <typename T>
int32_t FactorCholesky(MatrixMap<T> a, bool lower) {
  int64_t n = a.rows();
  // a(i, j) of the factor L (lower) or of U^H (upper: A = U^H U).
  auto at = [&](int64_t i, int64_t j) -> T& { return lower ? a(i, j) : a(j, i); };
  auto l = [&](int64_t i, int64_t j) { return lower ? a(i, j) : Conj(a(j, i)); };
  for (int64_t j = 0; j < n; ++j) {
    Real<T> d = RealPart(a(j, j));
    for (int64_t k = 0; k < j; ++k) d -= std::norm(std::complex<Real<T>>(l(j, k)));
    if (!(d > 0)) {  // also NaN
      a(j, j) = T(d);
      return static_cast<int32_t>(j + 1);
    }
    Real<T> root = std::sqrt(d);
    a(j, j) = T(root);
    for (int64_t i = j + 1; i < n; ++i) {
      T s = l(i, j);
      for (int64_t k = 0; k < j; ++k) s -= l(i, k) * Conj(l(j, k));
      s /= root;
      at(i, j) = lower ? s : Conj(s);
    }
  }
  return 0;
}

struct Getrf {
  static constexpr const char* kRealName = "getrf";
  static constexpr const char* kComplexName = "getrf";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(1, 3));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<int32_t> ipiv, call.Ret<int32_t>(1, 1));
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(2, 0));
    int64_t m = a.rows, n = a.cols;
    RETURN_IF_ERROR(ExpectShape(out, a, m, n));
    RETURN_IF_ERROR(ExpectShape(ipiv, a, std::min(m, n), 1));
    RETURN_IF_ERROR(ExpectShape(info, a, 1, 1));
    CopyInput(a, out);
    for (int64_t b = 0; b < a.count; ++b) {
      *info[b] = FactorLu(MatrixMap<T>(out[b], m, n), ipiv[b]);
    }
    return absl::OkStatus();
  }
};

struct Potrf {
  static constexpr const char* kRealName = "potrf";
  static constexpr const char* kComplexName = "potrf";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(1, 2));
    ASSIGN_OR_RETURN(char uplo, call.CharAttr("uplo", "LU"));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(1, 0));
    int64_t n = a.rows;
    RETURN_IF_ERROR(ExpectShape(a, a, n, n));
    RETURN_IF_ERROR(ExpectShape(out, a, n, n));
    RETURN_IF_ERROR(ExpectShape(info, a, 1, 1));
    CopyInput(a, out);
    for (int64_t b = 0; b < a.count; ++b) {
      *info[b] = FactorCholesky(MatrixMap<T>(out[b], n, n), uplo == 'L');
    }
    return absl::OkStatus();
  }
};

// b := op(a)^-1 b (side 'L') or b op(a)^-1 (side 'R'), a triangular.
template <int Mode, typename T>
void SolveTriangular(MatrixMap<T>& a, MatrixMap<T>& b, char trans, bool left) {
  auto solve = [&](const auto& tri) {
    if (left) {
      tri.solveInPlace(b);
    } else {
      tri.template solveInPlace<Eigen::OnTheRight>(b);
    }
  };
  auto tri = a.template triangularView<Mode>();
  if (trans == 'N') {
    solve(tri);
  } else if (trans == 'T') {
    solve(tri.transpose());
  } else {
    solve(tri.adjoint());
  }
}

struct Trsm {
  static constexpr const char* kRealName = "trsm";
  static constexpr const char* kComplexName = "trsm";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    // An optional third operand is a scalar alpha (b := alpha op(a)^-1 b).
    if (call.num_args() != 3) RETURN_IF_ERROR(call.ExpectCounts(2, 1));
    ASSIGN_OR_RETURN(char side, call.CharAttr("side", "LR"));
    ASSIGN_OR_RETURN(char uplo, call.CharAttr("uplo", "LU"));
    ASSIGN_OR_RETURN(char trans, call.CharAttr("trans_x", "NTC"));
    ASSIGN_OR_RETURN(char diag, call.CharAttr("diag", "NU"));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> b, call.Arg<T>(1, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    T alpha(1);
    if (call.num_args() == 3) {
      ASSIGN_OR_RETURN(Batch<T> alpha_buffer, call.Arg<T>(2, 0));
      if (alpha_buffer.count != 1) {
        return absl::InvalidArgumentError("operand 2 (alpha) must be a scalar");
      }
      alpha = *alpha_buffer.data;
    }
    int64_t m = b.rows, n = b.cols, k = side == 'L' ? m : n;
    RETURN_IF_ERROR(ExpectShape(a, b, k, k));
    RETURN_IF_ERROR(ExpectShape(out, b, m, n));
    CopyInput(b, out);
    for (int64_t i = 0; i < b.count; ++i) {
      MatrixMap<T> a_i(a[i], k, k), x(out[i], m, n);
      if (alpha != T(1)) x *= alpha;
      bool left = side == 'L';
      if (uplo == 'L') {
        diag == 'U' ? SolveTriangular<Eigen::UnitLower>(a_i, x, trans, left)
                    : SolveTriangular<Eigen::Lower>(a_i, x, trans, left);
      } else {
        diag == 'U' ? SolveTriangular<Eigen::UnitUpper>(a_i, x, trans, left)
                    : SolveTriangular<Eigen::Upper>(a_i, x, trans, left);
      }
    }
    return absl::OkStatus();
  }
};

AXLE_REGISTER_LAPACK_ROUTINE(Getrf);
AXLE_REGISTER_LAPACK_ROUTINE(Potrf);
AXLE_REGISTER_LAPACK_ROUTINE(Trsm);

}  // namespace
}  // namespace xla::lapack
