// What one run of compiled code carries: which replica it is, its rng
// stream, the host queues and collective hub it talks to, the thread pool
// its kernels may use, and the first error. Generated code sees it only as
// an opaque pointer that it passes to runtime calls.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_RUN_CONTEXT_H_
#define AXLE_BACKENDS_CPU_RUNTIME_RUN_CONTEXT_H_

#include <atomic>
#include <cstdint>
#include <mutex>
#include <random>

#include "absl/status/status.h"

namespace xla {
class HostQueues;
class CollectiveHub;
}  // namespace xla

namespace xla::cpu {

class ThreadPool;

struct RunContext {
  int64_t replica_id = 0;
  int64_t partition_id = 0;
  int64_t replica_count = 1;
  // The run's rng stream, as the interpreter's (one std::mt19937_64 per
  // evaluation, seeded with the run's seed, every replica alike): rng
  // instructions draw from it in schedule order (runtime_rng.cc).
  std::mt19937_64 rng{42};
  HostQueues* host_queues = nullptr;
  CollectiveHub* collectives = nullptr;
  ThreadPool* pool = nullptr;  // nullptr: run kernels on the calling thread
  int64_t max_threads = 1;     // how many threads a parallel loop may use
  // Set by the caller to stop the run (SIGINT in axle run); compiled code
  // checks it at loop back-edges and runtime calls (runtime_status.h).
  const std::atomic<bool>* cancelled = nullptr;

  // Records `status` if it is the first error of the run.
  void SetError(absl::Status status) {
    std::lock_guard<std::mutex> lock(mutex);
    if (error.ok()) error = std::move(status);
    failed.store(true, std::memory_order_release);
  }
  absl::Status TakeError() {
    std::lock_guard<std::mutex> lock(mutex);
    return error;
  }

  std::mutex mutex;
  absl::Status error;
  std::atomic<bool> failed{false};
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_RUN_CONTEXT_H_
