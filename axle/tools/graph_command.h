// `axle graph MODULE.hlo --format=dot|svg|html -o FILE`: a picture of an HLO
// module, optionally after passes. `axle graph --help` has the details.
#ifndef AXLE_TOOLS_GRAPH_COMMAND_H_
#define AXLE_TOOLS_GRAPH_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace xla::tools {

// Returns the process exit code: 0 success, 1 error, 2 usage error.
int RunGraphCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_GRAPH_COMMAND_H_
