// copy: an array copy is a loop kernel from copy's element generator (which
// also changes the layout); a tuple copy copies each leaf's bytes.
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

absl::Status LowerCopy(ComputationEmitter& emitter, const HloInstruction& copy) {
  if (copy.shape().IsArray()) return emitter.EmitElementalInstruction(copy);
  if (!ShapeUtil::Equal(copy.shape(), copy.operand(0)->shape())) {
    return absl::UnimplementedError("a tuple copy that changes a leaf's layout");
  }
  ASSIGN_OR_RETURN(std::vector<BufferSlice> to, emitter.LeafSlices(&copy));
  ASSIGN_OR_RETURN(std::vector<BufferSlice> from, emitter.LeafSlices(copy.operand(0)));
  emitter.EmitParallelCopies(to, from);
  emitter.codegen().RecordLowering(copy, "leaf copies");
  return absl::OkStatus();
}

}  // namespace

void RegisterCopyLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kCopy, LowerCopy);
}

}  // namespace xla::cpu
