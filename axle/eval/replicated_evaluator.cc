#include "axle/eval/replicated_evaluator.h"

#include <thread>

#include "axle/eval/hlo_evaluator.h"

namespace xla {

absl::StatusOr<std::vector<Literal>> EvaluateReplicated(
    const HloModule& module, const std::vector<std::vector<const Literal*>>& args,
    uint64_t rng_seed) {
  int64_t replicas = static_cast<int64_t>(args.size());
  if (replicas < 1) return absl::InvalidArgumentError("need at least one replica");
  std::vector<absl::StatusOr<Literal>> results(replicas, absl::UnknownError("not run"));
  auto run = [&](int64_t r) {
    EvalOptions options;
    options.replica_count = replicas;
    options.replica_id = r;
    options.rng_seed = rng_seed;
    HloEvaluator evaluator(options);
    results[r] = evaluator.Evaluate(module, args[r]);
  };
  if (replicas == 1) {
    run(0);
  } else {
    std::vector<std::thread> threads;
    for (int64_t r = 0; r < replicas; ++r) threads.emplace_back(run, r);
    for (std::thread& t : threads) t.join();
  }
  std::vector<Literal> values;
  for (auto& result : results) {
    if (!result.ok()) return result.status();
    values.push_back(*std::move(result));
  }
  return values;
}

}  // namespace xla
