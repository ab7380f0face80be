// Dataflow, alias and live-range analyses on small modules.
#include "axle/passes/analysis/hlo_dataflow_analysis.h"

#include <gtest/gtest.h>

#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/hlo_alias_analysis.h"
#include "axle/passes/analysis/hlo_live_range.h"
#include "axle/passes/analysis/hlo_scheduler.h"

namespace xla {
namespace {

constexpr absl::string_view kModule = R"(
HloModule m

cond {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[4] get-tuple-element(p), index=1
  one = s32[] constant(1)
  next = s32[] add(i, one)
  y = f32[4] negate(x)
  ROOT t = (s32[], f32[4]) tuple(next, y)
}

left {
  p = f32[2,2] parameter(0)
  ROOT e = f32[2,2] exponential(p)
}

right {
  p = f32[2,2] parameter(0)
  ROOT c = f32[2,2] copy(p)
}

ENTRY main {
  k = pred[] parameter(0)
  v = f32[4] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[4]) tuple(zero, v)
  w = (s32[], f32[4]) while(init), condition=cond, body=body
  out = f32[4] get-tuple-element(w), index=1
  square = f32[2,2] bitcast(out)
  r = f32[2,2] conditional(k, square, square), true_computation=left, false_computation=right
  ROOT result = (f32[2,2], f32[4]) tuple(r, v)
}
)";

class DataflowTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto module = ParseAndVerifyModule(kModule);
    ASSERT_TRUE(module.ok()) << module.status();
    module_ = *std::move(module);
    auto dataflow = HloDataflowAnalysis::Run(*module_);
    ASSERT_TRUE(dataflow.ok()) << dataflow.status();
    dataflow_ = *std::move(dataflow);
  }
  const HloInstruction* Find(absl::string_view computation, absl::string_view name) const {
    return module_->GetComputationWithName(computation)->GetInstructionWithName(name);
  }
  const HloValue* ValueAt(absl::string_view computation, absl::string_view name,
                          const ShapeIndex& index = {}) const {
    return dataflow_->GetValueOrNull(Find(computation, name), index);
  }

  std::unique_ptr<HloModule> module_;
  std::unique_ptr<HloDataflowAnalysis> dataflow_;
};

TEST_F(DataflowTest, ForwardingInstructionsHoldTheirOperandsValues) {
  const HloValue* v = ValueAt("main", "v");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(ValueAt("main", "init", {1}), v);
  EXPECT_EQ(ValueAt("main", "result", {1}), v);
  EXPECT_TRUE(v->live_out());
  EXPECT_TRUE(v->read_only());
  const HloValue* out = ValueAt("main", "out");
  EXPECT_EQ(out, ValueAt("main", "w", {1}));
  EXPECT_EQ(ValueAt("main", "square"), out);  // a bitcast's bytes are its operand's
  // Branch parameters hold the conditional's operand.
  for (const char* branch : {"left", "right"}) {
    EXPECT_EQ(dataflow_->GetValueOrNull(
                  module_->GetComputationWithName(branch)->parameter_instruction(0)),
              out);
  }
  EXPECT_EQ(ValueAt("main", "init"), nullptr);  // tuples hold no value of their own
}

TEST_F(DataflowTest, ControlFlowDefinesPhis) {
  const HloInstruction* loop = Find("main", "w");
  std::vector<const HloValue*> state = dataflow_->WhileStateValues(loop, {1});
  ASSERT_EQ(state.size(), 3);
  for (const HloValue* value : state) {
    EXPECT_TRUE(value->is_phi());
    std::vector<const HloValue*> inputs = dataflow_->PhiInputs(*value);
    ASSERT_EQ(inputs.size(), 2);
    EXPECT_EQ(inputs[0], ValueAt("main", "v"));
    EXPECT_EQ(inputs[1], ValueAt("body", "y"));
  }
  const HloValue* result = ValueAt("main", "r");
  ASSERT_NE(result, nullptr);
  EXPECT_EQ(result->kind(), HloValue::Kind::kCallResult);
  std::vector<const HloValue*> branches = dataflow_->PhiInputs(*result);
  ASSERT_EQ(branches.size(), 2);
  EXPECT_EQ(branches[0], ValueAt("left", "e"));
  EXPECT_EQ(branches[1], ValueAt("right", "c"));
  HloAliasAnalysis alias(*dataflow_);
  EXPECT_EQ(alias.group_of(*state[0]), alias.group_of(*state[2]));
  EXPECT_NE(alias.group_of(*state[0]), alias.group_of(*result));
  EXPECT_EQ(alias.InitAliases(loop).size(), 2);
  EXPECT_EQ(alias.RootAliases(loop->while_body()).size(), 2);
  EXPECT_TRUE(alias.RootAliases(loop->while_condition()).empty());
}

TEST_F(DataflowTest, ReadsAreUsesAndRootsAreReadByTheirCaller) {
  // v is read by the while (its init) and by the entry's caller (the result).
  const HloValue* v = ValueAt("main", "v");
  ASSERT_EQ(v->uses().size(), 2);
  EXPECT_EQ(v->uses()[0].instruction->name(), "w");
  EXPECT_TRUE(v->uses()[1].is_root_read());
  // The body's y is read only as the body's result.
  const HloValue* y = ValueAt("body", "y");
  ASSERT_EQ(y->uses().size(), 1);
  EXPECT_TRUE(y->uses()[0].is_root_read());
  // The conditional reads its index only; the branches read the operand.
  const HloValue* out = ValueAt("main", "out");
  for (const HloUse& use : out->uses()) {
    EXPECT_NE(use.instruction->opcode(), HloOpcode::kConditional) << use.ToString();
  }
}

TEST_F(DataflowTest, LiveRangesFollowTheFlattenedSchedule) {
  auto schedule = ScheduleModule(*module_);
  ASSERT_TRUE(schedule.ok());
  auto live = HloLiveRange::Run(*schedule, *dataflow_);
  ASSERT_TRUE(live.ok()) << live.status();
  const HloInstruction* loop = Find("main", "w");
  const TimeInterval span = (*live)->control_flow_span(loop);
  const TimeInterval body = (*live)->computation_span(loop->while_body());
  const TimeInterval cond = (*live)->computation_span(loop->while_condition());
  EXPECT_LT(span.start, cond.start);
  EXPECT_LT(cond.end, body.start);
  EXPECT_LT(body.end, span.end);
  // The init is read when the loop starts; the body's result at its end.
  EXPECT_EQ((*live)->range(*ValueAt("main", "zero")).end, span.start);
  EXPECT_EQ((*live)->range(*ValueAt("body", "y")).end, body.end);
  // The state: from the condition's start, from the body's, after the loop.
  std::vector<const HloValue*> state = dataflow_->WhileStateValues(loop, {1});
  EXPECT_EQ((*live)->range(*state[0]).start, cond.start);
  EXPECT_EQ((*live)->range(*state[1]).start, body.start);
  EXPECT_EQ((*live)->range(*state[2]).start, span.end);
  // Both branches run inside the conditional's span; v lives to the end.
  const TimeInterval branch = (*live)->computation_span(module_->GetComputationWithName("right"));
  EXPECT_LT((*live)->control_flow_span(Find("main", "r")).start, branch.start);
  EXPECT_EQ((*live)->range(*ValueAt("main", "v")).end, (*live)->end_time());
}

TEST(DataflowSharedCalleeTest, NeedsOneCallSitePerComputation) {
  auto module = ParseAndVerifyModule(R"(
HloModule m
twice {
  p = f32[2] parameter(0)
  ROOT a = f32[2] add(p, p)
}
ENTRY main {
  x = f32[2] parameter(0)
  y = f32[2] call(x), to_apply=twice
  ROOT z = f32[2] call(y), to_apply=twice
}
)");
  ASSERT_TRUE(module.ok());
  auto dataflow = HloDataflowAnalysis::Run(**module);
  EXPECT_EQ(dataflow.status().code(), absl::StatusCode::kFailedPrecondition);
}

// A bitcast to a dynamic shape with other dimensions cannot hold its
// operand's runtime sizes where its own shape puts them: it defines (and
// reads) a value of its own, sized with its sizes. Same dimensions forward.
TEST(DataflowDynamicBitcastTest, ChangingDimensionsDefinesAValue) {
  auto module = ParseAndVerifyModule(R"(
HloModule m
ENTRY main {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  same = s32[<=6] bitcast(d)
  ROOT r = s32[<=6,1] bitcast(same)
}
)");
  ASSERT_TRUE(module.ok()) << module.status();
  auto dataflow = HloDataflowAnalysis::Run(**module);
  ASSERT_TRUE(dataflow.ok()) << dataflow.status();
  const HloComputation* entry = (*module)->entry_computation();
  const HloInstruction* d = entry->GetInstructionWithName("d");
  const HloInstruction* same = entry->GetInstructionWithName("same");
  const HloInstruction* r = entry->root_instruction();
  EXPECT_FALSE(BitcastDefinesValue(*same));
  EXPECT_TRUE(BitcastDefinesValue(*r));
  const HloValue* d_value = (*dataflow)->GetValueOrNull(d, {});
  EXPECT_EQ((*dataflow)->GetValueOrNull(same, {}), d_value);
  const HloValue* r_value = (*dataflow)->GetValueOrNull(r, {});
  ASSERT_NE(r_value, nullptr);
  EXPECT_EQ(r_value->instruction(), r);
  ASSERT_EQ(d_value->uses().size(), 1);
  EXPECT_EQ(d_value->uses()[0].instruction, r);
}

}  // namespace
}  // namespace xla
