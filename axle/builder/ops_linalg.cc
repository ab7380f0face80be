// Dot, convolution, FFT, Cholesky, triangular solve and batch norm.
#include "axle/base/status_macros.h"
#include "axle/builder/op_helpers.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/shape_inference.h"

namespace xla {

using builder_internal::BuilderOf;
using builder_internal::BuildOp;
using builder_internal::MakeWindow;

XlaOp DotGeneral(XlaOp lhs, XlaOp rhs, const DotDimensionNumbers& dimension_numbers,
                 const PrecisionConfig* precision_config,
                 std::optional<PrimitiveType> preferred_element_type) {
  return BuildOp("DotGeneral", BuilderOf({lhs, rhs}), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({lhs, rhs}));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferDotOpShape(shapes[0], shapes[1], dimension_numbers,
                                                     preferred_element_type));
    HloAttributes attributes;
    attributes.dot_dimension_numbers = dimension_numbers;
    if (precision_config != nullptr) attributes.precision_config = *precision_config;
    return b->AddInstruction(HloOpcode::kDot, result, {lhs, rhs}, attributes);
  });
}

XlaOp RaggedDot(XlaOp lhs, XlaOp rhs, XlaOp group_sizes,
                const RaggedDotDimensionNumbers& dimension_numbers,
                const PrecisionConfig* precision_config,
                std::optional<PrimitiveType> preferred_element_type) {
  return BuildOp("RaggedDot", BuilderOf({lhs, rhs, group_sizes}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes,
                                    b->GetOperandShapes({lhs, rhs, group_sizes}));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferRaggedDotShape(
                                        shapes[0], shapes[1], shapes[2],
                                        dimension_numbers.dot_dimension_numbers(),
                                        dimension_numbers.lhs_ragged_dimensions(),
                                        dimension_numbers.rhs_group_dimensions(),
                                        preferred_element_type));
                   HloAttributes attributes;
                   attributes.dot_dimension_numbers = dimension_numbers.dot_dimension_numbers();
                   attributes.lhs_ragged_dimensions.assign(
                       dimension_numbers.lhs_ragged_dimensions().begin(),
                       dimension_numbers.lhs_ragged_dimensions().end());
                   attributes.rhs_group_dimensions.assign(
                       dimension_numbers.rhs_group_dimensions().begin(),
                       dimension_numbers.rhs_group_dimensions().end());
                   if (precision_config != nullptr) {
                     attributes.precision_config = *precision_config;
                   }
                   return b->AddInstruction(HloOpcode::kRaggedDot, result,
                                            {lhs, rhs, group_sizes}, attributes);
                 });
}

XlaOp Dot(XlaOp lhs, XlaOp rhs, const PrecisionConfig* precision_config,
          std::optional<PrimitiveType> preferred_element_type) {
  return BuildOp("Dot", BuilderOf({lhs, rhs}), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* lhs_shape, b->GetShapePtr(lhs));
    // Contracts lhs's last dimension (its only one for a vector) with rhs's
    // first.
    DotDimensionNumbers dimension_numbers;
    dimension_numbers.add_lhs_contracting_dimensions(lhs_shape->rank() == 1 ? 0 : 1);
    dimension_numbers.add_rhs_contracting_dimensions(0);
    return DotGeneral(lhs, rhs, dimension_numbers, precision_config, preferred_element_type);
  });
}

ConvolutionDimensionNumbers CreateDefaultConvDimensionNumbers(int num_spatial_dims) {
  ConvolutionDimensionNumbers dimension_numbers;
  dimension_numbers.set_input_batch_dimension(0);
  dimension_numbers.set_input_feature_dimension(1);
  dimension_numbers.set_kernel_output_feature_dimension(0);
  dimension_numbers.set_kernel_input_feature_dimension(1);
  dimension_numbers.set_output_batch_dimension(0);
  dimension_numbers.set_output_feature_dimension(1);
  for (int i = 0; i < num_spatial_dims; ++i) {
    dimension_numbers.add_input_spatial_dimensions(i + 2);
    dimension_numbers.add_kernel_spatial_dimensions(i + 2);
    dimension_numbers.add_output_spatial_dimensions(i + 2);
  }
  return dimension_numbers;
}

namespace {

// Sizes of the named dimensions of `shape`, checking each is in range.
absl::StatusOr<std::vector<int64_t>> DimensionSizes(const Shape& shape,
                                                    absl::Span<const int64_t> dimensions,
                                                    absl::string_view what) {
  std::vector<int64_t> sizes;
  for (int64_t dimension : dimensions) {
    if (!shape.IsArray() || dimension < 0 || dimension >= shape.rank()) {
      return InvalidArgument(what, " dimension ", dimension, " is out of range for ",
                             shape.ToString());
    }
    sizes.push_back(shape.dimensions(dimension));
  }
  return sizes;
}

// The Padding-enum forms: SAME/VALID become explicit pairs computed from the
// input's and kernel's spatial sizes.
XlaOp ConvWithPaddingEnum(absl::string_view op_name, XlaOp lhs, XlaOp rhs,
                          absl::Span<const int64_t> window_strides, Padding padding,
                          const ConvolutionDimensionNumbers& dimension_numbers,
                          int64_t feature_group_count, int64_t batch_group_count,
                          const PrecisionConfig* precision_config,
                          std::optional<PrimitiveType> preferred_element_type) {
  return BuildOp(op_name, BuilderOf({lhs, rhs}), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({lhs, rhs}));
    ASSIGN_OR_RETURN(std::vector<int64_t> input_sizes,
                     DimensionSizes(shapes[0], dimension_numbers.input_spatial_dimensions(),
                                    "input spatial"));
    ASSIGN_OR_RETURN(std::vector<int64_t> window_sizes,
                     DimensionSizes(shapes[1], dimension_numbers.kernel_spatial_dimensions(),
                                    "kernel spatial"));
    RETURN_IF_ERROR(ValidatePaddingValues(input_sizes, window_sizes, window_strides));
    return ConvGeneralDilated(lhs, rhs, window_strides,
                              MakePadding(input_sizes, window_sizes, window_strides, padding),
                              {}, {}, dimension_numbers, feature_group_count, batch_group_count,
                              precision_config, preferred_element_type);
  });
}

// The default dimension numbers need the rank; with a bad operand they are
// irrelevant (the op reports the operand first).
int SpatialRank(XlaOp lhs) {
  if (lhs.builder() == nullptr) return 0;
  absl::StatusOr<const Shape*> shape = lhs.builder()->GetShapePtr(lhs);
  if (!shape.ok() || !(*shape)->IsArray() || (*shape)->rank() < 2) return 0;
  return static_cast<int>((*shape)->rank() - 2);
}

}  // namespace

XlaOp ConvGeneralDilated(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides,
                         absl::Span<const std::pair<int64_t, int64_t>> padding,
                         absl::Span<const int64_t> lhs_dilation,
                         absl::Span<const int64_t> rhs_dilation,
                         const ConvolutionDimensionNumbers& dimension_numbers,
                         int64_t feature_group_count, int64_t batch_group_count,
                         const PrecisionConfig* precision_config,
                         std::optional<PrimitiveType> preferred_element_type) {
  return BuildOp("ConvGeneralDilated", BuilderOf({lhs, rhs}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({lhs, rhs}));
                   ASSIGN_OR_RETURN(
                       std::vector<int64_t> window_sizes,
                       DimensionSizes(shapes[1], dimension_numbers.kernel_spatial_dimensions(),
                                      "kernel spatial"));
                   ASSIGN_OR_RETURN(Window window, MakeWindow(window_sizes, window_strides,
                                                              padding, lhs_dilation,
                                                              rhs_dilation));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferConvolveShape(
                                        shapes[0], shapes[1], feature_group_count,
                                        batch_group_count, window, dimension_numbers,
                                        preferred_element_type));
                   HloAttributes attributes;
                   attributes.window = window;
                   attributes.convolution_dimension_numbers = dimension_numbers;
                   attributes.feature_group_count = feature_group_count;
                   attributes.batch_group_count = batch_group_count;
                   if (precision_config != nullptr) {
                     attributes.precision_config = *precision_config;
                   }
                   return b->AddInstruction(HloOpcode::kConvolution, result, {lhs, rhs},
                                            attributes);
                 });
}

XlaOp ConvGeneral(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides,
                  absl::Span<const std::pair<int64_t, int64_t>> padding,
                  const ConvolutionDimensionNumbers& dimension_numbers,
                  int64_t feature_group_count, int64_t batch_group_count,
                  const PrecisionConfig* precision_config,
                  std::optional<PrimitiveType> preferred_element_type) {
  return ConvGeneralDilated(lhs, rhs, window_strides, padding, {}, {}, dimension_numbers,
                            feature_group_count, batch_group_count, precision_config,
                            preferred_element_type);
}

XlaOp ConvWithGeneralPadding(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides,
                             absl::Span<const std::pair<int64_t, int64_t>> padding,
                             int64_t feature_group_count, int64_t batch_group_count,
                             const PrecisionConfig* precision_config,
                             std::optional<PrimitiveType> preferred_element_type) {
  return ConvGeneral(lhs, rhs, window_strides, padding,
                     CreateDefaultConvDimensionNumbers(SpatialRank(lhs)), feature_group_count,
                     batch_group_count, precision_config, preferred_element_type);
}

XlaOp ConvWithGeneralDimensions(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides,
                                Padding padding,
                                const ConvolutionDimensionNumbers& dimension_numbers,
                                int64_t feature_group_count, int64_t batch_group_count,
                                const PrecisionConfig* precision_config,
                                std::optional<PrimitiveType> preferred_element_type) {
  return ConvWithPaddingEnum("ConvWithGeneralDimensions", lhs, rhs, window_strides, padding,
                             dimension_numbers, feature_group_count, batch_group_count,
                             precision_config, preferred_element_type);
}

XlaOp Conv(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides, Padding padding,
           int64_t feature_group_count, int64_t batch_group_count,
           const PrecisionConfig* precision_config,
           std::optional<PrimitiveType> preferred_element_type) {
  return ConvWithPaddingEnum("Conv", lhs, rhs, window_strides, padding,
                             CreateDefaultConvDimensionNumbers(SpatialRank(lhs)),
                             feature_group_count, batch_group_count, precision_config,
                             preferred_element_type);
}

XlaOp Fft(XlaOp operand, FftType fft_type, absl::Span<const int64_t> fft_length) {
  return BuildOp("Fft", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    RETURN_IF_ERROR(builder_internal::CheckEnumInRange("FftType", fft_type, FFT, IRFFT));
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferFftShape(*shape, fft_type, fft_length));
    HloAttributes attributes;
    attributes.fft_type = fft_type;
    attributes.fft_length.assign(fft_length.begin(), fft_length.end());
    return b->AddInstruction(HloOpcode::kFft, result, {operand}, attributes);
  });
}

XlaOp Cholesky(XlaOp a, bool lower) {
  return BuildOp("Cholesky", a.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(a));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferCholeskyShape(*shape));
    HloAttributes attributes;
    attributes.cholesky_options.set_lower(lower);
    return b->AddInstruction(HloOpcode::kCholesky, result, {a}, attributes);
  });
}

XlaOp TriangularSolve(XlaOp a, XlaOp b_op, bool left_side, bool lower, bool unit_diagonal,
                      TriangularSolveOptions::Transpose transpose_a) {
  return BuildOp("TriangularSolve", BuilderOf({a, b_op}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   RETURN_IF_ERROR(builder_internal::CheckEnumInRange(
                       "TriangularSolveOptions::Transpose", transpose_a,
                       TriangularSolveOptions::NO_TRANSPOSE, TriangularSolveOptions::ADJOINT));
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({a, b_op}));
                   TriangularSolveOptions options;
                   options.set_left_side(left_side);
                   options.set_lower(lower);
                   options.set_unit_diagonal(unit_diagonal);
                   options.set_transpose_a(transpose_a);
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferTriangularSolveShape(
                                                      shapes[0], shapes[1], options));
                   HloAttributes attributes;
                   attributes.triangular_solve_options = options;
                   return b->AddInstruction(HloOpcode::kTriangularSolve, result, {a, b_op},
                                            attributes);
                 });
}

namespace {

HloAttributes BatchNormAttributes(float epsilon, int64_t feature_index) {
  HloAttributes attributes;
  attributes.epsilon = epsilon;
  attributes.feature_index = feature_index;
  return attributes;
}

}  // namespace

XlaOp BatchNormTraining(XlaOp operand, XlaOp scale, XlaOp offset, float epsilon,
                        int64_t feature_index) {
  return BuildOp("BatchNormTraining", BuilderOf({operand, scale, offset}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> s,
                                    b->GetOperandShapes({operand, scale, offset}));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferBatchNormTrainingShape(
                                                      s[0], s[1], s[2], feature_index));
                   return b->AddInstruction(HloOpcode::kBatchNormTraining, result,
                                            {operand, scale, offset},
                                            BatchNormAttributes(epsilon, feature_index));
                 });
}

XlaOp BatchNormInference(XlaOp operand, XlaOp scale, XlaOp offset, XlaOp mean, XlaOp variance,
                         float epsilon, int64_t feature_index) {
  return BuildOp("BatchNormInference", BuilderOf({operand, scale, offset, mean, variance}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> s,
                                    b->GetOperandShapes({operand, scale, offset, mean, variance}));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferBatchNormInferenceShape(
                                        s[0], s[1], s[2], s[3], s[4], feature_index));
                   return b->AddInstruction(HloOpcode::kBatchNormInference, result,
                                            {operand, scale, offset, mean, variance},
                                            BatchNormAttributes(epsilon, feature_index));
                 });
}

XlaOp BatchNormGrad(XlaOp operand, XlaOp scale, XlaOp batch_mean, XlaOp batch_var,
                    XlaOp grad_output, float epsilon, int64_t feature_index) {
  return BuildOp(
      "BatchNormGrad", BuilderOf({operand, scale, batch_mean, batch_var, grad_output}),
      [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(std::vector<Shape> s,
                         b->GetOperandShapes({operand, scale, batch_mean, batch_var, grad_output}));
        ASSIGN_OR_RETURN(Shape result, ShapeInference::InferBatchNormGradShape(
                                           s[0], s[1], s[2], s[3], s[4], feature_index));
        return b->AddInstruction(HloOpcode::kBatchNormGrad, result,
                                 {operand, scale, batch_mean, batch_var, grad_output},
                                 BatchNormAttributes(epsilon, feature_index));
      });
}

}  // namespace xla
