// Runs every execution text case under tests/hlo/cases (see its README.md)
// on the reference interpreter.
#include <gtest/gtest.h>

#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "tests/testlib/hlo_case.h"

namespace xla {
namespace {

using testlib::HloCase;

class HloCaseTest : public ::testing::TestWithParam<std::string> {};

TEST_P(HloCaseTest, MatchesExpectation) {
  absl::StatusOr<HloCase> c = testlib::ReadHloCase(GetParam());
  ASSERT_TRUE(c.ok()) << c.status();
  auto module = ParseAndVerifyModule(c->text);
  ASSERT_TRUE(module.ok()) << module.status();
  auto inputs = testlib::HloCaseInputs(*c);
  ASSERT_TRUE(inputs.ok()) << inputs.status();
  absl::StatusOr<std::vector<Literal>> results =
      EvaluateReplicated(**module, testlib::Pointers(*inputs));
  absl::Status check = testlib::CheckHloCaseResults(*c, results);
  EXPECT_TRUE(check.ok()) << check.message();
}

INSTANTIATE_TEST_SUITE_P(Cases, HloCaseTest, ::testing::ValuesIn(testlib::AllHloCasePaths()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return testlib::HloCaseTestName(info.param);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(HloCaseTest);

}  // namespace
}  // namespace xla
