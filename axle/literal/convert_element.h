// XLA's element conversion semantics, shared by Literal::Convert and the
// interpreter's convert op:
//   float -> int  truncates toward zero, saturates at the type's range, NaN -> 0
//   int -> int    wraps (two's complement), as static_cast does
//   x -> pred     x != 0;  pred -> x  0 or 1
//   real -> complex  imaginary part 0; complex -> real takes the real part
//                    (Literal::Convert refuses that direction, as XLA does)
//   -> f16/bf16 and the narrow floats  round to nearest even, without double
//                 rounding from f64 (overflow: axle/base/narrow_types.h)
//   sub-byte integers behave as integers of their width (s4: -8..7)
#ifndef AXLE_LITERAL_CONVERT_ELEMENT_H_
#define AXLE_LITERAL_CONVERT_ELEMENT_H_

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "axle/base/numeric_types.h"
#include "axle/shape/primitive_type_switch.h"

namespace xla {
namespace convert_internal {

// Exact for every real element type but 64-bit integers above 2^53.
template <typename T>
double ToDouble(T x) {
  if constexpr (kIsSmallFloat<T>) {
    return static_cast<double>(static_cast<float>(x));
  } else {
    return static_cast<double>(x);
  }
}

}  // namespace convert_internal

template <typename To, typename From>
To ConvertElement(From x) {
  using convert_internal::ToDouble;
  if constexpr (std::is_same_v<To, From>) {
    return x;
  } else if constexpr (std::is_same_v<From, bool>) {
    return static_cast<To>(x ? 1 : 0);
  } else if constexpr (std::is_same_v<To, bool>) {
    if constexpr (kIsComplex<From>) {
      return x.real() != 0 || x.imag() != 0;
    } else {
      return ToDouble(x) != 0;
    }
  } else if constexpr (kIsComplex<From>) {
    if constexpr (kIsComplex<To>) {
      using Component = typename To::value_type;
      return To(static_cast<Component>(x.real()), static_cast<Component>(x.imag()));
    } else {
      return ConvertElement<To>(x.real());
    }
  } else if constexpr (kIsComplex<To>) {
    using Component = typename To::value_type;
    return To(ConvertElement<Component>(x), 0);
  } else if constexpr (kIsInteger<To> && kIsFloating<From>) {
    double d = ToDouble(x);
    if (std::isnan(d)) return To(0);
    // (double)max may round up (2^63), so >= keeps the cast below in range.
    if (d <= static_cast<double>(std::numeric_limits<To>::lowest())) {
      return std::numeric_limits<To>::lowest();
    }
    if (d >= static_cast<double>(std::numeric_limits<To>::max())) {
      return std::numeric_limits<To>::max();
    }
    return static_cast<To>(d);
  } else if constexpr (kIsInteger<To>) {
    return static_cast<To>(static_cast<int64_t>(x));  // integer to integer: wraps
  } else if constexpr (kIsSmallFloat<To>) {
    if constexpr (std::is_same_v<From, float> || kIsSmallFloat<From>) {
      return static_cast<To>(static_cast<float>(x));
    } else {
      return static_cast<To>(DoubleToFloatRoundToOdd(ToDouble(x)));
    }
  } else if constexpr (kIsSmallFloat<From>) {
    return static_cast<To>(static_cast<float>(x));
  } else {
    return static_cast<To>(x);
  }
}

}  // namespace xla

#endif  // AXLE_LITERAL_CONVERT_ELEMENT_H_
