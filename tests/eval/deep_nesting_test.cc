// Modules nesting calls, while loops and conditionals 20,000 deep parse,
// verify, print, clone and run on the interpreter: nothing recurses over
// the call depth (the frames of nested computations live on the heap).
#include <gtest/gtest.h>

#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/deep_modules.h"

namespace xla {
namespace {

using testlib::Nesting;

constexpr int kDepth = 20000;

class DeepNestingTest : public ::testing::TestWithParam<Nesting> {};

TEST_P(DeepNestingTest, ParsesPrintsAndEvaluates) {
  auto module = ParseAndVerifyModule(testlib::DeeplyNestedModule(GetParam(), kDepth));
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_EQ((*module)->computation_count(), kDepth + (GetParam() == Nesting::kWhile ? 2 : 1));

  auto reparsed = ParseAndVerifyModule((*module)->ToString());
  ASSERT_TRUE(reparsed.ok()) << reparsed.status();
  EXPECT_TRUE(HloModulesEqual(**module, **reparsed));
  EXPECT_TRUE(HloModulesEqual(**module, *(*module)->Clone()));

  Literal x = LiteralUtil::CreateR0<float>(5.0f);
  auto result = HloEvaluator().Evaluate(**module, {&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<float>({}), 6.0f);
}

INSTANTIATE_TEST_SUITE_P(AllNestings, DeepNestingTest,
                         ::testing::Values(Nesting::kCall, Nesting::kWhile,
                                           Nesting::kConditional));

// An error deep inside names the failing instruction and a few callers, not
// all 20,000.
TEST(DeepNestingErrorTest, ErrorNamesInnermostInstructionBriefly) {
  std::string text = testlib::DeeplyNestedModule(Nesting::kCall, kDepth);
  const std::string add = "ROOT r = f32[] add(p, one)";
  text.replace(text.find(add), add.size(),
               "b = f32[1000000] broadcast(p), dimensions={}\n"
               "  s = f32[1] slice(b), slice={[0:1]}\n"
               "  ROOT r = f32[] reshape(s)");
  auto module = ParseAndVerifyModule(text);
  ASSERT_TRUE(module.ok()) << module.status();
  Literal x = LiteralUtil::CreateR0<float>(5.0f);
  EvalOptions options;
  options.memory_limit_bytes = 1 << 20;  // the innermost broadcast needs 4 MB
  auto result = HloEvaluator(options).Evaluate(**module, {&x});
  ASSERT_FALSE(result.ok());
  const std::string message(result.status().message());
  EXPECT_NE(message.find("f32[1000000]"), std::string::npos) << message;
  EXPECT_NE(message.find("more callers"), std::string::npos) << message;
  EXPECT_LT(message.size(), 1000u) << message;
}

// Names stay unique and loading stays linear with 20,000 computations whose
// instructions share names.
TEST(ManyComputationsTest, LoadsAndEvaluates) {
  auto module = ParseAndVerifyModule(testlib::ManyComputationsModule(kDepth));
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_EQ((*module)->computation_count(), kDepth + 1);
  absl::flat_hash_set<std::string> names;
  for (const HloComputation* computation : (*module)->computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      EXPECT_TRUE(names.insert(instruction->name()).second) << instruction->name();
    }
  }
  Literal p = LiteralUtil::CreateR1<float>({1, 2, 3, 4});
  auto result = HloEvaluator().Evaluate(**module, {&p});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<float>({}), 20.0f);  // acc + 2 * element, four times
}

}  // namespace
}  // namespace xla
