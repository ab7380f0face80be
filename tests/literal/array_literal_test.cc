// Array/Array2D/3D/4D, LiteralUtil::Create*FromArray*, LiteralSlice and
// Literal::Transpose/Slice: XLA's client API signatures and behaviour.
#include <gtest/gtest.h>

#include <sstream>

#include "axle/literal/array2d.h"
#include "axle/literal/array3d.h"
#include "axle/literal/array4d.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

TEST(ArrayTest, Array2DIndexingAndFill) {
  Array2D<float> a(2, 3);
  EXPECT_EQ(a.height(), 2);
  EXPECT_EQ(a.width(), 3);
  EXPECT_EQ(a.num_elements(), 6);
  EXPECT_EQ(a(1, 2), 0.0f);
  a(1, 2) = 7.5f;
  EXPECT_EQ(a({1, 2}), 7.5f);
  a.FillIota(1.0f);
  EXPECT_EQ(a.ToString(), "[[1, 2, 3], [4, 5, 6]]");
  Array2D<int> b({{1, 2}, {3, 4}, {5, 6}});
  EXPECT_EQ(b.n1(), 3);
  EXPECT_EQ(b.n2(), 2);
  EXPECT_EQ(b(2, 0), 5);
  Array2D<int> filled(2, 2, 9);
  EXPECT_EQ(filled(1, 1), 9);
  Array2D<int> empty({});
  EXPECT_EQ(empty.num_dimensions(), 2);
  EXPECT_EQ(empty.num_elements(), 0);
}

TEST(ArrayTest, GenericArrayEachReshapeAndEquality) {
  Array<int32_t> a(std::vector<int64_t>{2, 3});
  a.Each([](absl::Span<const int64_t> index, int32_t* value) {
    *value = static_cast<int32_t>(10 * index[0] + index[1]);
  });
  EXPECT_EQ(a(1, 2), 12);
  a.Reshape({3, 2});
  EXPECT_EQ(a.dim(0), 3);
  EXPECT_EQ(a(2, 1), 12);  // same row-major elements
  Array<int32_t> b(std::vector<int64_t>{3, 2});
  b.SetValues({0, 1, 2, 10, 11, 12});
  EXPECT_EQ(a, b);
}

TEST(ArrayTest, Array4DFillWithYX) {
  Array4D<float> a(2, 3, 2, 2);
  EXPECT_EQ(a.planes(), 2);
  EXPECT_EQ(a.depth(), 3);
  EXPECT_EQ(a.height(), 2);
  EXPECT_EQ(a.width(), 2);
  a.FillWithYX(Array2D<float>({{1, 2}, {3, 4}}));
  EXPECT_EQ(a(1, 2, 1, 0), 3.0f);
  EXPECT_EQ(a(0, 0, 0, 1), 2.0f);
}

TEST(LiteralFromArrayTest, CreateR2R3R4) {
  Literal r2 = LiteralUtil::CreateR2FromArray2D<float>(Array2D<float>({{1, 2, 3}, {4, 5, 6}}));
  EXPECT_EQ(r2.ToString(), "f32[2,3] {{1, 2, 3}, {4, 5, 6}}");
  EXPECT_TRUE(ShapeUtil::Equal(r2.shape(), ShapeUtil::MakeShape(F32, {2, 3})));

  Array3D<int32_t> a3(2, 1, 2);
  a3.FillIota(0);
  Literal r3 = LiteralUtil::CreateR3FromArray3D<int32_t>(a3);
  EXPECT_EQ(r3.ToString(), "s32[2,1,2] {{{0, 1}}, {{2, 3}}}");

  Array4D<int8_t> a4(1, 2, 1, 2);
  a4.FillIota(5);
  Literal r4 = LiteralUtil::CreateR4FromArray4D<int8_t>(a4);
  EXPECT_EQ(r4.shape().ToString(), "s8[1,2,1,2]");
  EXPECT_EQ(r4.Get<int8_t>({0, 1, 0, 1}), 8);

  // Column-major layout: same logical values.
  Literal column_major = LiteralUtil::CreateR2FromArray2DWithLayout<float>(
      Array2D<float>({{1, 2}, {3, 4}}), LayoutUtil::MakeLayout({0, 1}));
  EXPECT_EQ(column_major.shape().layout().ToString(), "{0,1}");
  EXPECT_EQ(column_major.data<float>()[1], 3.0f);
  EXPECT_EQ(column_major.Get<float>({0, 1}), 2.0f);
}

TEST(LiteralSliceTest, ViewsALiteralOrATupleElement) {
  Literal a = LiteralUtil::CreateR1<float>({1, 2, 3});
  Literal b = LiteralUtil::CreateR0<int32_t>(7);
  Literal tuple = LiteralUtil::MakeTupleOwned(a.Clone(), b.Clone());
  LiteralSlice whole(tuple);
  EXPECT_EQ(whole.shape().ToString(), "(f32[3], s32[])");
  LiteralSlice second(tuple, {1});
  EXPECT_EQ(second.Get<int32_t>({}), 7);
  EXPECT_EQ(second, b);
  EXPECT_EQ(b, second);
  LiteralSlice first(tuple, {0});
  EXPECT_EQ(first.data<float>()[2], 3.0f);
  EXPECT_EQ(first.Clone(), a);
  EXPECT_NE(first, LiteralSlice(b));
  std::ostringstream text;
  text << first;
  EXPECT_EQ(text.str(), "f32[3] {1, 2, 3}");
  // A view goes wherever a literal is read.
  const Literal& viewed = first;
  EXPECT_EQ(&viewed, &tuple.tuple_element(0));
}

TEST(LiteralTransposeTest, PermutesDimensionsAndKeepsMemoryOrder) {
  Literal m = LiteralUtil::CreateR2<int32_t>({{1, 2, 3}, {4, 5, 6}});
  Literal t = m.Transpose({1, 0});
  EXPECT_EQ(t.shape().ToString(), "s32[3,2]");
  EXPECT_EQ(t.Get<int32_t>({0, 1}), 4);
  EXPECT_EQ(t.Get<int32_t>({2, 0}), 3);
  // XLA keeps the bytes: the layout is permuted along.
  EXPECT_EQ(t.shape().layout().ToString(), "{0,1}");
  EXPECT_EQ(t, LiteralUtil::CreateR2<int32_t>({{1, 4}, {2, 5}, {3, 6}}));

  Literal r3 = LiteralUtil::CreateR3<float>({{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}});
  Literal p = r3.Transpose({2, 0, 1});
  // p[i][j][k] = r3[j][k][i].
  EXPECT_EQ(p.Get<float>({1, 0, 1}), r3.Get<float>({0, 1, 1}));
  EXPECT_EQ(p.Get<float>({0, 1, 0}), r3.Get<float>({1, 0, 0}));
}

TEST(LiteralSliceMethodTest, TakesASubArray) {
  Literal m = LiteralUtil::CreateR2<float>({{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}});
  Literal s = m.Slice({1, 1}, {3, 3});
  EXPECT_EQ(s, LiteralUtil::CreateR2<float>({{6, 7}, {10, 11}}));
  EXPECT_EQ(m.Slice({0, 2}, {0, 4}).shape().ToString(), "f32[0,2]");
  // A column-major source keeps its layout.
  Literal column_major = m.Relayout(LayoutUtil::MakeLayout({0, 1}));
  Literal cs = column_major.Slice({0, 3}, {2, 4});
  EXPECT_EQ(cs.shape().layout().ToString(), "{0,1}");
  EXPECT_EQ(cs, LiteralUtil::CreateR2<float>({{4}, {8}}));
}

}  // namespace
}  // namespace xla
