#include "axle/passes/unfuse_in_place_fusions.h"

#include <memory>

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/expand_opcode.h"

namespace xla {
namespace {

bool UpdatesInPlace(const HloComputation& fused) {
  for (const HloInstruction* instruction : fused.instructions()) {
    if (instruction->opcode() == HloOpcode::kDynamicUpdateSlice ||
        instruction->opcode() == HloOpcode::kScatter) {
      return true;
    }
  }
  return false;
}

}  // namespace

absl::StatusOr<bool> UnfuseInPlaceFusions::Run(HloModule* module) {
  bool changed = false;
  auto unfuse = [&](HloInstruction* fusion) -> absl::Status {
    if (fusion->called_computations().size() != 1 ||
        !UpdatesInPlace(*fusion->called_computations()[0])) {
      return absl::OkStatus();
    }
    auto call = HloInstruction::Create(HloOpcode::kCall, fusion->shape(), fusion->operands());
    call->set_called_computations(fusion->called_computations());
    call->SetName(fusion->name());
    HloInstruction* added = fusion->parent()->AddInstruction(std::move(call));
    changed = true;
    return fusion->parent()->ReplaceInstruction(fusion, added);
  };
  RETURN_IF_ERROR(ExpandEveryInstruction(module, HloOpcode::kFusion, unfuse).status());
  return changed;
}

}  // namespace xla
