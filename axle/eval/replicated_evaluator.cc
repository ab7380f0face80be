#include "axle/eval/replicated_evaluator.h"

#include <memory>
#include <new>
#include <system_error>
#include <thread>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_hub.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/host_queues.h"

namespace xla {

absl::StatusOr<std::vector<Literal>> RunReplicas(int64_t replicas,
                                                 const ReplicatedOptions& options,
                                                 const ReplicaFn& replica_fn) {
  if (replicas < 1) return absl::InvalidArgumentError("need at least one replica");
  CollectiveHub hub(replicas, options.timeout);
  std::unique_ptr<HostQueues> owned_queues;
  HostQueues* queues = options.host_queues;
  if (queues == nullptr) {
    owned_queues = std::make_unique<HostQueues>(HostQueues::Timeout(0));
    queues = owned_queues.get();
  }

  std::vector<absl::StatusOr<Literal>> results(replicas, absl::UnknownError("not run"));
  auto run = [&](int64_t r) {
    try {
      results[r] = replica_fn(r, hub, *queues);
    } catch (const std::bad_alloc&) {
      // The last resort (limits are checked before allocating): an error,
      // not an exception escaping a replica's thread.
      results[r] = ResourceExhausted("out of memory running replica ", r);
    }
    if (results[r].ok()) {
      hub.MarkFinished(r);
      return;
    }
    // The first failure wins; the others' waits then fail with it.
    absl::Status status = results[r].status();
    if (replicas > 1) status = AddContext(status, absl::StrCat("replica ", r));
    hub.Abort(status);
    queues->Interrupt(status);
    hub.MarkFinished(r);
  };
  if (replicas == 1) {
    run(0);
  } else {
    std::vector<std::thread> threads;
    threads.reserve(replicas);
    for (int64_t r = 0; r < replicas; ++r) {
      try {
        threads.emplace_back(run, r);
      } catch (const std::system_error& e) {
        // Out of threads: fail the run; the started replicas see the abort.
        absl::Status status = ResourceExhausted("cannot start a thread for replica ", r,
                                                " of ", replicas, ": ", e.what());
        hub.Abort(status);
        queues->Interrupt(status);
        break;
      }
    }
    for (std::thread& t : threads) t.join();
  }
  if (!hub.abort_status().ok()) {
    if (options.host_queues != nullptr) options.host_queues->ClearInterrupt();
    return hub.abort_status();
  }
  std::vector<Literal> values;
  for (auto& result : results) values.push_back(*std::move(result));
  return values;
}

absl::StatusOr<std::vector<Literal>> EvaluateReplicated(
    const HloModule& module, const std::vector<std::vector<const Literal*>>& args,
    const ReplicatedOptions& options) {
  const int64_t replicas = static_cast<int64_t>(args.size());
  return RunReplicas(replicas, options,
                     [&](int64_t r, CollectiveHub& hub, HostQueues& queues) {
                       EvalOptions eval_options;
                       eval_options.replica_count = replicas;
                       eval_options.replica_id = r;
                       eval_options.rng_seed = options.rng_seed;
                       eval_options.host_queues = &queues;
                       eval_options.collectives = &hub;
                       eval_options.max_while_iterations = options.max_while_iterations;
                       eval_options.memory_limit_bytes = options.memory_limit_bytes;
                       eval_options.cancelled = options.cancelled;
                       eval_options.flush_denormals = options.flush_denormals;
                       eval_options.plain_complex_arithmetic = options.plain_complex_arithmetic;
                       HloEvaluator evaluator(eval_options);
                       return evaluator.Evaluate(module, args[r]);
                     });
}

absl::StatusOr<std::vector<Literal>> EvaluateReplicated(
    const HloModule& module, const std::vector<std::vector<const Literal*>>& args,
    uint64_t rng_seed) {
  ReplicatedOptions options;
  options.rng_seed = rng_seed;
  return EvaluateReplicated(module, args, options);
}

}  // namespace xla
