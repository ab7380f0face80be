// Element-wise math for generated code. Complex functions are written with
// the same std::complex expressions as the interpreter's kernels
// (axle/eval/elementwise_ops_unary.cc, elementwise_ops_binary.cc), so the
// results are the same bits: C library calls (cexp, clog, cpow...) and
// libgcc's complex multiply/divide with their inf/NaN recovery.
#include <cmath>
#include <complex>
#include <cstring>

#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/plain_complex.h"

namespace {

// XLA's power: x ** 0 and 1 ** y are 1 (even for NaN); +inf (real) to a
// real power is +inf or 0; everything else as std::pow.
template <typename T>
std::complex<T> Power(std::complex<T> base, std::complex<T> exponent) {
  using C = std::complex<T>;
  if (base == C{1} || exponent == C{0}) return C{1};
  const bool base_is_inf = base.imag() == 0 && std::isinf(base.real()) && base.real() > 0;
  if (base_is_inf && exponent.imag() == 0 && exponent.real() > 0) return base;
  if (base_is_inf && exponent.imag() == 0 && exponent.real() < 0) return C{T{0}};
  return std::pow(base, exponent);
}

template <typename T>
std::complex<T> Compute(int32_t op, std::complex<T> a, std::complex<T> b) {
  using C = std::complex<T>;
  switch (op) {
    case kAxleComplexAbs:
      return C{std::abs(a)};
    case kAxleComplexSign: {
      T magnitude = std::abs(a);
      return magnitude == 0 ? C{0} : a / magnitude;
    }
    case kAxleComplexSqrt:
      return std::sqrt(a);
    case kAxleComplexRsqrt:
      return C{1} / std::sqrt(a);
    case kAxleComplexCbrt:
      return std::pow(a, C{1.0 / 3.0});  // the principal cube root
    case kAxleComplexExp:
      return std::exp(a);
    case kAxleComplexExpm1:
      return std::exp(a) - C{1};
    case kAxleComplexLog:
      return std::log(a);
    case kAxleComplexLog1p:
      return std::log(C{1} + a);
    case kAxleComplexLogistic:
      return C{1} / (C{1} + std::exp(-a));
    case kAxleComplexSin:
      return std::sin(a);
    case kAxleComplexCos:
      return std::cos(a);
    case kAxleComplexTan:
      return std::tan(a);
    case kAxleComplexTanh:
      return std::tanh(a);
    case kAxleComplexPower:
      return Power(a, b);
    case kAxleComplexAtan2: {
      // atan2(y, x) = -i * log((x + i*y) / sqrt(x*x + y*y)), as XLA.
      const C i{0, 1};
      const C& y = a;
      const C& x = b;
      return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
    }
    case kAxleComplexAcos:
      return std::acos(a);
    case kAxleComplexAcosh:
      return std::acosh(a);
    case kAxleComplexAsin:
      return std::asin(a);
    case kAxleComplexAsinh:
      return std::asinh(a);
    case kAxleComplexAtanh:
      return std::atanh(a);
    case kAxleComplexCosh:
      return std::cosh(a);
    case kAxleComplexSinh:
      return std::sinh(a);
    default:
      return C{std::nan(""), std::nan("")};
  }
}

// XLA:CPU's formula for `op` (kAxleComplexPlainFormula); ops without one
// compute as Compute does.
template <typename T>
std::complex<T> ComputePlain(int32_t op, std::complex<T> a, std::complex<T> b) {
  namespace pc = xla::plain_complex;
  switch (op) {
    case kAxleComplexAbs:
      return std::complex<T>{pc::Abs(a)};
    case kAxleComplexExp:
      return pc::Exp(a);
    case kAxleComplexExpm1:
      return pc::Expm1(a);
    case kAxleComplexLog:
      return pc::Log(a);
    case kAxleComplexLog1p:
      return pc::Log1p(a);
    case kAxleComplexSqrt:
      return pc::Sqrt(a);
    case kAxleComplexTanh:
      return pc::Tanh(a);
    case kAxleComplexTan:
      return pc::Tan(a);
    case kAxleComplexSinh:
      return pc::Sinh(a);
    case kAxleComplexCosh:
      return pc::Cosh(a);
    case kAxleComplexLogistic:
      return pc::Logistic(a);
    case kAxleComplexPower:
      return pc::Power(a, b);
    default:
      return Compute(op, a, b);
  }
}

template <typename T>
void Run(int32_t op, T ar, T ai, T br, T bi, T* out) {
  const std::complex<T> a(ar, ai);
  const std::complex<T> b(br, bi);
  std::complex<T> result = (op & kAxleComplexPlainFormula)
                               ? ComputePlain(op & ~kAxleComplexPlainFormula, a, b)
                               : Compute(op, a, b);
  out[0] = result.real();
  out[1] = result.imag();
}

}  // namespace

extern "C" void __axle_c64_math(int32_t op, float ar, float ai, float br, float bi, float* out) {
  Run(op, ar, ai, br, bi, out);
}
extern "C" void __axle_c128_math(int32_t op, double ar, double ai, double br, double bi,
                                 double* out) {
  Run(op, ar, ai, br, bi, out);
}

extern "C" float __axle_truncsfbf2(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  const uint32_t rounded = std::isnan(value) ? ((bits >> 16) & 0x8000) | 0x7fc0
                                             : (bits + 0x7fff + ((bits >> 16) & 1)) >> 16;
  float result;
  std::memcpy(&result, &rounded, sizeof(result));
  return result;
}
