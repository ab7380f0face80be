// MatmulPrimitiveGemm: see onednn_gemm.h. Plans (a primitive for
// each of the one or two block heights) are created once per shape, in a
// single-threaded scope, and cached for the life of the process; a shape
// without a brgemm kernel is cached as such.
#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <tuple>

#include "axle/backends/cpu/runtime/library_threads.h"
#include "axle/backends/cpu/runtime/onednn_gemm.h"
#include "axle/backends/cpu/runtime/onednn_support.h"
#include "oneapi/dnnl/dnnl.hpp"

namespace xla::cpu {
namespace {

// Blocks of fewer multiply-adds go to sgemm: a primitive execution's fixed
// cost (memory objects, argument map, stream) is a few microseconds
// (128x128x64: 1.08 of sgemm's time, 128x64x128: 0.94, 256^3: 0.98).
constexpr double kMinBlockMultiplyAdds = 4.0 * 1024 * 1024;

struct Block {
  dnnl::matmul primitive;
  dnnl::memory::desc src, dst, scratchpad;
};

struct Plan {
  std::map<int64_t, Block> blocks;  // by block height (rows)
  dnnl::memory::desc weights;       // B, k x n, row-major
};

std::unique_ptr<Plan> CreatePlan(int64_t m, int64_t n, int64_t k, int64_t row_groups) {
  using tag = dnnl::memory::format_tag;
  constexpr auto f32 = dnnl::memory::data_type::f32;
  SingleThreadedLibraryScope single_thread;
  auto plan = std::make_unique<Plan>();
  plan->weights = dnnl::memory::desc({k, n}, f32, tag::ab);
  for (int64_t rows : RowBlockHeights(m, row_groups)) {
    Block block;
    block.src = dnnl::memory::desc({rows, k}, f32, tag::ab);
    block.dst = dnnl::memory::desc({rows, n}, f32, tag::ab);
    dnnl::primitive_attr attributes;
    attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(block.src, plan->weights, block.dst),
                                    attributes, OneDnnEngine());
    // Elsewhere oneDNN's matmul is its gemm, which sgemm calls directly.
    if (std::string(pd.impl_info_str()).rfind("brg", 0) != 0) return nullptr;
    block.scratchpad = pd.scratchpad_desc();
    block.primitive = dnnl::matmul(pd);
    plan->blocks.emplace(rows, std::move(block));
  }
  return plan;
}

}  // namespace

bool MatmulPrimitiveGemm(void* ctx, const float* lhs, const float* rhs, float* out, int64_t batch,
                         int64_t m, int64_t n, int64_t k, int64_t row_groups) {
  row_groups = std::clamp<int64_t>(row_groups, 1, std::max<int64_t>(m, 1));
  if (batch < 1 || static_cast<double>(m / row_groups) * n * k < kMinBlockMultiplyAdds) {
    return false;
  }
  const Plan* plan = CachedPlan<Plan>(std::make_tuple(m, n, k, row_groups),
                                      [](const auto& key) { return std::apply(CreatePlan, key); });
  if (plan == nullptr) return false;
  RunRowBlocks(ctx, "oneDNN matmul", batch, m, row_groups,
               [&](int64_t matrix, int64_t r0, int64_t r1) {
                 const Block& block = plan->blocks.at(r1 - r0);
                 dnnl::engine& engine = OneDnnEngine();
                 dnnl::stream stream(engine);
                 float* a = const_cast<float*>(lhs + (matrix * m + r0) * k);
                 float* b = const_cast<float*>(rhs + matrix * k * n);
                 ExecuteWithScratchpad(
                     block.primitive, stream,
                     {{DNNL_ARG_SRC, dnnl::memory(block.src, engine, a)},
                      {DNNL_ARG_WEIGHTS, dnnl::memory(plan->weights, engine, b)},
                      {DNNL_ARG_DST, dnnl::memory(block.dst, engine, out + (matrix * m + r0) * n)}},
                     block.scratchpad);
               });
  return true;
}

}  // namespace xla::cpu
