// Complex arithmetic with the plain formulas XLA:CPU's elemental code uses
// (CompileOptions::plain_complex_arithmetic), as opposed to std::complex and
// the C library (C99 Annex G), which recover infinities from NaN results and
// honour signed zeros on branch cuts. What differs, with examples checked
// against JAX 0.10.2 on XLA:CPU:
//   multiply  (a*c - b*d, a*d + b*c): (inf+0i)*(inf+inf i) is (nan, nan);
//   exp       e^a * (cos b, sin b), imaginary part +0 when b is 0:
//             exp(inf+inf i) is (nan, nan), exp(inf+0i) is (inf, 0);
//   expm1     from expm1(a) and cos(b)-1, imaginary part 0 when b is 0;
//   abs       max * sqrt(1 + (min/max)^2), min where that is NaN, with a
//             NaN-propagating max/min: |inf+nan i| is nan;
//   log       (log|z|, atan2(b, a)); log1p from log1p of the larger part and
//             atan2(b, a+1), so log1p(-2.5-0i) keeps the -0 (imag -pi);
//   sqrt      from u = sqrt((|z| + |a|)/2) and |b|/2u, signs from a >= 0
//             and b < 0: sqrt(-1-0i) is +i (C99: -i);
//   tanh, tan from expm1(2a) and 4cos(b)^2; tan z = -i tanh(iz);
//   power     |z|^c e^(-d arg z) (cos q, sin q), q = c arg z + d log|z|, with
//             x^0 = 1, 1^y = 1, 0^c = 0 (c > 0), inf^c = inf or 0 (real c);
//   sinh/cosh (e^z -+ e^-z) / 2; logistic 1 / (1 + e^-z).
// Header-only and standard library only: the interpreter (axle/eval) and
// the cpu runtime (ahead-of-time too) share these functions.
#ifndef AXLE_BASE_PLAIN_COMPLEX_H_
#define AXLE_BASE_PLAIN_COMPLEX_H_

#include <cmath>
#include <complex>
#include <limits>

namespace xla::plain_complex {

template <typename T>
using Complex = std::complex<T>;

// Maximum and minimum that return NaN when either side is NaN.
template <typename T>
T NanMax(T a, T b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  return a > b ? a : b;
}
template <typename T>
T NanMin(T a, T b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  return a < b ? a : b;
}

template <typename T>
Complex<T> Multiply(Complex<T> x, Complex<T> y) {
  return {x.real() * y.real() - x.imag() * y.imag(), x.real() * y.imag() + x.imag() * y.real()};
}

template <typename T>
T Abs(Complex<T> z) {
  const T low = NanMin(std::fabs(z.real()), std::fabs(z.imag()));
  const T high = NanMax(std::fabs(z.real()), std::fabs(z.imag()));
  const T ratio = low / high;
  const T result = high * std::sqrt(T{1} + ratio * ratio);
  // (0, 0), (inf, inf) and NaN parts make `result` NaN: `low` is the answer.
  return std::isnan(result) ? low : result;
}

template <typename T>
Complex<T> Exp(Complex<T> z) {
  const T scale = std::exp(z.real());
  // A real argument has a +0 imaginary part even when e^a is inf or NaN.
  const T imag = z.imag() == T{0} ? T{0} : scale * std::sin(z.imag());
  return {scale * std::cos(z.imag()), imag};
}

template <typename T>
Complex<T> Expm1(Complex<T> z) {
  const T a = z.real();
  const T b = z.imag();
  const T expm1_a = std::expm1(a);
  const T cos_b_minus_one = std::cos(b) - T{1};
  const T real = expm1_a * (cos_b_minus_one + T{1}) + cos_b_minus_one;
  const T imag = b == T{0} ? T{0} : (expm1_a + T{1}) * std::sin(b);
  return {real, imag};
}

template <typename T>
Complex<T> Log(Complex<T> z) {
  return {std::log(Abs(z)), std::atan2(z.imag(), z.real())};
}

template <typename T>
Complex<T> Log1p(Complex<T> z) {
  const T a = z.real();
  const T b = z.imag();
  const T a1 = a + T{1};
  const T high = NanMax(std::fabs(a1), std::fabs(b));
  const T low = NanMin(std::fabs(a1), std::fabs(b));
  // log|z+1| = log1p(high - 1) + log1p((low/high)^2) / 2, with high - 1
  // computed as a where that is exact.
  const T high_minus_one = a1 > std::fabs(b) ? a : high - T{1};
  const T ratio = high == T{0} ? T{0} : low / high;  // log1p(-1) is -inf
  const T real = T{0.5} * std::log1p(ratio * ratio) + std::log1p(high_minus_one);
  return {std::isnan(real) ? low : real, std::atan2(b, a1)};
}

// |(high, low)| for high >= low >= 0 without overflow: high * sqrt(1 + r),
// r = (low/high)^2, as high + high*r/2 where sqrt(1 + r) rounds to 1.
template <typename T>
T ScaledHypot(T high, T low) {
  if (high == low) return std::sqrt(T{2}) * high;
  const T ratio = low / high;
  const T r = ratio * ratio;
  const T root = std::sqrt(T{1} + r);
  return (root == T{1} && r > T{0}) ? high + high * r / T{2} : high * root;
}

// The principal square root as XLA computes it now (the functional
// algorithm of its complex sqrt): u = sqrt((|z| + |x|) / 2) and |y| / 2u,
// rescaled where u would under- or overflow; the signs come from x >= 0 and
// y < 0, so sqrt(-1 - 0i) is +i and sqrt(4 - 0i) is 2 + 0i.
template <typename T>
Complex<T> Sqrt(Complex<T> z) {
  constexpr T kInf = std::numeric_limits<T>::infinity();
  const T sqrt2 = std::sqrt(T{2});
  const T sqrt_1_plus_sqrt2 = std::sqrt(T{1} + sqrt2);
  const T x = z.real();
  const T y = z.imag();
  const T ax = std::fabs(x);
  const T ay = std::fabs(y);
  const T u_general =
      std::sqrt(ScaledHypot(NanMax(ax, ay), NanMin(ax, ay)) / T{2} + ax / T{2});
  T u;
  T half_ay_over_u;  // |y| / 2u
  if (ax == ay) {
    u = std::sqrt(ax) * sqrt_1_plus_sqrt2 / sqrt2;
    half_ay_over_u = std::sqrt(ay) / (sqrt2 * sqrt_1_plus_sqrt2);
  } else if (u_general == T{0} || u_general == kInf) {
    // In units of the larger part: r0 = smaller / larger.
    const T r0 = ax < ay ? ax / ay : ay / ax;
    const T h = ScaledHypot(NanMax(T{1}, std::fabs(r0)), NanMin(T{1}, std::fabs(r0)));
    const T sqrt_ax = std::sqrt(ax);
    const T sqrt_ay = std::sqrt(ay);
    if (ax > ay) {
      const T sqrt_1h = std::sqrt(T{1} + h);
      u = sqrt_ax * (sqrt_1h / sqrt2);
      half_ay_over_u = sqrt_ay * (sqrt_ay / sqrt_ax) / (sqrt_1h * sqrt2);
    } else {
      const T sqrt_rh = std::sqrt(r0 + h);
      u = sqrt_ay * (sqrt_rh / sqrt2);
      half_ay_over_u = sqrt_ay / (sqrt_rh * sqrt2);
    }
  } else {
    u = u_general;
    half_ay_over_u = ay / (u_general * T{2});
  }
  const bool negative_y = y < T{0};
  if (x >= T{0}) return {u, negative_y ? -half_ay_over_u : half_ay_over_u};
  return {half_ay_over_u, x < T{0} ? (negative_y ? -u : u)
                                   : (negative_y ? -half_ay_over_u : half_ay_over_u)};
}

template <typename T>
Complex<T> Tanh(Complex<T> z) {
  constexpr T kInf = std::numeric_limits<T>::infinity();
  const T a = z.real();
  const T b = z.imag();
  const T exp_2a_m1 = std::expm1(a + a);
  const T exp_neg_2a_m1 = std::expm1(-(a + a));
  const T cos_b = std::cos(b);
  const T imag_numerator = T{4} * (cos_b * std::sin(b));
  const T exp_sum_m2 = exp_2a_m1 + exp_neg_2a_m1;
  const T denominator = exp_sum_m2 + T{4} * (cos_b * cos_b);
  // For large |a| the quotient is inf/inf: its limit is sign(a).
  T real = exp_sum_m2 == kInf ? std::copysign(T{1}, a)
                              : (exp_2a_m1 - exp_neg_2a_m1) / denominator;
  T imag = imag_numerator / denominator;
  const bool a_is_inf = std::fabs(a) == kInf;
  const bool sin_2b_is_nan = std::isnan(imag_numerator);
  if (sin_2b_is_nan && !a_is_inf) real = std::numeric_limits<T>::quiet_NaN();
  if (b == T{0} || (a_is_inf && sin_2b_is_nan)) imag = T{0};
  return {real, imag};
}

template <typename T>
Complex<T> Tan(Complex<T> z) {
  // tan(x + iy) = -i tanh(-y + ix)
  const Complex<T> t = Tanh(Complex<T>(-z.imag(), z.real()));
  return {t.imag(), -t.real()};
}

template <typename T>
Complex<T> Power(Complex<T> x, Complex<T> y) {
  constexpr T kInf = std::numeric_limits<T>::infinity();
  const T a = x.real();
  const T b = x.imag();
  const T c = y.real();
  const T d = y.imag();
  if (a == kInf && b == T{0} && d == T{0} && c < T{0}) return {T{0}, T{0}};
  if (a == kInf && b == T{0} && d == T{0} && c > T{0}) return {kInf, T{0}};
  if (a == T{1} && b == T{0}) return {T{1}, T{0}};
  if (c == T{0} && d == T{0}) return {T{1}, T{0}};
  const T magnitude = Abs(x);
  if (magnitude == T{0} && d == T{0} && c >= T{0}) return {c == T{0} ? T{1} : T{0}, T{0}};
  const T angle = std::atan2(b, a);
  const T coefficient = std::pow(magnitude, c) * std::exp(-d * angle);
  const T q = c * angle + d * std::log(magnitude);
  return {coefficient * std::cos(q), coefficient * std::sin(q)};
}

template <typename T>
Complex<T> Sinh(Complex<T> z) {
  return (Exp(z) - Exp(-z)) * T{0.5};
}
template <typename T>
Complex<T> Cosh(Complex<T> z) {
  return (Exp(z) + Exp(-z)) * T{0.5};
}

template <typename T>
Complex<T> Logistic(Complex<T> z) {
  return Complex<T>(T{1}) / (Complex<T>(T{1}) + Exp(-z));
}

}  // namespace xla::plain_complex

#endif  // AXLE_BASE_PLAIN_COMPLEX_H_
