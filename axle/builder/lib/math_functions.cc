// Elementary and special functions of XLA's hlo/builder/lib/math.h, built
// from HLO ops on real floating-point arrays (computed in the operand's
// type; the narrow float types are computed in f32 and converted back).
#include <cmath>
#include <limits>
#include <numbers>

#include "axle/base/status_macros.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/lib/math.h"
#include "axle/builder/lib/math_internal.h"

namespace xla {
namespace {

using math_internal::FloatFunction;
using math_internal::Scalar;

// The Lanczos approximation (g = 7, 9 terms) used for lgamma and digamma:
// for z = x - 1 >= -0.5, gamma(x) = sqrt(2 pi) t^(z+0.5) e^-t a(z), with
// t = z + g + 0.5 and a(z) = c0 + sum_i c_i / (z + i).
constexpr double kLanczosGamma = 7;
constexpr double kLanczosCoefficients[] = {
    676.520368121885098567009190444019, -1259.13921672240287047156078755283,
    771.3234287776530788486528258894,   -176.61502916214059906584551354,
    12.507343278686904814458936853,     -0.13857109526572011689554707,
    9.984369578019570859563e-6,         1.50563273514931155834e-7};
constexpr double kLanczosC0 = 0.99999999999980993227684700473478;

// Whether x is a non-positive integer (a pole of gamma).
XlaOp IsPole(XlaOp x) { return And(Le(x, Scalar(x, 0)), Eq(x, Floor(x))); }

}  // namespace

XlaOp Acos(XlaOp x) {
  // acos(x) = 2 atan2(sqrt(1 - x^2), 1 + x), exact at x = 1; pi at x = -1.
  return FloatFunction("Acos", x, [](XlaOp x) {
    XlaOp one = Scalar(x, 1);
    return Select(Ne(x, Scalar(x, -1)),
                  Scalar(x, 2) * Atan2(Sqrt((one - x) * (one + x)), one + x),
                  FullLike(x, std::numbers::pi));
  });
}

XlaOp Asin(XlaOp x) {
  // asin(x) = 2 atan2(x, 1 + sqrt(1 - x^2)).
  return FloatFunction("Asin", x, [](XlaOp x) {
    XlaOp one = Scalar(x, 1);
    return Scalar(x, 2) * Atan2(x, one + Sqrt((one - x) * (one + x)));
  });
}

XlaOp Atan(XlaOp x) {
  return FloatFunction("Atan", x, [](XlaOp x) { return Atan2(x, FullLike(x, 1)); });
}

XlaOp Acosh(XlaOp x) {
  // log(x + sqrt((x + 1)(x - 1))); log(2) + log(x) where x^2 would overflow.
  // NaN below 1.
  return FloatFunction("Acosh", x, [](XlaOp x) {
    XlaOp one = Scalar(x, 1);
    XlaOp large = Ge(x, Scalar(x, std::sqrt(std::numeric_limits<float>::max())));
    return Select(large, Log(x) + Scalar(x, std::numbers::ln2),
                  Log(x + Sqrt((x + one) * (x - one))));
  });
}

XlaOp Asinh(XlaOp x) {
  // sign(x) log1p(a + a^2 / (1 + sqrt(1 + a^2))) with a = |x|, which keeps
  // small values exact; log(2) + log(a) where a^2 would overflow.
  return FloatFunction("Asinh", x, [](XlaOp x) {
    XlaOp one = Scalar(x, 1);
    XlaOp a = Abs(x);
    XlaOp large = Ge(a, Scalar(x, std::sqrt(std::numeric_limits<float>::max())));
    XlaOp small = Log1p(a + a * a / (one + Sqrt(one + a * a)));
    return Sign(x) * Select(large, Log(a) + Scalar(x, std::numbers::ln2), small);
  });
}

XlaOp Atanh(XlaOp x) {
  // (log1p(x) - log1p(-x)) / 2; NaN outside [-1, 1].
  return FloatFunction("Atanh", x, [](XlaOp x) {
    XlaOp value = Scalar(x, 0.5) * (Log1p(x) - Log1p(-x));
    return Select(Gt(Abs(x), Scalar(x, 1)), FullLike(x, std::nan("")), value);
  });
}

XlaOp Cosh(XlaOp x) {
  // e^(x - log 2) + e^(-x - log 2): finite wherever cosh is.
  return FloatFunction("Cosh", x, [](XlaOp x) {
    XlaOp log2 = Scalar(x, std::numbers::ln2);
    return Exp(x - log2) + Exp(-x - log2);
  });
}

XlaOp Sinh(XlaOp x) {
  // For |x| < 1, (expm1(x) + expm1(x) / (expm1(x) + 1)) / 2 (no
  // cancellation); else e^(x - log 2) - e^(-x - log 2).
  return FloatFunction("Sinh", x, [](XlaOp x) {
    XlaOp log2 = Scalar(x, std::numbers::ln2);
    XlaOp e = Expm1(x);
    XlaOp small = Scalar(x, 0.5) * (e + e / (e + Scalar(x, 1)));
    return Select(Lt(Abs(x), Scalar(x, 1)), small, Exp(x - log2) - Exp(-x - log2));
  });
}

XlaOp RoundToEven(XlaOp x) {
  return FloatFunction("RoundToEven", x, [](XlaOp x) { return RoundNearestEven(x); });
}

XlaOp Erfc(XlaOp x) {
  // For |x| < 0.5, 1 - erf(x); else the complementary form t e^(-x^2 + P(t))
  // with t = 1 / (1 + |x|/2) (Numerical Recipes' erfcc, relative error
  // below 1.2e-7), reflected for negative x.
  return FloatFunction("Erfc", x, [](XlaOp x) {
    XlaOp one = Scalar(x, 1);
    XlaOp z = Abs(x);
    XlaOp t = one / (one + Scalar(x, 0.5) * z);
    XlaOp p = EvaluatePolynomial<double>(
        t, {0.17087277, -0.82215223, 1.48851587, -1.13520398, 0.27886807, -0.18628806,
            0.09678418, 0.37409196, 1.00002368, -1.26551223});
    XlaOp tail = t * Exp(-z * z + p);
    XlaOp reflected = Select(Lt(x, Scalar(x, 0)), Scalar(x, 2) - tail, tail);
    return Select(Lt(z, Scalar(x, 0.5)), one - Erf(x), reflected);
  });
}

XlaOp ErfInv(XlaOp x) {
  // Giles, "Approximating the erfinv function" (GPU Computing Gems, 2011),
  // single-precision form; +-inf at +-1, NaN outside [-1, 1].
  return FloatFunction("ErfInv", x, [](XlaOp x) {
    XlaOp one = Scalar(x, 1);
    XlaOp w = -Log((one - x) * (one + x));
    XlaOp central = EvaluatePolynomial<double>(
        w - Scalar(x, 2.5), {2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
                             0.00021858087, -0.00125372503, -0.00417768164, 0.246640727,
                             1.50140941});
    XlaOp tail = EvaluatePolynomial<double>(
        Sqrt(w) - Scalar(x, 3), {-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
                                 0.00573950773, -0.0076224613, 0.00943887047, 1.00167406,
                                 2.83297682});
    XlaOp value = Select(Lt(w, Scalar(x, 5)), central, tail) * x;
    XlaOp infinity = FullLike(x, INFINITY);
    return Select(Eq(Abs(x), one), Sign(x) * infinity, value);
  });
}

XlaOp Lgamma(XlaOp input) {
  // Lanczos for x >= 0.5; below, the reflection
  // lgamma(x) = log(pi) - log|sin(pi x)| - lgamma(1 - x). +inf at the poles
  // (non-positive integers), as XLA.
  return FloatFunction("Lgamma", input, [](XlaOp input) {
    XlaOp half = Scalar(input, 0.5);
    XlaOp one = Scalar(input, 1);
    XlaOp reflect = Lt(input, half);
    XlaOp x = Select(reflect, one - input, input);  // x >= 0.5
    XlaOp z = x - one;
    XlaOp a = FullLike(z, kLanczosC0);
    for (int i = 0; i < 8; ++i) a = a + Scalar(z, kLanczosCoefficients[i]) / (z + Scalar(z, i + 1));
    XlaOp t = z + Scalar(z, kLanczosGamma + 0.5);
    XlaOp lgamma = Scalar(z, 0.5 * std::log(2 * std::numbers::pi)) + (z + half) * Log(t) - t +
                   Log(a);
    // |sin(pi x)| through the fractional part, exact at integers.
    XlaOp abs_input = Abs(input);
    XlaOp fraction = abs_input - Floor(abs_input);
    XlaOp reduced = Select(Gt(fraction, half), one - fraction, fraction);
    XlaOp log_sin = Log(Sin(Scalar(input, std::numbers::pi) * reduced));
    XlaOp reflected = Scalar(input, std::log(std::numbers::pi)) - log_sin - lgamma;
    XlaOp value = Select(reflect, reflected, lgamma);
    value = Select(IsPole(input), FullLike(input, INFINITY), value);
    return Select(IsInf(input), FullLike(input, INFINITY), value);
  });
}

XlaOp Digamma(XlaOp input) {
  // The Lanczos form's logarithmic derivative for x >= 0.5:
  // log(t) + a'(z)/a(z) - g/t; below, digamma(1 - x) - pi / tan(pi x).
  // NaN at the poles, as XLA.
  return FloatFunction("Digamma", input, [](XlaOp input) {
    XlaOp half = Scalar(input, 0.5);
    XlaOp one = Scalar(input, 1);
    XlaOp reflect = Lt(input, half);
    XlaOp x = Select(reflect, one - input, input);
    XlaOp z = x - one;
    XlaOp a = FullLike(z, kLanczosC0);
    XlaOp da = ZerosLike(z);
    for (int i = 0; i < 8; ++i) {
      XlaOp d = z + Scalar(z, i + 1);
      a = a + Scalar(z, kLanczosCoefficients[i]) / d;
      da = da - Scalar(z, kLanczosCoefficients[i]) / (d * d);
    }
    XlaOp t = z + Scalar(z, kLanczosGamma + 0.5);
    XlaOp digamma = Log(t) + da / a - Scalar(z, kLanczosGamma) / t;
    // pi / tan(pi x) with x reduced to (-1, 1) first (tan has period 1 in x).
    XlaOp reduced = input - Floor(input + half);
    XlaOp reflection = Scalar(input, std::numbers::pi) /
                       Tan(Scalar(input, std::numbers::pi) * reduced);
    XlaOp value = Select(reflect, digamma - reflection, digamma);
    return Select(IsPole(input), FullLike(input, std::nan("")), value);
  });
}

}  // namespace xla
