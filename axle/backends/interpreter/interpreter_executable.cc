#include "axle/backends/interpreter/interpreter_executable.h"

#include "axle/base/status_macros.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/replicated_evaluator.h"

namespace xla {

absl::StatusOr<std::vector<Literal>> InterpreterExecutable::ExecuteReplicatedImpl(
    const std::vector<std::vector<const Literal*>>& arguments, const BackendRunOptions& options) {
  if (arguments.size() == 1) {
    EvalOptions eval_options;
    eval_options.rng_seed = options.rng_seed;
    eval_options.host_queues = options.host_queues;
    eval_options.max_while_iterations = max_while_iterations_;
    HloEvaluator evaluator(eval_options);
    ASSIGN_OR_RETURN(Literal result, evaluator.Evaluate(module(), arguments[0]));
    std::vector<Literal> results;
    results.push_back(std::move(result));
    return results;
  }
  ReplicatedOptions replicated;
  replicated.rng_seed = options.rng_seed;
  replicated.host_queues = options.host_queues;
  replicated.max_while_iterations = max_while_iterations_;
  return EvaluateReplicated(module(), arguments, replicated);
}

}  // namespace xla
