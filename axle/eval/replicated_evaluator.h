// Runs a module as N replicas, one thread each, so collectives rendezvous.
#ifndef AXLE_EVAL_REPLICATED_EVALUATOR_H_
#define AXLE_EVAL_REPLICATED_EVALUATOR_H_

#include <vector>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/literal/literal.h"

namespace xla {

// args[r] are replica r's arguments; the replica count is args.size().
// Returns one result per replica, or the first replica's error.
absl::StatusOr<std::vector<Literal>> EvaluateReplicated(
    const HloModule& module, const std::vector<std::vector<const Literal*>>& args,
    uint64_t rng_seed = 42);

}  // namespace xla

#endif  // AXLE_EVAL_REPLICATED_EVALUATOR_H_
