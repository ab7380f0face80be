// EvalOptions::max_while_iterations: a loop running its body more often is
// an error naming the while instruction; within the limit (or unlimited by
// default) the loop runs to completion.
#include <gtest/gtest.h>

#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/deep_modules.h"

namespace xla {
namespace {

absl::StatusOr<Literal> CountTo(int32_t n, int64_t max_while_iterations) {
  auto module = ParseAndVerifyModule(testlib::kCountToModule);
  if (!module.ok()) return module.status();
  EvalOptions options;
  options.max_while_iterations = max_while_iterations;
  Literal arg = LiteralUtil::CreateR0<int32_t>(n);
  return HloEvaluator(options).Evaluate(**module, {&arg});
}

TEST(WhileLimitTest, UnlimitedByDefault) {
  auto result = CountTo(5000, EvalOptions().max_while_iterations);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<int32_t>({}), 5000);
}

TEST(WhileLimitTest, WithinTheLimitRuns) {
  auto result = CountTo(10, 10);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<int32_t>({}), 10);
}

TEST(WhileLimitTest, PastTheLimitNamesTheLoop) {
  auto result = CountTo(11, 10);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(result.status().message().find("while loop counted exceeded the limit of 10"),
            std::string::npos)
      << result.status();
}

TEST(WhileLimitTest, ZeroAllowsOnlyLoopsThatNeverRunTheirBody) {
  EXPECT_TRUE(CountTo(0, 0).ok());
  EXPECT_FALSE(CountTo(1, 0).ok());
}

}  // namespace
}  // namespace xla
