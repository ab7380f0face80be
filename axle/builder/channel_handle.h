// ChannelHandle: names one Send/Recv pair (XLA's xla_data.proto message).
#ifndef AXLE_BUILDER_CHANNEL_HANDLE_H_
#define AXLE_BUILDER_CHANNEL_HANDLE_H_

#include <cstdint>

namespace xla {

class ChannelHandle {
 public:
  enum ChannelType {
    CHANNEL_TYPE_INVALID = 0,
    DEVICE_TO_DEVICE = 1,
    DEVICE_TO_HOST = 2,
    HOST_TO_DEVICE = 3,
  };
  static constexpr ChannelType ChannelType_MIN = CHANNEL_TYPE_INVALID;
  static constexpr ChannelType ChannelType_MAX = HOST_TO_DEVICE;

  int64_t handle() const { return handle_; }
  void set_handle(int64_t handle) { handle_ = handle; }
  ChannelType type() const { return type_; }
  void set_type(ChannelType type) { type_ = type; }
  bool operator==(const ChannelHandle& other) const = default;

 private:
  int64_t handle_ = 0;
  ChannelType type_ = CHANNEL_TYPE_INVALID;
};

}  // namespace xla

#endif  // AXLE_BUILDER_CHANNEL_HANDLE_H_
