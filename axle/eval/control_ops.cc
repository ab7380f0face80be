// Control flow and identity of the running replica: while, conditional,
// call, fusion, replica-id, partition-id.
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;

// Runs the instruction's single called computation on all its operands.
absl::StatusOr<Literal> EvaluateCallLike(const HloInstruction& instruction, Operands operands,
                                         EvalContext& context) {
  return context.Call(*instruction.to_apply(), operands);
}

absl::StatusOr<Literal> EvaluateWhile(const HloInstruction& instruction, Operands operands,
                                      EvalContext& context) {
  Literal state = operands[0]->Clone();
  while (true) {
    const Literal* args[] = {&state};
    ASSIGN_OR_RETURN(Literal keep_going, context.Call(*instruction.while_condition(), args));
    if (!keep_going.Get<bool>({})) return state;
    ASSIGN_OR_RETURN(state, context.Call(*instruction.while_body(), args));
  }
}

absl::StatusOr<Literal> EvaluateConditional(const HloInstruction& instruction, Operands operands,
                                            EvalContext& context) {
  const Literal& selector = *operands[0];
  const auto& branches = instruction.branch_computations();
  int64_t branch;
  if (selector.shape().element_type() == PRED) {
    // pred form: true_computation is branch 0, false_computation branch 1.
    branch = selector.Get<bool>({}) ? 0 : 1;
  } else {
    // Indexed form: an out-of-range index runs the last branch (XLA's rule).
    int32_t index = selector.Get<int32_t>({});
    int64_t count = static_cast<int64_t>(branches.size());
    branch = (index < 0 || index >= count) ? count - 1 : index;
  }
  const Literal* args[] = {operands[branch + 1]};
  return context.Call(*branches[branch], args);
}

absl::StatusOr<Literal> EvaluateReplicaId(const HloInstruction&, Operands,
                                          EvalContext& context) {
  return LiteralUtil::CreateR0<uint32_t>(static_cast<uint32_t>(context.options().replica_id));
}

absl::StatusOr<Literal> EvaluatePartitionId(const HloInstruction&, Operands, EvalContext&) {
  // The interpreter runs one partition per replica.
  return LiteralUtil::CreateR0<uint32_t>(0);
}

}  // namespace

void RegisterControlOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kCall, EvaluateCallLike);
  registry.Register(HloOpcode::kFusion, EvaluateCallLike);
  registry.Register(HloOpcode::kWhile, EvaluateWhile);
  registry.Register(HloOpcode::kConditional, EvaluateConditional);
  registry.Register(HloOpcode::kReplicaId, EvaluateReplicaId);
  registry.Register(HloOpcode::kPartitionId, EvaluatePartitionId);
}

}  // namespace xla
