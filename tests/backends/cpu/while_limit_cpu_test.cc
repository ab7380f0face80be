// CompileOptions::max_while_iterations on the cpu backend: a counter at the
// loop's back-edge (compiled in only when set) fails the run with the
// interpreter's message naming the loop.
#include <gtest/gtest.h>

#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/deep_modules.h"

namespace xla::cpu {
namespace {

absl::StatusOr<Literal> CountTo(int32_t n, int64_t max_while_iterations) {
  auto module = ParseAndVerifyModule(testlib::kCountToModule);
  if (!module.ok()) return module.status();
  CompileOptions options;
  options.max_while_iterations = max_while_iterations;
  auto executable = CpuCompiler().Compile(*std::move(module), options);
  if (!executable.ok()) return executable.status();
  Literal arg = LiteralUtil::CreateR0<int32_t>(n);
  return (*executable)->Execute({&arg});
}

TEST(WhileLimitCpuTest, UnlimitedByDefault) {
  auto result = CountTo(100000, CompileOptions().max_while_iterations);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<int32_t>({}), 100000);
}

TEST(WhileLimitCpuTest, WithinTheLimitRuns) {
  auto result = CountTo(10, 10);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<int32_t>({}), 10);
}

TEST(WhileLimitCpuTest, PastTheLimitNamesTheLoop) {
  auto result = CountTo(11, 10);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(result.status().message().find("while loop counted exceeded the limit of 10"),
            std::string::npos)
      << result.status();
}

TEST(WhileLimitCpuTest, ZeroAllowsOnlyLoopsThatNeverRunTheirBody) {
  EXPECT_TRUE(CountTo(0, 0).ok());
  EXPECT_FALSE(CountTo(1, 0).ok());
}

}  // namespace
}  // namespace xla::cpu
