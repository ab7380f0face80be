// lib/math.h at build time: result shapes and types of every function for
// each floating type, verified modules (the loops of the iterative
// functions included), and the errors XLA reports. Values are checked on
// the interpreter and cpu in tests/runtime/client_math_special_test.cc.
#include <functional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "axle/builder/lib/math.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::BuildAndVerify;
using testing::S;
using testing::ShapeOf;

using Binary = std::function<XlaOp(XlaOp, XlaOp)>;

std::vector<std::pair<std::string, Binary>> BinaryFunctions() {
  return {{"Igamma", Igamma},       {"Igammac", Igammac},
          {"IgammaGradA", IgammaGradA}, {"RandomGammaGrad", RandomGammaGrad},
          {"Polygamma", Polygamma}, {"Zeta", Zeta},
          {"NextAfter", NextAfter}};
}

TEST(MathBuilderTest, ShapesForEachFloatType) {
  for (PrimitiveType type : {F16, BF16, F32, F64}) {
    XlaBuilder b("math");
    XlaOp x = Parameter(&b, 0, S(type, {2, 3}), "x");
    XlaOp y = Parameter(&b, 1, S(type, {2, 3}), "y");
    XlaOp z = Parameter(&b, 2, S(type, {2, 3}), "z");
    const std::string same = S(type, {2, 3}).ToString();
    for (const auto& [name, fn] : BinaryFunctions()) EXPECT_EQ(ShapeOf(fn(x, y)), same) << name;
    EXPECT_EQ(ShapeOf(BesselI0e(x)), same);
    EXPECT_EQ(ShapeOf(BesselI1e(x)), same);
    EXPECT_EQ(ShapeOf(RegularizedIncompleteBeta(x, y, z)), same);
    EXPECT_EQ(ShapeOf(IsNegZero(x)), "pred[2,3]");
    EXPECT_EQ(ShapeOf(MaybeConjugate(x, true)), same);
    EXPECT_EQ(ShapeOf(EvaluatePolynomial<float>(x, {1.0f, 2.0f})), same);
    EXPECT_EQ(ShapeOf(EvaluatePolynomial<double>(x, {})), same);
    BuildAndVerify(b);
  }
}

TEST(MathBuilderTest, MaybeConjugateOnlyConjugatesComplex) {
  XlaBuilder b("conj");
  XlaOp c = Parameter(&b, 0, S(C64, {2}), "c");
  XlaOp r = Parameter(&b, 1, S(F32, {2}), "r");
  XlaOp conjugated = MaybeConjugate(c, true);
  EXPECT_EQ(ShapeOf(conjugated), "c64[2]");
  // Nothing to do: the operand itself comes back.
  EXPECT_EQ(MaybeConjugate(c, false), c);
  EXPECT_EQ(MaybeConjugate(r, true), r);
  EXPECT_NE(conjugated, c);
  BuildAndVerify(b);
}

// The first error of a builder after `make`, whose message must start with
// `prefix` (the function's name once, then the reason).
void ExpectError(const std::function<void(XlaBuilder*)>& make, const std::string& prefix) {
  XlaBuilder b("error");
  make(&b);
  absl::Status status = b.first_error();
  ASSERT_FALSE(status.ok()) << prefix;
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_TRUE(absl::StartsWith(status.message(), prefix)) << status;
}

TEST(MathBuilderTest, Errors) {
  for (const auto& [name, fn] : BinaryFunctions()) {
    ExpectError([&](XlaBuilder* b) {
      fn(Parameter(b, 0, S(F32, {2}), "a"), Parameter(b, 1, S(F32, {3}), "x"));
    }, name + ": arguments must have equal shapes");
    ExpectError([&](XlaBuilder* b) {
      fn(Parameter(b, 0, S(F32, {2}), "a"), Parameter(b, 1, S(F64, {2}), "x"));
    }, name + ": arguments must have equal shapes");
    ExpectError([&](XlaBuilder* b) {
      fn(Parameter(b, 0, S(S32, {2}), "a"), Parameter(b, 1, S(S32, {2}), "x"));
    }, name + ": operand must be real-valued floating-point");
    ExpectError([&](XlaBuilder* b) {
      fn(Parameter(b, 0, S(C64, {2}), "a"), Parameter(b, 1, S(C64, {2}), "x"));
    }, name + ": operand must be real-valued floating-point, got c64[2]");
  }
  ExpectError([](XlaBuilder* b) {
    RegularizedIncompleteBeta(Parameter(b, 0, S(F32, {2}), "a"),
                              Parameter(b, 1, S(F32, {2}), "b"),
                              Parameter(b, 2, S(F32, {1}), "x"));
  }, "RegularizedIncompleteBeta: arguments must have equal shapes");
  ExpectError([](XlaBuilder* b) { BesselI0e(Parameter(b, 0, S(S8, {2}), "i")); },
              "BesselI0e: operand must be real-valued floating-point, got s8[2]");
  ExpectError([](XlaBuilder* b) { BesselI1e(Parameter(b, 0, S(U16, {}), "i")); },
              "BesselI1e: operand must be real-valued floating-point, got u16[]");
  ExpectError([](XlaBuilder* b) { IsNegZero(Parameter(b, 0, S(S32, {2}), "i")); },
              "IsNegZero: operand must be real-valued floating-point, got s32[2]");
  ExpectError([](XlaBuilder* b) {
    NextAfter(Parameter(b, 0, S(F8E8M0FNU, {2}), "a"),
              Parameter(b, 1, S(F8E8M0FNU, {2}), "b"));
  }, "NextAfter: F8E8M0FNU has no sign bit");
}

}  // namespace
}  // namespace xla
