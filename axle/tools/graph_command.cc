#include "axle/tools/graph_command.h"

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/tools/graph_html.h"
#include "axle/tools/graphviz.h"
#include "axle/tools/hlo_graph.h"
#include "axle/tools/module_loader.h"
#include "axle/tools/optimization_flags.h"

namespace xla::tools {
namespace {

std::string Usage() {
  return absl::StrCat(
      "usage: axle graph [flags] MODULE.hlo [-o FILE]\n"
      "  Draws the HLO module (\"-\" reads standard input), after the passes the\n"
      "  flags name if any: one node per instruction (name, opcode, shape), edges\n"
      "  from operand to user labelled with the operand index, fusions as clusters\n"
      "  of their fused instructions, called computations (while condition and\n"
      "  body, conditional branches, reducers, comparators...) as clusters with a\n"
      "  dashed edge from each caller; entry parameters blue, roots with a double\n"
      "  border. Modules with more than --max-nodes instructions are simplified:\n"
      "  only the entry in detail, fusions and called computations one node each,\n"
      "  long chains of single-use instructions elided; the title says so.\n"
      "\n"
      "flags:\n"
      "  --format=FORMAT    dot (Graphviz source), svg (laid out by Graphviz's dot)\n"
      "                     or html (one self-contained page: the SVG, pan with\n"
      "                     drag, zoom with the wheel, click a node to see its HLO\n"
      "                     text). Default: from FILE's extension (.dot/.gv, .svg,\n"
      "                     .html/.htm), else dot\n"
      "  -o FILE, --output=FILE  where to write (default: standard output)\n"
      "  --max-nodes=N      simplify beyond N instructions (default 500)\n",
      kOptimizationFlagsHelp,
      "  --help             this text\n"
      "\n"
      "  svg and html run `dot -Tsvg` (Debian package graphviz; $AXLE_DOT names\n"
      "  another program).\n"
      "\n"
      "exit codes: 0 success; 1 error (unreadable, malformed or invalid module,\n"
      "unknown pass, failed pass, dot missing or failing, unwritable FILE);\n"
      "2 usage error.\n");
}

struct GraphOptions {
  std::string format;
  std::string output;
  HloGraphOptions graph;
  OptimizationFlags optimization;
  std::vector<std::string> paths;
};

std::string FormatFromExtension(absl::string_view path) {
  for (const auto& [extension, format] :
       {std::pair{".dot", "dot"}, {".gv", "dot"}, {".svg", "svg"}, {".html", "html"},
        {".htm", "html"}}) {
    if (absl::EndsWith(path, extension)) return format;
  }
  return "dot";
}

absl::StatusOr<std::string> Render(const HloModule& module, const GraphOptions& options) {
  HloGraph graph = RenderHloGraph(module, options.graph);
  if (options.format == "dot") return graph.dot;
  ASSIGN_OR_RETURN(std::string svg, RenderDotToSvg(graph.dot));
  if (options.format == "svg") return svg;
  return MakeGraphHtml(absl::StrCat("HloModule ", module.name()), svg, graph);
}

}  // namespace

int RunGraphCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  GraphOptions options;
  auto usage_error = [&](absl::string_view message) {
    err << "axle graph: " << message << "\n" << Usage();
    return 2;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    CommandLineFlag flag = SplitFlag(arg);
    std::string error;
    if (arg == "--help" || arg == "-h") {
      out << Usage();
      return 0;
    } else if (arg == "-o") {
      if (i + 1 == args.size()) return usage_error("-o needs a file name");
      options.output = args[++i];
    } else if (flag.name == "--output" || flag.name == "--format") {
      if (flag.value.empty()) return usage_error("flag " + flag.name + " needs a value");
      (flag.name == "--output" ? options.output : options.format) = flag.value;
    } else if (flag.name == "--max-nodes") {
      if (!absl::SimpleAtoi(flag.value, &options.graph.max_nodes) ||
          options.graph.max_nodes < 1) {
        return usage_error("flag --max-nodes needs a positive integer, got \"" + flag.value +
                           "\"");
      }
    } else if (FlagUse use = TakeOptimizationFlag(flag, options.optimization, error);
               use != FlagUse::kNotOurs) {
      if (use == FlagUse::kUsageError) return usage_error(error);
    } else if (arg.size() > 1 && arg[0] == '-') {
      return usage_error("unknown flag " + arg);
    } else {
      options.paths.push_back(arg);
    }
  }
  if (std::string error = CheckOptimizationFlags(options.optimization); !error.empty()) {
    return usage_error(error);
  }
  if (options.paths.size() != 1) {
    return usage_error(absl::StrCat("expected exactly one module file, got ",
                                    options.paths.size()));
  }
  if (options.format.empty()) options.format = FormatFromExtension(options.output);
  if (options.format != "dot" && options.format != "svg" && options.format != "html") {
    return usage_error("unknown --format '" + options.format + "'; formats are dot, svg, html");
  }
  absl::StatusOr<std::unique_ptr<HloModule>> module = LoadHloModule(options.paths[0]);
  if (!module.ok()) {
    err << module.status().message() << "\n";
    return 1;
  }
  absl::StatusOr<std::string> text = [&]() -> absl::StatusOr<std::string> {
    const OptimizationFlags& optimization = options.optimization;
    if (optimization.RunsPasses() || !optimization.dump_to.empty()) {
      RETURN_IF_ERROR(OptimizeModule(**module, optimization).status());
    }
    ASSIGN_OR_RETURN(std::string rendered, Render(**module, options));
    if (!options.output.empty() && options.output != "-") {
      RETURN_IF_ERROR(WriteOutputFile(options.output, rendered));
      return std::string();
    }
    return rendered;
  }();
  return PrintOrFail(text, "graph", out, err);
}

}  // namespace xla::tools
