// What the runtime's oneDNN callers share: the process's one cpu engine,
// plans cached for the life of the process, row-block work groups, running
// a cached primitive on the calling thread, and turning oneDNN's exceptions
// into run errors.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_SUPPORT_H_
#define AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_SUPPORT_H_

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "axle/backends/cpu/runtime/library_threads.h"
#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "oneapi/dnnl/dnnl.hpp"

namespace xla::cpu {

// oneDNN's cpu engine, created once for the process.
dnnl::engine& OneDnnEngine();

// The plan `create(key)` made for `key` on the first call with it (null,
// also cached, where oneDNN has no suitable kernel or throws), for the life
// of the process; one cache per call site (the lambda's type).
template <typename Plan, typename Key, typename Create>
const Plan* CachedPlan(const Key& key, const Create& create) {
  static std::mutex* mutex = new std::mutex;
  static auto* cache = new std::map<Key, std::unique_ptr<Plan>>;
  std::lock_guard<std::mutex> lock(*mutex);
  auto it = cache->find(key);
  if (it == cache->end()) {
    std::unique_ptr<Plan> plan;
    try {
      plan = create(key);
    } catch (const dnnl::error&) {
      plan = nullptr;  // e.g. no jit kernel for this machine
    }
    it = cache->emplace(key, std::move(plan)).first;
  }
  return it->second.get();
}

// Runs fn(), recording a dnnl::error it throws as the run's internal error
// (`what` failed: ...).
template <typename Fn>
void GuardOneDnn(void* ctx, const char* what, const Fn& fn) {
  try {
    fn();
  } catch (const dnnl::error& error) {
    RecordRunError(ctx, RunErrorCode::kInternal, std::string(what) + " failed: " + error.what());
  }
}

// Runs fn(matrix, first_row, end_row) for each of `row_groups` blocks of
// rows (GroupRange) of each of `batch` matrices of m rows, one work group
// of the run each, on its thread alone (oneDNN single-threaded), under
// GuardOneDnn(ctx, what).
template <typename Fn>
void RunRowBlocks(void* ctx, const char* what, int64_t batch, int64_t m, int64_t row_groups,
                  const Fn& fn) {
  RunWorkGroups(ctx, batch * row_groups, [&](int64_t group) {
    GuardOneDnn(ctx, what, [&] {
      SingleThreadedLibraryScope single_thread;
      const auto [first, end] = GroupRange(m, row_groups, group % row_groups);
      fn(group / row_groups, first, end);
    });
  });
}

// The heights of the blocks RunRowBlocks cuts m rows into, each once: the
// first blocks' (one row longer where row_groups does not divide m), then
// the last one's.
inline std::vector<int64_t> RowBlockHeights(int64_t m, int64_t row_groups) {
  std::vector<int64_t> heights;
  for (int64_t group : {int64_t{0}, row_groups - 1}) {
    const auto [first, end] = GroupRange(m, row_groups, group);
    if (heights.empty() || heights.back() != end - first) heights.push_back(end - first);
  }
  return heights;
}

// Runs `primitive` (created with a user scratchpad of `scratchpad`) on
// `stream` with `arguments` and scratch from a buffer of the calling
// thread; waits for the stream; throws dnnl::error as oneDNN does.
void ExecuteWithScratchpad(const dnnl::primitive& primitive, dnnl::stream& stream,
                           std::unordered_map<int, dnnl::memory> arguments,
                           const dnnl::memory::desc& scratchpad);

// Runs `primitive` (created with a user scratchpad) on `stream`: dense
// `input` and `output` described by `src` and `dst`, `weights` in the
// primitive's format, scratch from a buffer of the calling thread. Waits for
// the stream; throws dnnl::error as oneDNN does.
void ExecuteConvolution(const dnnl::convolution_forward& primitive, dnnl::stream& stream,
                        const dnnl::memory::desc& src, const float* input,
                        const dnnl::memory& weights, const dnnl::memory::desc& dst, float* output,
                        const dnnl::memory::desc& scratchpad);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_ONEDNN_SUPPORT_H_
