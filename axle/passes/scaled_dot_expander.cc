#include "axle/passes/scaled_dot_expander.h"

#include <vector>

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/expand_opcode.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// operand * scale spread over its blocks, in `type`.
absl::StatusOr<HloInstruction*> Scaled(HloInstruction* operand, HloInstruction* scale,
                                       PrimitiveType type) {
  ASSIGN_OR_RETURN(HloInstruction * values, MakeConvertHlo(operand, type));
  ASSIGN_OR_RETURN(HloInstruction * factors, MakeConvertHlo(scale, type));
  const Shape& shape = operand->shape();
  std::vector<int64_t> spread_dims, broadcast_dims;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    const int64_t blocks = scale->shape().dimensions(d);
    broadcast_dims.push_back(spread_dims.size());
    spread_dims.push_back(blocks);
    spread_dims.push_back(shape.dimensions(d) / blocks);
  }
  ASSIGN_OR_RETURN(HloInstruction * spread,
                   MakeBroadcastHlo(factors, broadcast_dims, spread_dims));
  ASSIGN_OR_RETURN(HloInstruction * full, MakeReshapeHlo(spread, shape.dimensions()));
  return MakeBinaryHlo(HloOpcode::kMultiply, values, full);
}

absl::Status Expand(HloInstruction* scaled_dot) {
  const PrimitiveType type = scaled_dot->shape().element_type();
  ASSIGN_OR_RETURN(HloInstruction * lhs, Scaled(scaled_dot->mutable_operand(0),
                                                scaled_dot->mutable_operand(2), type));
  ASSIGN_OR_RETURN(HloInstruction * rhs, Scaled(scaled_dot->mutable_operand(1),
                                                scaled_dot->mutable_operand(3), type));
  auto dot = HloInstruction::Create(HloOpcode::kDot, scaled_dot->shape(), {lhs, rhs});
  dot->mutable_attributes()->dot_dimension_numbers =
      scaled_dot->attributes().dot_dimension_numbers;
  dot->mutable_attributes()->precision_config = scaled_dot->attributes().precision_config;
  dot->SetName(scaled_dot->name() + ".dot");
  HloComputation* computation = scaled_dot->parent();
  return computation->ReplaceInstruction(scaled_dot, computation->AddInstruction(std::move(dot)));
}

}  // namespace

absl::StatusOr<bool> ScaledDotExpander::Run(HloModule* module) {
  return ExpandEveryInstruction(module, HloOpcode::kScaledDot, [&](HloInstruction* dot) {
    return Expand(dot);
  });
}

}  // namespace xla
