// The schedule keeps instructions with side effects or collectives in the
// interpreter's (post) order; CheckEffectOrder catches a schedule that does
// not.
#include <algorithm>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/hlo_scheduler.h"

namespace xla {
namespace {

constexpr char kModule[] = R"(
HloModule m, replica_count=2

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

body {
  p = f32[2] parameter(0)
  ROOT r = f32[2] all-reduce(p), to_apply=add
}

cond {
  p = f32[2] parameter(0)
  ROOT f = pred[] constant(false)
}

ENTRY e {
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  first = f32[2] rng(lo, hi), distribution=rng_uniform
  w = f32[2] while(first), condition=cond, body=body
  second = f32[2] rng(lo, hi), distribution=rng_uniform
  plain = f32[2] add(first, first)
  ROOT t = (f32[2], f32[2], f32[2]) tuple(second, w, plain)
})";

const HloInstruction* Find(const HloComputation& computation, absl::string_view name) {
  const HloInstruction* instruction = computation.GetInstructionWithName(name);
  EXPECT_NE(instruction, nullptr) << name;
  return instruction;
}

TEST(HloSchedulerEffectOrderTest, EffectsAndCallersOfCollectivesAreOrdered) {
  auto module = ParseAndVerifyModule(kModule);
  ASSERT_TRUE(module.ok()) << module.status();
  const HloComputation& entry = *(*module)->entry_computation();
  EXPECT_TRUE(HasOrderedEffect(*Find(entry, "first")));
  EXPECT_TRUE(HasOrderedEffect(*Find(entry, "w")));  // its body has an all-reduce
  EXPECT_FALSE(HasOrderedEffect(*Find(entry, "plain")));
}

TEST(HloSchedulerEffectOrderTest, ScheduleKeepsPostOrderOfEffects) {
  auto module = ParseAndVerifyModule(kModule);
  ASSERT_TRUE(module.ok()) << module.status();
  absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
  ASSERT_TRUE(schedule.ok()) << schedule.status();
  EXPECT_TRUE(CheckEffectOrder(*schedule).ok());
}

TEST(HloSchedulerEffectOrderTest, ReorderedEffectsAreAnError) {
  auto module = ParseAndVerifyModule(kModule);
  ASSERT_TRUE(module.ok()) << module.status();
  absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
  ASSERT_TRUE(schedule.ok()) << schedule.status();
  const HloComputation* entry = (*module)->entry_computation();
  // Rng `second` before the while loop: a valid order for the data, but the loop's
  // all-reduce would then meet the other replica after it, not before.
  std::vector<const HloInstruction*> sequence = schedule->sequence(entry);
  auto w = std::find(sequence.begin(), sequence.end(), Find(*entry, "w"));
  auto second = std::find(sequence.begin(), sequence.end(), Find(*entry, "second"));
  ASSERT_TRUE(w < second);
  std::rotate(w, second, second + 1);
  schedule->set_sequence(entry, sequence);
  ASSERT_TRUE(schedule->Verify().ok());
  absl::Status status = CheckEffectOrder(*schedule);
  EXPECT_FALSE(status.ok());
  EXPECT_TRUE(absl::StrContains(status.message(), "runs second where w must run")) << status;
}

}  // namespace
}  // namespace xla
