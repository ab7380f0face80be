#include "axle/tools/module_loader.h"

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/stablehlo/module_reader.h"
#include "axle/tools/cli_io.h"

namespace xla::tools {

absl::StatusOr<std::unique_ptr<HloModule>> LoadHloModule(const std::string& path, bool verify,
                                                         int64_t max_size) {
  ASSIGN_OR_RETURN(std::string contents, ReadInputFile(path, max_size));
  std::string name = path == "-" ? "<stdin>" : path;
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseModuleInAnyFormat(contents, name));
  if (verify) {
    absl::Status status = HloVerifier::Verify(*module);
    if (!status.ok()) {
      return absl::Status(status.code(), absl::StrCat(name, ": error: ", status.message()));
    }
  }
  return module;
}

}  // namespace xla::tools
