// bitcast: no code where buffer assignment forwards its operand's slice
// (the result's bytes are the operand's). A bitcast to a dynamic shape whose
// runtime sizes cannot share its operand's bytes (other dimensions:
// s32[<=6] -> s32[<=6,1]; passes/analysis/hlo_dataflow_analysis.h:
// BitcastDefinesValue) has a slice of its own: the elements are copied,
// byte for byte. The interpreter runs a bitcast only with its operand at
// its bounds (EmitDynamicReadChecks fails the run otherwise), so the result
// is at its bounds too (EmitResultSizesAtBounds stores them).
#include <algorithm>

#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

absl::Status LowerBitcast(ComputationEmitter& emitter, const HloInstruction& bitcast) {
  if (!BitcastDefinesValue(bitcast)) {
    emitter.codegen().RecordLowering(bitcast, "no code");
    return absl::OkStatus();
  }
  ASSIGN_OR_RETURN(BufferSlice from, emitter.Slice(bitcast.operand(0)));
  ASSIGN_OR_RETURN(BufferSlice to, emitter.Slice(&bitcast));
  // Only the elements: the sizes are the result's own.
  from.size = to.size = std::min(ShapeUtil::ByteSizeOfElements(bitcast.shape()),
                                 ShapeUtil::ByteSizeOfElements(bitcast.operand(0)->shape()));
  emitter.EmitCopy(to, from);
  emitter.codegen().RecordLowering(bitcast, "copy (a dynamic result with other dimensions)");
  return absl::OkStatus();
}

}  // namespace

void RegisterBitcastLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kBitcast, LowerBitcast);
}

}  // namespace xla::cpu
