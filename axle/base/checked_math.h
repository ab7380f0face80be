// Overflow-checked int64 arithmetic for sizes computed from user input.
#ifndef AXLE_BASE_CHECKED_MATH_H_
#define AXLE_BASE_CHECKED_MATH_H_

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <vector>

#include "absl/types/span.h"

namespace xla {

inline std::optional<int64_t> CheckedMul(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_mul_overflow(a, b, &result)) return std::nullopt;
  return result;
}
inline std::optional<int64_t> CheckedAdd(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_add_overflow(a, b, &result)) return std::nullopt;
  return result;
}

// The sum of `terms` when it fits in int64, whatever the partial sums: a size
// plus padding INT64_MAX and padding -INT64_MAX is the size. Summed in 128
// bits, which cannot overflow for fewer than 2^64 terms.
inline std::optional<int64_t> CheckedSum(std::initializer_list<int64_t> terms) {
  __int128 sum = 0;
  for (int64_t t : terms) sum += t;
  if (sum < std::numeric_limits<int64_t>::min() || sum > std::numeric_limits<int64_t>::max()) {
    return std::nullopt;
  }
  return static_cast<int64_t>(sum);
}

// The product of `dims` (sizes, >= 0), or nullopt when it overflows int64. A
// zero anywhere makes it 0 whatever the other factors and their order:
// f32[0,2^62,2^62] and f32[2^62,2^62,0] both have 0 elements.
inline std::optional<int64_t> CheckedProduct(absl::Span<const int64_t> dims) {
  for (int64_t d : dims) {
    if (d == 0) return 0;
  }
  int64_t product = 1;
  for (int64_t d : dims) {
    if (__builtin_mul_overflow(product, d, &product)) return std::nullopt;
  }
  return product;
}

// Row-major strides of an array with dimension sizes `dims` (the last
// dimension varies fastest), in elements. An array with no elements has all
// strides 0: none of its elements is ever addressed, and the products of its
// other dimensions may not fit in int64 (f32[0,2^62,2^62]). Otherwise each
// stride divides the element count, which a valid shape keeps in int64.
inline std::vector<int64_t> RowMajorStrides(absl::Span<const int64_t> dims) {
  std::vector<int64_t> strides(dims.size(), 0);
  if (CheckedProduct(dims) == std::optional<int64_t>(0)) return strides;
  int64_t stride = 1;
  for (size_t d = dims.size(); d-- > 0;) {
    strides[d] = stride;
    // Wraps (no undefined behaviour) only for a shape that failed validation.
    if (d > 0) __builtin_mul_overflow(stride, dims[d], &stride);
  }
  return strides;
}

}  // namespace xla

#endif  // AXLE_BASE_CHECKED_MATH_H_
