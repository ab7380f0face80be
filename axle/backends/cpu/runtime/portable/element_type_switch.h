// The native C++ type of each element type of the runtime ABI
// (AxleElementType), standard library, Eigen and axle/base only: the
// portable runtime's counterpart of axle/shape/primitive_type_switch.h,
// which needs the shape layer.
//
//   ElementTypeSwitch(type, [&](auto tag) {
//     using T = typename decltype(tag)::type;
//     ...
//   });  // false (fn not called) for a type with no elements
#ifndef AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_ELEMENT_TYPE_SWITCH_H_
#define AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_ELEMENT_TYPE_SWITCH_H_

#include <cstdint>
#include <type_traits>

#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/narrow_types.h"
#include "axle/base/numeric_types.h"

namespace xla::cpu {

template <typename T>
struct ElementTag {
  using type = T;
};

template <typename Fn>
bool ElementTypeSwitch(int32_t type, Fn&& fn) {
  switch (type) {
#define AXLE_ELEMENT_CASE(ENUM, NATIVE) \
  case ENUM:                            \
    fn(ElementTag<NATIVE>());           \
    return true;
    AXLE_ELEMENT_CASE(kAxlePred, bool)
    AXLE_ELEMENT_CASE(kAxleS8, int8_t)
    AXLE_ELEMENT_CASE(kAxleS16, int16_t)
    AXLE_ELEMENT_CASE(kAxleS32, int32_t)
    AXLE_ELEMENT_CASE(kAxleS64, int64_t)
    AXLE_ELEMENT_CASE(kAxleU8, uint8_t)
    AXLE_ELEMENT_CASE(kAxleU16, uint16_t)
    AXLE_ELEMENT_CASE(kAxleU32, uint32_t)
    AXLE_ELEMENT_CASE(kAxleU64, uint64_t)
    AXLE_ELEMENT_CASE(kAxleF16, half)
    AXLE_ELEMENT_CASE(kAxleBF16, bfloat16)
    AXLE_ELEMENT_CASE(kAxleF32, float)
    AXLE_ELEMENT_CASE(kAxleF64, double)
    AXLE_ELEMENT_CASE(kAxleC64, complex64)
    AXLE_ELEMENT_CASE(kAxleC128, complex128)
    AXLE_ELEMENT_CASE(kAxleS1, int1)
    AXLE_ELEMENT_CASE(kAxleS2, int2)
    AXLE_ELEMENT_CASE(kAxleS4, int4)
    AXLE_ELEMENT_CASE(kAxleU1, uint1)
    AXLE_ELEMENT_CASE(kAxleU2, uint2)
    AXLE_ELEMENT_CASE(kAxleU4, uint4)
    AXLE_ELEMENT_CASE(kAxleF8E5M2, float8_e5m2)
    AXLE_ELEMENT_CASE(kAxleF8E4M3, float8_e4m3)
    AXLE_ELEMENT_CASE(kAxleF8E3M4, float8_e3m4)
    AXLE_ELEMENT_CASE(kAxleF8E4M3FN, float8_e4m3fn)
    AXLE_ELEMENT_CASE(kAxleF8E4M3FNUZ, float8_e4m3fnuz)
    AXLE_ELEMENT_CASE(kAxleF8E5M2FNUZ, float8_e5m2fnuz)
    AXLE_ELEMENT_CASE(kAxleF8E4M3B11FNUZ, float8_e4m3b11fnuz)
    AXLE_ELEMENT_CASE(kAxleF4E2M1FN, float4_e2m1fn)
    AXLE_ELEMENT_CASE(kAxleF8E8M0FNU, float8_e8m0fnu)
#undef AXLE_ELEMENT_CASE
    default:
      return false;
  }
}

template <typename T>
inline constexpr bool kIsComplexElement =
    std::is_same_v<T, complex64> || std::is_same_v<T, complex128>;
template <typename T>
inline constexpr bool kIsFloatingElement =
    std::is_same_v<T, half> || std::is_same_v<T, bfloat16> || kIsNarrowFloat<T> ||
    std::is_same_v<T, float> || std::is_same_v<T, double>;

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_ELEMENT_TYPE_SWITCH_H_
