// Reading an HLO text module for a subcommand, with errors that locate the
// problem: "FILE:LINE:COLUMN: ..." for parse errors, "FILE: error: ..." for
// verifier errors.
#ifndef AXLE_TOOLS_MODULE_LOADER_H_
#define AXLE_TOOLS_MODULE_LOADER_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "axle/tools/cli_io.h"
#include "axle/hlo/hlo_module.h"

namespace xla::tools {

// `path` "-" reads standard input (named "<stdin>" in errors); a file over
// `max_size` bytes is an error (cli_io.h: ReadInputFile).
absl::StatusOr<std::unique_ptr<HloModule>> LoadHloModule(
    const std::string& path, bool verify = true, int64_t max_size = kDefaultMaxInputFileSize);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_MODULE_LOADER_H_
