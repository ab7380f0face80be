// Impossible replica groups and source-target pairs are errors at build,
// parse and verify time, as XLA's verifier has them (CheckReplicaGroups):
// every group non-empty; no id negative or named twice; the ids together
// are 0..n-1 (no gaps); n is the participant count where the module says
// it (replicas, or replicas x partitions with use_global_device_ids); and,
// except for all-reduce, every group the same size. use_global_device_ids
// needs a channel_id. collective-permute's pairs: no id negative, no
// source or target twice.
#ifndef AXLE_HLO_REPLICA_GROUP_CHECK_H_
#define AXLE_HLO_REPLICA_GROUP_CHECK_H_

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/hlo/xla_data.h"

namespace xla {

struct ReplicaGroupContext {
  bool has_channel_id = false;
  bool use_global_device_ids = false;
  bool uniform_group_size = true;  // false for all-reduce
  // The module's counts where known (1: not known, as XLA reads it).
  int64_t replica_count = 1;
  int64_t num_partitions = 1;
};

absl::Status CheckReplicaGroups(absl::string_view op, absl::Span<const ReplicaGroup> groups,
                                const ReplicaGroupContext& context);

absl::Status CheckSourceTargetPairs(absl::string_view op,
                                    absl::Span<const std::pair<int64_t, int64_t>> pairs);

}  // namespace xla

#endif  // AXLE_HLO_REPLICA_GROUP_CHECK_H_
