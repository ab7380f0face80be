// The JIT's implementation of the portable runtime's services
// (portable/runtime_services.h): ctx is the run's xla::cpu::RunContext.
#include "absl/status/status.h"
#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/thread_pool.h"
#include "axle/backends/cpu/runtime/run_context.h"

namespace xla::cpu {
namespace {

RunContext& Run(void* ctx) { return *static_cast<RunContext*>(ctx); }

absl::StatusCode StatusCodeOf(RunErrorCode code) {
  switch (code) {
    case RunErrorCode::kInvalidArgument:
      return absl::StatusCode::kInvalidArgument;
    case RunErrorCode::kResourceExhausted:
      return absl::StatusCode::kResourceExhausted;
    case RunErrorCode::kCancelled:
      return absl::StatusCode::kCancelled;
    case RunErrorCode::kInternal:
      break;
  }
  return absl::StatusCode::kInternal;
}

}  // namespace

void RecordRunError(void* ctx, RunErrorCode code, const std::string& message) {
  Run(ctx).SetError(absl::Status(StatusCodeOf(code), message));
}

bool RunFailed(void* ctx) { return Run(ctx).failed.load(std::memory_order_acquire); }

bool RunCancelled(void* ctx) {
  const std::atomic<bool>* cancelled = Run(ctx).cancelled;
  return cancelled != nullptr && cancelled->load(std::memory_order_relaxed);
}

void RunWorkGroups(void* ctx, int64_t groups, const std::function<void(int64_t)>& fn) {
  RunContext& run = Run(ctx);
  if (run.pool == nullptr || run.max_threads <= 1 || groups <= 1) {
    for (int64_t group = 0; group < groups; ++group) fn(group);
  } else {
    run.pool->ParallelFor(groups, run.max_threads, fn);
  }
}

std::mt19937_64& RunRng(void* ctx) { return Run(ctx).rng; }

}  // namespace xla::cpu
