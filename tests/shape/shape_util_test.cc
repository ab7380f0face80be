#include "axle/shape/shape_util.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <sstream>
#include <vector>

#include "axle/shape/index_util.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

// ---------------------------------------------------------------------------
// Construction and text.

TEST(ShapeUtilTest, HumanString) {
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeShape(F32, {2, 3})), "f32[2,3]");
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeShape(S32, {})), "s32[]");
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeScalarShape(PRED)), "pred[]");
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeShape(BF16, {0})), "bf16[0]");
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeShape(C128, {1, 2, 3, 4})),
            "c128[1,2,3,4]");
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeTokenShape()), "token[]");
}

TEST(ShapeUtilTest, HumanStringOfEveryType) {
  const std::vector<std::pair<PrimitiveType, const char*>> cases = {
      {PRED, "pred[7]"}, {S8, "s8[7]"},   {S16, "s16[7]"}, {S32, "s32[7]"},
      {S64, "s64[7]"},   {U8, "u8[7]"},   {U16, "u16[7]"}, {U32, "u32[7]"},
      {U64, "u64[7]"},   {F16, "f16[7]"}, {BF16, "bf16[7]"}, {F32, "f32[7]"},
      {F64, "f64[7]"},   {C64, "c64[7]"}, {C128, "c128[7]"},
  };
  for (const auto& [type, text] : cases) {
    EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeShape(type, {7})), text);
  }
}

TEST(ShapeUtilTest, HumanStringWithLayout) {
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0})),
            "f32[2,3]{1,0}");
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1})),
            "f32[2,3]{0,1}");
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(
                ShapeUtil::MakeShapeWithLayout(S8, {2, 3, 4}, {1, 0, 2})),
            "s8[2,3,4]{1,0,2}");
  // No layout: nothing printed (MakeShape gives the default one, as XLA's).
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(Shape(F32, {2, 3})), "f32[2,3]");
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(ShapeUtil::MakeShape(F32, {2, 3})), "f32[2,3]{1,0}");
  // HumanString never prints the layout.
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1})),
            "f32[2,3]");
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(
                ShapeUtil::MakeShapeWithDescendingLayout(F64, {4, 5, 6})),
            "f64[4,5,6]{2,1,0}");
}

TEST(ShapeUtilTest, ScalarLayoutIsNotPrinted) {
  // XLA prints "f32[]", never "f32[]{}", e.g. in entry_computation_layout.
  Shape scalar = ShapeUtil::MakeShapeWithDescendingLayout(F32, {});
  ASSERT_TRUE(scalar.has_layout());
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(scalar), "f32[]");
  Shape tuple = ShapeUtil::MakeTupleShape(
      {scalar, ShapeUtil::MakeShapeWithDescendingLayout(F32, {4})});
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(tuple), "(f32[], f32[4]{0})");
}

TEST(ShapeUtilTest, DynamicDimensions) {
  Shape shape = ShapeUtil::MakeShape(F32, {10}, {true});
  EXPECT_EQ(ShapeUtil::HumanString(shape), "f32[<=10]");
  EXPECT_TRUE(shape.is_dynamic());
  EXPECT_FALSE(shape.is_static());
  EXPECT_TRUE(shape.is_dynamic_dimension(0));
  // The bound is the size.
  EXPECT_EQ(shape.dimensions(0), 10);
  EXPECT_EQ(ShapeUtil::ElementsIn(shape), 10);

  Shape mixed = ShapeUtil::MakeShape(S32, {2, 3, 4}, {false, true, false});
  EXPECT_EQ(ShapeUtil::HumanString(mixed), "s32[2,<=3,4]");
  mixed.set_layout(LayoutUtil::MakeDescendingLayout(3));
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(mixed), "s32[2,<=3,4]{2,1,0}");

  // Short dynamic vectors are padded with static dimensions.
  Shape padded = ShapeUtil::MakeShape(F32, {2, 3}, {true});
  EXPECT_EQ(ShapeUtil::HumanString(padded), "f32[<=2,3]");
  EXPECT_TRUE(ShapeUtil::ValidateShape(padded).ok());

  Shape s = ShapeUtil::MakeShape(F32, {5});
  s.set_dynamic_dimension(0, true);
  EXPECT_EQ(ShapeUtil::HumanString(s), "f32[<=5]");
  Shape made_static = ShapeUtil::MakeStatic(s);
  EXPECT_EQ(ShapeUtil::HumanString(made_static), "f32[5]");
  EXPECT_TRUE(made_static.is_static());
}

TEST(ShapeUtilTest, AddDimensions) {
  Shape shape(F32, {});
  shape.add_dimensions(3);
  shape.add_dimensions(4, /*dynamic=*/true);
  EXPECT_EQ(ShapeUtil::HumanString(shape), "f32[3,<=4]");
  EXPECT_TRUE(ShapeUtil::ValidateShape(shape).ok());
}

TEST(ShapeUtilTest, Tuples) {
  Shape a = ShapeUtil::MakeShape(F32, {2});
  Shape b = ShapeUtil::MakeShape(S32, {});
  Shape tuple = ShapeUtil::MakeTupleShape({a, b});
  EXPECT_TRUE(tuple.IsTuple());
  EXPECT_FALSE(tuple.IsArray());
  EXPECT_EQ(ShapeUtil::HumanString(tuple), "(f32[2], s32[])");
  EXPECT_EQ(ShapeUtil::TupleElementCount(tuple), 2);
  EXPECT_EQ(ShapeUtil::GetTupleElementShape(tuple, 1), b);
  EXPECT_FALSE(ShapeUtil::IsNestedTuple(tuple));
  EXPECT_FALSE(ShapeUtil::IsEmptyTuple(tuple));

  Shape nested = ShapeUtil::MakeTupleShape({tuple, ShapeUtil::MakeShape(PRED, {1, 1}),
                                            ShapeUtil::MakeNil()});
  EXPECT_EQ(ShapeUtil::HumanString(nested), "((f32[2], s32[]), pred[1,1], ())");
  EXPECT_TRUE(ShapeUtil::IsNestedTuple(nested));
  EXPECT_TRUE(ShapeUtil::IsEmptyTuple(ShapeUtil::MakeNil()));
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeNil()), "()");
  EXPECT_TRUE(ShapeUtil::ValidateShape(nested).ok());

  Shape with_token = ShapeUtil::MakeTupleShape({ShapeUtil::MakeTokenShape(), a});
  EXPECT_EQ(ShapeUtil::HumanString(with_token), "(token[], f32[2])");

  Shape laid_out = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1}),
       ShapeUtil::MakeTupleShape({ShapeUtil::MakeShapeWithLayout(U8, {4}, {0})})});
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(laid_out), "(f32[2,3]{0,1}, (u8[4]{0}))");
  EXPECT_EQ(ShapeUtil::HumanString(laid_out), "(f32[2,3], (u8[4]))");

  const Shape* ptrs[] = {&a, &b};
  EXPECT_EQ(ShapeUtil::MakeTupleShapeWithPtrs(ptrs), tuple);
}

TEST(ShapeUtilTest, StreamOperatorPrintsLayout) {
  std::ostringstream os;
  os << ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1});
  EXPECT_EQ(os.str(), "f32[2,3]{0,1}");
}

TEST(ShapeUtilTest, Queries) {
  EXPECT_TRUE(ShapeUtil::IsScalar(ShapeUtil::MakeShape(F32, {})));
  EXPECT_FALSE(ShapeUtil::IsScalar(ShapeUtil::MakeShape(F32, {1})));
  EXPECT_FALSE(ShapeUtil::IsScalar(ShapeUtil::MakeNil()));
  EXPECT_FALSE(ShapeUtil::IsScalar(ShapeUtil::MakeTokenShape()));
  EXPECT_TRUE(ShapeUtil::IsScalarWithElementType(ShapeUtil::MakeShape(S32, {}), S32));
  EXPECT_FALSE(ShapeUtil::IsScalarWithElementType(ShapeUtil::MakeShape(S32, {}), F32));
  EXPECT_TRUE(ShapeUtil::IsEffectiveScalar(ShapeUtil::MakeShape(F32, {1, 1, 1})));
  EXPECT_FALSE(ShapeUtil::IsEffectiveScalar(ShapeUtil::MakeShape(F32, {1, 2})));
  EXPECT_TRUE(ShapeUtil::IsZeroElementArray(ShapeUtil::MakeShape(F32, {3, 0, 2})));
  EXPECT_FALSE(ShapeUtil::IsZeroElementArray(ShapeUtil::MakeShape(F32, {3, 2})));
  EXPECT_TRUE(ShapeUtil::MakeTokenShape().IsToken());
  EXPECT_FALSE(ShapeUtil::MakeTokenShape().IsArray());
  EXPECT_FALSE(Shape().IsValid());
  EXPECT_FALSE(Shape().IsArray());
}

// ---------------------------------------------------------------------------
// Validation.

TEST(ShapeUtilTest, ValidShapes) {
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(F32, {})).ok());
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(F32, {0})).ok());
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(F32, {2, 3})).ok());
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1})).ok());
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeTokenShape()).ok());
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeNil()).ok());
  // Big but representable: 2^60 f32 elements are 2^62 bytes.
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(F32, {int64_t{1} << 60})).ok());
  // Many dimensions whose product is zero never overflow.
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(
                  F32, {0, std::numeric_limits<int64_t>::max(),
                        std::numeric_limits<int64_t>::max()}))
                  .ok());
}

TEST(ShapeUtilTest, ValidateRejectsElementCountOverflow) {
  Shape shape = ShapeUtil::MakeShape(F32, {99999999999, 99999999999});
  absl::Status status = ShapeUtil::ValidateShape(shape);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("f32[99999999999,99999999999]"), std::string::npos)
      << status;
  EXPECT_FALSE(ShapeUtil::CheckedElementsIn(shape).ok());

  // Overflow hidden in the middle of many dimensions.
  EXPECT_FALSE(ShapeUtil::ValidateShape(
                   ShapeUtil::MakeShape(S8, {1 << 20, 1 << 20, 1 << 20, 1 << 20}))
                   .ok());
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(
                   PRED, {std::numeric_limits<int64_t>::max(), 2}))
                   .ok());
}

TEST(ShapeUtilTest, ValidateRejectsByteSizeOverflow) {
  // 2^60 elements fit, 2^60 * 16 bytes do not.
  Shape c128 = ShapeUtil::MakeShape(C128, {int64_t{1} << 60});
  EXPECT_TRUE(ShapeUtil::CheckedElementsIn(c128).ok());
  absl::Status status = ShapeUtil::ValidateShape(c128);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  // 2^61 * 4 = 2^63 is one past int64 max.
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(F32, {int64_t{1} << 61})).ok());
  // Inside a tuple too.
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeTupleShape(
                   {ShapeUtil::MakeShape(F32, {2}), c128}))
                   .ok());
  // MakeValidatedShape reports the same.
  EXPECT_FALSE(ShapeUtil::MakeValidatedShape(C128, {int64_t{1} << 60}).ok());
}

TEST(ShapeUtilTest, ValidateRejectsNegativeDimensions) {
  absl::Status status = ShapeUtil::ValidateShape(ShapeUtil::MakeShape(F32, {2, -1}));
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("-1"), std::string::npos) << status;
  EXPECT_FALSE(ShapeUtil::ValidateShape(
                   ShapeUtil::MakeShape(F32, {std::numeric_limits<int64_t>::min()}))
                   .ok());
  EXPECT_FALSE(ShapeUtil::CheckedElementsIn(ShapeUtil::MakeShape(F32, {-3})).ok());
  // Negative times zero is still invalid.
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShape(F32, {0, -1})).ok());

  absl::StatusOr<Shape> made = ShapeUtil::MakeValidatedShape(F32, {-5});
  EXPECT_FALSE(made.ok());
  absl::StatusOr<Shape> good = ShapeUtil::MakeValidatedShape(F32, {5});
  ASSERT_TRUE(good.ok());
  EXPECT_EQ(ShapeUtil::HumanString(*good), "f32[5]");
}

TEST(ShapeUtilTest, ValidateRejectsBadLayouts) {
  // Wrong length.
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0})).ok());
  EXPECT_FALSE(
      ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {2, 1, 0})).ok());
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {2}, {})).ok());
  // Not a permutation.
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 0})).ok());
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 2})).ok());
  EXPECT_FALSE(
      ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {-1, 0})).ok());
  // In a tuple element.
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeTupleShape(
                   {ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 1})}))
                   .ok());
  // A scalar's only layout is {}.
  EXPECT_TRUE(ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {}, {})).ok());
  EXPECT_FALSE(ShapeUtil::ValidateShape(ShapeUtil::MakeShapeWithLayout(F32, {}, {0})).ok());
}

TEST(ShapeUtilTest, ValidateRejectsMalformedShapes) {
  // Invalid and out-of-range element types: an error, not a crash.
  EXPECT_FALSE(ShapeUtil::ValidateShape(Shape()).ok());
  EXPECT_FALSE(ShapeUtil::ValidateShape(Shape(static_cast<PrimitiveType>(1000), {2})).ok());
  EXPECT_FALSE(ShapeUtil::ValidateShape(Shape(static_cast<PrimitiveType>(-3), {2})).ok());

  // A token with dimensions.
  Shape token = ShapeUtil::MakeTokenShape();
  token.add_dimensions(2);
  EXPECT_FALSE(ShapeUtil::ValidateShape(token).ok());

  // A tuple with dimensions.
  Shape tuple = ShapeUtil::MakeNil();
  tuple.add_dimensions(3);
  EXPECT_FALSE(ShapeUtil::ValidateShape(tuple).ok());

  // An array with tuple elements.
  Shape array = ShapeUtil::MakeShape(F32, {2});
  array.mutable_tuple_shapes()->push_back(ShapeUtil::MakeShape(F32, {}));
  EXPECT_FALSE(ShapeUtil::ValidateShape(array).ok());

  // A tuple with a non-empty layout of its own.
  Shape laid_out_tuple = ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(F32, {2})});
  laid_out_tuple.set_layout(Layout(std::vector<int64_t>{0}));
  EXPECT_FALSE(ShapeUtil::ValidateShape(laid_out_tuple).ok());

  // A token with a non-empty layout.
  Shape laid_out_token = ShapeUtil::MakeTokenShape();
  laid_out_token.set_layout(Layout(std::vector<int64_t>{0}));
  EXPECT_FALSE(ShapeUtil::ValidateShape(laid_out_token).ok());
}

// ---------------------------------------------------------------------------
// Sizes.

TEST(ShapeUtilTest, ElementsIn) {
  EXPECT_EQ(ShapeUtil::ElementsIn(ShapeUtil::MakeShape(F32, {})), 1);
  EXPECT_EQ(ShapeUtil::ElementsIn(ShapeUtil::MakeShape(F32, {7})), 7);
  EXPECT_EQ(ShapeUtil::ElementsIn(ShapeUtil::MakeShape(F32, {2, 3, 4})), 24);
  EXPECT_EQ(ShapeUtil::ElementsIn(ShapeUtil::MakeShape(F32, {2, 0, 4})), 0);
  EXPECT_EQ(ShapeUtil::ElementsIn(ShapeUtil::MakeShape(F32, {1, 1})), 1);

  Shape tuple = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(F32, {2, 3}),
       ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(S8, {4}), ShapeUtil::MakeTokenShape()}),
       ShapeUtil::MakeShape(F32, {})});
  EXPECT_EQ(ShapeUtil::ElementsInRecursive(tuple), 6 + 4 + 1);
  EXPECT_EQ(ShapeUtil::ElementsInRecursive(ShapeUtil::MakeNil()), 0);

  absl::StatusOr<int64_t> checked = ShapeUtil::CheckedElementsIn(ShapeUtil::MakeShape(F32, {5, 6}));
  ASSERT_TRUE(checked.ok());
  EXPECT_EQ(*checked, 30);
}

TEST(ShapeUtilTest, ByteSizeOf) {
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(PRED), 1);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(S8), 1);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(U16), 2);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(F16), 2);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(BF16), 2);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(S32), 4);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(F32), 4);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(U64), 8);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(F64), 8);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(C64), 8);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(C128), 16);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(TUPLE), 0);
  EXPECT_EQ(ShapeUtil::ByteSizeOfPrimitiveType(TOKEN), 0);

  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeShape(F32, {2, 3})), 24);
  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeShape(C128, {3})), 48);
  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeShape(PRED, {10})), 10);
  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeShape(F64, {})), 8);
  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeShape(F64, {0, 5})), 0);
  EXPECT_EQ(ShapeUtil::ByteSizeOfElements(ShapeUtil::MakeShape(BF16, {4, 4})), 32);
  // Layout does not change the dense size.
  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1})), 24);
  // Tuples: one pointer per element; tokens: nothing.
  Shape tuple = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(F32, {100}), ShapeUtil::MakeShape(S8, {})});
  EXPECT_EQ(ShapeUtil::ByteSizeOf(tuple), 2 * static_cast<int64_t>(sizeof(void*)));
  EXPECT_EQ(ShapeUtil::ByteSizeOf(tuple, /*pointer_size=*/4), 8);
  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeNil()), 0);
  EXPECT_EQ(ShapeUtil::ByteSizeOf(ShapeUtil::MakeTokenShape()), 0);
}

// ---------------------------------------------------------------------------
// Comparison.

TEST(ShapeUtilTest, EqualIsLayoutSensitive) {
  Shape row_major = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0});
  Shape col_major = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1});
  Shape no_layout = Shape(F32, {2, 3});

  EXPECT_TRUE(ShapeUtil::Equal(row_major, row_major));
  EXPECT_TRUE(ShapeUtil::Equal(row_major, ShapeUtil::MakeShapeWithDescendingLayout(F32, {2, 3})));
  EXPECT_FALSE(ShapeUtil::Equal(row_major, col_major));
  // An absent layout equals only an absent layout.
  EXPECT_FALSE(ShapeUtil::Equal(row_major, no_layout));
  EXPECT_TRUE(ShapeUtil::Equal(no_layout, Shape(F32, {2, 3})));
  // XLA's idiom: a made shape has the default layout.
  EXPECT_TRUE(ShapeUtil::Equal(row_major, ShapeUtil::MakeShape(F32, {2, 3})));

  EXPECT_TRUE(ShapeUtil::Compatible(row_major, col_major));
  EXPECT_TRUE(ShapeUtil::Compatible(row_major, no_layout));
  EXPECT_TRUE(ShapeUtil::EqualIgnoringLayout(row_major, col_major));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(row_major, col_major));
}

TEST(ShapeUtilTest, CompatibleChecksTypeAndDimensions) {
  Shape f32_23 = ShapeUtil::MakeShape(F32, {2, 3});
  EXPECT_FALSE(ShapeUtil::Compatible(f32_23, ShapeUtil::MakeShape(F32, {3, 2})));
  EXPECT_FALSE(ShapeUtil::Compatible(f32_23, ShapeUtil::MakeShape(F32, {6})));
  EXPECT_FALSE(ShapeUtil::Compatible(f32_23, ShapeUtil::MakeShape(F64, {2, 3})));
  EXPECT_FALSE(ShapeUtil::Compatible(f32_23, ShapeUtil::MakeTupleShape({f32_23})));
  EXPECT_FALSE(ShapeUtil::Compatible(ShapeUtil::MakeTokenShape(), ShapeUtil::MakeShape(F32, {})));
  EXPECT_TRUE(ShapeUtil::Compatible(ShapeUtil::MakeTokenShape(), ShapeUtil::MakeTokenShape()));
  EXPECT_TRUE(ShapeUtil::Compatible(ShapeUtil::MakeNil(), ShapeUtil::MakeNil()));

  EXPECT_TRUE(ShapeUtil::CompatibleIgnoringElementType(f32_23, ShapeUtil::MakeShape(S32, {2, 3})));
  EXPECT_FALSE(ShapeUtil::CompatibleIgnoringElementType(f32_23, ShapeUtil::MakeShape(S32, {3, 2})));

  EXPECT_TRUE(ShapeUtil::CompatibleIgnoringFpPrecision(f32_23, ShapeUtil::MakeShape(BF16, {2, 3})));
  EXPECT_TRUE(ShapeUtil::CompatibleIgnoringFpPrecision(f32_23, ShapeUtil::MakeShape(F64, {2, 3})));
  EXPECT_FALSE(ShapeUtil::CompatibleIgnoringFpPrecision(f32_23, ShapeUtil::MakeShape(S32, {2, 3})));
  EXPECT_TRUE(ShapeUtil::CompatibleIgnoringFpPrecision(ShapeUtil::MakeShape(C64, {2}),
                                                       ShapeUtil::MakeShape(C128, {2})));
  EXPECT_FALSE(ShapeUtil::CompatibleIgnoringFpPrecision(ShapeUtil::MakeShape(C64, {2}),
                                                        ShapeUtil::MakeShape(F32, {2})));
  EXPECT_TRUE(ShapeUtil::SameElementTypeIgnoringFpPrecision(ShapeUtil::MakeShape(F16, {}),
                                                            ShapeUtil::MakeShape(F32, {7})));
  EXPECT_TRUE(ShapeUtil::SameDimensions(f32_23, ShapeUtil::MakeShape(PRED, {2, 3})));
  EXPECT_FALSE(ShapeUtil::SameDimensions(f32_23, ShapeUtil::MakeShape(F32, {2})));
  EXPECT_TRUE(ShapeUtil::SameRank(f32_23, ShapeUtil::MakeShape(F32, {9, 9})));
  EXPECT_TRUE(ShapeUtil::SameElementType(f32_23, ShapeUtil::MakeShape(F32, {})));
}

TEST(ShapeUtilTest, CompatibleTuples) {
  Shape a = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0}), ShapeUtil::MakeShape(S32, {})});
  Shape b = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1}), ShapeUtil::MakeShape(S32, {})});
  EXPECT_TRUE(ShapeUtil::Compatible(a, b));
  EXPECT_FALSE(ShapeUtil::Equal(a, b));
  EXPECT_FALSE(ShapeUtil::Compatible(
      a, ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(F32, {2, 3})})));
  EXPECT_FALSE(ShapeUtil::Compatible(
      a, ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(F32, {2, 3}),
                                    ShapeUtil::MakeShape(U32, {})})));
  EXPECT_FALSE(LayoutUtil::LayoutsInShapesEqual(a, b));
  EXPECT_TRUE(LayoutUtil::LayoutsInShapesEqual(a, a));
}

TEST(ShapeUtilTest, DynamicDimensionsInComparison) {
  Shape dynamic = ShapeUtil::MakeShape(F32, {3}, {true});
  Shape fixed = ShapeUtil::MakeShape(F32, {3});
  // Like XLA: Equal and EqualIgnoringLayout see the dynamic bit, Compatible
  // ignores it.
  EXPECT_FALSE(ShapeUtil::Equal(dynamic, fixed));
  EXPECT_FALSE(ShapeUtil::EqualIgnoringLayout(dynamic, fixed));
  EXPECT_TRUE(ShapeUtil::Compatible(dynamic, fixed));
  EXPECT_TRUE(ShapeUtil::CompatibleIgnoringElementType(dynamic, ShapeUtil::MakeShape(S32, {3})));
  EXPECT_TRUE(ShapeUtil::CompatibleIgnoringFpPrecision(dynamic, ShapeUtil::MakeShape(F16, {3})));
  EXPECT_FALSE(ShapeUtil::Compatible(dynamic, ShapeUtil::MakeShape(F32, {4}, {true})));
  EXPECT_TRUE(ShapeUtil::EqualIgnoringLayout(
      ShapeUtil::MakeShapeWithLayout(F32, {3}, {0}), ShapeUtil::MakeShape(F32, {3})));
}

// ---------------------------------------------------------------------------
// Subshapes.

TEST(ShapeUtilTest, Subshapes) {
  Shape inner = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(F32, {}), ShapeUtil::MakeShape(S32, {2})});
  Shape outer = ShapeUtil::MakeTupleShape({inner, ShapeUtil::MakeShape(PRED, {})});

  EXPECT_EQ(ShapeUtil::GetSubshape(outer, {}), outer);
  EXPECT_EQ(ShapeUtil::GetSubshape(outer, {0}), inner);
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::GetSubshape(outer, {0, 1})), "s32[2]");
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::GetSubshape(outer, {1})), "pred[]");

  EXPECT_TRUE(ShapeUtil::IndexIsValid(outer, {}));
  EXPECT_TRUE(ShapeUtil::IndexIsValid(outer, {0, 0}));
  EXPECT_FALSE(ShapeUtil::IndexIsValid(outer, {2}));
  EXPECT_FALSE(ShapeUtil::IndexIsValid(outer, {-1}));
  EXPECT_FALSE(ShapeUtil::IndexIsValid(outer, {1, 0}));  // into an array
  EXPECT_FALSE(ShapeUtil::IndexIsValid(outer, {0, 0, 0}));

  absl::StatusOr<const Shape*> sub = ShapeUtil::TryGetSubshape(outer, {0, 1});
  ASSERT_TRUE(sub.ok());
  EXPECT_EQ(ShapeUtil::HumanString(**sub), "s32[2]");
  absl::StatusOr<const Shape*> bad = ShapeUtil::TryGetSubshape(outer, {0, 5});
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);

  Shape mutable_outer = outer;
  ShapeUtil::GetMutableSubshape(&mutable_outer, {0, 1})->set_element_type(U8);
  EXPECT_EQ(ShapeUtil::HumanString(mutable_outer), "((f32[], u8[2]), pred[])");
}

TEST(ShapeUtilTest, ForEachSubshapeIsPreOrder) {
  Shape shape = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(F32, {}), ShapeUtil::MakeShape(S32, {2})}),
       ShapeUtil::MakeShape(PRED, {})});
  std::vector<ShapeIndex> indices;
  std::vector<std::string> texts;
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& sub, const ShapeIndex& index) {
    indices.push_back(index);
    texts.push_back(ShapeUtil::HumanString(sub));
  });
  EXPECT_EQ(indices, (std::vector<ShapeIndex>{{}, {0}, {0, 0}, {0, 1}, {1}}));
  EXPECT_EQ(texts, (std::vector<std::string>{"((f32[], s32[2]), pred[])", "(f32[], s32[2])",
                                             "f32[]", "s32[2]", "pred[]"}));

  int calls = 0;
  absl::Status status = ShapeUtil::ForEachSubshapeWithStatus(
      shape, [&](const Shape& sub, const ShapeIndex& index) -> absl::Status {
        ++calls;
        if (index == ShapeIndex{0, 0}) return absl::InvalidArgumentError("stop");
        return absl::OkStatus();
      });
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(calls, 3);  // stops at the first error
  EXPECT_TRUE(ShapeUtil::ForEachSubshapeWithStatus(
                  shape, [](const Shape&, const ShapeIndex&) { return absl::OkStatus(); })
                  .ok());
}

// ---------------------------------------------------------------------------
// Transformations.

TEST(ShapeUtilTest, ChangeElementType) {
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::ChangeElementType(ShapeUtil::MakeShape(F32, {2}), S8)),
            "s8[2]");
  Shape tuple = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(F32, {2}),
       ShapeUtil::MakeTupleShape({ShapeUtil::MakeShape(S32, {})})});
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::ChangeElementType(tuple, F64)),
            "(f64[2], (f64[]))");
  // The layout and dynamic bits survive.
  Shape laid_out = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1});
  laid_out.set_dynamic_dimension(1, true);
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(ShapeUtil::ChangeElementType(laid_out, U16)),
            "u16[2,<=3]{0,1}");
}

TEST(ShapeUtilTest, DeleteDimension) {
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {2, 1, 0});
  Shape deleted = ShapeUtil::DeleteDimension(1, shape);
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(deleted), "f32[2,4]{1,0}");
  EXPECT_TRUE(ShapeUtil::ValidateShape(deleted).ok());

  // The remaining dimensions keep their relative physical order.
  Shape odd = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {0, 2, 1});
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(ShapeUtil::DeleteDimension(1, odd)),
            "f32[2,4]{0,1}");
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(ShapeUtil::DeleteDimension(0, odd)),
            "f32[3,4]{1,0}");

  Shape dynamic = ShapeUtil::MakeShape(F32, {2, 3, 4}, {true, false, true});
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::DeleteDimension(0, dynamic)), "f32[3,<=4]");
}

TEST(ShapeUtilTest, FilterDimensions) {
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4, 5}, {0, 1, 2, 3});
  Shape even = ShapeUtil::FilterDimensions([](int64_t d) { return d % 2 == 0; }, shape);
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(even), "f32[2,4]{0,1}");
  Shape none = ShapeUtil::FilterDimensions([](int64_t) { return false; }, shape);
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(none), "f32[]");
  EXPECT_TRUE(none.has_layout());
}

TEST(ShapeUtilTest, PermuteDimensions) {
  // Result dimension i is operand dimension permutation[i].
  Shape shape = Shape(F32, {2, 3, 4}, {false, true, false});
  Shape permuted = ShapeUtil::PermuteDimensions({2, 0, 1}, shape);
  EXPECT_EQ(ShapeUtil::HumanString(permuted), "f32[4,2,<=3]");
  EXPECT_FALSE(permuted.has_layout());

  // The identity.
  EXPECT_EQ(ShapeUtil::PermuteDimensions({0, 1, 2}, shape), shape);

  // With a layout the physical order is kept (the permutation is a bitcast):
  // old minor-to-major {2,1,0} names old dims; old dim 2 is new dim 0, old
  // dim 1 is new dim 2, old dim 0 is new dim 1.
  Shape laid_out = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {2, 1, 0});
  Shape permuted_layout = ShapeUtil::PermuteDimensions({2, 0, 1}, laid_out);
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(permuted_layout), "f32[4,2,3]{0,2,1}");
  EXPECT_TRUE(ShapeUtil::ValidateShape(permuted_layout).ok());

  // Transposing a 2-D row-major array gives a column-major one.
  EXPECT_EQ(ShapeUtil::HumanStringWithLayout(ShapeUtil::PermuteDimensions(
                {1, 0}, ShapeUtil::MakeShapeWithLayout(S32, {2, 5}, {1, 0}))),
            "s32[5,2]{0,1}");
}

TEST(ShapeUtilTest, PermuteDimensionsIsABitcast) {
  // Element at old index i sits at the same linear position as the element
  // at new index j where j[k] = i[permutation[k]].
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {1, 0, 2});
  std::vector<int64_t> permutation = {1, 2, 0};
  Shape permuted = ShapeUtil::PermuteDimensions(permutation, shape);
  ASSERT_EQ(ShapeUtil::HumanString(permuted), "f32[3,4,2]");
  ShapeUtil::ForEachIndex(shape, [&](absl::Span<const int64_t> index) {
    std::vector<int64_t> new_index(3);
    for (int k = 0; k < 3; ++k) new_index[k] = index[permutation[k]];
    EXPECT_EQ(IndexUtil::MultidimensionalIndexToLinearIndex(shape, index),
              IndexUtil::MultidimensionalIndexToLinearIndex(permuted, new_index));
    return true;
  });
}

TEST(ShapeUtilTest, ForEachIndexIsRowMajor) {
  std::vector<std::vector<int64_t>> seen;
  ShapeUtil::ForEachIndex(ShapeUtil::MakeShape(F32, {2, 3}), [&](absl::Span<const int64_t> i) {
    seen.emplace_back(i.begin(), i.end());
    return true;
  });
  EXPECT_EQ(seen, (std::vector<std::vector<int64_t>>{
                      {0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}));

  // The order is logical, whatever the layout.
  std::vector<std::vector<int64_t>> seen_col_major;
  ShapeUtil::ForEachIndex(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1}),
                          [&](absl::Span<const int64_t> i) {
                            seen_col_major.emplace_back(i.begin(), i.end());
                            return true;
                          });
  EXPECT_EQ(seen_col_major, seen);
}

TEST(ShapeUtilTest, ForEachIndexEdgeCases) {
  int calls = 0;
  ShapeUtil::ForEachIndex(ShapeUtil::MakeShape(F32, {}), [&](absl::Span<const int64_t> i) {
    EXPECT_TRUE(i.empty());
    ++calls;
    return true;
  });
  EXPECT_EQ(calls, 1);

  calls = 0;
  ShapeUtil::ForEachIndex(ShapeUtil::MakeShape(F32, {3, 0, 2}), [&](absl::Span<const int64_t>) {
    ++calls;
    return true;
  });
  EXPECT_EQ(calls, 0);

  // Early stop.
  calls = 0;
  ShapeUtil::ForEachIndex(ShapeUtil::MakeShape(F32, {4, 4}), [&](absl::Span<const int64_t>) {
    return ++calls < 5;
  });
  EXPECT_EQ(calls, 5);

  // Counts every element once.
  calls = 0;
  ShapeUtil::ForEachIndex(ShapeUtil::MakeShape(F32, {2, 3, 4, 5}), [&](absl::Span<const int64_t>) {
    ++calls;
    return true;
  });
  EXPECT_EQ(calls, 120);
}

}  // namespace
}  // namespace xla
