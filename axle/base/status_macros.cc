#include "axle/base/status_macros.h"

namespace xla {

absl::Status AddContext(const absl::Status& status, absl::string_view context) {
  if (status.ok()) return status;
  return absl::Status(status.code(), absl::StrCat(context, ": ", status.message()));
}

}  // namespace xla
