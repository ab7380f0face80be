// Executable: a module compiled for one platform, ready to run on host
// literals. Backends implement ExecuteReplicatedImpl; the base class checks
// the arguments against the entry signature first, so every backend reports
// wrong argument counts and shapes the same way.
#ifndef AXLE_BACKENDS_EXECUTABLE_H_
#define AXLE_BACKENDS_EXECUTABLE_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/hlo/hlo_module.h"
#include "axle/literal/literal.h"
#include "axle/shape/program_shape.h"

namespace xla {

class HostQueues;

// Per-run settings a backend may use.
struct BackendRunOptions {
  uint64_t rng_seed = 42;  // seeds the rng ops of the run
  // The infeed/outfeed queues and host ends of send/recv the replicas share
  // (eval/host_queues.h); nullptr: the run makes an empty set, so an infeed
  // fails at once.
  HostQueues* host_queues = nullptr;
  // The most bytes the run may allocate (eval/memory_limit.h), checked
  // before allocating; 0: the default (80% of physical memory).
  int64_t memory_limit_bytes = 0;
  // When set, becoming true stops the run with Cancelled (the interpreter
  // checks between instructions, compiled code at loop back-edges and
  // runtime calls).
  const std::atomic<bool>* cancelled = nullptr;
};

class Executable {
 public:
  // `module` must be verified; its config's replica_count is the number of
  // replicas every run executes.
  explicit Executable(std::unique_ptr<HloModule> module);
  virtual ~Executable();
  Executable(const Executable&) = delete;
  Executable& operator=(const Executable&) = delete;

  const HloModule& module() const { return *module_; }
  int64_t num_replicas() const { return module_->config().replica_count; }
  // The entry signature callers must match (layouts as configured).
  const ProgramShape& program_shape() const { return program_shape_; }

  // OK when `arguments` match the entry parameters in number, element type
  // and dimensions (layouts may differ); else InvalidArgument naming the
  // parameter, the expected and the given shape.
  absl::Status ValidateArguments(absl::Span<const Literal* const> arguments) const;

  // Runs every replica; arguments[r] are replica r's arguments, so
  // arguments.size() must equal num_replicas(). One result per replica.
  absl::StatusOr<std::vector<Literal>> ExecuteReplicated(
      const std::vector<std::vector<const Literal*>>& arguments,
      const BackendRunOptions& options = {});
  // Runs every replica on the same `arguments`; returns replica 0's result.
  // One replica with arguments already in the signature's layouts goes
  // straight to ExecuteImpl (no per-replica lists).
  absl::StatusOr<Literal> Execute(absl::Span<const Literal* const> arguments,
                                  const BackendRunOptions& options = {});

 protected:
  // Called with validated arguments, one list per replica.
  virtual absl::StatusOr<std::vector<Literal>> ExecuteReplicatedImpl(
      const std::vector<std::vector<const Literal*>>& arguments,
      const BackendRunOptions& options) = 0;
  // One replica, arguments validated and in the signature's layouts. The
  // default runs ExecuteReplicatedImpl; a backend may do less per call.
  virtual absl::StatusOr<Literal> ExecuteImpl(absl::Span<const Literal* const> arguments,
                                              const BackendRunOptions& options);

 private:
  // Checks a backend's result against the signature; relays it out if needed.
  absl::Status FinishResult(Literal& result) const;

  std::unique_ptr<HloModule> module_;
  ProgramShape program_shape_;
};

}  // namespace xla

#endif  // AXLE_BACKENDS_EXECUTABLE_H_
