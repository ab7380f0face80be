#include "axle/backends/cpu/runtime/buffer_tree.h"

#include <cstring>
#include <map>

#include "absl/strings/str_cat.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/shape/index_util.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

int32_t* RuntimeSizes(const Shape& array_shape, const void* data) {
  return reinterpret_cast<int32_t*>(const_cast<char*>(static_cast<const char*>(data)) +
                                    DynamicSizesOffset(array_shape));
}

// `shape` with a layout (the default where it has none).
Shape WithLayout(Shape shape) {
  if (!shape.has_layout()) shape.set_layout(LayoutUtil::GetDefaultLayoutForShape(shape));
  return shape;
}

// Copies the elements of index space `dims` from a dense array of `from`
// (dimensions and layout) to one of `to`: one memcpy when both are the same.
void CopyElements(absl::Span<const int64_t> dims, const Shape& from, const void* source,
                  const Shape& to, void* destination) {
  const int64_t width = ShapeUtil::ByteSizeOfPrimitiveType(to.element_type());
  const Shape from_shape = WithLayout(from), to_shape = WithLayout(to);
  const bool whole = from_shape.dimensions() == dims && to_shape.dimensions() == dims;
  if (whole && from_shape.layout() == to_shape.layout()) {
    std::memcpy(destination, source, ShapeUtil::ByteSizeOfElements(to_shape));
    return;
  }
  const auto* src = static_cast<const char*>(source);
  auto* dst = static_cast<char*>(destination);
  ShapeUtil::ForEachIndex(Shape(to.element_type(), dims), [&](absl::Span<const int64_t> index) {
    std::memcpy(dst + IndexUtil::MultidimensionalIndexToLinearIndex(to_shape, index) * width,
                src + IndexUtil::MultidimensionalIndexToLinearIndex(from_shape, index) * width,
                width);
    return true;
  });
}

}  // namespace

const void* TreeElement(const void* tree, ShapeIndexView index) {
  for (int64_t i : index) tree = static_cast<const void* const*>(tree)[i];
  return tree;
}

Literal LiteralFromTree(const Shape& shape, const void* tree) {
  // The literal's shape: dynamic arrays at their runtime sizes, the declared
  // dynamic dimensions still marked dynamic (as XLA's literals and the
  // interpreter's element-wise results are).
  Shape literal_shape = WithLayout(shape);
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex& index) {
    if (!subshape.IsArray() || subshape.is_static()) return;
    const int32_t* sizes = RuntimeSizes(subshape, TreeElement(tree, index));
    Shape* leaf = ShapeUtil::GetMutableSubshape(&literal_shape, index);
    for (int64_t d = 0; d < subshape.rank(); ++d) {
      leaf->set_dimensions(d, sizes[d]);
      leaf->set_dynamic_dimension(d, subshape.is_dynamic_dimension(d));
    }
  });
  Literal literal(literal_shape);
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex& index) {
    if (!subshape.IsArray()) return;
    const Shape& leaf = ShapeUtil::GetSubshape(literal.shape(), index);
    CopyElements(leaf.dimensions(), subshape, TreeElement(tree, index), leaf,
                 literal.untyped_data(index));
  });
  return literal;
}

absl::Status LiteralToTree(const Literal& value, const Shape& shape, void* tree) {
  return ShapeUtil::ForEachSubshapeWithStatus(
      shape, [&](const Shape& subshape, const ShapeIndex& index) -> absl::Status {
        if (!ShapeUtil::IndexIsValid(value.shape(), index)) {
          return absl::InvalidArgumentError(absl::StrCat(
              value.shape().ToString(), " does not fit ", shape.ToString()));
        }
        const Shape& leaf = ShapeUtil::GetSubshape(value.shape(), index);
        if (!subshape.IsArray()) {
          if (leaf.IsArray() || leaf.IsTuple() != subshape.IsTuple() ||
              leaf.tuple_shapes_size() != subshape.tuple_shapes_size()) {
            return absl::InvalidArgumentError(absl::StrCat(
                value.shape().ToString(), " does not fit ", shape.ToString()));
          }
          return absl::OkStatus();
        }
        bool fits = leaf.IsArray() && leaf.element_type() == subshape.element_type() &&
                    leaf.rank() == subshape.rank();
        for (int64_t d = 0; fits && d < leaf.rank(); ++d) {
          fits = subshape.is_dynamic_dimension(d)
                     ? leaf.dimensions(d) <= subshape.dimensions(d)
                     : leaf.dimensions(d) == subshape.dimensions(d);
        }
        if (!fits) {
          return absl::InvalidArgumentError(absl::StrCat(
              value.shape().ToString(), " does not fit ", shape.ToString()));
        }
        void* data = const_cast<void*>(TreeElement(tree, index));
        CopyElements(leaf.dimensions(), leaf, value.untyped_data(index), subshape, data);
        if (subshape.is_dynamic()) {
          int32_t* sizes = RuntimeSizes(subshape, data);
          for (int64_t d = 0; d < leaf.rank(); ++d) {
            sizes[d] = static_cast<int32_t>(leaf.dimensions(d));
          }
        }
        return absl::OkStatus();
      });
}

const void* TreeBuilder::Build(const Shape& shape,
                               const std::function<const void*(const ShapeIndex&)>& leaf) {
  std::vector<ShapeIndex> order;  // pre-order: parents before children
  ShapeUtil::ForEachSubshape(shape, [&](const Shape&, const ShapeIndex& index) {
    order.push_back(index);
  });
  std::map<ShapeIndex, const void*> trees;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const Shape& subshape = ShapeUtil::GetSubshape(shape, *it);
    if (subshape.IsArray()) {
      trees[*it] = leaf(*it);
    } else if (subshape.IsTuple()) {
      auto table = std::make_unique<std::vector<const void*>>();
      for (int64_t i = 0; i < subshape.tuple_shapes_size(); ++i) {
        ShapeIndex child = *it;
        child.push_back(i);
        table->push_back(trees.at(child));
      }
      trees[*it] = table->data();
      tables_.push_back(std::move(table));
    } else {
      trees[*it] = nullptr;
    }
  }
  return trees.at({});
}

}  // namespace xla::cpu
