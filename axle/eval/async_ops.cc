// Asynchronous pairs and pass-through ops. The interpreter runs everything in
// order, so a start does the whole work and its done only unpacks it:
//   async-start   ((operands...), the wrapped computation's result, zeros...)
//   async-update  its operand;  async-done  element 1
//   all-reduce-done, domain, add-dependency    the (first) operand
//   all-gather-done, collective-permute-done  element 1 of the start
//   copy-start    (copy, source, zeros...);  copy-done  element 0
// The collective starts (all-reduce-start...) are in collective_ops.cc.
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;

absl::Status ExpectOneOperand(const HloInstruction& instruction, Operands operands) {
  if (operands.empty()) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           ": needs an operand");
  }
  return absl::OkStatus();
}

// The start's tuple: `leading` values, then zeros for the context elements
// the shape declares after them.
absl::StatusOr<Literal> StartTuple(const HloInstruction& instruction,
                                   std::vector<Literal> leading) {
  const Shape& shape = instruction.shape();
  if (!shape.IsTuple() || shape.tuple_shapes_size() < static_cast<int64_t>(leading.size())) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           ": shape ", shape.ToString(), " cannot hold ", leading.size(),
                           " values");
  }
  for (int64_t i = static_cast<int64_t>(leading.size()); i < shape.tuple_shapes_size(); ++i) {
    leading.push_back(Literal(shape.tuple_shapes(i)));
  }
  return WithLayoutOf(Literal::MakeTuple(std::move(leading)), shape);
}

absl::StatusOr<Literal> TupleElement(const HloInstruction& instruction, Operands operands,
                                     int64_t index) {
  RETURN_IF_ERROR(ExpectOneOperand(instruction, operands));
  const Literal& tuple = *operands[0];
  if (!tuple.shape().IsTuple() || tuple.tuple_element_count() <= index) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           ": operand ", tuple.shape().ToString(), " has no element ", index);
  }
  return WithLayoutOf(tuple.tuple_element(index), instruction.shape());
}

absl::StatusOr<Literal> EvaluateAsyncStart(const HloInstruction& instruction, Operands operands,
                                           EvalContext& context) {
  if (instruction.called_computations().size() != 1) {
    return InvalidArgument("async-start ", instruction.name(), ": needs one computation");
  }
  std::vector<Literal> inputs;
  for (const Literal* operand : operands) inputs.push_back(*operand);
  ASSIGN_OR_RETURN(Literal result, context.Call(*instruction.called_computations()[0], operands));
  std::vector<Literal> leading;
  leading.push_back(Literal::MakeTuple(std::move(inputs)));
  leading.push_back(std::move(result));
  return StartTuple(instruction, std::move(leading));
}

absl::StatusOr<Literal> EvaluateFirstOperand(const HloInstruction& instruction,
                                             Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectOneOperand(instruction, operands));
  return *operands[0];
}

absl::StatusOr<Literal> EvaluateElement0(const HloInstruction& instruction, Operands operands,
                                         EvalContext&) {
  return TupleElement(instruction, operands, 0);
}

absl::StatusOr<Literal> EvaluateElement1(const HloInstruction& instruction, Operands operands,
                                         EvalContext&) {
  return TupleElement(instruction, operands, 1);
}

absl::StatusOr<Literal> EvaluateCopyStart(const HloInstruction& instruction, Operands operands,
                                          EvalContext&) {
  RETURN_IF_ERROR(ExpectOneOperand(instruction, operands));
  std::vector<Literal> leading;
  leading.push_back(*operands[0]);
  leading.push_back(*operands[0]);
  return StartTuple(instruction, std::move(leading));
}

}  // namespace

// Used by the collective starts too: (operands..., result) then zeros.
absl::StatusOr<Literal> MakeAsyncStartTuple(const HloInstruction& instruction,
                                            std::vector<Literal> leading) {
  return StartTuple(instruction, std::move(leading));
}

void RegisterAsyncOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kAsyncStart, EvaluateAsyncStart);
  registry.Register(HloOpcode::kAsyncUpdate, EvaluateFirstOperand);
  registry.Register(HloOpcode::kAsyncDone, EvaluateElement1);
  registry.Register(HloOpcode::kAllReduceDone, EvaluateFirstOperand);
  registry.Register(HloOpcode::kAllGatherDone, EvaluateElement1);
  registry.Register(HloOpcode::kCollectivePermuteDone, EvaluateElement1);
  registry.Register(HloOpcode::kCopyStart, EvaluateCopyStart);
  registry.Register(HloOpcode::kCopyDone, EvaluateElement0);
  registry.Register(HloOpcode::kDomain, EvaluateFirstOperand);
  registry.Register(HloOpcode::kAddDependency, EvaluateFirstOperand);
}

}  // namespace xla
