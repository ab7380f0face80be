// The registry of platforms by name. The built-in "interpreter" platform is
// always there; other platforms register themselves with RegisterPlatform.
//
//   ASSIGN_OR_RETURN(Platform* platform, PlatformUtil::GetPlatform("interpreter"));
#ifndef AXLE_BACKENDS_PLATFORM_UTIL_H_
#define AXLE_BACKENDS_PLATFORM_UTIL_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/backends/platform.h"

namespace xla {

class PlatformUtil {
 public:
  // The platform named `name` (case-insensitive). An unknown name is
  // NotFound, and the message lists the platforms there are; a platform
  // Axle plans but has not built yet ("cpu") says so.
  static absl::StatusOr<Platform*> GetPlatform(absl::string_view name);
  // The platform computations run on when none is named: "cpu" (code
  // compiled for the host through LLVM); "interpreter" is the oracle.
  static absl::StatusOr<Platform*> GetDefaultPlatform();
  // Names of the registered platforms, sorted.
  static std::vector<std::string> PlatformNames();
  // Adds a platform; AlreadyExists if one has its name. Thread-safe.
  static absl::Status RegisterPlatform(std::unique_ptr<Platform> platform);
};

}  // namespace xla

#endif  // AXLE_BACKENDS_PLATFORM_UTIL_H_
