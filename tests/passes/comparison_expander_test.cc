// comparison-expander on the values where a total order is delicate: NaNs of
// both signs with small and large payloads, infinities, the largest finite
// values, denormals, -0 and +0. The values are listed in ascending total
// order (by hand, from the IEEE bit layouts), so compare(v[i], v[j]) must
// equal the same direction applied to i and j, before the pass (the
// interpreter) and after it.
#include <cstring>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/comparison_expander.h"

namespace xla {
namespace {

struct Layout {
  PrimitiveType type;
  int bits;
  uint64_t inf, max, one, quiet_nan;  // positive bit patterns; denormal_min is 1
};

// Ascending total order: -NaN (large payload), -NaN (payload 1), -inf,
// -max, -1, -denormal_min, -0, +0, denormal_min, 1, max, inf, +NaN (payload
// 1), +NaN (quiet), +NaN (large payload).
std::vector<uint64_t> AscendingBits(const Layout& l) {
  const uint64_t sign = uint64_t{1} << (l.bits - 1);
  const uint64_t all = sign | (sign - 1);
  return {all,          sign | l.inf | 1, sign | l.inf, sign | l.max, sign | l.one,
          sign | 1,     sign,             0,            1,            l.one,
          l.max,        l.inf,            l.inf | 1,    l.quiet_nan,  sign - 1};
}

Literal FromBits(PrimitiveType type, int bits, const std::vector<uint64_t>& values) {
  Literal literal(ShapeUtil::MakeShape(type, {static_cast<int64_t>(values.size())}));
  char* data = static_cast<char*>(literal.untyped_data());
  for (size_t i = 0; i < values.size(); ++i) {
    std::memcpy(data + i * (bits / 8), &values[i], bits / 8);  // little-endian host
  }
  return literal;
}

bool Holds(absl::string_view direction, size_t i, size_t j) {
  if (direction == "EQ") return i == j;
  if (direction == "NE") return i != j;
  if (direction == "LT") return i < j;
  if (direction == "LE") return i <= j;
  if (direction == "GT") return i > j;
  return i >= j;
}

class ComparisonExpanderTest : public ::testing::TestWithParam<Layout> {};

TEST_P(ComparisonExpanderTest, MatchesTheTotalOrderBeforeAndAfter) {
  const Layout& l = GetParam();
  const std::vector<uint64_t> values = AscendingBits(l);
  std::vector<uint64_t> lhs, rhs;
  for (uint64_t a : values) {
    for (uint64_t b : values) {
      lhs.push_back(a);
      rhs.push_back(b);
    }
  }
  const Literal a = FromBits(l.type, l.bits, lhs);
  const Literal b = FromBits(l.type, l.bits, rhs);
  const std::string type = primitive_util::LowercaseName(l.type);
  for (const char* direction : {"EQ", "NE", "LT", "LE", "GT", "GE"}) {
    SCOPED_TRACE(absl::StrCat(type, " ", direction));
    const std::string n = absl::StrCat(lhs.size());
    auto module = ParseAndVerifyModule(absl::StrCat(
        "HloModule m\nENTRY e {\n  a = ", type, "[", n, "] parameter(0)\n  b = ", type, "[", n,
        "] parameter(1)\n  ROOT c = pred[", n, "] compare(a, b), direction=", direction,
        ", type=TOTALORDER\n}\n"));
    ASSERT_TRUE(module.ok()) << module.status();
    Literal expected(ShapeUtil::MakeShape(PRED, {static_cast<int64_t>(lhs.size())}));
    for (size_t i = 0; i < values.size(); ++i) {
      for (size_t j = 0; j < values.size(); ++j) {
        expected.data<bool>()[i * values.size() + j] = Holds(direction, i, j);
      }
    }
    auto before = HloEvaluator().Evaluate(**module, {&a, &b});
    ASSERT_TRUE(before.ok()) << before.status();
    EXPECT_EQ(*before, expected) << "interpreter";
    auto changed = ComparisonExpander().Run(module->get());
    ASSERT_TRUE(changed.ok() && *changed);
    ASSERT_TRUE(HloVerifier::Verify(**module).ok());
    auto after = HloEvaluator().Evaluate(**module, {&a, &b});
    ASSERT_TRUE(after.ok()) << after.status();
    EXPECT_EQ(*after, expected) << "expanded";
  }
}

INSTANTIATE_TEST_SUITE_P(
    FloatTypes, ComparisonExpanderTest,
    ::testing::Values(Layout{F16, 16, 0x7c00, 0x7bff, 0x3c00, 0x7e00},
                      Layout{BF16, 16, 0x7f80, 0x7f7f, 0x3f80, 0x7fc0},
                      Layout{F32, 32, 0x7f800000, 0x7f7fffff, 0x3f800000, 0x7fc00000},
                      Layout{F64, 64, 0x7ff0000000000000, 0x7fefffffffffffff,
                             0x3ff0000000000000, 0x7ff8000000000000}),
    [](const ::testing::TestParamInfo<Layout>& info) {
      return primitive_util::LowercaseName(info.param.type);
    });

}  // namespace
}  // namespace xla
