// `axle run`: exit codes, stdout exactly the literal, located errors.
#include "axle/tools/run_command.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "tests/tools/cli_test_util.h"

#include "absl/strings/match.h"
#include "axle/literal/literal_text.h"
#include "tests/testlib/deep_modules.h"

namespace xla::tools {
namespace {

using Result = CliResult;

Result RunAxle(std::vector<std::string> args) { return RunSubcommand(RunRunCommand, args); }

std::string WriteTemp(const std::string& name, const std::string& text) {
  return WriteTempFile("run_" + name, text);
}

// x * y + x, element-wise only.
constexpr char kMulAdd[] = R"(HloModule mul_add

ENTRY main {
  x = f32[3]{0} parameter(0)
  y = f32[3]{0} parameter(1)
  m = f32[3]{0} multiply(x, y)
  ROOT r = f32[3]{0} add(m, x)
}
)";

TEST(RunCommandTest, PrintsExactlyTheResultLiteral) {
  std::string module = WriteTemp("mul_add.hlo", kMulAdd);
  std::string x = WriteTemp("x.literal", "f32[3] {1, 2, 3}\n");
  std::string y = WriteTemp("y.literal", "f32[3]\n{ 4, 5,\n 6 }");
  Result r = RunAxle({module, x, y});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "f32[3] {5, 12, 21}\n");
  EXPECT_EQ(r.err, "");
}

TEST(RunCommandTest, EveryBackendAndOptLevelGivesTheResult) {
  std::string module = WriteTemp("mul_add_levels.hlo", kMulAdd);
  for (std::string backend : {"cpu", "interpreter"}) {
    for (std::string level : {"0", "1", "2", "3"}) {
      Result r = RunAxle({"--backend=" + backend, "--opt_level=" + level, module,
                          "--input=f32[3] {1, 2, 3}", "--input=f32[3] {4, 5, 6}"});
      EXPECT_EQ(r.code, 0) << backend << " O" << level << ": " << r.err;
      EXPECT_EQ(r.out, "f32[3] {5, 12, 21}\n") << backend << " O" << level;
    }
  }
  Result xla_spelling = RunAxle({"--xla_backend_optimization_level=1", module,
                                 "--input=f32[3] {1, 2, 3}", "--input=f32[3] {4, 5, 6}"});
  EXPECT_EQ(xla_spelling.out, "f32[3] {5, 12, 21}\n") << xla_spelling.err;
  for (std::string bad : {"--opt_level=4", "--opt_level=-1", "--opt_level=x", "--opt_level"}) {
    Result r = RunAxle({bad, module});
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_TRUE(absl::StrContains(r.err, "opt_level")) << bad << ": " << r.err;
  }
}

TEST(RunCommandTest, InlineInputsMixWithFilesInOrder) {
  std::string module = WriteTemp("mul_add2.hlo", kMulAdd);
  std::string y = WriteTemp("y2.literal", "f32[3] {4, 5, 6}");
  Result r = RunAxle({"--input=f32[3] {1, 2, 3}", module, y});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "f32[3] {5, 12, 21}\n");
  // The file first, then the inline literal.
  Result swapped = RunAxle({module, y, "--input=f32[3] {1, 2, 3}"});
  EXPECT_EQ(swapped.code, 0) << swapped.err;
  EXPECT_EQ(swapped.out, "f32[3] {8, 15, 24}\n");
}

TEST(RunCommandTest, WrongInputCount) {
  std::string module = WriteTemp("mul_add3.hlo", kMulAdd);
  Result r = RunAxle({module, "--input=f32[3] {1, 2, 3}"});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(absl::StrContains(r.err, "takes 2 inputs")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "1 was given")) << r.err;
}

TEST(RunCommandTest, WrongShapeAndElementTypeNameTheFile) {
  std::string module = WriteTemp("mul_add4.hlo", kMulAdd);
  std::string x = WriteTemp("x4.literal", "f32[3] {1, 2, 3}");
  std::string short_y = WriteTemp("short.literal", "f32[2] {1, 2}");
  std::string int_y = WriteTemp("int.literal", "s32[3] {1, 2, 3}");
  Result shape = RunAxle({module, x, short_y});
  EXPECT_EQ(shape.code, 1);
  EXPECT_EQ(shape.out, "");
  EXPECT_TRUE(absl::StrContains(shape.err, short_y)) << shape.err;
  EXPECT_TRUE(absl::StrContains(shape.err, "wrong shape")) << shape.err;
  EXPECT_TRUE(absl::StrContains(shape.err, "parameter 1 (y) is f32[3]")) << shape.err;
  Result type = RunAxle({module, x, int_y});
  EXPECT_EQ(type.code, 1);
  EXPECT_TRUE(absl::StrContains(type.err, int_y)) << type.err;
  EXPECT_TRUE(absl::StrContains(type.err, "wrong element type")) << type.err;
}

TEST(RunCommandTest, MalformedLiteralHasFileLineAndColumn) {
  std::string module = WriteTemp("mul_add5.hlo", kMulAdd);
  std::string x = WriteTemp("x5.literal", "f32[3] {1, 2, 3}");
  std::string bad = WriteTemp("bad.literal", "f32[3] {\n  4, five, 6 }\n");
  Result r = RunAxle({module, x, bad});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(absl::StrContains(r.err, bad + ":2:")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "malformed literal")) << r.err;
  Result inline_bad = RunAxle({module, x, "--input=f32[3] {1, 2}"});
  EXPECT_EQ(inline_bad.code, 1);
  EXPECT_TRUE(absl::StrContains(inline_bad.err, "--input #1:1:")) << inline_bad.err;
}

TEST(RunCommandTest, UnreadableFiles) {
  std::string module = WriteTemp("mul_add6.hlo", kMulAdd);
  Result missing_input = RunAxle({module, "/nonexistent/x.literal", "/nonexistent/y.literal"});
  EXPECT_EQ(missing_input.code, 1);
  EXPECT_TRUE(absl::StrContains(missing_input.err, "/nonexistent/x.literal"))
      << missing_input.err;
  Result missing_module = RunAxle({"/nonexistent/m.hlo"});
  EXPECT_EQ(missing_module.code, 1);
  EXPECT_TRUE(absl::StrContains(missing_module.err, "/nonexistent/m.hlo")) << missing_module.err;
  Result directory = RunAxle({::testing::TempDir()});
  EXPECT_EQ(directory.code, 1);
}

TEST(RunCommandTest, MalformedModuleHasFileLineAndColumn) {
  std::string bad = WriteTemp("bad.hlo", "HloModule bad\n\nENTRY main {\n  x = f32[4] bogus()\n}\n");
  Result r = RunAxle({bad});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind(bad + ":4:", 0), 0u) << r.err;
  std::string invalid = WriteTemp("invalid.hlo",
                                  "HloModule w\nENTRY main {\n  x = f32[4] parameter(0)\n"
                                  "  ROOT n = f32[5] negate(x)\n}\n");
  Result v = RunAxle({invalid, "--input=f32[4] {1, 2, 3, 4}"});
  EXPECT_EQ(v.code, 1);
  EXPECT_TRUE(absl::StrContains(v.err, invalid + ": error:")) << v.err;
}

TEST(RunCommandTest, UsageErrors) {
  EXPECT_EQ(RunAxle({}).code, 2);
  EXPECT_EQ(RunAxle({"--bogus", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--replicas=0", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--replicas=two", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--iterations=-1", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--threads=0", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--threads=many", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--seed=x", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--input", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"--verbose=yes", "m.hlo"}).code, 2);
  EXPECT_EQ(RunAxle({"m.hlo", "-", "-"}).code, 2);
  EXPECT_EQ(RunAxle({"--random_inputs", "m.hlo", "x.literal"}).code, 2);
  Result help = RunAxle({"--help"});
  EXPECT_EQ(help.code, 0);
  EXPECT_TRUE(absl::StrContains(help.out, "--replicas")) << help.out;
}

TEST(RunCommandTest, UnknownAndPlannedBackendsAreErrors) {
  std::string module = WriteTemp("mul_add7.hlo", kMulAdd);
  Result r = RunAxle({"--backend=gpu", module});
  EXPECT_NE(r.code, 0);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(absl::StrContains(r.err, "not available yet")) << r.err;
  Result unknown = RunAxle({"--backend=quantum", module});
  EXPECT_EQ(unknown.code, 1);
  EXPECT_TRUE(absl::StrContains(unknown.err, "quantum")) << unknown.err;
}

TEST(RunCommandTest, RandomInputsAreSeeded) {
  std::string module = WriteTemp("mul_add8.hlo", kMulAdd);
  Result a = RunAxle({"--random_inputs", module});
  Result b = RunAxle({"--random_inputs", "--seed=42", module});
  Result c = RunAxle({"--random_inputs", "--seed=7", module});
  EXPECT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  EXPECT_EQ(a.out.rfind("f32[3] {", 0), 0u) << a.out;
}

TEST(RunCommandTest, ReplicasPrintOneLinePerReplica) {
  std::string module = WriteTemp("replica.hlo", R"(HloModule r
ENTRY main {
  ROOT id = u32[] replica-id()
}
)");
  Result r = RunAxle({"--replicas=3", module});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "replica 0: u32[] 0\nreplica 1: u32[] 1\nreplica 2: u32[] 2\n");
  Result one = RunAxle({module});
  EXPECT_EQ(one.out, "u32[] 0\n");
  // The module's own replica_count is the default.
  std::string two = WriteTemp("replica2.hlo", R"(HloModule r, replica_count=2
ENTRY main {
  ROOT id = u32[] replica-id()
}
)");
  Result own = RunAxle({two});
  EXPECT_EQ(own.code, 0) << own.err;
  EXPECT_EQ(own.out, "replica 0: u32[] 0\nreplica 1: u32[] 1\n");
}

TEST(RunCommandTest, IterationsAndVerboseReportOnStderrOnly) {
  std::string module = WriteTemp("mul_add9.hlo", kMulAdd);
  Result r = RunAxle({"--iterations=5", "--verbose", "--input=f32[3] {1, 2, 3}",
                  "--input=f32[3] {1, 1, 1}", module});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "f32[3] {2, 4, 6}\n");
  EXPECT_TRUE(absl::StrContains(r.err, "median time over 5 iterations")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "parsed and verified")) << r.err;
  Result quiet = RunAxle({"--iterations=1", "--input=f32[3] {1, 2, 3}",
                      "--input=f32[3] {1, 1, 1}", module});
  EXPECT_EQ(quiet.err, "");
}

TEST(RunCommandTest, ThreadsSetsAxleNumThreadsAndKeepsTheResult) {
  std::string module = WriteTemp("mul_add_threads.hlo", kMulAdd);
  const char* old = std::getenv("AXLE_NUM_THREADS");
  std::string saved = old == nullptr ? "" : old;
  Result r = RunAxle({"--threads=1", "--input=f32[3] {1, 2, 3}", "--input=f32[3] {1, 1, 1}",
                      module});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "f32[3] {2, 4, 6}\n");
  ASSERT_NE(std::getenv("AXLE_NUM_THREADS"), nullptr);
  EXPECT_EQ(std::string(std::getenv("AXLE_NUM_THREADS")), "1");
  if (old == nullptr) {
    unsetenv("AXLE_NUM_THREADS");
  } else {
    setenv("AXLE_NUM_THREADS", saved.c_str(), 1);
  }
}

TEST(RunCommandTest, RuntimeErrorsExitOne) {
  // A while loop whose body fails to evaluate would be ideal; an infeed with
  // nothing queued is not (it waits). An out-of-range replica count is.
  std::string module = WriteTemp("mul_add10.hlo", kMulAdd);
  Result r = RunAxle({"--replicas=100000", "--random_inputs", module});
  EXPECT_EQ(r.code, 1);
  EXPECT_TRUE(absl::StrContains(r.err, "replica count")) << r.err;
}

std::string Example(const std::string& name) {
  return std::string(AXLE_SOURCE_DIR) + "/examples/hlo/" + name;
}

TEST(RunCommandTest, AxpyExample) {
  Result r = RunAxle({Example("axpy.hlo"), Example("axpy_alpha.literal"),
                      Example("axpy_x.literal"), Example("axpy_y.literal")});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "f32[4] {13.5, 27, 40.5, 54}\n");
}

TEST(RunCommandTest, MlpExample) {
  Result r = RunAxle({Example("mlp.hlo"), Example("mlp_x.literal")});
  ASSERT_EQ(r.code, 0) << r.err;
  auto result = ParseLiteral(r.out);
  ASSERT_TRUE(result.ok()) << result.status() << "\n" << r.out;
  ASSERT_EQ(result->tuple_element_count(), 2);
  // Computed by hand (Python floats) from the weights in mlp.hlo.
  const float expected[2][3] = {{0.14424233f, 0.54266639f, 0.31309127f},
                                {0.71636860f, 0.27429244f, 0.00933896f}};
  const Literal& probabilities = result->tuple_element(0);
  for (int64_t i = 0; i < 2; ++i) {
    for (int64_t j = 0; j < 3; ++j) {
      EXPECT_NEAR(probabilities.Get<float>({i, j}), expected[i][j], 1e-6) << i << "," << j;
    }
  }
  EXPECT_EQ(result->tuple_element(1).ToString(), "s32[2] {1, 0}");
}


TEST(RunCommandTest, OptimizeRunsTheCpuPipelineFirstWithTheSameResult) {
  std::string module = WriteTemp("optimize.hlo", kMulAdd);
  std::vector<std::string> inputs = {"--input=f32[3] {1, 2, 3}", "--input=f32[3] {4, 5, 6}"};
  std::vector<std::string> args = inputs;
  args.push_back(module);
  Result plain = RunAxle(args);
  args.push_back("--optimize");
  args.push_back("--verify-each");
  Result optimized = RunAxle(args);
  EXPECT_EQ(optimized.code, 0) << optimized.err;
  EXPECT_EQ(optimized.out, plain.out);
  EXPECT_EQ(optimized.out, "f32[3] {5, 12, 21}\n");
}

TEST(RunCommandTest, DumpToWritesTheModuleBeforeAndAfter) {
  std::string dir = MakeTempDir("run_dump");
  Result r = RunAxle({"--optimize", "--xla_dump_to=" + dir, "--xla_dump_hlo_pass_re=.*",
                      "--random_inputs", WriteTemp("dump.hlo", kMulAdd)});
  EXPECT_EQ(r.code, 0) << r.err;
  std::vector<std::string> files = ListFiles(dir);
  ASSERT_GE(files.size(), 2u);
  EXPECT_EQ(files.front(), "mul_add.0000.before_optimizations.txt");
  EXPECT_TRUE(absl::EndsWith(files.back(), ".after_optimizations.txt")) << files.back();
}

TEST(RunCommandTest, PassFlagErrors) {
  std::string module = WriteTemp("pass_errors.hlo", kMulAdd);
  Result unknown = RunAxle({"--passes=no-such-pass", "--random_inputs", module});
  EXPECT_EQ(unknown.code, 1);
  EXPECT_TRUE(absl::StrContains(unknown.err, "no-such-pass")) << unknown.err;
  Result disabled = RunAxle({"--optimize", "--xla_disable_hlo_passes=no-such-pass",
                             "--random_inputs", module});
  EXPECT_EQ(disabled.code, 1);
  EXPECT_TRUE(absl::StrContains(disabled.err, "no-such-pass")) << disabled.err;
  EXPECT_EQ(RunAxle({"--optimize=yes", module}).code, 2);
  EXPECT_EQ(RunAxle({"--optimize", "--passes=dce", module}).code, 2);
  EXPECT_TRUE(absl::StrContains(RunAxle({"--help"}).out, "--optimize"));
}

}  // namespace
}  // namespace xla::tools

namespace xla::tools {
namespace {

TEST(RunCommandTest, MaxWhileIterationsStopsRunawayLoopsOnEveryBackend) {
  std::string module = WriteTempFile("run_count_to.hlo", testlib::kCountToModule);
  for (std::string backend : {"cpu", "interpreter"}) {
    CliResult ok = RunSubcommand(RunRunCommand, {"--backend=" + backend, "--max_while_iterations=5",
                                                 module, "--input=s32[] 5"});
    EXPECT_EQ(ok.code, 0) << backend << ": " << ok.err;
    EXPECT_EQ(ok.out, "s32[] 5\n") << backend;
    CliResult over = RunSubcommand(RunRunCommand, {"--backend=" + backend,
                                                   "--max_while_iterations=5", module,
                                                   "--input=s32[] 6"});
    EXPECT_EQ(over.code, 1) << backend;
    EXPECT_TRUE(absl::StrContains(over.err, "while loop counted exceeded the limit of 5"))
        << backend << ": " << over.err;
    CliResult unlimited =
        RunSubcommand(RunRunCommand, {"--backend=" + backend, module, "--input=s32[] 1000"});
    EXPECT_EQ(unlimited.out, "s32[] 1000\n") << backend << ": " << unlimited.err;
  }
  for (std::string bad : {"--max_while_iterations=-1", "--max_while_iterations=x",
                          "--max_while_iterations"}) {
    CliResult r = RunSubcommand(RunRunCommand, {bad, module});
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_TRUE(absl::StrContains(r.err, "max_while_iterations")) << bad << ": " << r.err;
  }
}

}  // namespace
}  // namespace xla::tools
