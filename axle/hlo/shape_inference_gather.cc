// Shape inference: gather and scatter (including batching dimensions).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/shape_util.h"

namespace xla {

using shape_inference_internal::CheckDimensionList;
using shape_inference_internal::CheckDisjoint;
using shape_inference_internal::CheckReducer;
using shape_inference_internal::DimsString;
using shape_inference_internal::ExpectArray;
using shape_inference_internal::SingleOrTuple;

namespace {

bool Contains(absl::Span<const int64_t> list, int64_t x) {
  return std::find(list.begin(), list.end(), x) != list.end();
}

// The indices operand: integral, with index_vector_dim in [0, rank]. Returns
// its dimensions with a trailing 1 appended when index_vector_dim == rank.
absl::StatusOr<std::vector<int64_t>> ExpandedIndexDims(absl::string_view op, const Shape& indices,
                                                       int64_t index_vector_dim,
                                                       std::vector<bool>* dynamic) {
  RETURN_IF_ERROR(ExpectArray(op, "indices", indices));
  if (!primitive_util::IsIntegralType(indices.element_type())) {
    return InvalidArgument(op, ": indices must have an integral element type but are ",
                           indices.ToString());
  }
  if (index_vector_dim < 0 || index_vector_dim > indices.rank()) {
    return InvalidArgument(op, ": index_vector_dim ", index_vector_dim, " must be in [0, ",
                           indices.rank(), "] for indices ", indices.ToString());
  }
  std::vector<int64_t> dims(indices.dimensions().begin(), indices.dimensions().end());
  if (dynamic) *dynamic = indices.dynamic_dimensions();
  if (index_vector_dim == indices.rank()) {
    dims.push_back(1);
    if (dynamic) dynamic->push_back(false);
  }
  return dims;
}

// Checks shared by gather and scatter on the index-side numbers:
// `index_map` (start_index_map / scatter_dims_to_operand_dims) and the two
// batching lists.
absl::Status CheckIndexSide(absl::string_view op, absl::string_view map_name,
                            absl::Span<const int64_t> index_map,
                            absl::string_view operand_batching_name,
                            absl::Span<const int64_t> operand_batching,
                            absl::string_view indices_batching_name,
                            absl::Span<const int64_t> indices_batching, const Shape& operand,
                            const Shape& indices, absl::Span<const int64_t> expanded,
                            int64_t index_vector_dim) {
  if (static_cast<int64_t>(index_map.size()) != expanded[index_vector_dim]) {
    return InvalidArgument(
        op, ": ", map_name, " ", DimsString(index_map), " has ", index_map.size(),
        " entries but dimension index_vector_dim=", index_vector_dim, " of the indices ",
        indices.ToString(), " has size ", expanded[index_vector_dim], "; the two must be equal");
  }
  RETURN_IF_ERROR(CheckDimensionList(op, map_name, index_map, operand.rank()));
  RETURN_IF_ERROR(CheckDimensionList(op, operand_batching_name, operand_batching, operand.rank(),
                                     /*require_sorted=*/true));
  RETURN_IF_ERROR(CheckDisjoint(op, map_name, index_map, operand_batching_name, operand_batching));
  RETURN_IF_ERROR(CheckDimensionList(op, indices_batching_name, indices_batching, indices.rank()));
  for (int64_t d : indices_batching) {
    if (d == index_vector_dim) {
      return InvalidArgument(op, ": ", indices_batching_name, " ", DimsString(indices_batching),
                             " must not contain index_vector_dim ", index_vector_dim);
    }
  }
  if (operand_batching.size() != indices_batching.size()) {
    return InvalidArgument(op, ": ", operand_batching_name, " ", DimsString(operand_batching),
                           " and ", indices_batching_name, " ", DimsString(indices_batching),
                           " must have the same number of entries");
  }
  for (size_t i = 0; i < operand_batching.size(); ++i) {
    if (operand.dimensions(operand_batching[i]) != indices.dimensions(indices_batching[i])) {
      return InvalidArgument(op, ": operand batching dimension ", operand_batching[i], " has size ",
                             operand.dimensions(operand_batching[i]),
                             " but indices batching dimension ", indices_batching[i], " has size ",
                             indices.dimensions(indices_batching[i]));
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Shape> ShapeInference::InferGatherShape(const Shape& input,
                                                       const Shape& start_indices,
                                                       const GatherDimensionNumbers& dnums,
                                                       absl::Span<const int64_t> slice_sizes) {
  const std::string op = "gather";
  RETURN_IF_ERROR(ExpectArray(op, "operand", input));
  std::vector<bool> expanded_dynamic;
  ASSIGN_OR_RETURN(
      std::vector<int64_t> expanded,
      ExpandedIndexDims(op, start_indices, dnums.index_vector_dim(), &expanded_dynamic));
  const int64_t output_rank = dnums.offset_dims_size() + static_cast<int64_t>(expanded.size()) - 1;
  RETURN_IF_ERROR(CheckDimensionList(op, "offset_dims", dnums.offset_dims(), output_rank,
                                     /*require_sorted=*/true));
  RETURN_IF_ERROR(CheckDimensionList(op, "collapsed_slice_dims", dnums.collapsed_slice_dims(),
                                     input.rank(), /*require_sorted=*/true));
  RETURN_IF_ERROR(CheckIndexSide(op, "start_index_map", dnums.start_index_map(),
                                 "operand_batching_dims", dnums.operand_batching_dims(),
                                 "start_indices_batching_dims", dnums.start_indices_batching_dims(),
                                 input, start_indices, expanded, dnums.index_vector_dim()));
  RETURN_IF_ERROR(CheckDisjoint(op, "collapsed_slice_dims", dnums.collapsed_slice_dims(),
                                "operand_batching_dims", dnums.operand_batching_dims()));
  if (static_cast<int64_t>(slice_sizes.size()) != input.rank()) {
    return InvalidArgument(op, ": slice_sizes ", DimsString(slice_sizes), " has ",
                           slice_sizes.size(), " entries but the operand ", input.ToString(),
                           " has rank ", input.rank());
  }
  const int64_t accounted = dnums.offset_dims_size() + dnums.collapsed_slice_dims_size() +
                            dnums.operand_batching_dims_size();
  if (accounted != input.rank()) {
    return InvalidArgument(op, ": operand rank ", input.rank(),
                           " must equal the number of "
                           "offset_dims (",
                           dnums.offset_dims_size(),
                           ") plus "
                           "collapsed_slice_dims (",
                           dnums.collapsed_slice_dims_size(), ") plus operand_batching_dims (",
                           dnums.operand_batching_dims_size(), "), which is ", accounted);
  }
  for (int64_t i = 0; i < input.rank(); ++i) {
    if (slice_sizes[i] < 0 || slice_sizes[i] > input.dimensions(i)) {
      return InvalidArgument(op, ": slice size ", slice_sizes[i], " in dimension ", i,
                             " must be in [0, ", input.dimensions(i),
                             "] (the operand dimension size)");
    }
  }
  for (int64_t d : dnums.collapsed_slice_dims()) {
    if (slice_sizes[d] > 1) {
      return InvalidArgument(op, ": collapsed slice dimension ", d, " has slice size ",
                             slice_sizes[d], " but collapsed dimensions must have size 0 or 1");
    }
  }
  for (int64_t d : dnums.operand_batching_dims()) {
    if (slice_sizes[d] > 1) {
      return InvalidArgument(op, ": operand batching dimension ", d, " has slice size ",
                             slice_sizes[d], " but batching dimensions must have size 0 or 1");
    }
  }
  // Offset dimensions take the slice sizes of the operand dimensions that are
  // neither collapsed nor batching, in order; the others take the index
  // dimensions other than index_vector_dim, in order.
  std::vector<int64_t> window_dims;
  for (int64_t i = 0; i < input.rank(); ++i) {
    if (!Contains(dnums.collapsed_slice_dims(), i) && !Contains(dnums.operand_batching_dims(), i)) {
      window_dims.push_back(i);
    }
  }
  std::vector<int64_t> dims;
  std::vector<bool> dynamic;
  size_t offset_seen = 0;
  int64_t batch_seen = 0;
  for (int64_t i = 0; i < output_rank; ++i) {
    if (Contains(dnums.offset_dims(), i)) {
      int64_t operand_dim = window_dims[offset_seen++];
      dims.push_back(slice_sizes[operand_dim]);
      dynamic.push_back(slice_sizes[operand_dim] == input.dimensions(operand_dim) &&
                        input.is_dynamic_dimension(operand_dim));
    } else {
      if (batch_seen == dnums.index_vector_dim()) ++batch_seen;
      dims.push_back(expanded[batch_seen]);
      dynamic.push_back(expanded_dynamic[batch_seen]);
      ++batch_seen;
    }
  }
  return Shape(input.element_type(), dims, dynamic);
}

absl::StatusOr<Shape> ShapeInference::InferScatterShape(absl::Span<const Shape* const> arg_shapes,
                                                        const ProgramShape& to_apply,
                                                        const ScatterDimensionNumbers& dnums) {
  const std::string op = "scatter";
  if (arg_shapes.size() < 3 || arg_shapes.size() % 2 != 1) {
    return InvalidArgument(op, ": needs N operands, the indices and N updates (N >= 1) but got ",
                           arg_shapes.size(), " arguments");
  }
  const size_t n = arg_shapes.size() / 2;
  auto operands = arg_shapes.subspan(0, n);
  const Shape& indices = *arg_shapes[n];
  auto updates = arg_shapes.subspan(n + 1);
  for (size_t i = 0; i < n; ++i) {
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("operand ", i), *operands[i]));
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("updates ", i), *updates[i]));
    if (!ShapeUtil::SameDimensions(*operands[0], *operands[i])) {
      return InvalidArgument(op, ": all operands must have the same dimensions but operand 0 is ",
                             operands[0]->ToString(), " and operand ", i, " is ",
                             operands[i]->ToString());
    }
    if (!ShapeUtil::SameDimensions(*updates[0], *updates[i])) {
      return InvalidArgument(op, ": all updates must have the same dimensions but updates 0 is ",
                             updates[0]->ToString(), " and updates ", i, " is ",
                             updates[i]->ToString());
    }
  }
  const Shape& operand = *operands[0];
  const Shape& update = *updates[0];
  ASSIGN_OR_RETURN(std::vector<int64_t> expanded,
                   ExpandedIndexDims(op, indices, dnums.index_vector_dim(), nullptr));
  const int64_t expected_update_rank =
      static_cast<int64_t>(expanded.size()) - 1 + dnums.update_window_dims_size();
  if (update.rank() != expected_update_rank) {
    return InvalidArgument(op, ": updates ", update.ToString(), " have rank ", update.rank(),
                           " but must have rank ", expected_update_rank,
                           " (the indices' scatter dimensions plus ",
                           dnums.update_window_dims_size(), " update_window_dims)");
  }
  RETURN_IF_ERROR(CheckDimensionList(op, "update_window_dims", dnums.update_window_dims(),
                                     update.rank(), /*require_sorted=*/true));
  RETURN_IF_ERROR(CheckDimensionList(op, "inserted_window_dims", dnums.inserted_window_dims(),
                                     operand.rank(), /*require_sorted=*/true));
  RETURN_IF_ERROR(CheckIndexSide(
      op, "scatter_dims_to_operand_dims", dnums.scatter_dims_to_operand_dims(),
      "input_batching_dims", dnums.input_batching_dims(), "scatter_indices_batching_dims",
      dnums.scatter_indices_batching_dims(), operand, indices, expanded, dnums.index_vector_dim()));
  RETURN_IF_ERROR(CheckDisjoint(op, "inserted_window_dims", dnums.inserted_window_dims(),
                                "input_batching_dims", dnums.input_batching_dims()));
  const int64_t window_size = dnums.update_window_dims_size() + dnums.inserted_window_dims_size() +
                              dnums.input_batching_dims_size();
  if (window_size != operand.rank()) {
    return InvalidArgument(op, ": operand rank ", operand.rank(),
                           " must equal the number of "
                           "update_window_dims (",
                           dnums.update_window_dims_size(), ") plus inserted_window_dims (",
                           dnums.inserted_window_dims_size(), ") plus input_batching_dims (",
                           dnums.input_batching_dims_size(), "), which is ", window_size);
  }
  std::vector<int64_t> window_bounds;
  for (int64_t i = 0; i < operand.rank(); ++i) {
    if (!Contains(dnums.inserted_window_dims(), i) && !Contains(dnums.input_batching_dims(), i)) {
      window_bounds.push_back(i);
    }
  }
  for (int k = 0; k < dnums.update_window_dims_size(); ++k) {
    const int64_t ud = dnums.update_window_dims(k);
    const int64_t od = window_bounds[k];
    if (update.dimensions(ud) > operand.dimensions(od)) {
      return InvalidArgument(op, ": update window dimension ", ud, " has size ",
                             update.dimensions(ud), " which exceeds the size ",
                             operand.dimensions(od), " of operand dimension ", od);
    }
  }
  int64_t scatter_seen = 0;
  for (int64_t i = 0; i < update.rank(); ++i) {
    if (Contains(dnums.update_window_dims(), i)) continue;
    if (scatter_seen == dnums.index_vector_dim()) ++scatter_seen;
    if (update.dimensions(i) != expanded[scatter_seen]) {
      return InvalidArgument(op, ": update scatter dimension ", i, " has size ",
                             update.dimensions(i), " but the matching indices dimension ",
                             scatter_seen, " has size ", expanded[scatter_seen]);
    }
    ++scatter_seen;
  }
  std::vector<Shape> init_shapes;
  std::vector<PrimitiveType> update_types;
  for (size_t i = 0; i < n; ++i) {
    init_shapes.push_back(ShapeUtil::MakeScalarShape(operands[i]->element_type()));
    update_types.push_back(updates[i]->element_type());
  }
  std::vector<const Shape*> init_ptrs;
  for (const Shape& s : init_shapes) init_ptrs.push_back(&s);
  RETURN_IF_ERROR(CheckReducer(op, "to_apply", to_apply, init_ptrs, update_types));
  std::vector<Shape> results;
  for (const Shape* s : operands) {
    Shape r = *s;
    r.clear_layout();
    results.push_back(std::move(r));
  }
  return SingleOrTuple(std::move(results));
}

}  // namespace xla
