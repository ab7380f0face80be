// Buffer assignment and its checker on hand-written modules: sharing in
// loops and chains, the contract the code generator relies on, and
// assignments the checker must reject.
#include "axle/passes/analysis/buffer_assignment.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/passes/copy_insertion.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/layout_assignment.h"
#include "tests/passes/back_end_checks.h"

namespace xla {
namespace {

struct Compiled {
  std::unique_ptr<HloModule> module;
  std::unique_ptr<BufferAssignment> assignment;
};

// parse, layout-assignment, copy-insertion (unless told not to), schedule,
// assign, check.
Compiled Compile(absl::string_view text, bool insert_copies = true,
                 BufferAssignmentOptions options = {}) {
  Compiled compiled;
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  if (!module.ok()) return compiled;
  compiled.module = *std::move(module);
  HloPassPipeline pipeline("back-end");
  pipeline.AddPass<LayoutAssignment>();
  if (insert_copies) pipeline.AddPass<CopyInsertion>();
  PassRunOptions run_options;
  run_options.verify_each = true;
  absl::StatusOr<bool> changed = pipeline.Run(compiled.module.get(), run_options);
  EXPECT_TRUE(changed.ok()) << changed.status();
  absl::StatusOr<HloSchedule> schedule = ScheduleModule(*compiled.module);
  EXPECT_TRUE(schedule.ok()) << schedule.status();
  if (!schedule.ok()) return compiled;
  auto assignment = AssignBuffers(*compiled.module, *std::move(schedule), options);
  EXPECT_TRUE(assignment.ok()) << assignment.status();
  if (!assignment.ok()) return compiled;
  compiled.assignment = *std::move(assignment);
  absl::Status check = CheckBufferAssignment(*compiled.assignment);
  EXPECT_TRUE(check.ok()) << check << "\n"
                          << compiled.module->ToString() << compiled.assignment->ToString();
  return compiled;
}

constexpr int64_t kMegaFloats = 1 << 20;
constexpr int64_t kFourMegabytes = 4 * kMegaFloats;

const HloInstruction* Find(const HloModule& module, absl::string_view name) {
  for (const HloComputation* computation : module.computations()) {
    if (const HloInstruction* instruction = computation->GetInstructionWithName(name)) {
      return instruction;
    }
  }
  ADD_FAILURE() << "no instruction " << name;
  return nullptr;
}

BufferSlice Slice(const BufferAssignment& assignment, const HloInstruction* instruction,
                  const ShapeIndex& index = {}) {
  absl::StatusOr<BufferSlice> slice = assignment.GetSlice(instruction, index);
  EXPECT_TRUE(slice.ok()) << slice.status();
  return slice.ok() ? *slice : BufferSlice{};
}

bool SameBytes(const BufferSlice& a, const BufferSlice& b) {
  return a.allocation == b.allocation && a.offset == b.offset;
}

int64_t CopiesIn(const HloComputation* computation) {
  int64_t copies = 0;
  for (const HloInstruction* instruction : computation->instructions()) {
    copies += instruction->opcode() == HloOpcode::kCopy;
  }
  return copies;
}

// p -> negate -> negate ... (`length` ops on f32[1M]); the result is the
// last op, or its sum when `reduce`.
std::string ChainModule(int length, bool reduce) {
  std::string text =
      absl::StrCat("HloModule chain\n\nsum {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n",
                   "  ROOT c = f32[] add(a, b)\n}\n\nENTRY main {\n  x0 = f32[", kMegaFloats,
                   "] parameter(0)\n");
  for (int i = 1; i <= length; ++i) {
    absl::StrAppend(&text, (i == length && !reduce) ? "  ROOT " : "  ", "x", i, " = f32[",
                    kMegaFloats, "] ", i % 2 ? "negate" : "exponential", "(x", i - 1, ")\n");
  }
  if (reduce) {
    absl::StrAppend(&text, "  zero = f32[] constant(0)\n  ROOT r = f32[] reduce(x", length,
                    ", zero), dimensions={0}, to_apply=sum\n");
  }
  return text + "}\n";
}

TEST(BufferAssignmentTest, ChainOfElementwiseOpsNeedsAtMostThreeBuffers) {
  // In place, every op writes over its operand: one temp buffer.
  Compiled reduced = Compile(ChainModule(100, /*reduce=*/true));
  ASSERT_NE(reduced.assignment, nullptr);
  EXPECT_LE(reduced.assignment->peak_temp_bytes(), 3 * kFourMegabytes);
  EXPECT_EQ(reduced.assignment->peak_temp_bytes(), kFourMegabytes);
  // Without in-place writes, two buffers alternate.
  Compiled ping_pong = Compile(ChainModule(100, true), true, {.allow_in_place = false});
  ASSERT_NE(ping_pong.assignment, nullptr);
  EXPECT_LE(ping_pong.assignment->peak_temp_bytes(), 3 * kFourMegabytes);
  EXPECT_EQ(ping_pong.assignment->peak_temp_bytes(), 2 * kFourMegabytes);
  // When the chain's end is the result, the whole chain runs in the result's memory.
  Compiled returned = Compile(ChainModule(100, /*reduce=*/false));
  ASSERT_NE(returned.assignment, nullptr);
  EXPECT_EQ(returned.assignment->peak_temp_bytes(), 0);
  const HloInstruction* first = Find(*returned.module, "x1");
  const BufferSlice result = Slice(*returned.assignment, Find(*returned.module, "x100"));
  EXPECT_TRUE(SameBytes(Slice(*returned.assignment, first), result));
  EXPECT_EQ(returned.assignment->allocations()[result.allocation].kind,
            BufferAllocation::Kind::kOutput);
}

// Long chains: each in-place merge joins one value to a buffer holding all
// the earlier ones (checked against the values overlapping it, not every
// value); every few steps an op also reads an older value, which keeps that
// one live across several merges.
TEST(BufferAssignmentTest, LongChainsMergeWithoutPairwiseScans) {
  Compiled returned = Compile(ChainModule(3000, /*reduce=*/false));
  ASSERT_NE(returned.assignment, nullptr);
  EXPECT_EQ(returned.assignment->peak_temp_bytes(), 0);
  EXPECT_TRUE(SameBytes(Slice(*returned.assignment, Find(*returned.module, "x1")),
                        Slice(*returned.assignment, Find(*returned.module, "x3000"))));

  std::string text = "HloModule long_reads\n\nENTRY main {\n  x0 = f32[256] parameter(0)\n";
  constexpr int kLength = 2000;
  for (int i = 1; i <= kLength; ++i) {
    absl::StrAppend(&text, i == kLength ? "  ROOT " : "  ", "x", i, " = f32[256] ",
                    i % 7 == 0 && i >= 5 ? absl::StrCat("add(x", i - 1, ", x", i - 5, ")")
                                         : absl::StrCat("negate(x", i - 1, ")"),
                    "\n");
  }
  Compiled long_reads = Compile(text + "}\n");
  ASSERT_NE(long_reads.assignment, nullptr);
  // x(7k-5) lives to x(7k), so at most a few buffers of 1 KB are live at once.
  EXPECT_GT(long_reads.assignment->peak_temp_bytes(), 0);
  EXPECT_LE(long_reads.assignment->peak_live_temp_bytes(), 6 * 1024);
}

constexpr absl::string_view kInPlaceLoop = R"(
HloModule in_place_loop

cond {
  p = (s32[], f32[1024], f32[1024]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  p = (s32[], f32[1024], f32[1024]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[1024] get-tuple-element(p), index=1
  y = f32[1024] get-tuple-element(p), index=2
  one = s32[] constant(1)
  next = s32[] add(i, one)
  x2 = f32[1024] add(x, y)
  y2 = f32[1024] multiply(y, y)
  ROOT t = (s32[], f32[1024], f32[1024]) tuple(next, x2, y2)
}

ENTRY main {
  a = f32[1024] parameter(0)
  b = f32[1024] parameter(1)
  zero = s32[] constant(0)
  a1 = f32[1024] negate(a)
  b1 = f32[1024] negate(b)
  init = (s32[], f32[1024], f32[1024]) tuple(zero, a1, b1)
  w = (s32[], f32[1024], f32[1024]) while(init), condition=cond, body=body
  ROOT r = f32[1024] get-tuple-element(w), index=1
}
)";

TEST(BufferAssignmentTest, LoopUpdatedInPlaceSharesOneSlicePerLeaf) {
  Compiled compiled = Compile(kInPlaceLoop);
  ASSERT_NE(compiled.assignment, nullptr);
  const BufferAssignment& assignment = *compiled.assignment;
  const HloInstruction* loop = Find(*compiled.module, "w");
  const HloComputation* body = loop->while_body();
  EXPECT_EQ(CopiesIn(body), 0) << compiled.module->ToString();
  for (int64_t leaf : {0, 1, 2}) {
    const BufferSlice state = Slice(assignment, loop, {leaf});
    EXPECT_TRUE(SameBytes(state, Slice(assignment, loop->operand(0), {leaf}))) << leaf;
    EXPECT_TRUE(SameBytes(state, Slice(assignment, body->root_instruction(), {leaf}))) << leaf;
    EXPECT_TRUE(SameBytes(state, Slice(assignment, body->parameter_instruction(0), {leaf})));
    EXPECT_TRUE(SameBytes(
        state, Slice(assignment, loop->while_condition()->parameter_instruction(0), {leaf})));
  }
  // The state's first array leaf is the result: it lives in the output.
  EXPECT_EQ(assignment.allocations()[Slice(assignment, loop, {1}).allocation].kind,
            BufferAllocation::Kind::kOutput);
  // y is read by x2 before y2 overwrites it: the order is pinned.
  const HloInstruction* y2 = body->GetInstructionWithName("y2");
  ASSERT_NE(y2, nullptr);
  ASSERT_EQ(y2->control_predecessors().size(), 1);
  EXPECT_EQ(y2->control_predecessors()[0]->name(), "x2");
}

constexpr absl::string_view kSwapLoop = R"(
HloModule swap_loop

cond {
  p = (s32[], f32[64], f32[64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  p = (s32[], f32[64], f32[64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  one = s32[] constant(1)
  next = s32[] add(i, one)
  a = f32[64] get-tuple-element(p), index=1
  b = f32[64] get-tuple-element(p), index=2
  ROOT t = (s32[], f32[64], f32[64]) tuple(next, b, a)
}

ENTRY main {
  a = f32[64] parameter(0)
  b = f32[64] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[64], f32[64]) tuple(zero, a, b)
  ROOT w = (s32[], f32[64], f32[64]) while(init), condition=cond, body=body
}
)";

TEST(BufferAssignmentTest, SwapLoopGetsTheCopiesItNeeds) {
  Compiled compiled = Compile(kSwapLoop);  // Compile runs the checker
  ASSERT_NE(compiled.assignment, nullptr);
  const HloInstruction* loop = Find(*compiled.module, "w");
  // A swap needs three moves: one leaf aside, then both leaves.
  EXPECT_EQ(CopiesIn(loop->while_body()), 3) << compiled.module->ToString();
  for (int64_t leaf : {1, 2}) {
    EXPECT_TRUE(
        SameBytes(Slice(*compiled.assignment, loop, {leaf}),
                  Slice(*compiled.assignment, loop->while_body()->root_instruction(), {leaf})));
  }
  // Without copy insertion the assignment shares less, and is still right.
  Compiled uncopied = Compile(kSwapLoop, /*insert_copies=*/false);
  ASSERT_NE(uncopied.assignment, nullptr);
}

TEST(BufferAssignmentTest, ForwardedPositionsAndControlFlowShareSlices) {
  Compiled compiled = Compile(R"(
HloModule forwarding

double {
  p = f32[6] parameter(0)
  ROOT d = f32[6] add(p, p)
}

negated {
  p = f32[6] parameter(0)
  ROOT n = f32[6] negate(p)
}

ENTRY main {
  k = s32[] parameter(0)
  x = f32[2,3] parameter(1)
  e = f32[2,3] exponential(x)
  flat = f32[6] bitcast(e)
  t = (f32[6], f32[2,3]) tuple(flat, e)
  g = f32[6] get-tuple-element(t), index=0
  o = (f32[6], f32[2,3]) opt-barrier(t)
  og = f32[2,3] get-tuple-element(o), index=1
  c = f32[6] conditional(k, g, g), branch_computations={double, negated}
  s = f32[2,3] sine(og)
  ROOT r = (f32[6], f32[2,3]) tuple(c, s)
}
)");
  ASSERT_NE(compiled.assignment, nullptr);
  const BufferAssignment& assignment = *compiled.assignment;
  const HloModule& module = *compiled.module;
  const BufferSlice e = Slice(assignment, Find(module, "e"));
  for (const char* forwarded : {"flat", "g", "og"}) {
    EXPECT_TRUE(SameBytes(e, Slice(assignment, Find(module, forwarded)))) << forwarded;
  }
  EXPECT_TRUE(SameBytes(e, Slice(assignment, Find(module, "t"), {1})));
  EXPECT_TRUE(SameBytes(e, Slice(assignment, Find(module, "o"), {0})));
  EXPECT_FALSE(assignment.HasSlice(Find(module, "t")));  // tuples own no memory
  const HloInstruction* conditional = Find(module, "c");
  const BufferSlice result = Slice(assignment, conditional);
  for (const HloComputation* branch : conditional->branch_computations()) {
    EXPECT_TRUE(SameBytes(e, Slice(assignment, branch->parameter_instruction(0))));
    EXPECT_TRUE(SameBytes(result, Slice(assignment, branch->root_instruction())));
  }
  // Each result leaf is its own output allocation; the parameters are theirs.
  const HloInstruction* root = module.entry_computation()->root_instruction();
  for (int64_t leaf : {0, 1}) {
    const BufferAllocation& allocation =
        assignment.allocations()[Slice(assignment, root, {leaf}).allocation];
    EXPECT_EQ(allocation.kind, BufferAllocation::Kind::kOutput);
    EXPECT_EQ(allocation.output_index, ShapeIndex{leaf});
  }
  const BufferAllocation& x =
      assignment.allocations()[Slice(assignment, Find(module, "x")).allocation];
  EXPECT_EQ(x.kind, BufferAllocation::Kind::kParameter);
  EXPECT_EQ(x.parameter_number, 1);
  EXPECT_NE(assignment.ToString().find("temp arena"), std::string::npos);
}

TEST(BufferAssignmentTest, LoopFusionWritesOverAnOperandReadElementwise) {
  Compiled compiled = Compile(R"(
HloModule fusion_in_place

elementwise {
  p = f32[64,64] parameter(0)
  q = f32[64,64] parameter(1)
  e = f32[64,64] exponential(p)
  ROOT sum = f32[64,64] add(e, q)
}

transposing {
  p = f32[64,64] parameter(0)
  t = f32[64,64] transpose(p), dimensions={1,0}
  ROOT n = f32[64,64] negate(t)
}

ENTRY main {
  x = f32[64,64] parameter(0)
  y = f32[64,64] parameter(1)
  a = f32[64,64] negate(x)
  b = f32[64,64] negate(y)
  f = f32[64,64] fusion(a, b), kind=kLoop, calls=elementwise
  g = f32[64,64] fusion(f), kind=kLoop, calls=transposing
  ROOT r = f32[64,64] sine(g)
}
)");
  ASSERT_NE(compiled.assignment, nullptr);
  const BufferAssignment& assignment = *compiled.assignment;
  const HloModule& module = *compiled.module;
  // Element i of f reads element i of a and b only: f takes a's bytes.
  EXPECT_TRUE(
      SameBytes(Slice(assignment, Find(module, "f")), Slice(assignment, Find(module, "a"))));
  // g reads f transposed: it needs bytes of its own.
  EXPECT_FALSE(
      SameBytes(Slice(assignment, Find(module, "g")), Slice(assignment, Find(module, "f"))));
}

// Loops whose state bytes could be taken by something else: an in-place op
// in the condition (the body still needs the state), a branch's loop on the
// caller's operand (which lives across the earlier branch), a nested loop
// updating the outer state in place, and one rotating it. Each assignment
// passes the checker (Compile) and shares what the code generator expects.
TEST(BufferAssignmentTest, NestedControlFlowKeepsTheContract) {
  const std::vector<std::string> modules = {
      R"(HloModule cond_in_place

sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

cond {
  p = (s32[], f32[8]) parameter(0)
  x = f32[8] get-tuple-element(p), index=1
  nx = f32[8] negate(x)
  zero = f32[] constant(0)
  s = f32[] reduce(nx, zero), dimensions={0}, to_apply=sum
  limit = f32[] constant(100)
  ROOT lt = pred[] compare(s, limit), direction=LT
}

body {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[8] get-tuple-element(p), index=1
  one = s32[] constant(1)
  next = s32[] add(i, one)
  y = f32[8] add(x, x)
  ROOT t = (s32[], f32[8]) tuple(next, y)
}

ENTRY main {
  v = f32[8] parameter(0)
  zero = s32[] constant(0)
  a = f32[8] negate(v)
  init = (s32[], f32[8]) tuple(zero, a)
  ROOT w = (s32[], f32[8]) while(init), condition=cond, body=body
}
)",
      R"(HloModule branch_loop

cond {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[8] get-tuple-element(p), index=1
  one = s32[] constant(1)
  next = s32[] add(i, one)
  y = f32[8] negate(x)
  ROOT t = (s32[], f32[8]) tuple(next, y)
}

first {
  p = (s32[], f32[8]) parameter(0)
  x = f32[8] get-tuple-element(p), index=1
  ROOT e = f32[8] exponential(x)
}

second {
  p = (s32[], f32[8]) parameter(0)
  w = (s32[], f32[8]) while(p), condition=cond, body=body
  ROOT r = f32[8] get-tuple-element(w), index=1
}

ENTRY main {
  k = s32[] parameter(0)
  v = f32[8] parameter(1)
  zero = s32[] constant(0)
  a = f32[8] negate(v)
  t0 = (s32[], f32[8]) tuple(zero, a)
  b = f32[8] exponential(v)
  t1 = (s32[], f32[8]) tuple(zero, b)
  ROOT c = f32[8] conditional(k, t1, t0), branch_computations={first, second}
}
)",
      R"(
HloModule nested

inner_cond {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}

inner_body {
  p = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[8] get-tuple-element(p), index=1
  one = s32[] constant(1)
  next = s32[] add(i, one)
  y = f32[8] sine(x)
  ROOT t = (s32[], f32[8]) tuple(next, y)
}

outer_cond {
  p = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

outer_body {
  p = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  a = f32[8] get-tuple-element(p), index=1
  b = f32[8] get-tuple-element(p), index=2
  one = s32[] constant(1)
  next = s32[] add(i, one)
  zero = s32[] constant(0)
  in_place = (s32[], f32[8]) tuple(zero, a)
  w1 = (s32[], f32[8]) while(in_place), condition=inner_cond, body=inner_body
  a2 = f32[8] get-tuple-element(w1), index=1
  rotated = (s32[], f32[8]) tuple(zero, b)
  w2 = (s32[], f32[8]) while(rotated), condition=inner_cond, body=inner_body
  b2 = f32[8] get-tuple-element(w2), index=1
  ROOT t = (s32[], f32[8], f32[8]) tuple(next, a2, b2)
}

ENTRY main {
  x = f32[8] parameter(0)
  y = f32[8] parameter(1)
  zero = s32[] constant(0)
  x1 = f32[8] negate(x)
  y1 = f32[8] negate(y)
  init = (s32[], f32[8], f32[8]) tuple(zero, x1, y1)
  w = (s32[], f32[8], f32[8]) while(init), condition=outer_cond, body=outer_body
  ROOT r = f32[8] get-tuple-element(w), index=2
}
)",
  };
  std::vector<std::string> all = modules;
  // The nested loops again, each returning into the other state leaf.
  all.push_back(
      absl::StrReplaceAll(modules.back(), {{"tuple(next, a2, b2)", "tuple(next, b2, a2)"}}));
  for (const std::string& text : all) {
    Compiled compiled = Compile(text);
    ASSERT_NE(compiled.assignment, nullptr);
    std::vector<std::string> violations = testlib::ContractViolations(*compiled.assignment);
    EXPECT_TRUE(violations.empty())
        << absl::StrJoin(violations, "\n") << "\n"
        << compiled.module->ToString() << compiled.assignment->ToString();
  }
}

// Prints the module and its assignment: AXLE_PRINT_ASSIGNMENT=file.hlo.
TEST(BufferAssignmentTest, PrintRequested) {
  const char* path = std::getenv("AXLE_PRINT_ASSIGNMENT");
  if (path == nullptr) GTEST_SKIP();
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  Compiled compiled = Compile(text.str());
  ASSERT_NE(compiled.assignment, nullptr);
  std::cout << compiled.module->ToString() << "\n"
            << compiled.assignment->schedule().ToString() << "\n"
            << compiled.assignment->ToString();
}

}  // namespace
}  // namespace xla
