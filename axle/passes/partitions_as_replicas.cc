#include "axle/passes/partitions_as_replicas.h"

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"

namespace xla {
namespace {

bool IsChannelCollective(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kAllGather:
    case HloOpcode::kAllGatherStart:
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllReduceStart:
    case HloOpcode::kAllToAll:
    case HloOpcode::kRaggedAllToAll:
    case HloOpcode::kCollectiveBroadcast:
    case HloOpcode::kCollectivePermute:
    case HloOpcode::kCollectivePermuteStart:
    case HloOpcode::kReduceScatter:
      return true;
    default:
      return false;
  }
}

}  // namespace

absl::StatusOr<bool> PartitionsAsReplicas::Run(HloModule* module) {
  HloModuleConfig& config = *module->mutable_config();
  if (config.num_partitions <= 1) return false;
  if (config.replica_count > 1) {
    return absl::UnimplementedError(absl::StrCat(
        "partitions-as-replicas: the module has ", config.replica_count, " replicas of ",
        config.num_partitions, " partitions each; Axle runs either replicas or partitions"));
  }
  for (HloComputation* computation : module->computations()) {
    for (HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() == HloOpcode::kPartitionId) {
        HloInstruction* replica_id = computation->AddInstruction(
            HloInstruction::Create(HloOpcode::kReplicaId, instruction->shape(), {}));
        RETURN_IF_ERROR(computation->ReplaceInstruction(instruction, replica_id));
      } else if (IsChannelCollective(instruction->opcode()) &&
                 instruction->attributes().channel_id.has_value() &&
                 !instruction->attributes().use_global_device_ids) {
        instruction->mutable_attributes()->channel_id.reset();
      }
    }
  }
  config.replica_count = config.num_partitions;
  config.num_partitions = 1;
  return true;
}

}  // namespace xla
