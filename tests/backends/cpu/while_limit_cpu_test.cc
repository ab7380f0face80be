// CompileOptions::max_while_iterations on the cpu backend: a counter at the
// loop's back-edge (compiled in only when set) fails the run with the
// interpreter's message naming the loop.
#include <gtest/gtest.h>

#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla::cpu {
namespace {

// Counts s32 i up to n (the parameter): n body runs.
constexpr char kCountTo[] = R"(
HloModule count_to
cond {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  one = s32[] constant(1)
  next = s32[] add(i, one)
  ROOT t = (s32[], s32[]) tuple(next, n)
}
ENTRY e {
  n = s32[] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], s32[]) tuple(zero, n)
  counted = (s32[], s32[]) while(init), condition=cond, body=body
  ROOT i = s32[] get-tuple-element(counted), index=0
}
)";

absl::StatusOr<Literal> CountTo(int32_t n, int64_t max_while_iterations) {
  auto module = ParseAndVerifyModule(kCountTo);
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
