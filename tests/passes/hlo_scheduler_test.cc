// The memory-aware list scheduler: chains are finished before new ones
// start, dependencies and side-effect order hold, and the order is stable.
#include "axle/passes/analysis/hlo_scheduler.h"

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/buffer_assignment.h"

namespace xla {
namespace {

constexpr int64_t kFloats = 1 << 20;
constexpr int64_t kBytes = 4 * kFloats;

// Two chains of `length` ops on f32[1M], each op also reduced to a scalar;
// the result tuple lists the scalars alternately (a1, b1, a2, b2, ...), so a
// depth-first post-order interleaves the chains and keeps both alive.
std::string TwoChains(int length) {
  std::string text = absl::StrCat(
      "HloModule two_chains\n\nsum {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n",
      "  ROOT s = f32[] add(x, y)\n}\n\nENTRY main {\n  a0 = f32[", kFloats,
      "] parameter(0)\n  b0 = f32[", kFloats, "] parameter(1)\n  zero = f32[] constant(0)\n");
  std::string results;
  for (int i = 1; i <= length; ++i) {
    for (const char* chain : {"a", "b"}) {
      absl::StrAppend(&text, "  ", chain, i, " = f32[", kFloats, "] exponential(", chain, i - 1,
                      ")\n  r", chain, i, " = f32[] reduce(", chain, i,
                      ", zero), dimensions={0}, to_apply=sum\n");
      absl::StrAppend(&results, results.empty() ? "" : ", ", "r", chain, i);
    }
  }
  std::string shapes;
  for (int i = 0; i < 2 * length; ++i) absl::StrAppend(&shapes, i ? ", " : "", "f32[]");
  absl::StrAppend(&text, "  ROOT t = (", shapes, ") tuple(", results, ")\n}\n");
  return text;
}

int64_t Position(const std::vector<const HloInstruction*>& sequence, absl::string_view name) {
  for (size_t i = 0; i < sequence.size(); ++i) {
    if (sequence[i]->name() == name) return static_cast<int64_t>(i);
  }
  ADD_FAILURE() << name << " is not scheduled";
  return -1;
}

TEST(HloSchedulerTest, FinishesOneChainBeforeStartingTheOther) {
  auto module = ParseAndVerifyModule(TwoChains(4));
  ASSERT_TRUE(module.ok()) << module.status();
  absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
  ASSERT_TRUE(schedule.ok()) << schedule.status();
  const auto& sequence = schedule->sequence((*module)->entry_computation());
  const bool a_first = Position(sequence, "a1") < Position(sequence, "b1");
  for (int i = 1; i <= 4; ++i) {
    for (int j = 1; j <= 4; ++j) {
      EXPECT_EQ(Position(sequence, absl::StrCat("a", i)) < Position(sequence, absl::StrCat("b", j)),
                a_first)
          << schedule->ToString();
    }
  }
  // One big buffer at a time (each op writes over its operand), where the
  // interleaving post-order needs one per chain.
  auto assigned = AssignBuffers(**module, *std::move(schedule));
  ASSERT_TRUE(assigned.ok()) << assigned.status();
  EXPECT_TRUE(CheckBufferAssignment(**assigned).ok());
  EXPECT_LE((*assigned)->peak_temp_bytes(), kBytes + 1024);

  HloSchedule post_order(module->get());
  const HloComputation* entry = (*module)->entry_computation();
  std::vector<HloInstruction*> order = entry->MakeInstructionPostOrder();
  post_order.set_sequence(entry, std::vector<const HloInstruction*>(order.begin(), order.end()));
  for (const HloComputation* computation : SequentialComputations(**module)) {
    if (computation == entry) continue;
    std::vector<HloInstruction*> callee = computation->MakeInstructionPostOrder();
    post_order.set_sequence(computation,
                            std::vector<const HloInstruction*>(callee.begin(), callee.end()));
  }
  auto interleaved = AssignBuffers(**module, std::move(post_order));
  ASSERT_TRUE(interleaved.ok()) << interleaved.status();
  EXPECT_GE((*interleaved)->peak_temp_bytes(), 2 * kBytes);
}

TEST(HloSchedulerTest, IsDeterministic) {
  auto module = ParseAndVerifyModule(TwoChains(3));
  ASSERT_TRUE(module.ok());
  auto first = ScheduleModule(**module);
  auto second = ScheduleModule(**module);
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_EQ(first->ToString(), second->ToString());
  std::unique_ptr<HloModule> clone = (*module)->Clone("");
  auto cloned = ScheduleModule(*clone);
  ASSERT_TRUE(cloned.ok());
  EXPECT_EQ(cloned->ToString(), first->ToString());
}

TEST(HloSchedulerTest, KeepsControlEdgesAndSideEffectOrder) {
  auto module = ParseAndVerifyModule(R"(
HloModule ordered
ENTRY main {
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  big = f32[4096] rng(lo, hi), distribution=rng_uniform
  small = f32[4] rng(lo, hi), distribution=rng_uniform
  p = f32[4] parameter(0)
  late = f32[4] negate(p)
  early = f32[4] exponential(p)
  n = f32[4] add(early, small), control-predecessors={late}
  ROOT t = (f32[4096], f32[4], f32[4]) tuple(big, n, late)
}
)");
  ASSERT_TRUE(module.ok()) << module.status();
  absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
  ASSERT_TRUE(schedule.ok()) << schedule.status();
  const auto& sequence = schedule->sequence((*module)->entry_computation());
  // Memory alone would run the small rng first; the rng stream's order wins.
  EXPECT_LT(Position(sequence, "big"), Position(sequence, "small"));
  EXPECT_LT(Position(sequence, "late"), Position(sequence, "n"));
  EXPECT_TRUE(schedule->Verify().ok());
}

}  // namespace
}  // namespace xla
