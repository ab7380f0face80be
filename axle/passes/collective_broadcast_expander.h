// CollectiveBroadcastExpander ("collective-broadcast-expander"): every member
// of a replica group gets the group's first member's operand. That is block
// 0 of an all-gather over the same groups (all-gather concatenates in group
// order), so the backend needs no new collective:
//   collective-broadcast(x)  ->  reshape(slice(all-gather(reshape(x, [1, dims])), [0:1]))
// per operand (a tuple of them for several).
#ifndef AXLE_PASSES_COLLECTIVE_BROADCAST_EXPANDER_H_
#define AXLE_PASSES_COLLECTIVE_BROADCAST_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class CollectiveBroadcastExpander : public HloPass {
 public:
  absl::string_view name() const override { return "collective-broadcast-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_COLLECTIVE_BROADCAST_EXPANDER_H_
