// SideEffectAnalysis answers for computations added after it was built (the
// fused computations a fusion pass creates) by scanning them on demand.
#include "axle/passes/side_effect_analysis.h"

#include <gtest/gtest.h>

#include "axle/hlo/hlo_verifier.h"

namespace xla {
namespace {

constexpr char kModule[] = R"(
HloModule m

pure {
  p = f32[2] parameter(0)
  ROOT n = f32[2] negate(p)
}

effect {
  p = f32[2] parameter(0)
  ROOT c = f32[2] custom-call(p), custom_call_target="log", custom_call_has_side_effect=true
}

ENTRY e {
  x = f32[2] parameter(0)
  ROOT r = f32[2] negate(x)
}
)";

// A call in the entry of a fresh copy of `callee` (a computation the analysis
// has never seen), wrapped in another fresh computation calling it.
HloInstruction* CallFreshCopyOf(HloModule& module, absl::string_view callee) {
  HloComputation* copy = nullptr;
  for (HloComputation* computation : module.computations()) {
    if (computation->name() == callee) copy = computation;
  }
  copy = module.AddEmbeddedComputation(copy->Clone("fresh"));
  auto outer = std::make_unique<HloComputation>(std::string(callee) + ".outer");
  HloInstruction* p = outer->AddInstruction(
      HloInstruction::CreateParameter(0, copy->root_instruction()->shape(), "p"));
  auto inner_call = HloInstruction::Create(HloOpcode::kCall, p->shape(), {p});
  inner_call->AppendCalledComputation(copy);
  outer->set_root_instruction(outer->AddInstruction(std::move(inner_call)));
  HloComputation* wrapper = module.AddEmbeddedComputation(std::move(outer));
  HloComputation* entry = module.entry_computation();
  HloInstruction* x = entry->parameter_instruction(0);
  auto call = HloInstruction::Create(HloOpcode::kCall, x->shape(), {x});
  call->AppendCalledComputation(wrapper);
  return entry->AddInstruction(std::move(call));
}

TEST(SideEffectAnalysisTest, ComputationsAddedLaterAreScannedWithTheirCallees) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(kModule);
  ASSERT_TRUE(module.ok()) << module.status();
  SideEffectAnalysis analysis(**module);
  HloInstruction* pure_call = CallFreshCopyOf(**module, "pure");
  HloInstruction* effect_call = CallFreshCopyOf(**module, "effect");
  // Asked twice: the second answer comes from what the first remembered.
  for (int round = 0; round < 2; ++round) {
    EXPECT_FALSE(analysis.HasSideEffect(*pure_call));
    EXPECT_TRUE(analysis.HasSideEffect(*effect_call));
  }
  EXPECT_EQ(analysis.HasSideEffect(*pure_call), pure_call->HasSideEffect());
  EXPECT_EQ(analysis.HasSideEffect(*effect_call), effect_call->HasSideEffect());
}

}  // namespace
}  // namespace xla
