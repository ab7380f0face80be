#include "axle/shape/shape_util.h"

#include <limits>

#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/shape/index_util.h"
#include "axle/shape/layout_util.h"
#include "absl/strings/str_join.h"

namespace xla {

namespace {
// As in XLA, a made array shape carries the default (descending) layout, so
// it equals the shape of a literal or buffer built from it.
Shape WithDefaultLayout(Shape shape) {
  if (shape.IsArray()) shape.set_layout(LayoutUtil::MakeDescendingLayout(shape.rank()));
  return shape;
}
}  // namespace

Shape ShapeUtil::MakeShape(PrimitiveType type, absl::Span<const int64_t> dimensions) {
  return WithDefaultLayout(Shape(type, dimensions));
}

Shape ShapeUtil::MakeShape(PrimitiveType type, absl::Span<const int64_t> dimensions,
                           const std::vector<bool>& dynamic_dimensions) {
  std::vector<bool> dynamic = dynamic_dimensions;
  dynamic.resize(dimensions.size(), false);
  Shape shape(type, dimensions);
  for (size_t i = 0; i < dimensions.size(); ++i) shape.set_dynamic_dimension(i, dynamic[i]);
  return WithDefaultLayout(std::move(shape));
}

Shape ShapeUtil::MakeShapeWithLayout(PrimitiveType type, absl::Span<const int64_t> dimensions,
                                     absl::Span<const int64_t> minor_to_major) {
  Shape shape(type, dimensions);
  shape.set_layout(Layout(minor_to_major));
  return shape;
}

Shape ShapeUtil::MakeShapeWithDescendingLayout(PrimitiveType type,
                                               absl::Span<const int64_t> dimensions) {
  Shape shape(type, dimensions);
  shape.set_layout(LayoutUtil::MakeDescendingLayout(dimensions.size()));
  return shape;
}

Shape ShapeUtil::MakeTupleShape(absl::Span<const Shape> shapes) {
  return Shape(std::vector<Shape>(shapes.begin(), shapes.end()));
}

Shape ShapeUtil::MakeTupleShapeWithPtrs(absl::Span<const Shape* const> shapes) {
  std::vector<Shape> elements;
  for (const Shape* s : shapes) elements.push_back(*s);
  return Shape(std::move(elements));
}

Shape ShapeUtil::MakeTokenShape() { return Shape(TOKEN, {}); }

absl::StatusOr<Shape> ShapeUtil::MakeValidatedShape(PrimitiveType type,
                                                    absl::Span<const int64_t> dimensions) {
  Shape shape = MakeShape(type, dimensions);
  RETURN_IF_ERROR(ValidateShape(shape));
  return shape;
}

absl::StatusOr<int64_t> ShapeUtil::CheckedElementsIn(const Shape& shape) {
  for (int64_t d : shape.dimensions()) {
    if (d < 0) {
      return InvalidArgument("shape ", shape.ToString(), " has negative dimension ", d);
    }
  }
  // Zero elements whatever the other dimensions, in whichever order they come.
  std::optional<int64_t> count = CheckedProduct(shape.dimensions());
  if (!count) {
    return InvalidArgument("shape ", shape.ToString(), " has more elements than fit in int64");
  }
  return *count;
}

absl::Status ShapeUtil::ValidateShape(const Shape& shape) {
  if (shape.IsTuple()) {
    if (shape.rank() != 0) return InvalidArgument("tuple shape cannot have dimensions");
    if (shape.has_layout()) {
      RETURN_IF_ERROR(LayoutUtil::ValidateLayoutForShape(shape.layout(), shape));
    }
    for (const Shape& s : shape.tuple_shapes()) RETURN_IF_ERROR(ValidateShape(s));
    return absl::OkStatus();
  }
  if (shape.IsToken()) {
    if (shape.rank() != 0) return InvalidArgument("token shape cannot have dimensions");
    if (shape.has_layout()) {
      RETURN_IF_ERROR(LayoutUtil::ValidateLayoutForShape(shape.layout(), shape));
    }
    return absl::OkStatus();
  }
  if (!shape.IsArray()) {
    return InvalidArgument("shape has invalid element type ",
                           PrimitiveType_Name(shape.element_type()));
  }
  if (!shape.tuple_shapes().empty()) {
    return InvalidArgument("array shape ", shape.ToString(), " has tuple elements");
  }
  if (shape.dynamic_dimensions().size() != shape.dimensions().size()) {
    return InvalidArgument("shape ", shape.ToString(), " has mismatched dynamic dimensions");
  }
  // An unbounded dimension ("?") is dynamic and counts as 1 for the size
  // checks of the others.
  Shape bounded = shape;
  for (int i = 0; i < shape.rank(); ++i) {
    if (!shape.is_unbounded_dynamic_dimension(i)) continue;
    if (!shape.is_dynamic_dimension(i)) {
      return InvalidArgument("shape ", shape.ToString(), " has an unbounded dimension ", i,
                             " that is not dynamic");
    }
    bounded.set_dimensions(i, 1);
  }
  ASSIGN_OR_RETURN(int64_t elements, CheckedElementsIn(bounded));
  if (!CheckedMul(elements, ByteSizeOfPrimitiveType(shape.element_type()))) {
    return InvalidArgument("shape ", shape.ToString(), " has a byte size that overflows int64");
  }
  return LayoutUtil::ValidateLayoutInShape(shape);
}

int64_t ShapeUtil::ElementsIn(const Shape& shape) {
  // 0 with a zero dimension anywhere (the product of the others may
  // overflow). A valid shape's count fits; an unvalidated one saturates, so
  // allocating it fails cleanly instead of wrapping to a small size.
  // An unbounded dimension ("?") has no size to count: it saturates too
  // (unless another dimension is 0).
  std::optional<int64_t> count = CheckedProduct(shape.dimensions());
  if (count != 0 && shape.is_unbounded_dynamic()) count = std::nullopt;
  return count.value_or(std::numeric_limits<int64_t>::max());
}

int64_t ShapeUtil::ElementsInRecursive(const Shape& shape) {
  if (!shape.IsTuple()) return shape.IsArray() ? ElementsIn(shape) : 0;
  int64_t count = 0;
  for (const Shape& s : shape.tuple_shapes()) {
    count = CheckedAdd(count, ElementsInRecursive(s)).value_or(std::numeric_limits<int64_t>::max());
  }
  return count;
}

int64_t ShapeUtil::ByteSizeOfPrimitiveType(PrimitiveType type) {
  return primitive_util::ByteWidth(type);
}

int64_t ShapeUtil::ByteSizeOfElements(const Shape& shape) {
  return CheckedMul(ElementsIn(shape), ByteSizeOfPrimitiveType(shape.element_type()))
      .value_or(std::numeric_limits<int64_t>::max());
}

int64_t ShapeUtil::ByteSizeOf(const Shape& shape, int64_t pointer_size) {
  if (shape.IsTuple()) return pointer_size * shape.tuple_shapes_size();
  if (shape.IsToken()) return 0;
  return ByteSizeOfElements(shape);
}

bool ShapeUtil::Equal(const Shape& a, const Shape& b) { return a == b; }

namespace {

// Structural comparison ignoring layouts; `same_type` decides element types,
// `check_dynamic` whether the dynamic-dimension bits must match.
template <typename SameType>
bool CompatibleWith(const Shape& a, const Shape& b, const SameType& same_type,
                    bool check_dynamic = false) {
  if (a.IsTuple() || b.IsTuple()) {
    if (!a.IsTuple() || !b.IsTuple() || a.tuple_shapes_size() != b.tuple_shapes_size()) {
      return false;
    }
    for (int i = 0; i < a.tuple_shapes_size(); ++i) {
      if (!CompatibleWith(a.tuple_shapes(i), b.tuple_shapes(i), same_type, check_dynamic)) {
        return false;
      }
    }
    return true;
  }
  if (a.IsToken() || b.IsToken()) return a.IsToken() && b.IsToken();
  if (a.IsBuffer() != b.IsBuffer() || !same_type(a.element_type(), b.element_type()) ||
      a.rank() != b.rank()) {
    return false;
  }
  if (check_dynamic) {
    return a.dimensions() == b.dimensions() && a.dynamic_dimensions() == b.dynamic_dimensions();
  }
  // As in XLA, an unbounded dimension is compatible with any size.
  for (int i = 0; i < a.rank(); ++i) {
    if (a.dimensions(i) != b.dimensions(i) && !a.is_unbounded_dynamic_dimension(i) &&
        !b.is_unbounded_dynamic_dimension(i)) {
      return false;
    }
  }
  return true;
}

bool SameTypeIgnoringFp(PrimitiveType a, PrimitiveType b) {
  if (primitive_util::IsFloatingPointType(a) && primitive_util::IsFloatingPointType(b)) {
    return true;
  }
  if (primitive_util::IsComplexType(a) && primitive_util::IsComplexType(b)) return true;
  return a == b;
}

}  // namespace

bool ShapeUtil::EqualIgnoringLayout(const Shape& a, const Shape& b) {
  return CompatibleWith(
      a, b, [](PrimitiveType x, PrimitiveType y) { return x == y; }, /*check_dynamic=*/true);
}

bool ShapeUtil::Compatible(const Shape& a, const Shape& b) {
  return CompatibleWith(a, b, [](PrimitiveType x, PrimitiveType y) { return x == y; });
}

bool ShapeUtil::FitsBounds(const Shape& value, const Shape& bounded) {
  bool fits = true;
  ForEachSubshape(bounded, [&](const Shape& expected, const ShapeIndex& index) {
    if (!fits) return;
    if (!IndexIsValid(value, index)) {
      fits = false;
      return;
    }
    const Shape& actual = GetSubshape(value, index);
    if (expected.IsTuple()) {
      fits = actual.IsTuple() && actual.tuple_shapes_size() == expected.tuple_shapes_size();
      return;
    }
    if (actual.element_type() != expected.element_type() ||
        (expected.IsArray() && actual.rank() != expected.rank())) {
      fits = false;
      return;
    }
    for (int64_t d = 0; expected.IsArray() && d < expected.rank(); ++d) {
      const int64_t size = actual.dimensions(d), bound = expected.dimensions(d);
      fits &= size == bound || (expected.is_dynamic_dimension(d) && size >= 0 &&
                                (size < bound || expected.is_unbounded_dynamic_dimension(d)));
    }
  });
  return fits;
}

bool ShapeUtil::CompatibleIgnoringElementType(const Shape& a, const Shape& b) {
  return CompatibleWith(a, b, [](PrimitiveType x, PrimitiveType y) {
    return primitive_util::IsArrayType(x) == primitive_util::IsArrayType(y);
  });
}

bool ShapeUtil::CompatibleIgnoringFpPrecision(const Shape& a, const Shape& b) {
  return CompatibleWith(a, b, SameTypeIgnoringFp);
}

bool ShapeUtil::SameElementTypeIgnoringFpPrecision(const Shape& a, const Shape& b) {
  return SameTypeIgnoringFp(a.element_type(), b.element_type());
}

bool ShapeUtil::SameDimensions(const Shape& a, const Shape& b) {
  return a.dimensions() == b.dimensions();
}

bool ShapeUtil::IsNestedTuple(const Shape& shape) {
  if (!shape.IsTuple()) return false;
  for (const Shape& s : shape.tuple_shapes()) {
    if (s.IsTuple()) return true;
  }
  return false;
}

bool ShapeUtil::IndexIsValid(const Shape& shape, ShapeIndexView index) {
  return TryGetSubshape(shape, index).ok();
}

const Shape& ShapeUtil::GetSubshape(const Shape& shape, ShapeIndexView index) {
  const Shape* current = &shape;
  for (int64_t i : index) current = &current->tuple_shapes(i);
  return *current;
}

absl::StatusOr<const Shape*> ShapeUtil::TryGetSubshape(const Shape& shape,
                                                       ShapeIndexView index) {
  const Shape* current = &shape;
  for (int64_t i : index) {
    if (!current->IsTuple() || i < 0 || i >= current->tuple_shapes_size()) {
      return InvalidArgument("shape index {", absl::StrJoin(index, ","),
                             "} is not valid in shape ", shape.ToString());
    }
    current = &current->tuple_shapes(i);
  }
  return current;
}

Shape* ShapeUtil::GetMutableSubshape(Shape* shape, ShapeIndexView index) {
  Shape* current = shape;
  for (int64_t i : index) current = current->mutable_tuple_shapes(i);
  return current;
}

Shape ShapeUtil::ChangeElementType(const Shape& shape, PrimitiveType type) {
  Shape result = shape;
  if (result.IsTuple()) {
    for (Shape& s : *result.mutable_tuple_shapes()) s = ChangeElementType(s, type);
  } else {
    result.set_element_type(type);
  }
  return result;
}

Shape ShapeUtil::DeleteDimension(int64_t dim, Shape shape) {
  shape.DeleteDimension(dim);
  return shape;
}

Shape ShapeUtil::MakeStatic(Shape shape) {
  for (int i = 0; i < shape.dimensions_size(); ++i) shape.set_dynamic_dimension(i, false);
  for (Shape& s : *shape.mutable_tuple_shapes()) s = MakeStatic(std::move(s));
  return shape;
}

Shape ShapeUtil::PermuteDimensions(absl::Span<const int64_t> permutation, const Shape& shape) {
  Shape result(shape.element_type(), {});
  for (int64_t dim : permutation) {
    result.add_dimensions(shape.dimensions(dim), shape.is_dynamic_dimension(dim));
  }
  if (shape.has_layout()) {
    // Keep the physical order: new dimension i is old permutation[i].
    std::vector<int64_t> inverse(permutation.size());
    for (size_t i = 0; i < permutation.size(); ++i) inverse[permutation[i]] = i;
    std::vector<int64_t> minor_to_major;
    for (int64_t d : shape.layout().minor_to_major()) minor_to_major.push_back(inverse[d]);
    result.set_layout(Layout(minor_to_major));
  }
  return result;
}

Shape ShapeUtil::FilterDimensions(const std::function<bool(int64_t)>& keep, Shape shape) {
  for (int64_t dim = shape.rank() - 1; dim >= 0; --dim) {
    if (!keep(dim)) shape.DeleteDimension(dim);
  }
  return shape;
}

namespace {
void ForEachSubshapeImpl(const Shape& shape, ShapeIndex* index,
                         const std::function<void(const Shape&, const ShapeIndex&)>& fn) {
  fn(shape, *index);
  for (int i = 0; i < shape.tuple_shapes_size(); ++i) {
    index->push_back(i);
    ForEachSubshapeImpl(shape.tuple_shapes(i), index, fn);
    index->pop_back();
  }
}
}  // namespace

void ShapeUtil::ForEachSubshape(const Shape& shape,
                                const std::function<void(const Shape&, const ShapeIndex&)>& fn) {
  ShapeIndex index;
  ForEachSubshapeImpl(shape, &index, fn);
}

absl::Status ShapeUtil::ForEachSubshapeWithStatus(
    const Shape& shape,
    const std::function<absl::Status(const Shape&, const ShapeIndex&)>& fn) {
  absl::Status status;
  ForEachSubshape(shape, [&](const Shape& s, const ShapeIndex& index) {
    if (status.ok()) status = fn(s, index);
  });
  return status;
}

void ShapeUtil::ForEachIndex(const Shape& shape,
                             const std::function<bool(absl::Span<const int64_t>)>& fn) {
  if (ElementsIn(shape) == 0) return;
  std::vector<int64_t> index(shape.rank(), 0);
  do {
    if (!fn(index)) return;
  } while (IndexUtil::BumpIndices(shape, absl::MakeSpan(index)));
}

}  // namespace xla
