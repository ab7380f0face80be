// Slices: slice (static [start:limit:stride] per dimension), dynamic-slice
// and dynamic-update-slice. Dynamic start indices (any integral type, one
// scalar per dimension or one rank-1 vector) are clamped to
// [0, operand_size - slice_size] so the slice is always in bounds, as the
// spec says; u64 values above INT64_MAX saturate before clamping.
#include <algorithm>

#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {
namespace {

absl::StatusOr<Literal> EvaluateSlice(const HloInstruction& instruction, Operands operands,
                                      EvalContext&) {
  ASSIGN_OR_RETURN(Literal result, MakeResultForOneArrayOperand(instruction, operands));
  const Literal& operand = *operands[0];
  const HloAttributes& attrs = instruction.attributes();
  const int64_t rank = operand.shape().rank();
  if (static_cast<int64_t>(attrs.slice_starts.size()) != rank ||
      static_cast<int64_t>(attrs.slice_limits.size()) != rank ||
      static_cast<int64_t>(attrs.slice_strides.size()) != rank || result.shape().rank() != rank) {
    return InvalidArgument(OpName(instruction), ": slice needs one [start:limit:stride] per ",
                           "dimension of ", operand.shape().ToString());
  }
  for (int64_t d = 0; d < rank; ++d) {
    const int64_t start = attrs.slice_starts[d], limit = attrs.slice_limits[d];
    const int64_t stride = attrs.slice_strides[d];
    if (start < 0 || start > limit || limit > operand.shape().dimensions(d) || stride < 1 ||
        result.shape().dimensions(d) !=
            (limit - start) / stride + ((limit - start) % stride != 0 ? 1 : 0)) {  // no overflow
      return InvalidArgument(OpName(instruction), ": slice [", start, ":", limit, ":", stride,
                             "] of dimension ", d, " of ", operand.shape().ToString(),
                             " is invalid or does not give result ", result.shape().ToString());
    }
  }
  PullElements(operand, result, [&](absl::Span<const int64_t> o, absl::Span<int64_t> i) {
    for (int64_t d = 0; d < rank; ++d) i[d] = attrs.slice_starts[d] + o[d] * attrs.slice_strides[d];
    return true;
  });
  return result;
}

// Start indices clamped so that a window of `window` fits in `bounds`.
absl::StatusOr<std::vector<int64_t>> ClampedStarts(const HloInstruction& instruction,
                                                   Operands index_operands,
                                                   absl::Span<const int64_t> bounds,
                                                   absl::Span<const int64_t> window) {
  ASSIGN_OR_RETURN(std::vector<int64_t> starts,
                   StartIndices(instruction, index_operands, bounds.size()));
  for (size_t d = 0; d < bounds.size(); ++d) {
    if (window[d] < 0 || window[d] > bounds[d]) {
      return InvalidArgument(OpName(instruction), ": slice size ", window[d], " of dimension ", d,
                             " does not fit in the operand's size ", bounds[d]);
    }
    starts[d] = std::clamp<int64_t>(starts[d], 0, bounds[d] - window[d]);
  }
  return starts;
}

absl::StatusOr<Literal> EvaluateDynamicSlice(const HloInstruction& instruction,
                                             Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectMinOperandCount(instruction, operands, 1));
  const Literal& operand = *operands[0];
  RETURN_IF_ERROR(ExpectArray(instruction, operand, 0));
  ASSIGN_OR_RETURN(Literal result, MakeArrayResult(instruction, operand.shape().element_type()));
  const std::vector<int64_t>& sizes = instruction.attributes().dynamic_slice_sizes;
  if (sizes.size() != operand.shape().dimensions().size() ||
      result.shape().dimensions() != absl::Span<const int64_t>(sizes)) {
    return InvalidArgument(OpName(instruction), ": dynamic_slice_sizes {",
                           absl::StrJoin(sizes, ","), "} must give one size per dimension of ",
                           operand.shape().ToString(), " and match the result ",
                           result.shape().ToString());
  }
  ASSIGN_OR_RETURN(std::vector<int64_t> starts,
                   ClampedStarts(instruction, operands.subspan(1), operand.shape().dimensions(),
                                 sizes));
  PullElements(operand, result, [&](absl::Span<const int64_t> o, absl::Span<int64_t> i) {
    for (size_t d = 0; d < i.size(); ++d) i[d] = starts[d] + o[d];
    return true;
  });
  return result;
}

absl::StatusOr<Literal> EvaluateDynamicUpdateSlice(const HloInstruction& instruction,
                                                   Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectMinOperandCount(instruction, operands, 2));
  const Literal& operand = *operands[0];
  const Literal& update = *operands[1];
  RETURN_IF_ERROR(ExpectArray(instruction, operand, 0));
  const PrimitiveType type = operand.shape().element_type();
  RETURN_IF_ERROR(ExpectArray(instruction, update, 1, type));
  ASSIGN_OR_RETURN(Literal result, MakeArrayResult(instruction, type));
  if (!ShapeUtil::SameDimensions(operand.shape(), result.shape()) ||
      update.shape().rank() != operand.shape().rank()) {
    return InvalidArgument(OpName(instruction), ": operand ", operand.shape().ToString(),
                           ", update ", update.shape().ToString(), " and result ",
                           result.shape().ToString(), " do not agree");
  }
  ASSIGN_OR_RETURN(std::vector<int64_t> starts,
                   ClampedStarts(instruction, operands.subspan(2), operand.shape().dimensions(),
                                 update.shape().dimensions()));
  CopyElements(operand, result);
  PushElements(update, result, [&](absl::Span<const int64_t> i, absl::Span<int64_t> o) {
    for (size_t d = 0; d < o.size(); ++d) o[d] = starts[d] + i[d];
    return true;
  });
  return result;
}

}  // namespace

void RegisterSliceOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kSlice, EvaluateSlice);
  registry.Register(HloOpcode::kDynamicSlice, EvaluateDynamicSlice);
  registry.Register(HloOpcode::kDynamicUpdateSlice, EvaluateDynamicUpdateSlice);
}

}  // namespace data_movement
}  // namespace xla
