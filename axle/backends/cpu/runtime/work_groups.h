// Work groups for runtime routines: the same deterministic split that
// __axle_parallel_for uses, for library calls that run one piece of work
// (a block of rows, a batch element) per group.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_WORK_GROUPS_H_
#define AXLE_BACKENDS_CPU_RUNTIME_WORK_GROUPS_H_

#include <cstdint>
#include <functional>
#include <utility>

#include "axle/backends/cpu/runtime/run_context.h"

namespace xla::cpu {

// [begin, end) of group `group` when [0, size) is split into `groups`
// contiguous ranges of near-equal length (the first size % groups ranges one
// longer). Depends only on the arguments.
std::pair<int64_t, int64_t> GroupRange(int64_t size, int64_t groups, int64_t group);

// Runs fn(group) for every group in [0, groups): on the run's thread pool
// when the run allows threads, else in order on the calling thread.
void RunWorkGroups(RunContext& run, int64_t groups, const std::function<void(int64_t)>& fn);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_WORK_GROUPS_H_
