// geqrf (Householder QR) and orgqr/ungqr (forming Q), LAPACK's contracts
// (geqr2/larfg, org2r/ung2r): R on and above the diagonal, reflector i's
// vector v (v[i] = 1 implied) below it, tau[i] with H(i) = I - tau v v^H and
// A = H(0) H(1) ... H(k-1) R; beta's sign opposes Re(alpha), so a complex R
// has a real diagonal.
#include <algorithm>

#include "axle/base/status_macros.h"
#include "axle/eval/lapack/lapack_call.h"
#include "axle/eval/lapack/lapack_householder.h"
#include "axle/eval/lapack/lapack_matrix.h"

namespace xla::lapack {
namespace {

template <typename T>
void FactorQr(MatrixMap<T> a, T* tau) {
  int64_t m = a.rows(), n = a.cols();
  for (int64_t i = 0; i < std::min(m, n); ++i) {
    tau[i] = MakeReflector<T>(a.col(i).segment(i, m - i));
    // A(i:, i+1:) := H(i)^H A(i:, i+1:)
    ApplyReflectorLeft<T>(a.col(i).segment(i, m - i), Conj(tau[i]),
                          a.block(i, i + 1, m - i, n - i - 1));
  }
}

template <typename T>
void FormQ(MatrixMap<T> a, const T* tau, int64_t k) {
  int64_t m = a.rows(), n = a.cols();
  for (int64_t j = k; j < n; ++j) {
    a.col(j).setZero();
    a(j, j) = T(1);
  }
  for (int64_t i = k - 1; i >= 0; --i) {
    if (i < n - 1) {
      ApplyReflectorLeft<T>(a.col(i).segment(i, m - i), tau[i],
                            a.block(i, i + 1, m - i, n - i - 1));
    }
    a.col(i).tail(m - i - 1) *= -tau[i];
    a(i, i) = T(1) - tau[i];
    a.col(i).head(i).setZero();
  }
}

struct Geqrf {
  static constexpr const char* kRealName = "geqrf";
  static constexpr const char* kComplexName = "geqrf";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(1, 2));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> tau, call.Ret<T>(1, 1));
    int64_t m = a.rows, n = a.cols;
    RETURN_IF_ERROR(ExpectShape(out, a, m, n));
    RETURN_IF_ERROR(ExpectShape(tau, a, std::min(m, n), 1));
    CopyInput(a, out);
    for (int64_t b = 0; b < a.count; ++b) FactorQr(MatrixMap<T>(out[b], m, n), tau[b]);
    return absl::OkStatus();
  }
};

struct Orgqr {
  static constexpr const char* kRealName = "orgqr";
  static constexpr const char* kComplexName = "ungqr";
  template <typename T>
  static absl::Status Run(LapackCall& call) {
    RETURN_IF_ERROR(call.ExpectCounts(2, 1));
    ASSIGN_OR_RETURN(Batch<T> a, call.Arg<T>(0, 2));
    ASSIGN_OR_RETURN(Batch<T> tau, call.Arg<T>(1, 1));
    ASSIGN_OR_RETURN(Batch<T> out, call.Ret<T>(0, 2));
    int64_t m = a.rows, n = a.cols, k = tau.rows;
    if (n > m || k > n) {
      return absl::InvalidArgumentError(absl::StrCat(
          "Q is ", m, "x", n, " from ", k, " reflectors: needs k <= n <= m"));
    }
    RETURN_IF_ERROR(ExpectShape(tau, a, k, 1));
    RETURN_IF_ERROR(ExpectShape(out, a, m, n));
    CopyInput(a, out);
    for (int64_t b = 0; b < a.count; ++b) FormQ(MatrixMap<T>(out[b], m, n), tau[b], k);
    return absl::OkStatus();
  }
};

AXLE_REGISTER_LAPACK_ROUTINE(Geqrf);
AXLE_REGISTER_LAPACK_ROUTINE(Orgqr);

}  // namespace
}  // namespace xla::lapack
