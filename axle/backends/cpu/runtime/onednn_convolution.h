// What the runtime's oneDNN callers share: the process's one cpu engine, and
// running a cached forward convolution on the calling thread.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_CONVOLUTION_H_
#define AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_CONVOLUTION_H_

#include "oneapi/dnnl/dnnl.hpp"

namespace xla::cpu {

// oneDNN's cpu engine, created once for the process.
dnnl::engine& OneDnnEngine();

// Runs `primitive` (created with a user scratchpad) on `stream`: dense
// `input` and `output` described by `src` and `dst`, `weights` in the
// primitive's format, scratch from a buffer of the calling thread. Waits for
// the stream; throws dnnl::error as oneDNN does.
void ExecuteConvolution(const dnnl::convolution_forward& primitive, dnnl::stream& stream,
                        const dnnl::memory::desc& src, const float* input,
                        const dnnl::memory& weights, const dnnl::memory::desc& dst,
                        float* output, const dnnl::memory::desc& scratchpad);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_CONVOLUTION_H_
