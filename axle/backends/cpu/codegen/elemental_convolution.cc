// convolution as an element generator, for any dimension numbers, padding
// (negative too), lhs (base) and rhs (window) dilation, window reversal,
// feature and batch group counts and element type, with the interpreter's
// loop (axle/eval/numeric_ops_conv.cc). For output (b, oz, o...):
//   feature group f = oz / (O / G_f), batch group g = oz / (O / G_b),
//   lhs batch = b + g * (input batch / G_b);
// the element sums, over window positions k in row-major order and then
// input features iz, lhs(lhs batch, f * K_in + iz, i...) * rhs(oz, iz, k'...)
// where i = p / base_dilation for p = o * stride - padding_low +
// k * window_dilation, skipping positions with p < 0, p % base_dilation != 0
// or i past the input (k' is k, or size - 1 - k when reversed). Sums use the
// accumulation types of elemental_accumulate.h (pred: a count of true
// products in s32, then != 0). Counts and the input's
// extent are the operands' runtime sizes where dynamic. Bit-identical with the
// interpreter; large f32 2-D convolutions go to oneDNN instead
// (lowering_convolution.cc).
#include <functional>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/elemental_accumulate.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {
namespace {

absl::StatusOr<llvm::Value*> EmitConvolution(ElementalEmitter& e, const HloInstruction& conv,
                                             const IrIndex& index) {
  const HloAttributes& attributes = conv.attributes();
  const ConvolutionDimensionNumbers& dn = attributes.convolution_dimension_numbers;
  const Window& window = attributes.window;
  const Shape& lhs_shape = conv.operand(0)->shape();
  const Shape& rhs_shape = conv.operand(1)->shape();
  const int64_t spatial = dn.input_spatial_dimensions_size();
  const int64_t kernel_out = rhs_shape.dimensions(dn.kernel_output_feature_dimension());
  const int64_t out_per_feature_group = kernel_out / attributes.feature_group_count;
  const int64_t out_per_batch_group = kernel_out / attributes.batch_group_count;
  if (kernel_out > 0 && (out_per_feature_group == 0 || out_per_batch_group == 0)) {
    return absl::InvalidArgumentError(
        absl::StrCat("convolution ", conv.name(), ": group counts exceed the output features"));
  }
  llvm::IRBuilder<>& b = e.b();
  // The counts at the operands' runtime sizes (their bounds where static;
  // dynamic_windowed_ops.cc checked they agree). Divisors stay >= 1: the
  // kernel also computes the never-read padding past the result's sizes.
  auto size = [&](int64_t operand, int64_t dim) {
    return e.DimensionSize(*conv.operand(operand), dim);
  };
  auto at_least_one = [&](llvm::Value* v) {
    return b.CreateSelect(b.CreateICmpSGT(v, b.getInt64(1)), v, b.getInt64(1));
  };
  ASSIGN_OR_RETURN(llvm::Value * runtime_kernel_in,
                   size(1, dn.kernel_input_feature_dimension()));
  ASSIGN_OR_RETURN(llvm::Value * runtime_kernel_out,
                   size(1, dn.kernel_output_feature_dimension()));
  ASSIGN_OR_RETURN(llvm::Value * runtime_batch, size(0, dn.input_batch_dimension()));
  llvm::Value* batch_group_size =
      b.CreateSDiv(runtime_batch, b.getInt64(attributes.batch_group_count));

  llvm::Value* oz = index.multidim[dn.output_feature_dimension()];
  llvm::Value* feature_group = b.CreateUDiv(
      oz, at_least_one(b.CreateSDiv(runtime_kernel_out,
                                    b.getInt64(attributes.feature_group_count))));
  llvm::Value* batch_group = b.CreateUDiv(
      oz, at_least_one(b.CreateSDiv(runtime_kernel_out,
                                    b.getInt64(attributes.batch_group_count))));
  std::vector<llvm::Value*> lhs_index(lhs_shape.rank(), nullptr);
  std::vector<llvm::Value*> rhs_index(rhs_shape.rank(), nullptr);
  lhs_index[dn.input_batch_dimension()] =
      b.CreateAdd(index.multidim[dn.output_batch_dimension()],
                  b.CreateMul(batch_group, batch_group_size));
  llvm::Value* feature_base = b.CreateMul(feature_group, runtime_kernel_in);
  rhs_index[dn.kernel_output_feature_dimension()] = oz;

  // A pred convolution is the OR of ANDs, counted in s32 as the interpreter
  // does (operands converted to s32, the count compared with zero).
  const PrimitiveType result_type = conv.shape().element_type();
  ASSIGN_OR_RETURN(ProductSum sum,
                   ProductSum::Start(e, conv, result_type == PRED ? S32 : result_type));
  // Input features, innermost.
  auto features = [&]() -> absl::Status {
    return EmitForLoop(b, "conv.iz", b.getInt64(0), runtime_kernel_in, 1,
                       [&](llvm::Value* iz) -> absl::Status {
                         lhs_index[dn.input_feature_dimension()] = b.CreateAdd(feature_base, iz);
                         rhs_index[dn.kernel_input_feature_dimension()] = iz;
                         ASSIGN_OR_RETURN(llvm::Value * lhs,
                                          e.EmitOperand(conv, 0, IrIndex::Multidim(lhs_index)));
                         ASSIGN_OR_RETURN(llvm::Value * rhs,
                                          e.EmitOperand(conv, 1, IrIndex::Multidim(rhs_index)));
                         return sum.Add(lhs, lhs_shape.element_type(), rhs,
                                        rhs_shape.element_type());
                       });
  };
  // One loop per spatial dimension of the window; positions that miss the
  // input skip the levels inside them.
  std::function<absl::Status(int64_t)> loop = [&](int64_t s) -> absl::Status {
    if (s == spatial) return features();
    const WindowDimension& wd = window.dimensions(s);
    const int64_t in_dim = dn.input_spatial_dimensions(s);
    llvm::Value* o = index.multidim[dn.output_spatial_dimensions(s)];
    ASSIGN_OR_RETURN(llvm::Value * input_size, size(0, in_dim));
    return EmitForLoop(
        b, "conv.window", b.getInt64(0), b.getInt64(wd.size()), 1,
        [&](llvm::Value* k) -> absl::Status {
          WindowTap tap = EmitWindowTap(wd, o, k, input_size, b);
          llvm::Value* inside = tap.inside;
          llvm::Value* i = tap.position;
          llvm::Function* function = b.GetInsertBlock()->getParent();
          llvm::BasicBlock* taken = llvm::BasicBlock::Create(e.context(), "conv.in", function);
          llvm::BasicBlock* next = llvm::BasicBlock::Create(e.context(), "conv.next", function);
          b.CreateCondBr(inside, taken, next);
          b.SetInsertPoint(taken);
          lhs_index[in_dim] = i;
          rhs_index[dn.kernel_spatial_dimensions(s)] =
              wd.window_reversal() ? b.CreateSub(b.getInt64(wd.size() - 1), k) : k;
          RETURN_IF_ERROR(loop(s + 1));
          b.CreateBr(next);
          b.SetInsertPoint(next);
          return absl::OkStatus();
        });
  };
  RETURN_IF_ERROR(loop(0));
  return sum.Finish();
}

}  // namespace

void RegisterElementalConvolutionOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kConvolution, EmitConvolution);
}

}  // namespace xla::cpu
