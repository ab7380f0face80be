// Element-wise math helpers (XLA's hlo/builder/lib/math.h). Square and
// Reciprocal come with lib/arithmetic.h.
#ifndef AXLE_BUILDER_LIB_MATH_H_
#define AXLE_BUILDER_LIB_MATH_H_

#include <type_traits>

#include "absl/types/span.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/xla_builder.h"

namespace xla {

// PRED arrays of the operand's shape. The operand must have a real
// floating-point type (an error otherwise, as in XLA). Types without an
// infinity (f8e4m3fn...) are never infinite; types without a negative zero
// (the fnuz types) never hold -0.
XlaOp IsNan(XlaOp operand);
XlaOp IsInf(XlaOp operand);
XlaOp IsPosInf(XlaOp operand);
XlaOp IsNegInf(XlaOp operand);
XlaOp IsNegZero(XlaOp operand);

// The next representable value after `from` in the direction of `to`, as
// std::nextafter: `to` where they are equal (so +-0 takes the sign of
// `to`), the smallest subnormal signed like `to` from a zero, NaN where
// either is NaN. Operands of one shape and real floating-point type.
XlaOp NextAfter(XlaOp from, XlaOp to);

// sum_i coefficients[i] x^(n-1-i), highest power first (Horner's scheme),
// in x's type and shape; zeros for no coefficients.
template <typename FP>
XlaOp EvaluatePolynomial(XlaOp x, absl::Span<const FP> coefficients) {
  static_assert(std::is_floating_point_v<FP>, "EvaluatePolynomial takes floating coefficients");
  if (coefficients.empty()) return FullLike(x, FP(0));
  XlaOp result = FullLike(x, coefficients.front());
  for (size_t i = 1; i < coefficients.size(); ++i) {
    result = result * x + ScalarLike(x, coefficients[i]);
  }
  return result;
}

// Element-wise functions (math_functions.cc, math_special.cc). Real
// floating-point operands; several operands must share one shape and type;
// the narrow float types compute in f32. As XLA: Acosh is NaN below 1,
// Atanh outside [-1, 1]; ErfInv is +-inf at +-1; Lgamma is +inf and Digamma
// NaN at the non-positive integers.
XlaOp Acos(XlaOp x);
XlaOp Asin(XlaOp x);
XlaOp Atan(XlaOp x);
XlaOp Acosh(XlaOp x);
XlaOp Asinh(XlaOp x);
XlaOp Atanh(XlaOp x);
XlaOp Cosh(XlaOp x);
XlaOp Sinh(XlaOp x);
XlaOp RoundToEven(XlaOp x);  // ties to even (round-nearest-even)
XlaOp Erfc(XlaOp x);         // 1 - erf(x), accurate in the tails
XlaOp ErfInv(XlaOp x);
XlaOp Lgamma(XlaOp input);   // log |gamma(x)|
XlaOp Digamma(XlaOp input);  // d/dx lgamma(x)

// The regularized incomplete gamma functions P(a, x) and Q(a, x) = 1 - P.
// Igamma: 0 at x = 0, 1 at x = +inf, NaN for x < 0 or a <= 0. Igammac: 0 at
// x = +inf, 1 for x <= 0 or a <= 0 (as XLA).
XlaOp Igamma(XlaOp a, XlaOp x);
XlaOp Igammac(XlaOp a, XlaOp x);
// dP(a, x)/da (0 at x = 0; NaN where Igamma is and at x = +inf, as XLA).
XlaOp IgammaGradA(XlaOp a, XlaOp x);
// The derivative of a sample x of Gamma(a, 1) with respect to a:
// -(dP/da) / (dP/dx) (0 at x = 0, NaN where Igamma is). Computed without
// x^a e^-x / gamma(a), so it stays accurate where that underflows.
XlaOp RandomGammaGrad(XlaOp a, XlaOp x);

// The n-th derivative of digamma: Digamma for n = 0, NaN unless n is a
// non-negative integer.
XlaOp Polygamma(XlaOp n, XlaOp x);
// The Hurwitz zeta function sum_k (q + k)^-x: +inf at x = 1, NaN for x < 1;
// for q <= 0, NaN unless x is an integer, and at the poles (integer q <= 0)
// +inf for even x, NaN for odd x.
XlaOp Zeta(XlaOp x, XlaOp q);

// Conj(x) where x is complex and `conjugate` holds; x otherwise.
XlaOp MaybeConjugate(XlaOp x, bool conjugate);

// The modified Bessel functions of the first kind of order 0 and 1, scaled
// by exp(-|x|).
XlaOp BesselI0e(XlaOp x);
XlaOp BesselI1e(XlaOp x);

// The regularized incomplete beta function I_x(a, b); NaN for a <= 0,
// b <= 0 or x outside [0, 1].
XlaOp RegularizedIncompleteBeta(XlaOp a, XlaOp b, XlaOp x);

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_MATH_H_
