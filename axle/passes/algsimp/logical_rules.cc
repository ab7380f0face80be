// not, xor and compare identities; and/or/xor against constants are in
// binary_identity_rules.cc.
#include "axle/literal/literal_util.h"
#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"

namespace xla::algsimp {
namespace {

// not(not(x)) -> x (pred and bitwise integer not alike).
absl::StatusOr<HloInstruction*> DoubleNot(HloInstruction* op, Rewriter&) {
  HloInstruction* inner = op->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kNot) return nullptr;
  return inner->mutable_operand(0);
}

// xor(x, x) -> 0 for integers and pred.
absl::StatusOr<HloInstruction*> SelfXor(HloInstruction* op, Rewriter& rewriter) {
  const PrimitiveType type = op->shape().element_type();
  if (op->operand(0) != op->operand(1) || !IsIntegralOrPred(type)) return nullptr;
  return rewriter.BroadcastScalar(LiteralUtil::Zero(type), op->shape());
}

// compare(x, x) -> true for EQ, LE, GE and false for NE, LT, GT: integers,
// pred, and floats in the total order (in the IEEE order NaN != NaN).
absl::StatusOr<HloInstruction*> SelfCompare(HloInstruction* compare, Rewriter& rewriter) {
  if (compare->operand(0) != compare->operand(1)) return nullptr;
  const PrimitiveType type = compare->operand(0)->shape().element_type();
  const std::optional<ComparisonType>& order = compare->attributes().comparison_type;
  const bool total_order =
      order ? *order != ComparisonType::kFloat
            : IsIntegralOrPred(type);
  if (!total_order || primitive_util::IsComplexType(type)) return nullptr;
  bool result = false;
  switch (compare->comparison_direction()) {
    case ComparisonDirection::kEq:
    case ComparisonDirection::kLe:
    case ComparisonDirection::kGe:
      result = true;
      break;
    default:
      break;
  }
  return rewriter.BroadcastScalar(LiteralUtil::CreateR0<bool>(result), compare->shape());
}

}  // namespace

void AddLogicalRules(RuleTable& table) {
  table.Add(HloOpcode::kNot, "not(not(x)) -> x", DoubleNot);
  table.Add(HloOpcode::kXor, "xor(x, x) -> 0", SelfXor);
  table.Add(HloOpcode::kCompare, "compare(x, x) -> constant", SelfCompare);
}

}  // namespace xla::algsimp
