// scaled-dot(lhs, rhs, lhs_scale, rhs_scale): each operand, converted to the
// result type, is multiplied by its scale, which covers equal blocks (scale
// dimension d spans lhs dimension d / scale dimension d elements); then an
// ordinary dot of the scaled operands. Each product is one rounding to the
// result type (exact in double for f16/bf16/f32/f64 factors).
// Also rng-get-and-update-state: XLA leaves the RNG state's value to the
// implementation; here it is two draws from the evaluation's random stream.
#include <memory>

#include "absl/strings/str_cat.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace numeric {
namespace {

// operand * scale (blockwise), in the row-major `type`.
absl::StatusOr<Literal> Scale(const HloInstruction& instruction, const Literal& operand,
                              const Literal& scale, PrimitiveType type) {
  ASSIGN_OR_RETURN(Literal values, RowMajorAs(instruction, operand, type));
  const Literal factors = RowMajor(scale);
  const Shape& shape = values.shape();
  std::vector<int64_t> block(shape.rank()), scale_index(shape.rank());
  for (int64_t d = 0; d < shape.rank(); ++d) {
    block[d] = shape.dimensions(d) / factors.shape().dimensions(d);
  }
  ShapeUtil::ForEachIndex(shape, [&](absl::Span<const int64_t> index) {
    for (size_t d = 0; d < index.size(); ++d) scale_index[d] = index[d] / block[d];
    values.SetFromDouble(index, values.GetAsDouble(index).value_or(0) *
                                    factors.GetAsDouble(scale_index).value_or(0));
    return true;
  });
  return values;
}

absl::StatusOr<Literal> EvaluateScaledDot(const HloInstruction& instruction, Operands operands,
                                          EvalContext& context) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const PrimitiveType type = instruction.shape().element_type();
  if (!primitive_util::IsFloatingPointType(type)) {
    return InvalidArgument(OpName(instruction), ": the result must be floating point");
  }
  ASSIGN_OR_RETURN(Literal lhs, Scale(instruction, *operands[0], *operands[2], type));
  ASSIGN_OR_RETURN(Literal rhs, Scale(instruction, *operands[1], *operands[3], type));
  // The dot of the scaled operands, by the dot evaluator.
  HloComputation computation(absl::StrCat(instruction.name(), ".scaled"));
  HloInstruction* a =
      computation.AddInstruction(HloInstruction::CreateParameter(0, lhs.shape(), "lhs"));
  HloInstruction* b =
      computation.AddInstruction(HloInstruction::CreateParameter(1, rhs.shape(), "rhs"));
  auto dot = HloInstruction::Create(HloOpcode::kDot, instruction.shape(), {a, b});
  dot->mutable_attributes()->dot_dimension_numbers =
      instruction.attributes().dot_dimension_numbers;
  dot->SetName("dot");
  computation.set_root_instruction(computation.AddInstruction(std::move(dot)));
  const Literal* args[] = {&lhs, &rhs};
  return context.Call(computation, args);
}

absl::StatusOr<Literal> EvaluateRngGetAndUpdateState(const HloInstruction& instruction,
                                                     Operands, EvalContext& context) {
  const uint64_t low = context.NextRandom();
  const uint64_t high = context.NextRandom();
  return LiteralUtil::CreateR1<uint64_t>({low, high});
}

}  // namespace

void RegisterScaledDotOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kScaledDot, EvaluateScaledDot);
  registry.Register(HloOpcode::kRngGetAndUpdateState, EvaluateRngGetAndUpdateState);
}

}  // namespace numeric
}  // namespace xla
