// XlaBuilder with the narrow element types: native constants, typed scalar
// constants and element-wise ops build, verify and print back.
#include "axle/base/narrow_types.h"
#include "axle/builder/lib/constants.h"
#include "tests/builder/builder_test_util.h"

namespace xla::testing {
namespace {

TEST(NarrowTypesBuilderTest, NativeConstants) {
  XlaBuilder b("narrow_constants");
  XlaOp s = ConstantR0<int4>(&b, int4(-3));
  XlaOp f = ConstantR1<float8_e4m3fn>(&b, {float8_e4m3fn(1.5f), float8_e4m3fn(448.0f)});
  XlaOp u = ConstantR0<uint2>(&b, uint2(3));
  EXPECT_EQ(ShapeOf(s), "s4[]");
  EXPECT_EQ(ShapeOf(f), "f8e4m3fn[2]");
  EXPECT_EQ(ShapeOf(u), "u2[]");
  EXPECT_EQ(ShapeOf(Add(s, s)), "s4[]");
  EXPECT_EQ(ShapeOf(Mul(f, f)), "f8e4m3fn[2]");
  EXPECT_EQ(ShapeOf(ConvertElementType(f, S4)), "s4[2]");
  XlaComputation computation = BuildAndVerify(b);
  const std::string text = computation.ToString();
  EXPECT_NE(text.find("s4[] constant(-3)"), std::string::npos) << text;
  EXPECT_NE(text.find("f8e4m3fn[2]{0} constant({1.5, 448})"), std::string::npos) << text;
  EXPECT_NE(text.find("u2[] constant(3)"), std::string::npos) << text;
}

TEST(NarrowTypesBuilderTest, ConstantR0WithTypeRounds) {
  XlaBuilder b("narrow_typed");
  // 1.1875 rounds to 1.25 in e5m2 (2 mantissa bits, ties to even).
  XlaOp f = ConstantR0WithType(&b, F8E5M2, 1.1875);
  // 9 wraps to -7 in s4.
  XlaOp s = ConstantR0WithType(&b, S4, 9);
  EXPECT_EQ(ShapeOf(f), "f8e5m2[]");
  EXPECT_EQ(ShapeOf(s), "s4[]");
  const std::string text = BuildAndVerify(b).ToString();
  EXPECT_NE(text.find("f8e5m2[] constant(1.2)"), std::string::npos) << text;
  EXPECT_NE(text.find("s4[] constant(-7)"), std::string::npos) << text;
}

}  // namespace
}  // namespace xla::testing
