// convolution: large f32 2-D convolutions in the layout
// convolution-canonicalization leaves them in (input and output
// [batch, height, width, features], kernel [height, width, in, out], all
// row-major), without groups, lhs dilation, window reversal or negative
// padding, are one call of the runtime's __axle_conv2d_f32 (oneDNN); every
// other convolution is a loop kernel of the element generator
// (elemental_convolution.cc), bit-identical with the interpreter. A kernel
// that is a constant of the module is pre-packed: oneDNN's format is made
// in the first run and kept in a runtime cache slot of the module.
//
// Work groups come from the shape: about kMultiplyAddsPerGroup multiply-adds
// each, over blocks of images when the batch is large enough, else over
// blocks of output rows of each image.
//
// Exactness: oneDNN sums in its own order, so the library path differs
// from the interpreter by rounding: |error| <= about K * 2^-24 *
// sum|x_i w_i| with K = kernel height * width * input features.
#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"

namespace xla::cpu {
namespace {

// The threshold between emitted loops and the library, in multiply-adds.
constexpr double kLibraryMinMultiplyAdds = 32.0 * 32.0 * 32.0;
// Groups: a power of two (even work for two or four threads), about one per
// kMultiplyAddsPerGroup, rounded up. Each group is one primitive execution
// over a block of rows, and blocks of a few rows run slower.
constexpr double kMultiplyAddsPerGroup = 8.0 * 1024 * 1024;
constexpr int64_t kMaxGroups = 64;

bool IsRowMajor(const Shape& shape) {
  return !shape.is_dynamic() &&
         LayoutUtil::IsMonotonicWithDim0Major(LayoutUtil::LayoutOrDefault(shape));
}

bool IsCanonical2d(const ConvolutionDimensionNumbers& dn) {
  return dn.input_batch_dimension() == 0 && dn.input_feature_dimension() == 3 &&
         dn.input_spatial_dimensions() == std::vector<int64_t>{1, 2} &&
         dn.kernel_spatial_dimensions() == std::vector<int64_t>{0, 1} &&
         dn.kernel_input_feature_dimension() == 2 && dn.kernel_output_feature_dimension() == 3 &&
         dn.output_batch_dimension() == 0 && dn.output_feature_dimension() == 3 &&
         dn.output_spatial_dimensions() == std::vector<int64_t>{1, 2};
}

// The runtime's geometry (AxleConv2dField order), when the library takes
// this convolution.
std::optional<std::vector<int64_t>> MatchLibraryConvolution(const HloInstruction& conv) {
  const HloAttributes& attributes = conv.attributes();
  const Shape& input = conv.operand(0)->shape();
  const Shape& kernel = conv.operand(1)->shape();
  const Shape& output = conv.shape();
  if (output.element_type() != F32 || input.element_type() != F32 ||
      kernel.element_type() != F32 || !IsCanonical2d(attributes.convolution_dimension_numbers) ||
      !IsRowMajor(input) || !IsRowMajor(kernel) || !IsRowMajor(output) ||
      attributes.feature_group_count != 1 || attributes.batch_group_count != 1) {
    return std::nullopt;
  }
  for (const WindowDimension& wd : attributes.window.dimensions()) {
    if (wd.base_dilation() != 1 || wd.window_reversal() || wd.padding_low() < 0 ||
        wd.padding_high() < 0 || wd.stride() < 1 || wd.window_dilation() < 1) {
      return std::nullopt;
    }
  }
  const double multiply_adds = static_cast<double>(ShapeUtil::ElementsIn(output)) *
                               kernel.dimensions(0) * kernel.dimensions(1) * kernel.dimensions(2);
  if (multiply_adds < kLibraryMinMultiplyAdds) return std::nullopt;
  const WindowDimension& h = attributes.window.dimensions(0);
  const WindowDimension& w = attributes.window.dimensions(1);
  std::vector<int64_t> g(kAxleConv2dFieldCount);
  g[kAxleConvBatch] = input.dimensions(0);
  g[kAxleConvInputHeight] = input.dimensions(1);
  g[kAxleConvInputWidth] = input.dimensions(2);
  g[kAxleConvInputFeatures] = input.dimensions(3);
  g[kAxleConvKernelHeight] = kernel.dimensions(0);
  g[kAxleConvKernelWidth] = kernel.dimensions(1);
  g[kAxleConvOutputFeatures] = kernel.dimensions(3);
  g[kAxleConvOutputHeight] = output.dimensions(1);
  g[kAxleConvOutputWidth] = output.dimensions(2);
  g[kAxleConvStrideHeight] = h.stride();
  g[kAxleConvStrideWidth] = w.stride();
  g[kAxleConvPaddingTop] = h.padding_low();
  g[kAxleConvPaddingBottom] = h.padding_high();
  g[kAxleConvPaddingLeft] = w.padding_low();
  g[kAxleConvPaddingRight] = w.padding_high();
  g[kAxleConvDilationHeight] = h.window_dilation();
  g[kAxleConvDilationWidth] = w.window_dilation();
  // Blocks of whole images when there are enough; else each image's output
  // rows in blocks.
  const double wanted = std::min(multiply_adds / kMultiplyAddsPerGroup, 1e9);
  int64_t groups = 1;
  while (groups < wanted && groups < kMaxGroups) groups *= 2;
  const int64_t batch = g[kAxleConvBatch];
  if (batch >= groups) {
    g[kAxleConvBatchGroups] = groups;
    g[kAxleConvRowGroups] = 1;
  } else {
    g[kAxleConvBatchGroups] = batch;
    g[kAxleConvRowGroups] = std::min(g[kAxleConvOutputHeight], (groups + batch - 1) / batch);
  }
  return g;
}

absl::Status LowerConvolution(ComputationEmitter& emitter, const HloInstruction& conv) {
  std::optional<std::vector<int64_t>> geometry = MatchLibraryConvolution(conv);
  if (!geometry.has_value()) {
    const Shape& kernel = conv.operand(1)->shape();
    const ConvolutionDimensionNumbers& dn = conv.attributes().convolution_dimension_numbers;
    std::vector<int64_t> factors = {kernel.dimensions(dn.kernel_input_feature_dimension())};
    for (const WindowDimension& wd : conv.attributes().window.dimensions()) {
      factors.push_back(wd.size());
    }
    // A cost hint; an empty kernel's window may not fit in int64.
    const int64_t work = CheckedProduct(factors).value_or(std::numeric_limits<int64_t>::max());
    return emitter.EmitElementalInstruction(conv, /*work_per_element=*/work);
  }
  ASSIGN_OR_RETURN(BufferSlice input, emitter.Slice(conv.operand(0)));
  ASSIGN_OR_RETURN(BufferSlice kernel, emitter.Slice(conv.operand(1)));
  ASSIGN_OR_RETURN(BufferSlice output, emitter.Slice(&conv));
  ModuleCodegen& codegen = emitter.codegen();
  llvm::Module& module = codegen.module();
  llvm::Constant* data = llvm::ConstantDataArray::get(
      emitter.context(), llvm::ArrayRef<uint64_t>(reinterpret_cast<const uint64_t*>(
                                                      geometry->data()),
                                                  geometry->size()));
  auto* global = new llvm::GlobalVariable(module, data->getType(), /*isConstant=*/true,
                                          llvm::GlobalValue::PrivateLinkage, data,
                                          codegen.UniqueName("conv2d.geometry"));
  global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
  llvm::IRBuilder<>& b = emitter.b();
  // A constant kernel is reordered to oneDNN's format once, in the first
  // run, and kept in a cache slot of the module.
  const bool constant_kernel = codegen.assignment().allocations()[kernel.allocation].kind ==
                               BufferAllocation::Kind::kConstant;
  llvm::Value* kernel_cache = llvm::ConstantPointerNull::get(b.getPtrTy());
  if (constant_kernel) kernel_cache = codegen.NewRuntimeCacheSlot("conv2d.kernel");
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(module, "__axle_conv2d_f32"),
      {emitter.run_context(), emitter.SliceAddress(input), emitter.SliceAddress(kernel),
       emitter.SliceAddress(output), global, kernel_cache});
  emitter.ReturnIfFailed(status);
  codegen.RecordLowering(
      conv, absl::StrCat("library call __axle_conv2d_f32 in ",
                         (*geometry)[kAxleConvBatchGroups] * (*geometry)[kAxleConvRowGroups],
                         " work groups", constant_kernel ? ", constant kernel packed once" : ""));
  return absl::OkStatus();
}

}  // namespace

void RegisterConvolutionLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kConvolution, LowerConvolution);
}

}  // namespace xla::cpu
