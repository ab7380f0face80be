#include "axle/backends/cpu/codegen/vector_math.h"

#include <initializer_list>
#include <limits>
#include <utility>

#include "llvm/IR/Intrinsics.h"

namespace xla::cpu {
namespace {

using Value = llvm::Value;

// IR on f32 values of one type (scalar or vector) and their i32 bits.
class F32Ir {
 public:
  F32Ir(llvm::IRBuilder<>& b, Value* like)
      : b_(b), float_type_(like->getType()), int_type_(float_type_->getWithNewType(b.getInt32Ty())) {}

  llvm::IRBuilder<>& b() { return b_; }
  Value* F(double value) { return llvm::ConstantFP::get(float_type_, value); }
  Value* I(int32_t value) { return llvm::ConstantInt::get(int_type_, value, /*IsSigned=*/true); }
  llvm::Type* int_type() const { return int_type_; }

  Value* Add(Value* x, Value* y) { return b_.CreateFAdd(x, y); }
  Value* Sub(Value* x, Value* y) { return b_.CreateFSub(x, y); }
  Value* Mul(Value* x, Value* y) { return b_.CreateFMul(x, y); }
  Value* Div(Value* x, Value* y) { return b_.CreateFDiv(x, y); }
  Value* Fma(Value* x, Value* y, Value* z) {
    return b_.CreateIntrinsic(llvm::Intrinsic::fmuladd, {float_type_}, {x, y, z});
  }
  // c[0] * x^(n-1) + ... + c[n-1], by Horner's rule.
  Value* Polynomial(Value* x, std::initializer_list<double> coefficients) {
    Value* sum = nullptr;
    for (double c : coefficients) sum = sum == nullptr ? F(c) : Fma(sum, x, F(c));
    return sum;
  }
  Value* Select(Value* condition, Value* x, Value* y) { return b_.CreateSelect(condition, x, y); }

  Value* Bits(Value* x) { return b_.CreateBitCast(x, int_type_); }
  Value* FromBits(Value* i) { return b_.CreateBitCast(i, float_type_); }

  // x limited to [lo, hi]; NaN becomes lo (callers restore NaN at the end,
  // so that integer conversions never see one).
  Value* Clamp(Value* x, double lo, double hi) {
    Value* above = Select(b_.CreateFCmpOGT(x, F(lo)), x, F(lo));
    return Select(b_.CreateFCmpOLT(above, F(hi)), above, F(hi));
  }
  // x limited to [lo, hi], NaN kept (for code that stays in floating
  // point, or only reinterprets bits, until NaN gives NaN).
  Value* ClampKeepingNan(Value* x, double lo, double hi) {
    Value* above = Select(b_.CreateFCmpOLT(x, F(lo)), F(lo), x);
    return Select(b_.CreateFCmpOGT(above, F(hi)), F(hi), above);
  }
  Value* IsNan(Value* x) { return b_.CreateFCmpUNO(x, x); }

  // 2^k for an i32 k in [-126, 127], given as k + 127 (biased).
  Value* Pow2Biased(Value* biased) { return FromBits(b_.CreateShl(biased, 23)); }
  Value* Pow2(Value* k) { return Pow2Biased(b_.CreateAdd(k, I(127))); }

 private:
  llvm::IRBuilder<>& b_;
  llvm::Type* float_type_;
  llvm::Type* int_type_;
};

// ln 2 split so that k * kLn2Hi is exact for |k| < 256.
constexpr double kExpLn2Hi = 0.693145751953125;          // 0x3f317200
constexpr double kExpLn2Lo = 1.4286068203094173e-06;  // ln 2 - kExpLn2Hi (rounded to f32)
constexpr double kLog2E = 1.4426950408889634;

// Adding 1.5 * 2^23 to an f32 of magnitude below 2^22 rounds it to an
// integer n (ties to even), which the sum holds in its low mantissa bits:
// the sum's bits are kShifterBits + n. That gives n and 2^n without a
// conversion (which would also need NaN kept away from it).
constexpr double kShifter = 0x1.8p23;
constexpr int32_t kShifterBits = 0x4b400000;

// x = n ln2 + r with n integral and |r| <= ln2/2 (slightly more where
// x * log2(e) rounds): n, its bits in the shifted sum, r, and
// expm1(r) - r = r^2 q(r) (Taylor to r^7: ~0.2 ulp). NaN gives NaN in n and r.
struct ExpReduced {
  Value* n;
  Value* shifted_bits;  // i32: kShifterBits + n
  Value* r;
  Value* r2q;
};
ExpReduced ReduceExp(F32Ir& m, Value* x) {
  Value* shifted = m.Fma(x, m.F(kLog2E), m.F(kShifter));
  Value* n = m.Sub(shifted, m.F(kShifter));
  Value* r = m.Fma(n, m.F(-kExpLn2Hi), x);
  r = m.Fma(n, m.F(-kExpLn2Lo), r);
  Value* q = m.Polynomial(r, {1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 0.5});
  return {n, m.Bits(shifted), r, m.Mul(m.Mul(r, r), q)};
}

// Bounds beyond which exp is 0 or inf in f32 (e^-104 < 2^-150, e^89 >
// FLT_MAX), and expm1 is -1.
constexpr double kExpMin = -104.0;
constexpr double kExpMax = 89.0;
constexpr double kExpm1Min = -18.0;

// scale e^r for a power of two `scale` in the normals: e^r = 1 + (r + r^2 q)
// scaled within its one rounding (scaling by a power of two commutes with
// it there).
Value* ExpOfReducedTimes(F32Ir& m, const ExpReduced& reduced, Value* scale) {
  return m.Fma(scale, m.Add(reduced.r, reduced.r2q), scale);
}

// 2^n e^r for n in [-150, 128]: 2^h e^r, h = floor(n / 2), then times
// 2^(n - h), so that a result in the denormals is rounded once, in that
// last product, and 2^128 needs no representation. A NaN n or r gives NaN,
// whatever the bits make of 2^h.
Value* ScaledExp(F32Ir& m, const ExpReduced& reduced) {
  llvm::IRBuilder<>& b = m.b();
  Value* both = b.CreateSub(reduced.shifted_bits, m.I(kShifterBits - 254));  // n + 254
  Value* first = b.CreateAShr(both, 1);                                       // h + 127
  Value* scaled = ExpOfReducedTimes(m, reduced, m.Pow2Biased(first));
  return m.Mul(scaled, m.Pow2Biased(b.CreateSub(both, first)));
}

// NaN stays NaN through the arithmetic, and +-inf are clamped into the
// range where the result is inf or 0: no special cases to select.
Value* Exp(F32Ir& m, Value* x) {
  return ScaledExp(m, ReduceExp(m, m.ClampKeepingNan(x, kExpMin, kExpMax)));
}

// Exp for x in [0, 21] (tanh's e^2|x|): no clamp, and 2^n in one exact
// scaling (n <= 31 keeps the result normal), the same bits as Exp.
Value* ExpOfSmallNonNegative(F32Ir& m, Value* x) {
  ExpReduced reduced = ReduceExp(m, x);
  return ExpOfReducedTimes(
      m, reduced, m.Pow2Biased(m.b().CreateSub(reduced.shifted_bits, m.I(kShifterBits - 127))));
}

// expm1(x) = 2^n (expm1(r) + 1) - 1 = 2^n expm1(r) + (2^n - 1), with 2^n - 1
// exact for n in [-24, 24]. For n = +-1, where the sum cancels,
// ((2^n - 1) + 2^n r) + 2^n r^2 q(r) instead: the first sum is exact, so
// expm1(r) is not rounded before. n = 128 (2^n is not an f32) is exp's
// range.
Value* Expm1(F32Ir& m, Value* x) {
  llvm::IRBuilder<>& b = m.b();
  ExpReduced reduced = ReduceExp(m, m.Clamp(x, kExpm1Min, kExpMax));
  Value* large = ScaledExp(m, reduced);
  Value* beyond = b.CreateFCmpOGT(reduced.n, m.F(127.0));
  Value* t = m.Pow2(b.CreateFPToSI(m.Select(beyond, m.F(127.0), reduced.n), m.int_type()));
  Value* t_minus_1 = m.Sub(t, m.F(1.0));
  Value* regular = m.Fma(t, m.Add(reduced.r, reduced.r2q), t_minus_1);
  Value* cancelling = m.Fma(t, reduced.r2q, m.Fma(t, reduced.r, t_minus_1));
  Value* n_is_1 = b.CreateFCmpOEQ(b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, reduced.n),
                                  m.F(1.0));
  return m.Select(beyond, large, m.Select(n_is_1, cancelling, regular));
}

// ln 2 split so that k * kLogLn2Hi is exact for |k| < 256.
constexpr double kLogLn2Hi = 6.9313812256e-01;  // 0x3f317180
constexpr double kLogLn2Lo = 9.0580006145e-06;  // 0x3717f7d1
// log(1 + f) = 2s + s R(s^2) with s = f / (2 + f): minimax coefficients of R
// on |s| <= 0.1716 (f in [sqrt(1/2) - 1, sqrt(2) - 1]).
constexpr double kLg1 = 0.66666662693;  // 0xaaaaaa.0p-24
constexpr double kLg2 = 0.40000972152;  // 0xccce13.0p-25
constexpr double kLg3 = 0.28498786688;  // 0x91e9ee.0p-25
constexpr double kLg4 = 0.24279078841;  // 0xf89e26.0p-26
constexpr int32_t kSqrtHalfBits = 0x3f3504f3;

// log(2^k (1 + f) + c * 2^k (1 + f)) ~ k ln2 + log1p(f) + c for an
// integral f32 k, f in [sqrt(1/2) - 1, sqrt(2) - 1] and a small correction
// c, with the rounding kept to the last addition.
Value* LogOfReduced(F32Ir& m, Value* k, Value* f, Value* c) {
  Value* s = m.Div(f, m.Add(m.F(2.0), f));
  Value* z = m.Mul(s, s);
  Value* w = m.Mul(z, z);
  Value* r = m.Add(m.Mul(z, m.Fma(w, m.F(kLg3), m.F(kLg1))),
                   m.Mul(w, m.Fma(w, m.F(kLg4), m.F(kLg2))));
  Value* half_f2 = m.Mul(m.Mul(m.F(0.5), f), f);
  Value* low = m.Add(m.Mul(s, m.Add(half_f2, r)), m.Fma(k, m.F(kLogLn2Lo), c));
  return m.Sub(m.Mul(k, m.F(kLogLn2Hi)), m.Sub(m.Sub(half_f2, low), f));
}

// A positive normal x as 2^k * (1 + f) with 1 + f in [sqrt(1/2), sqrt(2)):
// k as an i32, and 1 + f.
std::pair<Value*, Value*> SplitExponent(F32Ir& m, Value* x) {
  llvm::IRBuilder<>& b = m.b();
  Value* bits = b.CreateAdd(m.Bits(x), m.I(0x3f800000 - kSqrtHalfBits));
  Value* k = b.CreateSub(b.CreateAShr(bits, 23), m.I(127));
  Value* mantissa = m.FromBits(b.CreateAdd(b.CreateAnd(bits, m.I(0x007fffff)), m.I(kSqrtHalfBits)));
  return {k, mantissa};
}

// The result for x outside (0, inf): log(+-0) = -inf, log(inf) = inf, NaN
// otherwise; `zero` is where log1p's argument is -1.
Value* LogSpecial(F32Ir& m, Value* x, Value* zero) {
  llvm::IRBuilder<>& b = m.b();
  const double inf = std::numeric_limits<double>::infinity();
  Value* nan = m.F(std::numeric_limits<double>::quiet_NaN());
  return m.Select(b.CreateFCmpOEQ(x, zero), m.F(-inf),
                  m.Select(b.CreateFCmpOEQ(x, m.F(inf)), x, nan));
}

Value* Log(F32Ir& m, Value* x) {
  llvm::IRBuilder<>& b = m.b();
  // Denormals scaled into the normals first.
  Value* denormal = b.CreateFCmpOLT(x, m.F(0x1p-126));
  Value* scaled = m.Select(denormal, m.Mul(x, m.F(0x1p25)), x);
  auto [k, mantissa] = SplitExponent(m, scaled);
  k = b.CreateSub(k, m.Select(denormal, m.I(25), m.I(0)));
  Value* core = LogOfReduced(m, b.CreateSIToFP(k, x->getType()), m.Sub(mantissa, m.F(1.0)),
                             m.F(0.0));
  Value* regular = b.CreateAnd(b.CreateFCmpOGT(x, m.F(0.0)),
                               b.CreateFCmpOLT(x, m.F(std::numeric_limits<double>::infinity())));
  return m.Select(regular, core, LogSpecial(m, x, m.F(0.0)));
}

// log1p(x) = log(u) for u = 1 + x rounded, corrected by the rounding error
// (1 + x - u) / u (exact by Fast2Sum, subtracting the larger addend first);
// where u is in [sqrt(1/2), sqrt(2)) f = x itself.
Value* Log1p(F32Ir& m, Value* x) {
  llvm::IRBuilder<>& b = m.b();
  const double inf = std::numeric_limits<double>::infinity();
  Value* regular = b.CreateAnd(b.CreateFCmpOGT(x, m.F(-1.0)), b.CreateFCmpOLT(x, m.F(inf)));
  // Outside the regular range u is replaced by 1 so the bit tricks stay in range.
  Value* u = m.Select(regular, m.Add(m.F(1.0), x), m.F(1.0));
  auto [k, mantissa] = SplitExponent(m, u);
  Value* k_zero = b.CreateICmpEQ(k, m.I(0));
  Value* f = m.Select(k_zero, x, m.Sub(mantissa, m.F(1.0)));
  Value* error = m.Select(b.CreateFCmpOGE(x, m.F(1.0)), m.Sub(m.F(1.0), m.Sub(u, x)),
                          m.Sub(x, m.Sub(u, m.F(1.0))));
  Value* c = m.Select(k_zero, m.F(0.0), m.Div(error, u));
  Value* core = LogOfReduced(m, b.CreateSIToFP(k, x->getType()), f, c);
  // log1p(+-0) = +-0 (the reduction would give +0).
  core = m.Select(b.CreateFCmpOEQ(x, m.F(0.0)), x, core);
  return m.Select(regular, core, LogSpecial(m, x, m.F(-1.0)));
}

// tanh(x) = x + x^3 P(x^2) for |x| < 1 (P fitted for this file: minimax in
// relative error, < 0.9 ulp), else sign(x) (1 - 2 / (e^2|x| + 1)), where
// |x| >= 10 rounds to 1.
Value* Tanh(F32Ir& m, Value* x) {
  llvm::IRBuilder<>& b = m.b();
  Value* z = m.Mul(x, x);
  Value* p = m.Polynomial(z, {-3.584458027034998e-4, 2.301342785358429e-3, -7.9460758715868e-3,
                              2.1486636251211166e-2, -5.387979373335838e-2,
                              1.3332344591617584e-1, -3.3333295583724976e-1});
  Value* small = m.Fma(m.Mul(x, z), p, x);
  Value* a = m.Clamp(b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x), 0.0, 10.0);
  Value* e = ExpOfSmallNonNegative(m, m.Mul(m.F(2.0), a));
  Value* large = m.Sub(m.F(1.0), m.Div(m.F(2.0), m.Add(e, m.F(1.0))));
  large = b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, large, x);
  return m.Select(b.CreateFCmpOLT(a, m.F(1.0)), small, large);
}

// `result` computed from x, with NaN giving NaN, and +-0 itself where the
// function keeps zeros (`keeps_zero`).
Value* WithSpecials(F32Ir& m, Value* x, Value* result, bool keeps_zero) {
  llvm::IRBuilder<>& b = m.b();
  if (keeps_zero) result = m.Select(b.CreateFCmpOEQ(x, m.F(0.0)), x, result);
  return m.Select(m.IsNan(x), x, result);
}

}  // namespace

llvm::Value* EmitF32Exp(llvm::IRBuilder<>& b, llvm::Value* x) {
  F32Ir m(b, x);
  return Exp(m, x);
}

llvm::Value* EmitF32Expm1(llvm::IRBuilder<>& b, llvm::Value* x) {
  F32Ir m(b, x);
  return WithSpecials(m, x, Expm1(m, x), /*keeps_zero=*/true);
}

llvm::Value* EmitF32Log(llvm::IRBuilder<>& b, llvm::Value* x) {
  F32Ir m(b, x);
  return Log(m, x);
}

llvm::Value* EmitF32Log1p(llvm::IRBuilder<>& b, llvm::Value* x) {
  F32Ir m(b, x);
  return Log1p(m, x);
}

llvm::Value* EmitF32Tanh(llvm::IRBuilder<>& b, llvm::Value* x) {
  F32Ir m(b, x);
  return WithSpecials(m, x, Tanh(m, x), /*keeps_zero=*/true);
}

}  // namespace xla::cpu
