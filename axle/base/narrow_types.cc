#include "axle/base/narrow_types.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace xla {
namespace {

constexpr uint32_t kF32Inf = 0x7f800000;

uint8_t NanBits(const FloatFormat& format, uint32_t sign) {
  const uint32_t magnitude_ones = (1u << (format.exponent_bits + format.mantissa_bits)) - 1;
  switch (format.nan) {
    case NanEncoding::kIeee:  // the quiet NaN: exponent all ones, top mantissa bit
      return static_cast<uint8_t>(sign | (magnitude_ones >> format.mantissa_bits
                                          << format.mantissa_bits) |
                                  (1u << (format.mantissa_bits - 1)));
    case NanEncoding::kAllOnes:
      return static_cast<uint8_t>(sign | magnitude_ones);
    case NanEncoding::kNegativeZero:
      return static_cast<uint8_t>(format.sign_mask());
    case NanEncoding::kNone:
      return 0;
  }
  return 0;
}

// A magnitude too large for the format: inf, else NaN, else (no NaN) the
// largest finite value.
uint8_t OverflowBits(const FloatFormat& format, uint32_t sign) {
  if (format.has_inf()) {
    const uint32_t exponent_ones = (1u << format.exponent_bits) - 1;
    return static_cast<uint8_t>(sign | (exponent_ones << format.mantissa_bits));
  }
  if (format.nan != NanEncoding::kNone) return NanBits(format, sign);
  return static_cast<uint8_t>(sign | format.max_finite_bits());
}

}  // namespace

float DoubleToFloatRoundToOdd(double d) {
  float f = static_cast<float>(d);
  if (!std::isfinite(f) || static_cast<double>(f) == d) return f;
  if (std::fabs(static_cast<double>(f)) > std::fabs(d)) {
    f = std::nextafter(f, 0.0f);  // truncate toward zero
  }
  uint32_t bits = std::bit_cast<uint32_t>(f);
  bits |= 1;  // sticky bit: "inexact"
  return std::bit_cast<float>(bits);
}

uint8_t EncodeNarrowFloat(const FloatFormat& format, float value) {
  const uint32_t bits = std::bit_cast<uint32_t>(value);
  const uint32_t abs = bits & 0x7fffffff;
  const bool negative = (bits >> 31) != 0;
  const uint32_t sign = negative ? format.sign_mask() : 0;
  if (abs > kF32Inf) return NanBits(format, sign);
  if (!format.has_sign && negative && abs != 0) return NanBits(format, 0);
  if (abs == kF32Inf) return OverflowBits(format, sign);
  if (!format.has_subnormals() && abs == 0) return NanBits(format, 0);  // no zero
  const int m = format.mantissa_bits;
  // Exponent of the smallest normal: field 1, or field 0 without subnormals.
  const int min_exponent = format.has_subnormals() ? 1 - format.bias : -format.bias;
  const int f32_field = static_cast<int>(abs >> 23);
  uint32_t rounded;
  if (f32_field != 0 && f32_field - 127 >= min_exponent) {
    // Normal in both: rebias the exponent, then round the f32 bits to m
    // mantissa bits, to nearest even (a carry moves into the exponent).
    // Without a mantissa there is no even neighbour: ties round up.
    const uint32_t rebiased = abs - (static_cast<uint32_t>(127 - format.bias) << 23);
    const int dropped = 23 - m;
    const uint32_t tie_up = m == 0 ? 1 : (rebiased >> dropped) & 1;
    rounded = (rebiased + tie_up + (1u << (dropped - 1)) - 1) >> dropped;
  } else if (format.has_subnormals()) {
    // Subnormal in the format: a multiple of 2^(min_exponent - m). Scaling by
    // a power of two is exact; nearbyint rounds to nearest even.
    rounded = static_cast<uint32_t>(
        std::nearbyint(std::ldexp(std::fabs(value), m - min_exponent)));
  } else {
    // e8m0fnu below 2^-126 (an f32 subnormal): above 2^-127 is 2^-126
    // (field 1), as ml_dtypes; 2^-127 and below is 2^-127 (field 0).
    rounded = abs > 0x00400000 ? 1 : 0;
  }
  if (rounded > format.max_finite_bits()) return OverflowBits(format, sign);
  if (rounded == 0 && !format.has_negative_zero()) return 0;
  return static_cast<uint8_t>(sign | rounded);
}

uint8_t EncodeNarrowFloat(const FloatFormat& format, double value) {
  return EncodeNarrowFloat(format, DoubleToFloatRoundToOdd(value));
}

float DecodeNarrowFloat(const FloatFormat& format, uint8_t bits) {
  const int m = format.mantissa_bits;
  const uint32_t magnitude_ones = (1u << (format.exponent_bits + m)) - 1;
  const uint32_t magnitude = bits & magnitude_ones;
  const bool negative = (bits & format.sign_mask()) != 0;
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const uint32_t field = magnitude >> m;
  const uint32_t mantissa = magnitude & ((1u << m) - 1);
  switch (format.nan) {
    case NanEncoding::kIeee:
      if (field == (1u << format.exponent_bits) - 1) {
        const float special = mantissa == 0 ? std::numeric_limits<float>::infinity() : nan;
        return negative ? -special : special;
      }
      break;
    case NanEncoding::kAllOnes:
      if (magnitude == magnitude_ones) return negative ? -nan : nan;
      break;
    case NanEncoding::kNegativeZero:
      if (negative && magnitude == 0) return -nan;  // printed "-nan", as XLA does
      break;
    case NanEncoding::kNone:
      break;
  }
  float value;
  if (field == 0 && format.has_subnormals()) {
    value = std::ldexp(static_cast<float>(mantissa), 1 - format.bias - m);
  } else {
    value = std::ldexp(static_cast<float>((1u << m) + mantissa),
                       static_cast<int>(field) - format.bias - m);
  }
  return negative ? -value : value;
}

}  // namespace xla
