#include "axle/tools/opt_command.h"

#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/tools/cli_io.h"

namespace xla::tools {
namespace {

constexpr char kUsage[] =
    "usage: axle opt [--no-verify] MODULE.hlo\n"
    "  Parses the HLO text module (\"-\" reads standard input), verifies it and\n"
    "  prints it. Errors go to standard error with the exit code 1.\n";

}  // namespace

int RunOptCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  bool verify = true;
  std::vector<std::string> paths;
  for (const std::string& arg : args) {
    if (arg == "--help" || arg == "-h") {
      out << kUsage;
      return 0;
    } else if (arg == "--no-verify") {
      verify = false;
    } else if (arg.size() > 1 && arg[0] == '-' && arg != "-") {
      err << "axle opt: unknown flag " << arg << "\n" << kUsage;
      return 2;
    } else {
      paths.push_back(arg);
    }
  }
  if (paths.size() != 1) {
    err << "axle opt: expected exactly one module file, got " << paths.size() << "\n" << kUsage;
    return 2;
  }
  const std::string& path = paths[0];
  absl::StatusOr<std::string> text = ReadInputFile(path);
  if (!text.ok()) {
    err << "axle opt: " << text.status().message() << "\n";
    return 1;
  }
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(*text);
  if (!module.ok()) {
    // Parse errors start with "LINE:COLUMN:", so this reads FILE:LINE:COLUMN.
    err << path << ":" << module.status().message() << "\n";
    return 1;
  }
  if (verify) {
    absl::Status status = HloVerifier::Verify(**module);
    if (!status.ok()) {
      err << path << ": error: " << status.message() << "\n";
      return 1;
    }
  }
  out << (*module)->ToString();
  return 0;
}

}  // namespace xla::tools
