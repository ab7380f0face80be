// Large 2-D f32 convolutions through oneDNN's convolution primitive
// (forward inference, direct algorithm), NHWC/HWIO/NHWC as the
// convolution-canonicalization pass leaves them. The code generator splits
// the work from the shape (blocks of images, or blocks of output rows of
// each image); each group is one single-threaded primitive execution, so
// results do not depend on the thread count. A block of rows is a smaller
// convolution over the input rows it reads, with the padding that falls in
// it. Primitives are created once per distinct group shape and cached for
// the life of the process. oneDNN sums in its own order: results differ from
// the interpreter's by rounding only.
#include <array>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "axle/backends/cpu/runtime/library_threads.h"
#include "axle/backends/cpu/runtime/onednn_support.h"
#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/runtime_cache.h"
#include "oneapi/dnnl/dnnl.hpp"

namespace xla::cpu {
namespace {

// One group's convolution: dense NHWC input and output (the fields of
// AxleConv2dField up to kAxleConvDilationWidth).
using ConvShape = std::array<int64_t, kAxleConvDilationWidth + 1>;

struct CachedConvolution {
  dnnl::convolution_forward primitive;
  dnnl::memory::desc src, dst;      // NHWC
  dnnl::memory::desc user_weights;  // HWIO as given
  dnnl::memory::desc weights;       // the primitive's format
  dnnl::reorder weights_reorder;    // user -> primitive format, when they differ
  dnnl::memory::desc scratchpad;
};

std::unique_ptr<CachedConvolution> CreateConvolution(const ConvShape& s) {
  using dims = dnnl::memory::dims;
  using tag = dnnl::memory::format_tag;
  constexpr auto f32 = dnnl::memory::data_type::f32;
  SingleThreadedLibraryScope single_thread;
  dnnl::memory::desc src({s[kAxleConvBatch], s[kAxleConvInputFeatures],
                          s[kAxleConvInputHeight], s[kAxleConvInputWidth]},
                         f32, tag::nhwc);
  dnnl::memory::desc dst({s[kAxleConvBatch], s[kAxleConvOutputFeatures],
                          s[kAxleConvOutputHeight], s[kAxleConvOutputWidth]},
                         f32, tag::nhwc);
  const dims weight_dims = {s[kAxleConvOutputFeatures], s[kAxleConvInputFeatures],
                            s[kAxleConvKernelHeight], s[kAxleConvKernelWidth]};
  auto result = std::make_unique<CachedConvolution>();
  result->src = src;
  result->dst = dst;
  result->user_weights = dnnl::memory::desc(weight_dims, f32, tag::hwio);
  dnnl::convolution_forward::desc desc(
      dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct, src,
      dnnl::memory::desc(weight_dims, f32, tag::any), dst,
      dims{s[kAxleConvStrideHeight], s[kAxleConvStrideWidth]},
      dims{s[kAxleConvDilationHeight] - 1, s[kAxleConvDilationWidth] - 1},
      dims{s[kAxleConvPaddingTop], s[kAxleConvPaddingLeft]},
      dims{s[kAxleConvPaddingBottom], s[kAxleConvPaddingRight]});
  dnnl::primitive_attr attributes;
  attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  dnnl::convolution_forward::primitive_desc pd(desc, attributes, OneDnnEngine());
  result->primitive = dnnl::convolution_forward(pd);
  result->weights = pd.weights_desc();
  result->scratchpad = pd.scratchpad_desc();
  if (result->weights != result->user_weights) {
    result->weights_reorder =
        dnnl::reorder(dnnl::reorder::primitive_desc(OneDnnEngine(), result->user_weights, OneDnnEngine(),
                                                    result->weights));
  }
  return result;
}

const CachedConvolution& GetConvolution(const ConvShape& shape) {
  static std::mutex* mutex = new std::mutex;
  static auto* cache = new std::map<ConvShape, std::unique_ptr<CachedConvolution>>;
  std::lock_guard<std::mutex> lock(*mutex);
  std::unique_ptr<CachedConvolution>& entry = (*cache)[shape];
  if (entry == nullptr) entry = CreateConvolution(shape);
  return *entry;
}

// The kernel in the primitives' formats, reordered once per call (not once
// per group: a 3x3 128->128 kernel is 590 KB), or, for a constant kernel,
// once in the life of the compiled module (kept in its cache slot): the
// first group that needs a format reorders it, the others wait and share
// it. A reorder only moves values, so which group did it, and in which run,
// does not change any result.
class ReorderedKernels : public RuntimeCache {
 public:
  explicit ReorderedKernels(const float* kernel) : kernel_(kernel) {}

  const float* kernel() const { return kernel_; }

  dnnl::memory For(const CachedConvolution& conv, dnnl::stream& stream) {
    dnnl::memory user(conv.user_weights, OneDnnEngine(), const_cast<float*>(kernel_));
    if (conv.weights == conv.user_weights) return user;
    std::lock_guard<std::mutex> lock(mutex_);
    for (const auto& [desc, values] : reordered_) {
      if (desc == conv.weights) return dnnl::memory(desc, OneDnnEngine(), values->data());
    }
    auto values = std::make_unique<std::vector<float>>(conv.weights.get_size() / sizeof(float) + 1);
    dnnl::memory target(conv.weights, OneDnnEngine(), values->data());
    conv.weights_reorder.execute(stream, user, target);
    stream.wait();
    reordered_.emplace_back(conv.weights, std::move(values));
    return target;
  }

 private:
  const float* kernel_;
  std::mutex mutex_;
  std::vector<std::pair<dnnl::memory::desc, std::unique_ptr<std::vector<float>>>> reordered_;
};

void RunConvolution(const ConvShape& shape, const float* input, ReorderedKernels& kernels,
                    float* output) {
  const CachedConvolution& conv = GetConvolution(shape);
  SingleThreadedLibraryScope single_thread;
  dnnl::stream stream(OneDnnEngine());
  dnnl::memory weights = kernels.For(conv, stream);
  ExecuteConvolution(conv.primitive, stream, conv.src, input, weights, conv.dst, output,
                     conv.scratchpad);
}

// Group `group`'s convolution: images [b0, b1) whole, or (row groups) one
// image's output rows [r0, r1) from the input rows they read.
void RunGroup(const int64_t* g, const float* input, ReorderedKernels& kernel, float* output,
              int64_t group) {
  ConvShape shape;
  std::copy(g, g + shape.size(), shape.begin());
  const int64_t in_image = g[kAxleConvInputHeight] * g[kAxleConvInputWidth] *
                           g[kAxleConvInputFeatures];
  const int64_t out_row = g[kAxleConvOutputWidth] * g[kAxleConvOutputFeatures];
  const int64_t out_image = g[kAxleConvOutputHeight] * out_row;
  const int64_t row_groups = g[kAxleConvRowGroups];
  if (row_groups <= 1) {
    const auto [b0, b1] = GroupRange(g[kAxleConvBatch], g[kAxleConvBatchGroups], group);
    shape[kAxleConvBatch] = b1 - b0;
    RunConvolution(shape, input + b0 * in_image, kernel, output + b0 * out_image);
    return;
  }
  const int64_t image = group / row_groups;
  const auto [r0, r1] = GroupRange(g[kAxleConvOutputHeight], row_groups, group % row_groups);
  const int64_t stride = g[kAxleConvStrideHeight];
  const int64_t extent = (g[kAxleConvKernelHeight] - 1) * g[kAxleConvDilationHeight] + 1;
  // Dilated-input positions the rows read: [first, last] (may be padding).
  const int64_t first = r0 * stride - g[kAxleConvPaddingTop];
  const int64_t last = (r1 - 1) * stride - g[kAxleConvPaddingTop] + extent - 1;
  const int64_t in_begin = std::max<int64_t>(0, first);
  const int64_t in_end = std::min(g[kAxleConvInputHeight], last + 1);
  float* out = output + image * out_image + r0 * out_row;
  if (in_end <= in_begin) {  // every window falls on padding
    std::fill(out, out + (r1 - r0) * out_row, 0.0f);
    return;
  }
  shape[kAxleConvBatch] = 1;
  shape[kAxleConvInputHeight] = in_end - in_begin;
  shape[kAxleConvOutputHeight] = r1 - r0;
  shape[kAxleConvPaddingTop] = in_begin - first;
  shape[kAxleConvPaddingBottom] = last + 1 - in_end;
  RunConvolution(shape,
                 input + image * in_image +
                     in_begin * g[kAxleConvInputWidth] * g[kAxleConvInputFeatures],
                 kernel, out);
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_conv2d_f32(void* ctx, const float* input, const float* kernel,
                                     float* output, const int64_t* geometry,
                                     void** kernel_cache) {
  using xla::cpu::ReorderedKernels;
  const int64_t groups = geometry[kAxleConvBatchGroups] * geometry[kAxleConvRowGroups];
  std::optional<ReorderedKernels> this_call;
  ReorderedKernels* cached =
      kernel_cache == nullptr ? nullptr
                              : &xla::cpu::CacheInSlot<ReorderedKernels>(kernel_cache, [&] {
                                  return std::make_unique<ReorderedKernels>(kernel);
                                });
  // A slot serves the one constant it was made for.
  ReorderedKernels& kernels =
      cached != nullptr && cached->kernel() == kernel ? *cached : this_call.emplace(kernel);
  xla::cpu::RunWorkGroups(ctx, groups, [&](int64_t group) {
    xla::cpu::GuardOneDnn(ctx, "oneDNN convolution",
                          [&] { xla::cpu::RunGroup(geometry, input, kernels, output, group); });
  });
  return xla::cpu::RunStatus(ctx);
}
