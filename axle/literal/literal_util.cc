#include "axle/literal/literal_util.h"

#include <cmath>
#include <limits>

#include "axle/literal/convert_element.h"

namespace xla {
namespace {

// A scalar of `type` holding `value` (converted with XLA's semantics).
template <typename Value>
Literal Scalar(PrimitiveType type, Value value) {
  AXLE_CHECK(primitive_util::IsArrayType(type))
      << "scalar of non-array type " << PrimitiveType_Name(type);
  return PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    return LiteralUtil::CreateR0<T>(ConvertElement<T>(value));
  });
}

// Lowest (`max` false) or highest value of a real type; infinities for floats.
Literal Extreme(PrimitiveType type, bool max) {
  AXLE_CHECK(primitive_util::IsArrayType(type) && !primitive_util::IsComplexType(type))
      << "no min/max value for " << PrimitiveType_Name(type);
  return PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsComplex<T>) {
      return Literal();  // unreachable: refused above
    } else if constexpr (kIsNarrowFloat<T>) {
      // Without inf, the largest finite value (XLA's numeric_limits::lowest/max).
      constexpr FloatFormat kFormat = T::format;
      if constexpr (kFormat.has_inf()) {
        return LiteralUtil::CreateR0<T>(T(max ? INFINITY : -INFINITY));
      } else if constexpr (!kFormat.has_sign) {
        return LiteralUtil::CreateR0<T>(T::FromBits(max ? kFormat.max_finite_bits() : 0));
      } else {
        return LiteralUtil::CreateR0<T>(
            T::FromBits((max ? 0 : kFormat.sign_mask()) | kFormat.max_finite_bits()));
      }
    } else if constexpr (kIsFloating<T>) {
      double inf = std::numeric_limits<double>::infinity();
      return LiteralUtil::CreateR0<T>(ConvertElement<T>(max ? inf : -inf));
    } else {
      return LiteralUtil::CreateR0<T>(max ? std::numeric_limits<T>::max()
                                          : std::numeric_limits<T>::lowest());
    }
  });
}

}  // namespace

Literal LiteralUtil::Zero(PrimitiveType type) { return Scalar(type, 0); }
Literal LiteralUtil::One(PrimitiveType type) { return Scalar(type, 1); }
Literal LiteralUtil::MinValue(PrimitiveType type) { return Extreme(type, /*max=*/false); }
Literal LiteralUtil::MaxValue(PrimitiveType type) { return Extreme(type, /*max=*/true); }

Literal LiteralUtil::CreateToken() { return Literal(ShapeUtil::MakeTokenShape()); }

Literal LiteralUtil::MakeTuple(absl::Span<const Literal* const> elements) {
  std::vector<Literal> copies;
  copies.reserve(elements.size());
  for (const Literal* element : elements) copies.push_back(element->Clone());
  return Literal::MakeTuple(std::move(copies));
}

}  // namespace xla
