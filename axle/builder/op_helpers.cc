#include "axle/builder/op_helpers.h"

#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"

namespace xla::builder_internal {

XlaBuilder* BuilderOf(absl::Span<const XlaOp> ops) {
  for (const XlaOp& op : ops) {
    if (op.builder() != nullptr) return op.builder();
  }
  return nullptr;
}

absl::StatusOr<XlaOp> BroadcastTo(XlaBuilder* builder, XlaOp operand, const Shape& operand_shape,
                                  absl::Span<const int64_t> output_dimensions,
                                  absl::Span<const int64_t> broadcast_dimensions) {
  if (!operand_shape.IsArray()) return operand;
  if (operand_shape.dimensions() == output_dimensions) return operand;
  if (static_cast<int64_t>(broadcast_dimensions.size()) != operand_shape.rank()) {
    return InvalidArgument("broadcasting ", operand_shape.ToString(), " needs ",
                           operand_shape.rank(), " broadcast dimensions, got ",
                           broadcast_dimensions.size());
  }
  // Dimensions of size 1 that grow are dropped by a reshape first: an HLO
  // broadcast keeps the size of every operand dimension it maps.
  std::vector<int64_t> kept_sizes;
  std::vector<int64_t> kept_dimensions;
  for (int64_t i = 0; i < operand_shape.rank(); ++i) {
    int64_t target = broadcast_dimensions[i];
    if (target < 0 || target >= static_cast<int64_t>(output_dimensions.size())) {
      return InvalidArgument("broadcast dimension ", target, " is out of range for rank ",
                             output_dimensions.size());
    }
    if (operand_shape.dimensions(i) == output_dimensions[target]) {
      kept_sizes.push_back(operand_shape.dimensions(i));
      kept_dimensions.push_back(target);
    }
  }
  XlaOp reshaped = operand;
  Shape reshaped_shape = operand_shape;
  if (static_cast<int64_t>(kept_sizes.size()) != operand_shape.rank()) {
    ASSIGN_OR_RETURN(reshaped_shape, ShapeInference::InferReshapeShape(operand_shape, kept_sizes));
    ASSIGN_OR_RETURN(reshaped, builder->AddInstruction(HloOpcode::kReshape, reshaped_shape,
                                                       {operand}));
  }
  Shape output = ShapeUtil::MakeShape(operand_shape.element_type(), output_dimensions);
  ASSIGN_OR_RETURN(Shape broadcast_shape,
                   ShapeInference::InferBroadcastShape(reshaped_shape, output, kept_dimensions));
  HloAttributes attributes;
  attributes.dimensions = kept_dimensions;
  return builder->AddInstruction(HloOpcode::kBroadcast, broadcast_shape, {reshaped}, attributes);
}

absl::StatusOr<Window> MakeWindow(absl::Span<const int64_t> window_dimensions,
                                  absl::Span<const int64_t> window_strides,
                                  absl::Span<const std::pair<int64_t, int64_t>> padding,
                                  absl::Span<const int64_t> lhs_dilation,
                                  absl::Span<const int64_t> rhs_dilation) {
  const size_t rank = window_dimensions.size();
  auto check = [&](size_t size, absl::string_view what) -> absl::Status {
    if (size != 0 && size != rank) {
      return InvalidArgument(what, " has ", size, " entries but the window has ", rank,
                             " dimensions");
    }
    return absl::OkStatus();
  };
  RETURN_IF_ERROR(check(window_strides.size(), "window_strides"));
  RETURN_IF_ERROR(check(padding.size(), "padding"));
  RETURN_IF_ERROR(check(lhs_dilation.size(), "base (lhs) dilation"));
  RETURN_IF_ERROR(check(rhs_dilation.size(), "window (rhs) dilation"));
  Window window;
  for (size_t i = 0; i < rank; ++i) {
    WindowDimension* dimension = window.add_dimensions();
    dimension->set_size(window_dimensions[i]);
    if (!window_strides.empty()) dimension->set_stride(window_strides[i]);
    if (!padding.empty()) {
      dimension->set_padding_low(padding[i].first);
      dimension->set_padding_high(padding[i].second);
    }
    if (!lhs_dilation.empty()) dimension->set_base_dilation(lhs_dilation[i]);
    if (!rhs_dilation.empty()) dimension->set_window_dilation(rhs_dilation[i]);
  }
  return window;
}

absl::StatusOr<ProgramShape> CalledProgramShape(const XlaComputation& computation,
                                                absl::string_view role) {
  if (computation.IsNull()) {
    return InvalidArgument(role, " computation is null (default-constructed)");
  }
  return computation.GetProgramShape();
}

std::vector<const Shape*> ShapePtrs(absl::Span<const Shape> shapes) {
  std::vector<const Shape*> pointers;
  pointers.reserve(shapes.size());
  for (const Shape& shape : shapes) pointers.push_back(&shape);
  return pointers;
}

std::vector<int64_t> Iota64(int64_t n) {
  std::vector<int64_t> values(n > 0 ? n : 0);
  for (int64_t i = 0; i < static_cast<int64_t>(values.size()); ++i) values[i] = i;
  return values;
}

}  // namespace xla::builder_internal
