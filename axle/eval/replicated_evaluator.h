// Runs a module as N replicas, one thread each, so collectives rendezvous.
// All replicas share one CollectiveHub (collectives, send/recv between
// replicas) and one HostQueues (infeed, outfeed, host transfers). When a
// replica fails, the run aborts: the others' pending waits fail at once
// instead of hanging, and the failing replica's error is returned.
#ifndef AXLE_EVAL_REPLICATED_EVALUATOR_H_
#define AXLE_EVAL_REPLICATED_EVALUATOR_H_

#include <atomic>
#include <chrono>
#include <functional>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/literal/literal.h"

namespace xla {

class HostQueues;

struct ReplicatedOptions {
  uint64_t rng_seed = 42;
  // Shared by every replica; when null the run makes its own, empty one (an
  // infeed then fails at once, as nothing can ever fill it).
  HostQueues* host_queues = nullptr;
  // The longest a collective or a recv waits for other replicas.
  std::chrono::milliseconds timeout = std::chrono::seconds(30);
  int64_t max_while_iterations = -1;  // EvalOptions::max_while_iterations
  // Per replica, as in EvalOptions: the memory limit (0: the default) and
  // the cancellation flag.
  int64_t memory_limit_bytes = 0;
  const std::atomic<bool>* cancelled = nullptr;
  bool flush_denormals = false;           // EvalOptions::flush_denormals
  bool plain_complex_arithmetic = false;  // EvalOptions::plain_complex_arithmetic
};

class CollectiveHub;

// Runs `replica_fn(r, hub, queues)` for every replica r, each on its own
// thread, all sharing one CollectiveHub and one HostQueues (see above for
// how a failure aborts the others). Every backend runs replicas this way.
using ReplicaFn = std::function<absl::StatusOr<Literal>(int64_t replica, CollectiveHub& hub,
                                                        HostQueues& queues)>;
absl::StatusOr<std::vector<Literal>> RunReplicas(int64_t replicas,
                                                 const ReplicatedOptions& options,
                                                 const ReplicaFn& replica_fn);

// args[r] are replica r's arguments; the replica count is args.size().
// Returns one result per replica, or the error of the replica that failed
// first (prefixed with its replica id when there are several replicas).
absl::StatusOr<std::vector<Literal>> EvaluateReplicated(
    const HloModule& module, const std::vector<std::vector<const Literal*>>& args,
    const ReplicatedOptions& options);
absl::StatusOr<std::vector<Literal>> EvaluateReplicated(
    const HloModule& module, const std::vector<std::vector<const Literal*>>& args,
    uint64_t rng_seed = 42);

}  // namespace xla

#endif  // AXLE_EVAL_REPLICATED_EVALUATOR_H_
