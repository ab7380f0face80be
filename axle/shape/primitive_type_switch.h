// The one place that maps a PrimitiveType to its native C++ type.
//
//   PrimitiveTypeSwitch(type, [&](auto tag) {
//     using T = typename decltype(tag)::type;
//     ...
//   });
#ifndef AXLE_SHAPE_PRIMITIVE_TYPE_SWITCH_H_
#define AXLE_SHAPE_PRIMITIVE_TYPE_SWITCH_H_

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
  else static_assert(sizeof(T) == 0, "not an XLA element type");
}

template <typename T>
inline constexpr bool kIsComplex =
    std::is_same_v<T, complex64> || std::is_same_v<T, complex128>;
template <typename T>
inline constexpr bool kIsFloating = std::is_same_v<T, half> || std::is_same_v<T, bfloat16> ||
                                    std::is_same_v<T, float> || std::is_same_v<T, double>;

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
#undef AXLE_CASE
    default:
      break;
  }
  AXLE_CHECK(false) << "PrimitiveTypeSwitch on non-array type " << PrimitiveType_Name(type);
  __builtin_unreachable();
}

}  // namespace xla

#endif  // AXLE_SHAPE_PRIMITIVE_TYPE_SWITCH_H_
