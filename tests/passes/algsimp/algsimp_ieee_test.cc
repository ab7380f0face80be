// algsimp on inputs random tests never produce: NaN, infinities, -0,
// subnormals. Each case runs the interpreter before and after algsimp (under
// HloPassFix) and requires the same bytes. Cases for rewrites algsimp must
// not do also run the naive rewrite and show that it would change a result.
#include <cstring>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_text.h"
#include "axle/passes/algebraic_simplifier.h"
#include "axle/passes/hlo_pass_fix.h"

namespace xla {
namespace {

using Inputs = std::vector<std::string>;  // literal texts, one per parameter

Literal Run(const HloModule& module, const Inputs& inputs) {
  std::vector<Literal> literals;
  for (const std::string& text : inputs) {
    absl::StatusOr<Literal> literal = ParseLiteral(text);
    EXPECT_TRUE(literal.ok()) << text << ": " << literal.status();
    literals.push_back(*std::move(literal));
  }
  std::vector<const Literal*> args;
  for (const Literal& literal : literals) args.push_back(&literal);
  absl::StatusOr<Literal> result = HloEvaluator().Evaluate(module, args);
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? *std::move(result) : Literal();
}

std::unique_ptr<HloModule> Parse(const std::string& text) {
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

// Same shape and the same bytes: NaN payloads and zero signs included.
bool SameBytes(const Literal& a, const Literal& b) {
  return a.shape() == b.shape() && a.size_bytes() == b.size_bytes() &&
         std::memcmp(a.untyped_data(), b.untyped_data(), a.size_bytes()) == 0;
}

// A module whose entry is `body` over parameters declared in `params`.
std::string Module(const std::string& computations, const std::string& body) {
  return "HloModule m\n\n" + computations + "\nENTRY main {\n" + body + "\n}\n";
}

// algsimp changes `text` (or, with `changes` false, leaves it alone) and the
// result is the same bytes for every input set.
void ExpectExact(const std::string& text, const std::vector<Inputs>& input_sets,
                 bool changes = true) {
  std::unique_ptr<HloModule> before = Parse(text);
  ASSERT_NE(before, nullptr);
  std::unique_ptr<HloModule> after = before->Clone("after");
  absl::StatusOr<bool> changed = HloPassFix<AlgebraicSimplifier>().Run(after.get());
  ASSERT_TRUE(changed.ok()) << changed.status();
  EXPECT_EQ(*changed, changes) << after->ToString();
  ASSERT_TRUE(HloVerifier::Verify(*after).ok());
  for (const Inputs& inputs : input_sets) {
    Literal expected = Run(*before, inputs);
    Literal actual = Run(*after, inputs);
    EXPECT_TRUE(SameBytes(expected, actual))
        << "before: " << expected.ToString() << "\nafter: " << actual.ToString() << "\n"
        << after->ToString();
  }
}

// The naive rewrite `naive` of `text` gives another result on `inputs`, so a
// rule must not do it (and algsimp leaves `text` alone).
void ExpectNaiveRewriteWrong(const std::string& text, const std::string& naive,
                             const Inputs& inputs) {
  ExpectExact(text, {inputs}, /*changes=*/false);
  std::unique_ptr<HloModule> original = Parse(text);
  std::unique_ptr<HloModule> rewritten = Parse(naive);
  ASSERT_NE(original, nullptr);
  ASSERT_NE(rewritten, nullptr);
  Literal right = Run(*original, inputs);
  Literal wrong = Run(*rewritten, inputs);
  EXPECT_FALSE(SameBytes(right, wrong)) << "the naive rewrite is exact after all: "
                                        << right.ToString();
}

const char kSpecials[] = "f32[8] {-0, 0, nan, -nan, inf, -inf, 1e-45, -2.5}";

std::string BinaryWithScalar(const std::string& type, const std::string& op,
                             const std::string& constant, bool constant_first = false) {
  const std::string x = type + "[8] parameter(0)";
  const std::string c = type + "[] constant(" + constant + ")";
  const std::string b = type + "[8] broadcast(c), dimensions={}";
  const std::string operands = constant_first ? "(b, x)" : "(x, b)";
  return Module("", "  x = " + x + "\n  c = " + c + "\n  b = " + b + "\n  ROOT r = " + type +
                        "[8] " + op + operands);
}

TEST(AlgsimpIeeeTest, AddNegativeZero) {
  ExpectExact(BinaryWithScalar("f32", "add", "-0"), {{kSpecials}});
  ExpectExact(BinaryWithScalar("f16", "add", "-0", /*constant_first=*/true),
              {{"f16[8] {-0, 0, nan, -nan, inf, -inf, 6e-08, -2.5}"}});
}

TEST(AlgsimpIeeeTest, SubtractPositiveZero) {
  ExpectExact(BinaryWithScalar("f64", "subtract", "0"),
              {{"f64[8] {-0, 0, nan, -nan, inf, -inf, 5e-324, -2.5}"}});
}

TEST(AlgsimpIeeeTest, MultiplyDivideByOne) {
  ExpectExact(BinaryWithScalar("bf16", "multiply", "1"),
              {{"bf16[8] {-0, 0, nan, -nan, inf, -inf, 1e-40, -2.5}"}});
  ExpectExact(BinaryWithScalar("f32", "divide", "1"), {{kSpecials}});
}

TEST(AlgsimpIeeeTest, MaximumMinimumWithInfinities) {
  ExpectExact(BinaryWithScalar("f32", "maximum", "-inf"), {{kSpecials}});
  ExpectExact(BinaryWithScalar("f32", "maximum", "-inf", /*constant_first=*/true), {{kSpecials}});
  ExpectExact(BinaryWithScalar("f32", "minimum", "inf"), {{kSpecials}});
  ExpectExact(BinaryWithScalar("f16", "minimum", "inf", /*constant_first=*/true),
              {{"f16[8] {-0, 0, nan, -nan, inf, -inf, 6e-08, -2.5}"}});
}

TEST(AlgsimpIeeeTest, SelfMaximumAndDoubleNegation) {
  ExpectExact(Module("", "  x = f32[8] parameter(0)\n  ROOT r = f32[8] maximum(x, x)"),
              {{kSpecials}});
  ExpectExact(Module("", "  x = f32[8] parameter(0)\n  ROOT r = f32[8] minimum(x, x)"),
              {{kSpecials}});
  ExpectExact(Module("", "  x = f32[8] parameter(0)\n  n = f32[8] negate(x)\n"
                         "  ROOT r = f32[8] negate(n)"),
              {{kSpecials}});
}

TEST(AlgsimpIeeeTest, ComplexAddNegativeZero) {
  ExpectExact(Module("", "  x = c64[3] parameter(0)\n  c = c64[] constant((-0, -0))\n"
                         "  b = c64[3] broadcast(c), dimensions={}\n  ROOT r = c64[3] add(x, b)"),
              {{"c64[3] {(-0, -0), (nan, -0), (inf, -inf)}"}});
}

TEST(AlgsimpIeeeTest, SelectAndConvertRoundTrips) {
  ExpectExact(Module("", "  x = f32[8] parameter(0)\n  y = f32[8] parameter(1)\n"
                         "  t = pred[] constant(false)\n  p = pred[8] broadcast(t), dimensions={}\n"
                         "  ROOT r = f32[8] select(p, x, y)"),
              {{kSpecials, kSpecials}});
  ExpectExact(Module("", "  x = f16[8] parameter(0)\n  w = f32[8] convert(x)\n"
                         "  ROOT r = f16[8] convert(w)"),
              {{"f16[8] {-0, 0, nan, -nan, inf, -inf, 6e-08, 65504}"}});
  ExpectExact(Module("", "  x = bf16[8] parameter(0)\n  w = f64[8] convert(x)\n"
                         "  ROOT r = bf16[8] convert(w)"),
              {{"bf16[8] {-0, 0, nan, -nan, inf, -inf, 1e-40, 3e38}"}});
  ExpectExact(Module("", "  x = f32[8] parameter(0)\n  w = f64[8] convert(x)\n"
                         "  ROOT r = f32[8] convert(w)"),
              {{kSpecials}});
  ExpectExact(Module("", "  x = s8[4] parameter(0)\n  w = bf16[4] convert(x)\n"
                         "  ROOT r = s8[4] convert(w)"),
              {{"s8[4] {-128, 127, -1, 0}"}});
}

TEST(AlgsimpIeeeTest, TotalOrderSelfCompare) {
  ExpectExact(Module("", "  x = f32[8] parameter(0)\n"
                         "  ROOT r = pred[8] compare(x, x), direction=LE, type=TOTALORDER"),
              {{kSpecials}});
}

const char kAddF32[] =
    "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n";
const char kMaxF32[] =
    "max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT m = f32[] maximum(b, a)\n}\n";

TEST(AlgsimpIeeeTest, ReduceOverOneElement) {
  ExpectExact(Module(kAddF32, "  x = f32[8] parameter(0)\n  z = f32[] constant(-0)\n"
                              "  ROOT r = f32[8] reduce(x, z), dimensions={}, to_apply=add"),
              {{kSpecials}});
  ExpectExact(Module(kMaxF32, "  x = f32[8,1] parameter(0)\n  z = f32[] constant(-inf)\n"
                              "  ROOT r = f32[8] reduce(x, z), dimensions={1}, to_apply=max"),
              {{"f32[8,1] {{-0}, {0}, {nan}, {-nan}, {inf}, {-inf}, {1e-45}, {-2.5}}"}});
}

TEST(AlgsimpIeeeTest, ReduceOfScalarBroadcast) {
  const std::string text =
      Module(kMaxF32, "  s = f32[] parameter(0)\n  init = f32[] parameter(1)\n"
                      "  b = f32[3,5] broadcast(s), dimensions={}\n"
                      "  ROOT r = f32[3] reduce(b, init), dimensions={1}, to_apply=max");
  std::vector<Inputs> inputs;
  for (const char* s : {"-0", "0", "nan", "-nan", "-inf", "inf"}) {
    for (const char* init : {"-0", "0", "nan", "-inf"}) {
      inputs.push_back({std::string("f32[] ") + s, std::string("f32[] ") + init});
    }
  }
  ExpectExact(text, inputs);
}

TEST(AlgsimpIeeeTest, EmptyReduceAndDot) {
  ExpectExact(Module(kAddF32, "  x = f32[2,0] parameter(0)\n  z = f32[] constant(-0)\n"
                              "  ROOT r = f32[2] reduce(x, z), dimensions={1}, to_apply=add"),
              {{"f32[2,0] {{}, {}}"}});
  ExpectExact(Module("", "  a = f32[2,0] parameter(0)\n  b = f32[0,3] parameter(1)\n"
                         "  ROOT r = f32[2,3] dot(a, b), lhs_contracting_dims={1}, "
                         "rhs_contracting_dims={0}"),
              {{"f32[2,0] {{}, {}}", "f32[0,3] {}"}});
}

TEST(AlgsimpIeeeTest, DotOfOneElementKeepsTheSumsPositiveZero) {
  // Products -0 * 0, -1 * 0 and 1 * -0 are -0; the dot's sum makes them +0.
  ExpectExact(Module("", "  a = f32[4,1] parameter(0)\n  b = f32[1,4] parameter(1)\n"
                         "  ROOT r = f32[4,4] dot(a, b), lhs_contracting_dims={1}, "
                         "rhs_contracting_dims={0}"),
              {{"f32[4,1] {{-0}, {-1}, {1}, {nan}}", "f32[1,4] {{0, -0, inf, -inf}}"}});
  ExpectExact(Module("", "  a = c64[2,1] parameter(0)\n  b = c64[1,2] parameter(1)\n"
                         "  ROOT r = c64[2,2] dot(a, b), lhs_contracting_dims={1}, "
                         "rhs_contracting_dims={0}"),
              {{"c64[2,1] {{(-0, 1)}, {(inf, -0)}}", "c64[1,2] {{(1, -0), (-0, -0)}}"}});
}

// ---- Rewrites algsimp must not do.

TEST(AlgsimpIeeeTest, AddPositiveZeroIsNotIdentity) {
  ExpectNaiveRewriteWrong(BinaryWithScalar("f32", "add", "0"),
                          Module("", "  ROOT x = f32[8] parameter(0)"), {kSpecials});
}

TEST(AlgsimpIeeeTest, SubtractNegativeZeroIsNotIdentity) {
  ExpectNaiveRewriteWrong(BinaryWithScalar("f32", "subtract", "-0"),
                          Module("", "  ROOT x = f32[8] parameter(0)"), {kSpecials});
}

TEST(AlgsimpIeeeTest, MultiplyByZeroIsNotZero) {
  ExpectNaiveRewriteWrong(BinaryWithScalar("f32", "multiply", "0"),
                          Module("", "  x = f32[8] parameter(0)\n  c = f32[] constant(0)\n"
                                     "  ROOT b = f32[8] broadcast(c), dimensions={}"),
                          {kSpecials});
}

TEST(AlgsimpIeeeTest, ComplexMultiplyByOneIsNotIdentity) {
  ExpectNaiveRewriteWrong(
      Module("", "  x = c64[2] parameter(0)\n  c = c64[] constant((1, 0))\n"
                 "  b = c64[2] broadcast(c), dimensions={}\n  ROOT r = c64[2] multiply(x, b)"),
      Module("", "  ROOT x = c64[2] parameter(0)"), {"c64[2] {(1, -0), (-0, 2)}"});
}

TEST(AlgsimpIeeeTest, MaximumWithInfinityIsNotInfinity) {
  ExpectNaiveRewriteWrong(BinaryWithScalar("f32", "maximum", "inf"),
                          Module("", "  x = f32[8] parameter(0)\n  c = f32[] constant(inf)\n"
                                     "  ROOT b = f32[8] broadcast(c), dimensions={}"),
                          {kSpecials});
}

TEST(AlgsimpIeeeTest, FloatSelfSubtractAndCompareAreNotConstant) {
  ExpectNaiveRewriteWrong(
      Module("", "  x = f32[8] parameter(0)\n  ROOT r = f32[8] subtract(x, x)"),
      Module("", "  x = f32[8] parameter(0)\n  c = f32[] constant(0)\n"
                 "  ROOT b = f32[8] broadcast(c), dimensions={}"),
      {kSpecials});
  ExpectNaiveRewriteWrong(
      Module("", "  x = f32[8] parameter(0)\n  ROOT r = pred[8] compare(x, x), direction=EQ"),
      Module("", "  x = f32[8] parameter(0)\n  c = pred[] constant(true)\n"
                 "  ROOT b = pred[8] broadcast(c), dimensions={}"),
      {kSpecials});
}

TEST(AlgsimpIeeeTest, ReduceWithPositiveZeroInitIsNotIdentity) {
  ExpectNaiveRewriteWrong(
      Module(kAddF32, "  x = f32[8] parameter(0)\n  z = f32[] constant(0)\n"
                      "  ROOT r = f32[8] reduce(x, z), dimensions={}, to_apply=add"),
      Module("", "  ROOT x = f32[8] parameter(0)"), {kSpecials});
}

TEST(AlgsimpIeeeTest, F16DotIsNotMultiplyPlusZero) {
  // 2^-14 * -2^-14 = -2^-28: the dot rounds the f32 sum -2^-28 to -0; a
  // multiply rounds the product to -0 first and + 0 then gives +0.
  ExpectNaiveRewriteWrong(
      Module("", "  a = f16[1,1] parameter(0)\n  b = f16[1,1] parameter(1)\n"
                 "  ROOT r = f16[1,1] dot(a, b), lhs_contracting_dims={1}, "
                 "rhs_contracting_dims={0}"),
      Module("", "  a = f16[1,1] parameter(0)\n  b = f16[1,1] parameter(1)\n"
                 "  m = f16[1,1] multiply(a, b)\n  c = f16[] constant(0)\n"
                 "  z = f16[1,1] broadcast(c), dimensions={}\n  ROOT r = f16[1,1] add(m, z)"),
      {"f16[1,1] {{6.1035156e-05}}", "f16[1,1] {{-6.1035156e-05}}"});
}

TEST(AlgsimpIeeeTest, FloatPowerOfOneIsNotIdentity) {
  // pow(-nan, 1) is +nan: a NaN, but not x's bits.
  ExpectNaiveRewriteWrong(BinaryWithScalar("f32", "power", "1"),
                          Module("", "  ROOT x = f32[8] parameter(0)"), {kSpecials});
}

TEST(AlgsimpIeeeTest, NarrowingFloatRoundTripIsNotIdentity) {
  ExpectNaiveRewriteWrong(
      Module("", "  x = f32[8] parameter(0)\n  n = f16[8] convert(x)\n"
                 "  ROOT r = f32[8] convert(n)"),
      Module("", "  ROOT x = f32[8] parameter(0)"), {kSpecials});
}

}  // namespace
}  // namespace xla
