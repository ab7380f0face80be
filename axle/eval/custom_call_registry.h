// Targets of custom-call: C functions found by name, first among those
// registered here, else among the symbols DEFINED by a shared library the
// user loaded explicitly (LoadCustomCallLibrary; `axle run
// --custom_call_library=lib.so`). Nothing else is callable: an HLO module must
// not reach arbitrary process symbols (system, abort, free...) with buffers it
// controls, so the rest of the process and the loaded libraries' own
// dependencies (libc...) are never searched.
//
// Calling convention (XLA's CPU one):
//   api_version ORIGINAL (default):   void f(void* out, const void** in)
//   API_VERSION_STATUS_RETURNING:     void f(void* out, const void** in,
//                                            XlaCustomCallStatus* status)
//   API_VERSION_STATUS_RETURNING_UNIFIED:
//       void f(void* out, const void** in, const char* opaque,
//              size_t opaque_len, XlaCustomCallStatus* status)
//       (opaque is the instruction's backend_config)
// in[i] points to operand i's dense buffer in the default (row-major) layout;
// out to the result's. A tuple (result or operand) is passed as an array of
// pointers to its elements' buffers, recursively; a token as nullptr.
#ifndef AXLE_EVAL_CUSTOM_CALL_REGISTRY_H_
#define AXLE_EVAL_CUSTOM_CALL_REGISTRY_H_

#include <cstddef>
#include <string>

#include "absl/status/status.h"

extern "C" {
typedef struct XlaCustomCallStatus_ XlaCustomCallStatus;
// Marks the call failed with `message` (copied); the custom-call then
// evaluates to an error carrying it.
void XlaCustomCallStatusSetFailure(XlaCustomCallStatus* status, const char* message,
                                   size_t message_len);
void XlaCustomCallStatusSetSuccess(XlaCustomCallStatus* status);
}

namespace xla {

// Registers `function` (any of the signatures above) under `name`; a later
// registration of the same name replaces the earlier one. Thread-safe.
void RegisterCustomCallTarget(const std::string& name, void* function);
// Loads the shared library at `path` (dlopen, RTLD_NOW | RTLD_LOCAL) and
// makes the functions it defines and exports callable custom-call targets
// (after the registered ones; among libraries, the first loaded wins).
// Loading the same path again is a no-op. Libraries stay loaded for the life
// of the process. NotFound naming the path and dlerror()'s reason when it
// cannot be loaded. Thread-safe.
absl::Status LoadCustomCallLibrary(const std::string& path);
// The registered function, else the symbol `name` defined by a loaded
// library, else nullptr.
void* FindCustomCallTarget(const std::string& name);

namespace custom_call_internal {
struct Registrar {
  Registrar(const char* name, void* function) { RegisterCustomCallTarget(name, function); }
};
}  // namespace custom_call_internal

}  // namespace xla

#define AXLE_CUSTOM_CALL_CONCAT_INNER(a, b) a##b
#define AXLE_CUSTOM_CALL_CONCAT(a, b) AXLE_CUSTOM_CALL_CONCAT_INNER(a, b)

// At static-initialisation time, registers `function` under the name `symbol`.
#define XLA_CPU_REGISTER_CUSTOM_CALL_TARGET_WITH_SYM(symbol, function)      \
  static ::xla::custom_call_internal::Registrar AXLE_CUSTOM_CALL_CONCAT(    \
      axle_custom_call_registrar_, __COUNTER__)(symbol,                     \
                                                reinterpret_cast<void*>(function))
// Registers `function` under its own name.
#define XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(function) \
  XLA_CPU_REGISTER_CUSTOM_CALL_TARGET_WITH_SYM(#function, function)

#endif  // AXLE_EVAL_CUSTOM_CALL_REGISTRY_H_
