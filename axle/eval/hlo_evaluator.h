// HloEvaluator: the reference interpreter. Simple and obviously right; the
// oracle every backend is compared against.
#ifndef AXLE_EVAL_HLO_EVALUATOR_H_
#define AXLE_EVAL_HLO_EVALUATOR_H_

#include <memory>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/eval/eval_context.h"
#include "axle/hlo/hlo_module.h"
#include "axle/literal/literal.h"

namespace xla {

class HloEvaluator {
 public:
  explicit HloEvaluator(EvalOptions options = {});
  ~HloEvaluator();

  // Runs the entry computation on `args` (one per entry parameter, shapes
  // compatible with the parameters'). The module must be verified.
  absl::StatusOr<Literal> Evaluate(const HloModule& module,
                                   absl::Span<const Literal* const> args);
  absl::StatusOr<Literal> Evaluate(const HloComputation& computation,
                                   absl::Span<const Literal* const> args);
  // Evaluates one instruction on given operand values (its called
  // computations run as usual); constant folding uses this.
  absl::StatusOr<Literal> EvaluateWithOperands(const HloInstruction& instruction,
                                               absl::Span<const Literal* const> operands);

  // The most bytes of instruction results held at once so far (arguments
  // not counted): each value is freed after its last use.
  int64_t peak_value_bytes() const;

 private:
  std::unique_ptr<EvalContext> context_;
};

}  // namespace xla

#endif  // AXLE_EVAL_HLO_EVALUATOR_H_
