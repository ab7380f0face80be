#include "axle/passes/reshape_to_bitcast.h"

#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/passes/fusion/fusion_utils.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

bool IsRowMajorArray(const Shape& shape) {
  return shape.IsArray() && shape.is_static() && shape.has_layout() &&
         LayoutUtil::IsMonotonicWithDim0Major(shape.layout());
}

bool IsBitcastReshape(const HloInstruction& instruction) {
  return instruction.opcode() == HloOpcode::kReshape && IsRowMajorArray(instruction.shape()) &&
         IsRowMajorArray(instruction.operand(0)->shape());
}

}  // namespace

absl::StatusOr<bool> ReshapeToBitcast::Run(HloModule* module) {
  const absl::flat_hash_set<const HloComputation*> fused = FusionBodies(*module);
  bool changed = false;
  for (HloComputation* computation : module->MakeComputationPostOrder(false)) {
    if (fused.contains(computation)) continue;
    for (HloInstruction* reshape : computation->MakeInstructionPostOrder()) {
      if (!IsBitcastReshape(*reshape)) continue;
      HloInstruction* bitcast = computation->AddInstruction(HloInstruction::Create(
          HloOpcode::kBitcast, reshape->shape(), {reshape->mutable_operand(0)}));
      RETURN_IF_ERROR(computation->ReplaceInstruction(reshape, bitcast));
      changed = true;
    }
  }
  return changed;
}

}  // namespace xla
