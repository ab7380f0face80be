#include "axle/literal/random_literal.h"

#include <type_traits>

#include "axle/base/status_macros.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/primitive_type_switch.h"

namespace xla {
namespace {

template <typename T>
T RandomElement(std::mt19937_64& rng) {
  if constexpr (std::is_same_v<T, bool>) {
    return std::uniform_int_distribution<int>(0, 1)(rng) == 1;
  } else if constexpr (kIsComplex<T>) {
    using Part = typename T::value_type;
    std::uniform_real_distribution<Part> parts(-1, 1);
    Part re = parts(rng);
    return T(re, parts(rng));
  } else if constexpr (kIsFloating<T>) {
    return static_cast<T>(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
  } else if constexpr (kIsSubByteInt<T>) {  // the whole range
    return static_cast<T>(std::uniform_int_distribution<int>(-8, 15)(rng));
  } else if constexpr (std::is_signed_v<T>) {
    return static_cast<T>(std::uniform_int_distribution<int>(-10, 10)(rng));
  } else {
    return static_cast<T>(std::uniform_int_distribution<int>(0, 10)(rng));
  }
}

}  // namespace

absl::StatusOr<Literal> MakeRandomLiteral(const Shape& shape, std::mt19937_64& rng) {
  if (shape.IsTuple()) {
    std::vector<Literal> elements;
    for (const Shape& element : shape.tuple_shapes()) {
      ASSIGN_OR_RETURN(Literal value, MakeRandomLiteral(element, rng));
      elements.push_back(std::move(value));
    }
    return Literal::MakeTuple(std::move(elements));
  }
  if (shape.IsToken()) return LiteralUtil::CreateToken();
  ASSIGN_OR_RETURN(Literal literal, Literal::Create(shape));
  PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (T& element : literal.data<T>()) element = RandomElement<T>(rng);
  });
  return literal;
}

}  // namespace xla
