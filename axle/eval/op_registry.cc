#include "axle/eval/op_registry.h"

namespace xla {

const OpRegistry& OpRegistry::Get() {
  static const OpRegistry* registry = [] {
    auto* result = new OpRegistry();
    RegisterElementwiseOps(*result);
    RegisterDataMovementOps(*result);
    RegisterNumericOps(*result);
    RegisterControlOps(*result);
    RegisterCollectiveOps(*result);
    RegisterIoOps(*result);
    RegisterCustomCallOps(*result);
    RegisterAsyncOps(*result);
    return result;
  }();
  return *registry;
}

void OpRegistry::Register(HloOpcode opcode, OpEvaluatorFn fn) {
  evaluators_[static_cast<int>(opcode)] = std::move(fn);
}

const OpEvaluatorFn* OpRegistry::Find(HloOpcode opcode) const {
  const OpEvaluatorFn& fn = evaluators_[static_cast<int>(opcode)];
  return fn ? &fn : nullptr;
}

}  // namespace xla
