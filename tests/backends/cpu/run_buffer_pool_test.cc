// The CPU executable's results are literals that are not zero-filled, and
// its large temp arenas and literal storage come from the buffer pool, which
// hands blocks back dirty from an earlier run. Every element must still be
// the interpreter's, including the positions an instruction does not compute
// from its operand (pad's padding, the untouched part of a
// dynamic-update-slice or scatter), and the pool must stay within its bound
// and give its memory back with the executable.
#include <fstream>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include "absl/cleanup/cleanup.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/buffer_pool.h"
#include "axle/literal/literal_util.h"
#include "axle/literal/random_literal.h"

namespace xla::cpu {
namespace {

std::unique_ptr<Executable> Compile(const std::string& text) {
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
  EXPECT_TRUE(executable.ok()) << executable.status();
  return *std::move(executable);
}

Literal Expected(const std::string& text, absl::Span<const Literal* const> arguments) {
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  auto expected = HloEvaluator().Evaluate(**module, arguments);
  EXPECT_TRUE(expected.ok()) << expected.status();
  return *std::move(expected);
}

Literal Random(const Shape& shape, uint64_t seed) {
  std::mt19937_64 rng(seed);
  auto literal = MakeRandomLiteral(shape, rng);
  EXPECT_TRUE(literal.ok()) << literal.status();
  return *std::move(literal);
}

// Runs `text` on fresh random arguments `runs` times, each result compared
// with the interpreter's, after filling every pooled block with garbage.
void ExpectEveryRunMatches(const std::string& text, int runs) {
  std::unique_ptr<Executable> executable = Compile(text);
  ASSERT_NE(executable, nullptr);
  const ProgramShape& signature = executable->program_shape();
  for (int run = 0; run < runs; ++run) {
    std::vector<Literal> arguments;
    for (int i = 0; i < signature.parameters_size(); ++i) {
      arguments.push_back(Random(signature.parameters(i), 100 * run + i));
    }
    std::vector<const Literal*> pointers;
    for (const Literal& argument : arguments) pointers.push_back(&argument);
    absl::StatusOr<Literal> result = executable->Execute(pointers);
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, Expected(text, pointers)) << "run " << run;
    // Dirty the result's block before it goes back to the pool.
    ShapeUtil::ForEachSubshape(result->shape(), [&](const Shape& subshape, const ShapeIndex& i) {
      if (subshape.IsArray() && result->size_bytes(i) > 0) {
        std::memset(result->untyped_data(i), 0x7F, result->size_bytes(i));
      }
    });
  }
}

// The results' uninitialised bytes are poisoned too (not just reused blocks).
class PoisonedResultsTest : public ::testing::Test {
 protected:
  void SetUp() override { literal_internal::Uninitialized::SetFillForTesting(0x7F); }
  void TearDown() override { literal_internal::Uninitialized::SetFillForTesting(std::nullopt); }
};

TEST_F(PoisonedResultsTest, ElementwiseOverDirtyReusedBlocks) {
  ExpectEveryRunMatches(R"(
HloModule ew
ENTRY main {
  a = f32[1000,1027] parameter(0)
  b = f32[1000,1027] parameter(1)
  m = f32[1000,1027] multiply(a, b)
  zero = f32[] constant(0)
  z = f32[1000,1027] broadcast(zero), dimensions={}
  ROOT r = f32[1000,1027] maximum(m, z)
})", 3);
}

TEST_F(PoisonedResultsTest, PadWritesItsPadding) {
  ExpectEveryRunMatches(R"(
HloModule pad
ENTRY main {
  x = f32[500,300] parameter(0)
  zero = f32[] constant(0)
  ROOT p = f32[1100,999] pad(x, zero), padding=3_597x2_398_1
})", 2);
}

TEST_F(PoisonedResultsTest, DynamicUpdateSliceKeepsItsOperandElsewhere) {
  ExpectEveryRunMatches(R"(
HloModule dus
ENTRY main {
  x = f32[1024,600] parameter(0)
  u = f32[100,50] parameter(1)
  i = s32[] constant(17)
  j = s32[] constant(500)
  ROOT d = f32[1024,600] dynamic-update-slice(x, u, i, j)
})", 2);
}

TEST_F(PoisonedResultsTest, ZerosPlusDynamicUpdateSlice) {
  ExpectEveryRunMatches(R"(
HloModule zeros_dus
ENTRY main {
  u = s32[100,50] parameter(0)
  zero = s32[] constant(0)
  z = s32[1024,600] broadcast(zero), dimensions={}
  i = s32[] constant(900)
  j = s32[] constant(3)
  ROOT d = s32[1024,600] dynamic-update-slice(z, u, i, j)
})", 2);
}

TEST_F(PoisonedResultsTest, ScatterKeepsTheUntouchedOperand) {
  ExpectEveryRunMatches(R"(
HloModule scatter
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY main {
  operand = f32[2048,300] parameter(0)
  indices = s32[3,1] constant({{5}, {2000}, {5}})
  updates = f32[3,300] parameter(1)
  ROOT s = f32[2048,300] scatter(operand, indices, updates), update_window_dims={1},
      inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1,
      to_apply=add
})", 2);
}

TEST_F(PoisonedResultsTest, TupleResultsWithAParameterAndAConstant) {
  ExpectEveryRunMatches(R"(
HloModule tuple
ENTRY main {
  x = f32[512,1024] parameter(0)
  c = f32[2] constant({1, 2})
  n = f32[512,1024] negate(x)
  ROOT t = (f32[512,1024], f32[512,1024], f32[2], f32[512,1024]) tuple(n, x, c, n)
})", 2);
}

TEST_F(PoisonedResultsTest, LargeTemporariesInTheArena) {
  // A sort's temporaries and a reduce over a transposed value: the arena is
  // more than the per-thread cached size, so it comes from the pool (dirty
  // from the previous run). The reduce is a maximum, exact in any fold
  // order (a float sum is reassociated: reduction_kernel.h).
  ExpectEveryRunMatches(R"(
HloModule temps
lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY main {
  x = f32[600,700] parameter(0)
  s = f32[600,700] sort(x), dimensions={1}, to_apply=lt
  t = f32[700,600] transpose(s), dimensions={1,0}
  e = f32[700,600] negate(t)
  ninf = f32[] constant(-inf)
  r = f32[700] reduce(e, ninf), dimensions={1}, to_apply=max
  ROOT out = (f32[700], f32[700,600]) tuple(r, t)
})", 3);
}

// Resident set size in bytes (Linux), 0 where /proc is not there.
int64_t ResidentBytes() {
  std::ifstream statm("/proc/self/statm");
  int64_t pages = 0, resident = 0;
  if (!(statm >> pages >> resident)) return 0;
  return resident * 4096;
}

TEST(RunBufferPoolTest, RepeatedRunsStayWithinTheBoundAndDoNotGrow) {
  const std::string text = R"(
HloModule big
ENTRY main {
  a = f32[2048,1024] parameter(0)
  b = f32[2048,1024] parameter(1)
  ROOT m = f32[2048,1024] multiply(a, b)
})";
  std::unique_ptr<Executable> executable = Compile(text);
  ASSERT_NE(executable, nullptr);
  Literal a = Random(ShapeUtil::MakeShape(F32, {2048, 1024}), 1);
  Literal b = Random(ShapeUtil::MakeShape(F32, {2048, 1024}), 2);
  const Literal expected = Expected(text, {&a, &b});
  BufferPool& pool = BufferPool::Global();
  int64_t resident_after_warmup = 0;
  for (int run = 0; run < 100; ++run) {
    absl::StatusOr<Literal> first = executable->Execute({&a, &b});
    absl::StatusOr<Literal> second = executable->Execute({&a, &b});  // two alive at once
    ASSERT_TRUE(first.ok() && second.ok());
    if (run % 10 == 0) {
      EXPECT_EQ(*first, expected);
      EXPECT_EQ(*second, expected);
    }
    EXPECT_LE(pool.cached_bytes(), pool.capacity_bytes());
    if (run == 5) resident_after_warmup = ResidentBytes();
  }
  // The reuse is what the pool is for: the results' blocks are kept.
  EXPECT_GE(pool.cached_bytes(), int64_t{8} << 20);
  if (resident_after_warmup > 0) {
    // Two 8 MiB results a run: a leak would add 1.5 GiB over the loop.
    EXPECT_LT(ResidentBytes() - resident_after_warmup, int64_t{32} << 20);
  }
  // And the pool's memory goes back with the executable.
  executable.reset();
  EXPECT_EQ(pool.cached_bytes(), 0);
}

TEST(RunBufferPoolTest, ASmallCapacityStillGivesCorrectResults) {
  BufferPool& pool = BufferPool::Global();
  const int64_t capacity = pool.capacity_bytes();
  absl::Cleanup restore = [&] { pool.SetCapacity(capacity); };
  pool.SetCapacity(int64_t{5} << 20);  // less than one result: nothing is kept
  ExpectEveryRunMatches(R"(
HloModule ew
ENTRY main {
  a = f32[2048,1024] parameter(0)
  ROOT e = f32[2048,1024] abs(a)
})", 3);
  EXPECT_EQ(pool.cached_bytes(), 0);
}

}  // namespace
}  // namespace xla::cpu
