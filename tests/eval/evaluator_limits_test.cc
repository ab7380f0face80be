// The interpreter's memory: each value freed after its last use (measured
// with its peak-bytes counter), a memory limit checked before allocating
// (ResourceExhausted naming the instruction and the size), and
// cancellation between instructions.
#include <atomic>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/memory_limit.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/deep_modules.h"

namespace xla {
namespace {

constexpr int64_t kElements = 1 << 18;  // f32: 1 MiB per value
constexpr int64_t kValueBytes = kElements * 4;

// p -> copy -> copy ... (12 copies), each a fresh 1 MiB value.
std::string ChainOfCopies() {
  std::string text = absl::StrCat("HloModule chain\nENTRY main {\n  c0 = f32[", kElements,
                                  "] parameter(0)\n");
  for (int i = 1; i <= 12; ++i) {
    absl::StrAppend(&text, i == 12 ? "  ROOT " : "  ", "c", i, " = f32[", kElements,
                    "] copy(c", i - 1, ")\n");
  }
  return text + "}\n";
}

Literal Ramp() {
  Literal x(ShapeUtil::MakeShape(F32, {kElements}));
  for (int64_t i = 0; i < kElements; ++i) x.Set<float>({i}, static_cast<float>(i % 1000));
  return x;
}

TEST(EvaluatorLimitsTest, ChainedCopiesHoldTwoValuesAtMost) {
  auto module = ParseAndVerifyModule(ChainOfCopies());
  ASSERT_TRUE(module.ok()) << module.status();
  Literal x = Ramp();
  HloEvaluator evaluator;
  auto result = evaluator.Evaluate(**module, {&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, x);
  // A copy's operand lives until the copy is made: two values, not twelve.
  EXPECT_EQ(evaluator.peak_value_bytes(), 2 * kValueBytes);
}

TEST(EvaluatorLimitsTest, ChainedCopiesRunUnderALimitOfThreeValues) {
  auto module = ParseAndVerifyModule(ChainOfCopies());
  ASSERT_TRUE(module.ok()) << module.status();
  Literal x = Ramp();
  EvalOptions options;
  options.memory_limit_bytes = 3 * kValueBytes;
  HloEvaluator evaluator(options);
  auto result = evaluator.Evaluate(**module, {&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, x);
}

TEST(EvaluatorLimitsTest, ValuesUsedTwiceLiveUntilTheirLastUse) {
  // a is used by b and by the root: it must survive b.
  auto module = ParseAndVerifyModule(R"(
HloModule reuse
ENTRY main {
  p = s32[3] parameter(0)
  a = s32[3] negate(p)
  b = s32[3] multiply(a, a)
  c = s32[3] copy(b)
  ROOT d = s32[3] add(a, c)
})");
  ASSERT_TRUE(module.ok()) << module.status();
  Literal p = LiteralUtil::CreateR1<int32_t>({1, 2, 3});
  HloEvaluator evaluator;
  auto result = evaluator.Evaluate(**module, {&p});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<int32_t>({0, 2, 6}));
}

// Modules asking for more than the limit allows: the error names the
// instruction and the size, and nothing is allocated.
struct Oversized {
  const char* text;
  const char* instruction;
  const char* bytes;
};

TEST(EvaluatorLimitsTest, OversizedResultsAreResourceExhausted) {
  const Oversized cases[] = {
      {R"(
HloModule big_broadcast
ENTRY main {
  z = f32[] constant(1)
  ROOT b = f32[2684354560] broadcast(z), dimensions={}
})",
       "instruction b", "10737418240 bytes"},
      {R"(
HloModule big_iota
ENTRY main {
  ROOT i = s64[1073741824] iota(), iota_dimension=0
})",
       "instruction i", "8589934592 bytes"},
      {R"(
HloModule big_pad
ENTRY main {
  x = f32[2] constant({1, 2})
  z = f32[] constant(0)
  ROOT p = f32[3000000000] pad(x, z), padding=0_2999999998
})",
       "instruction p", "12000000000 bytes"},
  };
  for (const Oversized& c : cases) {
    auto module = ParseAndVerifyModule(c.text);
    ASSERT_TRUE(module.ok()) << module.status();
    EvalOptions options;
    options.memory_limit_bytes = int64_t{1} << 30;
    HloEvaluator evaluator(options);
    auto result = evaluator.Evaluate(**module, {});
    ASSERT_FALSE(result.ok()) << c.instruction;
    EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted) << result.status();
    EXPECT_TRUE(absl::StrContains(result.status().message(), c.instruction)) << result.status();
    EXPECT_TRUE(absl::StrContains(result.status().message(), c.bytes)) << result.status();
    EXPECT_TRUE(absl::StrContains(result.status().message(), "1073741824 bytes"))
        << result.status();
  }
}

// fft pads its operand to fft_length (any length XLA accepts): a padded
// signal past the limit is refused before it is made.
TEST(EvaluatorLimitsTest, FftPaddedPastMemory) {
  for (const char* length : {"9223372036854775807", "1000000000"}) {
    auto module = ParseAndVerifyModule(absl::StrCat(R"(
HloModule fft_padded
ENTRY main {
  x = c64[2,4] constant({{(1,0), (2,0), (3,0), (4,0)}, {(1,0), (2,0), (3,0), (4,0)}})
  ROOT f = c64[2,4] fft(x), fft_type=FFT, fft_length={)",
                                                    length, "}\n}\n"));
    ASSERT_TRUE(module.ok()) << module.status();
    EvalOptions options;
    options.memory_limit_bytes = int64_t{1} << 30;
    HloEvaluator evaluator(options);
    auto result = evaluator.Evaluate(**module, {});
    ASSERT_FALSE(result.ok()) << length;
    EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted) << result.status();
    EXPECT_TRUE(absl::StrContains(result.status().message(), "instruction f")) << result.status();
  }
}

TEST(EvaluatorLimitsTest, TheDefaultLimitStopsWhatNoMachineHolds) {
  EXPECT_GT(DefaultMemoryLimitBytes(), 0);
  // 400 GB: over 80% of any machine's memory this runs on.
  auto module = ParseAndVerifyModule(R"(
HloModule huge
ENTRY main {
  z = f32[] constant(1)
  ROOT b = f32[100000000000] broadcast(z), dimensions={}
})");
  ASSERT_TRUE(module.ok()) << module.status();
  HloEvaluator evaluator;
  auto result = evaluator.Evaluate(**module, {});
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted) << result.status();
}

TEST(EvaluatorLimitsTest, CancellationStopsBeforeTheNextInstruction) {
  auto module = ParseAndVerifyModule(testlib::kEndlessLoopModule);
  ASSERT_TRUE(module.ok()) << module.status();
  std::atomic<bool> cancelled{false};
  EvalOptions options;
  options.cancelled = &cancelled;
  HloEvaluator evaluator(options);
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    cancelled.store(true);
  });
  auto result = evaluator.Evaluate(**module, {});
  canceller.join();
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kCancelled) << result.status();
}

}  // namespace
}  // namespace xla
