// CheckBufferAssignment must reject assignments that lose a value: real
// assignments with one value's slice moved onto another's.
#include <gtest/gtest.h>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// A real assignment except for the slices of some values.
class MovedAssignment : public BufferAssignment {
 public:
  explicit MovedAssignment(std::unique_ptr<BufferAssignment> base) : base_(std::move(base)) {
    dataflow_ = *HloDataflowAnalysis::Run(base_->module());
  }

  // Every position of the value at `name`{index} gets `to`'s slice.
  void Move(absl::string_view name, const ShapeIndex& index, const BufferSlice& to) {
    const HloValue* value = dataflow_->GetValueOrNull(Find(name), index);
    ASSERT_NE(value, nullptr) << name;
    for (const HloPosition& position : value->positions()) moved_[position.ToString()] = to;
  }
  BufferSlice SliceOf(absl::string_view name, const ShapeIndex& index = {}) const {
    return *base_->GetSlice(Find(name), index);
  }

  const HloModule& module() const override { return base_->module(); }
  const HloSchedule& schedule() const override { return base_->schedule(); }
  const std::vector<BufferAllocation>& allocations() const override { return base_->allocations(); }
  absl::StatusOr<BufferSlice> GetSlice(const HloInstruction* instruction,
                                       const ShapeIndex& index) const override {
    auto it = moved_.find(HloPosition{instruction, index}.ToString());
    if (it == moved_.end()) return base_->GetSlice(instruction, index);
    BufferSlice slice = it->second;
    slice.size = ShapeUtil::ByteSizeOfElements(ShapeUtil::GetSubshape(instruction->shape(), index));
    return slice;
  }
  int64_t temp_allocation() const override { return base_->temp_allocation(); }
  int64_t peak_temp_bytes() const override { return base_->peak_temp_bytes(); }
  int64_t peak_live_temp_bytes() const override { return base_->peak_live_temp_bytes(); }
  std::string ToString() const override { return base_->ToString(); }

 private:
  const HloInstruction* Find(absl::string_view name) const {
    for (const HloComputation* computation : module().computations()) {
      if (const HloInstruction* found = computation->GetInstructionWithName(name)) return found;
    }
    return nullptr;
  }

  std::unique_ptr<BufferAssignment> base_;
  std::unique_ptr<HloDataflowAnalysis> dataflow_;
  absl::flat_hash_map<std::string, BufferSlice> moved_;
};

struct Assigned {
  std::unique_ptr<HloModule> module;
  std::unique_ptr<MovedAssignment> assignment;
};

Assigned Assign(absl::string_view text) {
  Assigned setup;
  setup.module = *ParseAndVerifyModule(text);
  auto assignment = AssignBuffers(*setup.module, *ScheduleModule(*setup.module));
  EXPECT_TRUE(assignment.ok()) << assignment.status();
  setup.assignment = std::make_unique<MovedAssignment>(*std::move(assignment));
  EXPECT_TRUE(CheckBufferAssignment(*setup.assignment).ok());  // before any move
  return setup;
}

void ExpectRejected(const BufferAssignment& assignment,
                    std::initializer_list<absl::string_view> mentions) {
  absl::Status status = CheckBufferAssignment(assignment);
  ASSERT_FALSE(status.ok()) << assignment.ToString();
  for (absl::string_view mention : mentions) {
    EXPECT_TRUE(absl::StrContains(status.message(), mention)) << status.message();
  }
}

TEST(BufferAssignmentCheckerTest, RejectsAValueOverwrittenWhileLive) {
  Assigned setup = Assign(R"(
HloModule m
ENTRY main {
  p = f32[16] parameter(0)
  a = f32[16] exponential(p)
  b = f32[16] negate(p), control-predecessors={a}
  ROOT r = f32[16] add(a, b)
}
)");
  setup.assignment->Move("b", {}, setup.assignment->SliceOf("a"));
  // r reads a, which b overwrote: the message names both.
  ExpectRejected(*setup.assignment, {"reads a{}", "overwritten there by b{}"});
}

TEST(BufferAssignmentCheckerTest, RejectsAnInPlaceWriteTheOpCannotDo) {
  Assigned setup = Assign(R"(
HloModule m
ENTRY main {
  p = f32[4,4] parameter(0)
  a = f32[4,4] exponential(p)
  ROOT d = f32[4,4] dot(a, p), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
)");
  // d's result goes to the output; put `a` there too, where d writes.
  setup.assignment->Move("a", {}, setup.assignment->SliceOf("d"));
  ExpectRejected(*setup.assignment, {"d writes d{}", "over a{}", "in place"});
}

TEST(BufferAssignmentCheckerTest, RejectsWritesIntoParameters) {
  Assigned setup = Assign(R"(
HloModule m
ENTRY main {
  p = f32[16] parameter(0)
  a = f32[16] exponential(p)
  ROOT b = f32[16] negate(a)
}
)");
  setup.assignment->Move("a", {}, setup.assignment->SliceOf("p"));
  ExpectRejected(*setup.assignment, {"writes a{}", "read-only"});
}

constexpr absl::string_view kLoop = R"(
HloModule loop

cond {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[8] get-tuple-element(p), index=1
  one = s32[] constant(1)
  next = s32[] add(i, one)
  y = f32[8] negate(x)
  z = f32[8] exponential(x), control-predecessors={y}
  s = f32[8] add(y, z)
  ROOT t = (s32[], f32[8]) tuple(next, s)
}

ENTRY main {
  x0 = f32[8] parameter(0)
  zero = s32[] constant(0)
  x1 = f32[8] negate(x0)
  init = (s32[], f32[8]) tuple(zero, x1)
  w = (s32[], f32[8]) while(init), condition=cond, body=body
  ROOT r = f32[8] get-tuple-element(w), index=1
}
)";

TEST(BufferAssignmentCheckerTest, RejectsABodyWriteOverStateStillRead) {
  Assigned setup = Assign(kLoop);
  // y written over the loop state while z still reads the state after it.
  setup.assignment->Move("y", {}, setup.assignment->SliceOf("w", {1}));
  ExpectRejected(*setup.assignment, {"z reads p.1{1}", "overwritten there by y{}"});
}

TEST(BufferAssignmentCheckerTest, RejectsAConditionWriteOverStateOfTheNextIteration) {
  Assigned setup = Assign(R"(
HloModule loop

cond {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  one = s32[] constant(1)
  next = s32[] add(i, one)
  f = f32[] convert(i)
  fresh = f32[8] broadcast(f), dimensions={}
  ROOT t = (s32[], f32[8]) tuple(next, fresh)
}

ENTRY main {
  x0 = f32[8] parameter(0)
  zero = s32[] constant(0)
  x1 = f32[8] negate(x0)
  init = (s32[], f32[8]) tuple(zero, x1)
  w = (s32[], f32[8]) while(init), condition=cond, body=body
  ROOT r = f32[8] get-tuple-element(w), index=1
}
)");
  // The condition's result lands on state leaf 1, which the body never
  // reads: only the condition's run after the last iteration loses it.
  BufferSlice state = setup.assignment->SliceOf("w", {1});
  setup.assignment->Move("lt", {}, state);
  ExpectRejected(*setup.assignment, {"w{1}", "lt{}"});
}

TEST(BufferAssignmentCheckerTest, RejectsStateThatIsNotOneSlice) {
  Assigned setup = Assign(kLoop);
  setup.assignment->Move("p.1", {1}, setup.assignment->SliceOf("y"));
  ExpectRejected(*setup.assignment, {"p.1{1} is state of w"});
}

}  // namespace
}  // namespace xla
