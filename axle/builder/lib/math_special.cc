// The special functions of XLA's hlo/builder/lib/math.h with more than one
// argument or an iterative definition: the incomplete gamma family,
// Polygamma, Zeta, the incomplete beta function and the scaled Bessel
// functions. Built from HLO ops; iterations are While loops that stop once
// every element has converged.
#include <cmath>
#include <iterator>
#include <limits>
#include <numbers>
#include <vector>

#include "axle/base/status_macros.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/lib/math.h"
#include "axle/builder/lib/math_internal.h"

namespace xla {
namespace {

using math_internal::FloatFunction;
using math_internal::IterateWhileAnyActive;
using math_internal::Scalar;

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// The functions below run on f32 or f64 (FloatFunction widens the rest).
bool IsF64(XlaOp x) {
  absl::StatusOr<Shape> shape = x.builder()->GetShape(x);
  return shape.ok() && shape->element_type() == F64;
}
double EpsilonOf(XlaOp x) {
  return IsF64(x) ? std::numeric_limits<double>::epsilon()
                  : static_cast<double>(std::numeric_limits<float>::epsilon());
}
double MaxOf(XlaOp x) {
  return IsF64(x) ? std::numeric_limits<double>::max()
                  : static_cast<double>(std::numeric_limits<float>::max());
}

// Reports a failed loop construction on the builder (the op then fails to
// build with that error) and yields the initial state so callers go on.
std::vector<XlaOp> Iterate(absl::string_view name, int max_iterations,
                           const std::vector<XlaOp>& state, const math_internal::LoopBody& body) {
  XlaBuilder* b = state[0].builder();
  absl::StatusOr<std::vector<XlaOp>> result =
      IterateWhileAnyActive(name, b, max_iterations, state, body);
  if (!result.ok()) {
    builder_internal::ReportError(b, name, result.status());
    return state;
  }
  return *std::move(result);
}

// Keeps `old` where `active` is false.
XlaOp Update(XlaOp active, XlaOp updated, XlaOp old) { return Select(active, updated, old); }

// ---- The regularized incomplete gamma functions. ----
// With ax = x^a e^-x / gamma(a):
//   P(a, x) = ax F,  F = sum_n x^n / (a (a+1) ... (a+n))   (converges fast for x < a + 1)
//   Q(a, x) = ax G,  G a continued fraction                  (for x > a + 1)
// Both loops also carry the derivative in a (dF, dG) when asked, for
// IgammaGradA and RandomGammaGrad: dP/da = ax ((log x - digamma(a)) F + dF).
constexpr int kIgammaMaxIterations = 2000;

struct SumAndDerivative {
  XlaOp value;
  XlaOp derivative;  // d/da; meaningful only where asked for
};

SumAndDerivative IgammaSeries(XlaOp active, XlaOp a, XlaOp x, bool derivative) {
  const double eps = EpsilonOf(a);
  XlaOp inv_a = Scalar(a, 1) / a;
  // State: active, a, x, r = a + n, term c_n, F, dc_n/da, dF/da.
  std::vector<XlaOp> state = {active, a, x, a, inv_a, inv_a, -inv_a * inv_a, -inv_a * inv_a};
  std::vector<XlaOp> out = Iterate(
      "IgammaSeries", kIgammaMaxIterations, state, [&](absl::Span<const XlaOp> s) {
        XlaOp on = s[0], r = s[3] + Scalar(s[3], 1);
        XlaOp c = s[4] * s[2] / r;
        XlaOp f = s[5] + c;
        XlaOp done = Le(Abs(c), Abs(f) * Scalar(f, eps));
        XlaOp dc = s[6], df = s[7];
        if (derivative) {
          dc = dc * s[2] / r - c / r;
          df = df + dc;
          done = And(done, Le(Abs(dc), Abs(df) * Scalar(f, eps)));
        }
        return std::vector<XlaOp>{And(on, Not(done)), s[1], s[2], Update(on, r, s[3]),
                                  Update(on, c, s[4]), Update(on, f, s[5]),
                                  Update(on, dc, s[6]), Update(on, df, s[7])};
      });
  return {out[5], out[7]};
}

// G through the convergents p_k / q_k of the continued fraction
// 1 / (x + 1 - a - 1 (1 - a) / (x + 3 - a - 2 (2 - a) / (x + 5 - a - ...))),
// rescaled by eps whenever they grow past 1 / eps (exact: powers of two).
SumAndDerivative IgammacContinuedFraction(XlaOp active, XlaOp a, XlaOp x, bool derivative) {
  const double eps = EpsilonOf(a);
  XlaOp one = Scalar(a, 1);
  XlaOp y0 = one - a;
  XlaOp z0 = x + y0 + one;
  XlaOp zero = ZerosLike(a);
  XlaOp qkm1 = z0 * x;
  XlaOp ans0 = (x + one) / qkm1;
  XlaOp dqkm1 = -x;  // d(z0 x)/da
  XlaOp dans0 = -ans0 * dqkm1 / qkm1;
  // State: active, x, y, z, c, pkm2, pkm1, qkm2, qkm1, ans, and the
  // derivatives dpkm2, dpkm1, dqkm2, dqkm1, dans.
  std::vector<XlaOp> state = {active, x,    y0,   z0,   zero, FullLike(a, 1), x + one, x,
                              qkm1,   ans0, zero, zero, zero, dqkm1,          dans0};
  std::vector<XlaOp> out = Iterate(
      "IgammacContinuedFraction", kIgammaMaxIterations, state, [&](absl::Span<const XlaOp> s) {
        XlaOp on = s[0];
        XlaOp c = s[4] + Scalar(s[4], 1);
        XlaOp y = s[2] + Scalar(s[2], 1);
        XlaOp z = s[3] + Scalar(s[3], 2);
        XlaOp yc = y * c;
        XlaOp pk = s[6] * z - s[5] * yc;
        XlaOp qk = s[8] * z - s[7] * yc;
        // dz/da = -1 and d(yc)/da = -c.
        XlaOp dpk = s[11] * z - s[6] - s[10] * yc + s[5] * c;
        XlaOp dqk = s[13] * z - s[8] - s[12] * yc + s[7] * c;
        XlaOp usable = Ne(qk, ZerosLike(qk));
        XlaOp ratio = pk / qk;
        XlaOp ans = Select(usable, ratio, s[9]);
        XlaOp done = And(usable, Le(Abs(s[9] - ratio), Abs(ratio) * Scalar(ratio, eps)));
        XlaOp dans = s[14];
        if (derivative) {
          XlaOp dratio = (dpk - ratio * dqk) / qk;
          dans = Select(usable, dratio, s[14]);
          done = And(done, Le(Abs(s[14] - dratio), Abs(dratio) * Scalar(ratio, eps)));
        }
        XlaOp big = Gt(Abs(pk), Scalar(pk, 1 / eps));
        auto scaled = [&](XlaOp v) { return Select(big, v * Scalar(v, eps), v); };
        return std::vector<XlaOp>{And(on, Not(done)),
                                  s[1],
                                  Update(on, y, s[2]),
                                  Update(on, z, s[3]),
                                  Update(on, c, s[4]),
                                  Update(on, scaled(s[6]), s[5]),
                                  Update(on, scaled(pk), s[6]),
                                  Update(on, scaled(s[8]), s[7]),
                                  Update(on, scaled(qk), s[8]),
                                  Update(on, ans, s[9]),
                                  Update(on, scaled(s[11]), s[10]),
                                  Update(on, scaled(dpk), s[11]),
                                  Update(on, scaled(s[13]), s[12]),
                                  Update(on, scaled(dqk), s[13]),
                                  Update(on, dans, s[14])};
      });
  return {out[9], out[14]};
}

// What the incomplete gamma functions share: log(ax) and the masks.
struct IgammaSetup {
  XlaOp log_ax;
  XlaOp ax;
  XlaOp any_nan;     // a or x is NaN
  XlaOp x_is_zero;
  XlaOp domain;      // x < 0 or a <= 0
  XlaOp underflow;   // ax below 1 / max: P is 0 or 1 to working precision
  XlaOp finite;      // log(ax) finite (a, x finite and in the domain)
};

IgammaSetup SetUp(XlaOp a, XlaOp x) {
  IgammaSetup s;
  XlaOp zero = ZerosLike(a);
  s.log_ax = a * Log(x) - x - Lgamma(a);
  s.ax = Exp(s.log_ax);
  s.any_nan = Or(Ne(a, a), Ne(x, x));
  s.x_is_zero = Eq(x, zero);
  s.domain = Or(Lt(x, zero), Le(a, zero));
  s.underflow = Lt(s.log_ax, Scalar(a, -std::log(MaxOf(a))));
  s.finite = IsFinite(s.log_ax);
  return s;
}

// Where P is better computed as 1 - Q (XLA's split).
XlaOp UsesContinuedFraction(XlaOp a, XlaOp x) { return And(Gt(x, Scalar(x, 1)), Gt(x, a)); }

enum class IgammaGrad { kDerivative, kSample };

// dP/da (kDerivative) or -(dP/da) / (dP/dx) = -(dP/da) x / ax (kSample,
// computed without ax, so it stays accurate where ax underflows).
XlaOp IgammaGradient(XlaOp a, XlaOp x, IgammaGrad kind) {
  IgammaSetup s = SetUp(a, x);
  XlaOp use_cf = UsesContinuedFraction(a, x);
  XlaOp enabled = And(s.finite, Not(Or(s.x_is_zero, Or(s.domain, s.any_nan))));
  if (kind == IgammaGrad::kDerivative) enabled = And(enabled, Not(s.underflow));
  SumAndDerivative series = IgammaSeries(And(enabled, Not(use_cf)), a, x, true);
  SumAndDerivative cf = IgammacContinuedFraction(And(enabled, use_cf), a, x, true);
  XlaOp dlog_ax = Log(x) - Digamma(a);
  // (dP/da) / ax = dlog(ax)/da F + dF/da; on the continued-fraction side
  // P = 1 - ax G, so it is -(dlog(ax)/da G + dG/da).
  XlaOp series_grad = dlog_ax * series.value + series.derivative;
  XlaOp cf_grad = -(dlog_ax * cf.value + cf.derivative);
  XlaOp scaled = Select(use_cf, cf_grad, series_grad);
  XlaOp value = kind == IgammaGrad::kDerivative ? s.ax * scaled : -scaled * x;
  value = Select(s.x_is_zero, ZerosLike(value), value);
  // As XLA, x = +inf is NaN (log(ax) is inf - inf there).
  return Select(Or(s.domain, s.any_nan), FullLike(value, kNan), value);
}

// ---- Zeta. ----
// Euler-Maclaurin: sum_{k<N} (q+k)^-x + w^(1-x)/(x-1) + w^-x/2
//   + sum_j B_2j/(2j)! x (x+1) ... (x+2j-2) w^(-x-2j+1),  w = q + N.
// With N = 9 and 12 correction terms the remainder is below f64's epsilon
// for every x > 1 and q > 0.
constexpr int kZetaDirectTerms = 9;
constexpr double kBernoulli[][2] = {  // B_2j = numerator / denominator, j = 1..12
    {1, 6},          {-1, 30},          {1, 42},       {-1, 30},    {5, 66},
    {-691, 2730},    {7, 6},            {-3617, 510},  {43867, 798}, {-174611, 330},
    {854513, 138},   {-236364091, 2730}};

XlaOp ZetaImpl(XlaOp x, XlaOp q) {
  XlaOp one = Scalar(x, 1);
  XlaOp sum = Pow(q, -x);
  for (int k = 1; k < kZetaDirectTerms; ++k) sum = sum + Pow(q + Scalar(q, k), -x);
  XlaOp w = q + Scalar(q, kZetaDirectTerms);
  XlaOp w_pow = Pow(w, -x);  // w^-x
  sum = sum + w * w_pow / (x - one) + Scalar(x, 0.5) * w_pow;
  XlaOp inv_w2 = one / (w * w);
  XlaOp factor = x * w_pow / w;  // x (x+1) ... (x+2j-2) w^(-x-2j+1) for j = 1
  XlaOp correction = ZerosLike(x);
  double factorial = 1;  // (2j)!
  for (int j = 1; j <= static_cast<int>(std::size(kBernoulli)); ++j) {
    factorial *= (2 * j - 1) * (2 * j);
    correction = correction + Scalar(x, kBernoulli[j - 1][0] / kBernoulli[j - 1][1] / factorial) *
                                  factor;
    factor = factor * (x + Scalar(x, 2 * j - 1)) * (x + Scalar(x, 2 * j)) * inv_w2;
  }
  // Where w^-x underflows the correction is nothing (and x may be infinite).
  XlaOp value = Select(Eq(w_pow, ZerosLike(w_pow)), sum, sum + correction);

  XlaOp zero = ZerosLike(x);
  XlaOp x_is_integer = Eq(x, Floor(x));
  value = Select(Eq(x, one), FullLike(x, kInf), value);  // the harmonic series
  value = Select(Lt(x, one), FullLike(x, kNan), value);
  XlaOp q_non_positive = Le(q, zero);
  // q^-x is not real for q < 0 and x not an integer.
  value = Select(And(q_non_positive, Not(x_is_integer)), FullLike(x, kNan), value);
  // A pole at each integer q <= 0: +inf from both sides for even x only.
  XlaOp x_is_even = And(x_is_integer, Eq(Rem(x, Scalar(x, 2)), zero));
  return Select(And(q_non_positive, Eq(q, Floor(q))),
                Select(x_is_even, FullLike(x, kInf), FullLike(x, kNan)), value);
}

// ---- The scaled Bessel functions. ----
// |x| <= T: the power series, nested as 1 + y/c_1 (1 + y/c_2 (1 + ...)),
// y = x^2/4, times e^-|x|. |x| > T: the asymptotic expansion
// e^-|x| I_v(|x|) ~ (2 pi |x|)^-1/2 sum_k prod_{j<=k} ((2j-1)^2 - 4v^2) / (8 j |x|),
// whose error at T is about e^-2T.
struct BesselParameters {
  double threshold;
  int series_terms;
  int asymptotic_terms;
};
BesselParameters BesselParametersFor(XlaOp x) {
  return IsF64(x) ? BesselParameters{20, 40, 30} : BesselParameters{10, 22, 16};
}

// order 0 or 1; returns e^-|x| I_order(|x|).
XlaOp ScaledBesselOfAbs(XlaOp x, int order) {
  const BesselParameters p = BesselParametersFor(x);
  XlaOp one = Scalar(x, 1);
  XlaOp ax = Abs(x);
  XlaOp small_x = Min(ax, Scalar(x, p.threshold));
  XlaOp y = Scalar(x, 0.25) * small_x * small_x;
  XlaOp series = one;
  for (int k = p.series_terms; k >= 1; --k) {
    series = one + series * y * Scalar(x, 1.0 / (double(k) * (k + order)));
  }
  if (order == 1) series = series * Scalar(x, 0.5) * small_x;
  series = series * Exp(-small_x);

  XlaOp large_x = Max(ax, Scalar(x, p.threshold));
  XlaOp inv = one / large_x;
  XlaOp asymptotic = one;
  for (int k = p.asymptotic_terms; k >= 1; --k) {
    const double odd = 2.0 * k - 1;
    asymptotic = one + asymptotic * inv * Scalar(x, (odd * odd - 4.0 * order * order) / (8.0 * k));
  }
  asymptotic = asymptotic * Rsqrt(Scalar(x, 2 * std::numbers::pi) * large_x);
  return Select(Le(ax, Scalar(x, p.threshold)), series, asymptotic);
}

// ---- The regularized incomplete beta function. ----
// I_x(a, b) = x^a (1-x)^b / (a B(a, b)) / K, K = 1 + d1 / (1 + d2 / (1 + ...)),
// d_2m+1 = -(a+m)(a+b+m) x / ((a+2m)(a+2m+1)), d_2m = m (b-m) x / ((a+2m-1)(a+2m)),
// evaluated by the modified Lentz method; fast for x < (a+1)/(a+b+2), and
// I_x(a, b) = 1 - I_1-x(b, a) otherwise.
struct LentzState {
  XlaOp f, c, d, delta;
};

LentzState LentzStep(XlaOp numerator, XlaOp f, XlaOp c, XlaOp d, double tiny) {
  XlaOp one = Scalar(f, 1);
  auto away_from_zero = [&](XlaOp v) {
    return Select(Lt(Abs(v), Scalar(v, tiny)), FullLike(v, tiny), v);
  };
  XlaOp next_d = one / away_from_zero(one + numerator * d);
  XlaOp next_c = away_from_zero(one + numerator / c);
  XlaOp delta = next_c * next_d;
  return {f * delta, next_c, next_d, delta};
}

XlaOp BetaContinuedFraction(XlaOp active, XlaOp a, XlaOp b, XlaOp x) {
  const bool f64 = IsF64(a);
  const double eps = EpsilonOf(a);
  const double tiny = f64 ? 1e-300 : 1e-30;
  // XLA's budgets: 200 terms in f32, 600 in f64; two per round here.
  const int rounds = f64 ? 300 : 100;
  XlaOp one = Scalar(a, 1);
  // The first term, d1 = -(a+b) x / (a+1), from f = 1, C = 1, D = 0.
  LentzState first = LentzStep(-(a + b) * x / (a + one), FullLike(a, 1), FullLike(a, 1),
                               ZerosLike(a), tiny);
  // State: active, a, b, x, m, f, C, D.
  std::vector<XlaOp> state = {active, a, b, x, ZerosLike(a), first.f, first.c, first.d};
  std::vector<XlaOp> out = Iterate(
      "RegularizedIncompleteBeta", rounds, state, [&](absl::Span<const XlaOp> s) {
        XlaOp on = s[0], a = s[1], b = s[2], x = s[3];
        XlaOp m = s[4] + Scalar(a, 1);
        XlaOp two_m = Scalar(a, 2) * m;
        XlaOp even = m * (b - m) * x / ((a + two_m - Scalar(a, 1)) * (a + two_m));
        LentzState e = LentzStep(even, s[5], s[6], s[7], tiny);
        XlaOp odd = -(a + m) * (a + b + m) * x / ((a + two_m) * (a + two_m + Scalar(a, 1)));
        LentzState o = LentzStep(odd, e.f, e.c, e.d, tiny);
        XlaOp done = Le(Abs(o.delta - Scalar(a, 1)), Scalar(a, eps));
        return std::vector<XlaOp>{And(on, Not(done)), a, b, x, Update(on, m, s[4]),
                                  Update(on, o.f, s[5]), Update(on, o.c, s[6]),
                                  Update(on, o.d, s[7])};
      });
  return out[5];
}

}  // namespace

XlaOp Igamma(XlaOp a, XlaOp x) {
  return FloatFunction("Igamma", {a, x}, [](absl::Span<const XlaOp> ops) {
    XlaOp a = ops[0], x = ops[1];
    IgammaSetup s = SetUp(a, x);
    XlaOp use_cf = UsesContinuedFraction(a, x);
    XlaOp enabled =
        And(s.finite, Not(Or(Or(s.x_is_zero, s.domain), Or(s.underflow, s.any_nan))));
    XlaOp series = IgammaSeries(And(enabled, Not(use_cf)), a, x, false).value;
    XlaOp cf = IgammacContinuedFraction(And(enabled, use_cf), a, x, false).value;
    XlaOp value = Select(use_cf, Scalar(a, 1) - s.ax * cf, s.ax * series);
    value = Select(s.x_is_zero, ZerosLike(value), value);
    value = Select(Eq(x, Scalar(x, kInf)), FullLike(value, 1), value);
    return Select(Or(s.domain, s.any_nan), FullLike(value, kNan), value);
  });
}

XlaOp Igammac(XlaOp a, XlaOp x) {
  return FloatFunction("Igammac", {a, x}, [](absl::Span<const XlaOp> ops) {
    XlaOp a = ops[0], x = ops[1];
    IgammaSetup s = SetUp(a, x);
    XlaOp zero = ZerosLike(a);
    XlaOp out_of_range = Or(Le(x, zero), Le(a, zero));
    XlaOp use_series = Or(Lt(x, Scalar(x, 1)), Lt(x, a));
    XlaOp enabled = And(s.finite, Not(Or(out_of_range, Or(s.underflow, s.any_nan))));
    XlaOp series = IgammaSeries(And(enabled, use_series), a, x, false).value;
    XlaOp cf = IgammacContinuedFraction(And(enabled, Not(use_series)), a, x, false).value;
    XlaOp value = Select(use_series, Scalar(a, 1) - s.ax * series, s.ax * cf);
    value = Select(Eq(x, Scalar(x, kInf)), ZerosLike(value), value);
    return Select(out_of_range, FullLike(value, 1), value);
  });
}

XlaOp IgammaGradA(XlaOp a, XlaOp x) {
  return FloatFunction("IgammaGradA", {a, x}, [](absl::Span<const XlaOp> ops) {
    return IgammaGradient(ops[0], ops[1], IgammaGrad::kDerivative);
  });
}

XlaOp RandomGammaGrad(XlaOp a, XlaOp x) {
  return FloatFunction("RandomGammaGrad", {a, x}, [](absl::Span<const XlaOp> ops) {
    return IgammaGradient(ops[0], ops[1], IgammaGrad::kSample);
  });
}

XlaOp Zeta(XlaOp x, XlaOp q) {
  return FloatFunction("Zeta", {x, q},
                       [](absl::Span<const XlaOp> ops) { return ZetaImpl(ops[0], ops[1]); });
}

XlaOp Polygamma(XlaOp n, XlaOp x) {
  // (-1)^(n+1) n! zeta(n+1, x) for n >= 1.
  return FloatFunction("Polygamma", {n, x}, [](absl::Span<const XlaOp> ops) {
    XlaOp n = ops[0], x = ops[1];
    XlaOp n_plus_one = n + Scalar(n, 1);
    XlaOp sign = Scalar(n, 2) * Rem(n, Scalar(n, 2)) - Scalar(n, 1);
    XlaOp value = Select(Eq(n, ZerosLike(n)), Digamma(x),
                         sign * Exp(Lgamma(n_plus_one)) * ZetaImpl(n_plus_one, x));
    XlaOp not_natural = Or(Ne(n, Floor(n)), Lt(n, ZerosLike(n)));
    return Select(not_natural, FullLike(value, kNan), value);
  });
}

XlaOp BesselI0e(XlaOp x) {
  return FloatFunction("BesselI0e", x, [](XlaOp x) { return ScaledBesselOfAbs(x, 0); });
}

XlaOp BesselI1e(XlaOp x) {
  // Odd: the sign of x times the value at |x|.
  return FloatFunction("BesselI1e", x,
                       [](XlaOp x) { return Sign(x) * ScaledBesselOfAbs(x, 1); });
}

XlaOp RegularizedIncompleteBeta(XlaOp a, XlaOp b, XlaOp x) {
  return FloatFunction("RegularizedIncompleteBeta", {a, b, x}, [](absl::Span<const XlaOp> ops) {
    XlaOp a = ops[0], b = ops[1], x = ops[2];
    XlaOp zero = ZerosLike(a), one = Scalar(a, 1);
    XlaOp domain = Or(Or(Le(a, zero), Le(b, zero)), Or(Lt(x, zero), Gt(x, one)));
    XlaOp any_nan = Or(Ne(a, a), Or(Ne(b, b), Ne(x, x)));
    XlaOp direct = Lt(x, (a + one) / (a + b + Scalar(a, 2)));
    XlaOp a2 = Select(direct, a, b), b2 = Select(direct, b, a);
    XlaOp x2 = Select(direct, x, one - x);
    XlaOp k = BetaContinuedFraction(Not(Or(domain, any_nan)), a2, b2, x2);
    XlaOp log_beta = Lgamma(a2) + Lgamma(b2) - Lgamma(a2 + b2);
    XlaOp value = Exp(a2 * Log(x2) + b2 * Log1p(-x2) - log_beta) / (a2 * k);
    value = Select(direct, value, one - value);
    return Select(Or(domain, any_nan), FullLike(value, kNan), value);
  });
}

}  // namespace xla
