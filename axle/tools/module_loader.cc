#include "axle/tools/module_loader.h"

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/tools/cli_io.h"

namespace xla::tools {

absl::StatusOr<std::unique_ptr<HloModule>> LoadHloModule(const std::string& path, bool verify,
                                                         int64_t max_size) {
  ASSIGN_OR_RETURN(std::string text, ReadInputFile(path, max_size));
  std::string name = path == "-" ? "<stdin>" : path;
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  if (!module.ok()) {
    // Parse errors start with "LINE:COLUMN:", so this reads FILE:LINE:COLUMN.
    return absl::Status(module.status().code(),
                        absl::StrCat(name, ":", module.status().message()));
  }
  if (verify) {
    absl::Status status = HloVerifier::Verify(**module);
    if (!status.ok()) {
      return absl::Status(status.code(), absl::StrCat(name, ": error: ", status.message()));
    }
  }
  return module;
}

}  // namespace xla::tools
