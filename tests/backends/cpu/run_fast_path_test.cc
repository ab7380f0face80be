// The single-replica run path of CpuExecutable (no CollectiveHub, HostQueues
// or thread; a per-thread run context and temp arena reused across runs) and
// the while loop's code (an inner loop between cancellation checks every
// 1024 iterations). The interpreter is the oracle.
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla::cpu {
namespace {

absl::StatusOr<std::unique_ptr<Executable>> Compile(const std::string& text,
                                                    CompileOptions options = {}) {
  auto module = ParseAndVerifyModule(text);
  if (!module.ok()) return module.status();
  return CpuCompiler().Compile(*std::move(module), options);
}

Literal Expected(const std::string& text, absl::Span<const Literal* const> arguments,
                 uint64_t seed = 42) {
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  EvalOptions options;
  options.rng_seed = seed;
  auto expected = HloEvaluator(options).Evaluate(**module, arguments);
  EXPECT_TRUE(expected.ok()) << expected.status();
  return *std::move(expected);
}

// A counted loop of `trips` iterations: x <- x * 0.5 + 1, i <- i + 1.
std::string CountedLoop(int64_t trips) {
  return absl::StrCat(R"(
HloModule counted
cond {
  p = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant()", trips, R"()
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[3] get-tuple-element(p), index=1
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  h = f32[] constant(0.5)
  bh = f32[3] broadcast(h), dimensions={}
  c = f32[] constant(1)
  bc = f32[3] broadcast(c), dimensions={}
  m = f32[3] multiply(x, bh)
  x1 = f32[3] add(m, bc)
  ROOT t = (s32[], f32[3]) tuple(i1, x1)
}
ENTRY main {
  x = f32[3] parameter(0)
  z = s32[] constant(0)
  init = (s32[], f32[3]) tuple(z, x)
  ROOT w = (s32[], f32[3]) while(init), condition=cond, body=body
})");
}

TEST(CpuRunFastPathTest, WhileLoopsOfEveryTripCountAroundTheCheckInterval) {
  Literal x = LiteralUtil::CreateR1<float>({1.0f, -3.0f, 100.0f});
  for (int64_t trips : {0, 1, 2, 1023, 1024, 1025, 2048, 5000}) {
    const std::string text = CountedLoop(trips);
    auto executable = Compile(text);
    ASSERT_TRUE(executable.ok()) << executable.status();
    auto result = (*executable)->Execute({&x});
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, Expected(text, {&x})) << trips;
    EXPECT_EQ(result->Get<int32_t>({}, {0}), trips);
  }
}

TEST(CpuRunFastPathTest, WhileLimitStillCountsEveryIteration) {
  Literal x = LiteralUtil::CreateR1<float>({1.0f, 2.0f, 3.0f});
  CompileOptions options;
  options.max_while_iterations = 1500;
  auto under = Compile(CountedLoop(1500), options);
  ASSERT_TRUE(under.ok()) << under.status();
  EXPECT_TRUE((*under)->Execute({&x}).ok());
  auto over = Compile(CountedLoop(1501), options);
  ASSERT_TRUE(over.ok()) << over.status();
  auto result = (*over)->Execute({&x});
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "1500")) << result.status();
  // The same thread's next run starts with no error left over.
  auto again = (*under)->Execute({&x});
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_EQ(*again, Expected(CountedLoop(1500), {&x}));
}

TEST(CpuRunFastPathTest, CancelledBeforeTheRunStopsAtTheFirstCheck) {
  auto executable = Compile(CountedLoop(100000));
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = LiteralUtil::CreateR1<float>({1.0f, 2.0f, 3.0f});
  std::atomic<bool> cancelled{true};
  BackendRunOptions options;
  options.cancelled = &cancelled;
  auto result = (*executable)->Execute({&x}, options);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kCancelled) << result.status();
  cancelled = false;
  result = (*executable)->Execute({&x}, options);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<int32_t>({}, {0}), 100000);
}

constexpr char kMixed[] = R"(
HloModule mixed
ENTRY main {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  s = f32[4] add(a, b)
  e = f32[4] multiply(s, s)
  m = f32[4] multiply(e, a)
  c = s32[2] constant({7, 8})
  ROOT t = (f32[4], f32[4], s32[2], f32[4]) tuple(m, a, c, s)
})";

TEST(CpuRunFastPathTest, ResultsFromTempsParametersAndConstantsRepeatedly) {
  auto executable = Compile(kMixed);
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal a = LiteralUtil::CreateR1<float>({0.5f, -1.0f, 2.0f, 0.0f});
  Literal b = LiteralUtil::CreateR1<float>({1.0f, 1.5f, -2.0f, 3.0f});
  const Literal expected = Expected(kMixed, {&a, &b});
  for (int i = 0; i < 3; ++i) {
    auto result = (*executable)->Execute({&a, &b});
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, expected);
  }
  // One literal as both arguments.
  auto same = (*executable)->Execute({&a, &a});
  ASSERT_TRUE(same.ok()) << same.status();
  EXPECT_EQ(*same, Expected(kMixed, {&a, &a}));
}

TEST(CpuRunFastPathTest, ExecutablesOfDifferentArenaSizesShareAThread) {
  // The thread's arena grows for the larger one and serves the smaller after.
  auto small = Compile(kMixed);
  ASSERT_TRUE(small.ok()) << small.status();
  const std::string large_text = R"(
HloModule large
ENTRY main {
  a = f32[] parameter(0)
  b = f32[65536] broadcast(a), dimensions={}
  e = f32[65536] exponential(b)
  r = f32[65536] reverse(e), dimensions={0}
  ROOT s = f32[65536] add(r, e)
})";
  auto large = Compile(large_text);
  ASSERT_TRUE(large.ok()) << large.status();
  Literal a = LiteralUtil::CreateR1<float>({0.5f, -1.0f, 2.0f, 0.0f});
  Literal scalar = LiteralUtil::CreateR0<float>(0.25f);
  for (int i = 0; i < 2; ++i) {
    auto r1 = (*small)->Execute({&a, &a});
    ASSERT_TRUE(r1.ok()) << r1.status();
    EXPECT_EQ(*r1, Expected(kMixed, {&a, &a}));
    auto r2 = (*large)->Execute({&scalar});
    ASSERT_TRUE(r2.ok()) << r2.status();
    EXPECT_EQ(*r2, Expected(large_text, {&scalar}));
  }
}

TEST(CpuRunFastPathTest, ArgumentErrorsAreReported) {
  auto executable = Compile(kMixed);
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal a = LiteralUtil::CreateR1<float>({0.5f, -1.0f, 2.0f, 0.0f});
  Literal wrong = LiteralUtil::CreateR1<float>({1.0f, 2.0f});
  auto result = (*executable)->Execute({&a, &wrong});
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument) << result.status();
  EXPECT_TRUE(absl::StrContains(result.status().message(), "argument 1")) << result.status();
  result = (*executable)->Execute({&a});
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument) << result.status();
}

TEST(CpuRunFastPathTest, RngFollowsTheSeedOfEachRun) {
  const std::string text = R"(
HloModule rng
ENTRY main {
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  ROOT r = f32[8] rng(lo, hi), distribution=rng_uniform
})";
  auto executable = Compile(text);
  ASSERT_TRUE(executable.ok()) << executable.status();
  for (uint64_t seed : {1u, 7u, 1u}) {
    BackendRunOptions options;
    options.rng_seed = seed;
    auto result = (*executable)->Execute({}, options);
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, Expected(text, {}, seed)) << seed;
  }
}

TEST(CpuRunFastPathTest, ConcurrentRunsFromSeveralThreads) {
  auto executable = Compile(CountedLoop(3000));
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = LiteralUtil::CreateR1<float>({1.0f, 2.0f, 3.0f});
  const Literal expected = Expected(CountedLoop(3000), {&x});
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 20; ++i) {
        auto result = (*executable)->Execute({&x});
        if (!result.ok() || !(*result == expected)) ++failures;
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
}

}  // namespace
}  // namespace xla::cpu
