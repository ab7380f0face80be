// Shape inference: collectives (all-gather, all-reduce, reduce-scatter,
// all-to-all, collective-permute).
#include "absl/strings/str_cat.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/shape_util.h"

namespace xla {

using shape_inference_internal::CheckDimensionIndex;
using shape_inference_internal::ExpectArray;
using shape_inference_internal::SingleOrTuple;

namespace {

// The operands' shapes as results: collectives that keep shapes drop layouts.
std::vector<Shape> WithoutLayouts(absl::Span<const Shape* const> shapes) {
  std::vector<Shape> results;
  for (const Shape* s : shapes) {
    results.push_back(*s);
    results.back().clear_layout();
  }
  return results;
}

absl::Status CheckOperands(absl::string_view op, absl::Span<const Shape* const> operands) {
  if (operands.empty()) return InvalidArgument(op, ": needs at least one operand");
  for (size_t i = 0; i < operands.size(); ++i) {
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("operand ", i), *operands[i]));
  }
  return absl::OkStatus();
}

absl::Status CheckCount(absl::string_view op, absl::string_view what, int64_t count) {
  if (count < 1) return InvalidArgument(op, ": ", what, " is ", count, " but must be >= 1");
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Shape> ShapeInference::InferAllGatherShape(
    absl::Span<const Shape* const> operand_shapes, int64_t all_gather_dimension,
    int64_t shard_count) {
  const std::string op = "all-gather";
  RETURN_IF_ERROR(CheckOperands(op, operand_shapes));
  RETURN_IF_ERROR(CheckCount(op, "shard_count", shard_count));
  std::vector<Shape> results;
  for (size_t i = 0; i < operand_shapes.size(); ++i) {
    const Shape& s = *operand_shapes[i];
    RETURN_IF_ERROR(
        CheckDimensionIndex(op, "all_gather_dimension", all_gather_dimension, s.rank()));
    std::optional<int64_t> size = CheckedMul(s.dimensions(all_gather_dimension), shard_count);
    if (!size)
      return InvalidArgument(op, ": gathered dimension of operand ", i, " overflows int64");
    Shape r = s;
    r.clear_layout();
    r.set_dimensions(all_gather_dimension, *size);
    results.push_back(std::move(r));
  }
  return SingleOrTuple(std::move(results));
}

absl::StatusOr<Shape> ShapeInference::InferAllReduceShape(
    absl::Span<const Shape* const> operand_shapes) {
  RETURN_IF_ERROR(CheckOperands("all-reduce", operand_shapes));
  std::vector<Shape> results = WithoutLayouts(operand_shapes);
  return SingleOrTuple(std::move(results));
}

absl::StatusOr<Shape> ShapeInference::InferReduceScatterShape(
    absl::Span<const Shape* const> operand_shapes, int64_t scatter_dimension, int64_t shard_count) {
  const std::string op = "reduce-scatter";
  RETURN_IF_ERROR(CheckOperands(op, operand_shapes));
  RETURN_IF_ERROR(CheckCount(op, "shard_count", shard_count));
  std::vector<Shape> results;
  for (size_t i = 0; i < operand_shapes.size(); ++i) {
    const Shape& s = *operand_shapes[i];
    RETURN_IF_ERROR(CheckDimensionIndex(op, "scatter dimension", scatter_dimension, s.rank()));
    const int64_t size = s.dimensions(scatter_dimension);
    if (size % shard_count != 0) {
      return InvalidArgument(op, ": scatter dimension ", scatter_dimension, " of operand ", i, " ",
                             s.ToString(), " has size ", size,
                             " which is not divisible by shard_count ", shard_count);
    }
    Shape r = s;
    r.clear_layout();
    r.set_dimensions(scatter_dimension, size / shard_count);
    results.push_back(std::move(r));
  }
  return SingleOrTuple(std::move(results));
}

absl::StatusOr<Shape> ShapeInference::InferAllToAllShape(const Shape& shape,
                                                         int64_t split_dimension,
                                                         int64_t concat_dimension,
                                                         int64_t split_count) {
  const std::string op = "all-to-all";
  RETURN_IF_ERROR(ExpectArray(op, "operand", shape));
  RETURN_IF_ERROR(CheckCount(op, "split_count", split_count));
  RETURN_IF_ERROR(CheckDimensionIndex(op, "split_dimension", split_dimension, shape.rank()));
  RETURN_IF_ERROR(CheckDimensionIndex(op, "concat_dimension", concat_dimension, shape.rank()));
  const int64_t size = shape.dimensions(split_dimension);
  if (size % split_count != 0) {
    return InvalidArgument(op, ": split dimension ", split_dimension, " of ", shape.ToString(),
                           " has size ", size, " which is not divisible by split_count ",
                           split_count);
  }
  Shape r = shape;
  r.clear_layout();
  r.set_dimensions(split_dimension, size / split_count);
  std::optional<int64_t> concat = CheckedMul(r.dimensions(concat_dimension), split_count);
  if (!concat) return InvalidArgument(op, ": concat dimension overflows int64");
  r.set_dimensions(concat_dimension, *concat);
  return r;
}

absl::StatusOr<Shape> ShapeInference::InferAllToAllTupleShape(
    absl::Span<const Shape* const> operand_shapes) {
  const std::string op = "all-to-all";
  RETURN_IF_ERROR(CheckOperands(op, operand_shapes));
  for (size_t i = 1; i < operand_shapes.size(); ++i) {
    if (!ShapeUtil::Compatible(*operand_shapes[0], *operand_shapes[i])) {
      return InvalidArgument(op, ": all operands must have the same shape but operand 0 is ",
                             operand_shapes[0]->ToString(), " and operand ", i, " is ",
                             operand_shapes[i]->ToString());
    }
  }
  std::vector<Shape> results = WithoutLayouts(operand_shapes);
  return Shape(std::move(results));
}

absl::StatusOr<Shape> ShapeInference::InferCollectivePermuteShape(
    absl::Span<const Shape* const> operand_shapes) {
  RETURN_IF_ERROR(CheckOperands("collective-permute", operand_shapes));
  std::vector<Shape> results = WithoutLayouts(operand_shapes);
  return SingleOrTuple(std::move(results));
}

}  // namespace xla
