#include "axle/backends/cpu/codegen/reassociable_reduction.h"

#include "axle/hlo/hlo_computation.h"

namespace xla::cpu {

std::optional<ReassociableReducer> MatchReassociableReducer(const HloInstruction& reduce) {
  if (reduce.opcode() != HloOpcode::kReduce || reduce.operand_count() != 2) return std::nullopt;
  const PrimitiveType type = reduce.shape().element_type();
  if (!reduce.shape().IsArray() || (type != F32 && type != F64)) return std::nullopt;
  const HloComputation& reducer = *reduce.to_apply();
  const HloInstruction& root = *reducer.root_instruction();
  if (reducer.num_parameters() != 2 || root.operand_count() != 2) return std::nullopt;
  // Both parameters, once each, in either order (the ops are commutative).
  const HloInstruction* a = root.operand(0);
  const HloInstruction* b = root.operand(1);
  if (a->opcode() != HloOpcode::kParameter || b->opcode() != HloOpcode::kParameter ||
      a == b || root.shape().element_type() != type) {
    return std::nullopt;
  }
  switch (root.opcode()) {
    case HloOpcode::kAdd:
      return ReassociableReducer::kAdd;
    case HloOpcode::kMaximum:
      return ReassociableReducer::kMaximum;
    case HloOpcode::kMinimum:
      return ReassociableReducer::kMinimum;
    default:
      return std::nullopt;
  }
}

}  // namespace xla::cpu
