// Control flow and calls: while, conditional, call, custom-call; plus the
// optimization barrier and dynamic-dimension ops.
#include "absl/strings/match.h"
#include "axle/base/status_macros.h"
#include "axle/builder/op_helpers.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/shape_inference.h"

namespace xla {

using builder_internal::BuilderOf;
using builder_internal::BuildOp;
using builder_internal::CalledProgramShape;
using builder_internal::ShapePtrs;

XlaOp While(const XlaComputation& condition, const XlaComputation& body, XlaOp init) {
  return BuildOp("While", init.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* init_shape, b->GetShapePtr(init));
    ASSIGN_OR_RETURN(ProgramShape condition_shape, CalledProgramShape(condition, "condition"));
    ASSIGN_OR_RETURN(ProgramShape body_shape, CalledProgramShape(body, "body"));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferWhileShape(condition_shape, body_shape, *init_shape));
    return b->AddInstruction(HloOpcode::kWhile, result, {init}, {}, {&condition, &body});
  });
}

XlaOp Conditional(XlaOp branch_index,
                  absl::Span<const XlaComputation* const> branch_computations,
                  absl::Span<const XlaOp> branch_operands) {
  std::vector<XlaOp> operands = {branch_index};
  operands.insert(operands.end(), branch_operands.begin(), branch_operands.end());
  return BuildOp("Conditional", BuilderOf(operands), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    if (branch_computations.empty() || branch_computations.size() != branch_operands.size()) {
      return InvalidArgument("needs N >= 1 branch computations and as many operands; got ",
                             branch_computations.size(), " computations and ",
                             branch_operands.size(), " operands");
    }
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    std::vector<ProgramShape> branch_shapes;
    for (const XlaComputation* computation : branch_computations) {
      if (computation == nullptr) return InvalidArgument("a branch computation is null");
      ASSIGN_OR_RETURN(ProgramShape shape, CalledProgramShape(*computation, "branch"));
      branch_shapes.push_back(std::move(shape));
    }
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferConditionalShape(
                                       shapes[0], branch_shapes,
                                       absl::Span<const Shape>(shapes).subspan(1)));
    return b->AddInstruction(HloOpcode::kConditional, result, operands, {}, branch_computations);
  });
}

XlaOp Conditional(XlaOp predicate, XlaOp true_operand, const XlaComputation& true_computation,
                  XlaOp false_operand, const XlaComputation& false_computation) {
  const XlaComputation* computations[] = {&true_computation, &false_computation};
  XlaOp operands[] = {true_operand, false_operand};
  return Conditional(predicate, computations, operands);
}

XlaOp Call(XlaBuilder* builder, const XlaComputation& computation,
           absl::Span<const XlaOp> operands) {
  return BuildOp("Call", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    ASSIGN_OR_RETURN(ProgramShape to_apply, CalledProgramShape(computation, "called"));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferCallShape(ShapePtrs(shapes), to_apply));
    return b->AddInstruction(HloOpcode::kCall, result, operands, {}, {&computation});
  });
}

namespace {

XlaOp AddCustomCall(absl::string_view op_name, XlaBuilder* builder,
                    const std::string& call_target_name, absl::Span<const XlaOp> operands,
                    const XlaComputation* computation, const Shape& shape,
                    const std::string& opaque, bool has_side_effect) {
  return BuildOp(op_name, builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    if (call_target_name.empty() || absl::StartsWith(call_target_name, "$")) {
      return InvalidArgument("invalid custom-call target name \"", call_target_name,
                             "\": it must be non-empty and not start with '$'");
    }
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
    RETURN_IF_ERROR(b->GetOperandShapes(operands).status());
    HloAttributes attributes;
    attributes.custom_call_target = call_target_name;
    attributes.backend_config = opaque;
    attributes.custom_call_has_side_effect = has_side_effect;
    std::vector<const XlaComputation*> called;
    if (computation != nullptr) called.push_back(computation);
    return b->AddInstruction(HloOpcode::kCustomCall, shape, operands, attributes, called);
  });
}

}  // namespace

XlaOp CustomCall(XlaBuilder* builder, const std::string& call_target_name,
                 absl::Span<const XlaOp> operands, const Shape& shape, const std::string& opaque,
                 bool has_side_effect) {
  return AddCustomCall("CustomCall", builder, call_target_name, operands, nullptr, shape, opaque,
                       has_side_effect);
}

XlaOp CustomCallWithComputation(XlaBuilder* builder, const std::string& call_target_name,
                                absl::Span<const XlaOp> operands,
                                const XlaComputation& computation, const Shape& shape,
                                const std::string& opaque, bool has_side_effect) {
  return AddCustomCall("CustomCallWithComputation", builder, call_target_name, operands,
                       &computation, shape, opaque, has_side_effect);
}

XlaOp OptimizationBarrier(XlaOp operand) {
  return BuildOp("OptimizationBarrier", operand.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferVariadicOpShape(
                                                      HloOpcode::kOptimizationBarrier, {shape}));
                   return b->AddInstruction(HloOpcode::kOptimizationBarrier, result, {operand});
                 });
}

XlaOp GetDimensionSize(XlaOp operand, int64_t dimension) {
  return BuildOp("GetDimensionSize", operand.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferGetDimensionSizeShape(*shape, dimension));
                   HloAttributes attributes;
                   attributes.dimensions = {dimension};
                   return b->AddInstruction(HloOpcode::kGetDimensionSize, result, {operand},
                                            attributes);
                 });
}

XlaOp SetDimensionSize(XlaOp operand, XlaOp val, int64_t dimension) {
  return BuildOp("SetDimensionSize", BuilderOf({operand, val}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({operand, val}));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferSetDimensionSizeShape(
                                                      shapes[0], shapes[1], dimension));
                   HloAttributes attributes;
                   attributes.dimensions = {dimension};
                   return b->AddInstruction(HloOpcode::kSetDimensionSize, result, {operand, val},
                                            attributes);
                 });
}

}  // namespace xla
