// Small helpers shared by the axle subcommands.
#ifndef AXLE_TOOLS_CLI_IO_H_
#define AXLE_TOOLS_CLI_IO_H_

#include <ostream>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla::tools {

// Reads a whole file, or standard input for "-". Errors name the path.
absl::StatusOr<std::string> ReadInputFile(absl::string_view path);

// Writes `text` to `path` (replacing it). Errors name the path.
absl::Status WriteOutputFile(const std::string& path, absl::string_view text);

// A subcommand's last step: `text` to `out` (exit code 0), or its error to
// `err` as "axle COMMAND: message" (exit code 1).
int PrintOrFail(const absl::StatusOr<std::string>& text, absl::string_view command,
                std::ostream& out, std::ostream& err);

// A command-line flag split at its first '=': "--seed=3" is {"--seed", "3", true}.
struct CommandLineFlag {
  std::string name;
  std::string value;
  bool has_value = false;
};
CommandLineFlag SplitFlag(const std::string& arg);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_CLI_IO_H_
