// compare: direction EQ NE LT LE GT GE in the order of a comparison type:
//   FLOAT       IEEE (NaN is unordered: only NE holds)
//   TOTALORDER  -NaN < -inf < ... < -0 < +0 < ... < inf < +NaN
//   SIGNED / UNSIGNED  integers read as signed / unsigned
// An unset type defaults from the element type (floating and complex:
// FLOAT; signed: SIGNED; unsigned and pred: UNSIGNED). Complex numbers have
// no order: only EQ and NE.
#include <concepts>
#include <cstring>
#include <type_traits>

#include "axle/eval/elementwise_kernels.h"

namespace xla {
namespace elementwise {
namespace {

ComparisonType DefaultComparisonType(PrimitiveType type) {
  if (primitive_util::IsFloatingPointType(type) || primitive_util::IsComplexType(type)) {
    return ComparisonType::kFloat;
  }
  return primitive_util::IsSignedIntegralType(type) ? ComparisonType::kSigned
                                                    : ComparisonType::kUnsigned;
}

// The float's bits as a signed integer whose order is the total order.
template <typename C>
auto TotalOrderKey(C x) {
  using I = std::conditional_t<sizeof(C) == 4, int32_t, int64_t>;
  I bits;
  std::memcpy(&bits, &x, sizeof(bits));
  return bits < 0 ? static_cast<I>(bits ^ std::numeric_limits<I>::max()) : bits;
}

// Calls f(key) with the function mapping an element to what is compared.
template <typename F>
absl::StatusOr<Literal> WithKey(ComparisonType type, F f) {
  switch (type) {
    case ComparisonType::kFloat:
      return f([](auto x) { return x; });
    case ComparisonType::kFloatTotalOrder:
      return f([]<typename C>(C x) requires(!kIsComplex<C>) {
        if constexpr (kIsReal<C>) {
          return TotalOrderKey(x);
        } else {
          return x;
        }
      });
    case ComparisonType::kSigned:
      return f([]<typename C>(C x) requires(kIsInt<C> || kIsPred<C>) {
        if constexpr (kIsInt<C>) {
          return static_cast<std::make_signed_t<C>>(x);
        } else {
          return x;
        }
      });
    case ComparisonType::kUnsigned:
      return f([]<typename C>(C x) requires(kIsInt<C> || kIsPred<C>) {
        if constexpr (kIsInt<C>) {
          return static_cast<std::make_unsigned_t<C>>(x);
        } else {
          return x;
        }
      });
  }
  return absl::InvalidArgumentError("unknown comparison type");
}

// Calls f(compare) with the comparison of a direction (constrained so that
// unordered types accept only EQ and NE).
template <typename F>
absl::StatusOr<Literal> WithDirection(ComparisonDirection direction, F f) {
  switch (direction) {
    case ComparisonDirection::kEq:
      return f([]<typename K>(K a, K b) { return a == b; });
    case ComparisonDirection::kNe:
      return f([]<typename K>(K a, K b) { return a != b; });
    case ComparisonDirection::kLt:
      return f([]<typename K>(K a, K b) requires std::totally_ordered<K> { return a < b; });
    case ComparisonDirection::kLe:
      return f([]<typename K>(K a, K b) requires std::totally_ordered<K> { return a <= b; });
    case ComparisonDirection::kGt:
      return f([]<typename K>(K a, K b) requires std::totally_ordered<K> { return a > b; });
    case ComparisonDirection::kGe:
      return f([]<typename K>(K a, K b) requires std::totally_ordered<K> { return a >= b; });
  }
  return absl::InvalidArgumentError("unknown comparison direction");
}

absl::StatusOr<Literal> EvaluateCompare(const HloInstruction& instruction, Operands operands,
                                        EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 2));
  const std::vector<int64_t> dimensions = ResultDimensions(instruction, operands);
  ASSIGN_OR_RETURN(ArrayOperands arrays, ArrayOperands::Make(instruction, operands, dimensions));
  const PrimitiveType type = arrays[0].shape().element_type();
  if (arrays[1].shape().element_type() != type) {
    return InvalidArgument("compare ", instruction.name(), ": operands have element types ",
                           PrimitiveType_Name(type), " and ",
                           PrimitiveType_Name(arrays[1].shape().element_type()));
  }
  const HloAttributes& attributes = instruction.attributes();
  const ComparisonType comparison_type =
      attributes.comparison_type.value_or(DefaultComparisonType(type));
  return PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = ComputeType<T>;
    return WithKey(comparison_type, [&](auto key) {
      return WithDirection(attributes.comparison_direction,
                           [&](auto compare) -> absl::StatusOr<Literal> {
        if constexpr (!std::is_invocable_v<decltype(key), C>) {
          return InvalidArgument("compare ", instruction.name(),
                                 ": the comparison type does not apply to element type ",
                                 PrimitiveType_Name(type));
        } else {
          using K = std::invoke_result_t<decltype(key), C>;
          if constexpr (!std::is_invocable_v<decltype(compare), K, K>) {
            return InvalidArgument("compare ", instruction.name(), ": element type ",
                                   PrimitiveType_Name(type),
                                   " has no order; only EQ and NE apply");
          } else {
            return RunKernel<T>(
                instruction, dimensions, [&](C a, C b) { return static_cast<bool>(compare(key(a), key(b))); },
                arrays[0].data<T>(), arrays[1].data<T>());
          }
        }
      });
    });
  });
}

}  // namespace

void RegisterCompareOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kCompare, EvaluateCompare);
}

}  // namespace elementwise
}  // namespace xla
