// `axle opt MODULE.hlo`: parse, verify and print an HLO module.
#ifndef AXLE_TOOLS_OPT_COMMAND_H_
#define AXLE_TOOLS_OPT_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace xla::tools {

// Returns the process exit code; the module goes to `out`, errors to `err`.
int RunOptCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_OPT_COMMAND_H_
