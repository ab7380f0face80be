#include "axle/passes/instruction_rewriter.h"

#include "axle/base/status_macros.h"

namespace xla {

absl::StatusOr<bool> RewriteEachInstruction(
    HloModule* module, const std::function<absl::StatusOr<bool>(HloInstruction*)>& rewrite) {
  bool changed = false;
  for (HloComputation* computation : module->MakeComputationPostOrder()) {
    for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
      ASSIGN_OR_RETURN(bool rewritten, rewrite(instruction));
      changed |= rewritten;
    }
  }
  return changed;
}

}  // namespace xla
