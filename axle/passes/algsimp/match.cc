#include "axle/passes/algsimp/match.h"

#include <cstring>
#include <limits>

#include "axle/literal/literal_util.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"

namespace xla::algsimp {
namespace {

// A scalar of `type` holding `value` (a native value of that type).
template <typename T>
Literal Scalar(T value) {
  return LiteralUtil::CreateR0<T>(value);
}

// Zero of `type` with the sign bit set (floats) or clear (everything else);
// complex zeros get the sign in both parts.
Literal SignedZero(PrimitiveType type, bool negative) {
  return PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsComplex<T>) {
      using R = typename T::value_type;
      const R zero = negative ? -R(0) : R(0);
      return Scalar(T(zero, zero));
    } else if constexpr (kIsFloating<T>) {
      return Scalar(static_cast<T>(negative ? -0.0f : 0.0f));
    } else {
      return Scalar(T(0));
    }
  });
}

Literal AllBitsSet(PrimitiveType type) {
  if (type == PRED) return LiteralUtil::CreateR0<bool>(true);
  return LiteralUtil::CreateR0<int64_t>(-1).Convert(type).value();
}

bool IsReal(PrimitiveType type) { return primitive_util::IsFloatingPointType(type); }

}  // namespace

bool SameShape(const HloInstruction* a, const HloInstruction* b) {
  return ShapeUtil::EqualIgnoringLayout(a->shape(), b->shape());
}

bool IsIntegralOrPred(PrimitiveType type) {
  return type == PRED || primitive_util::IsIntegralType(type);
}

std::optional<Literal> UniformValue(const HloInstruction* instruction) {
  while (instruction->opcode() == HloOpcode::kBroadcast ||
         instruction->opcode() == HloOpcode::kReshape) {
    instruction = instruction->operand(0);
  }
  if (instruction->opcode() != HloOpcode::kConstant || !instruction->shape().IsArray() ||
      !instruction->HasLiteral()) {
    return std::nullopt;
  }
  const Literal& literal = instruction->literal();
  const int64_t count = literal.element_count();
  if (count == 0) return std::nullopt;
  const int64_t width = primitive_util::ByteWidth(literal.shape().element_type());
  const auto* bytes = static_cast<const uint8_t*>(literal.untyped_data());
  for (int64_t i = 1; i < count; ++i) {
    if (std::memcmp(bytes, bytes + i * width, width) != 0) return std::nullopt;
  }
  Literal scalar(Shape(literal.shape().element_type(), {}));
  std::memcpy(scalar.untyped_data(), bytes, width);
  return scalar;
}

bool SameBits(const Literal& a, const Literal& b) {
  return a.shape() == b.shape() && a.size_bytes() == b.size_bytes() &&
         std::memcmp(a.untyped_data(), b.untyped_data(), a.size_bytes()) == 0;
}

bool HoldsValue(const HloInstruction* instruction, const std::optional<Literal>& value) {
  if (!value) return false;
  std::optional<Literal> held = UniformValue(instruction);
  return held && SameBits(*held, *value);
}

std::optional<Literal> RightIdentity(HloOpcode opcode, PrimitiveType type) {
  const bool integral = primitive_util::IsIntegralType(type);
  const bool complex = primitive_util::IsComplexType(type);
  switch (opcode) {
    case HloOpcode::kAdd:
      return SignedZero(type, /*negative=*/true);
    case HloOpcode::kSubtract:
      if (type == PRED) return std::nullopt;
      return SignedZero(type, /*negative=*/false);
    case HloOpcode::kMultiply:
      if (complex) return std::nullopt;
      return LiteralUtil::One(type);
    case HloOpcode::kDivide:
      if (!integral && !IsReal(type)) return std::nullopt;
      return LiteralUtil::One(type);
    case HloOpcode::kPower:  // floats: pow(-nan, 1) is +nan
      if (!integral) return std::nullopt;
      return LiteralUtil::One(type);
    case HloOpcode::kMaximum:
      if (complex) return std::nullopt;
      return LiteralUtil::MinValue(type);
    case HloOpcode::kMinimum:
      if (complex) return std::nullopt;
      return LiteralUtil::MaxValue(type);
    case HloOpcode::kAnd:
      if (!IsIntegralOrPred(type)) return std::nullopt;
      return AllBitsSet(type);
    case HloOpcode::kOr:
    case HloOpcode::kXor:
      if (!IsIntegralOrPred(type)) return std::nullopt;
      return LiteralUtil::Zero(type);
    case HloOpcode::kShiftLeft:
    case HloOpcode::kShiftRightArithmetic:
    case HloOpcode::kShiftRightLogical:
      if (!integral) return std::nullopt;
      return LiteralUtil::Zero(type);
    default:
      return std::nullopt;
  }
}

std::optional<Literal> LeftIdentity(HloOpcode opcode, PrimitiveType type) {
  switch (opcode) {
    case HloOpcode::kAdd:
    case HloOpcode::kMultiply:
    case HloOpcode::kMaximum:
    case HloOpcode::kMinimum:
    case HloOpcode::kAnd:
    case HloOpcode::kOr:
    case HloOpcode::kXor:
      return RightIdentity(opcode, type);
    default:
      return std::nullopt;
  }
}

std::optional<Literal> Absorber(HloOpcode opcode, PrimitiveType type) {
  if (!IsIntegralOrPred(type)) return std::nullopt;
  switch (opcode) {
    case HloOpcode::kMultiply:
    case HloOpcode::kAnd:
      return LiteralUtil::Zero(type);
    case HloOpcode::kOr:
      return AllBitsSet(type);
    case HloOpcode::kMaximum:
      return LiteralUtil::MaxValue(type);
    case HloOpcode::kMinimum:
      return LiteralUtil::MinValue(type);
    default:
      return std::nullopt;
  }
}

bool IsIdentityPermutation(absl::Span<const int64_t> permutation) {
  for (size_t i = 0; i < permutation.size(); ++i) {
    if (permutation[i] != static_cast<int64_t>(i)) return false;
  }
  return true;
}

std::optional<int64_t> ConstantIndex(const HloInstruction* instruction) {
  if (instruction->opcode() != HloOpcode::kConstant || !instruction->HasLiteral() ||
      !ShapeUtil::IsScalar(instruction->shape()) ||
      !primitive_util::IsIntegralType(instruction->shape().element_type())) {
    return std::nullopt;
  }
  std::optional<int64_t> value = instruction->literal().GetIntegralAsS64({});
  if (!value) return std::numeric_limits<int64_t>::max();  // u64 above INT64_MAX
  return value;
}

}  // namespace xla::algsimp
