// Arithmetic identities that are not about a constant operand (those are in
// binary_identity_rules.cc).
#include "axle/literal/literal_util.h"
#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"

namespace xla::algsimp {
namespace {

// negate(negate(x)) -> x (a sign flip twice; integers wrap back too).
absl::StatusOr<HloInstruction*> DoubleNegation(HloInstruction* negate, Rewriter&) {
  HloInstruction* inner = negate->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kNegate) return nullptr;
  return inner->mutable_operand(0);
}

// subtract(x, x) -> 0 for integers (floats: inf - inf is NaN).
absl::StatusOr<HloInstruction*> SelfSubtract(HloInstruction* subtract, Rewriter& rewriter) {
  const PrimitiveType type = subtract->shape().element_type();
  if (subtract->operand(0) != subtract->operand(1) || !primitive_util::IsIntegralType(type)) {
    return nullptr;
  }
  return rewriter.BroadcastScalar(LiteralUtil::Zero(type), subtract->shape());
}

}  // namespace

void AddArithmeticRules(RuleTable& table) {
  table.Add(HloOpcode::kNegate, "negate(negate(x)) -> x", DoubleNegation);
  table.Add(HloOpcode::kSubtract, "subtract(x, x) -> 0", SelfSubtract);
}

}  // namespace xla::algsimp
