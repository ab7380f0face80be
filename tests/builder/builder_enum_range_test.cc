// Enum arguments out of range (an int cast to the enum by a caller) are an
// error of the op that names the enum, never read as the enum.
#include "absl/strings/match.h"
#include "axle/builder/xla_builder.h"
#include "gtest/gtest.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::S;

void ExpectEnumError(XlaBuilder& b, absl::string_view op_name, absl::string_view fragment) {
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_FALSE(computation.ok()) << "expected " << op_name << " to fail";
  std::string message(computation.status().message());
  EXPECT_TRUE(absl::StartsWith(message, absl::StrCat(op_name, ": "))) << message;
  EXPECT_TRUE(absl::StrContains(message, fragment)) << message << "\nlacks: " << fragment;
}

TEST(BuilderEnumRangeTest, FftType) {
  XlaBuilder b("fft");
  Fft(Parameter(&b, 0, S(C64, {8}), "x"), static_cast<FftType>(77), {8});
  ExpectEnumError(b, "Fft", "FftType 77 is out of range [0, 3]");
}

TEST(BuilderEnumRangeTest, RandomAlgorithm) {
  XlaBuilder b("rbg");
  RngBitGenerator(static_cast<RandomAlgorithm>(55), Parameter(&b, 0, S(U64, {2}), "s"),
                  S(U32, {4}));
  ExpectEnumError(b, "RngBitGenerator", "RandomAlgorithm 55 is out of range [0, 2]");
}

TEST(BuilderEnumRangeTest, ComparisonDirectionAndType) {
  XlaBuilder b("cmp");
  XlaOp x = Parameter(&b, 0, S(F32, {2}), "x");
  Compare(x, x, static_cast<ComparisonDirection>(99));
  ExpectEnumError(b, "Compare", "ComparisonDirection 99 is out of range [0, 5]");

  XlaBuilder c("cmp_type");
  XlaOp y = Parameter(&c, 0, S(F32, {2}), "y");
  Compare(y, y, {}, ComparisonDirection::kLt, static_cast<ComparisonType>(-3));
  ExpectEnumError(c, "Compare", "ComparisonType -3 is out of range [0, 3]");
}

TEST(BuilderEnumRangeTest, TriangularSolveTranspose) {
  XlaBuilder b("ts");
  XlaOp a = Parameter(&b, 0, S(F32, {2, 2}), "a");
  XlaOp rhs = Parameter(&b, 1, S(F32, {2, 3}), "b");
  TriangularSolve(a, rhs, true, true, false,
                  static_cast<TriangularSolveOptions::Transpose>(12));
  ExpectEnumError(b, "TriangularSolve", "TriangularSolveOptions::Transpose 12 is out of range");
}

TEST(BuilderEnumRangeTest, InRangeValuesBuild) {
  XlaBuilder b("ok");
  XlaOp x = Parameter(&b, 0, S(F32, {2}), "x");
  Compare(x, x, ComparisonDirection::kLt);
  EXPECT_TRUE(b.Build().ok());
}

}  // namespace
}  // namespace xla
