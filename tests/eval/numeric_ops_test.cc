// Numeric evaluators: layouts of operands and results, and bad input that
// must come back as an error rather than a crash.
#include <gtest/gtest.h>

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
