// The random module generator (tests/testlib/random_hlo.h): every module
// verifies and runs on the interpreter, the same seed gives the same text,
// and the op set is covered.
#include "tests/testlib/random_hlo.h"

#include <set>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla::testlib {
namespace {

constexpr uint64_t kSeeds = 300;

TEST(RandomHloTest, ModulesVerifyAndRunOnTheInterpreter) {
  for (uint64_t seed = 0; seed < kSeeds; ++seed) {
    auto module = RandomVerifiedModule(seed);
    ASSERT_TRUE(module.ok()) << module.status();
    auto arguments = RandomArguments(**module, seed);
    ASSERT_TRUE(arguments.ok()) << arguments.status();
    std::vector<const Literal*> pointers;
    for (const Literal& argument : *arguments) pointers.push_back(&argument);
    auto result = HloEvaluator().Evaluate(**module, pointers);
    EXPECT_TRUE(result.ok()) << "seed " << seed << ": " << result.status() << "\n"
                             << (getenv("AXLE_SHOW") ? RandomHloModule(seed) : "");
  }
}

TEST(RandomHloTest, SameSeedSameTextOtherSeedOtherText) {
  EXPECT_EQ(RandomHloModule(7), RandomHloModule(7));
  EXPECT_NE(RandomHloModule(7), RandomHloModule(8));
}

TEST(RandomHloTest, CoversTheOpSetShapesAndLayouts) {
  std::set<HloOpcode> seen;
  bool zero_size = false, rank4 = false, column_major = false;
  for (uint64_t seed = 0; seed < kSeeds; ++seed) {
    auto module = RandomVerifiedModule(seed);
    ASSERT_TRUE(module.ok()) << module.status();
    for (const HloComputation* computation : (*module)->computations()) {
      for (const HloInstruction* instruction : computation->instructions()) {
        seen.insert(instruction->opcode());
        const Shape& shape = instruction->shape();
        if (!shape.IsArray()) continue;
        zero_size |= ShapeUtil::ElementsIn(shape) == 0;
        rank4 |= shape.rank() == 4;
      }
    }
    for (const HloInstruction* parameter :
         (*module)->entry_computation()->parameter_instructions()) {
      const Shape& shape = parameter->shape();
      column_major |= shape.rank() >= 2 && shape.layout().minor_to_major(0) != shape.rank() - 1;
    }
  }
  for (HloOpcode opcode :
       {HloOpcode::kAdd, HloOpcode::kNegate, HloOpcode::kCompare, HloOpcode::kSelect,
        HloOpcode::kClamp, HloOpcode::kConvert, HloOpcode::kBitcastConvert, HloOpcode::kBroadcast,
        HloOpcode::kReshape, HloOpcode::kTranspose, HloOpcode::kSlice, HloOpcode::kPad,
        HloOpcode::kConcatenate, HloOpcode::kReverse, HloOpcode::kIota, HloOpcode::kConstant,
        HloOpcode::kReduce, HloOpcode::kReduceWindow, HloOpcode::kDot, HloOpcode::kConvolution,
        HloOpcode::kBatchNormInference, HloOpcode::kBatchNormTraining, HloOpcode::kBatchNormGrad, HloOpcode::kDynamicSlice,
        HloOpcode::kDynamicUpdateSlice, HloOpcode::kGather, HloOpcode::kScatter, HloOpcode::kSort,
        HloOpcode::kTuple, HloOpcode::kGetTupleElement, HloOpcode::kWhile,
        HloOpcode::kConditional, HloOpcode::kFusion, HloOpcode::kMap,
        HloOpcode::kReducePrecision, HloOpcode::kExp, HloOpcode::kAnd, HloOpcode::kShiftLeft}) {
    EXPECT_TRUE(seen.contains(opcode)) << HloOpcodeString(opcode);
  }
  EXPECT_TRUE(zero_size);
  EXPECT_TRUE(rank4);
  EXPECT_TRUE(column_major);
}

TEST(RandomHloTest, OptionsBoundTheModule) {
  RandomHloOptions options;
  options.max_instructions = 10;
  options.element_types = {F32};
  options.excluded_opcodes = {HloOpcode::kWhile, HloOpcode::kConditional, HloOpcode::kSort};
  for (uint64_t seed = 0; seed < 50; ++seed) {
    auto module = RandomVerifiedModule(seed, options);
    ASSERT_TRUE(module.ok()) << module.status();
    for (const HloComputation* computation : (*module)->computations()) {
      for (const HloInstruction* instruction : computation->instructions()) {
        EXPECT_NE(instruction->opcode(), HloOpcode::kWhile);
        EXPECT_NE(instruction->opcode(), HloOpcode::kConditional);
        EXPECT_NE(instruction->opcode(), HloOpcode::kSort);
      }
    }
    // Each step adds a few helpers at most.
    EXPECT_LT((*module)->entry_computation()->instruction_count(), 10 * 4 + 10);
    for (const HloInstruction* parameter :
         (*module)->entry_computation()->parameter_instructions()) {
      EXPECT_EQ(parameter->shape().element_type(), F32);
    }
  }
}

}  // namespace
}  // namespace xla::testlib
