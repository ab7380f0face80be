#include "axle/passes/convolution_canonicalization.h"

#include <algorithm>

#include "axle/shape/shape_util.h"

#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/passes/instruction_rewriter.h"

namespace xla {
namespace {

ConvolutionDimensionNumbers CanonicalNumbers(int64_t spatial) {
  ConvolutionDimensionNumbers dnums;
  dnums.set_input_batch_dimension(0);
  dnums.set_input_feature_dimension(spatial + 1);
  dnums.set_kernel_input_feature_dimension(spatial);
  dnums.set_kernel_output_feature_dimension(spatial + 1);
  dnums.set_output_batch_dimension(0);
  dnums.set_output_feature_dimension(spatial + 1);
  for (int64_t i = 0; i < spatial; ++i) {
    dnums.add_input_spatial_dimensions(1 + i);
    dnums.add_kernel_spatial_dimensions(i);
    dnums.add_output_spatial_dimensions(1 + i);
  }
  return dnums;
}

bool IsIdentity(absl::Span<const int64_t> permutation) {
  for (size_t i = 0; i < permutation.size(); ++i) {
    if (permutation[i] != static_cast<int64_t>(i)) return false;
  }
  return true;
}

absl::StatusOr<HloInstruction*> TransposeIfNeeded(HloInstruction* operand,
                                                  absl::Span<const int64_t> permutation) {
  if (IsIdentity(permutation)) return operand;
  return MakeTransposeHlo(operand, permutation);
}

// [first, middle..., last].
std::vector<int64_t> Concat(std::vector<int64_t> first, absl::Span<const int64_t> middle,
                            std::vector<int64_t> last) {
  first.insert(first.end(), middle.begin(), middle.end());
  first.insert(first.end(), last.begin(), last.end());
  return first;
}

absl::Status Canonicalize(HloInstruction* conv) {
  const ConvolutionDimensionNumbers dnums = conv->attributes().convolution_dimension_numbers;
  const int64_t spatial = dnums.input_spatial_dimensions_size();
  const ConvolutionDimensionNumbers canonical = CanonicalNumbers(spatial);
  ASSIGN_OR_RETURN(
      HloInstruction * input,
      TransposeIfNeeded(conv->mutable_operand(0),
                        Concat({dnums.input_batch_dimension()}, dnums.input_spatial_dimensions(),
                               {dnums.input_feature_dimension()})));
  ASSIGN_OR_RETURN(
      HloInstruction * kernel,
      TransposeIfNeeded(conv->mutable_operand(1),
                        Concat({}, dnums.kernel_spatial_dimensions(),
                               {dnums.kernel_input_feature_dimension(),
                                dnums.kernel_output_feature_dimension()})));
  const HloAttributes& attrs = conv->attributes();
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferConvolveShape(
                                    input->shape(), kernel->shape(), attrs.feature_group_count,
                                    attrs.batch_group_count, attrs.window, canonical,
                                    conv->shape().element_type()));
  std::unique_ptr<HloInstruction> new_conv = conv->CloneWithNewOperands(shape, {input, kernel});
  new_conv->mutable_attributes()->convolution_dimension_numbers = canonical;
  HloComputation* computation = conv->parent();
  HloInstruction* added = computation->AddInstruction(std::move(new_conv));
  // Output dimension d of the original comes from canonical dimension
  // back[d].
  std::vector<int64_t> back(spatial + 2);
  back[dnums.output_batch_dimension()] = 0;
  back[dnums.output_feature_dimension()] = spatial + 1;
  for (int64_t i = 0; i < spatial; ++i) back[dnums.output_spatial_dimensions(i)] = 1 + i;
  ASSIGN_OR_RETURN(HloInstruction * result, TransposeIfNeeded(added, back));
  return computation->ReplaceInstruction(conv, result);
}

absl::StatusOr<HloInstruction*> ReshapeIfNeeded(HloInstruction* operand,
                                                absl::Span<const int64_t> dimensions) {
  if (operand->shape().dimensions() == dimensions) return operand;
  return MakeReshapeHlo(operand, dimensions);
}

// A 1x1 convolution (every window dimension of size 1, stride 1, no padding,
// dilation or reversal, no groups) of f32 or f64 throughout: a matrix
// product over the input features.
bool IsPointwise(const HloInstruction& conv) {
  const HloAttributes& attrs = conv.attributes();
  const PrimitiveType type = conv.shape().element_type();
  if ((type != F32 && type != F64) || conv.operand(0)->shape().element_type() != type ||
      conv.operand(1)->shape().element_type() != type || attrs.feature_group_count != 1 ||
      attrs.batch_group_count != 1 || ShapeUtil::IsZeroElementArray(conv.shape()) ||
      ShapeUtil::IsZeroElementArray(conv.operand(0)->shape()) ||
      ShapeUtil::IsZeroElementArray(conv.operand(1)->shape())) {
    return false;
  }
  for (const WindowDimension& wd : attrs.window.dimensions()) {
    if (wd.size() != 1 || wd.stride() != 1 || wd.padding_low() != 0 || wd.padding_high() != 0 ||
        wd.base_dilation() != 1 || wd.window_dilation() != 1 || wd.window_reversal()) {
      return false;
    }
  }
  return true;
}

absl::StatusOr<HloInstruction*> MakeDot(HloInstruction* conv, HloInstruction* lhs,
                                        HloInstruction* rhs, const DotDimensionNumbers& dnums) {
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferDotOpShape(lhs->shape(), rhs->shape(), dnums,
                                                                conv->shape().element_type()));
  std::unique_ptr<HloInstruction> dot = HloInstruction::Create(HloOpcode::kDot, shape, {lhs, rhs});
  dot->mutable_attributes()->dot_dimension_numbers = dnums;
  dot->mutable_attributes()->precision_config = conv->attributes().precision_config;
  return conv->parent()->AddInstruction(std::move(dot));
}

// A pointwise convolution becomes a canonical dot (rank 2, or rank 3 with a
// leading batch dimension) between reshapes, with no transpose of the data
// when the input is channels-last (NHWC: [batch * pixels, in] x kernel) or
// channels-first (NCHW: kernel x [in, pixels] per image, the kernel
// broadcast over the batch when there are several images). The kernel's
// 1x1 spatial dimensions are dropped by a reshape, and its [in, out] or
// [out, in] order becomes the dot's contracting dimension (the library's
// transpose flag). Exact: the interpreter sums a 1x1 window over the input
// features in order, as the dot does.
absl::Status RewritePointwiseAsDot(HloInstruction* conv) {
  const ConvolutionDimensionNumbers dn = conv->attributes().convolution_dimension_numbers;
  const int64_t spatial = dn.input_spatial_dimensions_size();
  const Shape& input_shape = conv->operand(0)->shape();
  const Shape& kernel_shape = conv->operand(1)->shape();
  const int64_t batch = input_shape.dimensions(dn.input_batch_dimension());
  const int64_t in = input_shape.dimensions(dn.input_feature_dimension());
  const int64_t out = kernel_shape.dimensions(dn.kernel_output_feature_dimension());
  std::vector<int64_t> pixel_dims;
  int64_t pixels = 1;
  for (int64_t d : dn.input_spatial_dimensions()) {
    pixel_dims.push_back(input_shape.dimensions(d));
    pixels *= input_shape.dimensions(d);
  }
  const bool kernel_in_first =
      dn.kernel_input_feature_dimension() < dn.kernel_output_feature_dimension();
  ASSIGN_OR_RETURN(HloInstruction * kernel,
                   ReshapeIfNeeded(conv->mutable_operand(1),
                                   kernel_in_first ? std::vector<int64_t>{in, out}
                                                   : std::vector<int64_t>{out, in}));
  const std::vector<int64_t> channels_last =
      Concat({dn.input_batch_dimension()}, dn.input_spatial_dimensions(),
             {dn.input_feature_dimension()});
  HloInstruction* product;
  // Where output dimension d comes from in `product` reshaped to
  // [batch, spatial..., out] (channels-last) or [batch, out, spatial...].
  std::vector<int64_t> back(spatial + 2);
  back[dn.output_batch_dimension()] = 0;
  if (IsIdentity(channels_last)) {
    ASSIGN_OR_RETURN(HloInstruction * x,
                     ReshapeIfNeeded(conv->mutable_operand(0), {batch * pixels, in}));
    DotDimensionNumbers dnums;
    dnums.add_lhs_contracting_dimensions(1);
    dnums.add_rhs_contracting_dimensions(kernel_in_first ? 0 : 1);
    ASSIGN_OR_RETURN(HloInstruction * dot, MakeDot(conv, x, kernel, dnums));
    ASSIGN_OR_RETURN(product, ReshapeIfNeeded(dot, Concat({batch}, pixel_dims, {out})));
    back[dn.output_feature_dimension()] = spatial + 1;
    for (int64_t i = 0; i < spatial; ++i) back[dn.output_spatial_dimensions(i)] = 1 + i;
  } else {
    ASSIGN_OR_RETURN(HloInstruction * x,
                     TransposeIfNeeded(conv->mutable_operand(0),
                                       Concat({dn.input_batch_dimension()},
                                              {dn.input_feature_dimension()},
                                              dn.input_spatial_dimensions())));
    DotDimensionNumbers dnums;
    HloInstruction* dot;
    if (batch == 1) {
      ASSIGN_OR_RETURN(x, ReshapeIfNeeded(x, {in, pixels}));
      dnums.add_lhs_contracting_dimensions(kernel_in_first ? 0 : 1);
      dnums.add_rhs_contracting_dimensions(0);
      ASSIGN_OR_RETURN(dot, MakeDot(conv, kernel, x, dnums));
    } else {
      ASSIGN_OR_RETURN(x, ReshapeIfNeeded(x, {batch, in, pixels}));
      ASSIGN_OR_RETURN(HloInstruction * kernels,
                       MakeBroadcastHlo(kernel, {1, 2},
                                        Concat({batch}, kernel->shape().dimensions(), {})));
      dnums.add_lhs_batch_dimensions(0);
      dnums.add_rhs_batch_dimensions(0);
      dnums.add_lhs_contracting_dimensions(kernel_in_first ? 1 : 2);
      dnums.add_rhs_contracting_dimensions(1);
      ASSIGN_OR_RETURN(dot, MakeDot(conv, kernels, x, dnums));
    }
    ASSIGN_OR_RETURN(product, ReshapeIfNeeded(dot, Concat({batch, out}, pixel_dims, {})));
    back[dn.output_feature_dimension()] = 1;
    for (int64_t i = 0; i < spatial; ++i) back[dn.output_spatial_dimensions(i)] = 2 + i;
  }
  ASSIGN_OR_RETURN(HloInstruction * result, TransposeIfNeeded(product, back));
  return conv->parent()->ReplaceInstruction(conv, result);
}

bool HasDynamicShape(const HloInstruction& conv) {
  return conv.shape().is_dynamic() || conv.operand(0)->shape().is_dynamic() ||
         conv.operand(1)->shape().is_dynamic();
}

bool ShouldCanonicalize(const HloInstruction& instruction) {
  if (instruction.opcode() != HloOpcode::kConvolution || HasDynamicShape(instruction)) {
    return false;
  }
  const ConvolutionDimensionNumbers& dnums = instruction.attributes().convolution_dimension_numbers;
  return IsPointwise(instruction) ||
         dnums != CanonicalNumbers(dnums.input_spatial_dimensions_size());
}

}  // namespace

absl::StatusOr<bool> ConvCanonicalization::Run(HloModule* module) {
  return RewriteEachInstruction(module, [](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (!ShouldCanonicalize(*instruction)) return false;
    RETURN_IF_ERROR(IsPointwise(*instruction) ? RewritePointwiseAsDot(instruction)
                                              : Canonicalize(instruction));
    return true;
  });
}

}  // namespace xla
