// Shape manipulation and data movement: broadcast, reshape, transpose,
// slices, concatenation, padding, tuples, gather and scatter.
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/builder/op_helpers.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/shape_inference.h"

namespace xla {

using builder_internal::BroadcastTo;
using builder_internal::BuilderOf;
using builder_internal::BuildOp;
using builder_internal::CalledProgramShape;
using builder_internal::Iota64;
using builder_internal::ShapePtrs;

namespace {

HloAttributes WithDimensions(absl::Span<const int64_t> dimensions) {
  HloAttributes attributes;
  attributes.dimensions.assign(dimensions.begin(), dimensions.end());
  return attributes;
}

absl::StatusOr<XlaOp> AddReshape(XlaBuilder* b, XlaOp operand, const Shape& operand_shape,
                                 absl::Span<const int64_t> new_sizes) {
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferReshapeShape(operand_shape, new_sizes));
  return b->AddInstruction(HloOpcode::kReshape, shape, {operand});
}

absl::StatusOr<XlaOp> AddTranspose(XlaBuilder* b, XlaOp operand, const Shape& operand_shape,
                                   absl::Span<const int64_t> permutation) {
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferTransposeShape(operand_shape, permutation));
  return b->AddInstruction(HloOpcode::kTranspose, shape, {operand}, WithDimensions(permutation));
}

}  // namespace

XlaOp Broadcast(XlaOp operand, absl::Span<const int64_t> broadcast_sizes) {
  return BuildOp("Broadcast", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferBroadcastShape(*shape, broadcast_sizes));
    // The HLO broadcast maps operand dimension i to result dimension
    // (number of new dimensions + i).
    std::vector<int64_t> dimensions;
    for (int64_t i = 0; i < shape->rank(); ++i) {
      dimensions.push_back(static_cast<int64_t>(broadcast_sizes.size()) + i);
    }
    return b->AddInstruction(HloOpcode::kBroadcast, result, {operand}, WithDimensions(dimensions));
  });
}

XlaOp BroadcastInDim(XlaOp operand, absl::Span<const int64_t> out_dim_size,
                     absl::Span<const int64_t> broadcast_dimensions) {
  return BuildOp("BroadcastInDim", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    Shape output = ShapeUtil::MakeShape(shape->element_type(), out_dim_size);
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(output));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferBroadcastShape(*shape, output, broadcast_dimensions));
    // Size-1 dimensions that grow ("degenerate" broadcasting) need a reshape
    // before the HLO broadcast; BroadcastTo adds it.
    ASSIGN_OR_RETURN(XlaOp broadcast,
                     BroadcastTo(b, operand, *shape, result.dimensions(), broadcast_dimensions));
    if (broadcast == operand) {  // same dimensions: still one broadcast instruction
      return b->AddInstruction(HloOpcode::kBroadcast, result, {operand},
                               WithDimensions(broadcast_dimensions));
    }
    return broadcast;
  });
}

XlaOp Reshape(XlaOp operand, absl::Span<const int64_t> dimensions,
              absl::Span<const int64_t> new_sizes) {
  return BuildOp("Reshape", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    XlaOp transposed = operand;
    Shape transposed_shape = *shape;
    if (dimensions != absl::Span<const int64_t>(Iota64(shape->rank()))) {
      ASSIGN_OR_RETURN(transposed_shape,
                       ShapeInference::InferTransposeShape(*shape, dimensions));
      ASSIGN_OR_RETURN(transposed, b->AddInstruction(HloOpcode::kTranspose, transposed_shape,
                                                     {operand}, WithDimensions(dimensions)));
    }
    return AddReshape(b, transposed, transposed_shape, new_sizes);
  });
}

XlaOp Reshape(XlaOp operand, absl::Span<const int64_t> new_sizes) {
  return BuildOp("Reshape", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    return AddReshape(b, operand, *shape, new_sizes);
  });
}

XlaOp Reshape(const Shape& shape, XlaOp operand) {
  return BuildOp("Reshape", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* operand_shape, b->GetShapePtr(operand));
    if (!shape.IsArray() || shape.element_type() != operand_shape->element_type()) {
      return InvalidArgument("target shape ", shape.ToString(),
                             " must be an array of the operand's element type (",
                             operand_shape->ToString(), ")");
    }
    return AddReshape(b, operand, *operand_shape, shape.dimensions());
  });
}

XlaOp Collapse(XlaOp operand, absl::Span<const int64_t> dimensions) {
  return BuildOp("Collapse", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    if (dimensions.size() <= 1) return operand;  // nothing to collapse
    for (size_t i = 0; i < dimensions.size(); ++i) {
      bool in_range = dimensions[i] >= 0 && dimensions[i] < shape->rank();
      bool consecutive = i == 0 || dimensions[i] == dimensions[i - 1] + 1;
      if (!in_range || !consecutive) {
        return InvalidArgument("dimensions {", absl::StrJoin(dimensions, ","),
                               "} must be in-order, consecutive dimensions of ",
                               shape->ToString());
      }
    }
    std::vector<int64_t> new_sizes;
    for (int64_t i = 0; i < shape->rank(); ++i) {
      if (i <= dimensions.front() || i > dimensions.back()) {
        new_sizes.push_back(shape->dimensions(i));
      } else {
        new_sizes.back() *= shape->dimensions(i);
      }
    }
    return AddReshape(b, operand, *shape, new_sizes);
  });
}

XlaOp Transpose(XlaOp operand, absl::Span<const int64_t> permutation) {
  return BuildOp("Transpose", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    return AddTranspose(b, operand, *shape, permutation);
  });
}

XlaOp Rev(XlaOp operand, absl::Span<const int64_t> dimensions) {
  return BuildOp("Rev", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferReverseShape(*shape, dimensions));
    return b->AddInstruction(HloOpcode::kReverse, result, {operand}, WithDimensions(dimensions));
  });
}

XlaOp Slice(XlaOp operand, absl::Span<const int64_t> start_indices,
            absl::Span<const int64_t> limit_indices, absl::Span<const int64_t> strides) {
  return BuildOp("Slice", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferSliceShape(*shape, start_indices,
                                                                   limit_indices, strides));
    HloAttributes attributes;
    attributes.slice_starts.assign(start_indices.begin(), start_indices.end());
    attributes.slice_limits.assign(limit_indices.begin(), limit_indices.end());
    attributes.slice_strides.assign(strides.begin(), strides.end());
    return b->AddInstruction(HloOpcode::kSlice, result, {operand}, attributes);
  });
}

XlaOp SliceInDim(XlaOp operand, int64_t start_index, int64_t limit_index, int64_t stride,
                 int64_t dimno) {
  return BuildOp("SliceInDim", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    if (!shape->IsArray() || dimno < 0 || dimno >= shape->rank()) {
      return InvalidArgument("dimension ", dimno, " is out of range for ", shape->ToString());
    }
    std::vector<int64_t> starts(shape->rank(), 0);
    std::vector<int64_t> limits(shape->dimensions().begin(), shape->dimensions().end());
    std::vector<int64_t> strides(shape->rank(), 1);
    starts[dimno] = start_index;
    limits[dimno] = limit_index;
    strides[dimno] = stride;
    return Slice(operand, starts, limits, strides);
  });
}

XlaOp DynamicSlice(XlaOp operand, absl::Span<const XlaOp> start_indices,
                   absl::Span<const int64_t> slice_sizes) {
  return BuildOp("DynamicSlice", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    ASSIGN_OR_RETURN(std::vector<Shape> index_shapes, b->GetOperandShapes(start_indices));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferDynamicSliceShape(*shape, index_shapes, slice_sizes));
    std::vector<XlaOp> operands = {operand};
    operands.insert(operands.end(), start_indices.begin(), start_indices.end());
    HloAttributes attributes;
    attributes.dynamic_slice_sizes.assign(slice_sizes.begin(), slice_sizes.end());
    return b->AddInstruction(HloOpcode::kDynamicSlice, result, operands, attributes);
  });
}

XlaOp DynamicUpdateSlice(XlaOp operand, XlaOp update, absl::Span<const XlaOp> start_indices) {
  return BuildOp("DynamicUpdateSlice", BuilderOf({operand, update}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes,
                                    b->GetOperandShapes({operand, update}));
                   ASSIGN_OR_RETURN(std::vector<Shape> index_shapes,
                                    b->GetOperandShapes(start_indices));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferDynamicUpdateSliceShape(
                                                      shapes[0], shapes[1], index_shapes));
                   std::vector<XlaOp> operands = {operand, update};
                   operands.insert(operands.end(), start_indices.begin(), start_indices.end());
                   return b->AddInstruction(HloOpcode::kDynamicUpdateSlice, result, operands);
                 });
}

XlaOp ConcatInDim(XlaBuilder* builder, absl::Span<const XlaOp> operands, int64_t dimension) {
  return BuildOp("ConcatInDim", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferConcatOpShape(ShapePtrs(shapes), dimension));
    return b->AddInstruction(HloOpcode::kConcatenate, result, operands,
                             WithDimensions({dimension}));
  });
}

XlaOp Pad(XlaOp operand, XlaOp padding_value, const PaddingConfig& padding_config) {
  return BuildOp("Pad", BuilderOf({operand, padding_value}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes,
                                    b->GetOperandShapes({operand, padding_value}));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferPadShape(
                                                      shapes[0], shapes[1], padding_config));
                   HloAttributes attributes;
                   attributes.padding_config = padding_config;
                   return b->AddInstruction(HloOpcode::kPad, result, {operand, padding_value},
                                            attributes);
                 });
}

XlaOp PadInDim(XlaOp operand, XlaOp padding_value, int64_t dimno, int64_t pad_lo,
               int64_t pad_hi) {
  return BuildOp("PadInDim", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    if (!shape->IsArray() || dimno < 0 || dimno >= shape->rank()) {
      return InvalidArgument("dimension ", dimno, " is out of range for ", shape->ToString());
    }
    PaddingConfig config;
    for (int64_t i = 0; i < shape->rank(); ++i) {
      PaddingConfigDimension* dimension = config.add_dimensions();
      if (i == dimno) {
        dimension->set_edge_padding_low(pad_lo);
        dimension->set_edge_padding_high(pad_hi);
      }
    }
    return Pad(operand, padding_value, config);
  });
}

XlaOp Tuple(XlaBuilder* builder, absl::Span<const XlaOp> elements) {
  return BuildOp("Tuple", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(elements));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferVariadicOpShape(HloOpcode::kTuple, ShapePtrs(shapes)));
    return b->AddInstruction(HloOpcode::kTuple, result, elements);
  });
}

XlaOp GetTupleElement(XlaOp tuple_data, int64_t index) {
  return BuildOp("GetTupleElement", tuple_data.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(tuple_data));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferGetTupleElementShape(*shape, index));
                   HloAttributes attributes;
                   attributes.tuple_index = index;
                   return b->AddInstruction(HloOpcode::kGetTupleElement, result, {tuple_data},
                                            attributes);
                 });
}

XlaOp Gather(XlaOp input, XlaOp start_indices, const GatherDimensionNumbers& dimension_numbers,
             absl::Span<const int64_t> slice_sizes, bool indices_are_sorted) {
  return BuildOp("Gather", BuilderOf({input, start_indices}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes,
                                    b->GetOperandShapes({input, start_indices}));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferGatherShape(
                                                      shapes[0], shapes[1], dimension_numbers,
                                                      slice_sizes));
                   HloAttributes attributes;
                   attributes.gather_dimension_numbers = dimension_numbers;
                   attributes.gather_slice_sizes.assign(slice_sizes.begin(), slice_sizes.end());
                   attributes.indices_are_sorted = indices_are_sorted;
                   return b->AddInstruction(HloOpcode::kGather, result, {input, start_indices},
                                            attributes);
                 });
}

XlaOp Scatter(absl::Span<const XlaOp> inputs, XlaOp scatter_indices,
              absl::Span<const XlaOp> updates, const XlaComputation& update_computation,
              const ScatterDimensionNumbers& dimension_numbers, bool indices_are_sorted,
              bool unique_indices) {
  std::vector<XlaOp> operands(inputs.begin(), inputs.end());
  operands.push_back(scatter_indices);
  operands.insert(operands.end(), updates.begin(), updates.end());
  return BuildOp("Scatter", BuilderOf(operands), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    if (inputs.empty() || inputs.size() != updates.size()) {
      return InvalidArgument("needs N >= 1 inputs and as many updates; got ", inputs.size(),
                             " inputs and ", updates.size(), " updates");
    }
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    ASSIGN_OR_RETURN(ProgramShape to_apply, CalledProgramShape(update_computation, "update"));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferScatterShape(ShapePtrs(shapes), to_apply,
                                                                     dimension_numbers));
    HloAttributes attributes;
    attributes.scatter_dimension_numbers = dimension_numbers;
    attributes.indices_are_sorted = indices_are_sorted;
    attributes.unique_indices = unique_indices;
    return b->AddInstruction(HloOpcode::kScatter, result, operands, attributes,
                             {&update_computation});
  });
}

XlaOp Scatter(XlaOp input, XlaOp scatter_indices, XlaOp updates,
              const XlaComputation& update_computation,
              const ScatterDimensionNumbers& dimension_numbers, bool indices_are_sorted,
              bool unique_indices) {
  return Scatter(absl::Span<const XlaOp>(&input, 1), scatter_indices,
                 absl::Span<const XlaOp>(&updates, 1), update_computation, dimension_numbers,
                 indices_are_sorted, unique_indices);
}

}  // namespace xla
