// Element-wise evaluators: what text cases cannot express (operand layouts,
// broadcasting, unverified modules that must fail cleanly, dynamic bounds,
// sizes). Expected values are hand computed.
#include <chrono>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_text.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

absl::StatusOr<Literal> RunModule(absl::string_view text, std::vector<Literal> args, bool verify = true) {
  absl::StatusOr<std::unique_ptr<HloModule>> module =
      verify ? ParseAndVerifyModule(text) : ParseAndReturnUnverifiedModule(text);
  if (!module.ok()) return module.status();
  std::vector<const Literal*> pointers;
  for (const Literal& arg : args) pointers.push_back(&arg);
  HloEvaluator evaluator;
  return evaluator.Evaluate(**module, pointers);
}

Literal Parse(absl::string_view text) {
  absl::StatusOr<Literal> literal = ParseLiteral(text);
  EXPECT_TRUE(literal.ok()) << literal.status();
  return literal.ok() ? *std::move(literal) : Literal();
}

void ExpectEqual(absl::string_view expected, const absl::StatusOr<Literal>& actual) {
  ASSERT_TRUE(actual.ok()) << actual.status();
  absl::Status match = LiteralEqual(Parse(expected), *actual);
  EXPECT_TRUE(match.ok()) << match.message() << "\n  got: " << actual->ToString();
}

void ExpectError(const absl::StatusOr<Literal>& actual, absl::string_view fragment) {
  ASSERT_FALSE(actual.ok()) << "expected an error, got " << actual->ToString();
  EXPECT_TRUE(absl::StrContains(actual.status().message(), fragment)) << actual.status();
}

TEST(ElementwiseOpsTest, OperandsInAnyLayoutResultInInstructionLayout) {
  Literal row_major = Parse("f32[2,3] {{1, 2, 3}, {4, 5, 6}}");
  Literal column_major = Parse("f32[2,3] {{10, 20, 30}, {40, 50, 60}}")
                             .Relayout(LayoutUtil::MakeLayout({0, 1}));
  std::vector<Literal> args;
  args.push_back(std::move(column_major));
  args.push_back(std::move(row_major));
  absl::StatusOr<Literal> result = RunModule(R"(
HloModule layouts
ENTRY main {
  a = f32[2,3]{0,1} parameter(0)
  b = f32[2,3]{1,0} parameter(1)
  ROOT s = f32[2,3]{0,1} subtract(a, b)
})",
                                       std::move(args));
  ExpectEqual("f32[2,3] {{9, 18, 27}, {36, 45, 54}}", result);
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result->shape().layout(), LayoutUtil::MakeLayout({0, 1}));
}

TEST(ElementwiseOpsTest, ScalarOperandBroadcasts) {
  std::vector<Literal> args;
  args.push_back(Parse("s32[3] {1, 2, 3}"));
  args.push_back(Parse("s32[] 10"));
  ExpectEqual("s32[3] {11, 12, 13}", RunModule(R"(
HloModule scalar
ENTRY main {
  a = s32[3] parameter(0)
  b = s32[] parameter(1)
  ROOT s = s32[3] add(a, b)
})",
                                          std::move(args), /*verify=*/false));
}

TEST(ElementwiseOpsTest, DegenerateDimensionsBroadcast) {
  std::vector<Literal> args;
  args.push_back(Parse("f32[1,3] {{1, 2, 3}}"));
  args.push_back(Parse("f32[2,1] {{10}, {20}}"));
  ExpectEqual("f32[2,3] {{11, 12, 13}, {21, 22, 23}}", RunModule(R"(
HloModule degenerate
ENTRY main {
  a = f32[1,3] parameter(0)
  b = f32[2,1] parameter(1)
  ROOT s = f32[2,3] add(a, b)
})",
                                                           std::move(args), /*verify=*/false));
}

TEST(ElementwiseOpsTest, DynamicBoundsComputeOverTheBound) {
  std::vector<Literal> args;
  args.push_back(Parse("f32[<=4] {1, 2, 3, 4}"));
  absl::StatusOr<Literal> result = RunModule(R"(
HloModule dynamic
ENTRY main {
  a = f32[<=4] parameter(0)
  ROOT n = f32[<=4] negate(a)
})",
                                       std::move(args));
  ExpectEqual("f32[<=4] {-1, -2, -3, -4}", result);
}

// An unbounded dimension ("?") takes the argument's size.
TEST(ElementwiseOpsTest, UnboundedDimensionsTakeTheArgumentsSize) {
  std::vector<Literal> args;
  args.push_back(Parse("f32[3,2] {{1, -2}, {-3, 4}, {5, -6}}"));
  absl::StatusOr<Literal> result = RunModule(R"(
HloModule unbounded
ENTRY main {
  a = f32[?,2] parameter(0)
  ROOT n = f32[?,2] abs(a)
})",
                                             std::move(args));
  ExpectEqual("f32[<=3,2] {{1, 2}, {3, 4}, {5, 6}}", result);
}

TEST(ElementwiseOpsTest, ZeroElementArrays) {
  std::vector<Literal> args;
  args.push_back(Parse("f32[0,3] {}"));
  ExpectEqual("f32[0,3] {}", RunModule(R"(
HloModule empty
ENTRY main {
  a = f32[0,3] parameter(0)
  ROOT e = f32[0,3] exponential(a)
})",
                                 std::move(args)));
}

TEST(ElementwiseOpsTest, UnverifiedModulesFailWithoutCrashing) {
  auto run1 = [](absl::string_view body, const char* input) {
    std::vector<Literal> args;
    args.push_back(Parse(input));
    return RunModule(absl::StrCat("HloModule bad\nENTRY main {\n", body, "\n}"), std::move(args),
               /*verify=*/false);
  };
  ExpectError(run1("a = s32[2] parameter(0)\n ROOT r = s32[2] sqrt(a)", "s32[2] {1, 4}"),
              "not supported");
  ExpectError(run1("a = pred[2] parameter(0)\n ROOT r = pred[2] negate(a)",
                   "pred[2] {true, false}"),
              "not supported");
  ExpectError(run1("a = c64[1] parameter(0)\n ROOT r = c64[1] maximum(a, a)", "c64[1] {(1, 2)}"),
              "not supported");
  ExpectError(run1("a = f32[2] parameter(0)\n b = s32[2] convert(a)\n ROOT r = f32[2] add(a, b)",
                   "f32[2] {1, 2}"),
              "element type");
  ExpectError(run1("a = f32[2] parameter(0)\n ROOT r = f32[3] add(a, a)", "f32[2] {1, 2}"),
              "broadcast");
  ExpectError(run1("a = f32[2] parameter(0)\n ROOT r = s32[2] abs(a)", "f32[2] {1, 2}"),
              "result element type");
  ExpectError(
      run1("a = f32[2] parameter(0)\n ROOT r = f32[2] reduce-precision(a), exponent_bits=0, "
           "mantissa_bits=3",
           "f32[2] {1, 2}"),
      "exponent_bits");
  ExpectError(run1("a = f32[2] parameter(0)\n ROOT r = u8[3] bitcast-convert(a)", "f32[2] {1, 2}"),
              "bytes");
  ExpectError(run1("a = f32[2] parameter(0)\n ROOT r = f32[2] compare(a, a), direction=LT",
                   "f32[2] {1, 2}"),
              "result element type");
  ExpectError(run1("a = c64[1] parameter(0)\n ROOT r = f32[1] convert(a)", "c64[1] {(1, 2)}"),
              "real type");
  ExpectError(run1("a = f32[2] parameter(0)\n ROOT r = f32[2] compare(a, a), direction=LT, "
                   "type=UNSIGNED",
                   "f32[2] {1, 2}"),
              "comparison type");
  ExpectError(RunModule("HloModule bad\nENTRY main {\n ROOT i = s32[2] iota(), iota_dimension=3\n}", {},
                  /*verify=*/false),
              "iota_dimension");
}

TEST(ElementwiseOpsTest, SelectBetweenTuplesWithScalarPred) {
  std::vector<Literal> args;
  args.push_back(Parse("pred[] false"));
  args.push_back(Parse("(s32[] 1, f32[2] {2, 3})"));
  args.push_back(Parse("(s32[] 4, f32[2] {5, 6})"));
  ExpectEqual("(s32[] 4, f32[2] {5, 6})", RunModule(R"(
HloModule select_tuple
ENTRY main {
  p = pred[] parameter(0)
  a = (s32[], f32[2]) parameter(1)
  b = (s32[], f32[2]) parameter(2)
  ROOT r = (s32[], f32[2]) select(p, a, b)
})",
                                              std::move(args), /*verify=*/false));
}

TEST(ElementwiseOpsTest, LargeArraysRunInTypedLoops) {
  // 4M elements through three ops: well under a few seconds even unoptimised.
  std::vector<Literal> args;
  args.push_back(LiteralUtil::CreateFull<float>({2048, 2048}, 1.5f));
  auto start = std::chrono::steady_clock::now();
  absl::StatusOr<Literal> result = RunModule(R"(
HloModule large
ENTRY main {
  a = f32[2048,2048] parameter(0)
  m = f32[2048,2048] multiply(a, a)
  c = s32[2048,2048] convert(m)
  ROOT n = s32[2048,2048] negate(c)
})",
                                       std::move(args));
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_TRUE(result->IsAll(-2));  // -(int)(1.5 * 1.5)
  EXPECT_LT(seconds, 10.0);
}

}  // namespace
}  // namespace xla
