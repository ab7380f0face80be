// Small helpers shared by the axle subcommands.
#ifndef AXLE_TOOLS_CLI_IO_H_
#define AXLE_TOOLS_CLI_IO_H_

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla::tools {

// The most bytes a subcommand reads from one file (module, literal...)
// unless told otherwise (axle run --max_input_file_size): 1 GiB.
inline constexpr int64_t kDefaultMaxInputFileSize = int64_t{1} << 30;

// Reads a whole file, or standard input for "-", of at most `max_size` bytes
// (a device like /dev/zero or an endless pipe stops there). Errors name the
// path; a larger file is ResourceExhausted naming the limit.
absl::StatusOr<std::string> ReadInputFile(absl::string_view path,
                                          int64_t max_size = kDefaultMaxInputFileSize);

// "1024", "64K", "512M", "8G", "1T" (powers of 1024, either case, optional
// trailing B: "8GiB"/"8GB" too) as a byte count; nullopt when malformed,
// negative or too large.
std::optional<int64_t> ParseByteSize(absl::string_view text);

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
