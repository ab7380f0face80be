// ExecutionHandle and ExecutionProfile: XLA's xla_data.proto messages of
// those names, as plain classes with the same accessors. A handle names a
// computation compiled by Client::Compile; a profile receives the timings of
// one Client::Execute.
#ifndef AXLE_RUNTIME_EXECUTION_HANDLE_H_
#define AXLE_RUNTIME_EXECUTION_HANDLE_H_

#include <cstdint>

namespace xla {

class ExecutionHandle {
 public:
  int64_t handle() const { return handle_; }
  void set_handle(int64_t handle) { handle_ = handle; }

 private:
  int64_t handle_ = 0;
};

class ExecutionProfile {
 public:
  // Time the computation ran; with the argument and result copies.
  int64_t compute_time_ns() const { return compute_time_ns_; }
  void set_compute_time_ns(int64_t ns) { compute_time_ns_ = ns; }
  int64_t compute_and_transfer_time_ns() const { return compute_and_transfer_time_ns_; }
  void set_compute_and_transfer_time_ns(int64_t ns) { compute_and_transfer_time_ns_ = ns; }
  // Whether the executable came from a compilation cache (never, here).
  bool compilation_cache_hit() const { return false; }

 private:
  int64_t compute_time_ns_ = 0;
  int64_t compute_and_transfer_time_ns_ = 0;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_EXECUTION_HANDLE_H_
