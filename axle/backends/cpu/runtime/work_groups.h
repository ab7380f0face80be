// Splitting [0, size) into work groups for runtime entry points: contiguous
// ranges of near-equal length (the first size % groups one longer), a
// function of the arguments only, never of the thread count.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_WORK_GROUPS_H_
#define AXLE_BACKENDS_CPU_RUNTIME_WORK_GROUPS_H_

#include <algorithm>
#include <cstdint>

#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/thread_pool.h"

namespace xla::cpu {

// Runs fn(begin, end) for each of `groups` ranges of [0, size) (groups is
// clamped to [1, size]), in parallel when the run allows threads.
template <typename Fn>
void RunInWorkGroups(RunContext& run, int64_t size, int64_t groups, const Fn& fn) {
  if (size <= 0) return;
  groups = std::clamp<int64_t>(groups, 1, size);
  auto run_group = [&](int64_t group) {
    const int64_t begin = size / groups * group + std::min(group, size % groups);
    fn(begin, begin + size / groups + (group < size % groups ? 1 : 0));
  };
  if (run.pool == nullptr || run.max_threads <= 1 || groups <= 1) {
    for (int64_t group = 0; group < groups; ++group) run_group(group);
  } else {
    run.pool->ParallelFor(groups, run.max_threads, run_group);
  }
}

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_WORK_GROUPS_H_
