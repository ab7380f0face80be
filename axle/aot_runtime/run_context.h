// The run context of ahead-of-time compiled code (`axle compile`): what a
// generated class's Run() passes to the compiled entry function as `ctx`,
// and what libaxle_aot_runtime's definitions of the runtime ABI
// (axle/backends/cpu/runtime/runtime_abi.h) read and write. Standard library
// only: generated headers include it, and it installs as part of Axle.
#ifndef AXLE_AOT_RUNTIME_RUN_CONTEXT_H_
#define AXLE_AOT_RUNTIME_RUN_CONTEXT_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <random>

namespace xla::aot {

class RunContext {
 public:
  // `max_threads`: how many threads a parallel loop may use (1: the caller's
  // thread only). `rng_seed`: the seed of the rng stream, as the JIT's
  // (ExecutionOptions::seed; 42 when not set).
  explicit RunContext(int max_threads = 1, uint64_t rng_seed = 42)
      : max_threads_(max_threads < 1 ? 1 : max_threads), rng_(rng_seed) {}
  RunContext(const RunContext&) = delete;
  RunContext& operator=(const RunContext&) = delete;

  int max_threads() const { return max_threads_; }
  std::mt19937_64& rng() { return rng_; }

  // Records `message` (truncated to kErrorCapacity - 1 bytes) if it is the
  // run's first error.
  void RecordError(const char* message) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (failed_.load(std::memory_order_relaxed)) return;
    std::strncpy(error_, message, kErrorCapacity - 1);
    error_[kErrorCapacity - 1] = '\0';
    failed_.store(true, std::memory_order_release);
  }
  bool failed() const { return failed_.load(std::memory_order_acquire); }
  // The first error ("" when none).
  const char* error_message() const { return error_; }

  static constexpr std::size_t kErrorCapacity = 512;

 private:
  int max_threads_;
  std::mt19937_64 rng_;
  std::mutex mutex_;
  std::atomic<bool> failed_{false};
  char error_[kErrorCapacity] = {};
};

}  // namespace xla::aot

#endif  // AXLE_AOT_RUNTIME_RUN_CONTEXT_H_
