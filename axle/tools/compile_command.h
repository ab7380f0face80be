// `axle compile MODULE.hlo --cpp_class=ns::Name -o PREFIX [flags]`: compiles
// an HLO module ahead of time into PREFIX.o (or PREFIX.a) and the C++ header PREFIX.h
// (axle/backends/cpu/aot). `axle compile --help` has the details.
#ifndef AXLE_TOOLS_COMPILE_COMMAND_H_
#define AXLE_TOOLS_COMPILE_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace xla::tools {

// Returns the process exit code: 0 success, 1 error (bad module, a module
// that cannot be compiled ahead of time, bad target, unwritable output),
// 2 usage error.
int RunCompileCommand(const std::vector<std::string>& args, std::ostream& out,
                      std::ostream& err);

// Where libaxle_aot_runtime.a for `triple` (empty: the host) is for the
// running program: next to it (a build tree) or in ../lib (an installed
// prefix), in aot-runtime/<arch>-<os>-<env>/ there for another target's
// (cpu::AotCrossRuntimeDirectory); "" when in neither (then *searched names
// both).
std::string FindAotRuntimeLibrary(const std::string& triple = "",
                                  std::string* searched = nullptr);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_COMPILE_COMMAND_H_
