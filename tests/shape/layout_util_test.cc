#include "axle/shape/layout_util.h"

#include <gtest/gtest.h>

#include "axle/shape/shape_util.h"

namespace xla {
namespace {

TEST(LayoutUtilTest, MakeLayouts) {
  EXPECT_EQ(LayoutUtil::MakeLayout({1, 0}).ToString(), "{1,0}");
  EXPECT_EQ(LayoutUtil::MakeLayoutFromMajorToMinor({0, 2, 1}).ToString(), "{1,2,0}");
  EXPECT_EQ(LayoutUtil::MakeDescendingLayout(0).ToString(), "{}");
  EXPECT_EQ(LayoutUtil::MakeDescendingLayout(1).ToString(), "{0}");
  EXPECT_EQ(LayoutUtil::MakeDescendingLayout(4).ToString(), "{3,2,1,0}");
  EXPECT_EQ(LayoutUtil::GetDefaultLayoutForRank(2), LayoutUtil::MakeLayout({1, 0}));
  EXPECT_EQ(LayoutUtil::GetDefaultLayoutForShape(ShapeUtil::MakeShape(F32, {2, 3, 4})),
            LayoutUtil::MakeLayout({2, 1, 0}));
  EXPECT_EQ(LayoutUtil::GetDefaultLayoutForShape(ShapeUtil::MakeNil()), Layout());
}

TEST(LayoutUtilTest, LayoutAccessors) {
  Layout layout = LayoutUtil::MakeLayout({1, 2, 0});
  EXPECT_EQ(layout.minor_to_major_size(), 3);
  EXPECT_EQ(layout.minor_to_major(0), 1);
  EXPECT_EQ(LayoutUtil::Minor(layout, 0), 1);
  EXPECT_EQ(LayoutUtil::Minor(layout, 2), 0);
  EXPECT_EQ(LayoutUtil::Major(layout, 0), 0);
  EXPECT_EQ(LayoutUtil::Major(layout, 1), 2);
  EXPECT_EQ(LayoutUtil::Major(layout, 2), 1);
  layout.add_minor_to_major(3);
  EXPECT_EQ(layout.ToString(), "{1,2,0,3}");
  EXPECT_NE(layout, LayoutUtil::MakeLayout({1, 2, 0}));
}

TEST(LayoutUtilTest, IsMonotonicWithDim0Major) {
  EXPECT_TRUE(LayoutUtil::IsMonotonicWithDim0Major(LayoutUtil::MakeLayout({2, 1, 0})));
  EXPECT_TRUE(LayoutUtil::IsMonotonicWithDim0Major(LayoutUtil::MakeLayout({})));
  EXPECT_FALSE(LayoutUtil::IsMonotonicWithDim0Major(LayoutUtil::MakeLayout({0, 1})));
  EXPECT_FALSE(LayoutUtil::IsMonotonicWithDim0Major(LayoutUtil::MakeLayout({1, 2, 0})));
}

TEST(LayoutUtilTest, SetAndClearRecursively) {
  Shape shape = ShapeUtil::MakeTupleShape(
      {Shape(F32, {2, 3}),
       ShapeUtil::MakeTupleShape({Shape(S32, {4}), ShapeUtil::MakeTokenShape()}),
       Shape(PRED, {})});
  EXPECT_FALSE(LayoutUtil::HasLayout(shape));
  LayoutUtil::SetToDefaultLayout(&shape);
  EXPECT_TRUE(LayoutUtil::HasLayout(shape));
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(shape), "(f32[2,3]{1,0}, (s32[4]{0}, token[]), pred[])");
  EXPECT_TRUE(ShapeUtil::ValidateShape(shape).ok());
  LayoutUtil::ClearLayout(&shape);
  EXPECT_FALSE(LayoutUtil::HasLayout(shape));
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(shape), "(f32[2,3], (s32[4], token[]), pred[])");

  // Tokens and empty tuples have nothing to lay out.
  EXPECT_TRUE(LayoutUtil::HasLayout(ShapeUtil::MakeTokenShape()));
  EXPECT_TRUE(LayoutUtil::HasLayout(ShapeUtil::MakeNil()));
}

TEST(LayoutUtilTest, ValidateLayoutForShape) {
  Shape shape = ShapeUtil::MakeShape(F32, {2, 3, 4});
  EXPECT_TRUE(LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0, 2, 1}), shape).ok());
  EXPECT_TRUE(LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({2, 1, 0}), shape).ok());

  absl::Status short_layout = LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0, 1}), shape);
  EXPECT_EQ(short_layout.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(short_layout.message().find("{0,1}"), std::string::npos) << short_layout;

  EXPECT_FALSE(LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0, 1, 1}), shape).ok());
  EXPECT_FALSE(LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0, 1, 3}), shape).ok());
  EXPECT_FALSE(LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0, 1, -1}), shape).ok());
  EXPECT_FALSE(LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0, 1, 2, 3}), shape).ok());

  // Non-arrays take only the empty layout.
  EXPECT_TRUE(LayoutUtil::ValidateLayoutForShape(Layout(), ShapeUtil::MakeTokenShape()).ok());
  EXPECT_FALSE(LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0}),
                                                  ShapeUtil::MakeTokenShape())
                   .ok());
  EXPECT_FALSE(
      LayoutUtil::ValidateLayoutForShape(LayoutUtil::MakeLayout({0}), ShapeUtil::MakeNil()).ok());
}

TEST(LayoutUtilTest, ValidateLayoutInShape) {
  EXPECT_TRUE(LayoutUtil::ValidateLayoutInShape(ShapeUtil::MakeShape(F32, {2, 3})).ok());
  EXPECT_TRUE(
      LayoutUtil::ValidateLayoutInShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1})).ok());
  EXPECT_FALSE(
      LayoutUtil::ValidateLayoutInShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 1})).ok());
  Shape tuple = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(F32, {2}), ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0})});
  EXPECT_FALSE(LayoutUtil::ValidateLayoutInShape(tuple).ok());
  Shape tuple_with_own_layout = ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(F32, {2})});
  tuple_with_own_layout.set_layout(LayoutUtil::MakeLayout({0}));
  EXPECT_FALSE(LayoutUtil::ValidateLayoutInShape(tuple_with_own_layout).ok());
}

TEST(LayoutUtilTest, LayoutOrDefault) {
  EXPECT_EQ(LayoutUtil::LayoutOrDefault(ShapeUtil::MakeShape(F32, {2, 3})),
            LayoutUtil::MakeLayout({1, 0}));
  EXPECT_EQ(LayoutUtil::LayoutOrDefault(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1})),
            LayoutUtil::MakeLayout({0, 1}));
}

TEST(LayoutUtilTest, LayoutsInShapesEqual) {
  // An absent layout counts as the default one.
  EXPECT_TRUE(LayoutUtil::LayoutsInShapesEqual(
      ShapeUtil::MakeShape(F32, {2, 3}), ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0})));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(
      ShapeUtil::MakeShape(F32, {2, 3}), ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1})));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(
      ShapeUtil::MakeShape(F32, {2}), ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(F32, {2})})));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(ShapeUtil::MakeNil(),
                                                ShapeUtil::MakeTupleShape({ShapeUtil::MakeNil()})));
  // Both present: compared as they are, either way round.
  const Shape row_major = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0});
  const Shape column_major = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1});
  EXPECT_TRUE(LayoutUtil::LayoutsInShapesEqual(column_major, column_major));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(row_major, column_major));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(column_major, row_major));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(column_major, ShapeUtil::MakeShape(F32, {2, 3})));
  EXPECT_TRUE(LayoutUtil::LayoutsInShapesEqual(
      ShapeUtil::MakeTupleShape({row_major, column_major}),
      ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(F32, {2, 3}), column_major})));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(ShapeUtil::MakeTupleShape({row_major, row_major}),
                                                ShapeUtil::MakeTupleShape({row_major, column_major})));
}

TEST(LayoutUtilTest, MutableLayout) {
  Shape shape = Shape(F32, {2, 3});
  EXPECT_FALSE(shape.has_layout());
  EXPECT_EQ(shape.layout(), Layout());  // an empty layout, not a crash
  shape.mutable_layout()->add_minor_to_major(0);
  shape.mutable_layout()->add_minor_to_major(1);
  EXPECT_TRUE(shape.has_layout());
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(shape), "f32[2,3]{0,1}");
  shape.clear_layout();
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(shape), "f32[2,3]");
}

}  // namespace
}  // namespace xla
