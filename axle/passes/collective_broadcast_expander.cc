#include "axle/passes/collective_broadcast_expander.h"

#include <vector>

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/expand_opcode.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

absl::StatusOr<HloInstruction*> BroadcastOne(HloInstruction* broadcast, HloInstruction* operand,
                                              int64_t group_size) {
  HloComputation* computation = broadcast->parent();
  const Shape& shape = operand->shape();
  std::vector<int64_t> dims = {1};
  dims.insert(dims.end(), shape.dimensions().begin(), shape.dimensions().end());
  ASSIGN_OR_RETURN(HloInstruction * block, MakeReshapeHlo(operand, dims));
  std::vector<int64_t> gathered_dims = dims;
  gathered_dims[0] = group_size;
  auto gather = HloInstruction::Create(
      HloOpcode::kAllGather, Shape(shape.element_type(), gathered_dims), {block});
  gather->mutable_attributes()->dimensions = {0};
  gather->mutable_attributes()->replica_groups = broadcast->attributes().replica_groups;
  gather->mutable_attributes()->channel_id = broadcast->attributes().channel_id;
  gather->SetName(broadcast->name() + ".all-gather");
  HloInstruction* gathered = computation->AddInstruction(std::move(gather));
  std::vector<int64_t> starts(dims.size(), 0), strides(dims.size(), 1);
  ASSIGN_OR_RETURN(HloInstruction * first, MakeSliceHlo(gathered, starts, dims, strides));
  return MakeReshapeHlo(first, shape.dimensions());
}

absl::Status Expand(HloModule* module, HloInstruction* broadcast) {
  const auto& groups = broadcast->attributes().replica_groups;
  const int64_t group_size =
      groups.empty() ? module->config().replica_count : groups[0].replica_ids_size();
  std::vector<HloInstruction*> results;
  for (HloInstruction* operand : broadcast->operands()) {
    ASSIGN_OR_RETURN(HloInstruction * result, BroadcastOne(broadcast, operand, group_size));
    results.push_back(result);
  }
  HloInstruction* replacement = results.size() == 1 ? results[0] : nullptr;
  if (replacement == nullptr) {
    ASSIGN_OR_RETURN(replacement, MakeTupleHlo(broadcast->parent(), results));
  }
  return broadcast->parent()->ReplaceInstruction(broadcast, replacement);
}

}  // namespace

absl::StatusOr<bool> CollectiveBroadcastExpander::Run(HloModule* module) {
  return ExpandEveryInstruction(module, HloOpcode::kCollectiveBroadcast,
                                [&](HloInstruction* broadcast) {
                                  return Expand(module, broadcast);
                                });
}

}  // namespace xla
