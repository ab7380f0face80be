#include "axle/passes/convolution_canonicalization.h"

#include <algorithm>

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

bool ShouldCanonicalize(const HloInstruction& instruction) {
  if (instruction.opcode() != HloOpcode::kConvolution) return false;
  const ConvolutionDimensionNumbers& dnums = instruction.attributes().convolution_dimension_numbers;
  if (dnums == CanonicalNumbers(dnums.input_spatial_dimensions_size())) return false;
  return !instruction.shape().is_dynamic() && !instruction.operand(0)->shape().is_dynamic() &&
         !instruction.operand(1)->shape().is_dynamic();
}

}  // namespace

absl::StatusOr<bool> ConvCanonicalization::Run(HloModule* module) {
  return RewriteEachInstruction(module, [](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (!ShouldCanonicalize(*instruction)) return false;
    RETURN_IF_ERROR(Canonicalize(instruction));
    return true;
  });
}

}  // namespace xla
