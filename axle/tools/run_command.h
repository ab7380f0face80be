// `axle run [flags] MODULE.hlo [INPUT ...]`: runs an HLO module on input
// literals and prints the result literal. `axle run --help` has the details.
#ifndef AXLE_TOOLS_RUN_COMMAND_H_
#define AXLE_TOOLS_RUN_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace xla::tools {

// Returns the process exit code: 0 success, 1 error (bad module or inputs,
// failed run, unavailable backend), 2 usage error. The result goes to `out`
// and nothing else does; errors, logs and timings go to `err`.
int RunRunCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_RUN_COMMAND_H_
