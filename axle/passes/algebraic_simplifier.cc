#include "axle/passes/algebraic_simplifier.h"

#include <vector>

#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/passes/algsimp/rules.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

using algsimp::Rewriter;
using algsimp::Rule;

bool HasControlEdges(const HloInstruction* instruction) {
  return !instruction->control_predecessors().empty() ||
         !instruction->control_successors().empty();
}

// Whether rules may look at `instruction` at all.
bool MayRewrite(const HloInstruction* instruction) {
  if (instruction->HasSideEffect() || HasControlEdges(instruction)) return false;
  if (!instruction->shape().is_static()) return false;
  for (const HloInstruction* operand : instruction->operands()) {
    if (!operand->shape().is_static()) return false;
  }
  return true;
}

// Removes `instructions` and then their operands, as far as they are unused
// and free of side effects. Only ever reaches instructions before the
// rewritten one in post order, which the walk has already visited.
absl::Status RemoveIfUnused(HloComputation* computation,
                            std::vector<HloInstruction*> instructions) {
  absl::flat_hash_set<HloInstruction*> removed;
  while (!instructions.empty()) {
    HloInstruction* instruction = instructions.back();
    instructions.pop_back();
    if (removed.contains(instruction) || instruction->user_count() != 0 ||
        instruction == computation->root_instruction() ||
        instruction->opcode() == HloOpcode::kParameter || instruction->HasSideEffect() ||
        HasControlEdges(instruction)) {
      continue;
    }
    std::vector<HloInstruction*> operands = instruction->operands();
    RETURN_IF_ERROR(computation->RemoveInstruction(instruction));
    removed.insert(instruction);
    instructions.insert(instructions.end(), operands.begin(), operands.end());
  }
  return absl::OkStatus();
}

// Replaces `old` with a rule's result; false when the result is refused: an
// existing instruction whose layout differs from old's (a missing layout
// counts as the default one), as a copy or bitcast that changes the layout.
absl::StatusOr<bool> Replace(HloInstruction* old, HloInstruction* replacement,
                             Rewriter& rewriter, const Rule& rule) {
  if (!ShapeUtil::EqualIgnoringLayout(old->shape(), replacement->shape())) {
    return Internal("algsimp rule '", rule.name, "' replaced ", old->ToString(), " by ",
                    replacement->ToString(), " of another shape");
  }
  if (rewriter.IsAdded(replacement)) {
    *replacement->mutable_shape() = old->shape();  // keeps old's layout, if any
  } else if (!LayoutUtil::LayoutsInShapesEqual(old->shape(), replacement->shape())) {
    RETURN_IF_ERROR(rewriter.DiscardAdded());
    return false;
  }
  HloComputation* computation = old->parent();
  std::vector<HloInstruction*> operands = old->operands();
  RETURN_IF_ERROR(computation->ReplaceInstruction(old, replacement));
  RETURN_IF_ERROR(RemoveIfUnused(computation, std::move(operands)));
  return true;
}

// Computations that are the bodies of fusion instructions.
absl::flat_hash_set<const HloComputation*> FusionBodies(const HloModule& module) {
  absl::flat_hash_set<const HloComputation*> bodies;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kFusion) continue;
      for (const HloComputation* called : instruction->called_computations()) {
        bodies.insert(called);
      }
    }
  }
  return bodies;
}

}  // namespace

absl::StatusOr<bool> AlgebraicSimplifier::Run(HloModule* module) {
  const algsimp::RuleTable& rules = algsimp::AllRules();
  const absl::flat_hash_set<const HloComputation*> fusion_bodies = FusionBodies(*module);
  bool changed = false;
  for (HloComputation* computation : module->MakeComputationPostOrder()) {
    if (fusion_bodies.contains(computation)) continue;
    ASSIGN_OR_RETURN(std::vector<HloInstruction*> order,
                     computation->MakeInstructionPostOrderOrError());
    for (HloInstruction* instruction : order) {
      const HloOpcode opcode = instruction->opcode();
      if (rules.For(opcode).empty() || !MayRewrite(instruction)) continue;
      for (const Rule& rule : rules.For(opcode)) {
        Rewriter rewriter(instruction);
        absl::StatusOr<HloInstruction*> replacement = rule.fn(instruction, rewriter);
        if (!replacement.ok()) {
          return AddContext(replacement.status(), absl::StrCat("algsimp rule '", rule.name, "'"));
        }
        if (*replacement == nullptr || *replacement == instruction) {
          RETURN_IF_ERROR(rewriter.DiscardAdded());
          continue;
        }
        ASSIGN_OR_RETURN(bool replaced, Replace(instruction, *replacement, rewriter, rule));
        if (!replaced) continue;
        ++rule_counts_[absl::StrCat(HloOpcodeString(opcode), ": ", rule.name)];
        changed = true;
        break;
      }
    }
  }
  return changed;
}

}  // namespace xla
