// Multi-dimensional index <-> linear index in a shape's layout.
#ifndef AXLE_SHAPE_INDEX_UTIL_H_
#define AXLE_SHAPE_INDEX_UTIL_H_

#include <cstdint>
#include <vector>

#include "absl/types/span.h"
#include "axle/shape/shape.h"

namespace xla {

class IndexUtil {
 public:
  // Position of `multi_index` in a dense buffer of `shape` laid out by the
  // shape's layout (default major-to-minor when it has none).
  static int64_t MultidimensionalIndexToLinearIndex(const Shape& shape,
                                                    absl::Span<const int64_t> multi_index);
  static std::vector<int64_t> LinearIndexToMultidimensionalIndex(const Shape& shape,
                                                                 int64_t linear_index);
  // Advances `index` to the next index in row-major order; false after the last.
  static bool BumpIndices(const Shape& shape, absl::Span<int64_t> index);
  // Elements between consecutive indices of dimension `dim` in the buffer.
  static int64_t GetDimensionStride(const Shape& shape, int64_t dim);
  static bool IndexInBounds(const Shape& shape, absl::Span<const int64_t> index);
};

}  // namespace xla

#endif  // AXLE_SHAPE_INDEX_UTIL_H_
