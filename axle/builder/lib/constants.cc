#include "axle/builder/lib/constants.h"

#include <cmath>
#include <limits>

#include "axle/literal/convert_element.h"

namespace xla {
namespace {

// A status for constants defined only for real floating-point types.
absl::Status ExpectFloating(absl::string_view what, PrimitiveType type) {
  if (primitive_util::IsFloatingPointType(type)) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat(what, " needs a real floating-point type, got ", PrimitiveType_Name(type)));
}

// The largest (`max`) or most negative finite value of a real array type.
absl::StatusOr<Literal> FiniteExtreme(PrimitiveType type, bool max) {
  if (!primitive_util::IsArrayType(type) || primitive_util::IsComplexType(type)) {
    return absl::InvalidArgumentError(absl::StrCat(
        max ? "MaxFiniteValue" : "MinFiniteValue", " needs a real type, got ",
        PrimitiveType_Name(type)));
  }
  return PrimitiveTypeSwitch(type, [&](auto tag) -> Literal {
    using T = typename decltype(tag)::type;
    if constexpr (kIsComplex<T>) {
      return Literal();  // refused above
    } else if constexpr (kIsNarrowFloat<T>) {
      constexpr FloatFormat kFormat = T::format;
      if (max) return LiteralUtil::CreateR0<T>(T::FromBits(kFormat.max_finite_bits()));
      return LiteralUtil::CreateR0<T>(
          kFormat.has_sign ? T::FromBits(kFormat.sign_mask() | kFormat.max_finite_bits())
                           : T::FromBits(0));
    } else if constexpr (kIsFloating<T>) {
      // (2 - 2^-m) * 2^emax, exact in double for every IEEE type up to f64.
      const int mantissa = primitive_util::SignificandWidth(type);
      const int max_exponent = (1 << (primitive_util::ExponentWidth(type) - 1)) - 1;
      const double largest = std::ldexp(2.0 - std::ldexp(1.0, -mantissa), max_exponent);
      return LiteralUtil::CreateR0<T>(ConvertElement<T>(max ? largest : -largest));
    } else {
      return LiteralUtil::CreateR0<T>(max ? std::numeric_limits<T>::max()
                                          : std::numeric_limits<T>::lowest());
    }
  });
}

XlaOp FiniteExtremeOp(XlaBuilder* builder, PrimitiveType type, bool max) {
  absl::StatusOr<Literal> value = FiniteExtreme(type, max);
  if (!value.ok()) {
    return builder_internal::ReportError(builder, max ? "MaxFiniteValue" : "MinFiniteValue",
                                         value.status());
  }
  return ConstantLiteral(builder, *value);
}

}  // namespace

XlaOp Zero(XlaBuilder* builder, PrimitiveType type) {
  return ConstantR0WithType(builder, type, 0);
}

XlaOp One(XlaBuilder* builder, PrimitiveType type) {
  return ConstantR0WithType(builder, type, 1);
}

XlaOp MinValue(XlaBuilder* builder, PrimitiveType type) {
  if (!primitive_util::IsArrayType(type)) return ConstantR0WithType(builder, type, 0);
  return ConstantLiteral(builder, LiteralUtil::MinValue(type));
}

XlaOp MaxValue(XlaBuilder* builder, PrimitiveType type) {
  if (!primitive_util::IsArrayType(type)) return ConstantR0WithType(builder, type, 0);
  return ConstantLiteral(builder, LiteralUtil::MaxValue(type));
}

XlaOp Epsilon(XlaBuilder* builder, PrimitiveType type) {
  absl::Status valid = ExpectFloating("Epsilon", type);
  if (!valid.ok()) return builder_internal::ReportError(builder, "Epsilon", valid);
  return ConstantR0WithType(builder, type,
                            std::ldexp(1.0, -primitive_util::SignificandWidth(type)));
}

XlaOp NanValue(XlaBuilder* builder, PrimitiveType type) {
  absl::Status valid = ExpectFloating("NanValue", type);
  if (!valid.ok()) return builder_internal::ReportError(builder, "NanValue", valid);
  return ConstantR0WithType(builder, type, std::numeric_limits<double>::quiet_NaN());
}

XlaOp MaxFiniteValue(XlaBuilder* builder, PrimitiveType type) {
  return FiniteExtremeOp(builder, type, /*max=*/true);
}

XlaOp MinFiniteValue(XlaBuilder* builder, PrimitiveType type) {
  return FiniteExtremeOp(builder, type, /*max=*/false);
}

XlaOp Zeros(XlaBuilder* builder, const Shape& shape) {
  if (!shape.IsArray()) {
    return builder_internal::ReportError(
        builder, "Zeros",
        absl::InvalidArgumentError(absl::StrCat("needs an array shape, got ",
                                                ShapeUtil::HumanString(shape))));
  }
  return Broadcast(Zero(builder, shape.element_type()), shape.dimensions());
}

XlaOp ZerosLike(XlaOp prototype) { return FullLike(prototype, 0); }

}  // namespace xla
