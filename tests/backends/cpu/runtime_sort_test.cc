// The runtime's sort (__axle_sort) called directly with C++ comparators:
// rows of strided arrays in any layout, several arrays permuted together,
// stable for ties, work groups on threads giving the same bytes as one
// group, and no undefined behaviour for a comparator that is not a strict
// weak order. Expected orders come from std::stable_sort.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

#include <gtest/gtest.h>

#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/portable/thread_pool.h"

namespace xla::cpu {
namespace {

// Compares the s32 keys (array 0) only.
int32_t LessKey(void*, void* const* values) {
  return *static_cast<const int32_t*>(values[0]) < *static_cast<const int32_t*>(values[1]);
}

// Not a strict weak order: "a goes before b" also when equal.
int32_t LessOrEqualKey(void*, void* const* values) {
  return *static_cast<const int32_t*>(values[0]) <= *static_cast<const int32_t*>(values[1]);
}

// An R x C problem sorted along dimension 1: keys s32 in column-major
// layout, payload f64 (the original column) in row-major layout.
struct Problem {
  int64_t rows, columns;
  std::vector<int32_t> keys;     // column-major: keys[c * rows + r]
  std::vector<double> payload;   // row-major: payload[r * columns + c]

  Problem(int64_t r, int64_t c) : rows(r), columns(c), keys(r * c), payload(r * c) {
    for (int64_t i = 0; i < r; ++i) {
      for (int64_t j = 0; j < c; ++j) {
        keys[j * r + i] = static_cast<int32_t>((j * 7919 + i * 31) % 97);  // many ties
        payload[i * c + j] = static_cast<double>(j);
      }
    }
  }

  int32_t Sort(AxleComparator comparator, int64_t groups, RunContext& run) {
    void* arrays[] = {keys.data(), payload.data()};
    const int64_t bytes[] = {4, 8};
    const int64_t strides[] = {4, 4 * rows, 8 * columns, 8};  // [array][dimension]
    const int64_t dims[] = {rows, columns};
    return __axle_sort(&run, comparator, 2, arrays, bytes, strides, 2, dims, 1, groups);
  }
};

TEST(RuntimeSortTest, SortsRowsOfStridedArraysStablyInWorkGroups) {
  Problem problem(5, 40000);
  const Problem original = problem;
  RunContext run;
  run.pool = &ThreadPool::Default();
  run.max_threads = 4;
  ASSERT_EQ(problem.Sort(LessKey, 4, run), 0);
  for (int64_t i = 0; i < problem.rows; ++i) {
    std::vector<int64_t> order(problem.columns);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return original.keys[a * problem.rows + i] < original.keys[b * problem.rows + i];
    });
    for (int64_t j = 0; j < problem.columns; ++j) {
      ASSERT_EQ(problem.keys[j * problem.rows + i], original.keys[order[j] * problem.rows + i])
          << i << "," << j;
      ASSERT_EQ(problem.payload[i * problem.columns + j], static_cast<double>(order[j]))
          << i << "," << j;
    }
  }
}

TEST(RuntimeSortTest, GroupCountAndThreadsDoNotChangeTheResult) {
  Problem one(7, 3000), many(7, 3000);
  RunContext sequential, parallel;
  parallel.pool = &ThreadPool::Default();
  parallel.max_threads = 8;
  ASSERT_EQ(one.Sort(LessOrEqualKey, 1, sequential), 0);
  ASSERT_EQ(many.Sort(LessOrEqualKey, 7, parallel), 0);
  EXPECT_EQ(one.keys, many.keys);
  EXPECT_EQ(one.payload, many.payload);
}

TEST(RuntimeSortTest, ComparatorThatIsNotAStrictWeakOrderStillPermutes) {
  Problem problem(2, 1000);
  const Problem original = problem;
  RunContext run;
  ASSERT_EQ(problem.Sort(LessOrEqualKey, 1, run), 0);
  for (int64_t i = 0; i < problem.rows; ++i) {
    std::vector<double> columns;
    for (int64_t j = 0; j < problem.columns; ++j) {
      columns.push_back(problem.payload[i * problem.columns + j]);
      // Every key travelled with its payload.
      const int64_t from = static_cast<int64_t>(columns.back());
      ASSERT_EQ(problem.keys[j * problem.rows + i], original.keys[from * problem.rows + i]);
    }
    std::sort(columns.begin(), columns.end());
    for (int64_t j = 0; j < problem.columns; ++j) ASSERT_EQ(columns[j], static_cast<double>(j));
  }
}

TEST(RuntimeSortTest, EmptyAndScalarShapesAreNoOps) {
  RunContext run;
  int32_t key = 3;
  void* arrays[] = {&key};
  const int64_t bytes[] = {4};
  const int64_t strides[] = {4, 4};
  const int64_t empty_dims[] = {0, 5};
  EXPECT_EQ(__axle_sort(&run, LessKey, 1, arrays, bytes, strides, 2, empty_dims, 1, 1), 0);
  EXPECT_EQ(__axle_sort(&run, LessKey, 1, arrays, bytes, strides, 0, nullptr, 0, 1), 0);
  EXPECT_EQ(key, 3);
}

}  // namespace
}  // namespace xla::cpu
