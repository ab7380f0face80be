// __axle_conv2d_f32 ahead of time, without oneDNN: each work group (blocks
// of images, or blocks of output rows of one image, as the JIT splits them;
// runtime_abi.h) lowers its output rows to one matrix product: im2col packs
// each output position's receptive field (kernel height x width x input
// features, zeros for padding) into a row, and Eigen's GEMM multiplies the
// rows by the HWIO kernel, which is already the (height * width * in) x out
// matrix. Rows are packed a chunk at a time to bound the scratch memory.
// Eigen sums in its own order: results differ from the interpreter's (and
// the JIT's oneDNN) by rounding only.
#include <algorithm>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"

namespace xla::cpu {
namespace {

using RowMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// At most this many floats of packed patches per chunk (8 MiB).
constexpr int64_t kMaxPatchFloats = int64_t{2} << 20;

// Output rows [r0, r1) of one image: `in` is the image (H x W x C), `out`
// its output (OH x OW x O).
void ConvolveRows(const int64_t* g, const float* in, const float* kernel, float* out, int64_t r0,
                  int64_t r1, std::vector<float>& patches) {
  const int64_t height = g[kAxleConvInputHeight], width = g[kAxleConvInputWidth];
  const int64_t features = g[kAxleConvInputFeatures];
  const int64_t kernel_height = g[kAxleConvKernelHeight], kernel_width = g[kAxleConvKernelWidth];
  const int64_t out_features = g[kAxleConvOutputFeatures], out_width = g[kAxleConvOutputWidth];
  const int64_t depth = kernel_height * kernel_width * features;
  float* out_rows = out + r0 * out_width * out_features;
  if (depth == 0) {
    std::fill(out_rows, out_rows + (r1 - r0) * out_width * out_features, 0.0f);
    return;
  }
  const Eigen::Map<const RowMatrix> weights(kernel, depth, out_features);
  const int64_t chunk = std::max<int64_t>(1, kMaxPatchFloats / std::max<int64_t>(1, out_width * depth));
  for (int64_t begin = r0; begin < r1; begin += chunk) {
    const int64_t end = std::min(r1, begin + chunk);
    const int64_t positions = (end - begin) * out_width;
    patches.assign(positions * depth, 0.0f);
    for (int64_t r = begin; r < end; ++r) {
      for (int64_t c = 0; c < out_width; ++c) {
        float* patch = patches.data() + ((r - begin) * out_width + c) * depth;
        for (int64_t kh = 0; kh < kernel_height; ++kh) {
          const int64_t y = r * g[kAxleConvStrideHeight] - g[kAxleConvPaddingTop] +
                            kh * g[kAxleConvDilationHeight];
          if (y < 0 || y >= height) continue;
          for (int64_t kw = 0; kw < kernel_width; ++kw) {
            const int64_t x = c * g[kAxleConvStrideWidth] - g[kAxleConvPaddingLeft] +
                              kw * g[kAxleConvDilationWidth];
            if (x < 0 || x >= width) continue;
            std::memcpy(patch + (kh * kernel_width + kw) * features,
                        in + (y * width + x) * features, features * sizeof(float));
          }
        }
      }
    }
    Eigen::Map<RowMatrix> result(out + begin * out_width * out_features, positions,
                                 out_features);
    result.noalias() = Eigen::Map<const RowMatrix>(patches.data(), positions, depth) * weights;
  }
}

// Group `group`: images [b0, b1) whole, or (row groups) one image's output
// rows [r0, r1).
void ConvolveGroup(const int64_t* g, const float* input, const float* kernel, float* output,
                   int64_t group, std::vector<float>& patches) {
  const int64_t in_image =
      g[kAxleConvInputHeight] * g[kAxleConvInputWidth] * g[kAxleConvInputFeatures];
  const int64_t out_height = g[kAxleConvOutputHeight];
  const int64_t out_image = out_height * g[kAxleConvOutputWidth] * g[kAxleConvOutputFeatures];
  const int64_t row_groups = g[kAxleConvRowGroups];
  if (row_groups <= 1) {
    const auto [b0, b1] = GroupRange(g[kAxleConvBatch], g[kAxleConvBatchGroups], group);
    for (int64_t image = b0; image < b1; ++image) {
      ConvolveRows(g, input + image * in_image, kernel, output + image * out_image, 0,
                   out_height, patches);
    }
    return;
  }
  const int64_t image = group / row_groups;
  const auto [r0, r1] = GroupRange(out_height, row_groups, group % row_groups);
  ConvolveRows(g, input + image * in_image, kernel, output + image * out_image, r0, r1, patches);
}

}  // namespace
}  // namespace xla::cpu

// Im2col reads the kernel as it is: kernel_cache (a constant kernel's slot)
// has nothing to keep.
extern "C" int32_t __axle_conv2d_f32(void* ctx, const float* input, const float* kernel,
                                     float* output, const int64_t* geometry,
                                     void** /*kernel_cache*/) {
  const int64_t batch_groups = std::max<int64_t>(1, geometry[kAxleConvBatchGroups]);
  const int64_t row_groups = std::max<int64_t>(1, geometry[kAxleConvRowGroups]);
  if (geometry[kAxleConvBatch] == 0 || geometry[kAxleConvOutputHeight] == 0 ||
      geometry[kAxleConvOutputWidth] == 0 || geometry[kAxleConvOutputFeatures] == 0) {
    return 0;
  }
  xla::cpu::RunWorkGroups(ctx, batch_groups * row_groups, [&](int64_t group) {
    std::vector<float> patches;
    try {
      xla::cpu::ConvolveGroup(geometry, input, kernel, output, group, patches);
    } catch (const std::bad_alloc&) {
      xla::cpu::RecordRunError(ctx, xla::cpu::RunErrorCode::kResourceExhausted,
                               "conv2d: cannot allocate scratch memory for work group " +
                                   std::to_string(group));
    }
  });
  return xla::cpu::RunStatus(ctx);
}
