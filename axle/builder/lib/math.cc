#include "axle/builder/lib/math.h"

#include <limits>

#include "axle/base/status_macros.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/lib/math_internal.h"
#include "axle/builder/op_helpers.h"

namespace xla {
namespace {

// Whether `type` has infinities: every IEEE type, the narrow floats whose
// format says so.
bool HasInfinity(PrimitiveType type) {
  const FloatFormat* format = primitive_util::NarrowFloatFormat(type);
  return format == nullptr || format->has_inf();
}

// Runs `predicate(operand, type)` once `operand` is known to be a real
// floating-point array; the error names `op_name` otherwise.
XlaOp FloatPredicate(absl::string_view op_name, XlaOp operand,
                     const std::function<absl::StatusOr<XlaOp>(XlaOp, PrimitiveType)>& predicate) {
  return builder_internal::BuildOp(
      op_name, operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, math_internal::SameRealFloatShape(b, {operand}));
        return predicate(operand, shape.element_type());
      });
}

// The unsigned integer type as wide as the floating type `type`, and the
// bit pattern of -0 in it (0 where the format has no negative zero).
struct FloatBits {
  PrimitiveType unsigned_type;
  uint64_t sign_mask;
  bool has_negative_zero;
  bool has_nan;
};

absl::StatusOr<FloatBits> BitsOf(PrimitiveType type) {
  const FloatFormat* format = primitive_util::NarrowFloatFormat(type);
  if (format != nullptr && !format->has_sign) {
    return InvalidArgument(PrimitiveType_Name(type), " has no sign bit");
  }
  const int bits = primitive_util::BitWidth(type);
  PrimitiveType unsigned_type;
  switch (bits) {
    case 4: unsigned_type = U4; break;
    case 8: unsigned_type = U8; break;
    case 16: unsigned_type = U16; break;
    case 32: unsigned_type = U32; break;
    case 64: unsigned_type = U64; break;
    default:
      return InvalidArgument("no unsigned type of ", bits, " bits for ", PrimitiveType_Name(type));
  }
  return FloatBits{unsigned_type, uint64_t{1} << (bits - 1),
                   format == nullptr || format->has_negative_zero(),
                   format == nullptr || format->nan != NanEncoding::kNone};
}

XlaOp AllFalse(XlaOp operand) {
  return builder_internal::BuildOp(
      "AllFalse", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, b->GetShape(operand));
        return Broadcast(ConstantR0<bool>(b, false), shape.dimensions());
      });
}

}  // namespace

XlaOp IsNan(XlaOp operand) {
  return FloatPredicate("IsNan", operand, [](XlaOp x, PrimitiveType) { return Ne(x, x); });
}

XlaOp IsPosInf(XlaOp operand) {
  return FloatPredicate("IsPosInf", operand, [](XlaOp x, PrimitiveType type) {
    return HasInfinity(type) ? Eq(x, MaxValue(x.builder(), type)) : AllFalse(x);
  });
}

XlaOp IsNegInf(XlaOp operand) {
  return FloatPredicate("IsNegInf", operand, [](XlaOp x, PrimitiveType type) {
    return HasInfinity(type) ? Eq(x, MinValue(x.builder(), type)) : AllFalse(x);
  });
}

XlaOp IsInf(XlaOp operand) {
  return FloatPredicate("IsInf", operand, [](XlaOp x, PrimitiveType type) {
    return HasInfinity(type) ? Eq(Abs(x), MaxValue(x.builder(), type)) : AllFalse(x);
  });
}

XlaOp IsNegZero(XlaOp operand) {
  // -0 is the pattern with only the sign bit set.
  auto is_negative_zero = [](XlaOp x, PrimitiveType type) -> absl::StatusOr<XlaOp> {
    const FloatFormat* format = primitive_util::NarrowFloatFormat(type);
    if (format != nullptr && !format->has_negative_zero()) return AllFalse(x);
    ASSIGN_OR_RETURN(FloatBits bits, BitsOf(type));
    XlaOp pattern = BitcastConvertType(x, bits.unsigned_type);
    return Eq(pattern, ScalarLike(pattern, bits.sign_mask));
  };
  return FloatPredicate("IsNegZero", operand, is_negative_zero);
}

XlaOp NextAfter(XlaOp from, XlaOp to) {
  return builder_internal::BuildOp(
      "NextAfter", builder_internal::BuilderOf({from, to}),
      [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, math_internal::SameRealFloatShape(b, {from, to}));
        ASSIGN_OR_RETURN(FloatBits bits, BitsOf(shape.element_type()));
        // In sign-magnitude encoding, adding one to the pattern moves away
        // from zero; the magnitude grows where `to` lies beyond `from` on
        // from's side of zero.
        XlaOp from_bits = BitcastConvertType(from, bits.unsigned_type);
        XlaOp to_bits = BitcastConvertType(to, bits.unsigned_type);
        XlaOp one = ScalarLike(from_bits, 1);
        XlaOp zero = ScalarLike(from, 0);
        XlaOp away_from_zero = Eq(Gt(to, from), Gt(from, zero));
        XlaOp stepped = Select(away_from_zero, from_bits + one, from_bits - one);
        // From +-0: the smallest subnormal, signed like `to`.
        XlaOp smallest = Or(And(to_bits, ScalarLike(to_bits, bits.sign_mask)), one);
        XlaOp result = Select(Eq(from, zero), smallest, stepped);
        if (!bits.has_negative_zero) {
          // Stepping down from -smallest lands on the pattern of -0, which
          // is NaN in these formats: the answer is +0.
          result = Select(Eq(result, ScalarLike(result, bits.sign_mask)), ZerosLike(result),
                          result);
        }
        XlaOp value = Select(Eq(from, to), to, BitcastConvertType(result, shape.element_type()));
        if (!bits.has_nan) return value;
        return Select(Or(Ne(from, from), Ne(to, to)),
                      FullLike(value, std::numeric_limits<double>::quiet_NaN()), value);
      });
}

XlaOp MaybeConjugate(XlaOp x, bool conjugate) {
  return builder_internal::BuildOp(
      "MaybeConjugate", x.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, b->GetShape(x));
        const bool is_complex =
            shape.IsArray() && primitive_util::IsComplexType(shape.element_type());
        return conjugate && is_complex ? Conj(x) : x;
      });
}

}  // namespace xla
