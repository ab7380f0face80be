// ExecutableRunOptions: per-run settings of LocalExecutable::Run.
#ifndef AXLE_RUNTIME_EXECUTABLE_RUN_OPTIONS_H_
#define AXLE_RUNTIME_EXECUTABLE_RUN_OPTIONS_H_

#include <cstdint>

namespace xla {

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

 private:
  int device_ordinal_ = -1;
  int rng_seed_ = 0;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_EXECUTABLE_RUN_OPTIONS_H_
