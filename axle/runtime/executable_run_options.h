// ExecutableRunOptions: per-run settings of LocalExecutable::Run.
#ifndef AXLE_RUNTIME_EXECUTABLE_RUN_OPTIONS_H_
#define AXLE_RUNTIME_EXECUTABLE_RUN_OPTIONS_H_

#include <atomic>
#include <cstdint>

#include "axle/runtime/execution_handle.h"

namespace xla {

class HostQueues;

class ExecutableRunOptions {
 public:
  int device_ordinal() const { return device_ordinal_; }
  ExecutableRunOptions& set_device_ordinal(int ordinal) {
    device_ordinal_ = ordinal;
    return *this;
  }
  // Seed of the rng ops; 0 (the default) means "the platform's default".
  int rng_seed() const { return rng_seed_; }
  ExecutableRunOptions& set_rng_seed(int seed) {
    rng_seed_ = seed;
    return *this;
  }

  // The infeed/outfeed queues of the run (eval/host_queues.h): fill the
  // infeed before running, drain the outfeed after. nullptr (the default):
  // the queues of the LocalClient that compiled the executable
  // (TransferToInfeedLocal / TransferFromOutfeedLocal); an infeed with
  // nothing transferred fails at once.
  HostQueues* host_queues() const { return host_queues_; }
  ExecutableRunOptions& set_host_queues(HostQueues* queues) {
    host_queues_ = queues;
    return *this;
  }
  // Set by the caller to tell runs apart (kept, not interpreted here).
  int32_t launch_id() const { return launch_id_; }
  ExecutableRunOptions& set_launch_id(int32_t id) {
    launch_id_ = id;
    return *this;
  }
  // When set, Run stores the run's time there.
  ExecutionProfile* execution_profile() const { return execution_profile_; }
  ExecutableRunOptions& set_execution_profile(ExecutionProfile* profile) {
    execution_profile_ = profile;
    return *this;
  }

  // When set, becoming true (e.g. from a SIGINT handler) stops the run with
  // a Cancelled error.
  const std::atomic<bool>* cancellation_flag() const { return cancellation_flag_; }
  ExecutableRunOptions& set_cancellation_flag(const std::atomic<bool>* flag) {
    cancellation_flag_ = flag;
    return *this;
  }

 private:
  int device_ordinal_ = -1;
  int rng_seed_ = 0;
  int32_t launch_id_ = 0;
  ExecutionProfile* execution_profile_ = nullptr;
  HostQueues* host_queues_ = nullptr;
  const std::atomic<bool>* cancellation_flag_ = nullptr;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_EXECUTABLE_RUN_OPTIONS_H_
