// A value describing an array (element type, dimensions, bounded-dynamic
// dimensions, optional layout), a tuple of shapes, or a token.
//
// Two newer kinds of XLA's shape syntax are kept too:
// - an unbounded dynamic dimension, "f32[?,784]": a dynamic dimension whose
//   size is kUnboundedSize (as in XLA), with no bound to allocate for;
// - a buffer, "b(f32[16])": an array held in a mutable buffer (custom calls
//   "Pin"/"Unpin"/"CreateBuffer" make and read them). Axle keeps the array in
//   the shape itself, flagged as a buffer: it is never equal or compatible to
//   the plain array, and element-wise shape rules refuse it.
#ifndef AXLE_SHAPE_SHAPE_H_
#define AXLE_SHAPE_SHAPE_H_

#include <cstdint>
#include <limits>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "absl/types/span.h"
#include "axle/shape/layout.h"
#include "axle/shape/primitive_type.h"

namespace xla {

// Path to a subshape of a (nested) tuple shape; empty means the shape itself.
using ShapeIndex = std::vector<int64_t>;
using ShapeIndexView = absl::Span<const int64_t>;

class Shape {
 public:
  Shape() = default;
  // The size of an unbounded dynamic dimension ("?").
  static constexpr int64_t kUnboundedSize = std::numeric_limits<int64_t>::min();

  // An array shape (or a TOKEN/TUPLE with no dimensions). A dynamic dimension's
  // size is its upper bound, or kUnboundedSize.
  Shape(PrimitiveType element_type, absl::Span<const int64_t> dimensions,
        const std::vector<bool>& dynamic_dimensions = {});
  explicit Shape(std::vector<Shape> tuple_shapes);  // a tuple

  PrimitiveType element_type() const { return element_type_; }
  void set_element_type(PrimitiveType type) { element_type_ = type; }

  bool IsArray() const;
  bool IsTuple() const { return element_type_ == TUPLE; }
  bool IsToken() const { return element_type_ == TOKEN; }
  bool IsValid() const { return element_type_ != PRIMITIVE_TYPE_INVALID; }

  // Arrays.
  int64_t rank() const { return static_cast<int64_t>(dimensions_.size()); }
  int dimensions_size() const { return static_cast<int>(dimensions_.size()); }
  int64_t dimensions(int i) const { return dimensions_[i]; }
  absl::Span<const int64_t> dimensions() const { return dimensions_; }
  void set_dimensions(int i, int64_t size) { dimensions_[i] = size; }
  void add_dimensions(int64_t size, bool dynamic = false);
  void DeleteDimension(int64_t dim);  // also drops it from the layout
  bool is_dynamic_dimension(int i) const { return dynamic_dimensions_[i]; }
  void set_dynamic_dimension(int i, bool dynamic) { dynamic_dimensions_[i] = dynamic; }
  const std::vector<bool>& dynamic_dimensions() const { return dynamic_dimensions_; }
  bool is_static() const;  // no dynamic dimension anywhere (tuples recursively)
  bool is_dynamic() const { return !is_static(); }
  bool is_unbounded_dynamic_dimension(int i) const { return dimensions_[i] == kUnboundedSize; }
  bool is_unbounded_dynamic() const;  // an unbounded dimension anywhere (tuples recursively)

  // Buffers (see the top): an array shape printed "b(...)".
  bool IsBuffer() const { return is_buffer_; }
  void set_buffer(bool is_buffer) { is_buffer_ = is_buffer; }

  // Tuples.
  const std::vector<Shape>& tuple_shapes() const { return tuple_shapes_; }
  const Shape& tuple_shapes(int i) const { return tuple_shapes_[i]; }
  int tuple_shapes_size() const { return static_cast<int>(tuple_shapes_.size()); }
  std::vector<Shape>* mutable_tuple_shapes() { return &tuple_shapes_; }
  Shape* mutable_tuple_shapes(int i) { return &tuple_shapes_[i]; }

  // Layout (arrays only; tuples carry layouts in their elements).
  bool has_layout() const { return layout_.has_value(); }
  const Layout& layout() const;
  Layout* mutable_layout();  // creates an empty layout if there is none
  void set_layout(Layout layout) { layout_ = std::move(layout); }
  void clear_layout() { layout_.reset(); }

  // "f32[2,<=3,?]" or with layout "f32[2,3]{1,0}"; tuples "(f32[2], s32[])";
  // buffers "b(f32[2])".
  std::string ToString(bool print_layout = false) const;

  // Exact equality, layouts included (an absent layout equals only absent).
  bool operator==(const Shape& other) const;
  bool operator!=(const Shape& other) const { return !(*this == other); }

 private:
  PrimitiveType element_type_ = PRIMITIVE_TYPE_INVALID;
  std::vector<int64_t> dimensions_;
  std::vector<bool> dynamic_dimensions_;
  std::vector<Shape> tuple_shapes_;
  std::optional<Layout> layout_;
  bool is_buffer_ = false;
};

std::ostream& operator<<(std::ostream& os, const Shape& shape);

}  // namespace xla

#endif  // AXLE_SHAPE_SHAPE_H_
