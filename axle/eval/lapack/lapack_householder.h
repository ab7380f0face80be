// LAPACK's elementary reflectors (larfg, larf), shared by the QR, Hessenberg
// and tridiagonal routines.
#ifndef AXLE_EVAL_LAPACK_LAPACK_HOUSEHOLDER_H_
#define AXLE_EVAL_LAPACK_LAPACK_HOUSEHOLDER_H_

#include <cmath>

#include "axle/eval/lapack/lapack_matrix.h"

namespace xla::lapack {

// larfg on x = (alpha, rest): chooses H = I - tau v v^H, v = (1, v'), with
// H^H x = (beta, 0, ...); stores beta in x[0] and v' in x[1:]; returns tau
// (0 when rest is zero and alpha is real: H = I).
template <typename T, typename Vector>
T MakeReflector(Vector&& x) {
  int64_t n = x.size();
  T alpha = x(0);
  Real<T> xnorm = n > 1 ? x.tail(n - 1).norm() : Real<T>(0);
  Real<T> alpha_re = RealPart(alpha), alpha_im = ImagPart(alpha);
  if (xnorm == 0 && alpha_im == 0) return T(0);
  Real<T> beta = -std::copysign(
      std::sqrt(alpha_re * alpha_re + alpha_im * alpha_im + xnorm * xnorm), alpha_re);
  T tau;
  if constexpr (kIsComplex<T>) {
    tau = T((beta - alpha_re) / beta, -alpha_im / beta);
  } else {
    tau = (beta - alpha_re) / beta;
  }
  if (n > 1) x.tail(n - 1) *= T(1) / (alpha - T(beta));
  x(0) = T(beta);
  return tau;
}

// c := (I - tau v v^H) c, with v's first entry taken as 1.
template <typename T, typename Vector, typename Block>
void ApplyReflectorLeft(const Vector& v_stored, T tau, Block&& c) {
  if (tau == T(0) || c.cols() == 0) return;
  auto v = v_stored.eval();
  v(0) = T(1);
  auto w = (v.adjoint() * c).eval();  // 1 x cols
  c.noalias() -= (tau * v) * w;
}

// c := c (I - tau v v^H), with v's first entry taken as 1.
template <typename T, typename Vector, typename Block>
void ApplyReflectorRight(const Vector& v_stored, T tau, Block&& c) {
  if (tau == T(0) || c.rows() == 0) return;
  auto v = v_stored.eval();
  v(0) = T(1);
  auto w = (c * v).eval();  // rows x 1
  c.noalias() -= (w * tau) * v.adjoint();
}

}  // namespace xla::lapack

#endif  // AXLE_EVAL_LAPACK_LAPACK_HOUSEHOLDER_H_
