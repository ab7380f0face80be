// The narrow element types: conversions against hand-computed bit patterns
// (max normal, min subnormal, overflow, NaN, -0, ties to even) for every
// float format, sub-byte integer wrapping, and literal text round trips.
#include <cmath>
#include <limits>

#include "axle/base/narrow_types.h"
#include "axle/literal/convert_element.h"
#include "axle/base/status_macros.h"
#include "axle/literal/literal.h"
#include "axle/literal/literal_text.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_parser.h"
#include "gtest/gtest.h"

namespace xla {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNan = std::numeric_limits<float>::quiet_NaN();

struct Encoding {
  float value;
  int bits;
};

void ExpectEncodes(const FloatFormat& format, std::initializer_list<Encoding> cases) {
  for (const Encoding& c : cases) {
    EXPECT_EQ(EncodeNarrowFloat(format, c.value), c.bits) << "value " << c.value;
  }
}
void ExpectDecodes(const FloatFormat& format, std::initializer_list<Encoding> cases) {
  for (const Encoding& c : cases) {
    const float decoded = DecodeNarrowFloat(format, static_cast<uint8_t>(c.bits));
    if (std::isnan(c.value)) {
      EXPECT_TRUE(std::isnan(decoded)) << "bits " << c.bits;
    } else {
      EXPECT_EQ(decoded, c.value) << "bits " << c.bits;
      EXPECT_EQ(std::signbit(decoded), std::signbit(c.value)) << "bits " << c.bits;
    }
  }
}

TEST(NarrowFloatTest, F8E5M2) {
  // Bias 15, IEEE inf and NaN.
  ExpectDecodes(kF8E5M2, {{1.0f, 0x3c}, {57344.0f, 0x7b}, {0x1p-16f, 0x01}, {0x1p-14f, 0x04},
                          {kInf, 0x7c}, {-kInf, 0xfc}, {kNan, 0x7e}, {-0.0f, 0x80}});
  ExpectEncodes(kF8E5M2, {{1.0f, 0x3c}, {57344.0f, 0x7b}, {0x1p-16f, 0x01}, {-0.0f, 0x80},
                          {61439.0f, 0x7b}, {61440.0f, 0x7c}, {1e6f, 0x7c}, {-1e6f, 0xfc},
                          {kInf, 0x7c}, {kNan, 0x7e}, {-kNan, 0xfe},
                          {1.125f, 0x3c}, {1.375f, 0x3e},  // ties to even
                          {0x1p-17f, 0x00}, {-0x1p-17f, 0x80}, {0x3p-17f, 0x02}});
}

TEST(NarrowFloatTest, F8E4M3FN) {
  // Bias 7, no inf, NaN only S.1111.111.
  ExpectDecodes(kF8E4M3FN, {{1.0f, 0x38}, {448.0f, 0x7e}, {0x1p-9f, 0x01}, {0x1p-6f, 0x08},
                            {kNan, 0x7f}, {-kNan, 0xff}, {-0.0f, 0x80}, {-448.0f, 0xfe}});
  ExpectEncodes(kF8E4M3FN, {{1.0f, 0x38}, {448.0f, 0x7e}, {464.0f, 0x7e}, {465.0f, 0x7f},
                            {1000.0f, 0x7f}, {-1000.0f, 0xff}, {kInf, 0x7f}, {-kInf, 0xff},
                            {kNan, 0x7f}, {-0.0f, 0x80}, {0x1p-9f, 0x01},
                            {1.0625f, 0x38}, {1.1875f, 0x3a},  // ties to even
                            {0x1p-10f, 0x00}, {-0x1p-10f, 0x80}, {0x3p-10f, 0x02}});
}

TEST(NarrowFloatTest, F8E4M3FNUZ) {
  // Bias 8, NaN is 0x80, no -0.
  ExpectDecodes(kF8E4M3FNUZ, {{1.0f, 0x40}, {240.0f, 0x7f}, {0x1p-10f, 0x01}, {-1.0f, 0xc0},
                              {kNan, 0x80}, {0.0f, 0x00}});
  ExpectEncodes(kF8E4M3FNUZ, {{1.0f, 0x40}, {240.0f, 0x7f}, {247.0f, 0x7f}, {248.0f, 0x80},
                              {kInf, 0x80}, {-kInf, 0x80}, {kNan, 0x80}, {-0.0f, 0x00},
                              {-0x1p-12f, 0x00}, {0x1p-10f, 0x01}, {-1.0f, 0xc0}});
}

TEST(NarrowFloatTest, F8E5M2FNUZ) {
  // Bias 16, NaN is 0x80, no -0.
  ExpectDecodes(kF8E5M2FNUZ, {{1.0f, 0x40}, {57344.0f, 0x7f}, {0x1p-17f, 0x01}, {kNan, 0x80}});
  ExpectEncodes(kF8E5M2FNUZ, {{1.0f, 0x40}, {57344.0f, 0x7f}, {65536.0f, 0x80},
                              {0x1p-17f, 0x01}, {-0.0f, 0x00}, {kNan, 0x80}, {1.125f, 0x40}});
}

TEST(NarrowFloatTest, F8E4M3B11FNUZ) {
  // Bias 11, NaN is 0x80, no -0.
  ExpectDecodes(kF8E4M3B11FNUZ, {{1.0f, 0x58}, {30.0f, 0x7f}, {0x1p-13f, 0x01}, {kNan, 0x80}});
  ExpectEncodes(kF8E4M3B11FNUZ, {{1.0f, 0x58}, {30.0f, 0x7f}, {31.0f, 0x80}, {-30.0f, 0xff},
                                 {0x1p-13f, 0x01}, {-0.0f, 0x00}, {kInf, 0x80}});
}

TEST(NarrowFloatTest, F8E4M3) {
  // Bias 7, IEEE.
  ExpectDecodes(kF8E4M3, {{1.0f, 0x38}, {240.0f, 0x77}, {0x1p-9f, 0x01}, {kInf, 0x78},
                          {kNan, 0x7c}, {-0.0f, 0x80}});
  ExpectEncodes(kF8E4M3, {{1.0f, 0x38}, {240.0f, 0x77}, {248.0f, 0x78}, {247.0f, 0x77},
                          {kInf, 0x78}, {-kInf, 0xf8}, {kNan, 0x7c}, {-0.0f, 0x80}});
}

TEST(NarrowFloatTest, F8E3M4) {
  // Bias 3, IEEE.
  ExpectDecodes(kF8E3M4, {{1.0f, 0x30}, {15.5f, 0x6f}, {0x1p-6f, 0x01}, {kInf, 0x70},
                          {kNan, 0x78}});
  ExpectEncodes(kF8E3M4, {{1.0f, 0x30}, {15.5f, 0x6f}, {15.75f, 0x70}, {0x1p-6f, 0x01},
                          {1.03125f, 0x30}, {1.09375f, 0x32}, {-0.0f, 0x80}});
}

TEST(NarrowFloatTest, F4E2M1FN) {
  // Bias 1, no inf, no NaN: saturates; NaN becomes +0 (ml_dtypes gives a zero too).
  ExpectDecodes(kF4E2M1FN, {{0.0f, 0x0}, {0.5f, 0x1}, {1.0f, 0x2}, {1.5f, 0x3}, {2.0f, 0x4},
                            {3.0f, 0x5}, {4.0f, 0x6}, {6.0f, 0x7}, {-0.0f, 0x8}, {-6.0f, 0xf}});
  ExpectEncodes(kF4E2M1FN, {{6.0f, 0x7}, {100.0f, 0x7}, {-100.0f, 0xf}, {kInf, 0x7},
                            {kNan, 0x0}, {-0.0f, 0x8}, {5.0f, 0x6}, {2.5f, 0x4}, {0.25f, 0x0},
                            {0.75f, 0x2}});
}

TEST(NarrowFloatTest, F8E8M0FNU) {
  // Powers of two 2^-127..2^127, no sign, no zero, NaN 0xff.
  ExpectDecodes(kF8E8M0FNU, {{1.0f, 0x7f}, {2.0f, 0x80}, {0.5f, 0x7e}, {0x1p127f, 0xfe},
                             {0x1p-127f, 0x00}, {kNan, 0xff}});
  // Ties round up (no mantissa bit to be even); zero is NaN; below 2^-127 clamps.
  ExpectEncodes(kF8E8M0FNU, {{1.0f, 0x7f}, {1.5f, 0x80}, {3.0f, 0x81}, {0.75f, 0x7f},
                             {1.25f, 0x7f}, {0x1p127f, 0xfe}, {0x1.8p127f, 0xff}, {-1.0f, 0xff},
                             {kNan, 0xff}, {kInf, 0xff}, {0.0f, 0xff}, {-0.0f, 0xff},
                             {0x1p-127f, 0x00}, {0x1.4p-127f, 0x01}, {0x1p-130f, 0x00}});
}

TEST(NarrowFloatTest, FromDoubleHasNoDoubleRounding) {
  // 1 + 2^-4 + 2^-30 is just above the f8e4m3fn tie 1.0625: it rounds up,
  // though rounding to nearest f32 first would land on the tie and go down.
  EXPECT_EQ(EncodeNarrowFloat(kF8E4M3FN, 1.0 + 0x1p-4 + 0x1p-30), 0x39);
  EXPECT_EQ(EncodeNarrowFloat(kF8E4M3FN, 1.0 + 0x1p-4), 0x38);
}

TEST(NarrowFloatTest, PrimitiveTypeProperties) {
  EXPECT_EQ(primitive_util::BitWidth(S4), 4);
  EXPECT_EQ(primitive_util::BitWidth(U2), 2);
  EXPECT_EQ(primitive_util::BitWidth(F8E4M3FN), 8);
  EXPECT_EQ(primitive_util::BitWidth(F4E2M1FN), 4);
  EXPECT_EQ(primitive_util::ByteWidth(S4), 1);
  EXPECT_TRUE(primitive_util::IsFloatingPointType(F8E5M2FNUZ));
  EXPECT_TRUE(primitive_util::IsSignedIntegralType(S2));
  EXPECT_TRUE(primitive_util::IsUnsignedIntegralType(U4));
  EXPECT_EQ(primitive_util::SignificandWidth(F8E4M3B11FNUZ), 3);
  EXPECT_EQ(primitive_util::ExponentWidth(F8E5M2), 5);
  EXPECT_EQ(primitive_util::ParseName("f8e4m3b11fnuz"), F8E4M3B11FNUZ);
  EXPECT_EQ(primitive_util::LowercaseName(S4), "s4");
  EXPECT_EQ(primitive_util::NarrowFloatFormat(F8E4M3FN), &kF8E4M3FN);
}

TEST(SubByteIntTest, WrapsAndConverts) {
  EXPECT_EQ(static_cast<int>(int4(7) + int4(1)), -8);
  EXPECT_EQ(static_cast<int>(uint4(15) + uint4(1)), 0);
  EXPECT_EQ(static_cast<int>(int2(-3)), 1);
  EXPECT_EQ(static_cast<int>(int1(1)), -1);
  EXPECT_EQ(static_cast<int>(uint2(6)), 2);
  // Float -> int saturates at the type's range; NaN -> 0; int -> int wraps.
  EXPECT_EQ(static_cast<int>(ConvertElement<int4>(100.0f)), 7);
  EXPECT_EQ(static_cast<int>(ConvertElement<int4>(-100.0f)), -8);
  EXPECT_EQ(static_cast<int>(ConvertElement<uint4>(-3.5f)), 0);
  EXPECT_EQ(static_cast<int>(ConvertElement<int4>(kNan)), 0);
  EXPECT_EQ(static_cast<int>(ConvertElement<int4>(int32_t{9})), -7);
  EXPECT_EQ(static_cast<int>(ConvertElement<uint4>(int4(-1))), 15);
  EXPECT_EQ(static_cast<float>(ConvertElement<float8_e4m3fn>(int4(-8))), -8.0f);
}

absl::StatusOr<std::string> RoundTrip(const std::string& text) {
  ASSIGN_OR_RETURN(Literal literal, ParseLiteral(text));
  return literal.ToString();
}

TEST(NarrowLiteralTextTest, RoundTrips) {
  for (const char* text : {
           "s4[2] {-8, 7}", "u4[2] {0, 15}", "s2[2,2] {{0, 1}, {-2, -1}}", "u2[3] {0, 1, 3}",
           "s1[2] {0, -1}", "u1[2] {0, 1}", "f8e4m3fn[3] {nan, 7, -nan}",
           "f8e4m3b11fnuz[2] {-nan, 7}", "f8e5m2[5] {1, -inf, 5.7e+04, 1.5e-05, -0}",
           "f8e4m3fnuz[3] {0.125, 240, -0.5}", "f8e5m2fnuz[2] {5.7e+04, 0.0078}",
           "f8e4m3[3] {inf, 240, 0.00195}", "f8e3m4[2] {15.5, 0.0156}",
           "f4e2m1fn[4] {0.5, 1.5, -6, -0}", "f8e8m0fnu[4] {1, 2, 0.5, nan}",
       }) {
    absl::StatusOr<std::string> printed = RoundTrip(text);
    ASSERT_TRUE(printed.ok()) << text << ": " << printed.status();
    EXPECT_EQ(*printed, text);
  }
}

TEST(NarrowLiteralTextTest, ValuesRoundToTheType) {
  // "%.3g" for e4m3fn, as XLA prints it.
  absl::StatusOr<std::string> printed = RoundTrip("f8e4m3fn[4] {1.0625, 1.1875, 0.3, 448}");
  ASSERT_TRUE(printed.ok()) << printed.status();
  EXPECT_EQ(*printed, "f8e4m3fn[4] {1, 1.25, 0.312, 448}");
}

TEST(NarrowLiteralTextTest, OutOfRangeIsAnError) {
  EXPECT_FALSE(ParseLiteral("s4[1] {8}").ok());
  EXPECT_FALSE(ParseLiteral("u4[1] {16}").ok());
  EXPECT_FALSE(ParseLiteral("u2[1] {-1}").ok());
  EXPECT_FALSE(ParseLiteral("f8e4m3fn[1] {1000}").ok());
  EXPECT_FALSE(ParseLiteral("f8e5m2[1] {1e6}").ok());
}

TEST(NarrowLiteralTest, ConvertAndLimits) {
  Literal f32 = LiteralUtil::CreateR1<float>({1.0f, 500.0f, -0.0f, 0.1f});
  absl::StatusOr<Literal> f8 = f32.Convert(F8E4M3FN);
  ASSERT_TRUE(f8.ok()) << f8.status();
  EXPECT_EQ(f8->ToString(), "f8e4m3fn[4] {1, nan, -0, 0.102}");
  absl::StatusOr<Literal> s4 = f32.Convert(S4);
  ASSERT_TRUE(s4.ok()) << s4.status();
  EXPECT_EQ(s4->ToString(), "s4[4] {1, 7, 0, 0}");
  EXPECT_EQ(LiteralUtil::MaxValue(F8E4M3FN).ToString(), "f8e4m3fn[] 448");
  EXPECT_EQ(LiteralUtil::MinValue(F8E4M3FNUZ).ToString(), "f8e4m3fnuz[] -240");
  EXPECT_EQ(LiteralUtil::MinValue(F8E5M2).ToString(), "f8e5m2[] -inf");
  EXPECT_EQ(LiteralUtil::MinValue(S4).ToString(), "s4[] -8");
  EXPECT_EQ(LiteralUtil::MaxValue(U2).ToString(), "u2[] 3");
}

TEST(NarrowLayoutTest, ElementSizeParsesAndPrints) {
  absl::StatusOr<Shape> shape = ParseShape("s4[2,3]{1,0:E(4)}");
  ASSERT_TRUE(shape.ok()) << shape.status();
  EXPECT_EQ(shape->layout().element_size_in_bits(), 4);
  EXPECT_EQ(shape->ToString(/*print_layout=*/true), "s4[2,3]{1,0:E(4)}");
  absl::StatusOr<Shape> scalar = ParseShape("s4[]{:E(4)}");
  ASSERT_TRUE(scalar.ok()) << scalar.status();
  EXPECT_EQ(scalar->layout().element_size_in_bits(), 4);  // (scalars print no layout)
  // Other attributes are still skipped.
  absl::StatusOr<Shape> tiled = ParseShape("u4[8]{0:T(2)E(4)S(1)}");
  ASSERT_TRUE(tiled.ok()) << tiled.status();
  EXPECT_EQ(tiled->ToString(/*print_layout=*/true), "u4[8]{0:E(4)}");
  EXPECT_FALSE(ParseShape("s4[2]{0:E(x)}").ok());
}

}  // namespace
}  // namespace xla
