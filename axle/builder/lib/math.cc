#include "axle/builder/lib/math.h"

#include "axle/base/status_macros.h"
#include "axle/builder/lib/constants.h"
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
                     const std::function<XlaOp(XlaOp, PrimitiveType)>& predicate) {
  return builder_internal::BuildOp(
      op_name, operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, b->GetShape(operand));
        if (!shape.IsArray() || !primitive_util::IsFloatingPointType(shape.element_type())) {
          return InvalidArgument("operand must be real-valued floating-point, got ",
                                 ShapeUtil::HumanString(shape));
        }
        return predicate(operand, shape.element_type());
      });
}

XlaOp AllFalse(XlaOp operand) {
  return builder_internal::BuildOp(
      "IsInf", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
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

}  // namespace xla
