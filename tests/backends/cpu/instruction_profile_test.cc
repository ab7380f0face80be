// CompileOptions::profile: timing calls around each instruction that emits
// code, summed per instruction (runtime/instruction_profile.h).
#include "axle/backends/cpu/runtime/instruction_profile.h"

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla::cpu {
namespace {

constexpr char kLoop[] = R"(
HloModule loop
cond {
  p = (s32[], f32[64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[64] get-tuple-element(p), index=1
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x1 = f32[64] sine(x)
  ROOT t = (s32[], f32[64]) tuple(i1, x1)
}
ENTRY main {
  x = f32[64] parameter(0)
  z = s32[] constant(0)
  init = (s32[], f32[64]) tuple(z, x)
  w = (s32[], f32[64]) while(init), condition=cond, body=body
  ROOT r = f32[64] get-tuple-element(w), index=1
})";

absl::StatusOr<std::unique_ptr<Executable>> Compile(bool profile) {
  auto module = ParseAndVerifyModule(kLoop);
  if (!module.ok()) return module.status();
  CompileOptions options;
  options.profile = profile;
  return CpuCompiler().Compile(*std::move(module), options);
}

TEST(InstructionProfileTest, CountsEachInstructionPerRunAndPerIteration) {
  auto executable = Compile(true);
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = LiteralUtil::CreateR1<float>(std::vector<float>(64, 0.5f));
  TakeInstructionProfile();  // a fresh start
  for (int run = 0; run < 2; ++run) ASSERT_TRUE((*executable)->Execute({&x}).ok());
  std::vector<InstructionProfileEntry> entries = TakeInstructionProfile();
  ASSERT_FALSE(entries.empty());
  bool saw_while = false, saw_body = false;
  for (const InstructionProfileEntry& entry : entries) {
    const HloOpcode opcode = entry.instruction->opcode();
    EXPECT_NE(opcode, HloOpcode::kParameter) << entry.instruction->name();
    EXPECT_NE(opcode, HloOpcode::kConstant) << entry.instruction->name();
    EXPECT_GE(entry.nanoseconds, 0);
    if (opcode == HloOpcode::kWhile) {
      saw_while = true;
      EXPECT_EQ(entry.calls, 2);
    }
    // The body's instructions run 10 times a run, the condition's 11.
    if (entry.calls == 20) saw_body = true;
  }
  EXPECT_TRUE(saw_while);
  EXPECT_TRUE(saw_body);
  // Most time first, and the table names them.
  for (size_t i = 1; i < entries.size(); ++i) {
    EXPECT_GE(entries[i - 1].nanoseconds, entries[i].nanoseconds);
  }
  std::string table = FormatInstructionProfile(entries);
  EXPECT_TRUE(absl::StrContains(table, "while")) << table;
  EXPECT_TRUE(absl::StrContains(table, "total")) << table;
}

// With tracing on, every call is an event: as many as the table's calls,
// in the order they ran (the while's event ends after its body's), each
// inside the while's span, all on this thread's track; off again, calls are
// only counted.
TEST(InstructionProfileTest, TracingKeepsEveryCallInOrder) {
  auto executable = Compile(true);
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = LiteralUtil::CreateR1<float>(std::vector<float>(64, 0.5f));
  TakeInstructionProfile();
  TakeInstructionTrace();
  SetInstructionTracing(true);
  ASSERT_TRUE((*executable)->Execute({&x}).ok());
  SetInstructionTracing(false);
  InstructionTrace trace = TakeInstructionTrace();
  int64_t calls = 0;
  for (const InstructionProfileEntry& entry : TakeInstructionProfile()) calls += entry.calls;
  ASSERT_EQ(static_cast<int64_t>(trace.events.size()), calls);
  EXPECT_EQ(trace.dropped, 0);
  const InstructionTraceEvent* loop = nullptr;
  for (const InstructionTraceEvent& event : trace.events) {
    if (event.instruction->opcode() == HloOpcode::kWhile) loop = &event;
  }
  ASSERT_NE(loop, nullptr);
  const int64_t loop_end = loop->start_nanoseconds + loop->nanoseconds;
  int64_t body_events = 0;
  for (const InstructionTraceEvent& event : trace.events) {
    EXPECT_GE(event.nanoseconds, 0);
    EXPECT_EQ(event.thread, trace.events.front().thread);
    if (&event == loop || event.instruction->parent() == loop->instruction->parent()) continue;
    // A condition or body instruction: recorded before the while ends.
    ++body_events;
    EXPECT_LT(&event, loop);
    EXPECT_GE(event.start_nanoseconds, loop->start_nanoseconds);
    EXPECT_LE(event.start_nanoseconds + event.nanoseconds, loop_end);
  }
  EXPECT_GE(body_events, 10);
  ASSERT_TRUE((*executable)->Execute({&x}).ok());
  EXPECT_TRUE(TakeInstructionTrace().events.empty());
  EXPECT_FALSE(TakeInstructionProfile().empty());
}

TEST(InstructionProfileTest, OffRecordsNothing) {
  auto executable = Compile(false);
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = LiteralUtil::CreateR1<float>(std::vector<float>(64, 0.5f));
  TakeInstructionProfile();
  ASSERT_TRUE((*executable)->Execute({&x}).ok());
  EXPECT_TRUE(TakeInstructionProfile().empty());
}

}  // namespace
}  // namespace xla::cpu
