// The `axle` command line: one subcommand per job.
#include <iostream>
#include <string>
#include <vector>

#include "axle/tools/compile_command.h"
#include "axle/tools/graph_command.h"
#include "axle/tools/opt_command.h"
#include "axle/tools/run_command.h"

namespace {

struct Subcommand {
  const char* name;
  const char* summary;
  int (*run)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
};

constexpr Subcommand kSubcommands[] = {
    {"opt", "parse, verify, optimise and print an HLO module or a compile stage",
     xla::tools::RunOptCommand},
    {"run", "run an HLO module on input literals and print the result",
     xla::tools::RunRunCommand},
    {"graph", "draw an HLO module as DOT, SVG or an interactive HTML page",
     xla::tools::RunGraphCommand},
    {"compile", "compile an HLO module ahead of time into an object file and a C++ header",
     xla::tools::RunCompileCommand},
};

void PrintUsage(std::ostream& os) {
  os << "usage: axle <command> [args]\n\ncommands:\n";
  for (const Subcommand& command : kSubcommands) {
    os << "  " << command.name << "\t" << command.summary << "\n";
  }
  os << "\n'axle <command> --help' describes a command.\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    PrintUsage(std::cerr);
    return 2;
  }
  std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    PrintUsage(std::cout);
    return 0;
  }
  std::vector<std::string> args(argv + 2, argv + argc);
  for (const Subcommand& command : kSubcommands) {
    if (name == command.name) return command.run(args, std::cout, std::cerr);
  }
  std::cerr << "axle: unknown command '" << name << "'\n";
  PrintUsage(std::cerr);
  return 2;
}
