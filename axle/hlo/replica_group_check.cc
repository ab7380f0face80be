#include "axle/hlo/replica_group_check.h"

#include "absl/container/flat_hash_set.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"

namespace xla {

absl::Status CheckReplicaGroups(absl::string_view op, absl::Span<const ReplicaGroup> groups,
                                const ReplicaGroupContext& context) {
  if (context.use_global_device_ids && !context.has_channel_id) {
    return InvalidArgument(op, ": use_global_device_ids=true needs a channel_id");
  }
  if (groups.empty()) return absl::OkStatus();
  absl::flat_hash_set<int64_t> seen;
  for (size_t g = 0; g < groups.size(); ++g) {
    const ReplicaGroup& group = groups[g];
    if (group.replica_ids_size() == 0) {
      return InvalidArgument(op, ": replica group ", g, " is empty");
    }
    if (context.uniform_group_size && group.replica_ids_size() != groups[0].replica_ids_size()) {
      return InvalidArgument(op, ": replica group 0 has ", groups[0].replica_ids_size(),
                             " members but group ", g, " has ", group.replica_ids_size(),
                             "; all groups must be the same size");
    }
    for (int64_t id : group.replica_ids()) {
      if (id < 0) return InvalidArgument(op, ": replica group ", g, " names the negative id ", id);
      if (!seen.insert(id).second) {
        return InvalidArgument(op, ": id ", id, " appears more than once in the replica groups");
      }
    }
  }
  // No duplicates and none negative: the ids are 0..n-1 exactly when none is
  // n or more.
  const int64_t n = static_cast<int64_t>(seen.size());
  for (int64_t id : seen) {
    if (id >= n) {
      return InvalidArgument(op, ": the replica groups name ", n, " ids, so they must be 0..",
                             n - 1, ", but name ", id);
    }
  }
  int64_t participants = context.replica_count;
  const char* what = "replicas";
  if (context.use_global_device_ids) {
    std::optional<int64_t> product = CheckedMul(context.replica_count, context.num_partitions);
    if (!product) {
      return InvalidArgument(op, ": replica_count ", context.replica_count, " x num_partitions ",
                             context.num_partitions, " overflows");
    }
    participants = *product;
    what = "devices (replicas x partitions)";
  }
  if (participants != 1 && n != participants) {
    return InvalidArgument(op, ": the replica groups name ", n, " ids but the module has ",
                           participants, " ", what);
  }
  return absl::OkStatus();
}

absl::Status CheckSourceTargetPairs(absl::string_view op,
                                    absl::Span<const std::pair<int64_t, int64_t>> pairs) {
  absl::flat_hash_set<int64_t> sources, targets;
  for (const auto& [source, target] : pairs) {
    if (source < 0 || target < 0) {
      return InvalidArgument(op, ": source_target_pair {", source, ",", target,
                             "} names a negative id");
    }
    if (!sources.insert(source).second) {
      return InvalidArgument(op, ": source ", source, " appears in more than one pair");
    }
    if (!targets.insert(target).second) {
      return InvalidArgument(op, ": target ", target, " appears in more than one pair");
    }
  }
  return absl::OkStatus();
}

}  // namespace xla
