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

}  // namespace xla::tools
