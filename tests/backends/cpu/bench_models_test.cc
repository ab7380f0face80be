// The benchmark's own modules (bench/workloads/hlo, the full-size copies
// the benchmark runs) on cpu against the interpreter, with random inputs:
// the models and fused kernels the speed work shapes (a dot whose product
// feeds a softmax, epilogues, 1x1 convolutions as dots) must stay right,
// not only fast. Only the modules the interpreter runs in about a second.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/base/status_macros.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "tests/testlib/random_hlo.h"

namespace xla::cpu {
namespace {

std::string ReadModule(const std::string& name) {
  std::ifstream file(std::filesystem::path(AXLE_SOURCE_DIR) / "bench/workloads/hlo" /
                     (name + ".hlo"));
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

class BenchModelsTest : public ::testing::TestWithParam<const char*> {};

TEST_P(BenchModelsTest, CpuMatchesTheInterpreter) {
  const std::string text = ReadModule(GetParam());
  ASSERT_FALSE(text.empty()) << GetParam();
  auto module = ParseAndVerifyModule(text);
  ASSERT_TRUE(module.ok()) << module.status();
  auto arguments = testlib::RandomArguments(**module, /*seed=*/9);
  ASSERT_TRUE(arguments.ok()) << arguments.status();
  std::vector<const Literal*> pointers;
  for (const Literal& argument : *arguments) pointers.push_back(&argument);
  absl::StatusOr<Literal> expected = HloEvaluator().Evaluate(**module, pointers);
  ASSERT_TRUE(expected.ok()) << expected.status();
  absl::StatusOr<Literal> actual = [&]() -> absl::StatusOr<Literal> {
    ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                     CpuCompiler().Compile(*std::move(module), CompileOptions{}));
    return executable->Execute(pointers);
  }();
  ASSERT_TRUE(actual.ok()) << actual.status();
  // Sums in another order (blocked GEMM, vector accumulators) and the
  // vector exponential: a few ulp per element, grown by long sums; results
  // reach a few hundred, so an element near 0 may carry 1e-3 of cancelled
  // error. A wrong kernel is off by whole units.
  const ErrorSpec error(/*abs=*/1e-2, /*rel=*/1e-3);
  absl::Status near = LiteralNear(*expected, *actual, error);
  EXPECT_TRUE(near.ok()) << near;
}

INSTANTIATE_TEST_SUITE_P(Models, BenchModelsTest,
                         ::testing::Values("mlp_b1", "mlp_b64", "cnn_b1", "transformer_b1",
                                           "gemm_bias_relu_256x1024x1024", "while_10k",
                                           "conv1x1_b1_56x56x64to256_nchw",
                                           "conv1x1_b1_56x56x64to256_nhwc"));

}  // namespace
}  // namespace xla::cpu
