#include "axle/runtime/local_executable.h"

#include <chrono>

#include "absl/container/inlined_vector.h"
#include "axle/base/status_macros.h"

namespace xla {
namespace {

absl::Status CheckDevice(const ExecutableRunOptions& options, int device_count) {
  if (options.device_ordinal() < -1 || options.device_ordinal() >= device_count) {
    return InvalidArgument("device ordinal ", options.device_ordinal(),
                           " is out of range: the platform has ", device_count,
                           device_count == 1 ? " device" : " devices");
  }
  return absl::OkStatus();
}

BackendRunOptions ToBackendOptions(const ExecutableRunOptions& options,
                                   const ExecutableBuildOptions& build_options,
                                   HostQueues* client_queues) {
  BackendRunOptions result;
  if (options.rng_seed() != 0) result.rng_seed = static_cast<uint64_t>(options.rng_seed());
  result.host_queues = options.host_queues() != nullptr ? options.host_queues() : client_queues;
  result.cancelled = options.cancellation_flag();
  result.memory_limit_bytes = build_options.memory_limit_bytes();
  return result;
}

// One replica: no per-replica lists (the per-call path).
absl::StatusOr<ScopedShapedBuffer> RunOneReplica(Executable& executable,
                                                 absl::Span<const ShapedBuffer* const> arguments,
                                                 const BackendRunOptions& options) {
  absl::InlinedVector<const Literal*, 8> literals;
  for (size_t i = 0; i < arguments.size(); ++i) {
    if (arguments[i] == nullptr) return InvalidArgument("argument ", i, " is null");
    literals.push_back(&arguments[i]->literal());
  }
  ASSIGN_OR_RETURN(Literal result, executable.Execute(literals, options));
  return ScopedShapedBuffer(std::move(result), 0);
}

// Fills the run options' ExecutionProfile, if any, with the time since `start`.
void RecordProfile(const ExecutableRunOptions& options,
                   std::chrono::steady_clock::time_point start) {
  if (options.execution_profile() == nullptr) return;
  const int64_t ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                         std::chrono::steady_clock::now() - start)
                         .count();
  options.execution_profile()->set_compute_time_ns(ns);
  options.execution_profile()->set_compute_and_transfer_time_ns(ns);
}

}  // namespace

absl::StatusOr<ScopedShapedBuffer> LocalExecutable::Run(
    absl::Span<const ShapedBuffer* const> arguments, ExecutableRunOptions run_options) {
  if (executable_->num_replicas() == 1) {
    const auto start = std::chrono::steady_clock::now();
    RETURN_IF_ERROR(CheckDevice(run_options, 1));
    ASSIGN_OR_RETURN(ScopedShapedBuffer result,
                     RunOneReplica(*executable_, arguments,
                                   ToBackendOptions(run_options, build_options_, client_queues_)));
    RecordProfile(run_options, start);
    return result;
  }
  std::vector<std::vector<const ShapedBuffer*>> per_replica(
      executable_->num_replicas(),
      std::vector<const ShapedBuffer*>(arguments.begin(), arguments.end()));
  ASSIGN_OR_RETURN(std::vector<ScopedShapedBuffer> results,
                   RunReplicated(per_replica, run_options));
  return std::move(results[0]);
}

absl::StatusOr<std::vector<ScopedShapedBuffer>> LocalExecutable::RunReplicated(
    const std::vector<std::vector<const ShapedBuffer*>>& arguments,
    ExecutableRunOptions run_options) {
  const auto start = std::chrono::steady_clock::now();
  RETURN_IF_ERROR(CheckDevice(run_options, 1));
  if (arguments.size() == 1 && executable_->num_replicas() == 1) {
    ASSIGN_OR_RETURN(ScopedShapedBuffer result,
                     RunOneReplica(*executable_, arguments[0],
                                   ToBackendOptions(run_options, build_options_, client_queues_)));
    RecordProfile(run_options, start);
    std::vector<ScopedShapedBuffer> results;
    results.push_back(std::move(result));
    return results;
  }
  std::vector<std::vector<const Literal*>> literals(arguments.size());
  for (size_t r = 0; r < arguments.size(); ++r) {
    for (size_t i = 0; i < arguments[r].size(); ++i) {
      if (arguments[r][i] == nullptr) return InvalidArgument("argument ", i, " is null");
      literals[r].push_back(&arguments[r][i]->literal());
    }
  }
  ASSIGN_OR_RETURN(
      std::vector<Literal> results,
      executable_->ExecuteReplicated(
          literals, ToBackendOptions(run_options, build_options_, client_queues_)));
  RecordProfile(run_options, start);
  std::vector<ScopedShapedBuffer> buffers;
  buffers.reserve(results.size());
  for (Literal& result : results) buffers.emplace_back(std::move(result), 0);
  return buffers;
}

}  // namespace xla
