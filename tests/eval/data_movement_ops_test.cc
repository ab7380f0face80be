// Data-movement evaluators: malformed (unverified) modules give errors, never
// crashes; extreme runtime indices are clamped or skipped; sort is stable on
// larger inputs (checked against std::stable_sort).
#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

absl::StatusOr<Literal> RunModule(const std::string& text, std::vector<const Literal*> args,
                            bool verify = true) {
  auto module = verify ? ParseAndVerifyModule(text) : ParseAndReturnUnverifiedModule(text);
  if (!module.ok()) return module.status();
  HloEvaluator evaluator;
  return evaluator.Evaluate(**module, args);
}

// Runs an unverified module that must fail with `fragment` in the message.
void ExpectError(const std::string& text, std::vector<const Literal*> args,
                 const std::string& fragment) {
  auto module = ParseAndReturnUnverifiedModule(text);
  if (!module.ok()) {
    GTEST_SKIP() << "the parser already refuses this module: " << module.status();
  }
  HloEvaluator evaluator;
  absl::StatusOr<Literal> result = evaluator.Evaluate(**module, args);
  ASSERT_FALSE(result.ok()) << "expected an error, got " << result->ToString();
  EXPECT_TRUE(absl::StrContains(result.status().message(), fragment)) << result.status();
}

TEST(DataMovementErrors, SortComparatorMustReturnPred) {
  Literal x = LiteralUtil::CreateR1<int32_t>({3, 1, 2});
  ExpectError(R"(
HloModule m
cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT s = s32[] subtract(a, b)
}
ENTRY main {
  x = s32[3] parameter(0)
  ROOT r = s32[3] sort(x), dimensions={0}, to_apply=cmp
})",
              {&x}, "comparator returned");
}

TEST(DataMovementErrors, FloatStartIndexIsRefused) {
  Literal x = LiteralUtil::CreateR1<float>({1, 2, 3});
  Literal i = LiteralUtil::CreateR0<float>(1);
  ExpectError(R"(
HloModule m
ENTRY main {
  x = f32[3] parameter(0)
  i = f32[] parameter(1)
  ROOT r = f32[2] dynamic-slice(x, i), dynamic_slice_sizes={2}
})",
              {&x, &i}, "integral");
}

TEST(DataMovementErrors, GetTupleElementOutOfRange) {
  Literal x = LiteralUtil::CreateR0<float>(1);
  ExpectError(R"(
HloModule m
ENTRY main {
  x = f32[] parameter(0)
  t = (f32[]) tuple(x)
  ROOT r = f32[] get-tuple-element(t), index=3
})",
              {&x}, "index 3");
}

TEST(DataMovementErrors, BitcastByteSizeMismatch) {
  Literal x = LiteralUtil::CreateR1<float>({1, 2, 3});
  ExpectError(R"(
HloModule m
ENTRY main {
  x = f32[3] parameter(0)
  ROOT r = f32[4] bitcast(x)
})",
              {&x}, "bytes");
}

TEST(DataMovementErrors, GatherWithWrongResultShape) {
  Literal x = LiteralUtil::CreateR2<float>({{1, 2}, {3, 4}});
  Literal i = LiteralUtil::CreateR1<int32_t>({0, 1});
  ExpectError(R"(
HloModule m
ENTRY main {
  x = f32[2,2] parameter(0)
  i = s32[2] parameter(1)
  ROOT r = f32[2,5] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,2}
})",
              {&x, &i}, "gather");
}

TEST(DataMovementErrors, ScatterUpdateComputationWrongType) {
  Literal x = LiteralUtil::CreateR1<float>({1, 2, 3});
  Literal i = LiteralUtil::CreateR1<int32_t>({0});
  Literal u = LiteralUtil::CreateR1<float>({5});
  ExpectError(R"(
HloModule m
combine {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
ENTRY main {
  x = f32[3] parameter(0)
  i = s32[1] parameter(1)
  u = f32[1] parameter(2)
  ROOT r = f32[3] scatter(x, i, u), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=combine
})",
              {&x, &i, &u}, "update computation returned");
}

TEST(DataMovementErrors, BroadcastOfIncompatibleDimension) {
  Literal x = LiteralUtil::CreateR1<float>({1, 2, 3});
  ExpectError(R"(
HloModule m
ENTRY main {
  x = f32[3] parameter(0)
  ROOT r = f32[2,4] broadcast(x), dimensions={1}
})",
              {&x}, "cannot broadcast");
}

TEST(DataMovementErrors, ConcatenateRaggedOperands) {
  Literal a = LiteralUtil::CreateR2<float>({{1, 2}});
  Literal b = LiteralUtil::CreateR2<float>({{1, 2, 3}});
  ExpectError(R"(
HloModule m
ENTRY main {
  a = f32[1,2] parameter(0)
  b = f32[1,3] parameter(1)
  ROOT r = f32[2,2] concatenate(a, b), dimensions={0}
})",
              {&a, &b}, "does not fit");
}

// Extreme start indices of every integer width clamp into range.
TEST(DataMovementIndices, ExtremeStartsClamp) {
  const std::string text = R"(
HloModule m
ENTRY main {
  x = s32[6] parameter(0)
  i = TYPE[] parameter(1)
  ROOT r = s32[2] dynamic-slice(x, i), dynamic_slice_sizes={2}
})";
  Literal x = LiteralUtil::CreateR1<int32_t>({0, 1, 2, 3, 4, 5});
  struct Case {
    const char* type;
    Literal index;
    int32_t first;
  };
  std::vector<Case> cases;
  cases.push_back({"s8", LiteralUtil::CreateR0<int8_t>(-128), 0});
  cases.push_back({"s32", LiteralUtil::CreateR0<int32_t>(std::numeric_limits<int32_t>::max()), 4});
  cases.push_back({"s64", LiteralUtil::CreateR0<int64_t>(std::numeric_limits<int64_t>::min()), 0});
  cases.push_back({"u8", LiteralUtil::CreateR0<uint8_t>(255), 4});
  cases.push_back({"u32", LiteralUtil::CreateR0<uint32_t>(3), 3});
  cases.push_back({"u64", LiteralUtil::CreateR0<uint64_t>(std::numeric_limits<uint64_t>::max()), 4});
  for (const Case& c : cases) {
    std::string module = text;
    module.replace(module.find("TYPE"), 4, c.type);
    absl::StatusOr<Literal> result = RunModule(module, {&x, &c.index});
    ASSERT_TRUE(result.ok()) << c.type << ": " << result.status();
    EXPECT_EQ(*result, LiteralUtil::CreateR1<int32_t>({c.first, c.first + 1})) << c.type;
  }
}

// Sorting 300 keys with many ties and an index payload gives exactly what
// std::stable_sort gives.
TEST(DataMovementSort, StableAgainstStdStableSort) {
  std::mt19937 rng(7);
  std::vector<int32_t> keys(300), payload(300);
  for (int i = 0; i < 300; ++i) {
    keys[i] = static_cast<int32_t>(rng() % 10);
    payload[i] = i;
  }
  Literal k = LiteralUtil::CreateR1<int32_t>(keys);
  Literal p = LiteralUtil::CreateR1<int32_t>(payload);
  absl::StatusOr<Literal> result = RunModule(R"(
HloModule m
cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY main {
  k = s32[300] parameter(0)
  p = s32[300] parameter(1)
  ROOT r = (s32[300], s32[300]) sort(k, p), dimensions={0}, is_stable=true, to_apply=cmp
})",
                                       {&k, &p});
  ASSERT_TRUE(result.ok()) << result.status();
  std::vector<int32_t> order = payload;
  std::stable_sort(order.begin(), order.end(),
                   [&](int32_t a, int32_t b) { return keys[a] < keys[b]; });
  std::vector<int32_t> sorted_keys;
  for (int32_t i : order) sorted_keys.push_back(keys[i]);
  EXPECT_EQ(result->tuple_element(0), LiteralUtil::CreateR1<int32_t>(sorted_keys));
  EXPECT_EQ(result->tuple_element(1), LiteralUtil::CreateR1<int32_t>(order));
}

// A comparator that is not a strict weak order still gives a permutation.
TEST(DataMovementSort, InconsistentComparatorGivesPermutation) {
  std::vector<int32_t> values(100);
  for (int i = 0; i < 100; ++i) values[i] = (i * 37) % 100;
  Literal x = LiteralUtil::CreateR1<int32_t>(values);
  absl::StatusOr<Literal> result = RunModule(R"(
HloModule m
cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT le = pred[] compare(a, b), direction=NE
}
ENTRY main {
  x = s32[100] parameter(0)
  ROOT r = s32[100] sort(x), dimensions={0}, to_apply=cmp
})",
                                       {&x});
  ASSERT_TRUE(result.ok()) << result.status();
  std::vector<int32_t> got(result->data<int32_t>().begin(), result->data<int32_t>().end());
  std::sort(got.begin(), got.end());
  std::sort(values.begin(), values.end());
  EXPECT_EQ(got, values);
}

}  // namespace
}  // namespace xla
