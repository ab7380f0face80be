// `axle graph --format=html`: one self-contained page (the SVG from dot
// inline, with inline CSS and JavaScript, nothing fetched) that pans (drag)
// and zooms (wheel), finds an instruction by name, and shows the full HLO
// text of the instruction, fusion or computation clicked in a side panel.
// PAGE.html#NAME opens with instruction NAME selected and centred.
// When its script has run, the element #axle-status reads "ready".
#ifndef AXLE_TOOLS_GRAPH_HTML_H_
#define AXLE_TOOLS_GRAPH_HTML_H_

#include <string>

#include "absl/strings/string_view.h"
#include "axle/tools/hlo_graph.h"

namespace xla::tools {

std::string MakeGraphHtml(absl::string_view title, absl::string_view svg, const HloGraph& graph);

// `text` as a JSON string literal that is also safe inside an HTML <script>.
std::string JsonString(absl::string_view text);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_GRAPH_HTML_H_
