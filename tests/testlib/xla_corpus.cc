#include "tests/testlib/xla_corpus.h"

#include <random>

#include "axle/eval/hlo_evaluator.h"
#include "axle/literal/random_literal.h"
#include "axle/shape/shape_util.h"

namespace xla::testlib {
namespace {

// Roughly how many element operations `instruction` costs the interpreter:
// windows and contractions cost per output element.
double Work(const HloInstruction& instruction) {
  double elements = 0;
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& shape, const ShapeIndex&) {
    if (shape.IsArray()) elements += ShapeUtil::ElementsIn(shape);
  });
  double per_element = 1;
  switch (instruction.opcode()) {
    case HloOpcode::kReduceWindow:
    case HloOpcode::kSelectAndScatter:
      for (const WindowDimension& d : instruction.window().dimensions()) per_element *= d.size();
      break;
    case HloOpcode::kConvolution:
      per_element = ShapeUtil::ElementsIn(instruction.operand(1)->shape());
      break;
    case HloOpcode::kDot:
    case HloOpcode::kReduce:
    case HloOpcode::kSort:
      per_element = ShapeUtil::ElementsIn(instruction.operand(0)->shape());
      break;
    default:
      break;
  }
  return elements * per_element;
}

}  // namespace

double InterpretationWork(const HloModule& module) {
  double work = 0;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      work += Work(*instruction);
    }
  }
  return work;
}

bool CheapToInterpret(const HloModule& module) {
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->HasSideEffectNoRecurse() ||
          HloOpcodeIsReplicaDependent(instruction->opcode()) ||
          instruction->opcode() == HloOpcode::kCustomCall ||
          instruction->opcode() == HloOpcode::kWhile || !instruction->shape().is_static()) {
        return false;
      }
    }
  }
  return InterpretationWork(module) <= 1e6;
}

std::optional<Literal> EvaluateOnRandomInputs(const HloModule& module, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Literal> inputs;
  for (const HloInstruction* parameter : module.entry_computation()->parameter_instructions()) {
    absl::StatusOr<Literal> input = MakeRandomLiteral(parameter->shape(), rng);
    if (!input.ok()) return std::nullopt;
    inputs.push_back(*std::move(input));
  }
  std::vector<const Literal*> arguments;
  for (const Literal& input : inputs) arguments.push_back(&input);
  absl::StatusOr<Literal> result = HloEvaluator().Evaluate(module, arguments);
  if (!result.ok()) return std::nullopt;
  return *std::move(result);
}

}  // namespace xla::testlib
