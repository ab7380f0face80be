// Element-wise binary ops: one table of (opcode, kernel over the compute
// type). Integer semantics follow XLA: + - * wrap around; x / 0 is -1 (all
// bits set, so the maximum for unsigned types) and INT_MIN / -1 is INT_MIN;
// x % 0 is x and INT_MIN % -1 is 0; x ** negative is 0 except 1 ** n = 1;
// shifts by a negative amount or >= the bit width give 0 (logical, left) or
// the sign fill (arithmetic). Pred: add/max is or, multiply/min is and.
#include <cmath>
#include <complex>
#include <limits>

#include "axle/eval/elementwise_kernels.h"

namespace xla {
namespace elementwise {
namespace {

// Amounts are read as unsigned: negative ones are out of range too.
template <typename C>
bool ShiftOutOfRange(C amount, int bits) {
  using U = std::make_unsigned_t<C>;
  return static_cast<U>(amount) >= static_cast<U>(bits);
}

// base ** exponent by squaring, wrapping around like repeated multiplication.
template <typename C>
C IntegerPower(C base, C exponent) {
  auto result = Wrap(C{1});
  auto factor = Wrap(base);
  auto remaining = static_cast<std::make_unsigned_t<C>>(exponent);
  while (remaining != 0) {
    if (remaining & 1) result = static_cast<decltype(result)>(static_cast<C>(result * factor));
    factor = static_cast<decltype(factor)>(static_cast<C>(factor * factor));
    remaining >>= 1;
  }
  return static_cast<C>(result);
}

template <typename C>
C Power(C base, C exponent) {
  if (base == C{1} || exponent == C{0}) return C{1};  // even for NaN (Kahan)
  if constexpr (kIsPred<C>) {
    return base || !exponent;
  } else if constexpr (kIsInt<C>) {
    if constexpr (std::is_signed_v<C>) {
      if (exponent < 0) return C{0};  // base != 1 here
    }
    return IntegerPower(base, exponent);
  } else if constexpr (kIsComplex<C>) {
    using R = typename C::value_type;
    const bool base_is_inf = base.imag() == 0 && std::isinf(base.real()) && base.real() > 0;
    if (base_is_inf && exponent.imag() == 0 && exponent.real() > 0) return base;
    if (base_is_inf && exponent.imag() == 0 && exponent.real() < 0) return C{R{0}};
    return std::pow(base, exponent);
  } else {
    return static_cast<C>(std::pow(base, exponent));
  }
}

// Restricts a binary kernel to a class of compute types.
template <typename F>
auto OnInt(F f) {
  return [f](auto a, auto b) {
    if constexpr (kIsInt<decltype(a)>) {
      return f(a, b);
    } else {
      return Unsupported{};
    }
  };
}
template <typename F>
auto OnPredOrInt(F f) {
  return [f](auto a, auto b) {
    using C = decltype(a);
    if constexpr (kIsPred<C> || kIsInt<C>) {
      return static_cast<C>(f(a, b));
    } else {
      return Unsupported{};
    }
  };
}

}  // namespace

void RegisterBinaryOps(OpRegistry& registry) {
  auto binary = [&](HloOpcode opcode, auto kernel) {
    registry.Register(opcode, MakeElementwiseEvaluator<2>(kernel));
  };

  binary(HloOpcode::kAdd, [](auto a, auto b) {
    using C = decltype(a);
    if constexpr (kIsPred<C>) {
      return a || b;
    } else if constexpr (kIsInt<C>) {
      return static_cast<C>(Wrap(a) + Wrap(b));
    } else {
      return a + b;
    }
  });
  binary(HloOpcode::kSubtract, [](auto a, auto b) {
    using C = decltype(a);
    if constexpr (kIsPred<C>) {
      return Unsupported{};
    } else if constexpr (kIsInt<C>) {
      return static_cast<C>(Wrap(a) - Wrap(b));
    } else {
      return a - b;
    }
  });
  binary(HloOpcode::kMultiply, [](auto a, auto b) {
    using C = decltype(a);
    if constexpr (kIsPred<C>) {
      return a && b;
    } else if constexpr (kIsInt<C>) {
      return static_cast<C>(Wrap(a) * Wrap(b));
    } else {
      return a * b;
    }
  });
  binary(HloOpcode::kDivide, [](auto a, auto b) {
    using C = decltype(a);
    if constexpr (kIsPred<C>) {
      return Unsupported{};
    } else if constexpr (kIsInt<C>) {
      if (b == 0) return static_cast<C>(-1);  // all bits set
      if constexpr (std::is_signed_v<C>) {
        if (b == -1 && a == std::numeric_limits<C>::min()) return a;
      }
      return static_cast<C>(a / b);
    } else {
      return a / b;
    }
  });
  binary(HloOpcode::kRemainder, [](auto a, auto b) {
    using C = decltype(a);
    if constexpr (kIsInt<C>) {
      if (b == 0) return a;
      if constexpr (std::is_signed_v<C>) {
        if (b == -1 && a == std::numeric_limits<C>::min()) return C{0};
      }
      return static_cast<C>(a % b);
    } else if constexpr (kIsReal<C>) {
      return std::fmod(a, b);
    } else {
      return Unsupported{};
    }
  });
  binary(HloOpcode::kMaximum, MaxOp{});
  binary(HloOpcode::kMinimum, MinOp{});
  binary(HloOpcode::kPower, [](auto a, auto b) { return Power(a, b); });
  binary(HloOpcode::kAtan2, [](auto y, auto x) {
    using C = decltype(y);
    if constexpr (kIsReal<C>) {
      return std::atan2(y, x);
    } else if constexpr (kIsComplex<C>) {
      // atan2(y, x) = -i * log((x + i*y) / sqrt(x*x + y*y)), as XLA.
      const C i{0, 1};
      return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
    } else {
      return Unsupported{};
    }
  });
  binary(HloOpcode::kComplex, [](auto re, auto im) {
    using C = decltype(re);
    if constexpr (std::is_same_v<C, float> || std::is_same_v<C, double>) {
      return std::complex<C>(re, im);
    } else {
      return Unsupported{};
    }
  });

  binary(HloOpcode::kAnd, OnPredOrInt([](auto a, auto b) { return a & b; }));
  binary(HloOpcode::kOr, OnPredOrInt([](auto a, auto b) { return a | b; }));
  binary(HloOpcode::kXor, OnPredOrInt([](auto a, auto b) { return a ^ b; }));

  // Sub-byte values arrive sign- or zero-extended to their compute type:
  // shifting left and arithmetic right need no masking, logical right does.
  binary(HloOpcode::kShiftLeft, OnIntWithBits([](int bits, auto a, auto b) {
           using C = decltype(a);
           using U = std::make_unsigned_t<C>;
           if (ShiftOutOfRange(b, bits)) return C{0};
           return static_cast<C>(static_cast<U>(Wrap(a) << static_cast<U>(b)));
         }));
  binary(HloOpcode::kShiftRightArithmetic, OnIntWithBits([](int bits, auto a, auto b) {
           using C = decltype(a);
           using S = std::make_signed_t<C>;
           using U = std::make_unsigned_t<C>;
           // The element's top bit is the sign (u2 3 is -1 here): sign-extend.
           const int spare = static_cast<int>(sizeof(C) * 8) - bits;
           const S value = static_cast<S>(static_cast<S>(static_cast<U>(a) << spare) >> spare);
           if (ShiftOutOfRange(b, bits)) return static_cast<C>(value < 0 ? S{-1} : S{0});
           return static_cast<C>(value >> static_cast<std::make_unsigned_t<C>>(b));
         }));
  binary(HloOpcode::kShiftRightLogical, OnIntWithBits([](int bits, auto a, auto b) {
           using C = decltype(a);
           using U = std::make_unsigned_t<C>;
           if (ShiftOutOfRange(b, bits)) return C{0};
           return static_cast<C>(LowBits(a, bits) >> static_cast<U>(b));
         }));
}

}  // namespace elementwise
}  // namespace xla
