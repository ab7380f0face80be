// Tuples and tokens: tuple (the operands as one value), get-tuple-element,
// opt-barrier (the identity: evaluation order is already operands-first) and
// after-all (a token; tokens carry no data).
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace data_movement {
namespace {

absl::StatusOr<Literal> EvaluateTuple(const HloInstruction& instruction, Operands operands,
                                      EvalContext&) {
  std::vector<Literal> elements;
  elements.reserve(operands.size());
  for (const Literal* operand : operands) elements.push_back(*operand);
  return Literal::MakeTuple(std::move(elements));
}

absl::StatusOr<Literal> EvaluateGetTupleElement(const HloInstruction& instruction,
                                                Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  const Literal& tuple = *operands[0];
  const int64_t index = instruction.tuple_index();
  if (!tuple.shape().IsTuple() || index < 0 || index >= tuple.tuple_element_count()) {
    return InvalidArgument(OpName(instruction), ": index ", index, " is not an element of ",
                           tuple.shape().ToString());
  }
  return tuple.tuple_element(index);
}

absl::StatusOr<Literal> EvaluateOptimizationBarrier(const HloInstruction& instruction,
                                                    Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  return *operands[0];
}

// Operands (tokens, or any value as XLA's verifier allows) only order it.
absl::StatusOr<Literal> EvaluateAfterAll(const HloInstruction&, Operands, EvalContext&) {
  return LiteralUtil::CreateToken();
}

}  // namespace

void RegisterTupleOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kTuple, EvaluateTuple);
  registry.Register(HloOpcode::kGetTupleElement, EvaluateGetTupleElement);
  registry.Register(HloOpcode::kOptimizationBarrier, EvaluateOptimizationBarrier);
  registry.Register(HloOpcode::kAfterAll, EvaluateAfterAll);
}

}  // namespace data_movement
}  // namespace xla
