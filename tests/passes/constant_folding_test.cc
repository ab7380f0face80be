// constant-folding's compute bound: a dot of constants folds below
// HloConstantFolding::kMaxMultiplyAdds and stays above it.
#include <gtest/gtest.h>

#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "axle/passes/constant_folding.h"

namespace xla {
namespace {

// dot(broadcast(1) [m, k], constant 2 [k, n]) as the root of a module.
std::unique_ptr<HloModule> DotOfConstants(int64_t m, int64_t k, int64_t n) {
  auto module = std::make_unique<HloModule>("dot_of_constants");
  auto computation = std::make_unique<HloComputation>("main");
  HloInstruction* one = computation->AddInstruction(
      HloInstruction::CreateConstant(LiteralUtil::CreateR0<float>(1)));
  HloInstruction* lhs = computation->AddInstruction(
      HloInstruction::Create(HloOpcode::kBroadcast, ShapeUtil::MakeShape(F32, {m, k}), {one}));
  HloInstruction* rhs = computation->AddInstruction(
      HloInstruction::CreateConstant(LiteralUtil::CreateFull<float>({k, n}, 2)));
  HloInstruction* dot = computation->AddInstruction(
      HloInstruction::Create(HloOpcode::kDot, ShapeUtil::MakeShape(F32, {m, n}), {lhs, rhs}));
  dot->mutable_attributes()->dot_dimension_numbers.add_lhs_contracting_dimensions(1);
  dot->mutable_attributes()->dot_dimension_numbers.add_rhs_contracting_dimensions(0);
  computation->set_root_instruction(dot);
  module->AddEntryComputation(std::move(computation));
  return module;
}

TEST(ConstantFoldingTest, DotsFoldUpToTheMultiplyAddBound) {
  // 512 * 512 * 256 = 2^26 multiply-adds (and 2^18 + 2^17 operand
  // elements): at the bound, folded to sums of 512 twos.
  std::unique_ptr<HloModule> small = DotOfConstants(512, 512, 256);
  ASSERT_TRUE(HloVerifier::Verify(*small).ok());
  auto changed = HloConstantFolding().Run(small.get());
  ASSERT_TRUE(changed.ok()) << changed.status();
  EXPECT_TRUE(*changed);
  const HloInstruction* root = small->entry_computation()->root_instruction();
  ASSERT_EQ(root->opcode(), HloOpcode::kConstant);
  EXPECT_TRUE(root->literal().IsAllFloat(1024));

  // One more row: 513 * 2^17 multiply-adds, over the bound; stays a dot.
  std::unique_ptr<HloModule> large = DotOfConstants(513, 512, 256);
  changed = HloConstantFolding().Run(large.get());
  ASSERT_TRUE(changed.ok()) << changed.status();
  EXPECT_FALSE(*changed);
  EXPECT_EQ(large->entry_computation()->root_instruction()->opcode(), HloOpcode::kDot);
}

}  // namespace
}  // namespace xla
