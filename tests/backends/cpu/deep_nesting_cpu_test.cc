// Deeply nested calls, while loops and conditionals compile and run on the
// cpu backend (every computation its own function; the passes, schedule and
// buffer assignment walk the call graph with worklists). Compile time is
// linear in the depth (a function that calls another computation's is
// never inlined, so LLVM sees many small functions, not one as deep as the
// nesting): 1,000 levels compile in about a second; 20,000 in under a
// minute, too long for a unit test (bench: make bench-compile; the
// interpreter's test, tests/eval/deep_nesting_test.cc, goes to 20,000).
#include <gtest/gtest.h>

#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/deep_modules.h"

namespace xla::cpu {
namespace {

using testlib::Nesting;

class DeepNestingCpuTest : public ::testing::TestWithParam<Nesting> {};

TEST_P(DeepNestingCpuTest, CompilesAndRuns) {
  auto module = ParseAndVerifyModule(testlib::DeeplyNestedModule(GetParam(), 1000));
  ASSERT_TRUE(module.ok()) << module.status();
  auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = LiteralUtil::CreateR0<float>(5.0f);
  auto result = (*executable)->Execute({&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<float>({}), 6.0f);
}

INSTANTIATE_TEST_SUITE_P(AllNestings, DeepNestingCpuTest,
                         ::testing::Values(Nesting::kCall, Nesting::kWhile,
                                           Nesting::kConditional));

}  // namespace
}  // namespace xla::cpu
