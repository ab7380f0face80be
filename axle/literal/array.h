// Array<T>: a dense row-major multidimensional array of host values (XLA's
// xla/array.h), the source of LiteralUtil::CreateFromArray and the builder's
// ConstantFromArray. Array2D/3D/4D (array2d.h...) add named dimensions.
//
//   Array<float> a({2, 3});          // zeros
//   a(1, 2) = 5;                     // or a({1, 2}) = 5
//   a.FillIota(0);                   // 0, 1, 2, ... in row-major order
//
// Indices out of range are programming errors (checked), as in XLA.
#ifndef AXLE_LITERAL_ARRAY_H_
#define AXLE_LITERAL_ARRAY_H_

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <numeric>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/types/span.h"
#include "axle/base/logging.h"

namespace xla {

template <typename T>
class Array {
 public:
  Array() = default;
  // Every element value-initialised (0 for numbers).
  explicit Array(absl::Span<const int64_t> sizes) : Array(sizes, T()) {}
  Array(absl::Span<const int64_t> sizes, T value)
      : sizes_(sizes.begin(), sizes.end()), values_(CountOf(sizes), value) {}
  // Rank 1 to 4 from nested initializer lists, row-major; ragged lists are
  // checked.
  Array(std::initializer_list<T> values) : sizes_{static_cast<int64_t>(values.size())},
                                           values_(values) {}
  Array(std::initializer_list<std::initializer_list<T>> values) { AssignNested(values); }
  Array(std::initializer_list<std::initializer_list<std::initializer_list<T>>> values) {
    AssignNested(values);
  }
  Array(std::initializer_list<
        std::initializer_list<std::initializer_list<std::initializer_list<T>>>>
            values) {
    AssignNested(values);
  }

  absl::Span<const int64_t> dimensions() const { return sizes_; }
  int64_t num_dimensions() const { return static_cast<int64_t>(sizes_.size()); }
  int64_t dim(int64_t n) const {
    AXLE_CHECK(n >= 0 && n < num_dimensions()) << "dimension " << n << " of a rank-"
                                               << num_dimensions() << " array";
    return sizes_[n];
  }
  int64_t num_elements() const { return static_cast<int64_t>(values_.size()); }

  // Row-major element storage.
  T* data() { return values_.data(); }
  const T* data() const { return values_.data(); }
  typename std::vector<T>::iterator begin() { return values_.begin(); }
  typename std::vector<T>::iterator end() { return values_.end(); }
  typename std::vector<T>::const_iterator begin() const { return values_.begin(); }
  typename std::vector<T>::const_iterator end() const { return values_.end(); }

  template <typename... Indexes,
            typename = std::enable_if_t<(std::is_integral_v<Indexes> && ...)>>
  T& operator()(Indexes... indexes) {
    const int64_t index[] = {static_cast<int64_t>(indexes)...};
    return values_[LinearIndex(index)];
  }
  template <typename... Indexes,
            typename = std::enable_if_t<(std::is_integral_v<Indexes> && ...)>>
  const T& operator()(Indexes... indexes) const {
    const int64_t index[] = {static_cast<int64_t>(indexes)...};
    return values_[LinearIndex(index)];
  }
  T& operator()(absl::Span<const int64_t> index) { return values_[LinearIndex(index)]; }
  const T& operator()(absl::Span<const int64_t> index) const {
    return values_[LinearIndex(index)];
  }

  void Fill(const T& value) { std::fill(values_.begin(), values_.end(), value); }
  // value, value + 1, ... in row-major order.
  void FillIota(const T& value) { std::iota(values_.begin(), values_.end(), value); }
  // start_value + i for element i in row-major order (XLA's FillUnique).
  void FillUnique(T start_value = 0) {
    for (int64_t i = 0; i < num_elements(); ++i) values_[i] = static_cast<T>(i) + start_value;
  }
  // Normally distributed values (mean, stddev) from a std::mt19937 seeded
  // with `seed`, as XLA; bool elements are whether the draw is positive.
  void FillRandom(const T& stddev, double mean = 0.0, int seed = 12345) {
    FillRandomDouble(static_cast<double>(stddev), mean, seed);
  }
  void FillRandomDouble(double stddev, double mean = 0.0, int seed = 12345) {
    std::mt19937 generator(seed);
    std::normal_distribution<double> distribution(mean, stddev);
    for (T& value : values_) {
      if constexpr (std::is_same_v<T, bool>) {
        value = distribution(generator) > 0.0;
      } else {
        value = static_cast<T>(distribution(generator));
      }
    }
  }
  // Uniformly distributed values in [min_value, max_value] (integers) or
  // [min_value, max_value) (floating point).
  void FillRandomUniform(const T& min_value, const T& max_value, int seed = 12345) {
    std::mt19937 generator(seed);
    for (T& value : values_) {
      if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        value = static_cast<T>(std::uniform_int_distribution<int64_t>(
            static_cast<int64_t>(min_value), static_cast<int64_t>(max_value))(generator));
      } else {
        value = static_cast<T>(std::uniform_real_distribution<double>(
            static_cast<double>(min_value), static_cast<double>(max_value))(generator));
      }
    }
  }
  // Row-major values; the count must match.
  template <typename Container = std::initializer_list<T>>
  void SetValues(const Container& container) {
    AXLE_CHECK(static_cast<int64_t>(std::size(container)) == num_elements())
        << "SetValues: " << std::size(container) << " values for " << num_elements()
        << " elements";
    std::copy(std::begin(container), std::end(container), values_.begin());
  }
  // Calls f(index, &value) for every element in row-major order.
  void Each(const std::function<void(absl::Span<const int64_t>, T*)>& f) {
    std::vector<int64_t> index(sizes_.size(), 0);
    for (T& value : values_) {
      f(index, &value);
      Bump(&index);
    }
  }
  void Each(const std::function<void(absl::Span<const int64_t>, T)>& f) const {
    std::vector<int64_t> index(sizes_.size(), 0);
    for (const T& value : values_) {
      f(index, value);
      Bump(&index);
    }
  }

  // Same elements under new sizes (the element count must not change).
  void Reshape(absl::Span<const int64_t> new_sizes) {
    AXLE_CHECK(CountOf(new_sizes) == num_elements())
        << "Reshape to {" << absl::StrJoin(new_sizes, ",") << "} changes the element count "
        << num_elements();
    sizes_.assign(new_sizes.begin(), new_sizes.end());
  }

  bool operator==(const Array& other) const {
    return sizes_ == other.sizes_ && values_ == other.values_;
  }
  bool operator!=(const Array& other) const { return !(*this == other); }

  // "[[1, 2], [3, 4]]" (numbers and anything absl::StrCat prints).
  std::string ToString() const {
    if (sizes_.empty()) return values_.empty() ? "" : absl::StrCat(values_[0]);
    std::string out;
    std::vector<int64_t> index(sizes_.size(), 0);
    for (int64_t i = 0; i < num_elements(); ++i) {
      // Open a bracket for every dimension this element starts.
      for (size_t d = index.size(); d-- > 0 && index[d] == 0;) out += "[";
      absl::StrAppend(&out, values_[i]);
      std::vector<int64_t> before = index;
      Bump(&index);
      size_t closed = 0;
      for (size_t d = before.size(); d-- > 0 && before[d] == sizes_[d] - 1;) ++closed;
      out.append(closed, ']');
      if (i + 1 < num_elements()) out += ", ";
    }
    return out;
  }

 protected:
  static int64_t CountOf(absl::Span<const int64_t> sizes) {
    int64_t count = 1;
    for (int64_t size : sizes) {
      AXLE_CHECK(size >= 0) << "negative array dimension " << size;
      count *= size;
    }
    return count;
  }

  int64_t LinearIndex(absl::Span<const int64_t> index) const {
    AXLE_CHECK(index.size() == sizes_.size())
        << index.size() << " indices for a rank-" << sizes_.size() << " array";
    int64_t linear = 0;
    for (size_t d = 0; d < sizes_.size(); ++d) {
      AXLE_CHECK(index[d] >= 0 && index[d] < sizes_[d])
          << "index {" << absl::StrJoin(index, ",") << "} out of range for {"
          << absl::StrJoin(sizes_, ",") << "}";
      linear = linear * sizes_[d] + index[d];
    }
    return linear;
  }

  void Bump(std::vector<int64_t>* index) const {
    for (size_t d = index->size(); d-- > 0;) {
      if (++(*index)[d] < sizes_[d]) return;
      (*index)[d] = 0;
    }
  }

  // Records each level's length (checked equal across siblings) and the
  // leaves in row-major order.
  template <typename Nested>
  void Flatten(const Nested& values, size_t depth) {
    const int64_t size = static_cast<int64_t>(values.size());
    if (sizes_.size() <= depth) sizes_.push_back(size);
    AXLE_CHECK(sizes_[depth] == size) << "ragged initializer list at depth " << depth;
    for (const auto& element : values) {
      if constexpr (std::is_same_v<std::decay_t<decltype(element)>, T>) {
        values_.push_back(element);
      } else {
        Flatten(element, depth + 1);
      }
    }
  }
  // An empty outer list leaves the inner sizes unknown: they are zero.
  template <typename Nested>
  void AssignNested(const Nested& values, size_t rank = 0) {
    sizes_.clear();
    values_.clear();
    Flatten(values, 0);
    if (sizes_.size() < rank) sizes_.resize(rank, 0);
  }

  std::vector<int64_t> sizes_;
  std::vector<T> values_;
};

}  // namespace xla

#endif  // AXLE_LITERAL_ARRAY_H_
