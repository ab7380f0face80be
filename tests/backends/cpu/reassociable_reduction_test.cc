// MatchReassociableReducer (axle/backends/cpu/codegen/reassociable_reduction.h):
// only single f32/f64 add/maximum/minimum reducers of both parameters may be
// folded in the cpu backend's own order.
#include "axle/backends/cpu/codegen/reassociable_reduction.h"

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla::cpu {
namespace {

// The reducer kind matched for `reduce x over dim 0` whose reducer has `body`
// (instructions over parameters a and b of `type`, the last one ROOT).
std::optional<ReassociableReducer> Match(const std::string& type, const std::string& body) {
  const std::string module = absl::StrCat(
      "HloModule m\n\nreducer {\n  a = ", type, "[] parameter(0)\n  b = ", type,
      "[] parameter(1)\n", body, "\n}\n\nENTRY e {\n  x = ", type, "[8,3] parameter(0)\n",
      "  init = ", type, "[] parameter(1)\n  ROOT r = ", type,
      "[3] reduce(x, init), dimensions={0}, to_apply=reducer\n}\n");
  auto parsed = ParseAndVerifyModule(module);
  EXPECT_TRUE(parsed.ok()) << parsed.status() << "\n" << module;
  if (!parsed.ok()) return std::nullopt;
  return MatchReassociableReducer(*(*parsed)->entry_computation()->root_instruction());
}

TEST(ReassociableReductionTest, FloatAddMaxMinMatch) {
  EXPECT_EQ(Match("f32", "  ROOT r = f32[] add(a, b)"), ReassociableReducer::kAdd);
  EXPECT_EQ(Match("f64", "  ROOT r = f64[] add(b, a)"), ReassociableReducer::kAdd);
  EXPECT_EQ(Match("f32", "  ROOT r = f32[] maximum(a, b)"), ReassociableReducer::kMaximum);
  EXPECT_EQ(Match("f64", "  ROOT r = f64[] minimum(a, b)"), ReassociableReducer::kMinimum);
}

TEST(ReassociableReductionTest, OtherReducersKeepTheInterpretersOrder) {
  // Integers and narrow floats (rounded at every step), other ops, and
  // reducers that are not one op of both parameters.
  EXPECT_EQ(Match("s32", "  ROOT r = s32[] add(a, b)"), std::nullopt);
  EXPECT_EQ(Match("bf16", "  ROOT r = bf16[] add(a, b)"), std::nullopt);
  EXPECT_EQ(Match("f16", "  ROOT r = f16[] maximum(a, b)"), std::nullopt);
  EXPECT_EQ(Match("f32", "  ROOT r = f32[] multiply(a, b)"), std::nullopt);
  EXPECT_EQ(Match("f32", "  ROOT r = f32[] add(a, a)"), std::nullopt);
  EXPECT_EQ(Match("f32", "  s = f32[] add(a, b)\n  ROOT r = f32[] add(s, b)"), std::nullopt);
  EXPECT_EQ(Match("f32", "  n = f32[] negate(b)\n  ROOT r = f32[] add(a, n)"), std::nullopt);
}

}  // namespace
}  // namespace xla::cpu
