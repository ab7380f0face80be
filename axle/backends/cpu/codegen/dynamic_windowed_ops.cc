// Convolution and select-and-scatter on dynamic operands (see
// dynamic_shapes.h). The interpreter (eval/numeric_ops_util.cc:
// CheckInstruction) re-runs shape inference on the operands' runtime sizes:
// where they disagree (convolution: lhs features = feature_group_count *
// kernel input features, group counts dividing the output features and the
// batch, kernel spatial sizes = window sizes; select-and-scatter: source =
// the windowed operand) it fails, else the result takes the inferred sizes.
// Here the same conditions fail the run (InvalidArgument naming the op) and
// the result's sizes are stored before the kernel, which reads only within
// the operands' runtime sizes (elemental_convolution.cc,
// lowering_select_and_scatter.cc).
#include <vector>

#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

// `size` rounded down to a multiple of `count` (a check size == that fails
// where `count` does not divide it).
llvm::Value* RoundDown(llvm::IRBuilder<>& b, llvm::Value* size, int64_t count) {
  return b.CreateMul(b.CreateSDiv(size, b.getInt64(count)), b.getInt64(count));
}

absl::Status EmitConvolutionSizes(ComputationEmitter& emitter, const HloInstruction& conv) {
  llvm::IRBuilder<>& b = emitter.b();
  const ConvolutionDimensionNumbers& dn = conv.attributes().convolution_dimension_numbers;
  const int64_t feature_groups = conv.attributes().feature_group_count;
  const int64_t batch_groups = conv.attributes().batch_group_count;
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> lhs, OperandSizes(emitter, conv, 0));
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> rhs, OperandSizes(emitter, conv, 1));
  const int64_t lhs_feature = dn.input_feature_dimension();
  const int64_t lhs_batch = dn.input_batch_dimension();
  const int64_t kernel_out = dn.kernel_output_feature_dimension();
  FailUnlessSizesAgree(emitter, conv, 0, lhs_feature, lhs[lhs_feature],
                  b.CreateMul(rhs[dn.kernel_input_feature_dimension()],
                              b.getInt64(feature_groups)));
  FailUnlessSizesAgree(emitter, conv, 1, kernel_out, rhs[kernel_out],
                  RoundDown(b, rhs[kernel_out], feature_groups));
  FailUnlessSizesAgree(emitter, conv, 1, kernel_out, rhs[kernel_out],
                  RoundDown(b, rhs[kernel_out], batch_groups));
  FailUnlessSizesAgree(emitter, conv, 0, lhs_batch, lhs[lhs_batch],
                  RoundDown(b, lhs[lhs_batch], batch_groups));
  const Window& window = conv.attributes().window;
  for (int64_t s = 0; s < dn.kernel_spatial_dimensions_size(); ++s) {
    FailUnlessSizesAgree(emitter, conv, 1, dn.kernel_spatial_dimensions(s),
                    rhs[dn.kernel_spatial_dimensions(s)], b.getInt64(window.dimensions(s).size()));
  }
  if (!conv.shape().is_dynamic()) return absl::OkStatus();
  std::vector<llvm::Value*> sizes(conv.shape().rank());
  sizes[dn.output_batch_dimension()] = b.CreateSDiv(lhs[lhs_batch], b.getInt64(batch_groups));
  sizes[dn.output_feature_dimension()] = rhs[kernel_out];
  for (int64_t s = 0; s < dn.output_spatial_dimensions_size(); ++s) {
    sizes[dn.output_spatial_dimensions(s)] =
        WindowedSize(b, window.dimensions(s), lhs[dn.input_spatial_dimensions(s)]);
  }
  ASSIGN_OR_RETURN(IrArray result, emitter.ArrayFor(&conv));
  StoreDynamicSizes(b, result.base(), conv.shape(), sizes);
  return absl::OkStatus();
}

absl::Status EmitSelectAndScatterSizes(ComputationEmitter& emitter,
                                       const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> operand, OperandSizes(emitter, instruction, 0));
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> source, OperandSizes(emitter, instruction, 1));
  for (size_t d = 0; d < source.size(); ++d) {
    FailUnlessSizesAgree(emitter, instruction, 1, d, source[d],
                    WindowedSize(b, instruction.window().dimensions(d), operand[d]));
  }
  if (!instruction.shape().is_dynamic()) return absl::OkStatus();
  ASSIGN_OR_RETURN(IrArray result, emitter.ArrayFor(&instruction));
  StoreDynamicSizes(b, result.base(), instruction.shape(), operand);
  return absl::OkStatus();
}

}  // namespace

absl::Status EmitWindowedOpSizes(ComputationEmitter& emitter, const HloInstruction& instruction) {
  bool dynamic = instruction.shape().is_dynamic();
  for (const HloInstruction* operand : instruction.operands()) {
    dynamic |= operand->shape().is_dynamic();
  }
  if (!dynamic) return absl::OkStatus();
  switch (instruction.opcode()) {
    case HloOpcode::kConvolution:
      return EmitConvolutionSizes(emitter, instruction);
    case HloOpcode::kSelectAndScatter:
      return EmitSelectAndScatterSizes(emitter, instruction);
    default:
      return absl::OkStatus();
  }
}

}  // namespace xla::cpu
