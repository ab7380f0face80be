// Running Graphviz's `dot` (Debian package graphviz) to lay out a graph.
#ifndef AXLE_TOOLS_GRAPHVIZ_H_
#define AXLE_TOOLS_GRAPHVIZ_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla::tools {

// The SVG `dot -Tsvg` makes of `dot_text`. The program is $AXLE_DOT when
// set, else `dot` on the PATH. Errors: dot missing (FailedPrecondition,
// saying how to install it), or dot failing (its messages).
absl::StatusOr<std::string> RenderDotToSvg(absl::string_view dot_text);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_GRAPHVIZ_H_
