#include "axle/passes/zero_sized_hlo_elimination.h"

#include "axle/base/status_macros.h"
#include "axle/literal/literal.h"
#include "axle/passes/side_effect_analysis.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

bool IsRemovableZeroSized(const HloInstruction& instruction,
                          const SideEffectAnalysis& side_effects) {
  return instruction.shape().IsArray() && ShapeUtil::IsZeroElementArray(instruction.shape()) &&
         instruction.shape().is_static() && instruction.opcode() != HloOpcode::kParameter &&
         instruction.opcode() != HloOpcode::kConstant && !side_effects.HasSideEffect(instruction);
}

absl::StatusOr<bool> ReplaceZeroSized(HloComputation* computation,
                                      const SideEffectAnalysis& side_effects) {
  bool changed = false;
  for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
    if (!IsRemovableZeroSized(*instruction, side_effects)) continue;
    ASSIGN_OR_RETURN(Literal empty, Literal::Create(instruction->shape()));
    HloInstruction* constant =
        computation->AddInstruction(HloInstruction::CreateConstant(std::move(empty)));
    RETURN_IF_ERROR(computation->ReplaceInstruction(instruction, constant));
    changed = true;
  }
  return changed;
}

}  // namespace

absl::StatusOr<bool> ZeroSizedHloElimination::Run(HloModule* module) {
  SideEffectAnalysis side_effects(*module);
  bool changed = false;
  for (HloComputation* computation : module->MakeComputationPostOrder(false)) {
    ASSIGN_OR_RETURN(bool replaced, ReplaceZeroSized(computation, side_effects));
    changed |= replaced;
  }
  return changed;
}

}  // namespace xla
