// An HLO module as a Graphviz DOT graph, for `axle graph`.
//
// One node per instruction (name, opcode, shape), edges from operand to user
// labelled with the operand index; fusions are clusters holding their fused
// instructions (the fusion's operands enter at its fused parameters);
// computations called by while, conditional, call, reduce, sort, map... are
// clusters of their own with a dashed edge from each caller. Entry
// parameters are blue and every root has a double border.
//
// Beyond `max_nodes` instructions the picture stays readable: only the entry
// is drawn in detail, fusions and called computations become one node each,
// chains of single-use instructions are elided, and if the entry still has
// more than `max_nodes` nodes only those nearest its root are drawn; the
// graph's title says what was left out.
#ifndef AXLE_TOOLS_HLO_GRAPH_H_
#define AXLE_TOOLS_HLO_GRAPH_H_

#include <cstdint>
#include <string>
#include <vector>

#include "axle/hlo/hlo_module.h"

namespace xla::tools {

struct HloGraphOptions {
  int64_t max_nodes = 500;         // more instructions than this: the simplified picture
  int64_t min_elided_chain = 6;    // elide chains at least this long (simplified only)
};

// What one node or cluster of the picture stands for, for viewers that show
// it on a click.
struct HloGraphItem {
  std::string id;     // the DOT (and SVG) id
  std::string title;  // e.g. the instruction's name
  std::string text;   // its HLO text
};

struct HloGraph {
  std::string dot;
  std::vector<HloGraphItem> items;
  std::vector<std::string> notes;  // how the picture simplifies the module
};

HloGraph RenderHloGraph(const HloModule& module, const HloGraphOptions& options = {});

}  // namespace xla::tools

#endif  // AXLE_TOOLS_HLO_GRAPH_H_
