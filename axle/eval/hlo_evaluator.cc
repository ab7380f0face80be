#include "axle/eval/hlo_evaluator.h"

#include <algorithm>
#include <new>
#include <optional>
#include <random>
#include <stdexcept>

#include "absl/container/flat_hash_map.h"
#include "axle/base/float_environment.h"
#include "axle/base/status_macros.h"
#include "axle/eval/control_flow.h"
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
    absl::StatusOr<Literal> result = RunFrames(computation, args);
    --apply_depth_;
    return result;
  }

  int64_t peak_value_bytes() const { return peak_bytes_; }

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
  // to run and the values so far (by position in `order`). Each value is
  // freed after its last use: `uses_left` counts operand slots still to be
  // evaluated. The entry's parameters are the caller's literals; a callee's
  // arguments are owned by its frame. `control` belongs to order[next] while
  // it waits for a callee (a control-flow instruction).
  struct Frame {
    const HloComputation* computation = nullptr;
    std::vector<HloInstruction*> order;
    absl::flat_hash_map<const HloInstruction*, size_t> position;
    size_t next = 0;
    std::vector<Literal> owned_args;
    std::vector<const Literal*> args;
    std::vector<const Literal*> value;
    std::vector<Literal> owned;
    std::vector<int64_t> bytes;
    std::vector<int64_t> uses_left;
    int64_t held_bytes = 0;  // counted in the context's live bytes
    ControlState control;
  };

  // The frames of one RunFrames; gives their bytes back to the context's
  // count however the run ends.
  class FrameStack {
   public:
    explicit FrameStack(EvaluatorContext& context) : context_(context) {}
    ~FrameStack() {
      while (!frames_.empty()) Pop();
    }
    std::vector<std::unique_ptr<Frame>>& frames() { return frames_; }
    void Push(std::unique_ptr<Frame> frame) { frames_.push_back(std::move(frame)); }
    void Pop() {
      context_.live_bytes_ -= frames_.back()->held_bytes;
      frames_.pop_back();
    }

   private:
    EvaluatorContext& context_;
    std::vector<std::unique_ptr<Frame>> frames_;
  };

  static absl::Status CheckArguments(const HloComputation& computation,
                                     absl::Span<const Literal* const> args) {
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
    return absl::OkStatus();
  }

  static absl::StatusOr<std::unique_ptr<Frame>> MakeFrame(const HloComputation& computation,
                                                          std::vector<Literal> owned_args,
                                                          absl::Span<const Literal* const> args) {
    auto frame = std::make_unique<Frame>();
    frame->owned_args = std::move(owned_args);
    if (!frame->owned_args.empty()) {
      for (const Literal& arg : frame->owned_args) frame->args.push_back(&arg);
    } else {
      frame->args.assign(args.begin(), args.end());
    }
    RETURN_IF_ERROR(CheckArguments(computation, frame->args));
    frame->computation = &computation;
    ASSIGN_OR_RETURN(frame->order, computation.MakeInstructionPostOrderOrError());
    const size_t n = frame->order.size();
    frame->position.reserve(n);
    for (size_t i = 0; i < n; ++i) frame->position[frame->order[i]] = i;
    frame->uses_left.assign(n, 0);
    for (const HloInstruction* instruction : frame->order) {
      for (const HloInstruction* operand : instruction->operands()) {
        ++frame->uses_left[frame->position.at(operand)];
      }
    }
    frame->value.assign(n, nullptr);
    frame->owned.resize(n);
    frame->bytes.assign(n, 0);
    return frame;
  }

  void Release(Frame& frame, size_t i) {
    frame.owned[i] = Literal();
    frame.held_bytes -= frame.bytes[i];
    live_bytes_ -= frame.bytes[i];
    frame.bytes[i] = 0;
  }

  // Stores the value of order[next] and frees what is no longer used.
  void Finish(Frame& frame, Literal result) {
    const size_t i = frame.next;
    const HloInstruction* instruction = frame.order[i];
    const HloInstruction* root = frame.computation->root_instruction();
    frame.owned[i] = std::move(result);
    frame.value[i] = &frame.owned[i];
    frame.bytes[i] = StorageBytes(instruction->shape());
    frame.held_bytes += frame.bytes[i];
    live_bytes_ += frame.bytes[i];
    peak_bytes_ = std::max(peak_bytes_, live_bytes_);
    for (const HloInstruction* operand : instruction->operands()) {
      size_t j = frame.position.at(operand);
      if (--frame.uses_left[j] == 0 && operand != root) Release(frame, j);
    }
    if (frame.uses_left[i] == 0 && instruction != root) Release(frame, i);  // for effects only
    ++frame.next;
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

  absl::Status CheckBeforeRunning(const HloInstruction& instruction) const {
    if (options_.cancelled != nullptr && options_.cancelled->load(std::memory_order_relaxed)) {
      return absl::CancelledError(
          absl::StrCat("the run was cancelled (before instruction ", instruction.name(), ")"));
    }
    int64_t bytes = StorageBytes(instruction.shape());
    if (bytes > memory_limit_ - live_bytes_) {  // the message only when it fails
      return CheckMemoryLimit(absl::StrCat("instruction ", instruction.name(), " (",
                                           ShapeUtil::HumanString(instruction.shape()), ")"),
                              bytes, live_bytes_, memory_limit_);
    }
    return absl::OkStatus();
  }

  // Evaluates `computation` with call, fusion, while and conditional
  // running on an explicit stack of frames (nesting comes from the input).
  absl::StatusOr<Literal> RunFrames(const HloComputation& computation,
                                    absl::Span<const Literal* const> args) {
    FrameStack stack(*this);
    ASSIGN_OR_RETURN(std::unique_ptr<Frame> first, MakeFrame(computation, {}, args));
    stack.Push(std::move(first));
    std::optional<Literal> returned;  // a finished callee's value for the frame below
    std::vector<const Literal*> operands;
    while (true) {
      Frame& frame = *stack.frames().back();
      absl::StatusOr<ControlStep> step = absl::InternalError("no step");
      if (returned.has_value()) {
        step = ResumeControl(*frame.order[frame.next], std::move(*returned), frame.control,
                             options_);
        returned.reset();
      } else if (frame.next == frame.order.size()) {
        const HloInstruction* root = frame.computation->root_instruction();
        size_t root_position = frame.position.at(root);
        Literal result = root->opcode() == HloOpcode::kParameter
                             ? frame.value[root_position]->Clone()
                             : std::move(frame.owned[root_position]);
        stack.Pop();
        if (stack.frames().empty()) return result;
        returned = std::move(result);
        continue;
      } else {
        const HloInstruction* instruction = frame.order[frame.next];
        if (instruction->opcode() == HloOpcode::kParameter) {
          frame.value[frame.next] = frame.args[instruction->parameter_number()];
          ++frame.next;
          continue;
        }
        absl::Status ready = CheckBeforeRunning(*instruction);
        if (!ready.ok()) return InFrames(ready, stack.frames());
        operands.clear();
        for (const HloInstruction* operand : instruction->operands()) {
          operands.push_back(frame.value[frame.position.at(operand)]);
        }
        if (!IsControlFlow(instruction->opcode())) {
          absl::StatusOr<Literal> value = Dispatch(*instruction, operands);
          if (!value.ok()) return InFrames(value.status(), stack.frames());
          Finish(frame, *std::move(value));
          continue;
        }
        frame.control = ControlState();
        step = StartControl(*instruction, operands, frame.control);
      }
      if (!step.ok()) return InFrames(step.status(), stack.frames());
      if (step->result.has_value()) {
        Finish(frame, std::move(*step->result));
        continue;
      }
      absl::StatusOr<std::unique_ptr<Frame>> callee =
          MakeFrame(*step->callee, std::move(step->args), {});
      if (!callee.ok()) return InFrames(callee.status(), stack.frames());
      stack.Push(*std::move(callee));
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
                           HloOpcodeString(instruction.opcode()), " (instruction ",
                           instruction.name(), ")");
    }
    try {
      return (*fn)(instruction, operands, *this);
    } catch (const std::bad_alloc&) {
      // The last resort: a temporary too large for the memory left.
    } catch (const std::length_error&) {
    }
    return ResourceExhausted("out of memory evaluating instruction ", instruction.name(), " (",
                             ShapeUtil::HumanString(instruction.shape()), ")");
  }

  int apply_depth_ = 0;
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
  FlushDenormalsScope flush(context_->options().flush_denormals);
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
