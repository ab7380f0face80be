// batchnorm-expander on literal inputs with hand-computed results (chosen so
// every intermediate is exact in binary), and bit-identity with the
// interpreter's batch-norm ops.
#include <cmath>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "axle/passes/batchnorm_expander.h"

namespace xla {
namespace {

// Evaluates `text` on `args` before and after the pass; both must equal.
absl::StatusOr<Literal> ExpandAndEvaluate(absl::string_view text,
                                          std::vector<const Literal*> args) {
  auto module = ParseAndVerifyModule(text);
  if (!module.ok()) return module.status();
  auto before = HloEvaluator().Evaluate(**module, args);
  if (!before.ok()) return before.status();
  auto changed = BatchNormExpander().Run(module->get());
  if (!changed.ok()) return changed.status();
  if (!*changed) return absl::InternalError("the pass changed nothing");
  absl::Status valid = HloVerifier::Verify(**module);
  if (!valid.ok()) return valid;
  for (const HloComputation* computation : (*module)->computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (absl::StrContains(HloOpcodeString(instruction->opcode()), "batch-norm")) {
        return absl::InternalError("a batch-norm op is left");
      }
    }
  }
  auto after = HloEvaluator().Evaluate(**module, args);
  if (!after.ok()) return after.status();
  if (*before != *after) {
    return absl::InternalError(
        absl::StrCat("before ", before->ToString(), " != after ", after->ToString()));
  }
  return after;
}

// batch-norm-training of x (f32[x_dims], two features in dimension 1)
// with scale (1, 2) and offset (0, 1).
std::string TrainingModule(absl::string_view x_dims, absl::string_view epsilon) {
  return absl::StrCat("HloModule training\nENTRY e {\n  x = f32[", x_dims,
                      "] parameter(0)\n  scale = f32[2] parameter(1)\n  offset = f32[2] "
                      "parameter(2)\n  ROOT bn = (f32[", x_dims,
                      "], f32[2], f32[2]) batch-norm-training(x, scale, offset), epsilon=",
                      epsilon, ", feature_index=1\n}\n");
}

TEST(BatchNormExpanderTest, TrainingByHand) {
  // Feature 0: x = 1, 3: mean 2, var 1, y = (x - 2) / 1 = -1, 1.
  // Feature 1: x = 2, 6: mean 4, var 4, y = 2 (x - 4) / 2 + 1 = -1, 3.
  Literal x = LiteralUtil::CreateR2<float>({{1, 2}, {3, 6}});
  Literal scale = LiteralUtil::CreateR1<float>({1, 2});
  Literal offset = LiteralUtil::CreateR1<float>({0, 1});
  auto result = ExpandAndEvaluate(TrainingModule("2,2", "0"), {&x, &scale, &offset});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->tuple_element(0), LiteralUtil::CreateR2<float>({{-1, -1}, {1, 3}}));
  EXPECT_EQ(result->tuple_element(1), LiteralUtil::CreateR1<float>({2, 4}));
  EXPECT_EQ(result->tuple_element(2), LiteralUtil::CreateR1<float>({1, 4}));
}

TEST(BatchNormExpanderTest, GradByHand) {
  // One feature, x = 0, 3, 6 with the given mean 3 and var 4, scale 2,
  // dy = 1, 0, 2: xc = -3, 0, 3; grad_offset = 3; s = sum dy xc = 3;
  // grad_scale = 3 / 2; c = 3 / 4 / 3 = 1/4; mean(dy) = 1; scale/sd = 1;
  // grad_x = (dy - 1) - xc / 4 = 0.75, -1, 0.25.
  constexpr char kText[] = R"(
HloModule grad
ENTRY e {
  x = f32[3,1] parameter(0)
  scale = f32[1] parameter(1)
  mean = f32[1] parameter(2)
  var = f32[1] parameter(3)
  dy = f32[3,1] parameter(4)
  ROOT g = (f32[3,1], f32[1], f32[1]) batch-norm-grad(x, scale, mean, var, dy), epsilon=0, feature_index=1
})";
  Literal x = LiteralUtil::CreateR2<float>({{0}, {3}, {6}});
  Literal scale = LiteralUtil::CreateR1<float>({2});
  Literal mean = LiteralUtil::CreateR1<float>({3});
  Literal var = LiteralUtil::CreateR1<float>({4});
  Literal dy = LiteralUtil::CreateR2<float>({{1}, {0}, {2}});
  auto result = ExpandAndEvaluate(kText, {&x, &scale, &mean, &var, &dy});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->tuple_element(0), LiteralUtil::CreateR2<float>({{0.75}, {-1}, {0.25}}));
  EXPECT_EQ(result->tuple_element(1), LiteralUtil::CreateR1<float>({1.5}));
  EXPECT_EQ(result->tuple_element(2), LiteralUtil::CreateR1<float>({3}));
}

TEST(BatchNormExpanderTest, InferenceF16RoundsOnce) {
  // y = 3 (x - 1) / sqrt(0.25) + 0.5 = 6 x - 5.5 for x = 1, 2, 1/1024:
  // 0.5, 6.5 and 6/1024 - 5.5 = -5.494140625, exact in f32 and halfway
  // between the f16 values -1406 * 2^-8 and -1407 * 2^-8: rounded once to
  // even, -5.4921875 (f16 arithmetic would round -2.9970703125 first).
  constexpr char kText[] = R"(
HloModule inference
ENTRY e {
  x = f16[3] parameter(0)
  scale = f16[3] parameter(1)
  offset = f16[3] parameter(2)
  mean = f16[3] parameter(3)
  var = f16[3] parameter(4)
  ROOT y = f16[3] batch-norm-inference(x, scale, offset, mean, var), epsilon=0, feature_index=0
})";
  auto h = [](std::initializer_list<float> v) {
    std::vector<half> out;
    for (float f : v) out.push_back(half(f));
    return LiteralUtil::CreateR1<half>(out);
  };
  Literal x = h({1, 2, 1.0f / 1024});
  Literal scale = h({3, 3, 3});
  Literal offset = h({0.5, 0.5, 0.5});
  Literal mean = h({1, 1, 1});
  Literal var = h({0.25, 0.25, 0.25});
  auto result = ExpandAndEvaluate(kText, {&x, &scale, &offset, &mean, &var});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, h({0.5, 6.5, -5.4921875}));
}

TEST(BatchNormExpanderTest, EmptyBatchGivesNaNStatistics) {
  Literal x(ShapeUtil::MakeShape(F32, {0, 2}));
  Literal scale = LiteralUtil::CreateR1<float>({1, 2});
  Literal offset = LiteralUtil::CreateR1<float>({0, 1});
  auto result = ExpandAndEvaluate(TrainingModule("0,2", "0.001"), {&x, &scale, &offset});
  ASSERT_TRUE(result.ok()) << result.status();
  for (int i = 1; i <= 2; ++i) {
    for (float v : result->tuple_element(i).data<float>()) EXPECT_TRUE(std::isnan(v));
  }
}

}  // namespace
}  // namespace xla
