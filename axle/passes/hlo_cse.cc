#include "axle/passes/hlo_cse.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/hash/hash.h"
#include "axle/base/status_macros.h"
#include "axle/passes/computation_classes.h"
#include "axle/passes/side_effect_analysis.h"

namespace xla {
namespace {

// Operand order does not matter: op(a, b) == op(b, a).
bool IsCommutative(const HloInstruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kAdd:
    case HloOpcode::kMultiply:
    case HloOpcode::kAnd:
    case HloOpcode::kOr:
    case HloOpcode::kXor:
    case HloOpcode::kMaximum:
    case HloOpcode::kMinimum:
      return true;
    case HloOpcode::kCompare:
      return instruction.comparison_direction() == ComparisonDirection::kEq ||
             instruction.comparison_direction() == ComparisonDirection::kNe;
    default:
      return false;
  }
}

bool CanMerge(const HloInstruction& instruction, const SideEffectAnalysis& side_effects) {
  // Merging an instruction with control dependencies could order a user of
  // one copy after the other copy's successors: a cycle.
  return instruction.opcode() != HloOpcode::kParameter &&
         instruction.control_predecessors().empty() && instruction.control_successors().empty() &&
         !side_effects.HasSideEffect(instruction);
}

// Hash and equality of instructions within one computation whose operands
// are already merged, so operands compare by address.
struct SameValueHash {
  const ComputationClasses* classes;
  size_t operator()(const HloInstruction* instruction) const {
    size_t hash = InstructionLocalHash(*instruction);
    // Asked for every instruction: no heap vector per call (commutative
    // instructions have two operands, sorted inline).
    const std::vector<HloInstruction*>& operands = instruction->operands();
    if (IsCommutative(*instruction)) {
      absl::InlinedVector<const HloInstruction*, 2> sorted(operands.begin(), operands.end());
      std::sort(sorted.begin(), sorted.end());
      for (const HloInstruction* operand : sorted) hash = absl::HashOf(hash, operand);
    } else {
      for (const HloInstruction* operand : operands) hash = absl::HashOf(hash, operand);
    }
    for (const HloComputation* callee : instruction->called_computations()) {
      hash = absl::HashOf(hash, classes->Representative(callee));
    }
    return hash;
  }
};

struct SameValueEq {
  const ComputationClasses* classes;
  bool operator()(const HloInstruction* a, const HloInstruction* b) const {
    auto same_callee = [this](const HloComputation* x, const HloComputation* y) {
      return classes->Representative(x) == classes->Representative(y);
    };
    auto same_operand = [](const HloInstruction* x, const HloInstruction* y) { return x == y; };
    if (a->Identical(*b, same_operand, same_callee)) return true;
    if (!IsCommutative(*a) || a->operand_count() != 2) return false;
    auto any_operand = [](const HloInstruction*, const HloInstruction*) { return true; };
    // Identical first: it also checks that b has two operands.
    return a->Identical(*b, any_operand, same_callee) && a->operand(0) == b->operand(1) &&
           a->operand(1) == b->operand(0);
  }
};

// Replaces each instruction of `computation` that computes the same value as
// an earlier one by that one.
absl::StatusOr<bool> MergeSameValues(HloComputation* computation,
                                     const ComputationClasses& classes,
                                     const SideEffectAnalysis& side_effects) {
  absl::flat_hash_set<HloInstruction*, SameValueHash, SameValueEq> seen(
      computation->instruction_count(), SameValueHash{&classes}, SameValueEq{&classes});
  bool changed = false;
  // Operands before users: by the time an instruction is looked up its
  // operands are merged, and what is in `seen` never changes again.
  for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
    if (!CanMerge(*instruction, side_effects)) continue;
    auto [it, inserted] = seen.insert(instruction);
    if (inserted) continue;
    RETURN_IF_ERROR(computation->ReplaceInstruction(instruction, *it));
    changed = true;
  }
  return changed;
}

}  // namespace

absl::StatusOr<bool> HloCSE::Run(HloModule* module) {
  SideEffectAnalysis side_effects(*module);
  ComputationClasses classes;
  bool changed = false;
  // Callees first: a computation is merged within before its callers compare
  // it with others.
  for (HloComputation* computation : module->MakeComputationPostOrder(false)) {
    ASSIGN_OR_RETURN(bool merged, MergeSameValues(computation, classes, side_effects));
    changed |= merged;
    classes.Add(computation);
  }
  return changed;
}

}  // namespace xla
