// Data movement as index arithmetic: the element of the result at an index
// is the operand's element at a remapped index.
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

// broadcast: result dimension dimensions[i] is operand dimension i.
absl::StatusOr<llvm::Value*> EmitBroadcast(ElementalEmitter& e, const HloInstruction& instruction,
                                           const IrIndex& index) {
  std::vector<llvm::Value*> operand_index;
  for (int64_t dim : instruction.dimensions()) operand_index.push_back(index.multidim[dim]);
  return e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index)));
}

}  // namespace

void RegisterElementalDataMovementOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kBroadcast, EmitBroadcast);
}

}  // namespace xla::cpu
