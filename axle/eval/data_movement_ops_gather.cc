// gather, with XLA's full semantics: for a result index Out,
//   batch index  G = Out at the result dimensions not in offset_dims;
//   start        S[start_index_map[k]] = start_indices[G with k at
//                index_vector_dim], clamped to [0, operand_size - slice_size];
//                S[operand_batching_dims[i]] = G's entry for
//                start_indices_batching_dims[i];
//   offset       O[offset operand dims[k]] = Out[offset_dims[k]], where the
//                offset operand dims are the operand dimensions neither
//                collapsed nor batching, ascending;
//   result[Out] = operand[S + O].
#include <algorithm>

#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/eval/index_vectors.h"

namespace xla {
namespace data_movement {
namespace {

absl::Status GatherError(const HloInstruction& instruction, const std::string& what) {
  return InvalidArgument(OpName(instruction), ": ", what);
}

absl::StatusOr<Literal> EvaluateGather(const HloInstruction& instruction, Operands operands,
                                       EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 2));
  const Literal& operand = *operands[0];
  RETURN_IF_ERROR(ExpectArray(instruction, operand, 0));
  const GatherDimensionNumbers& dnums = instruction.attributes().gather_dimension_numbers;
  ASSIGN_OR_RETURN(IndexVectors vectors,
                   IndexVectors::Make(instruction, *operands[1], 1, dnums.index_vector_dim()));
  ASSIGN_OR_RETURN(Literal result, MakeArrayResult(instruction, operand.shape().element_type()));
  const Shape& in = operand.shape();
  const Shape& out = result.shape();
  const std::vector<int64_t>& slice_sizes = instruction.attributes().gather_slice_sizes;

  // Validate everything the index arithmetic relies on.
  RETURN_IF_ERROR(ExpectDimensions(instruction, "offset_dims", dnums.offset_dims(), out.rank()));
  std::vector<int64_t> removed = dnums.collapsed_slice_dims();
  removed.insert(removed.end(), dnums.operand_batching_dims().begin(),
                 dnums.operand_batching_dims().end());
  RETURN_IF_ERROR(ExpectDimensions(instruction, "collapsed_slice_dims and operand_batching_dims",
                                   removed, in.rank()));
  RETURN_IF_ERROR(
      ExpectDimensions(instruction, "start_index_map", dnums.start_index_map(), in.rank()));
  if (static_cast<int64_t>(slice_sizes.size()) != in.rank()) {
    return GatherError(instruction, absl::StrCat("slice_sizes {", absl::StrJoin(slice_sizes, ","),
                                                 "} must have one entry per operand dimension"));
  }
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (slice_sizes[d] < 0 || slice_sizes[d] > in.dimensions(d)) {
      return GatherError(instruction, absl::StrCat("slice size ", slice_sizes[d], " of dimension ",
                                                   d, " does not fit ", in.ToString()));
    }
  }
  for (int64_t d : removed) {
    if (slice_sizes[d] != 1) {
      return GatherError(instruction, absl::StrCat("collapsed or batching dimension ", d,
                                                   " must have slice size 1"));
    }
  }
  if (static_cast<int64_t>(dnums.start_index_map_size()) != vectors.vector_size()) {
    return GatherError(instruction, absl::StrCat("start_index_map has ",
                                                 dnums.start_index_map_size(),
                                                 " entries but index vectors have ",
                                                 vectors.vector_size()));
  }
  const std::vector<int64_t> offset_operand_dims = ComplementDims(in.rank(), {removed});
  const std::vector<int64_t> batch_out_dims = ComplementDims(out.rank(), {dnums.offset_dims()});
  if (offset_operand_dims.size() != dnums.offset_dims().size() ||
      static_cast<int64_t>(batch_out_dims.size()) != vectors.batch_rank()) {
    return GatherError(instruction, "offset_dims and batch dimensions do not match the operand "
                                    "and start indices");
  }
  for (size_t k = 0; k < offset_operand_dims.size(); ++k) {
    if (out.dimensions(dnums.offset_dims(k)) != slice_sizes[offset_operand_dims[k]]) {
      return GatherError(instruction, absl::StrCat("result dimension ", dnums.offset_dims(k),
                                                   " must equal the slice size of operand "
                                                   "dimension ", offset_operand_dims[k]));
    }
  }
  for (int64_t k = 0; k < vectors.batch_rank(); ++k) {
    if (out.dimensions(batch_out_dims[k]) != vectors.batch_size(k)) {
      return GatherError(instruction, absl::StrCat("result batch dimension ", batch_out_dims[k],
                                                   " must equal start indices batch size ",
                                                   vectors.batch_size(k)));
    }
  }
  if (dnums.operand_batching_dims_size() != dnums.start_indices_batching_dims_size()) {
    return GatherError(instruction, "operand_batching_dims and start_indices_batching_dims "
                                    "differ in length");
  }
  std::vector<int64_t> batching_positions;  // position among the batch dims
  for (int i = 0; i < dnums.start_indices_batching_dims_size(); ++i) {
    int64_t k = vectors.BatchPosition(dnums.start_indices_batching_dims(i));
    if (k < 0 || vectors.batch_size(k) != in.dimensions(dnums.operand_batching_dims(i))) {
      return GatherError(instruction, absl::StrCat("start_indices_batching_dims entry ", i,
                                                   " does not match operand batching dimension ",
                                                   dnums.operand_batching_dims(i)));
    }
    batching_positions.push_back(k);
  }

  std::vector<int64_t> batch_index(vectors.batch_rank());
  std::vector<int64_t> start(in.rank());
  PullElements(operand, result, [&](absl::Span<const int64_t> o, absl::Span<int64_t> i) {
    for (size_t k = 0; k < batch_out_dims.size(); ++k) batch_index[k] = o[batch_out_dims[k]];
    std::fill(start.begin(), start.end(), 0);
    for (int k = 0; k < dnums.start_index_map_size(); ++k) {
      const int64_t d = dnums.start_index_map(k);
      start[d] = std::clamp<int64_t>(vectors.Component(batch_index, k), 0,
                                     in.dimensions(d) - slice_sizes[d]);
    }
    for (size_t b = 0; b < batching_positions.size(); ++b) {
      start[dnums.operand_batching_dims(b)] = batch_index[batching_positions[b]];
    }
    for (int64_t d = 0; d < in.rank(); ++d) i[d] = start[d];
    for (size_t k = 0; k < offset_operand_dims.size(); ++k) {
      i[offset_operand_dims[k]] += o[dnums.offset_dims(k)];
    }
    return true;
  });
  return result;
}

}  // namespace

void RegisterGatherOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kGather, EvaluateGather);
}

}  // namespace data_movement
}  // namespace xla
