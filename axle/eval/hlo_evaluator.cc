#include "axle/eval/hlo_evaluator.h"

#include <random>

#include "absl/container/flat_hash_map.h"
#include "axle/base/status_macros.h"
#include "axle/eval/host_queues.h"
#include "axle/eval/op_registry.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

class EvaluatorContext : public EvalContext {
 public:
  explicit EvaluatorContext(EvalOptions options) : options_(options), rng_(options.rng_seed) {
    if (options_.host_queues == nullptr) {
      owned_queues_ = std::make_unique<HostQueues>();
      options_.host_queues = owned_queues_.get();
    }
  }

  const EvalOptions& options() const override { return options_; }
  HostQueues& host_queues() override { return *options_.host_queues; }
  uint64_t NextRandom() override { return rng_(); }

  absl::StatusOr<Literal> Call(const HloComputation& computation,
                               absl::Span<const Literal* const> args) override {
    if (static_cast<int64_t>(args.size()) != computation.num_parameters()) {
      return InvalidArgument("computation ", computation.name(), " takes ",
                             computation.num_parameters(), " arguments but got ", args.size());
    }
    for (size_t i = 0; i < args.size(); ++i) {
      const Shape& expected = computation.parameter_instruction(i)->shape();
      // A dynamic value (at its runtime sizes) fits its bounded parameter.
      if (!ShapeUtil::Compatible(args[i]->shape(), expected) &&
          !ShapeUtil::FitsBounds(args[i]->shape(), expected)) {
        return InvalidArgument("argument ", i, " of computation ", computation.name(),
                               " has shape ", args[i]->shape().ToString(), " but parameter ",
                               computation.parameter_instruction(i)->name(), " expects ",
                               expected.ToString());
      }
    }
    ASSIGN_OR_RETURN(std::vector<HloInstruction*> order,
                     computation.MakeInstructionPostOrderOrError());
    absl::flat_hash_map<const HloInstruction*, Literal> values;
    std::vector<const Literal*> operands;
    for (const HloInstruction* instruction : order) {
      if (instruction->opcode() == HloOpcode::kParameter) {
        values[instruction] = args[instruction->parameter_number()]->Clone();
        continue;
      }
      operands.clear();
      for (const HloInstruction* operand : instruction->operands()) {
        operands.push_back(&values.at(operand));
      }
      ASSIGN_OR_RETURN(values[instruction], EvaluateInstruction(*instruction, operands));
    }
    return std::move(values.at(computation.root_instruction()));
  }

  absl::StatusOr<Literal> EvaluateInstruction(const HloInstruction& instruction,
                                              absl::Span<const Literal* const> operands) {
    const OpEvaluatorFn* fn = OpRegistry::Get().Find(instruction.opcode());
    if (fn == nullptr) {
      return Unimplemented("the interpreter cannot evaluate ",
                           HloOpcodeString(instruction.opcode()), " (instruction ",
                           instruction.name(), ")");
    }
    absl::StatusOr<Literal> result = (*fn)(instruction, operands, *this);
    if (!result.ok()) {
      return AddContext(result.status(), absl::StrCat("evaluating ", instruction.name()));
    }
    return result;
  }

 private:
  EvalOptions options_;
  std::unique_ptr<HostQueues> owned_queues_;
  std::mt19937_64 rng_;
};

}  // namespace

HloEvaluator::HloEvaluator(EvalOptions options)
    : context_(std::make_unique<EvaluatorContext>(options)) {}

HloEvaluator::~HloEvaluator() = default;

absl::StatusOr<Literal> HloEvaluator::Evaluate(const HloModule& module,
                                               absl::Span<const Literal* const> args) {
  if (module.entry_computation() == nullptr) {
    return InvalidArgument("module ", module.name(), " has no entry computation");
  }
  return Evaluate(*module.entry_computation(), args);
}

absl::StatusOr<Literal> HloEvaluator::Evaluate(const HloComputation& computation,
                                               absl::Span<const Literal* const> args) {
  return context_->Call(computation, args);
}

absl::StatusOr<Literal> HloEvaluator::EvaluateWithOperands(
    const HloInstruction& instruction, absl::Span<const Literal* const> operands) {
  return static_cast<EvaluatorContext&>(*context_).EvaluateInstruction(instruction, operands);
}

}  // namespace xla
