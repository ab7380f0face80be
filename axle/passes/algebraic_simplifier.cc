#include "axle/passes/algebraic_simplifier.h"

#include <vector>

#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/passes/algsimp/rules.h"
#include "axle/passes/fusion/fusion_utils.h"
#include "axle/passes/instruction_rewriter.h"
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

// Replaces `old` with a rule's result: an existing instruction in another
// layout (a missing layout counts as the default one) through a copy to
// old's. False when the result is refused: old is itself a layout change (a
// copy or bitcast) or has no layout to copy to.
absl::StatusOr<bool> Replace(HloInstruction* old, HloInstruction* replacement,
                             Rewriter& rewriter, const Rule& rule) {
  if (!ShapeUtil::EqualIgnoringLayout(old->shape(), replacement->shape())) {
    return Internal("algsimp rule '", rule.name, "' replaced ", old->ToString(), " by ",
                    replacement->ToString(), " of another shape");
  }
  if (rewriter.IsAdded(replacement)) {
    *replacement->mutable_shape() = old->shape();  // keeps old's layout, if any
  } else if (!LayoutUtil::LayoutsInShapesEqual(old->shape(), replacement->shape())) {
    // A value in another layout: a copy gives it old's layout, unless old is
    // itself a layout change (then the rule would only rebuild it).
    if (old->opcode() == HloOpcode::kCopy || old->opcode() == HloOpcode::kBitcast ||
        !old->shape().IsArray() || !LayoutUtil::HasLayout(old->shape())) {
      RETURN_IF_ERROR(rewriter.DiscardAdded());
      return false;
    }
    replacement = old->parent()->AddInstruction(
        HloInstruction::Create(HloOpcode::kCopy, old->shape(), {replacement}));
  }
  RETURN_IF_ERROR(old->parent()->ReplaceInstruction(old, replacement));
  return true;
}

// Applies the first of `rules` that matches `instruction`. The operands of a
// replaced instruction are added to `maybe_unused`.
absl::StatusOr<bool> Simplify(HloInstruction* instruction, absl::Span<const Rule> rules,
                              std::vector<HloInstruction*>& maybe_unused,
                              std::map<std::string, int64_t>& rule_counts) {
  const HloOpcode opcode = instruction->opcode();
  for (const Rule& rule : rules) {
    Rewriter rewriter(instruction);
    absl::StatusOr<HloInstruction*> replacement = rule.fn(instruction, rewriter);
    if (!replacement.ok()) {
      return AddContext(replacement.status(), absl::StrCat("algsimp rule '", rule.name, "'"));
    }
    if (*replacement == nullptr || *replacement == instruction) {
      RETURN_IF_ERROR(rewriter.DiscardAdded());
      continue;
    }
    const std::vector<HloInstruction*> operands = instruction->operands();
    ASSIGN_OR_RETURN(bool replaced, Replace(instruction, *replacement, rewriter, rule));
    if (!replaced) continue;
    maybe_unused.insert(maybe_unused.end(), operands.begin(), operands.end());
    ++rule_counts[absl::StrCat(HloOpcodeString(opcode), ": ", rule.name)];
    return true;
  }
  return false;
}

// Removes the instructions of `instructions` that have no users, then their
// operands likewise; never parameters, roots, or instructions with side
// effects or control dependencies.
absl::Status RemoveIfUnused(std::vector<HloInstruction*> instructions) {
  absl::flat_hash_set<HloInstruction*> removed;
  while (!instructions.empty()) {
    HloInstruction* instruction = instructions.back();
    instructions.pop_back();
    if (removed.contains(instruction) || instruction->user_count() != 0 ||
        instruction->IsRoot() || instruction->opcode() == HloOpcode::kParameter ||
        instruction->HasSideEffect() || HasControlEdges(instruction)) {
      continue;
    }
    const std::vector<HloInstruction*> operands = instruction->operands();
    RETURN_IF_ERROR(instruction->parent()->RemoveInstruction(instruction));
    removed.insert(instruction);
    instructions.insert(instructions.end(), operands.begin(), operands.end());
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<bool> AlgebraicSimplifier::Run(HloModule* module) {
  const algsimp::RuleTable& rules = algsimp::AllRules();
  const absl::flat_hash_set<const HloComputation*> fusion_bodies = FusionBodies(*module);
  // Removed after the walk: the walk lists instructions up front.
  std::vector<HloInstruction*> maybe_unused;
  ASSIGN_OR_RETURN(
      bool changed,
      RewriteEachInstruction(module, [&](HloInstruction* instruction) -> absl::StatusOr<bool> {
        absl::Span<const Rule> candidates = rules.For(instruction->opcode());
        if (candidates.empty() || fusion_bodies.contains(instruction->parent()) ||
            !MayRewrite(instruction)) {
          return false;
        }
        return Simplify(instruction, candidates, maybe_unused, rule_counts_);
      }));
  RETURN_IF_ERROR(RemoveIfUnused(std::move(maybe_unused)));
  return changed;
}

}  // namespace xla
