// Bounded dynamic shapes: get-dimension-size, set-dimension-size and
// dynamic-reshape.
//
// How the interpreter represents a value with dynamic dimensions: its
// literal's dimensions are the *runtime* sizes (with the dynamic bits set),
// not the bounds. So set-dimension-size(v: f32[10], 5) evaluates to a literal
// f32[<=5] holding v's first 5 elements; ops downstream that walk their
// operand literal (reduce, element-wise ops, slices...) then see only the
// real elements, which is what "padded values are ignored" means, and
// get-dimension-size reads the runtime size back. Values whose literal
// dimensions differ from the instruction's bounds may be refused (with an
// error) by ops that check their operands against the static shapes.
#include <algorithm>
#include <limits>

#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {
namespace {

absl::StatusOr<int64_t> DimensionAttribute(const HloInstruction& instruction, int64_t rank) {
  if (instruction.dimensions().size() != 1 || instruction.dimensions(0) < 0 ||
      instruction.dimensions(0) >= rank) {
    return InvalidArgument(OpName(instruction), ": needs one dimension in [0, ", rank, ")");
  }
  return instruction.dimensions(0);
}

absl::StatusOr<int64_t> SizeOperand(const HloInstruction& instruction, const Literal& size,
                                    int64_t i) {
  RETURN_IF_ERROR(ExpectIntegral(instruction, size, i));
  if (size.shape().rank() != 0) {
    return InvalidArgument(OpName(instruction), ": size operand ", i, " must be a scalar but is ",
                           size.shape().ToString());
  }
  return IndexValue(size, {});
}

absl::StatusOr<Literal> EvaluateGetDimensionSize(const HloInstruction& instruction,
                                                 Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  RETURN_IF_ERROR(ExpectArray(instruction, *operands[0], 0));
  const Shape& shape = operands[0]->shape();
  ASSIGN_OR_RETURN(int64_t dim, DimensionAttribute(instruction, shape.rank()));
  if (shape.dimensions(dim) > std::numeric_limits<int32_t>::max()) {
    return InvalidArgument(OpName(instruction), ": size ", shape.dimensions(dim),
                           " does not fit in s32");
  }
  return LiteralUtil::CreateR0<int32_t>(static_cast<int32_t>(shape.dimensions(dim)));
}

absl::StatusOr<Literal> EvaluateSetDimensionSize(const HloInstruction& instruction,
                                                 Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 2));
  const Literal& operand = *operands[0];
  RETURN_IF_ERROR(ExpectArray(instruction, operand, 0));
  const Shape& bounds = instruction.shape();
  if (!bounds.IsArray() || bounds.rank() != operand.shape().rank()) {
    return InvalidArgument(OpName(instruction), ": result ", bounds.ToString(),
                           " does not match operand ", operand.shape().ToString());
  }
  ASSIGN_OR_RETURN(int64_t dim, DimensionAttribute(instruction, bounds.rank()));
  ASSIGN_OR_RETURN(int64_t size, SizeOperand(instruction, *operands[1], 1));
  if (size < 0 || size > bounds.dimensions(dim)) {
    return InvalidArgument(OpName(instruction), ": size ", size, " of dimension ", dim,
                           " is outside [0, ", bounds.dimensions(dim), "]");
  }
  // The operand's runtime sizes, with `dim` set to `size`.
  Shape shape = bounds;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    shape.set_dimensions(d, std::min(operand.shape().dimensions(d), bounds.dimensions(d)));
    if (operand.shape().is_dynamic_dimension(d)) shape.set_dynamic_dimension(d, true);
  }
  shape.set_dimensions(dim, size);
  shape.set_dynamic_dimension(dim, true);
  ASSIGN_OR_RETURN(Literal result,
                   MakeArrayResult(instruction, shape, operand.shape().element_type()));
  // Elements past the operand's own runtime size (growing a dynamic size)
  // are unspecified; they stay zero.
  const Shape& from = operand.shape();
  PullElements(operand, result, [&](absl::Span<const int64_t> o, absl::Span<int64_t> i) {
    for (size_t d = 0; d < i.size(); ++d) {
      if (o[d] >= from.dimensions(d)) return false;
      i[d] = o[d];
    }
    return true;
  });
  return result;
}

absl::StatusOr<Literal> EvaluateDynamicReshape(const HloInstruction& instruction,
                                               Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectMinOperandCount(instruction, operands, 1));
  const Literal& operand = *operands[0];
  RETURN_IF_ERROR(ExpectArray(instruction, operand, 0));
  const Shape& bounds = instruction.shape();
  if (!bounds.IsArray() || bounds.rank() + 1 != static_cast<int64_t>(operands.size())) {
    return InvalidArgument(OpName(instruction), ": needs one size operand per dimension of ",
                           bounds.ToString());
  }
  Shape shape = bounds;
  for (int64_t d = 0; d < bounds.rank(); ++d) {
    ASSIGN_OR_RETURN(int64_t size, SizeOperand(instruction, *operands[d + 1], d + 1));
    if (size < 0 || size > bounds.dimensions(d) ||
        (!bounds.is_dynamic_dimension(d) && size != bounds.dimensions(d))) {
      return InvalidArgument(OpName(instruction), ": size ", size, " of dimension ", d,
                             " does not fit the result ", bounds.ToString());
    }
    shape.set_dimensions(d, size);
  }
  ASSIGN_OR_RETURN(Literal result,
                   MakeArrayResult(instruction, shape, operand.shape().element_type()));
  if (ShapeUtil::ElementsIn(operand.shape()) != ShapeUtil::ElementsIn(shape)) {
    return InvalidArgument(OpName(instruction), ": operand ", operand.shape().ToString(),
                           " has ", ShapeUtil::ElementsIn(operand.shape()),
                           " elements but the sizes give ", ShapeUtil::ElementsIn(shape));
  }
  ReshapeElements(operand, result);
  return result;
}

}  // namespace

void RegisterDynamicShapeOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kGetDimensionSize, EvaluateGetDimensionSize);
  registry.Register(HloOpcode::kSetDimensionSize, EvaluateSetDimensionSize);
  registry.Register(HloOpcode::kDynamicReshape, EvaluateDynamicReshape);
}

}  // namespace data_movement
}  // namespace xla
