// ExecutionOptions: how Client::Execute runs a computation (XLA's proto of
// that name, as a plain class with the same accessors).
#ifndef AXLE_RUNTIME_EXECUTION_OPTIONS_H_
#define AXLE_RUNTIME_EXECUTION_OPTIONS_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "axle/runtime/device_handle.h"
#include "axle/shape/shape.h"

namespace xla {

class ExecutionOptions {
 public:
  // Replicas to run (each on the same arguments); 1 by default.
  int64_t num_replicas() const { return num_replicas_; }
  void set_num_replicas(int64_t n) { num_replicas_ = n; }
  // Seed of the rng ops; 0 (the default) means "the platform's default".
  uint64_t seed() const { return seed_; }
  void set_seed(uint64_t seed) { seed_ = seed; }
  // The result with this layout, if set.
  bool has_shape_with_output_layout() const { return shape_with_output_layout_.has_value(); }
  const Shape& shape_with_output_layout() const { return *shape_with_output_layout_; }
  void set_shape_with_output_layout(Shape shape) { shape_with_output_layout_ = std::move(shape); }
  void clear_shape_with_output_layout() { shape_with_output_layout_.reset(); }
  // The logical devices to run on (from Client::GetDeviceHandles); none: the
  // platform's default device.
  int device_handles_size() const { return static_cast<int>(device_handles_.size()); }
  const DeviceHandle& device_handles(int i) const { return device_handles_[i]; }
  const std::vector<DeviceHandle>& device_handles() const { return device_handles_; }
  DeviceHandle* add_device_handles() { return &device_handles_.emplace_back(); }
  std::vector<DeviceHandle>* mutable_device_handles() { return &device_handles_; }
  void clear_device_handles() { device_handles_.clear(); }

 private:
  int64_t num_replicas_ = 1;
  uint64_t seed_ = 0;
  std::optional<Shape> shape_with_output_layout_;
  std::vector<DeviceHandle> device_handles_;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_EXECUTION_OPTIONS_H_
