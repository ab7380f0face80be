// Helpers of the ahead-of-time compilation tests: temporary folders, running
// the system's C++ compilers on generated code, and where
// libaxle_aot_runtime.a is.
#ifndef AXLE_TESTS_BACKENDS_AOT_AOT_TEST_UTIL_H_
#define AXLE_TESTS_BACKENDS_AOT_AOT_TEST_UTIL_H_

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/status/statusor.h"
#include "axle/backends/cpu/aot/aot_compiler.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla::cpu::testing {

// A fresh folder for this process and `name`.
inline std::string FreshDir(const std::string& name) {
  std::filesystem::path path = std::filesystem::path(::testing::TempDir()) /
                               ("axle_aot_" + name + "_" + std::to_string(getpid()));
  std::filesystem::remove_all(path);
  std::filesystem::create_directories(path);
  return path.string();
}

inline void WriteFile(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

struct CommandResult {
  int code = -1;
  std::string output;  // standard output and error
};

// Runs `command` through the shell.
inline CommandResult RunCommand(const std::string& command) {
  CommandResult result;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen((command + " 2>&1").c_str(), "r"), pclose);
  if (pipe == nullptr) return result;
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe.get())) > 0) result.output.append(buffer, n);
  int status = pclose(pipe.release());
  result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

// libaxle_aot_runtime.a of this build (next to the test binary, or in
// `subdirectory` of its directory for a cross build), or "".
inline std::string AotRuntimeLibrary(const std::string& subdirectory = "") {
  std::error_code error;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return "";
  std::filesystem::path library =
      self.parent_path() / (subdirectory + "libaxle_aot_runtime.a");
  return std::filesystem::exists(library, error) ? library.string() : "";
}

#ifdef AXLE_AOT_CROSS_TRIPLES
// CMake's AXLE_AOT_CROSS_TRIPLES: the targets with a cross-built runtime.
inline std::vector<std::string> CrossTriples() {
  std::vector<std::string> triples;
  std::string list = AXLE_AOT_CROSS_TRIPLES;
  for (size_t start = 0; start <= list.size();) {
    size_t end = std::min(list.find(',', start), list.size());
    if (end > start) triples.push_back(list.substr(start, end - start));
    start = end + 1;
  }
  return triples;
}
#endif

// Why `triple`'s programs cannot be built and run here (its GNU cross
// compiler or qemu-user is missing), or "".
inline std::string CrossToolsMissing(const std::string& triple) {
  const std::string arch = triple.substr(0, triple.find('-'));
  if (RunCommand(triple + "-g++ --version").code != 0) {
    return "needs " + triple + "-g++ (Debian g++-" + triple + ", scripts/setup.sh)";
  }
  if (RunCommand("qemu-" + arch + "-static --version").code != 0) {
    return "needs qemu-" + arch + "-static (Debian qemu-user-static, scripts/setup.sh)";
  }
  return "";
}

// The include flag generated headers need (axle/aot_runtime/run_context.h).
inline std::string AotIncludeFlag() { return std::string("-I") + AXLE_SOURCE_DIR; }

inline absl::StatusOr<AotArtifact> CompileText(const std::string& text,
                                               const std::string& cpp_class,
                                               const std::string& entry_point = "",
                                               const ObjectTarget& target = {"", "", ""}) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  if (!module.ok()) return module.status();
  AotOptions options;
  options.cpp_class = cpp_class;
  options.entry_point = entry_point;
  options.target = target;
  return CompileAheadOfTime(*std::move(module), options);
}

}  // namespace xla::cpu::testing

#endif  // AXLE_TESTS_BACKENDS_AOT_AOT_TEST_UTIL_H_
