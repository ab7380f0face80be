// ConvolutionGemm: see onednn_gemm.h. A call runs in two rounds of work
// groups: the weights of every matrix are converted into the kernel's format
// in chunks of output features (a conversion only moves values, so how it is
// split cannot change a result), then each block of rows is one convolution
// reading them; small weights (or weights whose blocked format pads) are
// converted whole by the calling thread, before the round of convolutions.
// Plans (primitives for the one or two block heights, the conversions) are
// created once per shape, in a single-threaded scope, and cached for the
// life of the process; a shape the jit_1x1 kernel does not take is cached
// as such.
#include "axle/backends/cpu/runtime/onednn_gemm.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "axle/backends/cpu/runtime/library_threads.h"
#include "axle/backends/cpu/runtime/onednn_support.h"
#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "oneapi/dnnl/dnnl.hpp"

namespace xla::cpu {
namespace {

// Below these the blocks are too small for the convolution kernel to pay
// for its weight conversion.
constexpr int64_t kMinRows = 32;
constexpr int64_t kMinFeatures = 16;
// sgemm reads a B that fits in L2 (at most kL2WeightFloats) in place when
// A is short (fewer than kSgemmPackingRows rows), which beats converting it
// (256x256x256: 355 against 358 us); longer A makes sgemm pack B too.
constexpr int64_t kL2WeightFloats = 128 * 1024;
constexpr int64_t kSgemmPackingRows = 512;
// Weights of at most this many floats are converted whole by the calling
// thread (a few microseconds: less than a round of work groups costs).
constexpr int64_t kSmallWeightFloats = 128 * 1024;
// Larger weight conversions: chunks of output features, multiples of
// kChunkFeatures (a multiple of every block size the kernels use), at most
// kMaxChunks.
constexpr int64_t kChunkFeatures = 64;
constexpr int64_t kMaxChunks = 8;

struct Block {
  dnnl::convolution_forward primitive;
  dnnl::memory::desc src, dst, scratchpad;
};

struct WeightChunk {
  int64_t begin = 0, end = 0;  // output features
  dnnl::memory::desc user, converted;
  dnnl::reorder reorder;  // unless the plan's weights are blocked 8i8o
};

struct Plan {
  std::map<int64_t, Block> blocks;  // by block height (rows)
  dnnl::memory::desc user_weights, weights;
  std::vector<WeightChunk> chunks;  // empty: the kernel reads the user's weights
  int64_t weight_floats = 0;
  bool blocked_8i8o = false;  // converted by ConvertTo8i8o, not by oneDNN
};

// True when `weights` ([n, k, 1, 1]) is OIhw8i8o without padding: blocks of
// 8 output features outermost, then blocks of 8 input features, each an
// 8 x 8 tile with the output feature minor (the AVX2 kernel's format).
bool IsBlocked8i8o(const dnnl::memory::desc& weights, int64_t n, int64_t k) {
  const dnnl_memory_desc_t& d = weights.data;
  if (d.format_kind != dnnl_blocked || n % 8 != 0 || k % 8 != 0 || d.padded_dims[0] != n ||
      d.padded_dims[1] != k) {
    return false;
  }
  const dnnl_blocking_desc_t& b = d.format_desc.blocking;
  return b.inner_nblks == 2 && b.inner_blks[0] == 8 && b.inner_idxs[0] == 1 &&
         b.inner_blks[1] == 8 && b.inner_idxs[1] == 0 && b.strides[0] == k / 8 * 64 &&
         b.strides[1] == 64;
}

// Output features [begin, end) of B (k x n, row-major) into OIhw8i8o: each
// block of 8 rows of B is read once while it is in L1, and each 8 x 8 tile
// written as 256 contiguous bytes (oneDNN's reorder of 1024 x 1024: 1.2 ms,
// this: 0.7 ms).
void ConvertTo8i8o(const float* b, float* converted, int64_t n, int64_t k, int64_t begin,
                   int64_t end) {
  const int64_t block_stride = k / 8 * 64;
  for (int64_t i = 0; i < k; i += 8) {
    for (int64_t o = begin; o < end; o += 8) {
      float* tile = converted + o / 8 * block_stride + i * 8;
      for (int64_t r = 0; r < 8; ++r) {
        std::memcpy(tile + r * 8, b + (i + r) * n + o, 8 * sizeof(float));
      }
    }
  }
}

std::unique_ptr<Plan> CreatePlan(int64_t m, int64_t n, int64_t k, int64_t row_groups) {
  using tag = dnnl::memory::format_tag;
  using dims = dnnl::memory::dims;
  constexpr auto f32 = dnnl::memory::data_type::f32;
  SingleThreadedLibraryScope single_thread;
  auto plan = std::make_unique<Plan>();
  // B is k x n: [1, 1, in, out] (hwio).
  plan->user_weights = dnnl::memory::desc({n, k, 1, 1}, f32, tag::hwio);
  for (int64_t rows : RowBlockHeights(m, row_groups)) {
    Block block;
    block.src = dnnl::memory::desc({1, k, 1, rows}, f32, tag::nhwc);
    block.dst = dnnl::memory::desc({1, n, 1, rows}, f32, tag::nhwc);
    dnnl::convolution_forward::desc desc(
        dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct, block.src,
        dnnl::memory::desc({n, k, 1, 1}, f32, tag::any), block.dst, dims{1, 1}, dims{0, 0},
        dims{0, 0});
    dnnl::primitive_attr attributes;
    attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    dnnl::convolution_forward::primitive_desc pd(desc, attributes, OneDnnEngine());
    if (std::string(pd.impl_info_str()).rfind("jit_1x1", 0) != 0) return nullptr;
    if (plan->blocks.empty()) {
      plan->weights = pd.weights_desc();
    } else if (pd.weights_desc() != plan->weights) {
      return nullptr;  // the two heights want different formats
    }
    block.scratchpad = pd.scratchpad_desc();
    block.primitive = dnnl::convolution_forward(pd);
    plan->blocks.emplace(rows, std::move(block));
  }
  plan->weight_floats = static_cast<int64_t>(plan->weights.get_size() / sizeof(float));
  if (plan->weights == plan->user_weights) return plan;
  // Chunks only where the format has no padding (a whole conversion also
  // zeroes the padding the kernel may read).
  const bool padded = plan->weight_floats != n * k;
  const int64_t chunks = padded || plan->weight_floats <= kSmallWeightFloats
                             ? 1
                             : std::clamp<int64_t>(n / kChunkFeatures, 1, kMaxChunks);
  plan->blocked_8i8o = IsBlocked8i8o(plan->weights, n, k);
  for (int64_t c = 0; c < chunks; ++c) {
    WeightChunk chunk;
    if (chunks == 1) {
      chunk.end = n;
      chunk.user = plan->user_weights;
      chunk.converted = plan->weights;
    } else {
      const auto [b0, b1] = GroupRange(n / kChunkFeatures, chunks, c);
      chunk.begin = b0 * kChunkFeatures;
      chunk.end = c == chunks - 1 ? n : b1 * kChunkFeatures;
      const dnnl::memory::dims dims = {chunk.end - chunk.begin, k, 1, 1};
      const dnnl::memory::dims offsets = {chunk.begin, 0, 0, 0};
      chunk.user = plan->user_weights.submemory_desc(dims, offsets);
      chunk.converted = plan->weights.submemory_desc(dims, offsets);
    }
    if (!plan->blocked_8i8o) {
      chunk.reorder = dnnl::reorder(
          dnnl::reorder::primitive_desc(OneDnnEngine(), chunk.user, OneDnnEngine(), chunk.converted));
    }
    plan->chunks.push_back(std::move(chunk));
  }
  return plan;
}

// 64-byte aligned scratch of the calling thread, reused across calls.
float* ConvertedWeights(int64_t floats) {
  thread_local std::vector<float> storage;
  constexpr int64_t kAlign = 64 / sizeof(float);
  if (static_cast<int64_t>(storage.size()) < floats + kAlign) storage.resize(floats + kAlign);
  const uintptr_t address = reinterpret_cast<uintptr_t>(storage.data());
  return storage.data() + ((64 - address % 64) % 64) / sizeof(float);
}

}  // namespace

bool ConvolutionGemm(void* ctx, const float* lhs, const float* rhs, float* out, int64_t batch,
                     int64_t m, int64_t n, int64_t k, int64_t row_groups) {
  row_groups = std::clamp<int64_t>(row_groups, 1, std::max<int64_t>(m, 1));
  if (batch < 1 || m / row_groups < kMinRows || n < kMinFeatures || k < kMinFeatures ||
      (m < kSgemmPackingRows && n * k <= kL2WeightFloats)) {
    return false;
  }
  // Null where the kernel does not take the shape.
  const Plan* plan = CachedPlan<Plan>(std::make_tuple(m, n, k, row_groups), [](const auto& key) {
    return std::apply(CreatePlan, key);
  });
  if (plan == nullptr) return false;
  const int64_t chunks = static_cast<int64_t>(plan->chunks.size());
  float* converted = chunks == 0 ? nullptr : ConvertedWeights(batch * plan->weight_floats);
  auto convert = [&](const WeightChunk& chunk, int64_t matrix) {
    if (plan->blocked_8i8o) {
      ConvertTo8i8o(rhs + matrix * k * n, converted + matrix * plan->weight_floats, n, k,
                    chunk.begin, chunk.end);
      return;
    }
    SingleThreadedLibraryScope single_thread;
    dnnl::stream stream(OneDnnEngine());
    dnnl::memory user(chunk.user, OneDnnEngine(), const_cast<float*>(rhs + matrix * k * n));
    dnnl::memory target(chunk.converted, OneDnnEngine(), converted + matrix * plan->weight_floats);
    chunk.reorder.execute(stream, user, target);
    stream.wait();
  };
  if (chunks == 1 && (batch == 1 || plan->weight_floats <= kSmallWeightFloats)) {
    for (int64_t matrix = 0; matrix < batch && !RunFailed(ctx); ++matrix) {
      GuardOneDnn(ctx, "oneDNN convolution GEMM", [&] { convert(plan->chunks[0], matrix); });
    }
  } else if (chunks > 0) {
    RunWorkGroups(ctx, batch * chunks, [&](int64_t group) {
      GuardOneDnn(ctx, "oneDNN convolution GEMM",
                  [&] { convert(plan->chunks[group % chunks], group / chunks); });
    });
  }
  if (RunFailed(ctx)) return true;
  RunRowBlocks(ctx, "oneDNN convolution GEMM", batch, m, row_groups,
               [&](int64_t matrix, int64_t r0, int64_t r1) {
                 const Block& block = plan->blocks.at(r1 - r0);
                 float* weights = chunks == 0 ? const_cast<float*>(rhs + matrix * k * n)
                                               : converted + matrix * plan->weight_floats;
                 dnnl::stream stream(OneDnnEngine());
                 ExecuteConvolution(block.primitive, stream, block.src,
                                    lhs + (matrix * m + r0) * k,
                                    dnnl::memory(plan->weights, OneDnnEngine(), weights),
                                    block.dst, out + (matrix * m + r0) * n, block.scratchpad);
               });
  return true;
}

}  // namespace xla::cpu
