// syevd/heevd (Hermitian eigendecomposition) and gesdd/gesvd (SVD) through
// Eigen 3.4, with LAPACK's contracts: eigenvalues ascending, eigenvectors as
// the columns of the in-place result (mode 'V'; 'N' computes values only);
// only the `uplo` triangle is read. Singular values descending, U and V^H
// full ('A'), thin ('S') or not computed ('N'). info is 0, or -4 (gesdd's
// "A has a NaN entry") / 1 (no convergence) when the routine fails.
// geev (general eigenproblem) below.
#include <algorithm>
#include <complex>
#include <limits>

#include "Eigen/Eigenvalues"
#include "Eigen/SVD"
#include "axle/base/status_macros.h"
#include "axle/eval/lapack/lapack_call.h"
#include "axle/eval/lapack/lapack_matrix.h"

namespace xla::lapack {
namespace {

// The Hermitian matrix whose `lower` (else upper) triangle `a` holds.
template <typename T>
Matrix<T> Hermitian(const MatrixMap<T>& a, bool lower) {
  int64_t n = a.rows();
  Matrix<T> full(n, n);
  for (int64_t j = 0; j < n; ++j) {
    for (int64_t i = j; i < n; ++i) {
      T value = lower ? a(i, j) : Conj(a(j, i));
      full(i, j) = value;
      full(j, i) = Conj(value);
    }
    full(j, j) = T(RealPart(full(j, j)));
  }
  return full;
}

template <typename T>
bool HasNan(const MatrixMap<T>& a) {
  for (int64_t i = 0; i < a.size(); ++i) {
    if (IsNan(a.data()[i])) return true;
  }
  return false;
}

struct Syevd {
  static constexpr const char* kRealName = "syevd";
  static constexpr const char* kComplexName = "heevd";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(1, 3));
    ASSIGN_OR_RETURN(char mode, call.CharAttr("mode", "NV"));
    ASSIGN_OR_RETURN(char uplo, call.CharAttr("uplo", "LU"));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<Real<T>> w, call.Ret<Real<T>>(1, 1));
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(2, 0));
    int64_t n = a.rows;
    RETURN_IF_ERROR(ExpectShape(a, a, n, n));
    RETURN_IF_ERROR(ExpectShape(out, a, n, n));
    RETURN_IF_ERROR(ExpectShape(w, a, n, 1));
    RETURN_IF_ERROR(ExpectShape(info, a, 1, 1));
    CopyInput(a, out);
    for (int64_t b = 0; b < a.count; ++b) {
      MatrixMap<T> x(out[b], n, n);
      Eigen::Map<Eigen::Matrix<Real<T>, Eigen::Dynamic, 1>> values(w[b], n);
      *info[b] = 0;
      if (HasNan(x)) {
        values.setConstant(std::numeric_limits<Real<T>>::quiet_NaN());
        *info[b] = 1;
        continue;
      }
      Eigen::SelfAdjointEigenSolver<Matrix<T>> solver(
          Hermitian(x, uplo == 'L'), mode == 'V' ? Eigen::ComputeEigenvectors : Eigen::EigenvaluesOnly);
      if (solver.info() != Eigen::Success) {
        *info[b] = 1;
        continue;
      }
      values = solver.eigenvalues();
      if (mode == 'V') x = solver.eigenvectors();
    }
    return absl::OkStatus();
  }
};

template <bool kDivideAndConquer>
struct Svd {
  static constexpr const char* kRealName = kDivideAndConquer ? "gesdd" : "gesvd";
  static constexpr const char* kComplexName = kRealName;
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(1, 5));
    ASSIGN_OR_RETURN(char mode, call.CharAttr("mode", "ASON"));
    if (mode == 'O') return absl::UnimplementedError("mode 'O' (overwrite A) is not supported");
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<Real<T>> s, call.Ret<Real<T>>(1, 1));
    ASSIGN_OR_RETURN(Batch<T> u, call.Ret<T>(2, 2));
    ASSIGN_OR_RETURN(Batch<T> vt, call.Ret<T>(3, 2));
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(4, 0));
    int64_t m = a.rows, n = a.cols, k = std::min(m, n);
    RETURN_IF_ERROR(ExpectShape(out, a, m, n));
    RETURN_IF_ERROR(ExpectShape(s, a, k, 1));
    // With mode 'N' JAX still passes U and V^H buffers (unused); any sizes.
    if (mode != 'N') {
      RETURN_IF_ERROR(ExpectShape(u, a, m, mode == 'A' ? m : k));
      RETURN_IF_ERROR(ExpectShape(vt, a, mode == 'A' ? n : k, n));
    }
    CopyInput(a, out);
    unsigned options = mode == 'A'   ? Eigen::ComputeFullU | Eigen::ComputeFullV
                       : mode == 'S' ? Eigen::ComputeThinU | Eigen::ComputeThinV
                                     : 0;
    for (int64_t b = 0; b < a.count; ++b) {
      MatrixMap<T> x(out[b], m, n);
      Eigen::Map<Eigen::Matrix<Real<T>, Eigen::Dynamic, 1>> values(s[b], k);
      *info[b] = 0;
      if (HasNan(x)) {
        values.setConstant(std::numeric_limits<Real<T>>::quiet_NaN());
        *info[b] = -4;
        continue;
      }
      Eigen::BDCSVD<Matrix<T>> svd(x, options);
      if (svd.info() != Eigen::Success) {
        *info[b] = 1;
        continue;
      }
      values = svd.singularValues();
      if (mode != 'N') {
        MatrixMap<T>(u[b], u.rows, u.cols) = svd.matrixU();
        MatrixMap<T>(vt[b], vt.rows, vt.cols) = svd.matrixV().adjoint();
      }
    }
    return absl::OkStatus();
  }
};

// Scales each column of `v` to unit norm with its largest-modulus
// component real (geev's normalisation).
template <typename C>
void NormalizeEigenvectors(Matrix<C>& v) {
  for (int64_t j = 0; j < v.cols(); ++j) {
    auto column = v.col(j);
    Real<C> norm = column.norm();
    if (norm == 0) continue;
    Eigen::Index largest = 0;
    column.cwiseAbs2().maxCoeff(&largest);
    C phase = std::conj(column(largest)) / std::abs(column(largest));
    column *= phase / norm;
    column(largest) = C(column(largest).real());
  }
}

// geev: eigenvalues (real ones' wr, wi for s/d; w for c/z) in the order of
// the Schur form, and left/right eigenvectors as complex columns
// (compute_left / compute_right 'V' or 'N'); vl's columns satisfy
// vl^H A = w vl^H.
struct Geev {
  static constexpr const char* kRealName = "geev";
  static constexpr const char* kComplexName = "geev";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    using C = std::complex<Real<T>>;
    constexpr int kValues = kIsComplex<T> ? 1 : 2;
    RETURN_IF_ERROR(call.ExpectCounts(1, kValues + 3));
    ASSIGN_OR_RETURN(char left, call.CharAttr("compute_left", "NV"));
    ASSIGN_OR_RETURN(char right, call.CharAttr("compute_right", "NV"));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    Batch<T> w[kValues];
    for (int i = 0; i < kValues; ++i) {
      ASSIGN_OR_RETURN(w[i], call.Ret<T>(i, 1));
    }
    ASSIGN_OR_RETURN(Batch<C> vl, call.Ret<C>(kValues, 2));
    ASSIGN_OR_RETURN(Batch<C> vr, call.Ret<C>(kValues + 1, 2));
    ASSIGN_OR_RETURN(Batch<int32_t> info, call.Ret<int32_t>(kValues + 2, 0));
    int64_t n = a.rows;
    RETURN_IF_ERROR(ExpectShape(a, a, n, n));
    for (const Batch<T>& values : w) RETURN_IF_ERROR(ExpectShape(values, a, n, 1));
    RETURN_IF_ERROR(ExpectShape(vl, a, n, n));
    RETURN_IF_ERROR(ExpectShape(vr, a, n, n));
    RETURN_IF_ERROR(ExpectShape(info, a, 1, 1));
    for (int64_t b = 0; b < a.count; ++b) {
      MatrixMap<T> x(a[b], n, n);
      *info[b] = 0;
      Eigen::Matrix<C, Eigen::Dynamic, 1> values;
      Matrix<C> vectors;
      bool ok;
      if (HasNan(x)) {
        ok = false;
      } else if constexpr (kIsComplex<T>) {
        Eigen::ComplexEigenSolver<Matrix<T>> solver(x, true);
        ok = solver.info() == Eigen::Success;
        if (ok) values = solver.eigenvalues(), vectors = solver.eigenvectors();
      } else {
        Eigen::EigenSolver<Matrix<T>> solver(x, true);
        ok = solver.info() == Eigen::Success;
        if (ok) values = solver.eigenvalues(), vectors = solver.eigenvectors();
      }
      if (!ok) {
        *info[b] = 1;
        for (const Batch<T>& v : w) std::fill(v[b], v[b] + n, T(std::numeric_limits<Real<T>>::quiet_NaN()));
        continue;
      }
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (kIsComplex<T>) {
          w[0][b][i] = values(i);
        } else {
          w[0][b][i] = values(i).real();
          w[1][b][i] = values(i).imag();
        }
      }
      if (right == 'V') {
        Matrix<C> v = vectors;
        NormalizeEigenvectors(v);
        MatrixMap<C>(vr[b], n, n) = v;
      }
      if (left == 'V') {
        Matrix<C> u = vectors.inverse().adjoint();
        NormalizeEigenvectors(u);
        MatrixMap<C>(vl[b], n, n) = u;
      }
    }
    return absl::OkStatus();
  }
};

using Gesdd = Svd<true>;
using Gesvd = Svd<false>;

AXLE_REGISTER_LAPACK_ROUTINE(Syevd);
AXLE_REGISTER_LAPACK_ROUTINE(Gesdd);
AXLE_REGISTER_LAPACK_ROUTINE(Gesvd);
AXLE_REGISTER_LAPACK_ROUTINE(Geev);

}  // namespace
}  // namespace xla::lapack
