// Typed-FFI handlers (XLA's custom-call api_version 4) by target name, for
// the host platform, and the XLA_FFI_Api function table they call back
// into. A handler compiled against XLA's ffi.h registers itself through the
// table's handler_register, or an embedder (the PJRT plugin, for
// jax.ffi.register_ffi_target) through RegisterFfiHandler; Axle's own
// targets (eval/lapack) register at static-initialisation time.
#ifndef AXLE_EVAL_FFI_FFI_REGISTRY_H_
#define AXLE_EVAL_FFI_FFI_REGISTRY_H_

#include <cstdint>
#include <string_view>

#include "absl/status/status.h"
#include "axle/eval/ffi/ffi_abi.h"

namespace xla::ffi {

// Axle's XLA_FFI_Api (binary compatible; cast to `const XLA_FFI_Api*`).
const FfiApi* GetFfiApi();

struct FfiHandlerEntry {
  FfiHandlerBundle bundle;
  FfiHandlerTraits traits = 0;
};

// Registers `bundle` under `name` for `platform`: "cpu" and "Host" (any
// case) name the host, where Axle runs handlers; other platforms' handlers
// are accepted and never called. A later registration of the same name
// replaces the earlier one (JAX may register jaxlib's own LAPACK handlers
// over Axle's). InvalidArgument for an empty name or a bundle with no execute
// handler. Thread-safe.
absl::Status RegisterFfiHandlerBundle(std::string_view name, std::string_view platform,
                                      const FfiHandlerBundle& bundle, FfiHandlerTraits traits);
// The same for a handler with only an execute stage; `handler` is an
// XLA_FFI_Handler*.
absl::Status RegisterFfiHandler(std::string_view name, std::string_view platform, void* handler,
                                uint32_t traits = 0);

// The host handler registered under `name`, or nullptr. Entries live for the
// life of the process.
const FfiHandlerEntry* FindFfiHandler(std::string_view name);

namespace internal {
struct FfiRegistrar {
  FfiRegistrar(const char* name, FfiHandler* handler);
};
}  // namespace internal

}  // namespace xla::ffi

#define AXLE_FFI_CONCAT_INNER(a, b) a##b
#define AXLE_FFI_CONCAT(a, b) AXLE_FFI_CONCAT_INNER(a, b)
// At static-initialisation time, registers `handler` (an FfiHandler) as the
// host handler of target `name`.
#define AXLE_REGISTER_FFI_HANDLER(name, handler)                                            \
  static ::xla::ffi::internal::FfiRegistrar AXLE_FFI_CONCAT(axle_ffi_registrar_, __COUNTER__)( \
      name, handler)

#endif  // AXLE_EVAL_FFI_FFI_REGISTRY_H_
