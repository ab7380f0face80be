// Internal to the numeric evaluators: applies a reducer computation (reduce,
// reduce-window, select-and-scatter's scatter) to N running values and N
// elements, checking what it returns.
//
// Fast path: a computation that is one element-wise instruction applied to
// its parameters (add(p0, p1), maximum(p1, p0)...) is evaluated by calling
// that instruction's evaluator directly, without EvalContext::Call's
// per-call bookkeeping. Same evaluator, same result; only faster.
#ifndef AXLE_EVAL_NUMERIC_OPS_REDUCER_H_
#define AXLE_EVAL_NUMERIC_OPS_REDUCER_H_

#include <vector>

#include "absl/status/status.h"
#include "axle/eval/eval_context.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal.h"

namespace xla {
namespace numeric {

class ReducerCall {
 public:
  ReducerCall(const HloInstruction& instruction, const HloComputation& computation,
              EvalContext& context, int64_t n)
      : instruction_(instruction), computation_(computation), context_(context), n_(n) {
    InitFastPath();
  }

  // acc = computation(acc..., elements...). Each new value must be a scalar
  // of the running value's element type.
  absl::Status Apply(std::vector<Literal>& acc, const std::vector<Literal>& elements);

 private:
  void InitFastPath();
  absl::StatusOr<Literal> Evaluate(absl::Span<const Literal* const> args);

  // Set when the fast path applies: the root's evaluator, and for each root
  // operand the parameter number it reads.
  const OpEvaluatorFn* root_fn_ = nullptr;
  std::vector<int64_t> root_params_;
  const HloInstruction& instruction_;
  const HloComputation& computation_;
  EvalContext& context_;
  int64_t n_;
};

}  // namespace numeric
}  // namespace xla

#endif  // AXLE_EVAL_NUMERIC_OPS_REDUCER_H_
