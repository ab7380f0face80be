// How portable runtime functions report, as the interpreter words it: 0 on
// success, else the error recorded in the run and 1. Every call is also a
// cancellation point.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_RUNTIME_REPORT_H_
#define AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_RUNTIME_REPORT_H_

#include <cstdint>
#include <string>

#include "axle/backends/cpu/runtime/portable/runtime_services.h"

namespace xla::cpu {

// "the run was cancelled (at instruction NAME)".
std::string CancelledMessage(const char* name);

// `error` empty: 0, unless the run was cancelled (then a Cancelled error
// naming instruction `name` is recorded and 1 returned). Else records
// "evaluating NAME: error" with `code` and returns 1.
int32_t ReportError(void* ctx, const char* name, const std::string& error,
                    RunErrorCode code = RunErrorCode::kInvalidArgument);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_RUNTIME_REPORT_H_
