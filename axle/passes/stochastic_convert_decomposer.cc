#include "axle/passes/stochastic_convert_decomposer.h"

#include <cmath>
#include <limits>
#include <vector>

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/literal/literal_util.h"
#include "axle/passes/expand_opcode.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/primitive_type_switch.h"

namespace xla {
namespace {

// `value` as a scalar of `type` broadcast like `like`.
absl::StatusOr<HloInstruction*> Splat(HloInstruction* like, PrimitiveType type, double value) {
  return MakeBroadcastLike(MakeScalarConstant(like->parent(), type, value), like);
}

// The integer type's min or max as a scalar constant of that type, exactly.
HloInstruction* Limit(HloComputation* computation, PrimitiveType type, bool max) {
  return PrimitiveTypeSwitch(type, [&](auto tag) -> HloInstruction* {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      const T limit = max ? std::numeric_limits<T>::max() : std::numeric_limits<T>::min();
      return MakeConstantHlo(computation, LiteralUtil::CreateR0<T>(limit));
    } else {
      return MakeScalarConstant(computation, type, 0);
    }
  });
}

absl::Status Decompose(HloInstruction* convert) {
  HloComputation* computation = convert->parent();
  HloInstruction* x = convert->mutable_operand(0);
  HloInstruction* random = convert->mutable_operand(1);
  const PrimitiveType result_type = convert->shape().element_type();
  if (!primitive_util::IsIntegralType(result_type)) {
    return InvalidArgument("stochastic-convert-decomposer: ", convert->name(),
                           " converts to a non-integer type");
  }
  const PrimitiveType random_type = random->shape().element_type();
  const int bits = primitive_util::BitWidth(random_type);
  PrimitiveType compute = x->shape().element_type();
  if (compute == F16 || compute == BF16) compute = F32;
  ASSIGN_OR_RETURN(HloInstruction * value, MakeConvertHlo(x, compute));
  ASSIGN_OR_RETURN(HloInstruction * magnitude, MakeUnaryHlo(HloOpcode::kAbs, value));
  ASSIGN_OR_RETURN(HloInstruction * whole, MakeUnaryHlo(HloOpcode::kFloor, magnitude));
  ASSIGN_OR_RETURN(HloInstruction * fraction,
                   MakeBinaryHlo(HloOpcode::kSubtract, magnitude, whole));
  ASSIGN_OR_RETURN(HloInstruction * scale, Splat(fraction, compute, std::ldexp(1.0, bits)));
  ASSIGN_OR_RETURN(HloInstruction * scaled, MakeBinaryHlo(HloOpcode::kMultiply, fraction, scale));
  ASSIGN_OR_RETURN(HloInstruction * threshold, MakeConvertHlo(scaled, random_type));
  ASSIGN_OR_RETURN(HloInstruction * up,
                   MakeCompareHlo(ComparisonDirection::kLt, random, threshold));
  ASSIGN_OR_RETURN(HloInstruction * truncated, MakeConvertHlo(whole, result_type));
  ASSIGN_OR_RETURN(HloInstruction * one, Splat(truncated, result_type, 1));
  ASSIGN_OR_RETURN(HloInstruction * plus_one, MakeBinaryHlo(HloOpcode::kAdd, truncated, one));
  ASSIGN_OR_RETURN(HloInstruction * rounded, MakeSelectHlo(up, plus_one, truncated));
  ASSIGN_OR_RETURN(HloInstruction * negated, MakeUnaryHlo(HloOpcode::kNegate, rounded));
  ASSIGN_OR_RETURN(HloInstruction * zero, Splat(value, compute, 0));
  ASSIGN_OR_RETURN(HloInstruction * negative,
                   MakeCompareHlo(ComparisonDirection::kLt, value, zero));
  ASSIGN_OR_RETURN(HloInstruction * result, MakeSelectHlo(negative, negated, rounded));
  // Range and NaN (exclusive conditions).
  HloInstruction* low = Limit(computation, result_type, false);
  HloInstruction* high = Limit(computation, result_type, true);
  ASSIGN_OR_RETURN(HloInstruction * low_float, MakeConvertHlo(low, compute));
  ASSIGN_OR_RETURN(HloInstruction * high_float, MakeConvertHlo(high, compute));
  ASSIGN_OR_RETURN(low_float, MakeBroadcastLike(low_float, value));
  ASSIGN_OR_RETURN(high_float, MakeBroadcastLike(high_float, value));
  ASSIGN_OR_RETURN(HloInstruction * below,
                   MakeCompareHlo(ComparisonDirection::kLe, value, low_float));
  ASSIGN_OR_RETURN(HloInstruction * above,
                   MakeCompareHlo(ComparisonDirection::kGe, value, high_float));
  ASSIGN_OR_RETURN(HloInstruction * nan, MakeCompareHlo(ComparisonDirection::kNe, value, value));
  ASSIGN_OR_RETURN(HloInstruction * lows, MakeBroadcastLike(low, result));
  ASSIGN_OR_RETURN(HloInstruction * highs, MakeBroadcastLike(high, result));
  ASSIGN_OR_RETURN(HloInstruction * zeros, Splat(result, result_type, 0));
  ASSIGN_OR_RETURN(result, MakeSelectHlo(below, lows, result));
  ASSIGN_OR_RETURN(result, MakeSelectHlo(above, highs, result));
  ASSIGN_OR_RETURN(result, MakeSelectHlo(nan, zeros, result));
  return computation->ReplaceInstruction(convert, result);
}

}  // namespace

absl::StatusOr<bool> StochasticConvertDecomposer::Run(HloModule* module) {
  return ExpandEveryInstruction(module, HloOpcode::kStochasticConvert, [&](HloInstruction* convert) {
    return Decompose(convert);
  });
}

}  // namespace xla
