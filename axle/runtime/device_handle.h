// DeviceHandle: a logical device of the client's platform (XLA's proto of
// that name): the first physical device's number and how many devices the
// logical one spans. Client::GetDeviceHandles hands them out;
// ExecutionOptions::device_handles names where a computation runs.
#ifndef AXLE_RUNTIME_DEVICE_HANDLE_H_
#define AXLE_RUNTIME_DEVICE_HANDLE_H_

#include <cstdint>

namespace xla {

class DeviceHandle {
 public:
  int64_t handle() const { return handle_; }
  void set_handle(int64_t handle) { handle_ = handle; }
  int64_t device_count() const { return device_count_; }
  void set_device_count(int64_t count) { device_count_ = count; }
  bool operator==(const DeviceHandle& other) const = default;

 private:
  int64_t handle_ = 0;
  int64_t device_count_ = 0;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_DEVICE_HANDLE_H_
