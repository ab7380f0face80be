#include "axle/shape/shape.h"

#include <gtest/gtest.h>

#include "axle/shape/program_shape.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

TEST(ShapeTest, ToString) {
  EXPECT_EQ(Shape(F32, {2, 3}).ToString(), "f32[2,3]");
  EXPECT_EQ(Shape(F32, {2, 3}, {false, true}).ToString(), "f32[2,<=3]");
  EXPECT_EQ(Shape(U8, {}).ToString(), "u8[]");
  EXPECT_EQ(Shape(TOKEN, {}).ToString(), "token[]");
  EXPECT_EQ(Shape(std::vector<Shape>{}).ToString(), "()");
  EXPECT_EQ(Shape(std::vector<Shape>{Shape(F32, {1}), Shape(std::vector<Shape>{Shape(S8, {})})})
                .ToString(),
            "(f32[1], (s8[]))");
  Shape laid_out = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1});
  EXPECT_EQ(laid_out.ToString(), "f32[2,3]");
  EXPECT_EQ(laid_out.ToString(/*print_layout=*/true), "f32[2,3]{0,1}");
  // Out-of-range types print as "invalid", no crash.
  EXPECT_EQ(Shape().ToString(), "invalid[]");
}

TEST(ShapeTest, EqualityIncludesEverything) {
  Shape base(F32, {2, 3});
  EXPECT_EQ(base, Shape(F32, {2, 3}));
  EXPECT_NE(base, Shape(F64, {2, 3}));
  EXPECT_NE(base, Shape(F32, {3, 2}));
  EXPECT_NE(base, Shape(F32, {2, 3}, {true, false}));
  EXPECT_NE(base, ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0}));
  EXPECT_NE(Shape(std::vector<Shape>{base}), Shape(std::vector<Shape>{base, base}));
  EXPECT_NE(Shape(TOKEN, {}), Shape(std::vector<Shape>{}));
}

TEST(ShapeTest, DeleteDimensionKeepsDynamicBitsAndLayout) {
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {0, 1, 2});
  shape.set_dynamic_dimension(2, true);
  shape.DeleteDimension(0);
  EXPECT_EQ(shape.ToString(true), "f32[3,<=4]{0,1}");
  EXPECT_TRUE(ShapeUtil::ValidateShape(shape).ok());
}

TEST(ShapeTest, IsStaticRecursesIntoTuples) {
  Shape tuple(std::vector<Shape>{Shape(F32, {2}), Shape(F32, {2}, {true})});
  EXPECT_FALSE(tuple.is_static());
  EXPECT_TRUE(tuple.is_dynamic());
  EXPECT_TRUE(ShapeUtil::MakeStatic(tuple).is_static());
  EXPECT_TRUE(Shape(std::vector<Shape>{}).is_static());
  EXPECT_TRUE(Shape(F32, {}).is_static());
}

TEST(ShapeTest, MutableTupleShapes) {
  Shape tuple(std::vector<Shape>{Shape(F32, {2})});
  tuple.mutable_tuple_shapes()->push_back(Shape(S32, {}));
  tuple.mutable_tuple_shapes(0)->set_dimensions(0, 5);
  EXPECT_EQ(tuple.ToString(), "(f32[5], s32[])");
  EXPECT_EQ(tuple.tuple_shapes_size(), 2);
}

TEST(ProgramShapeTest, ToString) {
  ProgramShape program;
  program.add_parameters(Shape(F32, {2}), "x");
  program.add_parameters(ShapeUtil::MakeShapeWithLayout(F32, {2}, {0}), "y");
  program.set_result(ShapeUtil::MakeShapeWithLayout(F32, {2}, {0}));
  EXPECT_EQ(program.ToString(), "(x: f32[2], y: f32[2]) -> f32[2]");
  EXPECT_EQ(program.ToString(/*print_layout=*/true), "(x: f32[2], y: f32[2]{0}) -> f32[2]{0}");
  EXPECT_EQ(program.parameters_size(), 2);
  EXPECT_EQ(program.parameter_names(1), "y");

  ProgramShape unnamed;
  unnamed.add_parameters(ShapeUtil::MakeShapeWithDescendingLayout(F32, {}));
  unnamed.add_parameters(ShapeUtil::MakeShapeWithDescendingLayout(F32, {4}));
  unnamed.set_result(ShapeUtil::MakeTupleShape({ShapeUtil::MakeShapeWithDescendingLayout(F32, {4})}));
  // The same text XLA prints inside entry_computation_layout.
  EXPECT_EQ(unnamed.ToString(true), "(f32[], f32[4]{0}) -> (f32[4]{0})");
}

}  // namespace
}  // namespace xla
