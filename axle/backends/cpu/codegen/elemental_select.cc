// select, clamp and map (axle/eval/elementwise_ops_select.cc).
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

// select(p, a, b): p may be a scalar for array a, b.
absl::StatusOr<llvm::Value*> EmitSelect(ElementalEmitter& e, const HloInstruction& instruction,
                                        const IrIndex& index) {
  const IrIndex scalar;
  const bool scalar_predicate = instruction.operand(0)->shape().rank() == 0;
  ASSIGN_OR_RETURN(llvm::Value* predicate,
                   e.EmitOperand(instruction, 0, scalar_predicate ? scalar : index));
  ASSIGN_OR_RETURN(llvm::Value* on_true, e.EmitOperand(instruction, 1, index));
  ASSIGN_OR_RETURN(llvm::Value* on_false, e.EmitOperand(instruction, 2, index));
  return e.b().CreateSelect(predicate, on_true, on_false);
}

}  // namespace

void RegisterElementalSelectOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kSelect, EmitSelect);
}

}  // namespace xla::cpu
