// PartitionsAsReplicas ("partitions-as-replicas"): a per-device program of
// P partitions and one replica (what XLA's SPMD partitioner leaves, or a
// shard_map/pmap module read per device) runs as P replicas, which is how
// Axle's backends run devices (threads). Partition p becomes replica p:
//   partition-id                         -> replica-id
//   a cross-partition collective (a channel_id, ids are partition ids)
//                                        -> the cross-replica one (no channel)
//   use_global_device_ids collectives    -> unchanged (with one replica per
//                                           partition, global ids are equal)
// and the config says P replicas, one partition. Modules of one partition
// are left alone; several replicas AND partitions are Unimplemented.
#ifndef AXLE_PASSES_PARTITIONS_AS_REPLICAS_H_
#define AXLE_PASSES_PARTITIONS_AS_REPLICAS_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class PartitionsAsReplicas : public HloPass {
 public:
  absl::string_view name() const override { return "partitions-as-replicas"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_PARTITIONS_AS_REPLICAS_H_
