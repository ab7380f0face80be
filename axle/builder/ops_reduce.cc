// Ops that apply a computation: reduce, reduce-window, select-and-scatter,
// map, sort.
#include "axle/base/status_macros.h"
#include "axle/builder/op_helpers.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/shape_inference.h"

namespace xla {

using builder_internal::BuilderOf;
using builder_internal::BuildOp;
using builder_internal::CalledProgramShape;
using builder_internal::Iota64;
using builder_internal::MakeWindow;
using builder_internal::ShapePtrs;

namespace {

std::vector<XlaOp> Concat(absl::Span<const XlaOp> a, absl::Span<const XlaOp> b) {
  std::vector<XlaOp> result(a.begin(), a.end());
  result.insert(result.end(), b.begin(), b.end());
  return result;
}

absl::Status CheckSameCount(absl::Span<const XlaOp> operands,
                            absl::Span<const XlaOp> init_values) {
  if (operands.empty() || operands.size() != init_values.size()) {
    return InvalidArgument("needs N >= 1 operands and as many init values; got ",
                           operands.size(), " operands and ", init_values.size(),
                           " init values");
  }
  return absl::OkStatus();
}

}  // namespace

XlaOp Reduce(XlaBuilder* builder, absl::Span<const XlaOp> operands,
             absl::Span<const XlaOp> init_values, const XlaComputation& computation,
             absl::Span<const int64_t> dimensions_to_reduce) {
  std::vector<XlaOp> all = Concat(operands, init_values);
  return BuildOp("Reduce", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    RETURN_IF_ERROR(CheckSameCount(operands, init_values));
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(all));
    ASSIGN_OR_RETURN(ProgramShape to_apply, CalledProgramShape(computation, "reducer"));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferReduceShape(
                                       ShapePtrs(shapes), dimensions_to_reduce, to_apply));
    HloAttributes attributes;
    attributes.dimensions.assign(dimensions_to_reduce.begin(), dimensions_to_reduce.end());
    return b->AddInstruction(HloOpcode::kReduce, result, all, attributes, {&computation});
  });
}

XlaOp Reduce(XlaOp operand, XlaOp init_value, const XlaComputation& computation,
             absl::Span<const int64_t> dimensions_to_reduce) {
  return Reduce(BuilderOf({operand, init_value}), {operand}, {init_value}, computation,
                dimensions_to_reduce);
}

XlaOp ReduceAll(XlaOp operand, XlaOp init_value, const XlaComputation& computation) {
  return BuildOp("ReduceAll", BuilderOf({operand, init_value}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   return Reduce(operand, init_value, computation, Iota64(shape->rank()));
                 });
}

XlaOp ReduceWindowWithGeneralPadding(absl::Span<const XlaOp> operands,
                                     absl::Span<const XlaOp> init_values,
                                     const XlaComputation& computation,
                                     absl::Span<const int64_t> window_dimensions,
                                     absl::Span<const int64_t> window_strides,
                                     absl::Span<const int64_t> base_dilations,
                                     absl::Span<const int64_t> window_dilations,
                                     absl::Span<const std::pair<int64_t, int64_t>> padding) {
  std::vector<XlaOp> all = Concat(operands, init_values);
  return BuildOp("ReduceWindow", BuilderOf(all), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    RETURN_IF_ERROR(CheckSameCount(operands, init_values));
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(all));
    ASSIGN_OR_RETURN(ProgramShape to_apply, CalledProgramShape(computation, "reducer"));
    ASSIGN_OR_RETURN(Window window, MakeWindow(window_dimensions, window_strides, padding,
                                               base_dilations, window_dilations));
    std::vector<const Shape*> pointers = ShapePtrs(shapes);
    absl::Span<const Shape* const> all_shapes(pointers);
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferReduceWindowShape(
                                       all_shapes.subspan(0, operands.size()),
                                       all_shapes.subspan(operands.size()), window, to_apply));
    HloAttributes attributes;
    attributes.window = window;
    return b->AddInstruction(HloOpcode::kReduceWindow, result, all, attributes, {&computation});
  });
}

XlaOp ReduceWindowWithGeneralPadding(XlaOp operand, XlaOp init_value,
                                     const XlaComputation& computation,
                                     absl::Span<const int64_t> window_dimensions,
                                     absl::Span<const int64_t> window_strides,
                                     absl::Span<const int64_t> base_dilations,
                                     absl::Span<const int64_t> window_dilations,
                                     absl::Span<const std::pair<int64_t, int64_t>> padding) {
  return ReduceWindowWithGeneralPadding(absl::Span<const XlaOp>(&operand, 1),
                                        absl::Span<const XlaOp>(&init_value, 1), computation,
                                        window_dimensions, window_strides, base_dilations,
                                        window_dilations, padding);
}

XlaOp ReduceWindow(absl::Span<const XlaOp> operands, absl::Span<const XlaOp> init_values,
                   const XlaComputation& computation,
                   absl::Span<const int64_t> window_dimensions,
                   absl::Span<const int64_t> window_strides, Padding padding) {
  return BuildOp("ReduceWindow", BuilderOf(Concat(operands, init_values)),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   RETURN_IF_ERROR(CheckSameCount(operands, init_values));
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operands[0]));
                   if (!shape->IsArray()) {
                     return InvalidArgument("operand must be an array, got ", shape->ToString());
                   }
                   RETURN_IF_ERROR(ValidatePaddingValues(shape->dimensions(), window_dimensions,
                                                         window_strides));
                   return ReduceWindowWithGeneralPadding(
                       operands, init_values, computation, window_dimensions, window_strides,
                       {}, {},
                       MakePadding(shape->dimensions(), window_dimensions, window_strides,
                                   padding));
                 });
}

XlaOp ReduceWindow(XlaOp operand, XlaOp init_value, const XlaComputation& computation,
                   absl::Span<const int64_t> window_dimensions,
                   absl::Span<const int64_t> window_strides, Padding padding) {
  return ReduceWindow(absl::Span<const XlaOp>(&operand, 1),
                      absl::Span<const XlaOp>(&init_value, 1), computation, window_dimensions,
                      window_strides, padding);
}

XlaOp SelectAndScatterWithGeneralPadding(XlaOp operand, const XlaComputation& select,
                                         absl::Span<const int64_t> window_dimensions,
                                         absl::Span<const int64_t> window_strides,
                                         absl::Span<const std::pair<int64_t, int64_t>> padding,
                                         XlaOp source, XlaOp init_value,
                                         const XlaComputation& scatter) {
  return BuildOp("SelectAndScatter", BuilderOf({operand, source, init_value}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes,
                                    b->GetOperandShapes({operand, source, init_value}));
                   ASSIGN_OR_RETURN(ProgramShape select_shape, CalledProgramShape(select, "select"));
                   ASSIGN_OR_RETURN(ProgramShape scatter_shape,
                                    CalledProgramShape(scatter, "scatter"));
                   ASSIGN_OR_RETURN(Window window, MakeWindow(window_dimensions, window_strides,
                                                              padding, {}, {}));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferSelectAndScatterShape(
                                                      shapes[0], select_shape, window, shapes[1],
                                                      shapes[2], scatter_shape));
                   HloAttributes attributes;
                   attributes.window = window;
                   return b->AddInstruction(HloOpcode::kSelectAndScatter, result,
                                            {operand, source, init_value}, attributes,
                                            {&select, &scatter});
                 });
}

XlaOp SelectAndScatter(XlaOp operand, const XlaComputation& select,
                       absl::Span<const int64_t> window_dimensions,
                       absl::Span<const int64_t> window_strides, Padding padding, XlaOp source,
                       XlaOp init_value, const XlaComputation& scatter) {
  return BuildOp("SelectAndScatter", BuilderOf({operand, source, init_value}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   if (!shape->IsArray()) {
                     return InvalidArgument("operand must be an array, got ", shape->ToString());
                   }
                   RETURN_IF_ERROR(ValidatePaddingValues(shape->dimensions(), window_dimensions,
                                                         window_strides));
                   return SelectAndScatterWithGeneralPadding(
                       operand, select, window_dimensions, window_strides,
                       MakePadding(shape->dimensions(), window_dimensions, window_strides,
                                   padding),
                       source, init_value, scatter);
                 });
}

XlaOp Map(XlaBuilder* builder, absl::Span<const XlaOp> operands,
          const XlaComputation& computation, absl::Span<const int64_t> dimensions,
          absl::Span<const XlaOp> static_operands) {
  return BuildOp("Map", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    if (!static_operands.empty()) {
      return Unimplemented("static operands are not supported");
    }
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    ASSIGN_OR_RETURN(ProgramShape to_apply, CalledProgramShape(computation, "mapped"));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferMapShape(ShapePtrs(shapes), to_apply, dimensions));
    HloAttributes attributes;
    attributes.dimensions.assign(dimensions.begin(), dimensions.end());
    return b->AddInstruction(HloOpcode::kMap, result, operands, attributes, {&computation});
  });
}

XlaOp Sort(absl::Span<const XlaOp> operands, const XlaComputation& comparator,
           int64_t dimension, bool is_stable) {
  return BuildOp("Sort", BuilderOf(operands), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    if (operands.empty()) return InvalidArgument("needs at least one operand");
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    ASSIGN_OR_RETURN(ProgramShape to_apply, CalledProgramShape(comparator, "comparator"));
    int64_t sort_dimension = dimension == -1 ? shapes[0].rank() - 1 : dimension;
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferSortShape(ShapePtrs(shapes), sort_dimension, to_apply));
    HloAttributes attributes;
    attributes.dimensions = {sort_dimension};
    attributes.is_stable = is_stable;
    return b->AddInstruction(HloOpcode::kSort, result, operands, attributes, {&comparator});
  });
}

XlaOp TopK(XlaOp operand, int64_t k, bool largest) {
  return BuildOp("TopK", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({operand}));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferTopKShape(shapes[0], k));
    HloAttributes attributes;
    attributes.top_k = k;
    attributes.largest = largest;
    return b->AddInstruction(HloOpcode::kTopK, result, {operand}, attributes);
  });
}

}  // namespace xla
