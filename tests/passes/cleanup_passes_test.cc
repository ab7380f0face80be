// Properties of the cleanup passes that text cases do not show: long chains
// (linear by construction, run here at 50,000 instructions), deep call
// chains, control order kept across removals, and flatten-call-graph's
// one-call-site invariant.
#include <gtest/gtest.h>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/call_inliner.h"
#include "axle/passes/flatten_call_graph.h"
#include "axle/passes/hlo_cse.h"
#include "axle/passes/hlo_dce.h"

namespace xla {
namespace {

constexpr int kChainLength = 50000;

std::unique_ptr<HloModule> Parse(const std::string& text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

bool RunPass(HloPass& pass, HloModule* module) {
  absl::StatusOr<bool> changed = pass.Run(module);
  EXPECT_TRUE(changed.ok()) << changed.status();
  absl::Status valid = HloVerifier::Verify(*module);
  EXPECT_TRUE(valid.ok()) << valid;
  return changed.ok() && *changed;
}

// `length` instructions named <prefix>1.. , each negating the one before,
// starting from `start`.
std::string NegateChain(absl::string_view prefix, absl::string_view start, int length) {
  std::string text;
  for (int i = 1; i <= length; ++i) {
    std::string previous = i == 1 ? std::string(start) : absl::StrCat(prefix, i - 1);
    absl::StrAppend(&text, "  ", prefix, i, " = f32[2] negate(", previous, ")\n");
  }
  return text;
}

TEST(HloDCETest, RemovesALongDeadChain) {
  auto module = Parse(absl::StrCat("HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n",
                                   NegateChain("d", "x", kChainLength),
                                   "  ROOT r = f32[2] abs(x)\n}\n"));
  ASSERT_NE(module, nullptr);
  HloDCE dce;
  EXPECT_TRUE(RunPass(dce, module.get()));
  EXPECT_EQ(module->entry_computation()->instruction_count(), 2);
}

TEST(HloCSETest, MergesTwoLongIdenticalChains) {
  auto module = Parse(absl::StrCat(
      "HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n", NegateChain("a", "x", kChainLength / 2),
      NegateChain("b", "x", kChainLength / 2), "  ROOT r = f32[2] add(a", kChainLength / 2, ", b",
      kChainLength / 2, ")\n}\n"));
  ASSERT_NE(module, nullptr);
  HloCSE cse;
  EXPECT_TRUE(RunPass(cse, module.get()));
  HloDCE dce;
  RunPass(dce, module.get());
  // x, one chain, the root: add(a_n, a_n).
  EXPECT_EQ(module->entry_computation()->instruction_count(), kChainLength / 2 + 2);
  const HloInstruction* root = module->entry_computation()->root_instruction();
  EXPECT_EQ(root->operand(0), root->operand(1));
}

TEST(HloDCETest, RemovingKeepsTheControlOrder) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f32[] parameter(0)
  first = f32[] negate(x)
  dead = f32[] exponential(x), control-predecessors={first}
  last = f32[] abs(x), control-predecessors={dead}
  ROOT r = (f32[], f32[]) tuple(first, last)
}
)");
  ASSERT_NE(module, nullptr);
  HloDCE dce;
  EXPECT_TRUE(RunPass(dce, module.get()));
  const HloComputation* entry = module->entry_computation();
  ASSERT_EQ(entry->GetInstructionWithName("dead"), nullptr);
  const HloInstruction* last = entry->GetInstructionWithName("last");
  ASSERT_EQ(last->control_predecessors().size(), 1u);
  EXPECT_EQ(last->control_predecessors()[0]->name(), "first");
}

TEST(CallInlinerTest, InlinesADeepCallChain) {
  // c0 calls c1 calls ... c{n-1}; each adds one.
  constexpr int kDepth = 500;
  std::string text = "HloModule m\n";
  for (int i = kDepth - 1; i >= 0; --i) {
    absl::StrAppend(&text, "c", i, " {\n  p = f32[] parameter(0)\n  one = f32[] constant(1)\n",
                    "  s = f32[] add(p, one)\n");
    if (i + 1 < kDepth) {
      absl::StrAppend(&text, "  ROOT c = f32[] call(s), to_apply=c", i + 1, "\n}\n");
    } else {
      absl::StrAppend(&text, "  ROOT n = f32[] negate(s)\n}\n");
    }
  }
  absl::StrAppend(&text, "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT r = f32[] call(x), ",
                  "to_apply=c0\n}\n");
  auto module = Parse(text);
  ASSERT_NE(module, nullptr);
  CallInliner inliner;
  EXPECT_TRUE(RunPass(inliner, module.get()));
  EXPECT_EQ(module->computation_count(), 1);
  // x, and per level a constant and an add, then the negate.
  EXPECT_EQ(module->entry_computation()->instruction_count(), 2 * kDepth + 2);
}

// How many (instruction, slot) pairs of while/conditional/call name each
// computation.
absl::flat_hash_map<const HloComputation*, int> SequentialCallSites(const HloModule& module) {
  absl::flat_hash_map<const HloComputation*, int> sites;
  for (const HloComputation* computation : module.MakeComputationPostOrder(false)) {
    for (const HloInstruction* instruction : computation->instructions()) {
      HloOpcode opcode = instruction->opcode();
      if (opcode != HloOpcode::kWhile && opcode != HloOpcode::kConditional &&
          opcode != HloOpcode::kCall) {
        continue;
      }
      for (const HloComputation* callee : instruction->called_computations()) ++sites[callee];
    }
  }
  return sites;
}

TEST(FlattenCallGraphTest, EverySequentialComputationHasOneCallSite) {
  auto module = Parse(R"(
HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
leaf {
  p = f32[] parameter(0)
  ROOT n = f32[] negate(p)
}
cond {
  p = f32[] parameter(0)
  z = f32[] constant(100)
  ROOT lt = pred[] compare(p, z), direction=LT
}
body {
  p = f32[] parameter(0)
  a = f32[] call(p), to_apply=leaf
  b = f32[] call(a), to_apply=leaf
  ROOT s = f32[] add(b, p)
}
twice {
  p = f32[] parameter(0)
  w1 = f32[] while(p), condition=cond, body=body
  ROOT w2 = f32[] while(w1), condition=cond, body=body
}
ENTRY e {
  x = f32[] parameter(0)
  i = s32[] parameter(1)
  c1 = f32[] call(x), to_apply=twice
  c2 = f32[] call(c1), to_apply=twice
  k = f32[] conditional(i, c2, c2, c2), branch_computations={twice, leaf, twice}
  v = f32[4] broadcast(k), dimensions={}
  zero = f32[] constant(0)
  ROOT r = f32[] reduce(v, zero), dimensions={0}, to_apply=add
}
)");
  ASSERT_NE(module, nullptr);
  FlattenCallGraph flatten;
  EXPECT_TRUE(RunPass(flatten, module.get()));
  auto sites = SequentialCallSites(*module);
  for (const auto& [computation, count] : sites) {
    EXPECT_EQ(count, 1) << computation->name();
  }
  // 4 sites of twice (2 calls, 2 branches), each with 2 whiles (a condition
  // and a body each), each body with 2 leaf calls; plus the branch leaf:
  // 4 + 4 * 4 + 8 * 2 + 1.
  EXPECT_EQ(sites.size(), 37u);
  EXPECT_FALSE(RunPass(flatten, module.get()));
}

}  // namespace
}  // namespace xla
