#include "axle/shape/index_util.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <cstdint>
#include <vector>

#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

using Index = std::vector<int64_t>;

int64_t Linear(const Shape& shape, const Index& index) {
  return IndexUtil::MultidimensionalIndexToLinearIndex(shape, index);
}

// Every linear index maps to a multi-index that maps back, and every
// multi-index of the shape is reached exactly once.
void ExpectRoundTrip(const Shape& shape) {
  int64_t n = ShapeUtil::ElementsIn(shape);
  std::vector<bool> hit(n, false);
  for (int64_t linear = 0; linear < n; ++linear) {
    Index index = IndexUtil::LinearIndexToMultidimensionalIndex(shape, linear);
    ASSERT_TRUE(IndexUtil::IndexInBounds(shape, index)) << shape << " linear " << linear;
    EXPECT_EQ(Linear(shape, index), linear) << shape;
  }
  ShapeUtil::ForEachIndex(shape, [&](absl::Span<const int64_t> index) {
    int64_t linear = Linear(shape, Index(index.begin(), index.end()));
    EXPECT_GE(linear, 0);
    EXPECT_LT(linear, n);
    if (linear >= 0 && linear < n) {
      EXPECT_FALSE(hit[linear]) << shape << " linear " << linear << " reached twice";
      hit[linear] = true;
    }
    return true;
  });
}

TEST(IndexUtilTest, RowMajor2D) {
  // f32[2,3]{1,0}: linear = i0 * 3 + i1.
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0});
  EXPECT_EQ(Linear(shape, {0, 0}), 0);
  EXPECT_EQ(Linear(shape, {0, 1}), 1);
  EXPECT_EQ(Linear(shape, {0, 2}), 2);
  EXPECT_EQ(Linear(shape, {1, 0}), 3);
  EXPECT_EQ(Linear(shape, {1, 2}), 5);
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(shape, 4), (Index{1, 1}));
  ExpectRoundTrip(shape);
}

TEST(IndexUtilTest, NoLayoutIsRowMajor) {
  Shape shape = ShapeUtil::MakeShape(F32, {2, 3});
  Shape row_major = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {1, 0});
  ShapeUtil::ForEachIndex(shape, [&](absl::Span<const int64_t> index) {
    Index i(index.begin(), index.end());
    EXPECT_EQ(Linear(shape, i), Linear(row_major, i));
    return true;
  });
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(shape, 5), (Index{1, 2}));
  ExpectRoundTrip(shape);
}

TEST(IndexUtilTest, ColumnMajor2D) {
  // f32[2,3]{0,1}: dimension 0 is minor, linear = i0 + i1 * 2.
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1});
  EXPECT_EQ(Linear(shape, {0, 0}), 0);
  EXPECT_EQ(Linear(shape, {1, 0}), 1);
  EXPECT_EQ(Linear(shape, {0, 1}), 2);
  EXPECT_EQ(Linear(shape, {1, 1}), 3);
  EXPECT_EQ(Linear(shape, {0, 2}), 4);
  EXPECT_EQ(Linear(shape, {1, 2}), 5);
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(shape, 1), (Index{1, 0}));
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(shape, 2), (Index{0, 1}));
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(shape, 5), (Index{1, 2}));
  ExpectRoundTrip(shape);
}

TEST(IndexUtilTest, Permuted3D) {
  // f32[2,3,4]{1,0,2}: dim 1 (size 3) most minor, then dim 0 (size 2), then
  // dim 2 (size 4): linear = i1 + 3 * i0 + 6 * i2.
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {1, 0, 2});
  EXPECT_EQ(Linear(shape, {0, 1, 0}), 1);
  EXPECT_EQ(Linear(shape, {1, 0, 0}), 3);
  EXPECT_EQ(Linear(shape, {0, 0, 1}), 6);
  EXPECT_EQ(Linear(shape, {1, 2, 3}), 2 + 3 + 18);
  EXPECT_EQ(Linear(shape, {1, 1, 2}), 1 + 3 + 12);
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(shape, 23), (Index{1, 2, 3}));
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(shape, 10), (Index{1, 1, 1}));
  EXPECT_EQ(IndexUtil::GetDimensionStride(shape, 1), 1);
  EXPECT_EQ(IndexUtil::GetDimensionStride(shape, 0), 3);
  EXPECT_EQ(IndexUtil::GetDimensionStride(shape, 2), 6);
  ExpectRoundTrip(shape);

  // f32[2,3,4]{2,0,1}: linear = i2 + 4 * i0 + 8 * i1.
  Shape other = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {2, 0, 1});
  EXPECT_EQ(Linear(other, {1, 2, 3}), 3 + 4 + 16);
  EXPECT_EQ(Linear(other, {1, 0, 2}), 2 + 4);
  EXPECT_EQ(Linear(other, {0, 1, 0}), 8);
  EXPECT_EQ(IndexUtil::LinearIndexToMultidimensionalIndex(other, 13), (Index{1, 1, 1}));
  EXPECT_EQ(IndexUtil::GetDimensionStride(other, 2), 1);
  EXPECT_EQ(IndexUtil::GetDimensionStride(other, 0), 4);
  EXPECT_EQ(IndexUtil::GetDimensionStride(other, 1), 8);
  ExpectRoundTrip(other);

  // Every permutation of a 4-D shape round-trips.
  std::vector<int64_t> perm = {0, 1, 2, 3};
  do {
    ExpectRoundTrip(ShapeUtil::MakeShapeWithLayout(S32, {2, 3, 1, 5}, perm));
  } while (std::next_permutation(perm.begin(), perm.end()));
}

TEST(IndexUtilTest, StridesMatchLinearIndex) {
  Shape shape = ShapeUtil::MakeShapeWithLayout(F32, {3, 5, 2, 4}, {2, 0, 3, 1});
  ShapeUtil::ForEachIndex(shape, [&](absl::Span<const int64_t> index) {
    int64_t expected = 0;
    for (int64_t d = 0; d < shape.rank(); ++d) {
      expected += index[d] * IndexUtil::GetDimensionStride(shape, d);
    }
    EXPECT_EQ(Linear(shape, Index(index.begin(), index.end())), expected);
    return true;
  });
}

TEST(IndexUtilTest, DefaultStrides) {
  Shape shape = ShapeUtil::MakeShape(F32, {2, 3, 4});
  EXPECT_EQ(IndexUtil::GetDimensionStride(shape, 2), 1);
  EXPECT_EQ(IndexUtil::GetDimensionStride(shape, 1), 4);
  EXPECT_EQ(IndexUtil::GetDimensionStride(shape, 0), 12);
  Shape col = ShapeUtil::MakeShapeWithLayout(F32, {2, 3, 4}, {0, 1, 2});
  EXPECT_EQ(IndexUtil::GetDimensionStride(col, 0), 1);
  EXPECT_EQ(IndexUtil::GetDimensionStride(col, 1), 2);
  EXPECT_EQ(IndexUtil::GetDimensionStride(col, 2), 6);
}

TEST(IndexUtilTest, Scalar) {
  Shape scalar = ShapeUtil::MakeShape(F32, {});
  EXPECT_EQ(Linear(scalar, {}), 0);
  EXPECT_TRUE(IndexUtil::LinearIndexToMultidimensionalIndex(scalar, 0).empty());
  Index empty;
  EXPECT_FALSE(IndexUtil::BumpIndices(scalar, absl::MakeSpan(empty)));
  EXPECT_TRUE(IndexUtil::IndexInBounds(scalar, {}));
  EXPECT_FALSE(IndexUtil::IndexInBounds(scalar, {0}));
}

TEST(IndexUtilTest, BumpIndices) {
  Shape shape = ShapeUtil::MakeShape(F32, {2, 3});
  Index index = {0, 0};
  std::vector<Index> seen = {index};
  while (IndexUtil::BumpIndices(shape, absl::MakeSpan(index))) seen.push_back(index);
  EXPECT_EQ(seen, (std::vector<Index>{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}));
  // After the last index it wraps to all zeros.
  EXPECT_EQ(index, (Index{0, 0}));

  // Row-major even with a column-major layout.
  Shape col = ShapeUtil::MakeShapeWithLayout(F32, {2, 2}, {0, 1});
  Index i = {0, 1};
  EXPECT_TRUE(IndexUtil::BumpIndices(col, absl::MakeSpan(i)));
  EXPECT_EQ(i, (Index{1, 0}));

  // From the middle of a 3-D shape, carrying twice.
  Shape three = ShapeUtil::MakeShape(S8, {2, 2, 3});
  Index j = {0, 1, 2};
  EXPECT_TRUE(IndexUtil::BumpIndices(three, absl::MakeSpan(j)));
  EXPECT_EQ(j, (Index{1, 0, 0}));
  j = {1, 1, 2};
  EXPECT_FALSE(IndexUtil::BumpIndices(three, absl::MakeSpan(j)));
}

TEST(IndexUtilTest, IndexInBounds) {
  Shape shape = ShapeUtil::MakeShape(F32, {2, 3});
  EXPECT_TRUE(IndexUtil::IndexInBounds(shape, {0, 0}));
  EXPECT_TRUE(IndexUtil::IndexInBounds(shape, {1, 2}));
  EXPECT_FALSE(IndexUtil::IndexInBounds(shape, {2, 0}));
  EXPECT_FALSE(IndexUtil::IndexInBounds(shape, {0, 3}));
  EXPECT_FALSE(IndexUtil::IndexInBounds(shape, {-1, 0}));
  EXPECT_FALSE(IndexUtil::IndexInBounds(shape, {0}));
  EXPECT_FALSE(IndexUtil::IndexInBounds(shape, {0, 0, 0}));
  EXPECT_FALSE(IndexUtil::IndexInBounds(ShapeUtil::MakeShape(F32, {0}), {0}));
}

}  // namespace
}  // namespace xla
