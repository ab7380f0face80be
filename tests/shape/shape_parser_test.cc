#include "axle/shape/shape_parser.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "axle/shape/shape_util.h"

namespace xla {
namespace {

Shape Parse(const std::string& text) {
  absl::StatusOr<Shape> shape = ParseShape(text);
  EXPECT_TRUE(shape.ok()) << text << ": " << shape.status();
  return shape.ok() ? *shape : Shape();
}

std::string ErrorOf(const std::string& text) {
  absl::StatusOr<Shape> shape = ParseShape(text);
  EXPECT_FALSE(shape.ok()) << text << " parsed as " << shape->ToString(true);
  return shape.ok() ? "" : std::string(shape.status().message());
}

TEST(ShapeParserTest, Arrays) {
  EXPECT_EQ(Parse("f32[2,3]"), Shape(F32, {2, 3}));
  EXPECT_EQ(Parse("f32[]"), Shape(F32, {}));
  EXPECT_EQ(Parse("pred[]"), Shape(PRED, {}));
  EXPECT_EQ(Parse("u8[0]"), Shape(U8, {0}));
  EXPECT_EQ(Parse("  c128[1, 2 ,3]  "), Shape(C128, {1, 2, 3}));
  EXPECT_EQ(Parse("f32[<=10,3]"), Shape(F32, {10, 3}, {true, false}));
  EXPECT_EQ(Parse("token[]"), ShapeUtil::MakeTokenShape());
  for (const char* name : {"pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f16",
                           "bf16", "f32", "f64", "c64", "c128"}) {
    std::string text = std::string(name) + "[4]";
    EXPECT_EQ(Parse(text).ToString(), text);
  }
}

TEST(ShapeParserTest, Layouts) {
  EXPECT_EQ(Parse("f32[2,3]{0,1}"), ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1}));
  EXPECT_EQ(Parse("f32[2,3]{1,0:T(8,128)}"), ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0}));
  EXPECT_EQ(Parse("f32[4]{0:S(1)}"), ShapeUtil::MakeShapeWithLayout(F32, {4}, {0}));
  // A scalar's layout is never printed, so it is not kept: "f32[]{}" (and
  // XLA's "s32[]{:T(128)}") read as "f32[]" and print and read back equal.
  EXPECT_EQ(Parse("f32[]{}"), Parse("f32[]"));
  EXPECT_FALSE(Parse("s32[]{:T(128)}").has_layout());
  EXPECT_EQ(Parse("f32[2,3]{1,0}").ToString(true), "f32[2,3]{1,0}");
  // A layout must follow ']' directly; otherwise the '{' is not ours.
  size_t consumed = 0;
  absl::StatusOr<Shape> shape = ParseShapePrefix("f32[2] {1, 2}", &consumed);
  ASSERT_TRUE(shape.ok()) << shape.status();
  EXPECT_FALSE(shape->has_layout());
  EXPECT_EQ(consumed, 6u);
}

TEST(ShapeParserTest, Tuples) {
  EXPECT_EQ(Parse("()"), ShapeUtil::MakeNil());
  Shape nested = Parse("(f32[2], (s32[], token[]), ())");
  ASSERT_TRUE(nested.IsTuple());
  ASSERT_EQ(nested.tuple_shapes_size(), 3);
  EXPECT_EQ(nested.tuple_shapes(0), Shape(F32, {2}));
  EXPECT_EQ(nested.tuple_shapes(1).tuple_shapes(1), ShapeUtil::MakeTokenShape());
  EXPECT_EQ(nested.tuple_shapes(2), ShapeUtil::MakeNil());
  EXPECT_EQ(nested.ToString(), "(f32[2], (s32[], token[]), ())");
  EXPECT_EQ(Parse("( f32[2]{0} , s8[] )").ToString(true), "(f32[2]{0}, s8[])");
}

// XLA's unbounded dynamic dimension "?": dynamic, of size kUnboundedSize.
TEST(ShapeParserTest, UnboundedDynamicDimensions) {
  Shape shape = Parse("f32[?,784]{1,0}");
  ASSERT_EQ(shape.rank(), 2);
  EXPECT_TRUE(shape.is_dynamic_dimension(0));
  EXPECT_TRUE(shape.is_unbounded_dynamic_dimension(0));
  EXPECT_EQ(shape.dimensions(0), Shape::kUnboundedSize);
  EXPECT_FALSE(shape.is_dynamic_dimension(1));
  EXPECT_TRUE(shape.is_unbounded_dynamic());
  EXPECT_EQ(shape.ToString(true), "f32[?,784]{1,0}");
  EXPECT_EQ(Parse("f32[ ? , <=3, 2]").ToString(), "f32[?,<=3,2]");
  EXPECT_EQ(Parse("(s32[], f32[?])").ToString(), "(s32[], f32[?])");
  // No size to count: the element count saturates, unless another dimension is 0.
  EXPECT_EQ(ShapeUtil::ElementsIn(Parse("f32[?]")), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(ShapeUtil::ElementsIn(Parse("f32[?,0]")), 0);
  EXPECT_FALSE(ShapeUtil::CheckedElementsIn(Parse("f32[?]")).ok());
  // As in XLA, compatible with any size, but not equal to it.
  EXPECT_TRUE(ShapeUtil::Compatible(Parse("f32[?,3]"), Parse("f32[7,3]")));
  EXPECT_FALSE(ShapeUtil::Compatible(Parse("f32[?,3]"), Parse("f32[7,4]")));
  EXPECT_FALSE(ShapeUtil::Equal(Parse("f32[?,3]"), Parse("f32[7,3]")));
  EXPECT_TRUE(ShapeUtil::FitsBounds(Parse("f32[7,3]"), Parse("f32[?,3]")));
  EXPECT_NE(ErrorOf("f32[?2]").find("',' or ']'"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[<=?]").find("dimension size"), std::string::npos);
}

// XLA's buffer shape "b(array)": the array, flagged as a buffer.
TEST(ShapeParserTest, Buffers) {
  Shape buffer = Parse("b(f32[4,16]{1,0})");
  EXPECT_TRUE(buffer.IsBuffer());
  EXPECT_EQ(buffer.element_type(), F32);
  EXPECT_EQ(buffer.ToString(true), "b(f32[4,16]{1,0})");
  EXPECT_EQ(buffer.ToString(), "b(f32[4,16])");
  EXPECT_EQ(Parse("b( f32[] )").ToString(), "b(f32[])");
  Shape tuple = Parse("(s32[], b(s32[2]))");
  EXPECT_TRUE(tuple.tuple_shapes(1).IsBuffer());
  EXPECT_EQ(tuple.ToString(), "(s32[], b(s32[2]))");
  // Never equal or compatible to the plain array.
  EXPECT_NE(Parse("b(f32[2])"), Parse("f32[2]"));
  EXPECT_FALSE(ShapeUtil::Compatible(Parse("b(f32[2])"), Parse("f32[2]")));
  EXPECT_TRUE(ShapeUtil::Compatible(Parse("b(f32[2]{0})"), Parse("b(f32[2])")));
  EXPECT_NE(ErrorOf("b((f32[2]))").find("array shape inside a buffer"), std::string::npos);
  EXPECT_NE(ErrorOf("b(b(f32[2]))").find("array shape inside a buffer"), std::string::npos);
  EXPECT_NE(ErrorOf("b(f32[2]").find("')' after the array of a buffer"), std::string::npos);
  EXPECT_NE(ErrorOf("b(token[])").find("holds an array"), std::string::npos);
}

TEST(ShapeParserTest, PrefixReportsConsumedBytes) {
  size_t consumed = 0;
  absl::StatusOr<Shape> shape = ParseShapePrefix("  f32[2,3]{1,0} parameter(0)", &consumed);
  ASSERT_TRUE(shape.ok()) << shape.status();
  EXPECT_EQ(consumed, 15u);
  shape = ParseShapePrefix("(s32[], f32[]) tuple(", &consumed);
  ASSERT_TRUE(shape.ok()) << shape.status();
  EXPECT_EQ(consumed, 14u);
}

TEST(ShapeParserTest, RoundTripsPrintedShapes) {
  for (const char* text : {"f32[2,<=3]{0,1}", "(f32[2]{0}, (s32[], pred[0,1]{1,0}))", "token[]",
                           "bf16[1,2,3,4]{3,2,1,0}"}) {
    EXPECT_EQ(Parse(text).ToString(true), text);
  }
}

TEST(ShapeParserTest, Errors) {
  EXPECT_NE(ErrorOf("f32[99999999999,99999999999]").find("int64"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[99999999999999999999]").find("int64"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[-1]").find("non-negative"), std::string::npos);
  EXPECT_NE(ErrorOf("f33[2]").find("unknown element type 'f33'"), std::string::npos);
  EXPECT_NE(ErrorOf("tuple[]").find("unknown element type"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2").find("expected ',' or ']'"), std::string::npos);
  EXPECT_NE(ErrorOf("f32").find("expected '['"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2,]").find("dimension size"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2]{1}").find("not a permutation"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2]{0,1}").find("layout"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2]{0").find("'}'"), std::string::npos);
  EXPECT_NE(ErrorOf("(f32[2] s32[])").find("',' or ')'"), std::string::npos);
  EXPECT_NE(ErrorOf("(f32[2],").find("element type"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] x").find("end of input"), std::string::npos);
  EXPECT_NE(ErrorOf("").find("end of input"), std::string::npos);
  EXPECT_NE(ErrorOf(std::string(10000, '(')).find("nesting"), std::string::npos);
}

TEST(ShapeParserTest, ErrorOffsets) {
  EXPECT_NE(ErrorOf("f32[2,x]").find("at offset 6"), std::string::npos);
  size_t offset = 0;
  absl::StatusOr<Shape> shape = ParseShape("(f32[2], f33[])", &offset);
  ASSERT_FALSE(shape.ok());
  EXPECT_EQ(offset, 9u);
  // With an offset out-parameter the message carries no position.
  EXPECT_EQ(std::string(shape.status().message()).find("offset"), std::string::npos);
}

}  // namespace
}  // namespace xla
