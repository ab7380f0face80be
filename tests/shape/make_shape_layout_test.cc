// ShapeUtil::MakeShape gives arrays XLA's default (descending) layout, so a
// made shape equals the shape of a literal of it; MakeShapeWithType<T>.
#include <gtest/gtest.h>

#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

TEST(MakeShapeLayoutTest, ArraysGetTheDescendingLayout) {
  Shape s = ShapeUtil::MakeShape(F32, {2, 3, 4});
  ASSERT_TRUE(s.has_layout());
  EXPECT_EQ(s.layout().ToString(), "{2,1,0}");
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(s), "f32[2,3,4]{2,1,0}");
  EXPECT_TRUE(ShapeUtil::Equal(s, ShapeUtil::MakeShapeWithDescendingLayout(F32, {2, 3, 4})));
  Shape scalar = ShapeUtil::MakeShape(S32, {});
  EXPECT_TRUE(scalar.has_layout());
  EXPECT_EQ(scalar.layout().minor_to_major_size(), 0);
  Shape dynamic = ShapeUtil::MakeShape(F32, {5, 2}, {true, false});
  EXPECT_EQ(dynamic.layout().ToString(), "{1,0}");
  EXPECT_TRUE(dynamic.is_dynamic_dimension(0));
  EXPECT_TRUE(ShapeUtil::MakeValidatedShape(U8, {3})->has_layout());
  // Tuples and tokens carry none.
  EXPECT_FALSE(ShapeUtil::MakeTupleShape({s}).has_layout());
  EXPECT_FALSE(ShapeUtil::MakeTokenShape().has_layout());
  EXPECT_FALSE(ShapeUtil::MakeShape(TOKEN, {}).has_layout());
}

TEST(MakeShapeLayoutTest, MakeShapeWithType) {
  EXPECT_EQ(ShapeUtil::MakeShapeWithType<float>({2}), ShapeUtil::MakeShape(F32, {2}));
  EXPECT_EQ(ShapeUtil::MakeShapeWithType<int64_t>({}).ToString(), "s64[]");
  EXPECT_EQ(ShapeUtil::MakeShapeWithType<bool>({1, 2}).ToString(true), "pred[1,2]{1,0}");
  EXPECT_EQ(ShapeUtil::MakeShapeWithType<uint16_t>({3}).element_type(), U16);
}

}  // namespace
}  // namespace xla
