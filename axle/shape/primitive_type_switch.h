// The one place that maps a PrimitiveType to its native C++ type.
//
//   PrimitiveTypeSwitch(type, [&](auto tag) {
//     using T = typename decltype(tag)::type;
//     ...
//   });
#ifndef AXLE_SHAPE_PRIMITIVE_TYPE_SWITCH_H_
#define AXLE_SHAPE_PRIMITIVE_TYPE_SWITCH_H_

#include <limits>
#include <type_traits>

#include "axle/base/logging.h"
#include "axle/base/numeric_types.h"
#include "axle/shape/primitive_type.h"

namespace xla {

template <typename T>
struct NativeTypeTag {
  using type = T;
};

template <PrimitiveType kType>
struct PrimitiveTypeToNative;
#define AXLE_PRIMITIVE_NATIVE(ENUM, NATIVE) \
  template <>                               \
  struct PrimitiveTypeToNative<ENUM> {      \
    using type = NATIVE;                    \
  };
AXLE_PRIMITIVE_NATIVE(PRED, bool)
AXLE_PRIMITIVE_NATIVE(S8, int8_t)
AXLE_PRIMITIVE_NATIVE(S16, int16_t)
AXLE_PRIMITIVE_NATIVE(S32, int32_t)
AXLE_PRIMITIVE_NATIVE(S64, int64_t)
AXLE_PRIMITIVE_NATIVE(U8, uint8_t)
AXLE_PRIMITIVE_NATIVE(U16, uint16_t)
AXLE_PRIMITIVE_NATIVE(U32, uint32_t)
AXLE_PRIMITIVE_NATIVE(U64, uint64_t)
AXLE_PRIMITIVE_NATIVE(F16, half)
AXLE_PRIMITIVE_NATIVE(BF16, bfloat16)
AXLE_PRIMITIVE_NATIVE(F32, float)
AXLE_PRIMITIVE_NATIVE(F64, double)
AXLE_PRIMITIVE_NATIVE(C64, complex64)
AXLE_PRIMITIVE_NATIVE(C128, complex128)
AXLE_PRIMITIVE_NATIVE(S1, int1)
AXLE_PRIMITIVE_NATIVE(S2, int2)
AXLE_PRIMITIVE_NATIVE(S4, int4)
AXLE_PRIMITIVE_NATIVE(U1, uint1)
AXLE_PRIMITIVE_NATIVE(U2, uint2)
AXLE_PRIMITIVE_NATIVE(U4, uint4)
AXLE_PRIMITIVE_NATIVE(F8E5M2, float8_e5m2)
AXLE_PRIMITIVE_NATIVE(F8E4M3, float8_e4m3)
AXLE_PRIMITIVE_NATIVE(F8E3M4, float8_e3m4)
AXLE_PRIMITIVE_NATIVE(F8E4M3FN, float8_e4m3fn)
AXLE_PRIMITIVE_NATIVE(F8E4M3FNUZ, float8_e4m3fnuz)
AXLE_PRIMITIVE_NATIVE(F8E5M2FNUZ, float8_e5m2fnuz)
AXLE_PRIMITIVE_NATIVE(F8E4M3B11FNUZ, float8_e4m3b11fnuz)
AXLE_PRIMITIVE_NATIVE(F4E2M1FN, float4_e2m1fn)
AXLE_PRIMITIVE_NATIVE(F8E8M0FNU, float8_e8m0fnu)
#undef AXLE_PRIMITIVE_NATIVE

template <typename T>
constexpr PrimitiveType NativeToPrimitiveType() {
  if constexpr (std::is_same_v<T, bool>) return PRED;
  else if constexpr (std::is_same_v<T, int8_t>) return S8;
  else if constexpr (std::is_same_v<T, int16_t>) return S16;
  else if constexpr (std::is_same_v<T, int32_t>) return S32;
  else if constexpr (std::is_same_v<T, int64_t>) return S64;
  else if constexpr (std::is_same_v<T, uint8_t>) return U8;
  else if constexpr (std::is_same_v<T, uint16_t>) return U16;
  else if constexpr (std::is_same_v<T, uint32_t>) return U32;
  else if constexpr (std::is_same_v<T, uint64_t>) return U64;
  else if constexpr (std::is_same_v<T, half>) return F16;
  else if constexpr (std::is_same_v<T, bfloat16>) return BF16;
  else if constexpr (std::is_same_v<T, float>) return F32;
  else if constexpr (std::is_same_v<T, double>) return F64;
  else if constexpr (std::is_same_v<T, complex64>) return C64;
  else if constexpr (std::is_same_v<T, complex128>) return C128;
  else if constexpr (std::is_same_v<T, int1>) return S1;
  else if constexpr (std::is_same_v<T, int2>) return S2;
  else if constexpr (std::is_same_v<T, int4>) return S4;
  else if constexpr (std::is_same_v<T, uint1>) return U1;
  else if constexpr (std::is_same_v<T, uint2>) return U2;
  else if constexpr (std::is_same_v<T, uint4>) return U4;
  else if constexpr (std::is_same_v<T, float8_e5m2>) return F8E5M2;
  else if constexpr (std::is_same_v<T, float8_e4m3>) return F8E4M3;
  else if constexpr (std::is_same_v<T, float8_e3m4>) return F8E3M4;
  else if constexpr (std::is_same_v<T, float8_e4m3fn>) return F8E4M3FN;
  else if constexpr (std::is_same_v<T, float8_e4m3fnuz>) return F8E4M3FNUZ;
  else if constexpr (std::is_same_v<T, float8_e5m2fnuz>) return F8E5M2FNUZ;
  else if constexpr (std::is_same_v<T, float8_e4m3b11fnuz>) return F8E4M3B11FNUZ;
  else if constexpr (std::is_same_v<T, float4_e2m1fn>) return F4E2M1FN;
  else if constexpr (std::is_same_v<T, float8_e8m0fnu>) return F8E8M0FNU;
  else static_assert(sizeof(T) == 0, "not an XLA element type");
}

template <typename T>
inline constexpr bool kIsComplex =
    std::is_same_v<T, complex64> || std::is_same_v<T, complex128>;
// Floats narrower than f32 (f16, bf16, the narrow floats): they compute in
// float and round back.
template <typename T>
inline constexpr bool kIsSmallFloat =
    std::is_same_v<T, half> || std::is_same_v<T, bfloat16> || kIsNarrowFloat<T>;
template <typename T>
inline constexpr bool kIsFloating =
    kIsSmallFloat<T> || std::is_same_v<T, float> || std::is_same_v<T, double>;
// Integer element types (not pred), the sub-byte ones included.
template <typename T>
inline constexpr bool kIsInteger =
    (std::is_integral_v<T> && !std::is_same_v<T, bool>) || kIsSubByteInt<T>;
template <typename T>
inline constexpr bool kIsSignedInteger = kIsInteger<T> && std::numeric_limits<T>::is_signed;

// Calls fn(NativeTypeTag<T>{}) for an array element type. `type` must be an
// array type (callers validate user input first); anything else is a bug.
template <typename Fn>
decltype(auto) PrimitiveTypeSwitch(PrimitiveType type, Fn&& fn) {
  switch (type) {
#define AXLE_CASE(ENUM) \
  case ENUM:            \
    return fn(NativeTypeTag<typename PrimitiveTypeToNative<ENUM>::type>{});
    AXLE_CASE(PRED)
    AXLE_CASE(S8)
    AXLE_CASE(S16)
    AXLE_CASE(S32)
    AXLE_CASE(S64)
    AXLE_CASE(U8)
    AXLE_CASE(U16)
    AXLE_CASE(U32)
    AXLE_CASE(U64)
    AXLE_CASE(F16)
    AXLE_CASE(BF16)
    AXLE_CASE(F32)
    AXLE_CASE(F64)
    AXLE_CASE(C64)
    AXLE_CASE(C128)
    AXLE_CASE(S1)
    AXLE_CASE(S2)
    AXLE_CASE(S4)
    AXLE_CASE(U1)
    AXLE_CASE(U2)
    AXLE_CASE(U4)
    AXLE_CASE(F8E5M2)
    AXLE_CASE(F8E4M3)
    AXLE_CASE(F8E3M4)
    AXLE_CASE(F8E4M3FN)
    AXLE_CASE(F8E4M3FNUZ)
    AXLE_CASE(F8E5M2FNUZ)
    AXLE_CASE(F8E4M3B11FNUZ)
    AXLE_CASE(F4E2M1FN)
    AXLE_CASE(F8E8M0FNU)
#undef AXLE_CASE
    default:
      break;
  }
  AXLE_CHECK(false) << "PrimitiveTypeSwitch on non-array type " << PrimitiveType_Name(type);
  __builtin_unreachable();
}

}  // namespace xla

#endif  // AXLE_SHAPE_PRIMITIVE_TYPE_SWITCH_H_
