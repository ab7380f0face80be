#include "axle/tools/cli_io.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include <sys/stat.h>

#include "axle/base/status_macros.h"

namespace xla::tools {

absl::StatusOr<std::string> ReadInputFile(absl::string_view path) {
  std::ostringstream contents;
  if (path == "-") {
    contents << std::cin.rdbuf();
    return contents.str();
  }
  std::string path_string(path);
  struct stat info;
  if (stat(path_string.c_str(), &info) != 0) {
    return NotFound("cannot read ", path, ": ", std::strerror(errno));
  }
  if (S_ISDIR(info.st_mode)) return InvalidArgument("cannot read ", path, ": is a directory");
  std::ifstream file(path_string, std::ios::binary);
  if (!file) return NotFound("cannot read ", path, ": ", std::strerror(errno));
  contents << file.rdbuf();
  if (file.bad()) return InvalidArgument("error while reading ", path);
  return contents.str();
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
