// select(pred, on_true, on_false).
#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"

namespace xla::algsimp {
namespace {

// select(true, a, b) -> a and select(false, a, b) -> b, for a predicate that
// is one constant value (scalar, broadcast or uniform array).
absl::StatusOr<HloInstruction*> ConstantPredicate(HloInstruction* select, Rewriter&) {
  std::optional<Literal> pred = UniformValue(select->operand(0));
  if (!pred || pred->shape().element_type() != PRED) return nullptr;
  HloInstruction* chosen = select->mutable_operand(pred->GetFirstElement<bool>() ? 1 : 2);
  return SameShape(chosen, select) ? chosen : nullptr;
}

// select(p, a, a) -> a.
absl::StatusOr<HloInstruction*> SameBranches(HloInstruction* select, Rewriter&) {
  if (select->operand(1) != select->operand(2)) return nullptr;
  return SameShape(select->operand(1), select) ? select->mutable_operand(1) : nullptr;
}

}  // namespace

void AddSelectRules(RuleTable& table) {
  table.Add(HloOpcode::kSelect, "select(constant, a, b) -> a or b", ConstantPredicate);
  table.Add(HloOpcode::kSelect, "select(p, a, a) -> a", SameBranches);
}

}  // namespace xla::algsimp
