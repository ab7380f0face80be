#include "axle/passes/expand_opcode.h"

#include <vector>

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla {

absl::StatusOr<bool> ExpandEveryInstruction(
    HloModule* module, HloOpcode opcode,
    const std::function<absl::Status(HloInstruction*)>& expand) {
  std::vector<HloInstruction*> found;
  for (HloComputation* computation : module->computations()) {
    for (HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() == opcode) found.push_back(instruction);
    }
  }
  for (HloInstruction* instruction : found) RETURN_IF_ERROR(expand(instruction));
  return !found.empty();
}

}  // namespace xla
