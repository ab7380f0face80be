// libaxle_aot_runtime's implementation of the portable runtime's services
// (axle/backends/cpu/runtime/portable/runtime_services.h): ctx is the
// xla::aot::RunContext a generated class's Run() passes. Work groups run on
// a process-wide pool of std::threads (one per hardware thread, or
// AXLE_NUM_THREADS), created at the first parallel run and used up to the
// context's max_threads; the split into groups comes from the compiled code,
// so results never depend on the thread count.
#include "axle/aot_runtime/run_context.h"
#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/thread_pool.h"

namespace xla::cpu {
namespace {

aot::RunContext& Run(void* ctx) { return *static_cast<aot::RunContext*>(ctx); }

}  // namespace

// Ahead of time there are no status codes: the message is the error.
void RecordRunError(void* ctx, RunErrorCode, const std::string& message) {
  Run(ctx).RecordError(message.c_str());
}

bool RunFailed(void* ctx) { return Run(ctx).failed(); }

bool RunCancelled(void*) { return false; }

void RunWorkGroups(void* ctx, int64_t groups, const std::function<void(int64_t)>& fn) {
  const int max_threads = Run(ctx).max_threads();
  if (max_threads <= 1 || groups <= 1) {
    for (int64_t group = 0; group < groups; ++group) fn(group);
  } else {
    ThreadPool::Default().ParallelFor(groups, max_threads, fn);
  }
}

std::mt19937_64& RunRng(void* ctx) { return Run(ctx).rng(); }

}  // namespace xla::cpu
