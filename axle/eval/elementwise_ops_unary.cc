// Element-wise unary ops: one table of (opcode, kernel over the compute type).
// Semantics follow XLA's evaluator: integer negate/abs wrap around (abs of
// INT_MIN is INT_MIN); sign keeps NaN and signed zeros, complex sign is
// x/|x|; not is logical on pred and bitwise on integers; imag of a real is 0.
#include <bit>
#include <cmath>
#include <complex>

#include "axle/eval/elementwise_kernels.h"

namespace xla {
namespace elementwise {
namespace {

// Restrict a kernel to a class of compute types; other types are Unsupported.
template <typename F>
auto OnFloating(F f) {  // real and complex
  return [f](auto x) {
    using C = decltype(x);
    if constexpr (kIsReal<C> || kIsComplex<C>) {
      return f(x);
    } else {
      return Unsupported{};
    }
  };
}
template <typename F>
auto OnReal(F f) {
  return [f](auto x) {
    if constexpr (kIsReal<decltype(x)>) {
      return f(x);
    } else {
      return Unsupported{};
    }
  };
}
template <typename F>
auto OnInt(F f) {
  return [f](auto x) {
    if constexpr (kIsInt<decltype(x)>) {
      return f(x);
    } else {
      return Unsupported{};
    }
  };
}

}  // namespace

void RegisterUnaryOps(OpRegistry& registry) {
  auto unary = [&](HloOpcode opcode, auto kernel) {
    registry.Register(opcode, MakeElementwiseEvaluator<1>(kernel));
  };

  unary(HloOpcode::kAbs, [](auto x) {
    using C = decltype(x);
    if constexpr (kIsSignedInt<C>) {
      return x < 0 ? static_cast<C>(Wrap(C{0}) - Wrap(x)) : x;
    } else if constexpr (kIsUnsignedInt<C>) {
      return x;
    } else if constexpr (kIsReal<C> || kIsComplex<C>) {
      return std::abs(x);  // complex: the real magnitude
    } else {
      return Unsupported{};
    }
  });
  unary(HloOpcode::kNegate, [](auto x) {
    using C = decltype(x);
    if constexpr (kIsInt<C>) {
      return static_cast<C>(Wrap(C{0}) - Wrap(x));
    } else if constexpr (kIsReal<C> || kIsComplex<C>) {
      return -x;
    } else {
      return Unsupported{};
    }
  });
  unary(HloOpcode::kSign, [](auto x) {
    using C = decltype(x);
    if constexpr (kIsInt<C>) {
      return static_cast<C>((C{0} < x) - (x < C{0}));
    } else if constexpr (kIsReal<C>) {
      return std::isnan(x) ? x : std::copysign(x != 0 ? C{1} : C{0}, x);
    } else if constexpr (kIsComplex<C>) {
      auto magnitude = std::abs(x);
      return magnitude == 0 ? C{0} : x / magnitude;
    } else {
      return Unsupported{};
    }
  });
  unary(HloOpcode::kNot, [](auto x) {
    using C = decltype(x);
    if constexpr (kIsPred<C>) {
      return !x;
    } else if constexpr (kIsInt<C>) {
      return static_cast<C>(~x);
    } else {
      return Unsupported{};
    }
  });
  // Only the element's own bits count (s4 computes sign-extended in int8_t).
  unary(HloOpcode::kPopulationCount, OnIntWithBits([](int bits, auto x) {
          return static_cast<decltype(x)>(std::popcount(LowBits(x, bits)));
        }));
  unary(HloOpcode::kClz, OnIntWithBits([](int bits, auto x) {
          constexpr int kComputeBits = sizeof(x) * 8;
          return static_cast<decltype(x)>(std::countl_zero(LowBits(x, bits)) -
                                          (kComputeBits - bits));
        }));

  unary(HloOpcode::kCeil, OnReal([](auto x) { return std::ceil(x); }));
  unary(HloOpcode::kFloor, OnReal([](auto x) { return std::floor(x); }));
  unary(HloOpcode::kRoundNearestAfz, OnReal([](auto x) { return std::round(x); }));
  // The default floating-point environment rounds to nearest, ties to even.
  unary(HloOpcode::kRoundNearestEven, OnReal([](auto x) { return std::nearbyint(x); }));
  unary(HloOpcode::kErf, OnReal([](auto x) { return std::erf(x); }));
  unary(HloOpcode::kIsFinite, OnReal([](auto x) { return static_cast<bool>(std::isfinite(x)); }));

  unary(HloOpcode::kSqrt, OnFloating([](auto x) { return std::sqrt(x); }));
  unary(HloOpcode::kRsqrt, OnFloating([](auto x) { return decltype(x){1} / std::sqrt(x); }));
  unary(HloOpcode::kCbrt, OnFloating([](auto x) {
          using C = decltype(x);
          if constexpr (kIsComplex<C>) {
            return std::pow(x, C{1.0 / 3.0});  // principal cube root
          } else {
            return std::cbrt(x);
          }
        }));
  unary(HloOpcode::kExp, OnFloating([](auto x) { return std::exp(x); }));
  unary(HloOpcode::kExpm1, OnFloating([](auto x) {
          using C = decltype(x);
          if constexpr (kIsComplex<C>) {
            return std::exp(x) - C{1};
          } else {
            return std::expm1(x);
          }
        }));
  unary(HloOpcode::kLog, OnFloating([](auto x) { return std::log(x); }));
  unary(HloOpcode::kLog1p, OnFloating([](auto x) {
          using C = decltype(x);
          if constexpr (kIsComplex<C>) {
            return std::log(C{1} + x);
          } else {
            return std::log1p(x);
          }
        }));
  unary(HloOpcode::kLogistic, OnFloating([](auto x) {
          using C = decltype(x);
          return C{1} / (C{1} + std::exp(-x));
        }));
  unary(HloOpcode::kSin, OnFloating([](auto x) { return std::sin(x); }));
  unary(HloOpcode::kCos, OnFloating([](auto x) { return std::cos(x); }));
  unary(HloOpcode::kTan, OnFloating([](auto x) { return std::tan(x); }));
  unary(HloOpcode::kTanh, OnFloating([](auto x) { return std::tanh(x); }));
  // Outside the real domain (|x| > 1 for acos/asin/atanh, x < 1 for acosh)
  // the result is NaN; std:: gives the principal branch for complex.
  unary(HloOpcode::kAcos, OnFloating([](auto x) { return std::acos(x); }));
  unary(HloOpcode::kAcosh, OnFloating([](auto x) { return std::acosh(x); }));
  unary(HloOpcode::kAsin, OnFloating([](auto x) { return std::asin(x); }));
  unary(HloOpcode::kAsinh, OnFloating([](auto x) { return std::asinh(x); }));
  unary(HloOpcode::kAtanh, OnFloating([](auto x) { return std::atanh(x); }));
  unary(HloOpcode::kCosh, OnFloating([](auto x) { return std::cosh(x); }));
  unary(HloOpcode::kSinh, OnFloating([](auto x) { return std::sinh(x); }));

  unary(HloOpcode::kReal, OnFloating([](auto x) {
          if constexpr (kIsComplex<decltype(x)>) {
            return x.real();
          } else {
            return x;
          }
        }));
  unary(HloOpcode::kImag, OnFloating([](auto x) {
          using C = decltype(x);
          if constexpr (kIsComplex<C>) {
            return x.imag();
          } else {
            return C{0};
          }
        }));
}

}  // namespace elementwise
}  // namespace xla
