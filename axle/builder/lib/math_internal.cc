#include "axle/builder/lib/math_internal.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/op_helpers.h"

namespace xla::math_internal {

absl::StatusOr<Shape> SameRealFloatShape(XlaBuilder* builder, absl::Span<const XlaOp> operands) {
  Shape first;
  for (size_t i = 0; i < operands.size(); ++i) {
    ASSIGN_OR_RETURN(Shape shape, builder->GetShape(operands[i]));
    if (!shape.IsArray() || !primitive_util::IsFloatingPointType(shape.element_type())) {
      return InvalidArgument("operand must be real-valued floating-point, got ",
                             ShapeUtil::HumanString(shape));
    }
    if (i == 0) {
      first = shape;
    } else if (!ShapeUtil::Compatible(first, shape)) {
      return InvalidArgument("arguments must have equal shapes and types, got ",
                             ShapeUtil::HumanString(first), " and ",
                             ShapeUtil::HumanString(shape));
    }
  }
  return first;
}

XlaOp FloatFunction(absl::string_view name, absl::Span<const XlaOp> operands, const MathFn& fn) {
  return builder_internal::BuildOp(
      name, builder_internal::BuilderOf(operands), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, SameRealFloatShape(b, operands));
        const PrimitiveType type = shape.element_type();
        if (type == F32 || type == F64) return fn(operands);
        std::vector<XlaOp> wide;
        for (XlaOp op : operands) wide.push_back(ConvertElementType(op, F32));
        return ConvertElementType(fn(wide), type);
      });
}

XlaOp FloatFunction(absl::string_view name, XlaOp x, const std::function<XlaOp(XlaOp)>& fn) {
  return FloatFunction(name, absl::Span<const XlaOp>(&x, 1),
                       [&](absl::Span<const XlaOp> ops) { return fn(ops[0]); });
}

XlaOp Scalar(XlaOp like, double value) { return ScalarLike(like, value); }

absl::StatusOr<std::vector<XlaOp>> IterateWhileAnyActive(absl::string_view name,
                                                         XlaBuilder* builder,
                                                         int max_iterations,
                                                         absl::Span<const XlaOp> state,
                                                         const LoopBody& body) {
  // The loop's tuple: a round counter (s32[]), then the state.
  std::vector<Shape> shapes = {ShapeUtil::MakeScalarShape(S32)};
  for (XlaOp op : state) {
    ASSIGN_OR_RETURN(Shape shape, builder->GetShape(op));
    shapes.push_back(shape);
  }
  const Shape tuple_shape = ShapeUtil::MakeTupleShape(shapes);

  std::unique_ptr<XlaBuilder> condition =
      builder->CreateSubBuilder(absl::StrCat(name, "_condition"));
  XlaOp cond_state = Parameter(condition.get(), 0, tuple_shape, "state");
  And(Lt(GetTupleElement(cond_state, 0), ConstantR0<int32_t>(condition.get(), max_iterations)),
      Any(GetTupleElement(cond_state, 1)));
  ASSIGN_OR_RETURN(XlaComputation condition_computation, condition->Build());

  std::unique_ptr<XlaBuilder> step = builder->CreateSubBuilder(absl::StrCat(name, "_body"));
  XlaOp step_state = Parameter(step.get(), 0, tuple_shape, "state");
  std::vector<XlaOp> current;
  for (size_t i = 1; i < shapes.size(); ++i) current.push_back(GetTupleElement(step_state, i));
  std::vector<XlaOp> next = body(current);
  if (next.size() != current.size()) {
    return absl::InternalError(absl::StrCat(name, ": loop body returned ", next.size(),
                                            " values for ", current.size()));
  }
  next.insert(next.begin(),
              Add(GetTupleElement(step_state, 0), ConstantR0<int32_t>(step.get(), 1)));
  Tuple(step.get(), next);
  ASSIGN_OR_RETURN(XlaComputation body_computation, step->Build());

  std::vector<XlaOp> init = {ConstantR0<int32_t>(builder, 0)};
  init.insert(init.end(), state.begin(), state.end());
  XlaOp result = While(condition_computation, body_computation, Tuple(builder, init));
  std::vector<XlaOp> final_state;
  for (size_t i = 1; i < shapes.size(); ++i) final_state.push_back(GetTupleElement(result, i));
  return final_state;
}

}  // namespace xla::math_internal
