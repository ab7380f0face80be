#include "axle/literal/literal_comparison.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "axle/literal/literal_util.h"

namespace xla {
namespace {

std::string Message(const absl::Status& status) {
  EXPECT_FALSE(status.ok());
  return std::string(status.message());
}

TEST(LiteralComparisonTest, EqualIsExactButNanMatchesNan) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(LiteralEqual(LiteralUtil::CreateR1<float>({1, nan}),
                           LiteralUtil::CreateR1<float>({1, -nan}))
                  .ok());
  std::string message = Message(LiteralEqual(LiteralUtil::CreateR2<int32_t>({{1, 2}, {3, 4}}),
                                             LiteralUtil::CreateR2<int32_t>({{1, 2}, {3, 5}})));
  EXPECT_NE(message.find("1 of 4 elements mismatch"), std::string::npos) << message;
  EXPECT_NE(message.find("index {1,1}: expected 4, actual 5"), std::string::npos) << message;
  // Bitwise: -0 is not +0.
  EXPECT_FALSE(LiteralEqual(LiteralUtil::CreateR0<double>(0.0),
                            LiteralUtil::CreateR0<double>(-0.0))
                   .ok());
  EXPECT_FALSE(LiteralEqual(LiteralUtil::CreateR0<float>(1),
                            LiteralUtil::CreateR0<float>(std::nextafter(1.0f, 2.0f)))
                   .ok());
}

TEST(LiteralComparisonTest, LayoutsMayDiffer) {
  Literal row = LiteralUtil::CreateR2<float>({{1, 2}, {3, 4}});
  Literal column = row.Relayout(LayoutUtil::MakeLayout({0, 1}));
  EXPECT_TRUE(LiteralEqual(row, column).ok());
  EXPECT_TRUE(LiteralNear(row, column, ErrorSpec(0)).ok());
}

TEST(LiteralComparisonTest, ShapeMismatchNamesBothShapes) {
  std::string message = Message(
      LiteralEqual(LiteralUtil::CreateR1<float>({1, 2}), LiteralUtil::CreateR1<double>({1, 2})));
  EXPECT_NE(message.find("expected f32[2], actual f64[2]"), std::string::npos) << message;
  message = Message(LiteralNear(LiteralUtil::CreateR1<float>({1, 2}),
                                LiteralUtil::CreateR2<float>({{1, 2}}), ErrorSpec(1)));
  EXPECT_NE(message.find("f32[1,2]"), std::string::npos) << message;
}

TEST(LiteralComparisonTest, NearUsesAbsOrRel) {
  Literal expected = LiteralUtil::CreateR1<float>({1, 100, 0});
  Literal actual = LiteralUtil::CreateR1<float>({1.05f, 101, 0.01f});
  // abs 0.05 covers elements 0 and 2 but not element 1 (abs error 1).
  std::string message = Message(LiteralNear(expected, actual, ErrorSpec(0.05)));
  EXPECT_NE(message.find("1 of 3 elements mismatch"), std::string::npos) << message;
  EXPECT_NE(message.find("index {1}: expected 100, actual 101"), std::string::npos) << message;
  // rel 0.01 covers element 1 (rel error 0.01); abs covers the others.
  EXPECT_TRUE(LiteralNear(expected, actual, ErrorSpec(0.05, 0.0100001)).ok());
  // Relative error to an expected 0 is infinite: only abs can pass it.
  EXPECT_FALSE(LiteralNear(expected, actual, ErrorSpec(0.0, 0.5)).ok());
}

TEST(LiteralComparisonTest, NearSpecialValues) {
  float inf = std::numeric_limits<float>::infinity();
  float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(LiteralNear(LiteralUtil::CreateR1<float>({nan, inf, -inf}),
                          LiteralUtil::CreateR1<float>({nan, inf, -inf}), ErrorSpec(0.1))
                  .ok());
  EXPECT_FALSE(LiteralNear(LiteralUtil::CreateR1<float>({inf}),
                           LiteralUtil::CreateR1<float>({3e38f}), ErrorSpec(1e38, 1))
                   .ok());
  EXPECT_FALSE(LiteralNear(LiteralUtil::CreateR1<float>({1}), LiteralUtil::CreateR1<float>({nan}),
                           ErrorSpec(100, 100))
                   .ok());
  EXPECT_FALSE(LiteralNear(LiteralUtil::CreateR1<float>({nan}), LiteralUtil::CreateR1<float>({1}),
                           ErrorSpec(100, 100))
                   .ok());
  // Integers must match exactly even under a tolerance.
  EXPECT_FALSE(LiteralNear(LiteralUtil::CreateR1<int32_t>({1}),
                           LiteralUtil::CreateR1<int32_t>({2}), ErrorSpec(5))
                   .ok());
  EXPECT_TRUE(LiteralNear(LiteralUtil::CreateR1<half>({half(1.0f)}),
                          LiteralUtil::CreateR1<half>({half(1.001f)}), ErrorSpec(0.01))
                  .ok());
}

TEST(LiteralComparisonTest, ComplexPerComponent) {
  Literal expected = LiteralUtil::CreateR1<complex64>({{1, 10}});
  EXPECT_TRUE(LiteralNear(expected, LiteralUtil::CreateR1<complex64>({{1.01f, 10.01f}}),
                          ErrorSpec(0.02))
                  .ok());
  std::string message = Message(
      LiteralNear(expected, LiteralUtil::CreateR1<complex64>({{1, 10.5f}}), ErrorSpec(0.02)));
  EXPECT_NE(message.find("imaginary part"), std::string::npos) << message;
  EXPECT_NE(message.find("expected (1, 10), actual (1, 10.5)"), std::string::npos) << message;
}

TEST(LiteralComparisonTest, Tuples) {
  Literal a = LiteralUtil::MakeTupleOwned(
      LiteralUtil::CreateR0<int32_t>(1),
      LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<float>({1, 2}), LiteralUtil::CreateToken()));
  Literal b = a.Clone();
  EXPECT_TRUE(LiteralEqual(a, b).ok());
  b.Set<float>({1}, {1, 0}, 2.5f);
  std::string message = Message(LiteralEqual(a, b));
  EXPECT_NE(message.find("tuple element {1,0}"), std::string::npos) << message;
  EXPECT_NE(message.find("expected 2, actual 2.5"), std::string::npos) << message;
  EXPECT_TRUE(LiteralNear(a, b, ErrorSpec(0.5)).ok());
}

}  // namespace
}  // namespace xla
