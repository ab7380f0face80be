#include "axle/backends/cpu/runtime/onednn_support.h"

#include <utility>
#include <vector>

namespace xla::cpu {

dnnl::engine& OneDnnEngine() {
  static dnnl::engine* engine = new dnnl::engine(dnnl::engine::kind::cpu, 0);
  return *engine;
}

void ExecuteWithScratchpad(const dnnl::primitive& primitive, dnnl::stream& stream,
                           std::unordered_map<int, dnnl::memory> arguments,
                           const dnnl::memory::desc& scratchpad) {
  // Reused across calls; one byte more so an empty scratchpad has an address.
  thread_local std::vector<char> scratch;
  if (scratch.size() < scratchpad.get_size() + 1) scratch.resize(scratchpad.get_size() + 1);
  arguments.emplace(DNNL_ARG_SCRATCHPAD, dnnl::memory(scratchpad, OneDnnEngine(), scratch.data()));
  primitive.execute(stream, arguments);
  stream.wait();
}

void ExecuteConvolution(const dnnl::convolution_forward& primitive, dnnl::stream& stream,
                        const dnnl::memory::desc& src, const float* input,
                        const dnnl::memory& weights, const dnnl::memory::desc& dst, float* output,
                        const dnnl::memory::desc& scratchpad) {
  dnnl::engine& engine = OneDnnEngine();
  ExecuteWithScratchpad(primitive, stream,
                        {{DNNL_ARG_SRC, dnnl::memory(src, engine, const_cast<float*>(input))},
                         {DNNL_ARG_WEIGHTS, weights},
                         {DNNL_ARG_DST, dnnl::memory(dst, engine, output)}},
                        scratchpad);
}

}  // namespace xla::cpu
