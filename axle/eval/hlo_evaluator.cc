#include "axle/eval/hlo_evaluator.h"

#include <optional>
#include <random>

#include "absl/container/flat_hash_map.h"
#include "axle/base/status_macros.h"
#include "axle/eval/control_flow.h"
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
    // Ops that apply a computation per element (map, reduce, sort...) call
    // back in here; their nesting (not call/while/conditional nesting, which
    // runs on the frame stack) is bounded to keep the C++ stack small.
    if (apply_depth_ >= kMaxApplyDepth) {
      return ResourceExhausted("computation ", computation.name(), " is applied ",
                               kMaxApplyDepth,
                               " levels deep through map/reduce/sort-like operations (the "
                               "interpreter's limit)");
    }
    ++apply_depth_;
    std::vector<Literal> owned;
    owned.reserve(args.size());
    for (const Literal* arg : args) owned.push_back(arg->Clone());
    absl::StatusOr<Literal> result = RunFrames(computation, std::move(owned));
    --apply_depth_;
    return result;
  }

  absl::StatusOr<Literal> EvaluateInstruction(const HloInstruction& instruction,
                                              absl::Span<const Literal* const> operands) {
    absl::StatusOr<Literal> result = Dispatch(instruction, operands);
    if (!result.ok()) {
      return AddContext(result.status(), absl::StrCat("evaluating ", instruction.name()));
    }
    return result;
  }

 private:
  static constexpr int kMaxApplyDepth = 64;
  // Callers named in an error from deep inside nested computations.
  static constexpr size_t kMaxErrorFrames = 8;

  // One computation being evaluated: its instructions in order, the next one
  // to run and the values so far. `control` belongs to order[next] while it
  // waits for a callee (a control-flow instruction).
  struct Frame {
    const HloComputation* computation = nullptr;
    std::vector<HloInstruction*> order;
    size_t next = 0;
    std::vector<Literal> args;
    absl::flat_hash_map<const HloInstruction*, Literal> values;
    ControlState control;
  };

  static absl::Status CheckArguments(const HloComputation& computation,
                                     absl::Span<const Literal> args) {
    if (static_cast<int64_t>(args.size()) != computation.num_parameters()) {
      return InvalidArgument("computation ", computation.name(), " takes ",
                             computation.num_parameters(), " arguments but got ", args.size());
    }
    for (size_t i = 0; i < args.size(); ++i) {
      const Shape& expected = computation.parameter_instruction(i)->shape();
      // A dynamic value (at its runtime sizes) fits its bounded parameter.
      if (!ShapeUtil::Compatible(args[i].shape(), expected) &&
          !ShapeUtil::FitsBounds(args[i].shape(), expected)) {
        return InvalidArgument("argument ", i, " of computation ", computation.name(),
                               " has shape ", args[i].shape().ToString(), " but parameter ",
                               computation.parameter_instruction(i)->name(), " expects ",
                               expected.ToString());
      }
    }
    return absl::OkStatus();
  }

  static absl::StatusOr<std::unique_ptr<Frame>> MakeFrame(const HloComputation& computation,
                                                          std::vector<Literal> args) {
    RETURN_IF_ERROR(CheckArguments(computation, args));
    auto frame = std::make_unique<Frame>();
    frame->computation = &computation;
    ASSIGN_OR_RETURN(frame->order, computation.MakeInstructionPostOrderOrError());
    frame->args = std::move(args);
    return frame;
  }

  // The error of the innermost frame's instruction, with its callers (the
  // innermost few: a 20,000-deep chain would make a huge message).
  static absl::Status InFrames(const absl::Status& status,
                               const std::vector<std::unique_ptr<Frame>>& stack) {
    absl::Status result = status;
    size_t named = 0;
    for (auto it = stack.rbegin(); it != stack.rend(); ++it, ++named) {
      if (named == kMaxErrorFrames) {
        return AddContext(result, absl::StrCat("(", stack.size() - named, " more callers)"));
      }
      result = AddContext(result, absl::StrCat("evaluating ", (*it)->order[(*it)->next]->name()));
    }
    return result;
  }

  // Evaluates `computation` with call, fusion, while and conditional
  // running on an explicit stack of frames (nesting comes from the input).
  absl::StatusOr<Literal> RunFrames(const HloComputation& computation, std::vector<Literal> args) {
    std::vector<std::unique_ptr<Frame>> stack;
    ASSIGN_OR_RETURN(std::unique_ptr<Frame> first, MakeFrame(computation, std::move(args)));
    stack.push_back(std::move(first));
    std::optional<Literal> returned;  // a finished callee's value for the frame below
    std::vector<const Literal*> operands;
    while (true) {
      Frame& frame = *stack.back();
      absl::StatusOr<ControlStep> step = absl::InternalError("no step");
      if (returned.has_value()) {
        step = ResumeControl(*frame.order[frame.next], std::move(*returned), frame.control,
                             options_);
        returned.reset();
      } else if (frame.next == frame.order.size()) {
        Literal result = std::move(frame.values.at(frame.computation->root_instruction()));
        stack.pop_back();
        if (stack.empty()) return result;
        returned = std::move(result);
        continue;
      } else {
        const HloInstruction* instruction = frame.order[frame.next];
        if (instruction->opcode() == HloOpcode::kParameter) {
          // Each parameter number has one instruction: the argument moves.
          frame.values[instruction] = std::move(frame.args[instruction->parameter_number()]);
          ++frame.next;
          continue;
        }
        operands.clear();
        for (const HloInstruction* operand : instruction->operands()) {
          operands.push_back(&frame.values.at(operand));
        }
        if (!IsControlFlow(instruction->opcode())) {
          absl::StatusOr<Literal> value = Dispatch(*instruction, operands);
          if (!value.ok()) return InFrames(value.status(), stack);
          frame.values[instruction] = *std::move(value);
          ++frame.next;
          continue;
        }
        frame.control = ControlState();
        step = StartControl(*instruction, operands, frame.control);
      }
      if (!step.ok()) return InFrames(step.status(), stack);
      if (step->result.has_value()) {
        frame.values[frame.order[frame.next]] = std::move(*step->result);
        ++frame.next;
        continue;
      }
      absl::StatusOr<std::unique_ptr<Frame>> callee =
          MakeFrame(*step->callee, std::move(step->args));
      if (!callee.ok()) return InFrames(callee.status(), stack);
      stack.push_back(*std::move(callee));
    }
  }

  absl::StatusOr<Literal> Dispatch(const HloInstruction& instruction,
                                   absl::Span<const Literal* const> operands) {
    // A zero-element array result is known without running the op: no op
    // then iterates over or allocates by the other (possibly 2^62-sized)
    // dimensions. Effects and collectives still run (queues, rendezvous).
    if (instruction.shape().IsArray() && ShapeUtil::ElementsIn(instruction.shape()) == 0 &&
        !instruction.HasSideEffectNoRecurse() &&
        !HloOpcodeIsReplicaDependent(instruction.opcode()) &&
        !IsControlFlow(instruction.opcode())) {
      return Literal(instruction.shape());
    }
    const OpEvaluatorFn* fn = OpRegistry::Get().Find(instruction.opcode());
    if (fn == nullptr) {
      return Unimplemented("the interpreter cannot evaluate ",
                           HloOpcodeString(instruction.opcode()));
    }
    return (*fn)(instruction, operands, *this);
  }

  int apply_depth_ = 0;
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
