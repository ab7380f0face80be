// How runtime functions report: 0 on success, else the error (with the
// instruction it came from, as the interpreter words it) recorded in the
// run context and 1.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_STATUS_H_
#define AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_STATUS_H_

#include <cstdint>

#include "absl/status/status.h"

namespace xla::cpu {

// Also reports a Cancelled error when the run was asked to stop, so every
// runtime call is a cancellation point.
int32_t ReportStatus(void* ctx, const void* instruction, const absl::Status& status);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_STATUS_H_
