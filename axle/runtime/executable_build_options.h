// ExecutableBuildOptions: how LocalClient::Compile builds an executable.
#ifndef AXLE_RUNTIME_EXECUTABLE_BUILD_OPTIONS_H_
#define AXLE_RUNTIME_EXECUTABLE_BUILD_OPTIONS_H_

#include <cstdint>
#include <optional>

#include "axle/shape/shape.h"

namespace xla {

class ExecutableBuildOptions {
 public:
  // The device the executable targets; -1 (the default) is the platform's
  // default device. The interpreter has one device, 0.
  int device_ordinal() const { return device_ordinal_; }
  ExecutableBuildOptions& set_device_ordinal(int ordinal) {
    device_ordinal_ = ordinal;
    return *this;
  }
  // The layout the result comes back in; absent: the computation's own.
  const Shape* result_layout() const {
    return result_layout_.has_value() ? &*result_layout_ : nullptr;
  }
  ExecutableBuildOptions& set_result_layout(const Shape& shape) {
    result_layout_ = shape;
    return *this;
  }
  // Replicas every run executes (N threads on the interpreter).
  int num_replicas() const { return num_replicas_; }
  ExecutableBuildOptions& set_num_replicas(int n) {
    num_replicas_ = n;
    return *this;
  }
  // Partitions (SPMD); only 1 is supported.
  int num_partitions() const { return num_partitions_; }
  ExecutableBuildOptions& set_num_partitions(int n) {
    num_partitions_ = n;
    return *this;
  }

 private:
  int device_ordinal_ = -1;
  std::optional<Shape> result_layout_;
  int num_replicas_ = 1;
  int num_partitions_ = 1;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_EXECUTABLE_BUILD_OPTIONS_H_
