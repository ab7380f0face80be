#include "axle/passes/comparison_expander.h"

#include "axle/base/status_macros.h"
#include "axle/literal/literal_util.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/passes/instruction_rewriter.h"

namespace xla {
namespace {

bool IsTotalOrderFloatCompare(const HloInstruction& instruction) {
  return instruction.opcode() == HloOpcode::kCompare &&
         instruction.attributes().comparison_type == ComparisonType::kFloatTotalOrder &&
         primitive_util::IsFloatingPointType(instruction.operand(0)->shape().element_type());
}

PrimitiveType SignedIntegerOfWidth(int bits) {
  switch (bits) {
    case 16:
      return S16;
    case 32:
      return S32;
    default:
      return S64;
  }
}

// The signed integer whose order is the total order of the float `x`.
absl::StatusOr<HloInstruction*> TotalOrderKey(HloInstruction* x) {
  // Narrow floats order as their (exact) f32 values, as the interpreter
  // does: their bits need not (fnuz NaN is 0x80, f8e8m0fnu has no sign).
  if (primitive_util::IsNarrowFloatType(x->shape().element_type())) {
    ASSIGN_OR_RETURN(x, MakeConvertHlo(x, F32));
  }
  const PrimitiveType key_type =
      SignedIntegerOfWidth(primitive_util::BitWidth(x->shape().element_type()));
  HloComputation* computation = x->parent();
  ASSIGN_OR_RETURN(HloInstruction * bits, MakeBitcastConvertHlo(x, key_type));
  ASSIGN_OR_RETURN(HloInstruction * zero,
                   MakeBroadcastLike(MakeScalarConstant(computation, key_type, 0), bits));
  ASSIGN_OR_RETURN(HloInstruction * magnitude_mask,
                   MakeBroadcastLike(MakeConstantHlo(computation, LiteralUtil::MaxValue(key_type)),
                                     bits));
  ASSIGN_OR_RETURN(HloInstruction * negative,
                   MakeCompareHlo(ComparisonDirection::kLt, bits, zero));
  ASSIGN_OR_RETURN(HloInstruction * flipped, MakeBinaryHlo(HloOpcode::kXor, bits, magnitude_mask));
  return MakeSelectHlo(negative, flipped, bits);
}

absl::Status Expand(HloInstruction* compare) {
  ASSIGN_OR_RETURN(HloInstruction * lhs, TotalOrderKey(compare->mutable_operand(0)));
  ASSIGN_OR_RETURN(HloInstruction * rhs, TotalOrderKey(compare->mutable_operand(1)));
  ASSIGN_OR_RETURN(HloInstruction * expanded,
                   MakeCompareHlo(compare->comparison_direction(), lhs, rhs));
  return compare->parent()->ReplaceInstruction(compare, expanded);
}

}  // namespace

absl::StatusOr<bool> ComparisonExpander::Run(HloModule* module) {
  return RewriteEachInstruction(module, [](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (!IsTotalOrderFloatCompare(*instruction)) return false;
    RETURN_IF_ERROR(Expand(instruction));
    return true;
  });
}

}  // namespace xla
