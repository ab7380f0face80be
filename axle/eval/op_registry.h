// Which function evaluates each opcode. Op groups register themselves in
// op_registry.cc's one list; an opcode with no evaluator is an error at run
// time that names it.
#ifndef AXLE_EVAL_OP_REGISTRY_H_
#define AXLE_EVAL_OP_REGISTRY_H_

#include <array>
#include <vector>

#include "axle/eval/eval_context.h"
#include "axle/hlo/hlo_opcode.h"

namespace xla {

class OpRegistry {
 public:
  static const OpRegistry& Get();

  void Register(HloOpcode opcode, OpEvaluatorFn fn);
  // nullptr when no group registered the opcode.
  const OpEvaluatorFn* Find(HloOpcode opcode) const;

 private:
  OpRegistry() = default;
  std::array<OpEvaluatorFn, kHloOpcodeCount> evaluators_;
};

// One per op group, each in its own file.
void RegisterElementwiseOps(OpRegistry& registry);
void RegisterDataMovementOps(OpRegistry& registry);
void RegisterNumericOps(OpRegistry& registry);
void RegisterControlOps(OpRegistry& registry);
void RegisterCollectiveOps(OpRegistry& registry);
void RegisterIoOps(OpRegistry& registry);  // after RegisterDataMovementOps (after-all)
void RegisterCustomCallOps(OpRegistry& registry);
// async-start/update/done, the *-done ops, copy-start, domain, add-dependency.
void RegisterAsyncOps(OpRegistry& registry);

// The tuple a start returns: `leading` (operands, result...), then zeros for
// the remaining context elements of the instruction's shape (async_ops.cc).
absl::StatusOr<Literal> MakeAsyncStartTuple(const HloInstruction& instruction,
                                            std::vector<Literal> leading);

}  // namespace xla

#endif  // AXLE_EVAL_OP_REGISTRY_H_
