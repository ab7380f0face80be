#include "axle/eval/hlo_evaluator.h"

#include <algorithm>
#include <new>
#include <random>
#include <stdexcept>

#include "absl/container/flat_hash_map.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_abi.h"
#include "axle/eval/host_queues.h"
#include "axle/eval/memory_limit.h"
#include "axle/eval/op_registry.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

class EvaluatorContext : public EvalContext {
 public:
  explicit EvaluatorContext(EvalOptions options)
      : options_(options),
        rng_(options.rng_seed),
        memory_limit_(EffectiveMemoryLimit(options.memory_limit_bytes)) {
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
    // Each value is freed after its last use: `uses_left` counts operand
    // slots still to be evaluated. Parameters are the caller's literals.
    const HloInstruction* root = computation.root_instruction();
    absl::flat_hash_map<const HloInstruction*, size_t> position;
    position.reserve(order.size());
    for (size_t i = 0; i < order.size(); ++i) position[order[i]] = i;
    std::vector<int64_t> uses_left(order.size(), 0);
    for (const HloInstruction* instruction : order) {
      for (const HloInstruction* operand : instruction->operands()) ++uses_left[position[operand]];
    }
    std::vector<const Literal*> value(order.size(), nullptr);
    std::vector<Literal> owned(order.size());
    std::vector<int64_t> bytes(order.size(), 0);
    HeldBytes held(*this);
    std::vector<const Literal*> operands;
    for (size_t i = 0; i < order.size(); ++i) {
      const HloInstruction* instruction = order[i];
      if (instruction->opcode() == HloOpcode::kParameter) {
        value[i] = args[instruction->parameter_number()];
      } else {
        RETURN_IF_ERROR(CheckCancelled(*instruction));
        bytes[i] = StorageBytes(instruction->shape());
        if (bytes[i] > memory_limit_ - live_bytes_) {  // the message only when it fails
          return CheckMemoryLimit(absl::StrCat("instruction ", instruction->name(), " (",
                                               ShapeUtil::HumanString(instruction->shape()), ")"),
                                  bytes[i], live_bytes_, memory_limit_);
        }
        operands.clear();
        for (const HloInstruction* operand : instruction->operands()) {
          operands.push_back(value[position[operand]]);
        }
        ASSIGN_OR_RETURN(owned[i], EvaluateInstruction(*instruction, operands));
        value[i] = &owned[i];
        held.Add(bytes[i]);
      }
      for (const HloInstruction* operand : instruction->operands()) {
        size_t j = position[operand];
        if (--uses_left[j] == 0 && operand != root) {
          owned[j] = Literal();
          held.Release(bytes[j]);
        }
      }
      if (uses_left[i] == 0 && instruction != root) {  // unused: evaluated for its effects
        owned[i] = Literal();
        held.Release(bytes[i]);
      }
    }
    size_t root_position = position.at(root);
    if (root->opcode() == HloOpcode::kParameter) return value[root_position]->Clone();
    return std::move(owned[root_position]);
  }

  int64_t peak_value_bytes() const { return peak_bytes_; }

  absl::StatusOr<Literal> EvaluateInstruction(const HloInstruction& instruction,
                                              absl::Span<const Literal* const> operands) {
    const OpEvaluatorFn* fn = OpRegistry::Get().Find(instruction.opcode());
    if (fn == nullptr) {
      return Unimplemented("the interpreter cannot evaluate ",
                           HloOpcodeString(instruction.opcode()), " (instruction ",
                           instruction.name(), ")");
    }
    absl::StatusOr<Literal> result = absl::UnknownError("");
    try {
      result = (*fn)(instruction, operands, *this);
    } catch (const std::bad_alloc&) {
      // The last resort: a temporary too large for memory left.
      result = ResourceExhausted("out of memory evaluating instruction ", instruction.name(),
                                 " (", ShapeUtil::HumanString(instruction.shape()), ")");
    } catch (const std::length_error&) {
      result = ResourceExhausted("out of memory evaluating instruction ", instruction.name(),
                                 " (", ShapeUtil::HumanString(instruction.shape()), ")");
    }
    if (!result.ok()) {
      return AddContext(result.status(), absl::StrCat("evaluating ", instruction.name()));
    }
    return result;
  }

 private:
  // The bytes of values one Call holds, given back to the context's count
  // when the call returns (normally or with an error).
  class HeldBytes {
   public:
    explicit HeldBytes(EvaluatorContext& context) : context_(context) {}
    ~HeldBytes() { context_.live_bytes_ -= held_; }
    void Add(int64_t bytes) {
      held_ += bytes;
      context_.live_bytes_ += bytes;
      context_.peak_bytes_ = std::max(context_.peak_bytes_, context_.live_bytes_);
    }
    void Release(int64_t bytes) {
      held_ -= bytes;
      context_.live_bytes_ -= bytes;
    }

   private:
    EvaluatorContext& context_;
    int64_t held_ = 0;
  };

  absl::Status CheckCancelled(const HloInstruction& instruction) const {
    if (options_.cancelled == nullptr || !options_.cancelled->load(std::memory_order_relaxed)) {
      return absl::OkStatus();
    }
    return absl::CancelledError(
        absl::StrCat("the run was cancelled (before instruction ", instruction.name(), ")"));
  }

  EvalOptions options_;
  std::unique_ptr<HostQueues> owned_queues_;
  std::mt19937_64 rng_;
  int64_t memory_limit_;
  int64_t live_bytes_ = 0;
  int64_t peak_bytes_ = 0;
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
  // Unknown custom-call targets fail before anything runs.
  RETURN_IF_ERROR(CheckCustomCallTargets(module));
  return Evaluate(*module.entry_computation(), args);
}

absl::StatusOr<Literal> HloEvaluator::Evaluate(const HloComputation& computation,
                                               absl::Span<const Literal* const> args) {
  return context_->Call(computation, args);
}

int64_t HloEvaluator::peak_value_bytes() const {
  return static_cast<const EvaluatorContext&>(*context_).peak_value_bytes();
}

absl::StatusOr<Literal> HloEvaluator::EvaluateWithOperands(
    const HloInstruction& instruction, absl::Span<const Literal* const> operands) {
  return static_cast<EvaluatorContext&>(*context_).EvaluateInstruction(instruction, operands);
}

}  // namespace xla
