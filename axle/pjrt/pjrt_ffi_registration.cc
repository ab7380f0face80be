// AxleFfiRegisterHandler: how the Python package (python/axle_jax/_ffi.py)
// hands the plugin the FFI targets a JAX program registers with
// jax.ffi.register_ffi_target (jaxlib files them in its own XLA:CPU
// registry, which the plugin cannot see). Typed-FFI handlers (api_version 1)
// join eval/ffi's registry, legacy custom-call functions (api_version 0) the
// custom-call registry. jaxlib's own lapack_*_ffi handlers are refused:
// Axle implements those targets itself.
#include <string>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/eval/ffi/ffi_registry.h"

namespace {

// The refusal AxleFfiRegisterHandler returns (valid until the next call).
thread_local std::string refusal;

const char* Refuse(std::string why) {
  refusal = std::move(why);
  return refusal.c_str();
}

}  // namespace

extern "C" __attribute__((visibility("default"))) const char* AxleFfiRegisterHandler(
    const char* name, void* handler, int api_version, unsigned traits) {
  if (name == nullptr || *name == '\0' || handler == nullptr) {
    return Refuse("AxleFfiRegisterHandler: a name and a handler are required");
  }
  std::string_view target(name);
  if (target.substr(0, 7) == "lapack_" && xla::ffi::FindFfiHandler(target) != nullptr) {
    return Refuse(absl::StrCat("Axle implements ", name, " itself"));
  }
  if (api_version == 0) {
    xla::RegisterCustomCallTarget(name, handler);
    return nullptr;
  }
  if (api_version != 1) {
    return Refuse(absl::StrCat("AxleFfiRegisterHandler: ", name, ": api_version ", api_version,
                               " is neither 0 (custom-call function) nor 1 (typed FFI)"));
  }
  absl::Status status = xla::ffi::RegisterFfiHandler(target, "cpu", handler, traits);
  if (!status.ok()) return Refuse(std::string(status.message()));
  return nullptr;
}
