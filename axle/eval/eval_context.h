// What an op's evaluation may need beyond its operands: running called
// computations, the replica it runs as, host queues, collectives, RNG state.
#ifndef AXLE_EVAL_EVAL_CONTEXT_H_
#define AXLE_EVAL_EVAL_CONTEXT_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/literal/literal.h"

namespace xla {

class HloComputation;
class HloInstruction;
class HostQueues;        // infeed/outfeed and send/recv by channel (eval/host_queues.h)
class CollectiveHub;     // rendezvous of replicas (eval/collective_hub.h)

struct EvalOptions {
  int64_t replica_count = 1;
  int64_t replica_id = 0;
  uint64_t rng_seed = 42;
  HostQueues* host_queues = nullptr;      // optional; created on demand
  CollectiveHub* collectives = nullptr;   // required when replica_count > 1
  // A while loop whose body would run more often than this is an error
  // naming the loop; negative: unlimited.
  int64_t max_while_iterations = -1;
  // The most bytes of values the evaluation holds at once, checked before
  // each instruction's result is made (eval/memory_limit.h); 0: the default
  // (80% of physical memory).
  int64_t memory_limit_bytes = 0;
  // When set, becoming true stops the evaluation with Cancelled before its
  // next instruction (axle run sets it on SIGINT).
  const std::atomic<bool>* cancelled = nullptr;
  // CompileOptions::flush_denormals and plain_complex_arithmetic
  // (axle/backends/compiler.h): XLA:CPU's numerics.
  bool flush_denormals = false;
  bool plain_complex_arithmetic = false;
};

class EvalContext {
 public:
  virtual ~EvalContext() = default;
  virtual const EvalOptions& options() const = 0;
  // Evaluates a called computation (to_apply, body, branch...) on arguments.
  virtual absl::StatusOr<Literal> Call(const HloComputation& computation,
                                       absl::Span<const Literal* const> args) = 0;
  virtual HostQueues& host_queues() = 0;
  // Next value of the per-evaluation RNG stream (for rng ops).
  virtual uint64_t NextRandom() = 0;
};

// Evaluates one instruction given its evaluated operands.
using OpEvaluatorFn = std::function<absl::StatusOr<Literal>(
    const HloInstruction& instruction, absl::Span<const Literal* const> operands,
    EvalContext& context)>;

}  // namespace xla

#endif  // AXLE_EVAL_EVAL_CONTEXT_H_
