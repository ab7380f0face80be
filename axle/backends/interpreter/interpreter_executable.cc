#include "axle/backends/interpreter/interpreter_executable.h"

#include "axle/base/status_macros.h"
#include "axle/eval/replicated_evaluator.h"

namespace xla {

absl::StatusOr<std::vector<Literal>> InterpreterExecutable::ExecuteReplicatedImpl(
    const std::vector<std::vector<const Literal*>>& arguments, const BackendRunOptions& options) {
  // One code path for any replica count: one replica too runs with a
  // CollectiveHub (send/recv loopback) and the shared host queues.
  ReplicatedOptions replicated;
  replicated.rng_seed = options.rng_seed;
  replicated.host_queues = options.host_queues;
  replicated.memory_limit_bytes = options.memory_limit_bytes;
  replicated.cancelled = options.cancelled;
  replicated.max_while_iterations = max_while_iterations_;
  replicated.flush_denormals = flush_denormals_;
  replicated.plain_complex_arithmetic = plain_complex_arithmetic_;
  return EvaluateReplicated(module(), arguments, replicated);
}

}  // namespace xla
