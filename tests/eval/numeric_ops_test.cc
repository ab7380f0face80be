// Numeric evaluators: layouts of operands and results, and bad input that
// must come back as an error rather than a crash.
#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"

#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_text.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

class NoCalls : public EvalContext {
 public:
  const EvalOptions& options() const override { return options_; }
  absl::StatusOr<Literal> Call(const HloComputation&, absl::Span<const Literal* const>) override {
    return absl::InternalError("no calls");
  }
  HostQueues& host_queues() override { std::abort(); }
  uint64_t NextRandom() override { return 0; }

 private:
  EvalOptions options_;
};

std::unique_ptr<HloModule> Parse(const std::string& text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

TEST(NumericOps, DotHonoursOperandAndResultLayouts) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  l = f32[2,3]{0,1} parameter(0)
  r = f32[3,2]{0,1} parameter(1)
  ROOT d = f32[2,2]{0,1} dot(l, r), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(module, nullptr);
  Literal l = LiteralUtil::CreateR2<float>({{1, 2, 3}, {4, 5, 6}})
                  .Relayout(LayoutUtil::MakeLayout({0, 1}));
  Literal r = LiteralUtil::CreateR2<float>({{1, 0}, {0, 1}, {1, 1}})
                  .Relayout(LayoutUtil::MakeLayout({0, 1}));
  HloEvaluator evaluator;
  absl::StatusOr<Literal> result = evaluator.Evaluate(*module, {&l, &r});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->shape().layout(), LayoutUtil::MakeLayout({0, 1}));
  EXPECT_EQ(*result, LiteralUtil::CreateR2<float>({{4, 5}, {10, 11}}));
}

// Hand-computed: x = 1 + 2^-10 and y = 1 + 2^-12 are exact in f32. bf16 keeps
// 8 significand bits (x, y round to 1), tf32 keeps 11 (x stays, y rounds to
// 1). The _X3 splits recover the dropped part: lo = 2^-10 (or 2^-12) is exact
// in both types, so x*1 and y*1 come out exact.
TEST(NumericOps, DotComputesInThePrecisionItsAlgorithmNames) {
  const float x = 1.0f + 0x1p-10f;
  const float y = 1.0f + 0x1p-12f;
  struct Case {
    const char* algorithm;
    float expect_x;
    float expect_y;
  };
  for (const Case& c : {Case{"dot_bf16_bf16_f32", 1.0f, 1.0f},
                        Case{"dot_bf16_bf16_f32_x3", x, y},
                        Case{"dot_bf16_bf16_f32_x6", x, y},
                        Case{"dot_bf16_bf16_f32_x9", x, y},
                        Case{"dot_tf32_tf32_f32", x, 1.0f},
                        Case{"dot_tf32_tf32_f32_x3", x, y},
                        Case{"dot_f16_f16_f32", x, 1.0f},
                        Case{"dot_f32_f32_f32", x, y}}) {
    SCOPED_TRACE(c.algorithm);
    auto module = Parse(absl::StrCat(R"(
HloModule m
ENTRY e {
  l = f32[2,1] parameter(0)
  r = f32[1,1] parameter(1)
  ROOT d = f32[2,1] dot(l, r), lhs_contracting_dims={1}, rhs_contracting_dims={0}, algorithm=)",
                                     c.algorithm, "\n}"));
    ASSERT_NE(module, nullptr);
    Literal l = LiteralUtil::CreateR2<float>({{x}, {y}});
    Literal r = LiteralUtil::CreateR2<float>({{1.0f}});
    HloEvaluator evaluator;
    absl::StatusOr<Literal> result = evaluator.Evaluate(*module, {&l, &r});
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, LiteralUtil::CreateR2<float>({{c.expect_x}, {c.expect_y}}));
  }
}

// Hand-computed: z = 1 + 2^-9 + 2^-20. In bf16 (8 significand bits) hi = 1,
// the second part bf16(2^-9 + 2^-20) = 2^-9 and the third 2^-20. _X3 sums
// only hi and the second part; _X6 adds the third and is exact.
TEST(NumericOps, DotAlgorithmSplitsIntoThreePartsForX6) {
  const float z = 1.0f + 0x1p-9f + 0x1p-20f;
  // _X3: hi = 1, lo = bf16(2^-9 + 2^-20) = 2^-9 (the 2^-20 is 11 bits below).
  // _X6: mid = 2^-9, lo = 2^-20: exact.
  for (const auto& [algorithm, expect] :
       {std::pair<const char*, float>{"dot_bf16_bf16_f32_x3", 1.0f + 0x1p-9f},
        std::pair<const char*, float>{"dot_bf16_bf16_f32_x6", z}}) {
    SCOPED_TRACE(algorithm);
    auto module = Parse(absl::StrCat(R"(
HloModule m
ENTRY e {
  l = f32[1] parameter(0)
  r = f32[1] parameter(1)
  ROOT d = f32[] dot(l, r), lhs_contracting_dims={0}, rhs_contracting_dims={0}, algorithm=)",
                                     algorithm, "\n}"));
    ASSERT_NE(module, nullptr);
    Literal l = LiteralUtil::CreateR1<float>({z});
    Literal r = LiteralUtil::CreateR1<float>({1.0f});
    HloEvaluator evaluator;
    absl::StatusOr<Literal> result = evaluator.Evaluate(*module, {&l, &r});
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, LiteralUtil::CreateR0<float>(expect));
  }
}

TEST(NumericOps, ReduceWindowReadsAColumnMajorOperand) {
  auto module = Parse(R"(
HloModule m
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT s = s32[] add(a, b)
}
ENTRY e {
  x = s32[2,3]{0,1} parameter(0)
  z = s32[] constant(0)
  ROOT r = s32[1,2] reduce-window(x, z), window={size=2x2}, to_apply=add
})");
  ASSERT_NE(module, nullptr);
  Literal x = LiteralUtil::CreateR2<int32_t>({{1, 2, 3}, {4, 5, 6}})
                  .Relayout(LayoutUtil::MakeLayout({0, 1}));
  HloEvaluator evaluator;
  absl::StatusOr<Literal> result = evaluator.Evaluate(*module, {&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR2<int32_t>({{12, 16}}));
}

// Calls each numeric evaluator of `module`'s root with operands that do not
// match: an error every time, never a crash.
TEST(NumericOps, MismatchedOperandsAreErrors) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  l = f32[2,3] parameter(0)
  r = f32[3,2] parameter(1)
  ROOT d = f32[2,2] dot(l, r), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(module, nullptr);
  const HloInstruction* dot = module->entry_computation()->root_instruction();
  const OpEvaluatorFn* fn = OpRegistry::Get().Find(HloOpcode::kDot);
  ASSERT_NE(fn, nullptr);
  NoCalls context;
  Literal wrong = LiteralUtil::CreateR1<float>({1, 2});
  Literal ints = LiteralUtil::CreateR2<int32_t>({{1, 2, 3}, {4, 5, 6}});
  const Literal* one[] = {&wrong};
  const Literal* shapes[] = {&wrong, &wrong};
  const Literal* types[] = {&ints, &wrong};
  EXPECT_FALSE((*fn)(*dot, one, context).ok());
  EXPECT_FALSE((*fn)(*dot, shapes, context).ok());
  EXPECT_FALSE((*fn)(*dot, types, context).ok());
}

TEST(NumericOps, EveryNumericOpRejectsNoOperands) {
  const HloOpcode opcodes[] = {
      HloOpcode::kDot,           HloOpcode::kConvolution,       HloOpcode::kReduce,
      HloOpcode::kReduceWindow,  HloOpcode::kSelectAndScatter,  HloOpcode::kFft,
      HloOpcode::kCholesky,      HloOpcode::kTriangularSolve,   HloOpcode::kBatchNormTraining,
      HloOpcode::kBatchNormInference, HloOpcode::kBatchNormGrad, HloOpcode::kRng,
      HloOpcode::kRngBitGenerator};
  NoCalls context;
  for (HloOpcode opcode : opcodes) {
    std::unique_ptr<HloInstruction> instruction =
        HloInstruction::Create(opcode, ShapeUtil::MakeShape(F32, {2}), {});
    const OpEvaluatorFn* fn = OpRegistry::Get().Find(opcode);
    ASSERT_NE(fn, nullptr) << HloOpcodeString(opcode);
    EXPECT_FALSE((*fn)(*instruction, {}, context).ok()) << HloOpcodeString(opcode);
  }
}

TEST(NumericOps, ReducerErrorsPropagate) {
  auto module = Parse(R"(
HloModule m
div {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT d = s32[] divide(a, b)
}
ENTRY e {
  x = s32[3] parameter(0)
  one = s32[] constant(100)
  ROOT r = s32[] reduce(x, one), dimensions={0}, to_apply=div
})");
  ASSERT_NE(module, nullptr);
  // Integer division by zero has a defined value in XLA: no error, no crash.
  Literal x = LiteralUtil::CreateR1<int32_t>({2, 0, 5});
  HloEvaluator evaluator;
  absl::StatusOr<Literal> result = evaluator.Evaluate(*module, {&x});
  EXPECT_TRUE(result.ok()) << result.status();
}

}  // namespace
}  // namespace xla
