// rng-expander rewrites only rng that draw nothing from the interpreter's
// stream, so every other rng of the module keeps its values.
#include <gtest/gtest.h>

#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "axle/passes/rng_expander.h"

namespace xla {
namespace {

TEST(RngExpanderTest, OtherRngKeepTheirValues) {
  // `empty` and `fixed` come first in evaluation order: had the rewrite
  // changed how much they draw, `drawn` would change.
  constexpr char kText[] = R"(
HloModule m
ENTRY e {
  flo = f32[] constant(0)
  fhi = f32[] constant(1)
  empty = f32[0] rng(flo, fhi), distribution=rng_normal
  seven = s64[] constant(7)
  three = s64[] constant(3)
  fixed = s64[3] rng(seven, three), distribution=rng_uniform
  drawn = f32[16] rng(flo, fhi), distribution=rng_uniform
  ROOT t = (f32[0], s64[3], f32[16]) tuple(empty, fixed, drawn)
})";
  auto module = ParseAndVerifyModule(kText);
  ASSERT_TRUE(module.ok()) << module.status();
  auto before = HloEvaluator().Evaluate(**module, {});
  ASSERT_TRUE(before.ok()) << before.status();
  auto changed = RngExpander().Run(module->get());
  ASSERT_TRUE(changed.ok() && *changed);
  ASSERT_TRUE(HloVerifier::Verify(**module).ok());
  int rng_left = 0;
  for (const HloInstruction* instruction : (*module)->entry_computation()->instructions()) {
    rng_left += instruction->opcode() == HloOpcode::kRng;
  }
  EXPECT_EQ(rng_left, 1);
  auto after = HloEvaluator().Evaluate(**module, {});
  ASSERT_TRUE(after.ok()) << after.status();
  EXPECT_EQ(*before, *after);
  EXPECT_EQ(after->tuple_element(1), LiteralUtil::CreateR1<int64_t>({7, 7, 7}));
}

}  // namespace
}  // namespace xla
