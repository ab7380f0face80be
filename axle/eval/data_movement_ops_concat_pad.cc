// concatenate (operands placed one after another along one dimension) and
// pad (interior padding first, then edge padding; negative edge padding
// crops, so operand elements that land outside the result are dropped).
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {
namespace {

absl::StatusOr<Literal> EvaluateConcatenate(const HloInstruction& instruction,
                                            Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectMinOperandCount(instruction, operands, 1));
  RETURN_IF_ERROR(ExpectArray(instruction, *operands[0], 0));
  const PrimitiveType type = operands[0]->shape().element_type();
  ASSIGN_OR_RETURN(Literal result, MakeArrayResult(instruction, type));
  const Shape& out = result.shape();
  if (instruction.dimensions().size() != 1 || instruction.dimensions(0) < 0 ||
      instruction.dimensions(0) >= out.rank()) {
    return InvalidArgument(OpName(instruction), ": needs one concatenation dimension in [0, ",
                           out.rank(), ")");
  }
  const int64_t dim = instruction.dimensions(0);
  int64_t offset = 0;
  for (size_t k = 0; k < operands.size(); ++k) {
    const Literal& operand = *operands[k];
    RETURN_IF_ERROR(ExpectArray(instruction, operand, k, type));
    const Shape& in = operand.shape();
    bool fits = in.rank() == out.rank() && offset + in.dimensions(dim) <= out.dimensions(dim);
    for (int64_t d = 0; fits && d < in.rank(); ++d) {
      fits = d == dim || in.dimensions(d) == out.dimensions(d);
    }
    if (!fits) {
      return InvalidArgument(OpName(instruction), ": operand ", k, " ", in.ToString(),
                             " does not fit the result ", out.ToString(), " along dimension ",
                             dim);
    }
    PushElements(operand, result, [&](absl::Span<const int64_t> i, absl::Span<int64_t> o) {
      for (size_t d = 0; d < o.size(); ++d) o[d] = i[d];
      o[dim] += offset;
      return true;
    });
    offset += in.dimensions(dim);
  }
  if (offset != out.dimensions(dim)) {
    return InvalidArgument(OpName(instruction), ": operands fill ", offset, " of the ",
                           out.dimensions(dim), " elements of result dimension ", dim);
  }
  return result;
}

absl::StatusOr<Literal> EvaluatePad(const HloInstruction& instruction, Operands operands,
                                    EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 2));
  const Literal& operand = *operands[0];
  const Literal& value = *operands[1];
  RETURN_IF_ERROR(ExpectArray(instruction, operand, 0));
  const PrimitiveType type = operand.shape().element_type();
  RETURN_IF_ERROR(ExpectArray(instruction, value, 1, type));
  if (value.shape().rank() != 0) {
    return InvalidArgument(OpName(instruction), ": padding value must be a scalar but is ",
                           value.shape().ToString());
  }
  ASSIGN_OR_RETURN(Literal result, MakeArrayResult(instruction, type));
  const PaddingConfig& config = instruction.attributes().padding_config;
  const Shape& in = operand.shape();
  const Shape& out = result.shape();
  if (config.dimensions_size() != in.rank() || out.rank() != in.rank()) {
    return InvalidArgument(OpName(instruction), ": padding config has ",
                           config.dimensions_size(), " dimensions but the operand is ",
                           in.ToString());
  }
  for (int64_t d = 0; d < in.rank(); ++d) {
    const PaddingConfigDimension& p = config.dimensions(d);
    const int64_t n = in.dimensions(d);
    const std::optional<int64_t> interior =
        CheckedMul(std::max<int64_t>(n - 1, 0), p.interior_padding());
    const std::optional<int64_t> size =
        interior ? CheckedSum({p.edge_padding_low(), p.edge_padding_high(), n, *interior})
                 : std::nullopt;
    if (p.interior_padding() < 0 || size != out.dimensions(d)) {
      return InvalidArgument(OpName(instruction), ": padding ", p.edge_padding_low(), "_",
                             p.edge_padding_high(), "_", p.interior_padding(), " of dimension ",
                             d, " does not turn ", in.ToString(), " into ", out.ToString());
    }
  }
  FillWith(value, result);
  PushElements(operand, result, [&](absl::Span<const int64_t> i, absl::Span<int64_t> o) {
    for (size_t d = 0; d < o.size(); ++d) {
      const PaddingConfigDimension& p = config.dimensions(d);
      // In 128 bits: edge and interior padding may be near INT64_MAX.
      const __int128 at = p.edge_padding_low() +
                          static_cast<__int128>(i[d]) * (static_cast<__int128>(p.interior_padding()) + 1);
      if (at < 0 || at >= out.dimensions(d)) return false;
      o[d] = static_cast<int64_t>(at);
    }
    return true;
  });
  return result;
}

}  // namespace

void RegisterConcatPadOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kConcatenate, EvaluateConcatenate);
  registry.Register(HloOpcode::kPad, EvaluatePad);
}

}  // namespace data_movement
}  // namespace xla
