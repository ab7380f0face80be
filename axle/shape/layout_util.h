// Creating, checking and querying layouts.
#ifndef AXLE_SHAPE_LAYOUT_UTIL_H_
#define AXLE_SHAPE_LAYOUT_UTIL_H_

#include "absl/status/status.h"
#include "axle/shape/shape.h"

namespace xla {

class LayoutUtil {
 public:
  static Layout MakeLayout(absl::Span<const int64_t> minor_to_major);
  static Layout MakeLayoutFromMajorToMinor(absl::Span<const int64_t> major_to_minor);
  // {rank-1, ..., 0}: dimension 0 most major, XLA's default.
  static Layout MakeDescendingLayout(int64_t rank);
  static Layout GetDefaultLayoutForShape(const Shape& shape);
  static Layout GetDefaultLayoutForRank(int64_t rank) { return MakeDescendingLayout(rank); }

  // Gives every array in `shape` (recursively) the default layout.
  static void SetToDefaultLayout(Shape* shape);
  static void ClearLayout(Shape* shape);  // recursively
  static bool HasLayout(const Shape& shape);  // every array has one, recursively

  // minor_to_major must be a permutation of [0, rank).
  static absl::Status ValidateLayoutForShape(const Layout& layout, const Shape& shape);
  static absl::Status ValidateLayoutInShape(const Shape& shape);  // absent layouts are fine

  static bool IsMonotonicWithDim0Major(const Layout& layout);
  // Dimension number that is the i-th most minor / major in the layout.
  static int64_t Minor(const Layout& layout, int64_t i);
  static int64_t Major(const Layout& layout, int64_t i);
  // The layout of `shape`, or the default one if it has none.
  static Layout LayoutOrDefault(const Shape& shape);
  static bool LayoutsInShapesEqual(const Shape& a, const Shape& b);
};

}  // namespace xla

#endif  // AXLE_SHAPE_LAYOUT_UTIL_H_
