// instruction-fusion and multi-output-fusion on modules too big or too
// parameterised for text cases (tests/passes/instruction-fusion/ and
// tests/passes/multi-output-fusion/ hold the rest).
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/random_literal.h"
#include "axle/passes/fusion/dot_epilogue_fusion.h"
#include "axle/passes/fusion/instruction_fusion.h"
#include "axle/passes/fusion/multi_output_fusion.h"
#include "axle/passes/hlo_pass_pipeline.h"

namespace xla {
namespace {

std::vector<const HloInstruction*> FusionsIn(const HloComputation& computation) {
  std::vector<const HloInstruction*> fusions;
  for (const HloInstruction* instruction : computation.MakeInstructionPostOrder()) {
    if (instruction->opcode() == HloOpcode::kFusion) fusions.push_back(instruction);
  }
  return fusions;
}

// Opcode -> count of the fused computation's instructions.
std::map<HloOpcode, int> FusedOpcodes(const HloInstruction& fusion) {
  std::map<HloOpcode, int> counts;
  for (const HloInstruction* instruction : fusion.fused_instructions_computation()->instructions()) {
    ++counts[instruction->opcode()];
  }
  return counts;
}

absl::StatusOr<Literal> EvaluateOnSeededInputs(const HloModule& module) {
  std::mt19937_64 rng(7);
  std::vector<Literal> inputs;
  for (const HloInstruction* parameter : module.entry_computation()->parameter_instructions()) {
    auto input = MakeRandomLiteral(parameter->shape(), rng);
    if (!input.ok()) return input.status();
    inputs.push_back(*std::move(input));
  }
  std::vector<const Literal*> args;
  for (const Literal& input : inputs) args.push_back(&input);
  return HloEvaluator().Evaluate(module, args);
}

// Parses `text`, runs `pass` with the verifier after it, and checks the
// interpreter gives the same result before and after.
std::unique_ptr<HloModule> FuseAndCompare(const std::string& text, HloPass& pass) {
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  if (!module.ok()) return nullptr;
  auto before = EvaluateOnSeededInputs(**module);
  EXPECT_TRUE(before.ok()) << before.status();
  auto changed = pass.Run(module->get());
  EXPECT_TRUE(changed.ok()) << changed.status();
  absl::Status valid = HloVerifier::Verify(**module);
  EXPECT_TRUE(valid.ok()) << valid << "\n" << (*module)->ToString();
  auto after = EvaluateOnSeededInputs(**module);
  EXPECT_TRUE(after.ok()) << after.status();
  if (before.ok() && after.ok()) {
    absl::Status same = LiteralEqual(*before, *after);
    EXPECT_TRUE(same.ok()) << same.message();
  }
  return *std::move(module);
}

// x0 = parameter; x_i = op_i(x_{i-1}, ...) for i = 1..length, cycling
// through unary and binary element-wise ops (some reading x0 or a
// broadcast constant).
std::string ElementwiseChain(int64_t length, int64_t elements) {
  std::string shape = absl::StrCat("f32[", elements, "]");
  std::string text = absl::StrCat("HloModule chain\n\nENTRY main {\n  x0 = ", shape,
                                  " parameter(0)\n  half = f32[] constant(0.5)\n");
  const char* ops[] = {"negate(x%)", "add(x%, x0)", "multiply(x%, h)", "maximum(x%, x0)",
                       "subtract(x%, h)", "abs(x%)"};
  bool uses_half = false;
  for (int64_t i = 1; i <= length; ++i) {
    std::string op = ops[(i - 1) % 6];
    size_t hole = op.find('%');
    op.replace(hole, 1, std::to_string(i - 1));
    if (op.find(", h)") != std::string::npos) {
      if (!uses_half) text += absl::StrCat("  h = ", shape, " broadcast(half), dimensions={}\n");
      uses_half = true;
    }
    text += absl::StrCat("  ", i == length ? "ROOT " : "", "x", i, " = ", shape, " ", op, "\n");
  }
  return text + "}\n";
}

TEST(InstructionFusionTest, HundredElementwiseOpsOnAMillionElementsBecomeOneFusion) {
  CpuInstructionFusion fusion;
  std::unique_ptr<HloModule> module = FuseAndCompare(ElementwiseChain(100, 1000000), fusion);
  ASSERT_NE(module, nullptr);
  const HloComputation& entry = *module->entry_computation();
  std::vector<const HloInstruction*> fusions = FusionsIn(entry);
  ASSERT_EQ(fusions.size(), 1u) << module->ToString();
  EXPECT_EQ(entry.instruction_count(), 2);  // the parameter and the fusion
  EXPECT_EQ(entry.root_instruction(), fusions[0]);
  EXPECT_EQ(fusions[0]->attributes().fusion_kind, FusionKind::kLoop);
  EXPECT_EQ(fusions[0]->operand_count(), 1);
  std::map<HloOpcode, int> ops = FusedOpcodes(*fusions[0]);
  // 100 chain ops (17 each of negate/add/multiply/maximum, 16 subtract/abs),
  // the broadcast and its constant, one parameter.
  EXPECT_EQ(ops[HloOpcode::kNegate], 17);
  EXPECT_EQ(ops[HloOpcode::kAdd], 17);
  EXPECT_EQ(ops[HloOpcode::kMultiply], 17);
  EXPECT_EQ(ops[HloOpcode::kMaximum], 17);
  EXPECT_EQ(ops[HloOpcode::kSubtract], 16);
  EXPECT_EQ(ops[HloOpcode::kAbs], 16);
  EXPECT_EQ(ops[HloOpcode::kBroadcast], 1);
  EXPECT_EQ(ops[HloOpcode::kConstant], 1);
  EXPECT_EQ(ops[HloOpcode::kParameter], 1);
}

TEST(InstructionFusionTest, SizeCapSplitsAChain) {
  FusionOptions options;
  options.max_fusion_size = 10;
  CpuInstructionFusion fusion(options);
  // 30 ops: 28 element-wise ops plus the broadcast and constant, which are
  // cheap and cloned into each fusion that reads them.
  std::unique_ptr<HloModule> module = FuseAndCompare(ElementwiseChain(30, 64), fusion);
  ASSERT_NE(module, nullptr);
  std::vector<const HloInstruction*> fusions = FusionsIn(*module->entry_computation());
  ASSERT_GE(fusions.size(), 3u) << module->ToString();
  // Chain ops left alone (a group of one is no fusion) plus fused ones.
  int64_t chain_ops = 0;
  for (const HloInstruction* instruction : module->entry_computation()->instructions()) {
    chain_ops += instruction->IsElementwise();
  }
  for (const HloInstruction* fused : fusions) {
    const HloComputation& computation = *fused->fused_instructions_computation();
    int64_t size = computation.instruction_count() - computation.num_parameters();
    EXPECT_LE(size, 10) << module->ToString();
    for (const auto& [opcode, count] : FusedOpcodes(*fused)) {
      if (opcode != HloOpcode::kParameter && opcode != HloOpcode::kBroadcast &&
          opcode != HloOpcode::kConstant) {
        chain_ops += count;
      }
    }
  }
  EXPECT_EQ(chain_ops, 30);  // every chain op exactly once
}

constexpr char kMlp[] = R"(
HloModule mlp

ENTRY main {
  x = f32[8,16] parameter(0)
  w1 = f32[16,32] parameter(1)
  b1 = f32[32] parameter(2)
  w2 = f32[32,4] parameter(3)
  b2 = f32[4] parameter(4)
  d1 = f32[8,32] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb1 = f32[8,32] broadcast(b1), dimensions={1}
  a1 = f32[8,32] add(d1, bb1)
  zero = f32[] constant(0)
  z1 = f32[8,32] broadcast(zero), dimensions={}
  h1 = f32[8,32] maximum(a1, z1)
  d2 = f32[8,4] dot(h1, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb2 = f32[8,4] broadcast(b2), dimensions={1}
  a2 = f32[8,4] add(d2, bb2)
  z2 = f32[8,4] broadcast(zero), dimensions={}
  ROOT h2 = f32[8,4] maximum(a2, z2)
}
)";

TEST(InstructionFusionTest, MlpFusesBiasAndReluIntoLoopFusionsAroundTheDots) {
  CpuInstructionFusion fusion;
  std::unique_ptr<HloModule> module = FuseAndCompare(kMlp, fusion);
  ASSERT_NE(module, nullptr);
  const HloComputation& entry = *module->entry_computation();
  std::vector<const HloInstruction*> fusions = FusionsIn(entry);
  ASSERT_EQ(fusions.size(), 2u) << module->ToString();
  std::map<HloOpcode, int> expected = {{HloOpcode::kParameter, 2}, {HloOpcode::kBroadcast, 2},
                                       {HloOpcode::kAdd, 1},       {HloOpcode::kConstant, 1},
                                       {HloOpcode::kMaximum, 1}};
  for (const HloInstruction* fused : fusions) {
    EXPECT_EQ(fused->attributes().fusion_kind, FusionKind::kLoop);
    EXPECT_EQ(FusedOpcodes(*fused), expected) << module->ToString();
    // The fusion reads the bias vector and the dot.
    ASSERT_EQ(fused->operand_count(), 2);
    EXPECT_EQ(fused->operand(0)->opcode(), HloOpcode::kParameter);
    EXPECT_EQ(fused->operand(1)->opcode(), HloOpcode::kDot);
  }
  // The second dot reads the first fusion; the root is the second fusion.
  EXPECT_EQ(fusions[1]->operand(1)->operand(0), fusions[0]);
  EXPECT_EQ(entry.root_instruction(), fusions[1]);
  EXPECT_EQ(entry.instruction_count(), 5 + 2 + 2);  // parameters, dots, fusions
}

constexpr char kRowStatistics[] = R"(
HloModule rows

add {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT s = f32[] add(p, q)
}

max {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT m = f32[] maximum(p, q)
}

ENTRY main {
  x = f32[32,64] parameter(0)
  zero = f32[] constant(0)
  sum = f32[32] reduce(x, zero), dimensions={1}, to_apply=add
  ninf = f32[] constant(-inf)
  mx = f32[32] reduce(x, ninf), dimensions={1}, to_apply=max
  n = f32[32,64] negate(x)
  w = f32[64,8] parameter(1)
  d = f32[32,8] dot(n, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = (f32[32], f32[32], f32[32,8]) tuple(sum, mx, d)
}
)";

// Shapes of the outputs of each multi-output fusion in the entry.
std::vector<std::vector<std::string>> MultiOutputShapes(const HloModule& module) {
  std::vector<std::vector<std::string>> result;
  for (const HloInstruction* fusion : FusionsIn(*module.entry_computation())) {
    if (!fusion->shape().IsTuple()) continue;
    std::vector<std::string> shapes;
    for (const Shape& shape : fusion->shape().tuple_shapes()) shapes.push_back(shape.ToString());
    result.push_back(shapes);
  }
  return result;
}

TEST(MultiOutputFusionTest, ReductionsAndTheirInputShapedLoopShareOneFusion) {
  HloPassPipeline pipeline("fusion");
  pipeline.AddPass<CpuInstructionFusion>();
  pipeline.AddPass<CpuMultiOutputFusion>();
  std::unique_ptr<HloModule> module = FuseAndCompare(kRowStatistics, pipeline);
  ASSERT_NE(module, nullptr);
  std::vector<std::vector<std::string>> expected = {{"f32[32,64]", "f32[32]", "f32[32]"}};
  EXPECT_EQ(MultiOutputShapes(*module), expected) << module->ToString();
}

TEST(MultiOutputFusionTest, WithoutMixedShapesOnlyTheReductionsMerge) {
  FusionOptions options;
  options.multi_output_mixed_shapes = false;
  HloPassPipeline pipeline("fusion");
  pipeline.AddPass<CpuInstructionFusion>();
  pipeline.AddPass<CpuMultiOutputFusion>(options);
  std::unique_ptr<HloModule> module = FuseAndCompare(kRowStatistics, pipeline);
  ASSERT_NE(module, nullptr);
  std::vector<std::vector<std::string>> expected = {{"f32[32]", "f32[32]"}};
  EXPECT_EQ(MultiOutputShapes(*module), expected) << module->ToString();
}

// Runs the fusion passes over every module under $AXLE_XLA_CORPUS that parses and
// verifies (skipped when unset): they must succeed and leave a valid module.
// Prints the fusion counts.
TEST(FusionCorpusTest, EveryParsableModuleStaysValid) {
  const char* root = std::getenv("AXLE_XLA_CORPUS");
  if (root == nullptr) GTEST_SKIP() << "set AXLE_XLA_CORPUS to a folder of .hlo files";
  int64_t files = 0, parsed = 0, changed_modules = 0;
  std::map<std::string, int64_t> counts;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".hlo") continue;
    ++files;
    std::ifstream file(entry.path());
    std::stringstream buffer;
    buffer << file.rdbuf();
    auto module = ParseAndVerifyModule(buffer.str());
    if (!module.ok()) continue;
    ++parsed;
    int64_t before = 0;
    for (const HloComputation* computation : (*module)->computations()) {
      before += static_cast<int64_t>(FusionsIn(*computation).size());
    }
    HloPassPipeline pipeline("fusion");
    pipeline.AddPass<CpuInstructionFusion>();
    pipeline.AddPass<CpuDotEpilogueFusion>();
    pipeline.AddPass<CpuMultiOutputFusion>();
    PassRunOptions options;
    options.verify_each = true;
    auto changed = pipeline.Run(module->get(), options);
    ASSERT_TRUE(changed.ok()) << entry.path() << ": " << changed.status();
    absl::Status valid = HloVerifier::Verify(**module);
    ASSERT_TRUE(valid.ok()) << entry.path() << ": " << valid;
    if (*changed) ++changed_modules;
    int64_t after = 0;
    for (const HloComputation* computation : (*module)->computations()) {
      for (const HloInstruction* fusion : FusionsIn(*computation)) {
        ++after;
        const HloInstruction* fused_root = fusion->fused_instructions_computation()->root_instruction();
        bool multi = fused_root->opcode() == HloOpcode::kTuple;
        const char* kinds[] = {"kLoop", "kInput", "kOutput", "kCustom"};
        ++counts[absl::StrCat(kinds[static_cast<int>(fusion->attributes().fusion_kind)],
                              multi ? " multi-output" : "")];
      }
    }
    counts["fusions before"] += before;
    counts["fusions after"] += after;
    if (std::getenv("AXLE_FUSION_PRINT") != nullptr) {
      std::cout << "=== " << entry.path() << "\n" << (*module)->ToString() << "\n";
    }
  }
  std::cout << files << " files, " << parsed << " parse and verify, " << changed_modules
            << " changed\n";
  for (const auto& [what, count] : counts) std::cout << "  " << what << ": " << count << "\n";
}

}  // namespace
}  // namespace xla
