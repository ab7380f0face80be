// Element-wise binary ops against constants and against themselves. Which
// constants are exact identities or absorbing elements for which op and
// element type is decided in one place, match.cc (RightIdentity...).
#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"

namespace xla::algsimp {
namespace {

PrimitiveType OperandType(const HloInstruction* instruction) {
  return instruction->operand(0)->shape().element_type();
}

// op(x, e) -> x and op(e, x) -> x for an exact identity e: add(x, -0.0),
// subtract(x, 0), multiply(x, 1), divide(x, 1), maximum(x, -inf), and(x, true),
// or(x, 0), shift-left(x, 0)...
absl::StatusOr<HloInstruction*> DropIdentity(HloInstruction* op, Rewriter&) {
  const PrimitiveType type = OperandType(op);
  if (SameShape(op->operand(0), op) &&
      HoldsValue(op->operand(1), RightIdentity(op->opcode(), type))) {
    return op->mutable_operand(0);
  }
  if (SameShape(op->operand(1), op) &&
      HoldsValue(op->operand(0), LeftIdentity(op->opcode(), type))) {
    return op->mutable_operand(1);
  }
  return nullptr;
}

// op(x, z) -> z for an absorbing z, integers and pred only: multiply(x, 0) -> 0,
// and(x, 0) -> 0, or(x, -1) -> -1, maximum(x, INT_MAX) -> INT_MAX...
absl::StatusOr<HloInstruction*> KeepAbsorber(HloInstruction* op, Rewriter& rewriter) {
  std::optional<Literal> absorber = Absorber(op->opcode(), OperandType(op));
  for (int64_t i : {0, 1}) {
    if (!HoldsValue(op->operand(i), absorber)) continue;
    if (SameShape(op->operand(i), op)) return op->mutable_operand(i);
    return rewriter.BroadcastScalar(*std::move(absorber), op->shape());
  }
  return nullptr;
}

// op(x, x) -> x for maximum, minimum, and, or (max(x, x) is x for NaN too).
absl::StatusOr<HloInstruction*> Idempotent(HloInstruction* op, Rewriter&) {
  if (op->operand(0) != op->operand(1) || !SameShape(op->operand(0), op)) return nullptr;
  return op->mutable_operand(0);
}

}  // namespace

void AddBinaryIdentityRules(RuleTable& table) {
  using enum HloOpcode;
  table.Add({kAdd, kSubtract, kMultiply, kDivide, kPower, kMaximum, kMinimum, kAnd, kOr, kXor,
             kShiftLeft, kShiftRightArithmetic, kShiftRightLogical},
            "op(x, identity) -> x", DropIdentity);
  table.Add({kMultiply, kAnd, kOr, kMaximum, kMinimum}, "op(x, absorber) -> absorber",
            KeepAbsorber);
  table.Add({kMaximum, kMinimum, kAnd, kOr}, "op(x, x) -> x", Idempotent);
}

}  // namespace xla::algsimp
