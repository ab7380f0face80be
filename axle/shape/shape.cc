#include "axle/shape/shape.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/logging.h"

namespace xla {

Shape::Shape(PrimitiveType element_type, absl::Span<const int64_t> dimensions,
             const std::vector<bool>& dynamic_dimensions)
    : element_type_(element_type), dimensions_(dimensions.begin(), dimensions.end()) {
  dynamic_dimensions_.assign(dimensions.size(), false);
  for (size_t i = 0; i < dynamic_dimensions.size() && i < dimensions.size(); ++i) {
    dynamic_dimensions_[i] = dynamic_dimensions[i];
  }
}

Shape::Shape(std::vector<Shape> tuple_shapes)
    : element_type_(TUPLE), tuple_shapes_(std::move(tuple_shapes)) {}

bool Shape::IsArray() const { return primitive_util::IsArrayType(element_type_); }

void Shape::add_dimensions(int64_t size, bool dynamic) {
  dimensions_.push_back(size);
  dynamic_dimensions_.push_back(dynamic);
}

void Shape::DeleteDimension(int64_t dim) {
  dimensions_.erase(dimensions_.begin() + dim);
  dynamic_dimensions_.erase(dynamic_dimensions_.begin() + dim);
  if (layout_) {
    std::vector<int64_t> kept;
    for (int64_t d : layout_->minor_to_major()) {
      if (d != dim) kept.push_back(d > dim ? d - 1 : d);
    }
    layout_ = Layout(kept);
  }
}

bool Shape::is_static() const {
  if (IsTuple()) {
    return std::all_of(tuple_shapes_.begin(), tuple_shapes_.end(),
                       [](const Shape& s) { return s.is_static(); });
  }
  return std::none_of(dynamic_dimensions_.begin(), dynamic_dimensions_.end(),
                      [](bool b) { return b; });
}

bool Shape::is_unbounded_dynamic() const {
  if (IsTuple()) {
    return std::any_of(tuple_shapes_.begin(), tuple_shapes_.end(),
                       [](const Shape& s) { return s.is_unbounded_dynamic(); });
  }
  return std::find(dimensions_.begin(), dimensions_.end(), kUnboundedSize) != dimensions_.end();
}

const Layout& Shape::layout() const {
  static const Layout* empty = new Layout();
  return layout_ ? *layout_ : *empty;
}

Layout* Shape::mutable_layout() {
  if (!layout_) layout_.emplace();
  return &*layout_;
}

std::string Shape::ToString(bool print_layout) const {
  if (IsTuple()) {
    std::vector<std::string> parts;
    for (const Shape& s : tuple_shapes_) parts.push_back(s.ToString(print_layout));
    return absl::StrCat("(", absl::StrJoin(parts, ", "), ")");
  }
  std::string result = absl::StrCat(primitive_util::LowercaseName(element_type_), "[");
  for (int i = 0; i < dimensions_size(); ++i) {
    if (i > 0) result += ",";
    if (dimensions_[i] == kUnboundedSize) {
      result += "?";
      continue;
    }
    if (dynamic_dimensions_[i]) result += "<=";
    absl::StrAppend(&result, dimensions_[i]);
  }
  result += "]";
  // Like XLA, a scalar's layout ("{}") is never printed: "f32[]".
  if (print_layout && layout_ && IsArray() && !dimensions_.empty()) {
    result += layout_->ToString();
  }
  if (is_buffer_) return absl::StrCat("b(", result, ")");
  return result;
}

bool Shape::operator==(const Shape& other) const {
  return element_type_ == other.element_type_ && dimensions_ == other.dimensions_ &&
         dynamic_dimensions_ == other.dynamic_dimensions_ &&
         tuple_shapes_ == other.tuple_shapes_ && layout_ == other.layout_ &&
         is_buffer_ == other.is_buffer_;
}

std::ostream& operator<<(std::ostream& os, const Shape& shape) {
  return os << shape.ToString(/*print_layout=*/true);
}

}  // namespace xla
