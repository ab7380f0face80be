// Errors and events of the PJRT C API: absl::Status <-> PJRT_Error, and the
// guard every entry point runs its body in, so that no C++ exception (an
// allocation that fails, say) crosses into the caller.
#ifndef AXLE_PJRT_PJRT_STATUS_H_
#define AXLE_PJRT_PJRT_STATUS_H_

#include <exception>
#include <new>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/pjrt/pjrt_objects.h"

// Returns InvalidArgument "ENTRY: NAME is null" when `pointer` is null.
#define RETURN_IF_NULL(pointer, entry_point, name) \
  RETURN_IF_ERROR(::xla::pjrt::CheckNotNull(pointer, entry_point, name))

namespace xla::pjrt {

template <typename Body>
PJRT_Error* Guarded(const char* entry_point, Body&& body) {
  try {
    return MakeError(body());
  } catch (const std::bad_alloc&) {
    return MakeError(
        absl::ResourceExhaustedError(absl::StrCat(entry_point, ": out of host memory")));
  } catch (const std::exception& e) {
    return MakeError(absl::InternalError(absl::StrCat(entry_point, ": ", e.what())));
  }
}

// InvalidArgument unless `pointer` is set: "ENTRY: NAME is null".
absl::Status CheckNotNull(const void* pointer, const char* entry_point, const char* name);

// The text `bytes` of a string the C API hands out stays alive in `storage`.
inline void SetString(const std::string& storage, const char** text, size_t* size) {
  *text = storage.data();
  *size = storage.size();
}

}  // namespace xla::pjrt

#endif  // AXLE_PJRT_PJRT_STATUS_H_
