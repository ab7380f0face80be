// Small helpers shared by the axle subcommands.
#ifndef AXLE_TOOLS_CLI_IO_H_
#define AXLE_TOOLS_CLI_IO_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla::tools {

// Reads a whole file, or standard input for "-". Errors name the path.
absl::StatusOr<std::string> ReadInputFile(absl::string_view path);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_CLI_IO_H_
