// The runtime's core entry points: parallel loops and scratch memory; the
// work-group split shared with library routines (work_groups.h).
#include <algorithm>
#include <cstdlib>
#include <new>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/thread_pool.h"
#include "axle/backends/cpu/runtime/work_groups.h"

using xla::cpu::RunContext;

namespace xla::cpu {

std::pair<int64_t, int64_t> GroupRange(int64_t size, int64_t groups, int64_t group) {
  const int64_t begin = size / groups * group + std::min(group, size % groups);
  return {begin, begin + size / groups + (group < size % groups ? 1 : 0)};
}

void RunWorkGroups(RunContext& run, int64_t groups, const std::function<void(int64_t)>& fn) {
  if (run.pool == nullptr || run.max_threads <= 1 || groups <= 1) {
    for (int64_t group = 0; group < groups; ++group) fn(group);
  } else {
    run.pool->ParallelFor(groups, run.max_threads, fn);
  }
}

}  // namespace xla::cpu

extern "C" int32_t __axle_parallel_for(void* ctx, AxleKernel kernel, void* buffers,
                                       int64_t size, int64_t groups) {
  auto* run = static_cast<RunContext*>(ctx);
  xla::cpu::RunInWorkGroups(*run, size, groups, [&](int64_t begin, int64_t end) {
    kernel(ctx, buffers, begin, end);
  });
  return run->failed.load(std::memory_order_acquire) ? 1 : 0;
}

extern "C" void* __axle_malloc(void* ctx, int64_t bytes) {
  constexpr size_t kAlignment = 64;
  size_t size = (static_cast<size_t>(bytes < 1 ? 1 : bytes) + kAlignment - 1) / kAlignment *
                kAlignment;
  void* pointer = std::aligned_alloc(kAlignment, size);
  if (pointer == nullptr) {
    static_cast<RunContext*>(ctx)->SetError(absl::ResourceExhaustedError(
        absl::StrCat("cannot allocate ", bytes, " bytes of scratch memory")));
  }
  return pointer;
}

extern "C" void __axle_free(void* pointer) { std::free(pointer); }

extern "C" int32_t __axle_while_limit_exceeded(void* ctx, const char* loop_name, int64_t limit) {
  // Worded as the interpreter words it (eval/control_ops.cc).
  static_cast<RunContext*>(ctx)->SetError(absl::ResourceExhaustedError(
      absl::StrCat("while loop ", loop_name, " exceeded the limit of ", limit,
                   " iterations (max_while_iterations)")));
  return 1;
}
