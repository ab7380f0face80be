// ormqr/unmqr (apply Q of geqrf), gehrd (Hessenberg reduction), sytrd/hetrd
// (tridiagonal reduction) and gtsv (tridiagonal solve), unblocked as
// LAPACK's orm2r/gehd2/sytd2/gtsv with their storage contracts: reflectors
// packed below the reduced band (v[0] = 1 implied), tau per reflector,
// sytrd's d (diagonal) and e (off-diagonal) real, the other triangle of
// sytrd's matrix untouched. gtsv takes JAX's full-length dl (dl[0] unused)
// and du (du[n-1] unused); info is the first zero pivot (1-based).
#include <algorithm>
#include <cmath>

#include "axle/base/status_macros.h"
#include "axle/eval/lapack/lapack_call.h"
#include "axle/eval/lapack/lapack_householder.h"
#include "axle/eval/lapack/lapack_matrix.h"

namespace xla::lapack {
namespace {

// c := op(Q) c (left) or c op(Q) (right), Q = H(0) ... H(k-1) from `a`.
template <typename T>
void ApplyQ(const MatrixMap<T>& a, const T* tau, int64_t k, MatrixMap<T> c, bool left,
            bool adjoint) {
  int64_t order = left ? c.rows() : c.cols();
  // H(i) applies first when op(Q) = Q (left) or Q^H (right).
  bool backwards = left != adjoint;
  for (int64_t step = 0; step < k; ++step) {
    int64_t i = backwards ? k - 1 - step : step;
    auto v = a.col(i).segment(i, order - i);
    T t = adjoint ? Conj(tau[i]) : tau[i];
    if (left) {
      ApplyReflectorLeft<T>(v, t, c.bottomRows(order - i));
    } else {
      ApplyReflectorRight<T>(v, t, c.rightCols(order - i));
    }
  }
}

struct Ormqr {
  static constexpr const char* kRealName = "ormqr";
  static constexpr const char* kComplexName = "unmqr";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(3, 1));
    ASSIGN_OR_RETURN(bool left, call.BoolAttr("left"));
    ASSIGN_OR_RETURN(bool transpose, call.BoolAttr("transpose"));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> tau, call.Arg<T>(1, 1));
    ASSIGN_OR_RETURN(Batch<T> c, call.Arg<T>(2, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    int64_t order = left ? c.rows : c.cols, k = tau.rows;
    if (a.rows != order || k > a.cols || k > order) {
      return absl::InvalidArgumentError(absl::StrCat(
          "operand 0 is ", a.rows, "x", a.cols, " with ", k, " reflectors; Q must be ", order,
          "x", order));
    }
    RETURN_IF_ERROR(ExpectShape(a, c, order, a.cols));
    RETURN_IF_ERROR(ExpectShape(tau, c, k, 1));
    RETURN_IF_ERROR(ExpectShape(out, c, c.rows, c.cols));
    CopyInput(c, out);
    for (int64_t b = 0; b < c.count; ++b) {
      ApplyQ<T>(MatrixMap<T>(a[b], a.rows, a.cols), tau[b], k, MatrixMap<T>(out[b], c.rows, c.cols),
                left, transpose);
    }
    return absl::OkStatus();
  }
};

template <typename T>
void ReduceHessenberg(MatrixMap<T> a, T* tau, int64_t ilo, int64_t ihi) {
  int64_t n = a.rows();
  for (int64_t i = 0; i < n - 1; ++i) tau[i] = T(0);
  for (int64_t i = ilo; i < ihi - 1; ++i) {
    auto v = a.col(i).segment(i + 1, ihi - i - 1);
    tau[i] = MakeReflector<T>(v);
    ApplyReflectorRight<T>(v, tau[i], a.block(0, i + 1, ihi, ihi - i - 1));
    ApplyReflectorLeft<T>(v, Conj(tau[i]), a.block(i + 1, i + 1, ihi - i - 1, n - i - 1));
  }
}

struct Gehrd {
  static constexpr const char* kRealName = "gehrd";
  static constexpr const char* kComplexName = "gehrd";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(1, 3));
    ASSIGN_OR_RETURN(int32_t low, call.IntAttr("low"));
    ASSIGN_OR_RETURN(int32_t high, call.IntAttr("high"));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> tau, call.Ret<T>(1, 1));
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(2, 0));
    int64_t n = a.rows;
    RETURN_IF_ERROR(ExpectShape(a, a, n, n));
    RETURN_IF_ERROR(ExpectShape(out, a, n, n));
    RETURN_IF_ERROR(ExpectShape(tau, a, std::max<int64_t>(n - 1, 0), 1));
    RETURN_IF_ERROR(ExpectShape(info, a, 1, 1));
    if (n > 0 && !(1 <= low && low <= std::max<int64_t>(high, 1) && high <= n)) {
      return absl::InvalidArgumentError(
          absl::StrCat("low ", low, " and high ", high, " must satisfy 1 <= low <= high <= ", n));
    }
    CopyInput(a, out);
    for (int64_t b = 0; b < a.count; ++b) {
      ReduceHessenberg(MatrixMap<T>(out[b], n, n), tau[b], low - 1, high);
      *info[b] = 0;
    }
    return absl::OkStatus();
  }
};

// Reduces the Hermitian matrix held in `a`'s `lower` (else upper) triangle
// to tridiagonal form Q^H A Q = T, as sytd2/hetd2 store it.
template <typename T>
void ReduceTridiagonal(MatrixMap<T> a, bool lower, Real<T>* d, Real<T>* e, T* tau) {
  int64_t n = a.rows();
  // Work on the full matrix; lower storage throughout, mirrored for 'U'
  // (sytd2's upper variant is the lower one on the reversed matrix).
  Matrix<T> full(n, n);
  for (int64_t j = 0; j < n; ++j) {
    for (int64_t i = 0; i < n; ++i) {
      bool stored = lower ? i >= j : i <= j;
      full(i, j) = stored ? a(i, j) : Conj(a(j, i));
    }
    full(j, j) = T(RealPart(full(j, j)));
  }
  if (!lower) full = full.reverse().eval();  // P A P with P the reversal
  for (int64_t i = 0; i + 1 < n; ++i) {
    auto v = full.col(i).segment(i + 1, n - i - 1);
    T t = MakeReflector<T>(v);
    e[i] = RealPart(full(i + 1, i));
    Matrix<T> vector = v;
    vector(0) = T(1);
    auto block = full.block(i + 1, i + 1, n - i - 1, n - i - 1);
    ApplyReflectorLeft<T>(vector, Conj(t), block);
    ApplyReflectorRight<T>(vector, t, block);
    tau[i] = t;
  }
  for (int64_t i = 0; i < n; ++i) d[i] = RealPart(full(i, i));
  // Write back in the stored triangle: d, e and the reflectors.
  for (int64_t j = 0; j < n; ++j) {
    for (int64_t i = j; i < n; ++i) {
      T value = i == j ? T(d[j]) : i == j + 1 ? T(e[j]) : full(i, j);
      if (lower) {
        a(i, j) = value;
      } else {
        // Reversal maps lower (i, j) to upper (n-1-i, n-1-j) of the original.
        a(n - 1 - i, n - 1 - j) = value;
      }
    }
  }
  if (!lower) {
    std::reverse(d, d + n);
    std::reverse(e, e + std::max<int64_t>(n - 1, 0));
    std::reverse(tau, tau + std::max<int64_t>(n - 1, 0));
  }
}

struct Sytrd {
  static constexpr const char* kRealName = "sytrd";
  static constexpr const char* kComplexName = "hetrd";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(1, 5));
    ASSIGN_OR_RETURN(char uplo, call.CharAttr("uplo", "LU"));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<Real<T>> d, call.Ret<Real<T>>(1, 1));
    ASSIGN_OR_RETURN(Batch<Real<T>> e, call.Ret<Real<T>>(2, 1));
    ASSIGN_OR_RETURN(Batch<T> tau, call.Ret<T>(3, 1));
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(4, 0));
    int64_t n = a.rows, n1 = std::max<int64_t>(n - 1, 0);
    RETURN_IF_ERROR(ExpectShape(a, a, n, n));
    RETURN_IF_ERROR(ExpectShape(out, a, n, n));
    RETURN_IF_ERROR(ExpectShape(d, a, n, 1));
    RETURN_IF_ERROR(ExpectShape(e, a, n1, 1));
    RETURN_IF_ERROR(ExpectShape(tau, a, n1, 1));
    RETURN_IF_ERROR(ExpectShape(info, a, 1, 1));
    CopyInput(a, out);
    for (int64_t b = 0; b < a.count; ++b) {
      ReduceTridiagonal(MatrixMap<T>(out[b], n, n), uplo == 'L', d[b], e[b], tau[b]);
      *info[b] = 0;
    }
    return absl::OkStatus();
  }
};

// LAPACK's gtsv on one system; dl is LAPACK's DL (n-1 entries).
template <typename T>
int32_t SolveTridiagonal(T* dl, T* d, T* du, MatrixMap<T> b) {
  int64_t n = b.rows();
  auto eliminate = [&](int64_t i, bool last) -> bool {
    if (Abs1(d[i]) >= Abs1(dl[i])) {
      if (d[i] == T(0)) return false;
      T fact = dl[i] / d[i];
      d[i + 1] -= fact * du[i];
      b.row(i + 1) -= fact * b.row(i);
      if (!last) dl[i] = T(0);
    } else {
      T fact = d[i] / dl[i];
      d[i] = dl[i];
      T temp = d[i + 1];
      d[i + 1] = du[i] - fact * temp;
      if (!last) {
        dl[i] = du[i + 1];
        du[i + 1] = -fact * dl[i];
      }
      du[i] = temp;
      auto row = b.row(i).eval();
      b.row(i) = b.row(i + 1);
      b.row(i + 1) = row - fact * b.row(i + 1);
    }
    return true;
  };
  for (int64_t i = 0; i + 1 < n; ++i) {
    if (!eliminate(i, i == n - 2)) return static_cast<int32_t>(i + 1);
  }
  if (n == 0) return 0;
  if (d[n - 1] == T(0)) return static_cast<int32_t>(n);
  b.row(n - 1) /= d[n - 1];
  if (n > 1) b.row(n - 2) = (b.row(n - 2) - du[n - 2] * b.row(n - 1)) / d[n - 2];
  for (int64_t i = n - 3; i >= 0; --i) {
    b.row(i) = (b.row(i) - du[i] * b.row(i + 1) - dl[i] * b.row(i + 2)) / d[i];
  }
  return 0;
}

struct Gtsv {
  static constexpr const char* kRealName = "gtsv";
  static constexpr const char* kComplexName = "gtsv";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(4, 5));
    Batch<T> in[4], out[4];
    for (int i = 0; i < 4; ++i) {
      ASSIGN_OR_RETURN(in[i], call.Arg<T>(i, i == 3 ? 2 : 1));
      ASSIGN_OR_RETURN(out[i], call.Ret<T>(i, i == 3 ? 2 : 1));
    }
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(4, 0));
    const Batch<T>& b = in[3];
    int64_t n = b.rows;
    for (int i = 0; i < 3; ++i) RETURN_IF_ERROR(ExpectShape(in[i], b, n, 1));
    for (int i = 0; i < 4; ++i) RETURN_IF_ERROR(ExpectShape(out[i], b, in[i].rows, in[i].cols));
    RETURN_IF_ERROR(ExpectShape(info, b, 1, 1));
    for (int i = 0; i < 4; ++i) CopyInput(in[i], out[i]);
    for (int64_t k = 0; k < b.count; ++k) {
      *info[k] = SolveTridiagonal<T>(out[0][k] + 1, out[1][k], out[2][k],
                                     MatrixMap<T>(out[3][k], n, b.cols));
    }
    return absl::OkStatus();
  }
};

AXLE_REGISTER_LAPACK_ROUTINE(Ormqr);
AXLE_REGISTER_LAPACK_ROUTINE(Gehrd);
AXLE_REGISTER_LAPACK_ROUTINE(Sytrd);
AXLE_REGISTER_LAPACK_ROUTINE(Gtsv);

}  // namespace
}  // namespace xla::lapack
