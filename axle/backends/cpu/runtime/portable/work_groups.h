// Work groups for runtime routines: the deterministic split that
// __axle_parallel_for uses, for library calls and runtime loops that run one
// piece of work (a block of rows, a batch element) per group. The split is a
// function of the arguments only, never of the thread count.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_WORK_GROUPS_H_
#define AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_WORK_GROUPS_H_

#include <algorithm>
#include <cstdint>
#include <utility>

#include "axle/backends/cpu/runtime/portable/runtime_services.h"

namespace xla::cpu {

// [begin, end) of group `group` when [0, size) is split into `groups`
// contiguous ranges of near-equal length (the first size % groups ranges one
// longer).
inline std::pair<int64_t, int64_t> GroupRange(int64_t size, int64_t groups, int64_t group) {
  const int64_t begin = size / groups * group + std::min(group, size % groups);
  return {begin, begin + size / groups + (group < size % groups ? 1 : 0)};
}

// Runs fn(begin, end) for each of `groups` ranges of [0, size) (groups is
// clamped to [1, size]) through the run's RunWorkGroups.
template <typename Fn>
void RunInWorkGroups(void* ctx, int64_t size, int64_t groups, const Fn& fn) {
  if (size <= 0) return;
  groups = std::clamp<int64_t>(groups, 1, size);
  RunWorkGroups(ctx, groups, [&](int64_t group) {
    const auto [begin, end] = GroupRange(size, groups, group);
    fn(begin, end);
  });
}

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_WORK_GROUPS_H_
