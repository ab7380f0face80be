// Control flow and identity of the running replica: while, conditional,
// call, fusion, replica-id, partition-id.
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/control_flow.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;

ControlStep RunNext(const HloComputation& callee, std::vector<Literal> args) {
  ControlStep step;
  step.callee = &callee;
  step.args = std::move(args);
  return step;
}

ControlStep Done(Literal result) {
  ControlStep step;
  step.result = std::move(result);
  return step;
}

std::vector<Literal> CloneAll(Operands operands) {
  std::vector<Literal> clones;
  clones.reserve(operands.size());
  for (const Literal* operand : operands) clones.push_back(operand->Clone());
  return clones;
}

ControlStep RunCondition(const HloInstruction& instruction, ControlState& state) {
  state.in_condition = true;
  std::vector<Literal> args;
  args.push_back(state.loop_state.Clone());
  return RunNext(*instruction.while_condition(), std::move(args));
}

int64_t SelectBranch(const HloInstruction& instruction, const Literal& selector) {
  // pred form: true_computation is branch 0, false_computation branch 1.
  if (selector.shape().element_type() == PRED) return selector.Get<bool>({}) ? 0 : 1;
  // Indexed form: an out-of-range index runs the last branch (XLA's rule).
  const int32_t index = selector.Get<int32_t>({});
  const int64_t count = static_cast<int64_t>(instruction.branch_computations().size());
  return (index < 0 || index >= count) ? count - 1 : index;
}

// Drives the steps on the context's Call (constant folding evaluates a
// lone control instruction this way; the evaluator's own frames do not).
absl::StatusOr<Literal> EvaluateControl(const HloInstruction& instruction, Operands operands,
                                        EvalContext& context) {
  ControlState state;
  ASSIGN_OR_RETURN(ControlStep step, StartControl(instruction, operands, state));
  while (!step.result.has_value()) {
    std::vector<const Literal*> args;
    for (const Literal& arg : step.args) args.push_back(&arg);
    ASSIGN_OR_RETURN(Literal result, context.Call(*step.callee, args));
    ASSIGN_OR_RETURN(step,
                     ResumeControl(instruction, std::move(result), state, context.options()));
  }
  return std::move(*step.result);
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

bool IsControlFlow(HloOpcode opcode) {
  return opcode == HloOpcode::kCall || opcode == HloOpcode::kFusion ||
         opcode == HloOpcode::kWhile || opcode == HloOpcode::kConditional;
}

absl::StatusOr<ControlStep> StartControl(const HloInstruction& instruction, Operands operands,
                                         ControlState& state) {
  switch (instruction.opcode()) {
    case HloOpcode::kCall:
    case HloOpcode::kFusion:
      return RunNext(*instruction.to_apply(), CloneAll(operands));
    case HloOpcode::kWhile:
      state.loop_state = operands[0]->Clone();
      state.iterations = 0;
      return RunCondition(instruction, state);
    case HloOpcode::kConditional: {
      const int64_t branch = SelectBranch(instruction, *operands[0]);
      std::vector<Literal> args;
      args.push_back(operands[branch + 1]->Clone());
      return RunNext(*instruction.branch_computations()[branch], std::move(args));
    }
    default:
      return InvalidArgument(HloOpcodeString(instruction.opcode()), " is not control flow");
  }
}

absl::StatusOr<ControlStep> ResumeControl(const HloInstruction& instruction, Literal callee_result,
                                          ControlState& state, const EvalOptions& options) {
  if (instruction.opcode() != HloOpcode::kWhile) return Done(std::move(callee_result));
  if (!state.in_condition) {
    state.loop_state = std::move(callee_result);
    return RunCondition(instruction, state);
  }
  if (!callee_result.Get<bool>({})) return Done(std::move(state.loop_state));
  if (options.max_while_iterations >= 0 && state.iterations >= options.max_while_iterations) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "while loop ", instruction.name(), " exceeded the limit of ",
        options.max_while_iterations, " iterations (max_while_iterations)"));
  }
  ++state.iterations;
  state.in_condition = false;
  std::vector<Literal> args;
  args.push_back(std::move(state.loop_state));
  return RunNext(*instruction.while_body(), std::move(args));
}

void RegisterControlOps(OpRegistry& registry) {
  for (HloOpcode opcode :
       {HloOpcode::kCall, HloOpcode::kFusion, HloOpcode::kWhile, HloOpcode::kConditional}) {
    registry.Register(opcode, EvaluateControl);
  }
  registry.Register(HloOpcode::kReplicaId, EvaluateReplicaId);
  registry.Register(HloOpcode::kPartitionId, EvaluatePartitionId);
}

}  // namespace xla
