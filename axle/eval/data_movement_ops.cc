// The data-movement op group: ops that move, copy or select elements without
// arithmetic on them. Each sub-group lives in its own data_movement_ops_*.cc;
// the shared byte-copy helpers are in index_mapping.h.
#include "axle/eval/index_mapping.h"
#include "axle/eval/op_registry.h"

namespace xla {

void RegisterDataMovementOps(OpRegistry& registry) {
  data_movement::RegisterLayoutOps(registry);
  data_movement::RegisterSliceOps(registry);
  data_movement::RegisterConcatPadOps(registry);
  data_movement::RegisterGatherOp(registry);
  data_movement::RegisterScatterOp(registry);
  data_movement::RegisterSortOp(registry);
  data_movement::RegisterTopKOp(registry);
  data_movement::RegisterTupleOps(registry);
  data_movement::RegisterDynamicShapeOps(registry);
}

}  // namespace xla
