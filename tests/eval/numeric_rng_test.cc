// Random numbers: the Philox4x32-10 and ThreeFry2x32-20 block functions
// against the Random123 known-answer vectors (random123/tests/kat_vectors),
// rng-bit-generator's use of them (XLA's expansion), and rng's ranges and
// determinism.
#include <gtest/gtest.h>

#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/numeric_ops_rng_bits.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_text.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace numeric {
namespace {

TEST(Philox4x32, KnownAnswers) {
  EXPECT_EQ(Philox4x32({0, 0, 0, 0}, {0, 0}),
            (std::array<uint32_t, 4>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));
  EXPECT_EQ(Philox4x32({0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}),
            (std::array<uint32_t, 4>{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}));
  EXPECT_EQ(Philox4x32({0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, {0xa4093822, 0x299f31d0}),
            (std::array<uint32_t, 4>{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}));
}

TEST(ThreeFry2x32, KnownAnswers) {
  EXPECT_EQ(ThreeFry2x32({0, 0}, {0, 0}), (std::array<uint32_t, 2>{0x6b200159, 0x99ba4efe}));
  EXPECT_EQ(ThreeFry2x32({0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}),
            (std::array<uint32_t, 2>{0x1cb996fc, 0xbb002be7}));
  EXPECT_EQ(ThreeFry2x32({0x243f6a88, 0x85a308d3}, {0x13198a2e, 0x03707344}),
            (std::array<uint32_t, 2>{0xc4923a9c, 0x483df7a0}));
}

TEST(GenerateRngBits, PhiloxThreeWordState) {
  // key = 0, counter (low, high) = (0, 0): block 0 is the zero vector's
  // answer, block 1 is counter 1.
  const uint64_t state[] = {0, 0, 0};
  const int64_t dims[] = {6};
  absl::StatusOr<RngBits> bits = GenerateRngBits(RNG_PHILOX, state, dims, 32);
  ASSERT_TRUE(bits.ok()) << bits.status();
  EXPECT_EQ(bits->values[0], 0x6627e8d5u);
  EXPECT_EQ(bits->values[3], 0x9b00dbd8u);
  const auto block1 = Philox4x32({1, 0, 0, 0}, {0, 0});
  EXPECT_EQ(bits->values[4], block1[0]);
  EXPECT_EQ(bits->values[5], block1[1]);
  EXPECT_EQ(bits->new_state, (std::vector<uint64_t>{0, 2, 0}));
}

TEST(GenerateRngBits, PhiloxTwoWordStateUsesKeyAsHighCounter) {
  const uint64_t key = 0x0123456789abcdefull;
  const uint64_t state[] = {key, 0xffffffffffffffffull};
  const int64_t dims[] = {3};
  absl::StatusOr<RngBits> bits = GenerateRngBits(RNG_DEFAULT, state, dims, 64);
  ASSERT_TRUE(bits.ok()) << bits.status();
  const std::array<uint32_t, 2> k = {0x89abcdef, 0x01234567};
  const auto b0 = Philox4x32({0xffffffff, 0xffffffff, 0x89abcdef, 0x01234567}, k);
  // Counter + 1 carries into the high word.
  const auto b1 = Philox4x32({0, 0, 0x89abcdef + 1, 0x01234567}, k);
  EXPECT_EQ(bits->values[0], uint64_t{b0[0]} | uint64_t{b0[1]} << 32);
  EXPECT_EQ(bits->values[1], uint64_t{b0[2]} | uint64_t{b0[3]} << 32);
  EXPECT_EQ(bits->values[2], uint64_t{b1[0]} | uint64_t{b1[1]} << 32);
  EXPECT_EQ(bits->new_state, (std::vector<uint64_t>{key, 1}));
}

TEST(GenerateRngBits, ThreeFry32SplitsTheFirstEvenDimension) {
  const uint64_t state[] = {0, 0};
  const int64_t dims[] = {3, 2};
  absl::StatusOr<RngBits> bits = GenerateRngBits(RNG_THREE_FRY, state, dims, 32);
  ASSERT_TRUE(bits.ok()) << bits.status();
  // Split dimension 1 (size 2): half shape [3, 1]; row r holds the pair of
  // counter r.
  for (uint32_t r = 0; r < 3; ++r) {
    const auto pair = ThreeFry2x32({r, 0}, {0, 0});
    EXPECT_EQ(bits->values[2 * r], pair[0]);
    EXPECT_EQ(bits->values[2 * r + 1], pair[1]);
  }
  EXPECT_EQ(bits->new_state, (std::vector<uint64_t>{0, 3}));
}

TEST(GenerateRngBits, ThreeFry32OddShapeSplitsLargestDimension) {
  const uint64_t state[] = {7, 5};
  const int64_t dims[] = {3};
  absl::StatusOr<RngBits> bits = GenerateRngBits(RNG_THREE_FRY, state, dims, 16);
  ASSERT_TRUE(bits.ok()) << bits.status();
  const auto p0 = ThreeFry2x32({5, 0}, {7, 0});
  const auto p1 = ThreeFry2x32({6, 0}, {7, 0});
  EXPECT_EQ(bits->values, (std::vector<uint64_t>{p0[0], p0[1], p1[0]}));
  EXPECT_EQ(bits->new_state, (std::vector<uint64_t>{7, 7}));
}

// XLA takes states longer than the algorithm's: the algorithm reads its
// elements (three-fry 2, philox 3) and the others pass through unchanged.
TEST(GenerateRngBits, LongerStatesPassTheRestThrough) {
  const uint64_t short_state[] = {7, 5};
  const uint64_t long_state[] = {7, 5, 100, 200};
  const int64_t dims[] = {3};
  absl::StatusOr<RngBits> a = GenerateRngBits(RNG_THREE_FRY, short_state, dims, 16);
  absl::StatusOr<RngBits> b = GenerateRngBits(RNG_THREE_FRY, long_state, dims, 16);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(b->values, a->values);
  EXPECT_EQ(b->new_state, (std::vector<uint64_t>{7, 7, 100, 200}));

  const uint64_t philox3[] = {1, 2, 3};
  const uint64_t philox4[] = {1, 2, 3, 4};
  absl::StatusOr<RngBits> c = GenerateRngBits(RNG_PHILOX, philox3, dims, 32);
  absl::StatusOr<RngBits> d = GenerateRngBits(RNG_PHILOX, philox4, dims, 32);
  ASSERT_TRUE(c.ok() && d.ok());
  EXPECT_EQ(d->values, c->values);
  std::vector<uint64_t> expected = c->new_state;
  expected.push_back(4);
  EXPECT_EQ(d->new_state, expected);
}

TEST(GenerateRngBits, BadStatesAreErrors) {
  const uint64_t one[] = {1};
  const int64_t dims[] = {2};
  EXPECT_FALSE(GenerateRngBits(RNG_PHILOX, one, dims, 32).ok());
  EXPECT_FALSE(GenerateRngBits(RNG_THREE_FRY, one, dims, 32).ok());
  EXPECT_FALSE(GenerateRngBits(RNG_DEFAULT, one, dims, 32).ok());
}

absl::StatusOr<Literal> RunModule(const std::string& text, uint64_t seed) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  if (!module.ok()) return module.status();
  EvalOptions options;
  options.rng_seed = seed;
  HloEvaluator evaluator(options);
  return evaluator.Evaluate(**module, {});
}

TEST(Rng, UniformFloatIsInRangeAndDeterministic) {
  const std::string text = R"(
HloModule m
ENTRY e {
  a = f32[] constant(-2)
  b = f32[] constant(3)
  ROOT r = f32[1000] rng(a, b), distribution=rng_uniform
})";
  absl::StatusOr<Literal> first = RunModule(text, 7);
  ASSERT_TRUE(first.ok()) << first.status();
  for (float v : first->data<float>()) {
    EXPECT_GE(v, -2.0f);
    EXPECT_LT(v, 3.0f);
  }
  absl::StatusOr<Literal> again = RunModule(text, 7);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*first, *again);
  absl::StatusOr<Literal> other = RunModule(text, 8);
  ASSERT_TRUE(other.ok());
  EXPECT_NE(*first, *other);
}

TEST(Rng, UniformIntCoversTheRange) {
  const std::string text = R"(
HloModule m
ENTRY e {
  a = s32[] constant(-3)
  b = s32[] constant(4)
  ROOT r = s32[2000] rng(a, b), distribution=rng_uniform
})";
  absl::StatusOr<Literal> result = RunModule(text, 1);
  ASSERT_TRUE(result.ok()) << result.status();
  std::vector<int> seen(7, 0);
  for (int32_t v : result->data<int32_t>()) {
    ASSERT_GE(v, -3);
    ASSERT_LT(v, 4);
    ++seen[v + 3];
  }
  for (int count : seen) EXPECT_GT(count, 0);
}

TEST(Rng, NormalHasRoughlyTheRequestedMoments) {
  const std::string text = R"(
HloModule m
ENTRY e {
  mu = f64[] constant(5)
  sigma = f64[] constant(2)
  ROOT r = f64[20000] rng(mu, sigma), distribution=rng_normal
})";
  absl::StatusOr<Literal> result = RunModule(text, 3);
  ASSERT_TRUE(result.ok()) << result.status();
  double sum = 0, sum_sq = 0;
  for (double v : result->data<double>()) {
    sum += v;
    sum_sq += v * v;
  }
  const double n = 20000, mean = sum / n, var = sum_sq / n - mean * mean;
  EXPECT_NEAR(mean, 5.0, 0.1);
  EXPECT_NEAR(var, 4.0, 0.2);
}

}  // namespace
}  // namespace numeric
}  // namespace xla
