// Running an `axle` subcommand in-process and capturing what it prints.
#ifndef AXLE_TESTS_TOOLS_CLI_TEST_UTIL_H_
#define AXLE_TESTS_TOOLS_CLI_TEST_UTIL_H_

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace xla::tools {

struct CliResult {
  int code;
  std::string out;
  std::string err;
};

using SubcommandFn = int (*)(const std::vector<std::string>&, std::ostream&, std::ostream&);

inline CliResult RunSubcommand(SubcommandFn command, const std::vector<std::string>& args) {
  std::ostringstream out, err;
  int code = command(args, out, err);
  return {code, out.str(), err.str()};
}

// Writes `text` to a file under the test's temporary folder; returns its path.
inline std::string WriteTempFile(const std::string& name, const std::string& text) {
  std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

// A fresh, empty folder under the test's temporary folder; returns its path.
inline std::string MakeTempDir(const std::string& name) {
  std::filesystem::path path = std::filesystem::path(::testing::TempDir()) / name;
  std::filesystem::remove_all(path);
  std::filesystem::create_directories(path);
  return path.string();
}

// The names of the files in `directory`, sorted.
inline std::vector<std::string> ListFiles(const std::string& directory) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(directory)) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

inline std::string ReadFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream buffer;
  buffer << file.rdbuf();
  return buffer.str();
}

}  // namespace xla::tools

#endif  // AXLE_TESTS_TOOLS_CLI_TEST_UTIL_H_
