// The sort permutation of HLO sort: a stable bottom-up merge sort of
// positions, shared by the interpreter (axle/eval/data_movement_ops_sort.cc)
// and the CPU runtime (axle/backends/cpu/runtime/runtime_sort.cc), so both
// make the same comparisons in the same order and give the same permutation,
// even for a comparator that is not a strict weak order (never undefined
// behaviour, unlike std::sort).
#ifndef AXLE_BASE_MERGE_SORT_H_
#define AXLE_BASE_MERGE_SORT_H_

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace xla {

// Sorts `order` (positions) so that `before(a, b)` ("a goes before b") holds
// between neighbours where it can; equal elements keep their order.
// `before` returns bool, or std::optional<bool> where nullopt stops the sort
// (an error): then the result is false and `order` is some permutation.
// `buffer` is scratch space (resized to order.size()).
template <typename Before>
bool MergeSortPositions(std::vector<int64_t>& order, std::vector<int64_t>& buffer,
                        Before&& before) {
  const size_t size = order.size();
  buffer.resize(size);
  for (size_t width = 1; width < size; width *= 2) {
    for (size_t lo = 0; lo < size; lo += 2 * width) {
      const size_t mid = std::min(lo + width, size), hi = std::min(lo + 2 * width, size);
      size_t a = lo, b = mid, out = lo;
      while (a < mid && b < hi) {
        // Take from the right run only when it goes strictly before: stable.
        const std::optional<bool> right_first = before(order[b], order[a]);
        if (!right_first.has_value()) return false;
        buffer[out++] = *right_first ? order[b++] : order[a++];
      }
      while (a < mid) buffer[out++] = order[a++];
      while (b < hi) buffer[out++] = order[b++];
    }
    order.swap(buffer);
  }
  return true;
}

}  // namespace xla

#endif  // AXLE_BASE_MERGE_SORT_H_
