#include "axle/shape/index_util.h"

#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {

int64_t IndexUtil::MultidimensionalIndexToLinearIndex(const Shape& shape,
                                                      absl::Span<const int64_t> multi_index) {
  if (!shape.has_layout()) {
    int64_t linear = 0;
    for (int64_t i = 0; i < shape.rank(); ++i) {
      linear = linear * shape.dimensions(i) + multi_index[i];
    }
    return linear;
  }
  int64_t linear = 0;
  int64_t scale = 1;
  for (int64_t dim : shape.layout().minor_to_major()) {
    linear += multi_index[dim] * scale;
    scale *= shape.dimensions(dim);
  }
  return linear;
}

std::vector<int64_t> IndexUtil::LinearIndexToMultidimensionalIndex(const Shape& shape,
                                                                   int64_t linear_index) {
  std::vector<int64_t> index(shape.rank());
  Layout layout = LayoutUtil::LayoutOrDefault(shape);
  for (int64_t dim : layout.minor_to_major()) {
    int64_t size = shape.dimensions(dim);
    index[dim] = size == 0 ? 0 : linear_index % size;
    linear_index = size == 0 ? 0 : linear_index / size;
  }
  return index;
}

bool IndexUtil::BumpIndices(const Shape& shape, absl::Span<int64_t> index) {
  for (int64_t dim = shape.rank() - 1; dim >= 0; --dim) {
    if (++index[dim] < shape.dimensions(dim)) return true;
    index[dim] = 0;
  }
  return false;
}

int64_t IndexUtil::GetDimensionStride(const Shape& shape, int64_t dim) {
  // No element of an empty array is addressed, and the product of its other
  // dimensions may not fit in int64: every stride is 0, whatever the order.
  if (ShapeUtil::ElementsIn(shape) == 0) return 0;
  Layout layout = LayoutUtil::LayoutOrDefault(shape);
  int64_t stride = 1;
  for (int64_t d : layout.minor_to_major()) {
    if (d == dim) break;
    stride *= shape.dimensions(d);
  }
  return stride;
}

bool IndexUtil::IndexInBounds(const Shape& shape, absl::Span<const int64_t> index) {
  if (static_cast<int64_t>(index.size()) != shape.rank()) return false;
  for (int64_t i = 0; i < shape.rank(); ++i) {
    if (index[i] < 0 || index[i] >= shape.dimensions(i)) return false;
  }
  return true;
}

}  // namespace xla
