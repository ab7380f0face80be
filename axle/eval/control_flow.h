// Control flow (call, fusion, while, conditional) as resumable steps: an
// instruction says which computation to run next and resumes with its
// result. The evaluator runs those computations on its own stack of frames,
// not the C++ stack, so modules nesting calls, loops and branches 20,000
// deep evaluate; other callers drive the steps with EvalContext::Call.
#ifndef AXLE_EVAL_CONTROL_FLOW_H_
#define AXLE_EVAL_CONTROL_FLOW_H_

#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/eval/eval_context.h"
#include "axle/hlo/hlo_opcode.h"
#include "axle/literal/literal.h"

namespace xla {

// Either the instruction's value, or the computation to run next on `args`
// (ResumeControl then gets its result).
struct ControlStep {
  std::optional<Literal> result;
  const HloComputation* callee = nullptr;
  std::vector<Literal> args;
};

// What a control instruction remembers between steps.
struct ControlState {
  Literal loop_state;        // while: the current state
  bool in_condition = false; // while: the callee running is the condition
  int64_t iterations = 0;    // while: bodies run so far
};

bool IsControlFlow(HloOpcode opcode);
absl::StatusOr<ControlStep> StartControl(const HloInstruction& instruction,
                                         absl::Span<const Literal* const> operands,
                                         ControlState& state);
absl::StatusOr<ControlStep> ResumeControl(const HloInstruction& instruction, Literal callee_result,
                                          ControlState& state, const EvalOptions& options);

}  // namespace xla

#endif  // AXLE_EVAL_CONTROL_FLOW_H_
