// What is behind the FFI ABI's opaque handles (errors, futures, execution
// contexts), and their C++ helpers; shared by the function table
// (ffi_api.cc) and the call path (ffi_call.cc).
#ifndef AXLE_EVAL_FFI_FFI_RUNTIME_H_
#define AXLE_EVAL_FFI_FFI_RUNTIME_H_

#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

#include "absl/status/status.h"
#include "axle/eval/ffi/ffi_abi.h"

namespace xla::ffi {

struct FfiError {
  FfiErrorCode code;
  std::string message;
};

struct FfiFuture {
  std::mutex mu;
  std::condition_variable ready;
  bool done = false;
  FfiError* error = nullptr;  // owned; set by SetError
};

// One call's context: the host is device 0; states are per call (the
// instantiate stage runs before each execute).
struct FfiExecutionContext {
  int64_t run_id = 0;
  int32_t device_ordinal = 0;
  std::map<int64_t, void*> states;  // type id -> state, deleted with the context
  ~FfiExecutionContext();
};

FfiError* MakeFfiError(FfiErrorCode code, std::string message);
// The status `error` carries (OK for nullptr); destroys it.
absl::Status TakeFfiError(FfiError* error);
// Blocks until `future` is set; returns its error and deletes it.
absl::Status AwaitFfiFuture(FfiFuture* future);

}  // namespace xla::ffi

#endif  // AXLE_EVAL_FFI_FFI_RUNTIME_H_
