// Literal::Transpose and Literal::Slice (XLA's signatures), and printing of
// LiteralSlice.
#include <cstring>

#include "absl/strings/str_join.h"
#include "axle/literal/literal.h"

namespace xla {

Literal Literal::Transpose(absl::Span<const int64_t> permutation) const {
  AXLE_CHECK(shape_.IsArray()) << "Transpose of " << shape_.ToString();
  std::vector<bool> seen(shape_.rank(), false);
  AXLE_CHECK(static_cast<int64_t>(permutation.size()) == shape_.rank())
      << "Transpose: permutation {" << absl::StrJoin(permutation, ",") << "} for "
      << shape_.ToString();
  for (int64_t d : permutation) {
    AXLE_CHECK(d >= 0 && d < shape_.rank() && !seen[d])
        << "Transpose: {" << absl::StrJoin(permutation, ",") << "} is not a permutation of [0, "
        << shape_.rank() << ")";
    seen[d] = true;
  }
  // PermuteDimensions permutes the layout with the dimensions, so the
  // element bytes stay where they are.
  Literal result(ShapeUtil::PermuteDimensions(permutation, shape_));
  result.buffer_ = buffer_;
  return result;
}

Literal Literal::Slice(absl::Span<const int64_t> start_indices,
                       absl::Span<const int64_t> limit_indices) const {
  AXLE_CHECK(shape_.IsArray()) << "Slice of " << shape_.ToString();
  AXLE_CHECK(static_cast<int64_t>(start_indices.size()) == shape_.rank() &&
             static_cast<int64_t>(limit_indices.size()) == shape_.rank())
      << "Slice of " << shape_.ToString() << " needs " << shape_.rank()
      << " start and limit indices";
  Shape result_shape = shape_;
  for (int64_t d = 0; d < shape_.rank(); ++d) {
    AXLE_CHECK(0 <= start_indices[d] && start_indices[d] <= limit_indices[d] &&
               limit_indices[d] <= shape_.dimensions(d))
        << "Slice [" << absl::StrJoin(start_indices, ",") << "] to ["
        << absl::StrJoin(limit_indices, ",") << ") out of bounds for " << shape_.ToString();
    result_shape.set_dimensions(d, limit_indices[d] - start_indices[d]);
    result_shape.set_dynamic_dimension(d, false);
  }
  Literal result(result_shape);
  const int64_t width = primitive_util::ByteWidth(shape_.element_type());
  std::vector<int64_t> source(shape_.rank());
  ShapeUtil::ForEachIndex(result_shape, [&](absl::Span<const int64_t> index) {
    for (size_t d = 0; d < index.size(); ++d) source[d] = start_indices[d] + index[d];
    const int64_t from = IndexUtil::MultidimensionalIndexToLinearIndex(shape_, source);
    const int64_t to = IndexUtil::MultidimensionalIndexToLinearIndex(result_shape, index);
    std::memcpy(result.buffer_.data() + to * width, buffer_.data() + from * width, width);
    return true;
  });
  return result;
}

std::ostream& operator<<(std::ostream& os, const LiteralSlice& literal) {
  return os << literal.literal();
}

}  // namespace xla
