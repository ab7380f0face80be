// The native C++ types of XLA's narrow element types: the sub-byte integers
// (s1, s2, s4, u1, u2, u4) and the 8- and 4-bit floats (f8e5m2, f8e4m3fn,
// f4e2m1fn, ...).
//
// Storage: every element takes one byte, in literals and in buffers (XLA's
// default when a layout gives no element size). An integer byte holds the
// value sign- or zero-extended to 8 bits; a float byte holds the format's bit
// pattern in its low bits.
//
// Every float format is one FloatFormat row; conversion to and from float is
// derived from the row (EncodeNarrowFloat / DecodeNarrowFloat), and the CPU
// runtime calls the same two functions, so no format has its own converter.
#ifndef AXLE_BASE_NARROW_TYPES_H_
#define AXLE_BASE_NARROW_TYPES_H_

#include <array>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace xla {

// Which bit patterns are NaN (and whether inf exists).
enum class NanEncoding : uint8_t {
  kIeee,          // exponent all ones: mantissa 0 is inf, else NaN (e5m2, e4m3, e3m4)
  kAllOnes,       // only the all-ones magnitude (e4m3fn: S.1111.111; e8m0fnu: 0xff)
  kNegativeZero,  // only 0x80, where -0 would be (the fnuz types; no -0)
  kNone,          // no NaN, no inf (f4e2m1fn)
};

struct FloatFormat {
  int exponent_bits;
  int mantissa_bits;
  int bias;
  NanEncoding nan;
  bool has_sign;  // false only for e8m0fnu (also no zero, no subnormals)

  constexpr int total_bits() const { return has_sign + exponent_bits + mantissa_bits; }
  constexpr bool has_inf() const { return nan == NanEncoding::kIeee; }
  constexpr bool has_negative_zero() const {
    return has_sign && nan != NanEncoding::kNegativeZero;
  }
  // Formats without a mantissa have no subnormals: exponent field 0 is 2^-bias.
  constexpr bool has_subnormals() const { return mantissa_bits > 0; }
  constexpr uint32_t sign_mask() const { return has_sign ? 1u << (total_bits() - 1) : 0; }
  // The largest finite magnitude's bit pattern.
  constexpr uint32_t max_finite_bits() const {
    const uint32_t all_ones = (1u << (exponent_bits + mantissa_bits)) - 1;
    switch (nan) {
      case NanEncoding::kIeee:
        return all_ones - (1u << mantissa_bits);  // exponent all ones is inf/NaN
      case NanEncoding::kAllOnes:
        return all_ones - 1;
      default:
        return all_ones;
    }
  }
  bool operator==(const FloatFormat&) const = default;
};

//                                        e  m  bias  NaN                        sign
inline constexpr FloatFormat kF8E5M2{5, 2, 15, NanEncoding::kIeee, true};
inline constexpr FloatFormat kF8E4M3{4, 3, 7, NanEncoding::kIeee, true};
inline constexpr FloatFormat kF8E3M4{3, 4, 3, NanEncoding::kIeee, true};
inline constexpr FloatFormat kF8E4M3FN{4, 3, 7, NanEncoding::kAllOnes, true};
inline constexpr FloatFormat kF8E4M3FNUZ{4, 3, 8, NanEncoding::kNegativeZero, true};
inline constexpr FloatFormat kF8E5M2FNUZ{5, 2, 16, NanEncoding::kNegativeZero, true};
inline constexpr FloatFormat kF8E4M3B11FNUZ{4, 3, 11, NanEncoding::kNegativeZero, true};
inline constexpr FloatFormat kF4E2M1FN{2, 1, 1, NanEncoding::kNone, true};
inline constexpr FloatFormat kF8E8M0FNU{8, 0, 127, NanEncoding::kAllOnes, false};

// `value` rounded to nearest, ties to even (as ml_dtypes). Out of range: +-inf
// where the format has inf, else NaN; f4e2m1fn (no NaN) saturates to +-max and
// takes NaN to +0. Without -0 (fnuz) a zero result is +0. e8m0fnu (powers of
// two, no sign, no zero) rounds ties up, takes zero and negative values to NaN
// and clamps positive values below 2^-127 to it.
uint8_t EncodeNarrowFloat(const FloatFormat& format, float value);
// The same from double, without double rounding (through round-to-odd f32).
uint8_t EncodeNarrowFloat(const FloatFormat& format, double value);
// Exact: every narrow float is a float.
float DecodeNarrowFloat(const FloatFormat& format, uint8_t bits);
// f64 -> f32 rounding to odd: f32 keeps enough extra bits that a following
// round-to-nearest-even into a narrower float gives the correctly rounded result.
float DoubleToFloatRoundToOdd(double d);

template <FloatFormat kFormat>
class NarrowFloat {
 public:
  static constexpr FloatFormat format = kFormat;

  constexpr NarrowFloat() = default;
  explicit NarrowFloat(float value) : bits_(EncodeNarrowFloat(kFormat, value)) {}
  explicit NarrowFloat(double value) : bits_(EncodeNarrowFloat(kFormat, value)) {}
  template <typename I>
    requires std::is_integral_v<I>
  explicit NarrowFloat(I value) : NarrowFloat(static_cast<double>(value)) {}

  static constexpr NarrowFloat FromBits(uint8_t bits) {
    NarrowFloat result;
    result.bits_ = bits;
    return result;
  }
  constexpr uint8_t bits() const { return bits_; }

  explicit operator float() const {
    static const std::array<float, 256> kDecoded = [] {
      std::array<float, 256> table;
      for (int bits = 0; bits < 256; ++bits) {
        table[bits] = DecodeNarrowFloat(kFormat, static_cast<uint8_t>(bits));
      }
      return table;
    }();
    return kDecoded[bits_];
  }
  explicit operator double() const { return static_cast<float>(*this); }
  template <typename I>
    requires std::is_integral_v<I>
  explicit operator I() const {
    return static_cast<I>(static_cast<float>(*this));
  }

  // Arithmetic and comparisons compute in float and round back.
  friend NarrowFloat operator-(NarrowFloat x) { return NarrowFloat(-static_cast<float>(x)); }
#define AXLE_NARROW_FLOAT_OP(OP)                                 \
  friend NarrowFloat operator OP(NarrowFloat a, NarrowFloat b) { \
    return NarrowFloat(static_cast<float>(a) OP static_cast<float>(b)); \
  }
  AXLE_NARROW_FLOAT_OP(+)
  AXLE_NARROW_FLOAT_OP(-)
  AXLE_NARROW_FLOAT_OP(*)
  AXLE_NARROW_FLOAT_OP(/)
#undef AXLE_NARROW_FLOAT_OP
#define AXLE_NARROW_FLOAT_CMP(OP)                         \
  friend bool operator OP(NarrowFloat a, NarrowFloat b) { \
    return static_cast<float>(a) OP static_cast<float>(b); \
  }
  AXLE_NARROW_FLOAT_CMP(==)
  AXLE_NARROW_FLOAT_CMP(!=)
  AXLE_NARROW_FLOAT_CMP(<)
  AXLE_NARROW_FLOAT_CMP(<=)
  AXLE_NARROW_FLOAT_CMP(>)
  AXLE_NARROW_FLOAT_CMP(>=)
#undef AXLE_NARROW_FLOAT_CMP

 private:
  uint8_t bits_ = 0;
};

using float8_e5m2 = NarrowFloat<kF8E5M2>;
using float8_e4m3 = NarrowFloat<kF8E4M3>;
using float8_e3m4 = NarrowFloat<kF8E3M4>;
using float8_e4m3fn = NarrowFloat<kF8E4M3FN>;
using float8_e4m3fnuz = NarrowFloat<kF8E4M3FNUZ>;
using float8_e5m2fnuz = NarrowFloat<kF8E5M2FNUZ>;
using float8_e4m3b11fnuz = NarrowFloat<kF8E4M3B11FNUZ>;
using float4_e2m1fn = NarrowFloat<kF4E2M1FN>;
using float8_e8m0fnu = NarrowFloat<kF8E8M0FNU>;

template <typename T>
inline constexpr bool kIsNarrowFloat = false;
template <FloatFormat kFormat>
inline constexpr bool kIsNarrowFloat<NarrowFloat<kFormat>> = true;

// An integer of kBits < 8 bits. Every operation wraps to kBits, as the
// hardware types XLA models would.
template <int kBits, bool kSigned>
class SubByteInt {
 public:
  using Storage = std::conditional_t<kSigned, int8_t, uint8_t>;
  static constexpr int kBitWidth = kBits;

  // The low kBits of `value`, sign- or zero-extended.
  static constexpr Storage Wrap(int64_t value) {
    const uint64_t mask = (uint64_t{1} << kBits) - 1;
    uint64_t bits = static_cast<uint64_t>(value) & mask;
    if (kSigned && (bits >> (kBits - 1)) != 0) bits |= ~mask;
    return static_cast<Storage>(bits);
  }

  constexpr SubByteInt() = default;
  template <typename I>
    requires std::is_integral_v<I>
  constexpr explicit SubByteInt(I value) : value_(Wrap(static_cast<int64_t>(value))) {}
  // Truncates toward zero (callers range-check first, as for any integer).
  template <typename F>
    requires std::is_floating_point_v<F>
  constexpr explicit SubByteInt(F value) : SubByteInt(static_cast<int64_t>(value)) {}

  template <typename T>
    requires std::is_arithmetic_v<T>
  constexpr explicit operator T() const {
    return static_cast<T>(value_);
  }
  constexpr Storage value() const { return value_; }

  friend constexpr SubByteInt operator-(SubByteInt x) { return SubByteInt(-int{x.value_}); }
  friend constexpr SubByteInt operator~(SubByteInt x) { return SubByteInt(~int{x.value_}); }
#define AXLE_SUB_BYTE_OP(OP)                                                     \
  friend constexpr SubByteInt operator OP(SubByteInt a, SubByteInt b) {          \
    return SubByteInt(int{a.value_} OP int{b.value_});                           \
  }
  AXLE_SUB_BYTE_OP(+)
  AXLE_SUB_BYTE_OP(-)
  AXLE_SUB_BYTE_OP(*)
  AXLE_SUB_BYTE_OP(/)
  AXLE_SUB_BYTE_OP(%)
  AXLE_SUB_BYTE_OP(&)
  AXLE_SUB_BYTE_OP(|)
  AXLE_SUB_BYTE_OP(^)
#undef AXLE_SUB_BYTE_OP
  friend constexpr auto operator<=>(SubByteInt a, SubByteInt b) = default;

 private:
  Storage value_ = 0;
};

using int1 = SubByteInt<1, true>;
using int2 = SubByteInt<2, true>;
using int4 = SubByteInt<4, true>;
using uint1 = SubByteInt<1, false>;
using uint2 = SubByteInt<2, false>;
using uint4 = SubByteInt<4, false>;

template <typename T>
inline constexpr bool kIsSubByteInt = false;
template <int kBits, bool kSigned>
inline constexpr bool kIsSubByteInt<SubByteInt<kBits, kSigned>> = true;

}  // namespace xla

template <int kBits, bool kSigned>
class std::numeric_limits<xla::SubByteInt<kBits, kSigned>> {
  using T = xla::SubByteInt<kBits, kSigned>;

 public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = kSigned;
  static constexpr bool is_integer = true;
  static constexpr bool is_exact = true;
  static constexpr int digits = kSigned ? kBits - 1 : kBits;
  static constexpr T min() { return lowest(); }
  static constexpr T lowest() { return T(kSigned ? -(1 << (kBits - 1)) : 0); }
  static constexpr T max() { return T(kSigned ? (1 << (kBits - 1)) - 1 : (1 << kBits) - 1); }
};

#endif  // AXLE_BASE_NARROW_TYPES_H_
