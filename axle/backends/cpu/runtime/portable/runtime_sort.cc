// sort for generated code: each row along the sort dimension is copied into
// contiguous scratch, its permutation found with the interpreter's merge sort
// (axle/base/merge_sort.h) calling the compiled comparator, and the permuted
// elements written back.
#include <algorithm>
#include <cstring>
#include <vector>

#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/merge_sort.h"

namespace {

struct SortProblem {
  void* ctx;
  AxleComparator comparator;
  int64_t count;
  void* const* arrays;
  const int64_t* element_bytes;
  const int64_t* byte_strides;
  int64_t rank;
  const int64_t* dimensions;
  int64_t sort_dimension;
};

// Sorts rows [begin, end) (row-major positions over the dimensions other
// than the sort dimension).
void SortRows(const SortProblem& p, int64_t begin, int64_t end) {
  const int64_t length = p.dimensions[p.sort_dimension];
  std::vector<std::vector<unsigned char>> rows(p.count);
  for (int64_t k = 0; k < p.count; ++k) rows[k].resize(length * p.element_bytes[k]);
  std::vector<unsigned char*> bases(p.count);
  std::vector<void*> values(2 * p.count);
  std::vector<int64_t> order(length), buffer;
  for (int64_t row = begin; row < end; ++row) {
    // The row's first element in each array.
    int64_t rest = row;
    for (int64_t k = 0; k < p.count; ++k) bases[k] = static_cast<unsigned char*>(p.arrays[k]);
    for (int64_t d = p.rank - 1; d >= 0; --d) {
      if (d == p.sort_dimension) continue;
      const int64_t i = rest % p.dimensions[d];
      rest /= p.dimensions[d];
      for (int64_t k = 0; k < p.count; ++k) bases[k] += i * p.byte_strides[k * p.rank + d];
    }
    for (int64_t k = 0; k < p.count; ++k) {
      const int64_t width = p.element_bytes[k];
      const int64_t stride = p.byte_strides[k * p.rank + p.sort_dimension];
      for (int64_t i = 0; i < length; ++i) {
        std::memcpy(rows[k].data() + i * width, bases[k] + i * stride, width);
      }
    }
    for (int64_t i = 0; i < length; ++i) order[i] = i;
    xla::MergeSortPositions(order, buffer, [&](int64_t a, int64_t b) {
      for (int64_t k = 0; k < p.count; ++k) {
        values[2 * k] = rows[k].data() + a * p.element_bytes[k];
        values[2 * k + 1] = rows[k].data() + b * p.element_bytes[k];
      }
      return p.comparator(p.ctx, values.data()) != 0;
    });
    for (int64_t k = 0; k < p.count; ++k) {
      const int64_t width = p.element_bytes[k];
      const int64_t stride = p.byte_strides[k * p.rank + p.sort_dimension];
      for (int64_t i = 0; i < length; ++i) {
        std::memcpy(bases[k] + i * stride, rows[k].data() + order[i] * width, width);
      }
    }
  }
}

}  // namespace

extern "C" int32_t __axle_sort(void* ctx, AxleComparator comparator, int64_t count,
                               void* const* arrays, const int64_t* element_bytes,
                               const int64_t* byte_strides, int64_t rank,
                               const int64_t* dimensions, int64_t sort_dimension,
                               int64_t groups) {
  int64_t rows = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (d != sort_dimension) rows *= dimensions[d];
  }
  if (rank == 0 || rows == 0 || dimensions[sort_dimension] == 0) return 0;
  const SortProblem problem{ctx,          comparator, count,      arrays,        element_bytes,
                            byte_strides, rank,       dimensions, sort_dimension};
  xla::cpu::RunInWorkGroups(ctx, rows, groups, [&](int64_t begin, int64_t end) {
    SortRows(problem, begin, end);
  });
  return xla::cpu::RunStatus(ctx);
}
