#include "axle/tools/cli_io.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include <sys/stat.h>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "axle/base/status_macros.h"

namespace xla::tools {

namespace {

// Reads `stream` to its end, failing past `max_size` bytes.
absl::StatusOr<std::string> ReadBounded(std::istream& stream, absl::string_view name,
                                        int64_t max_size) {
  std::string contents;
  char chunk[1 << 16];
  while (stream) {
    stream.read(chunk, sizeof(chunk));
    std::streamsize got = stream.gcount();
    if (got <= 0) break;
    if (static_cast<int64_t>(contents.size()) + got > max_size) {
      return ResourceExhausted(name, " is larger than the input file size limit of ", max_size,
                               " bytes (--max_input_file_size=BYTES raises it)");
    }
    contents.append(chunk, static_cast<size_t>(got));
  }
  if (stream.bad()) return InvalidArgument("error while reading ", name);
  return contents;
}

}  // namespace

absl::StatusOr<std::string> ReadInputFile(absl::string_view path, int64_t max_size) {
  if (path == "-") return ReadBounded(std::cin, "<stdin>", max_size);
  std::string path_string(path);
  struct stat info;
  if (stat(path_string.c_str(), &info) != 0) {
    return NotFound("cannot read ", path, ": ", std::strerror(errno));
  }
  if (S_ISDIR(info.st_mode)) return InvalidArgument("cannot read ", path, ": is a directory");
  if (S_ISREG(info.st_mode) && info.st_size > max_size) {
    return ResourceExhausted(path, " is ", info.st_size,
                             " bytes, larger than the input file size limit of ", max_size,
                             " bytes (--max_input_file_size=BYTES raises it)");
  }
  std::ifstream file(path_string, std::ios::binary);
  if (!file) return NotFound("cannot read ", path, ": ", std::strerror(errno));
  return ReadBounded(file, path, max_size);
}

std::optional<int64_t> ParseByteSize(absl::string_view text) {
  std::string digits(text);
  int shift = 0;
  auto strip_suffix = [&](absl::string_view suffix) {
    if (digits.size() > suffix.size() &&
        absl::EqualsIgnoreCase(absl::string_view(digits).substr(digits.size() - suffix.size()),
                               suffix)) {
      digits.resize(digits.size() - suffix.size());
      return true;
    }
    return false;
  };
  if (!strip_suffix("ib")) strip_suffix("b");
  const char kUnits[] = "kmgt";
  for (int i = 0; i < 4; ++i) {
    if (strip_suffix(std::string(1, kUnits[i]))) {
      shift = 10 * (i + 1);
      break;
    }
  }
  int64_t value;
  if (digits.empty() || !absl::SimpleAtoi(digits, &value) || value < 0) return std::nullopt;
  if (shift > 0 && value > (INT64_MAX >> shift)) return std::nullopt;
  return value << shift;
}

absl::Status WriteOutputFile(const std::string& path, absl::string_view text) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) return InvalidArgument("cannot write ", path, ": ", std::strerror(errno));
  file.write(text.data(), static_cast<std::streamsize>(text.size()));
  file.close();
  if (!file) return InvalidArgument("error while writing ", path);
  return absl::OkStatus();
}

int PrintOrFail(const absl::StatusOr<std::string>& text, absl::string_view command,
                std::ostream& out, std::ostream& err) {
  if (!text.ok()) {
    err << "axle " << command << ": " << text.status().message() << "\n";
    return 1;
  }
  out << *text;
  return 0;
}

CommandLineFlag SplitFlag(const std::string& arg) {
  size_t eq = arg.find('=');
  if (eq == std::string::npos) return {arg, "", false};
  return {arg.substr(0, eq), arg.substr(eq + 1), true};
}

}  // namespace xla::tools
