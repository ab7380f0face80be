// Whole-array remappings: broadcast (BroadcastInDim semantics: operand
// dimension i maps to result dimension dimensions[i], and a size-1 operand
// dimension is repeated), reshape (row-major logical order), transpose
// (result dimension i is operand dimension permutation[i]), reverse, and
// bitcast (the operand's bytes, in its physical layout, reinterpreted in the
// result shape).
#include <cstring>
#include <functional>

#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {
namespace {

// `result` again with each dynamic dimension d at the runtime size of the
// operand dimension source(d) comes from (-1: none, the bound stays):
// elements past a runtime size do not exist (data_movement_ops_dynamic.cc).
absl::StatusOr<Literal> AtRuntimeSizes(const HloInstruction& instruction, Literal result,
                                       const Shape& operand,
                                       const std::function<int64_t(int64_t)>& source) {
  if (instruction.shape().is_static()) return result;
  Shape shape = result.shape();
  for (int64_t d = 0; d < shape.rank(); ++d) {
    const int64_t from = source(d);
    if (shape.is_dynamic_dimension(d) && from >= 0 && from < operand.rank()) {
      shape.set_dimensions(d, operand.dimensions(from));
    }
  }
  return MakeArrayResult(instruction, shape, shape.element_type());
}

absl::StatusOr<Literal> EvaluateBroadcast(const HloInstruction& instruction, Operands operands,
                                          EvalContext&) {
  ASSIGN_OR_RETURN(Literal bounded, MakeResultForOneArrayOperand(instruction, operands));
  const Literal& operand = *operands[0];
  const Shape& in = operand.shape();
  const std::vector<int64_t>& dims = instruction.dimensions();
  ASSIGN_OR_RETURN(Literal result,
                   AtRuntimeSizes(instruction, std::move(bounded), in, [&](int64_t d) {
                     for (size_t i = 0; i < dims.size(); ++i) {
                       if (dims[i] == d) return static_cast<int64_t>(i);
                     }
                     return int64_t{-1};
                   }));
  const Shape& out = result.shape();
  if (static_cast<int64_t>(dims.size()) != in.rank()) {
    return InvalidArgument(OpName(instruction), ": dimensions {", absl::StrJoin(dims, ","),
                           "} must have one entry per operand dimension of ", in.ToString());
  }
  RETURN_IF_ERROR(ExpectDimensions(instruction, "dimensions", dims, out.rank()));
  for (int64_t i = 0; i < in.rank(); ++i) {
    if (in.dimensions(i) != 1 && in.dimensions(i) != out.dimensions(dims[i])) {
      return InvalidArgument(OpName(instruction), ": operand dimension ", i, " of ",
                             in.ToString(), " cannot broadcast to result dimension ", dims[i],
                             " of ", out.ToString());
    }
  }
  PullElements(operand, result, [&](absl::Span<const int64_t> o, absl::Span<int64_t> i) {
    for (int64_t d = 0; d < in.rank(); ++d) i[d] = in.dimensions(d) == 1 ? 0 : o[dims[d]];
    return true;
  });
  return result;
}

absl::StatusOr<Literal> EvaluateReshape(const HloInstruction& instruction, Operands operands,
                                        EvalContext&) {
  ASSIGN_OR_RETURN(Literal result, MakeResultForOneArrayOperand(instruction, operands));
  const Literal& operand = *operands[0];
  if (ShapeUtil::ElementsIn(operand.shape()) != ShapeUtil::ElementsIn(result.shape())) {
    return InvalidArgument(OpName(instruction), ": operand ", operand.shape().ToString(),
                           " and result ", result.shape().ToString(),
                           " have different element counts");
  }
  ReshapeElements(operand, result);
  return result;
}

absl::StatusOr<Literal> EvaluateTranspose(const HloInstruction& instruction, Operands operands,
                                          EvalContext&) {
  ASSIGN_OR_RETURN(Literal bounded, MakeResultForOneArrayOperand(instruction, operands));
  const Literal& operand = *operands[0];
  const std::vector<int64_t>& perm = instruction.dimensions();
  const int64_t rank = operand.shape().rank();
  ASSIGN_OR_RETURN(Literal result,
                   AtRuntimeSizes(instruction, std::move(bounded), operand.shape(),
                                  [&](int64_t d) {
                                    return d < static_cast<int64_t>(perm.size()) ? perm[d]
                                                                                 : int64_t{-1};
                                  }));
  if (static_cast<int64_t>(perm.size()) != rank || result.shape().rank() != rank) {
    return InvalidArgument(OpName(instruction), ": dimensions {", absl::StrJoin(perm, ","),
                           "} must be a permutation of the operand's ", rank, " dimensions");
  }
  RETURN_IF_ERROR(ExpectDimensions(instruction, "dimensions", perm, rank));
  for (int64_t d = 0; d < rank; ++d) {
    if (result.shape().dimensions(d) != operand.shape().dimensions(perm[d])) {
      return InvalidArgument(OpName(instruction), ": result ", result.shape().ToString(),
                             " is not operand ", operand.shape().ToString(), " permuted by {",
                             absl::StrJoin(perm, ","), "}");
    }
  }
  PullElements(operand, result, [&](absl::Span<const int64_t> o, absl::Span<int64_t> i) {
    for (int64_t d = 0; d < rank; ++d) i[perm[d]] = o[d];
    return true;
  });
  return result;
}

absl::StatusOr<Literal> EvaluateReverse(const HloInstruction& instruction, Operands operands,
                                        EvalContext&) {
  ASSIGN_OR_RETURN(Literal result, MakeResultForOneArrayOperand(instruction, operands));
  const Literal& operand = *operands[0];
  const Shape& shape = operand.shape();
  if (!ShapeUtil::SameDimensions(shape, result.shape())) {
    return InvalidArgument(OpName(instruction), ": result ", result.shape().ToString(),
                           " must have the operand's dimensions ", shape.ToString());
  }
  RETURN_IF_ERROR(ExpectDimensions(instruction, "dimensions", instruction.dimensions(),
                                   shape.rank()));
  std::vector<bool> reversed(shape.rank(), false);
  for (int64_t d : instruction.dimensions()) reversed[d] = true;
  PullElements(operand, result, [&](absl::Span<const int64_t> o, absl::Span<int64_t> i) {
    for (int64_t d = 0; d < shape.rank(); ++d) {
      i[d] = reversed[d] ? shape.dimensions(d) - 1 - o[d] : o[d];
    }
    return true;
  });
  return result;
}

absl::StatusOr<Literal> EvaluateBitcast(const HloInstruction& instruction, Operands operands,
                                        EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  Literal operand = *operands[0];
  RETURN_IF_ERROR(ExpectArray(instruction, operand, 0));
  const Shape& shape = instruction.shape();
  if (!shape.IsArray()) {
    return InvalidArgument(OpName(instruction), ": result ", shape.ToString(),
                           " must be an array");
  }
  ASSIGN_OR_RETURN(Literal result, MakeArrayResult(instruction, shape.element_type()));
  // The bytes are those of the operand in the layout its instruction names.
  const Shape& declared = instruction.operand(0)->shape();
  if (declared.IsArray() && declared.has_layout() &&
      ShapeUtil::Compatible(declared, operand.shape()) &&
      LayoutUtil::ValidateLayoutForShape(declared.layout(), operand.shape()).ok()) {
    operand = operand.Relayout(declared.layout());
  }
  if (operand.size_bytes() != result.size_bytes()) {
    return InvalidArgument(OpName(instruction), ": operand ", operand.shape().ToString(), " has ",
                           operand.size_bytes(), " bytes but the result ", shape.ToString(),
                           " has ", result.size_bytes());
  }
  if (result.size_bytes() > 0) {
    std::memcpy(result.untyped_data(), operand.untyped_data(), result.size_bytes());
  }
  return result;
}

}  // namespace

void RegisterLayoutOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kBroadcast, EvaluateBroadcast);
  registry.Register(HloOpcode::kReshape, EvaluateReshape);
  registry.Register(HloOpcode::kTranspose, EvaluateTranspose);
  registry.Register(HloOpcode::kReverse, EvaluateReverse);
  registry.Register(HloOpcode::kBitcast, EvaluateBitcast);
}

}  // namespace data_movement
}  // namespace xla
