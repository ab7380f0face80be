// Constants of a run-time element type (XLA's hlo/builder/lib/constants.h).
#ifndef AXLE_BUILDER_LIB_CONSTANTS_H_
#define AXLE_BUILDER_LIB_CONSTANTS_H_

#include <complex>
#include <type_traits>

#include "absl/strings/str_cat.h"
#include "axle/builder/xla_builder.h"
#include "axle/shape/primitive_type_switch.h"

namespace xla {

namespace builder_internal {

template <typename T>
inline constexpr bool kIsStdComplex = false;
template <typename T>
inline constexpr bool kIsStdComplex<std::complex<T>> = true;

// `value` as element type `To`; false when it cannot be represented that
// way at all (a complex value into a real type).
template <typename To, typename From>
bool CastScalar(From value, To* out) {
  if constexpr (kIsStdComplex<From> && !kIsComplex<To>) {
    return false;
  } else if constexpr (kIsComplex<To>) {
    using Component = typename To::value_type;
    if constexpr (kIsStdComplex<From>) {
      *out = To(static_cast<Component>(value.real()), static_cast<Component>(value.imag()));
    } else {
      *out = To(static_cast<Component>(value), Component(0));
    }
    return true;
  } else if constexpr (std::is_same_v<To, bool>) {
    *out = value != From(0);
    return true;
  } else if constexpr (kIsFloating<To> && !std::is_arithmetic_v<To>) {  // half, bfloat16
    *out = To(static_cast<float>(value));
    return true;
  } else {
    *out = static_cast<To>(value);
    return true;
  }
}

}  // namespace builder_internal

// A scalar constant of element type `type` holding `value` converted to it.
template <typename T>
XlaOp ConstantR0WithType(XlaBuilder* builder, PrimitiveType type, T value) {
  if (!primitive_util::IsArrayType(type)) {
    return builder_internal::ReportError(
        builder, "ConstantR0WithType",
        absl::InvalidArgumentError(absl::StrCat("invalid element type ",
                                                PrimitiveType_Name(type))));
  }
  return PrimitiveTypeSwitch(type, [&](auto tag) -> XlaOp {
    using NativeT = typename decltype(tag)::type;
    NativeT converted{};
    if (!builder_internal::CastScalar<NativeT>(value, &converted)) {
      return builder_internal::ReportError(
          builder, "ConstantR0WithType",
          absl::InvalidArgumentError(absl::StrCat("a complex value cannot become a ",
                                                  PrimitiveType_Name(type))));
    }
    return ConstantR0<NativeT>(builder, converted);
  });
}

// A scalar of `prototype`'s element type.
template <typename T>
XlaOp ScalarLike(XlaOp prototype, T value) {
  XlaBuilder* builder = prototype.builder();
  if (builder == nullptr) return XlaOp();
  absl::StatusOr<Shape> shape = builder->GetShape(prototype);
  if (!shape.ok()) return builder_internal::ReportError(builder, "ScalarLike", shape.status());
  return ConstantR0WithType(builder, shape->element_type(), value);
}

// An array of `prototype`'s shape filled with `value`.
template <typename T>
XlaOp FullLike(XlaOp prototype, T value) {
  XlaBuilder* builder = prototype.builder();
  if (builder == nullptr) return XlaOp();
  absl::StatusOr<Shape> shape = builder->GetShape(prototype);
  if (!shape.ok()) return builder_internal::ReportError(builder, "FullLike", shape.status());
  return Broadcast(ConstantR0WithType(builder, shape->element_type(), value),
                   shape->dimensions());
}

XlaOp Zero(XlaBuilder* builder, PrimitiveType type);
XlaOp One(XlaBuilder* builder, PrimitiveType type);
// The lowest value of the type (-inf for floating types).
XlaOp MinValue(XlaBuilder* builder, PrimitiveType type);
// The highest value of the type (+inf for floating types).
XlaOp MaxValue(XlaBuilder* builder, PrimitiveType type);

// Floating-point types only (an error otherwise, as in XLA): the distance
// from 1 to the next larger value; a quiet NaN.
XlaOp Epsilon(XlaBuilder* builder, PrimitiveType type);
XlaOp NanValue(XlaBuilder* builder, PrimitiveType type);
// The largest (most negative) finite value of a real type: the type's
// max/lowest for integers, +-the largest finite float for floating types.
XlaOp MaxFiniteValue(XlaBuilder* builder, PrimitiveType type);
XlaOp MinFiniteValue(XlaBuilder* builder, PrimitiveType type);

// An array of `shape` (an array shape) filled with zeros; one of
// `prototype`'s shape.
XlaOp Zeros(XlaBuilder* builder, const Shape& shape);
XlaOp ZerosLike(XlaOp prototype);

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_CONSTANTS_H_
