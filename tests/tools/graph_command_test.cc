// `axle graph`: DOT that Graphviz lays out, SVG that is XML naming every
// instruction, and an HTML page whose script runs in headless Chromium.
#include "axle/tools/graph_command.h"

#include <cstdio>
#include <cstdlib>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_verifier.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

using Result = CliResult;

Result RunGraph(std::vector<std::string> args) { return RunSubcommand(RunGraphCommand, args); }

// A while loop with a fusion in its body, a reduce, a conditional and a sort.
constexpr char kModule[] = R"(HloModule picture

add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

less {
  l = f32[] parameter(0)
  r = f32[] parameter(1)
  ROOT lt = pred[] compare(l, r), direction=LT
}

fused_mul {
  p0 = f32[4]{0} parameter(0)
  p1 = f32[4]{0} parameter(1)
  m = f32[4]{0} multiply(p0, p1)
  ROOT e = f32[4]{0} exponential(m)
}

cond {
  t = (s32[], f32[4]{0}) parameter(0)
  i = s32[] get-tuple-element(t), index=0
  n = s32[] constant(3)
  ROOT below = pred[] compare(i, n), direction=LT
}

body {
  t.1 = (s32[], f32[4]{0}) parameter(0)
  i.1 = s32[] get-tuple-element(t.1), index=0
  one = s32[] constant(1)
  i2 = s32[] add(i.1, one)
  v = f32[4]{0} get-tuple-element(t.1), index=1
  v2 = f32[4]{0} fusion(v, v), kind=kLoop, calls=fused_mul
  ROOT r.1 = (s32[], f32[4]{0}) tuple(i2, v2)
}

on_true {
  x.t = f32[4]{0} parameter(0)
  ROOT neg = f32[4]{0} negate(x.t)
}

on_false {
  x.f = f32[4]{0} parameter(0)
  ROOT abs = f32[4]{0} abs(x.f)
}

ENTRY main {
  x = f32[4]{0} parameter(0)
  flag = pred[] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[4]{0}) tuple(zero, x)
  w = (s32[], f32[4]{0}) while(init), condition=cond, body=body
  res = f32[4]{0} get-tuple-element(w), index=1
  branch = f32[4]{0} conditional(flag, res, res), true_computation=on_true, false_computation=on_false
  sorted = f32[4]{0} sort(branch), dimensions={0}, to_apply=less
  c0 = f32[] constant(0)
  ROOT sum = f32[] reduce(sorted, c0), dimensions={0}, to_apply=add_f32
}
)";

std::vector<std::string> InstructionNames(const std::string& text) {
  std::vector<std::string> names;
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  if (!module.ok()) return names;
  for (const HloComputation* computation : (*module)->computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      names.push_back(instruction->name());
    }
  }
  return names;
}

// Runs a shell command; returns its exit code (-1 when it could not run).
int Shell(const std::string& command) {
  int status = std::system(command.c_str());
  return status == -1 || !WIFEXITED(status) ? -1 : WEXITSTATUS(status);
}

bool HaveProgram(const std::string& name) {
  return Shell("command -v " + name + " >/dev/null 2>&1") == 0;
}

#define SKIP_WITHOUT(program, why)                                                       \
  if (!HaveProgram(program)) GTEST_SKIP() << program << " is not on the PATH: " << why \
                                          << " (install it with scripts/setup.sh)"

TEST(GraphCommandTest, DotOutputParsesWithGraphviz) {
  SKIP_WITHOUT("dot", "Graphviz checks the DOT");
  std::string dot = MakeTempDir("graph_dot") + "/picture.dot";
  Result r = RunGraph({WriteTempFile("picture.hlo", kModule), "-o", dot});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(Shell("dot -Tsvg " + dot + " -o /dev/null"), 0) << ReadFile(dot);
}

TEST(GraphCommandTest, FusionsAndCalledComputationsAreClusters) {
  Result r = RunGraph({"--format=dot", WriteTempFile("clusters.hlo", kModule)});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string& dot = r.out;
  // The fusion's cluster is labelled with the fusion and holds its fused
  // instructions; the body, condition, branches and reducers are clusters.
  EXPECT_TRUE(absl::StrContains(dot, "label=\"v2\\nfusion kind=kLoop")) << dot;
  for (const char* computation : {"body", "cond", "on_true", "on_false", "less", "add_f32"}) {
    EXPECT_TRUE(absl::StrContains(dot, absl::StrCat("label=\"computation ", computation, "\"")))
        << computation;
  }
  for (const char* role : {"condition", "body", "branch 0", "branch 1", "to_apply"}) {
    EXPECT_TRUE(absl::StrContains(dot, absl::StrCat("[label=\"", role, "\""))) << role;
  }
  std::vector<absl::string_view> pieces = absl::StrSplit(dot, "subgraph \"cluster_");
  EXPECT_EQ(pieces.size(), 8u);  // 7 clusters
  // Every instruction is named; the root and the entry parameters are marked.
  for (const std::string& name : InstructionNames(kModule)) {
    EXPECT_TRUE(absl::StrContains(dot, "label=\"" + name + "\\n")) << name;
  }
  EXPECT_TRUE(absl::StrContains(dot, "label=\"sum\\nROOT reduce\\nf32[]\"")) << dot;
  EXPECT_TRUE(absl::StrContains(dot, "label=\"x\\nparameter(0)\\nf32[4]{0}\", fillcolor=\"#b9d7ff\""))
      << dot;
  // Edges carry the operand index.
  EXPECT_TRUE(absl::StrContains(dot, "[label=\"2\"]")) << dot;  // the conditional's 3rd operand
}

TEST(GraphCommandTest, SvgIsWellFormedXmlNamingEveryInstruction) {
  SKIP_WITHOUT("dot", "svg needs Graphviz");
  std::string svg = MakeTempDir("graph_svg") + "/picture.svg";
  Result r = RunGraph({WriteTempFile("svg.hlo", kModule), "-o", svg});
  ASSERT_EQ(r.code, 0) << r.err;
  std::string text = ReadFile(svg);
  for (const std::string& name : InstructionNames(kModule)) {
    EXPECT_TRUE(absl::StrContains(text, ">" + name + "</text>")) << name;
  }
  if (HaveProgram("python3")) {
    EXPECT_EQ(Shell("python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' " +
                    svg),
              0);
  }
}

TEST(GraphCommandTest, HtmlRunsInHeadlessChromium) {
  SKIP_WITHOUT("dot", "html needs Graphviz");
  SKIP_WITHOUT("chromium", "the page is checked in headless Chromium");
  std::string dir = MakeTempDir("graph_html");
  std::string html = dir + "/picture.html";
  Result r = RunGraph({WriteTempFile("html.hlo", kModule), "-o", html});
  ASSERT_EQ(r.code, 0) << r.err;
  std::string page = ReadFile(html);
  EXPECT_FALSE(absl::StrContains(page, "http://www.w3.org/Graphics")) << "the doctype stays out";
  EXPECT_FALSE(absl::StrContains(page, "src=")) << "nothing is fetched";
  // Open it with instruction v2 (the fusion) selected: its HLO text shows.
  std::string dom = dir + "/dom.html", log = dir + "/chromium.log";
  int code = Shell("timeout 60 chromium --headless --disable-gpu --no-sandbox "
                   "--disable-dev-shm-usage --user-data-dir=" + dir + "/profile " +
                   "--enable-logging=stderr --v=0 --dump-dom 'file://" + html + "#v2' > " + dom +
                   " 2> " + log);
  std::string loaded = ReadFile(dom);
  if (code != 0 || !absl::StrContains(loaded, "<body")) {
    GTEST_SKIP() << "chromium cannot run here (exit code " << code << "):\n" << ReadFile(log);
  }
  EXPECT_TRUE(absl::StrContains(loaded, "id=\"axle-status\">ready<")) << "the script did not finish";
  EXPECT_FALSE(absl::StrContains(ReadFile(log), "Uncaught")) << ReadFile(log);
  for (const std::string& name : InstructionNames(kModule)) {
    EXPECT_TRUE(absl::StrContains(loaded, ">" + name + "</text>")) << name;
  }
  EXPECT_TRUE(absl::StrContains(loaded, "<h2 id=\"panel-title\">v2</h2>")) << loaded;
  EXPECT_TRUE(absl::StrContains(loaded, "fused_mul (p0: f32[4], p1: f32[4])")) << loaded;
}

std::string LongChainModule(int64_t length) {
  std::string text = "HloModule long\n\nENTRY main {\n  v0 = f32[2]{0} parameter(0)\n";
  for (int64_t i = 1; i <= length; ++i) {
    absl::StrAppend(&text, "  v", i, " = f32[2]{0} negate(v", i - 1, ")\n");
  }
  absl::StrAppend(&text, "  ROOT out = f32[2]{0} add(v", length, ", v0)\n}\n");
  return text;
}

TEST(GraphCommandTest, LargeModulesAreSimplifiedAndSaySo) {
  Result r = RunGraph({WriteTempFile("long.hlo", LongChainModule(600))});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(r.out, "only the entry is drawn in detail")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "598 instructions in 1 chains of single-use instructions "
                                       "elided")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "label=\"v1\\n"));
  EXPECT_TRUE(absl::StrContains(r.out, "label=\"v600\\n"));
  EXPECT_FALSE(absl::StrContains(r.out, "label=\"v300\\n"));
  EXPECT_LT(r.out.size(), 3000u);
  // The same module below the limit is drawn whole.
  Result whole = RunGraph({"--max-nodes=1000", WriteTempFile("long2.hlo", LongChainModule(600))});
  ASSERT_EQ(whole.code, 0) << whole.err;
  EXPECT_TRUE(absl::StrContains(whole.out, "label=\"v300\\n"));
  // Called computations collapse to one node each.
  Result collapsed = RunGraph({"--max-nodes=12", WriteTempFile("collapsed.hlo", kModule)});
  ASSERT_EQ(collapsed.code, 0) << collapsed.err;
  EXPECT_TRUE(absl::StrContains(collapsed.out, "label=\"computation body\\n7 instructions\""))
      << collapsed.out;
  EXPECT_FALSE(absl::StrContains(collapsed.out, "subgraph")) << collapsed.out;
  if (HaveProgram("dot")) {
    std::string dot = WriteTempFile("collapsed.dot", collapsed.out);
    EXPECT_EQ(Shell("dot -Tsvg " + dot + " -o /dev/null"), 0);
  }
}

// 600 independent values into the root: too wide to draw whole.
TEST(GraphCommandTest, WideModulesShowTheNodesNearestTheRoot) {
  std::string text = "HloModule wide\n\nENTRY main {\n  x = f32[2]{0} parameter(0)\n";
  std::vector<std::string> names;
  for (int i = 0; i < 600; ++i) {
    absl::StrAppend(&text, "  a", i, " = f32[2]{0} add(x, x)\n");
    names.push_back(absl::StrCat("a", i));
  }
  absl::StrAppend(&text, "  ROOT t = (", absl::StrJoin(std::vector<std::string>(600, "f32[2]{0}"), ", "),
                  ") tuple(", absl::StrJoin(names, ", "), ")\n}\n");
  Result r = RunGraph({"--max-nodes=100", WriteTempFile("wide.hlo", text)});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(r.out, "only the 100 nodes nearest the root and the unused values "
                                       "are drawn; 502 entry instructions are left out"))
      << r.out.substr(0, 600);
  std::vector<absl::string_view> nodes = absl::StrSplit(r.out, "[id=");
  EXPECT_EQ(nodes.size() - 1, 100u);
  EXPECT_TRUE(absl::StrContains(r.out, "label=\"t\\n")) << "the root is drawn";
}

TEST(GraphCommandTest, PassesRunBeforeDrawing) {
  std::string module = WriteTempFile("passes.hlo", kModule);
  Result r = RunGraph({"--pipeline=cpu", "--verify-each", module});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StartsWith(r.out, "digraph \"picture\""));
  Result unknown = RunGraph({"--passes=no-such-pass", module});
  EXPECT_EQ(unknown.code, 1);
  EXPECT_TRUE(absl::StrContains(unknown.err, "no-such-pass")) << unknown.err;
}

TEST(GraphCommandTest, MissingDotIsAClearError) {
  const char* saved = std::getenv("AXLE_DOT");
  std::string previous = saved ? saved : "";
  setenv("AXLE_DOT", "/nonexistent/dot", 1);
  Result r = RunGraph({"--format=svg", WriteTempFile("nodot.hlo", kModule)});
  if (saved) {
    setenv("AXLE_DOT", previous.c_str(), 1);
  } else {
    unsetenv("AXLE_DOT");
  }
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(absl::StrContains(r.err, "graphviz")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "--format=dot")) << r.err;
}

TEST(GraphCommandTest, UsageAndOtherErrors) {
  std::string module = WriteTempFile("usage.hlo", kModule);
  EXPECT_EQ(RunGraph({}).code, 2);
  EXPECT_EQ(RunGraph({"--format=png", module}).code, 2);
  EXPECT_EQ(RunGraph({module, "-o"}).code, 2);
  EXPECT_EQ(RunGraph({"--max-nodes=0", module}).code, 2);
  EXPECT_EQ(RunGraph({"--bogus", module}).code, 2);
  EXPECT_EQ(RunGraph({"/nonexistent/m.hlo"}).code, 1);
  std::string file = WriteTempFile("graph_not_a_dir", "x");
  Result unwritable = RunGraph({module, "-o", file + "/out.dot"});
  EXPECT_EQ(unwritable.code, 1);
  EXPECT_TRUE(absl::StrContains(unwritable.err, file)) << unwritable.err;
  Result help = RunGraph({"--help"});
  EXPECT_EQ(help.code, 0);
  for (const char* text : {"--format=", "-o FILE", "--max-nodes", "--pipeline", "exit codes"}) {
    EXPECT_TRUE(absl::StrContains(help.out, text)) << text;
  }
}

}  // namespace
}  // namespace xla::tools
