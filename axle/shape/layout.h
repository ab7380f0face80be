// Physical order of an array's dimensions in memory (minor_to_major).
#ifndef AXLE_SHAPE_LAYOUT_H_
#define AXLE_SHAPE_LAYOUT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/types/span.h"

namespace xla {

class Layout {
 public:
  Layout() = default;
  explicit Layout(absl::Span<const int64_t> minor_to_major)
      : minor_to_major_(minor_to_major.begin(), minor_to_major.end()) {}

  absl::Span<const int64_t> minor_to_major() const { return minor_to_major_; }
  int64_t minor_to_major(int i) const { return minor_to_major_[i]; }
  int minor_to_major_size() const { return static_cast<int>(minor_to_major_.size()); }
  std::vector<int64_t>* mutable_minor_to_major() { return &minor_to_major_; }
  void add_minor_to_major(int64_t dim) { minor_to_major_.push_back(dim); }

  // Bits one element takes (XLA's ":E(4)"); 0: the element type's own. Axle
  // keeps every element in whole bytes whatever this says, so it is kept only
  // to print modules back as they were written.
  int64_t element_size_in_bits() const { return element_size_in_bits_; }
  void set_element_size_in_bits(int64_t bits) { element_size_in_bits_ = bits; }

  std::string ToString() const;  // "{1,0}", "{1,0:E(4)}"
  bool operator==(const Layout& other) const = default;

 private:
  std::vector<int64_t> minor_to_major_;
  int64_t element_size_in_bits_ = 0;
};

}  // namespace xla

#endif  // AXLE_SHAPE_LAYOUT_H_
