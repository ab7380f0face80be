#include "axle/shape/layout_util.h"

#include <numeric>

#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"

namespace xla {

Layout LayoutUtil::MakeLayout(absl::Span<const int64_t> minor_to_major) {
  return Layout(minor_to_major);
}

Layout LayoutUtil::MakeLayoutFromMajorToMinor(absl::Span<const int64_t> major_to_minor) {
  std::vector<int64_t> minor_to_major(major_to_minor.rbegin(), major_to_minor.rend());
  return Layout(minor_to_major);
}

Layout LayoutUtil::MakeDescendingLayout(int64_t rank) {
  std::vector<int64_t> minor_to_major(rank);
  std::iota(minor_to_major.rbegin(), minor_to_major.rend(), 0);
  return Layout(minor_to_major);
}

Layout LayoutUtil::GetDefaultLayoutForShape(const Shape& shape) {
  return MakeDescendingLayout(shape.IsArray() ? shape.rank() : 0);
}

void LayoutUtil::SetToDefaultLayout(Shape* shape) {
  if (shape->IsTuple()) {
    for (Shape& s : *shape->mutable_tuple_shapes()) SetToDefaultLayout(&s);
  } else if (shape->IsArray()) {
    shape->set_layout(MakeDescendingLayout(shape->rank()));
  }
}

void LayoutUtil::ClearLayout(Shape* shape) {
  shape->clear_layout();
  for (Shape& s : *shape->mutable_tuple_shapes()) ClearLayout(&s);
}

bool LayoutUtil::HasLayout(const Shape& shape) {
  if (shape.IsTuple()) {
    for (const Shape& s : shape.tuple_shapes()) {
      if (!HasLayout(s)) return false;
    }
    return true;
  }
  return !shape.IsArray() || shape.has_layout();
}

absl::Status LayoutUtil::ValidateLayoutForShape(const Layout& layout, const Shape& shape) {
  if (!shape.IsArray()) {
    if (layout.minor_to_major_size() != 0) {
      return InvalidArgument("shape ", shape.ToString(), " cannot have layout ",
                             layout.ToString());
    }
    return absl::OkStatus();
  }
  if (layout.minor_to_major_size() != shape.rank()) {
    return InvalidArgument("layout ", layout.ToString(), " has ",
                           layout.minor_to_major_size(), " entries but shape ",
                           shape.ToString(), " has rank ", shape.rank());
  }
  std::vector<bool> seen(shape.rank(), false);
  for (int64_t dim : layout.minor_to_major()) {
    if (dim < 0 || dim >= shape.rank() || seen[dim]) {
      return InvalidArgument("layout ", layout.ToString(),
                             " is not a permutation of the dimensions of ",
                             shape.ToString());
    }
    seen[dim] = true;
  }
  return absl::OkStatus();
}

absl::Status LayoutUtil::ValidateLayoutInShape(const Shape& shape) {
  if (shape.IsTuple()) {
    // A tuple carries its layouts in its elements, never its own.
    if (shape.has_layout()) RETURN_IF_ERROR(ValidateLayoutForShape(shape.layout(), shape));
    for (const Shape& s : shape.tuple_shapes()) RETURN_IF_ERROR(ValidateLayoutInShape(s));
    return absl::OkStatus();
  }
  if (!shape.has_layout()) return absl::OkStatus();
  return ValidateLayoutForShape(shape.layout(), shape);
}

bool LayoutUtil::IsMonotonicWithDim0Major(const Layout& layout) {
  return layout == MakeDescendingLayout(layout.minor_to_major_size());
}

int64_t LayoutUtil::Minor(const Layout& layout, int64_t i) { return layout.minor_to_major(i); }

int64_t LayoutUtil::Major(const Layout& layout, int64_t i) {
  return layout.minor_to_major(layout.minor_to_major_size() - 1 - i);
}

Layout LayoutUtil::LayoutOrDefault(const Shape& shape) {
  return shape.has_layout() ? shape.layout() : GetDefaultLayoutForShape(shape);
}

bool LayoutUtil::LayoutsInShapesEqual(const Shape& a, const Shape& b) {
  if (a.IsTuple() != b.IsTuple()) return false;
  if (a.IsTuple()) {
    if (a.tuple_shapes_size() != b.tuple_shapes_size()) return false;
    for (int i = 0; i < a.tuple_shapes_size(); ++i) {
      if (!LayoutsInShapesEqual(a.tuple_shapes(i), b.tuple_shapes(i))) return false;
    }
    return true;
  }
  // Present layouts compared in place: this runs for every argument of
  // every run.
  if (a.has_layout() && b.has_layout()) return a.layout() == b.layout();
  return LayoutOrDefault(a) == LayoutOrDefault(b);
}

}  // namespace xla
