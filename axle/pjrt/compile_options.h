// The part of XLA's CompileOptionsProto (the bytes PJRT_Client_Compile
// receives) Axle acts on, read with a small protobuf wire-format reader:
//   CompileOptionsProto.executable_build_options (3):
//     num_replicas (4), num_partitions (5), use_spmd_partitioning (6),
//     device_assignment (9): replica_count (1), computation_count (2),
//       computation_devices (3, per partition): replica_device_ids (1).
// Other fields (debug options, argument layouts, ...) are skipped.
#ifndef AXLE_PJRT_COMPILE_OPTIONS_H_
#define AXLE_PJRT_COMPILE_OPTIONS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace xla::pjrt {

struct PjrtCompileOptions {
  int64_t num_replicas = 1;
  int64_t num_partitions = 1;
  bool use_spmd_partitioning = false;
  // device_assignment[replica][partition]: a device id; empty when the
  // options carry none (the default assignment applies).
  std::vector<std::vector<int64_t>> device_assignment;
};

// InvalidArgument naming the byte offset for malformed bytes.
absl::StatusOr<PjrtCompileOptions> ParseCompileOptions(absl::string_view bytes);

// A DeviceAssignmentProto: replica r of partition p on
// devices[r * num_partitions + p].
std::string SerializeDeviceAssignment(int64_t num_replicas, int64_t num_partitions,
                                      const std::vector<int>& devices);

}  // namespace xla::pjrt

#endif  // AXLE_PJRT_COMPILE_OPTIONS_H_
