// The while-loop iteration limit on every backend: the interpreter's
// EvalOptions::max_while_iterations and the cpu backend's
// CompileOptions::max_while_iterations (a counter at the loop's back-edge,
// compiled in only when set). A loop running its body more often is an error
// naming the while instruction; within the limit (or unlimited by default)
// the loop runs to completion.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/deep_modules.h"

namespace xla {
namespace {

struct Backend {
  std::string name;
  // Runs `module` on `argument` with the given iteration limit.
  std::function<absl::StatusOr<Literal>(std::unique_ptr<HloModule> module,
                                        const Literal& argument, int64_t limit)>
      run;
  int64_t default_limit;
  // A trip count long enough to matter and still quick on this backend.
  int32_t long_run;
};

std::vector<Backend> Backends() {
  return {
      {"interpreter",
       [](std::unique_ptr<HloModule> module, const Literal& argument, int64_t limit) {
         EvalOptions options;
         options.max_while_iterations = limit;
         return HloEvaluator(options).Evaluate(*module, {&argument});
       },
       EvalOptions().max_while_iterations, 5000},
      {"cpu",
       [](std::unique_ptr<HloModule> module, const Literal& argument,
          int64_t limit) -> absl::StatusOr<Literal> {
         CompileOptions options;
         options.max_while_iterations = limit;
         auto executable = cpu::CpuCompiler().Compile(std::move(module), options);
         if (!executable.ok()) return executable.status();
         return (*executable)->Execute({&argument});
       },
       CompileOptions().max_while_iterations, 100000},
  };
}

class WhileLimitTest : public ::testing::TestWithParam<Backend> {
 protected:
  absl::StatusOr<Literal> CountTo(int32_t n, int64_t max_while_iterations) {
    auto module = ParseAndVerifyModule(testlib::kCountToModule);
    if (!module.ok()) return module.status();
    Literal arg = LiteralUtil::CreateR0<int32_t>(n);
    return GetParam().run(*std::move(module), arg, max_while_iterations);
  }
};

TEST_P(WhileLimitTest, UnlimitedByDefault) {
  auto result = CountTo(GetParam().long_run, GetParam().default_limit);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<int32_t>({}), GetParam().long_run);
}

TEST_P(WhileLimitTest, WithinTheLimitRuns) {
  auto result = CountTo(10, 10);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<int32_t>({}), 10);
}

TEST_P(WhileLimitTest, PastTheLimitNamesTheLoop) {
  auto result = CountTo(11, 10);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(result.status().message().find("while loop counted exceeded the limit of 10"),
            std::string::npos)
      << result.status();
}

TEST_P(WhileLimitTest, ZeroAllowsOnlyLoopsThatNeverRunTheirBody) {
  EXPECT_TRUE(CountTo(0, 0).ok());
  EXPECT_FALSE(CountTo(1, 0).ok());
}

INSTANTIATE_TEST_SUITE_P(EveryBackend, WhileLimitTest, ::testing::ValuesIn(Backends()),
                         [](const ::testing::TestParamInfo<Backend>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace xla
