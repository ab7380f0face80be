// Every subcommand that reads a module takes StableHLO text (`.mlir`) and the
// portable artifact (`.mlirbc`) as well as HLO text, told apart by content
// when the extension does not say; malformed input is a located error.
#include <gtest/gtest.h>

#include <string>

#include "absl/strings/match.h"
#include "axle/tools/graph_command.h"
#include "axle/tools/opt_command.h"
#include "axle/tools/run_command.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

// x * y + x as JAX 0.10 prints it.
constexpr char kMulAdd[] = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
)";

std::string CorpusFile(const std::string& relative) {
  return std::string(AXLE_SOURCE_DIR) + "/tests/stablehlo/corpus/" + relative;
}

TEST(StableHloInputTest, RunTakesTextByExtensionAndByContent) {
  for (std::string name : {"mul_add.mlir", "mul_add_no_extension"}) {
    std::string path = WriteTempFile(name, kMulAdd);
    for (std::string backend : {"cpu", "interpreter"}) {
      CliResult r = RunSubcommand(RunRunCommand, {"--backend=" + backend, path,
                                                  "--input=f32[3] {1, 2, 3}",
                                                  "--input=f32[3] {4, 5, 6}"});
      EXPECT_EQ(r.code, 0) << name << " " << backend << ": " << r.err;
      EXPECT_EQ(r.out, "f32[3] {5, 12, 21}\n") << name << " " << backend;
    }
  }
}

// The corpus's abs case (XLA:CPU's result in expected.txt) from the
// portable artifact at JAX's default VHLO version and at 1.0.0.
TEST(StableHloInputTest, RunTakesThePortableArtifact) {
  std::string input = ReadFile(CorpusFile("elementwise/abs_f32/inputs.txt"));
  std::string expected = ReadFile(CorpusFile("elementwise/abs_f32/expected.txt"));
  while (!input.empty() && input.back() == '\n') input.pop_back();
  for (std::string form : {"module.mlirbc", "module.old.mlirbc"}) {
    CliResult r = RunSubcommand(RunRunCommand,
                                {CorpusFile("elementwise/abs_f32/" + form), "--input=" + input});
    EXPECT_EQ(r.code, 0) << form << ": " << r.err;
    EXPECT_EQ(r.out, expected) << form;
  }
}

TEST(StableHloInputTest, OptPrintsTheConvertedHlo) {
  CliResult r = RunSubcommand(RunOptCommand, {WriteTempFile("opt_mul_add.mlir", kMulAdd)});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StartsWith(r.out, "HloModule jit_f")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "multiply(")) << r.out;
  // The printed HLO reads back.
  CliResult again = RunSubcommand(RunOptCommand, {WriteTempFile("opt_again.hlo", r.out)});
  EXPECT_EQ(again.code, 0) << again.err;
}

TEST(StableHloInputTest, GraphTakesStableHlo) {
  CliResult r = RunSubcommand(RunGraphCommand, {WriteTempFile("graph_mul_add.mlir", kMulAdd)});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(r.out, "digraph")) << r.out;
}

TEST(StableHloInputTest, MalformedInputIsALocatedError) {
  std::string text = WriteTempFile("bad.mlir", "module {\n  func.func @main( {\n}\n");
  CliResult r = RunSubcommand(RunRunCommand, {text});
  EXPECT_NE(r.code, 0);
  EXPECT_TRUE(absl::StrContains(r.err, "bad.mlir:2:")) << r.err;

  std::string artifact = ReadFile(CorpusFile("elementwise/abs_f32/module.mlirbc"));
  std::string truncated = WriteTempFile("truncated.mlirbc", artifact.substr(0, 60));
  r = RunSubcommand(RunRunCommand, {truncated});
  EXPECT_NE(r.code, 0);
  EXPECT_TRUE(absl::StrContains(r.err, "truncated.mlirbc: byte ")) << r.err;

  std::string unknown = WriteTempFile(
      "unknown_op.mlir",
      "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n"
      "  %0 = \"stablehlo.no_such_op\"(%a) : (tensor<f32>) -> tensor<f32>\n"
      "  return %0 : tensor<f32>\n}\n");
  r = RunSubcommand(RunRunCommand, {unknown});
  EXPECT_NE(r.code, 0);
  EXPECT_TRUE(absl::StrContains(r.err, "stablehlo.no_such_op")) << r.err;
}

}  // namespace
}  // namespace xla::tools
