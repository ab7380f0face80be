#include "axle/passes/while_loop_simplifier.h"

#include "absl/container/flat_hash_map.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/passes/analysis/while_loop_analysis.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/passes/side_effect_analysis.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

bool HasControlEdges(const HloInstruction& instruction) {
  return !instruction.control_predecessors().empty() ||
         !instruction.control_successors().empty();
}

bool AnyInstruction(const HloComputation& computation,
                    const std::function<bool(const HloInstruction&)>& predicate) {
  for (const HloInstruction* instruction : computation.instructions()) {
    if (predicate(*instruction)) return true;
  }
  return false;
}

// Side effects come from a SideEffectAnalysis made once per run: asking
// HloInstruction::HasSideEffect of each instruction rescans its callees,
// quadratic in the depth of nested loops.
bool ConditionHasSideEffect(const HloInstruction& while_op, const SideEffectAnalysis& effects) {
  return AnyInstruction(*while_op.while_condition(),
                        [&](const HloInstruction& i) { return effects.HasSideEffect(i); });
}

// Marks in `read` the state elements `computation` (a condition or body)
// reads; false when it uses its state parameter other than through
// get-tuple-element.
bool MarkElementsRead(const HloComputation& computation, std::vector<bool>& read) {
  for (const HloInstruction* user : computation.parameter_instruction(0)->users()) {
    if (user->opcode() != HloOpcode::kGetTupleElement) return false;
    read[user->tuple_index()] = true;
  }
  return !computation.parameter_instruction(0)->IsRoot();
}

// Which state elements something other than their own update needs: the
// condition, another element's update, a side-effecting instruction of the
// body, or a reader after the loop. nullopt when the loop's shape of uses
// is not one this pass understands.
std::optional<std::vector<bool>> NeededElements(const HloInstruction& while_op,
                                                const SideEffectAnalysis& effects) {
  const HloComputation& body = *while_op.while_body();
  const HloInstruction* root = body.root_instruction();
  const int64_t size = while_op.shape().tuple_shapes_size();
  if (root->opcode() != HloOpcode::kTuple || while_op.IsRoot()) return std::nullopt;
  std::vector<bool> needed(size, false);
  if (!MarkElementsRead(*while_op.while_condition(), needed)) return std::nullopt;
  // (What the body reads is found below through dependences.)
  std::vector<bool> read_in_body(size, false);
  if (!MarkElementsRead(body, read_in_body)) return std::nullopt;
  for (const HloInstruction* user : while_op.users()) {
    if (user->opcode() != HloOpcode::kGetTupleElement) return std::nullopt;
    needed[user->tuple_index()] = true;
  }
  // deps[x][i]: x depends on state element i.
  absl::flat_hash_map<const HloInstruction*, std::vector<bool>> deps;
  const HloInstruction* param = body.parameter_instruction(0);
  for (const HloInstruction* instruction : body.MakeInstructionPostOrder()) {
    std::vector<bool> mine(size, false);
    if (instruction->opcode() == HloOpcode::kGetTupleElement && instruction->operand(0) == param) {
      mine[instruction->tuple_index()] = true;
    }
    for (const HloInstruction* operand : instruction->operands()) {
      const std::vector<bool>& theirs = deps.at(operand);  // post-order: already there
      for (int64_t i = 0; i < size; ++i) mine[i] = mine[i] || theirs[i];
    }
    deps.emplace(instruction, std::move(mine));
  }
  auto mark = [&](const HloInstruction* user, int64_t except) {
    const std::vector<bool>& d = deps.at(user);
    for (int64_t i = 0; i < size; ++i) needed[i] = needed[i] || (d[i] && i != except);
  };
  for (int64_t j = 0; j < size; ++j) mark(root->operand(j), j);
  for (const HloInstruction* instruction : body.instructions()) {
    if (effects.HasSideEffect(*instruction)) mark(instruction, -1);
  }
  return needed;
}

// A copy of `old` (a loop condition or body) over the narrower state
// `state`: element i of the old state is element new_index[i] (-1: gone).
// The body's root becomes the tuple of the kept elements' updates.
absl::StatusOr<HloComputation*> NarrowState(HloModule* module, const HloComputation& old,
                                            const std::vector<int64_t>& new_index,
                                            const Shape& state, bool is_body) {
  auto narrow = std::make_unique<HloComputation>(old.name());
  const HloInstruction* old_param = old.parameter_instruction(0);
  HloInstruction* param = narrow->AddInstruction(
      HloInstruction::CreateParameter(0, state, old_param->name()));
  absl::flat_hash_map<const HloInstruction*, HloInstruction*> map;
  for (const HloInstruction* instruction : old.MakeInstructionPostOrder()) {
    if (instruction == old_param || (is_body && instruction == old.root_instruction())) continue;
    if (instruction->opcode() == HloOpcode::kGetTupleElement &&
        instruction->operand(0) == old_param) {
      const int64_t index = new_index[instruction->tuple_index()];
      if (index < 0) continue;
      auto gte = instruction->CloneWithNewOperands(instruction->shape(), {param});
      gte->mutable_attributes()->tuple_index = index;
      map[instruction] = narrow->AddInstruction(std::move(gte));
      continue;
    }
    std::vector<HloInstruction*> operands;
    for (const HloInstruction* operand : instruction->operands()) {
      auto it = map.find(operand);
      if (it == map.end()) break;
      operands.push_back(it->second);
    }
    if (static_cast<int64_t>(operands.size()) != instruction->operand_count()) continue;
    map[instruction] =
        narrow->AddInstruction(instruction->CloneWithNewOperands(instruction->shape(), operands));
  }
  auto mapped = [&](const HloInstruction* instruction) -> absl::StatusOr<HloInstruction*> {
    auto it = map.find(instruction);
    if (it == map.end()) {
      return Internal("simplify-while-loops: ", instruction->name(), " needs removed state");
    }
    return it->second;
  };
  HloInstruction* root = nullptr;
  if (is_body) {
    std::vector<HloInstruction*> updates;
    for (size_t i = 0; i < new_index.size(); ++i) {
      if (new_index[i] < 0) continue;
      ASSIGN_OR_RETURN(HloInstruction * update, mapped(old.root_instruction()->operand(i)));
      updates.push_back(update);
    }
    ASSIGN_OR_RETURN(root, MakeTupleHlo(narrow.get(), updates));
    root->SetName(old.root_instruction()->name());  // made unique on adoption
  } else {
    ASSIGN_OR_RETURN(root, mapped(old.root_instruction()));
  }
  narrow->set_root_instruction(root);
  return module->AddEmbeddedComputation(std::move(narrow));
}

// Drops the state elements nothing needs; returns the new loop, or nullptr
// when every element is needed.
absl::StatusOr<HloInstruction*> RemoveDeadState(HloInstruction* while_op,
                                                const SideEffectAnalysis& effects) {
  if (AnyInstruction(*while_op->while_body(), HasControlEdges) ||
      AnyInstruction(*while_op->while_condition(), HasControlEdges)) {
    return nullptr;
  }
  std::optional<std::vector<bool>> needed = NeededElements(*while_op, effects);
  if (!needed) return nullptr;
  std::vector<int64_t> new_index;
  std::vector<Shape> kept_shapes;
  for (size_t i = 0; i < needed->size(); ++i) {
    new_index.push_back((*needed)[i] ? static_cast<int64_t>(kept_shapes.size()) : -1);
    if ((*needed)[i]) kept_shapes.push_back(while_op->shape().tuple_shapes(i));
  }
  if (kept_shapes.size() == needed->size() || kept_shapes.empty()) return nullptr;

  HloComputation* computation = while_op->parent();
  HloModule* module = computation->parent();
  const Shape state = ShapeUtil::MakeTupleShape(kept_shapes);
  ASSIGN_OR_RETURN(HloComputation * condition,
                   NarrowState(module, *while_op->while_condition(), new_index, state, false));
  ASSIGN_OR_RETURN(HloComputation * body,
                   NarrowState(module, *while_op->while_body(), new_index, state, true));
  HloInstruction* old_init = while_op->mutable_operand(0);
  std::vector<HloInstruction*> init_elements;
  for (size_t i = 0; i < new_index.size(); ++i) {
    if (new_index[i] < 0) continue;
    if (old_init->opcode() == HloOpcode::kTuple) {
      init_elements.push_back(old_init->mutable_operand(i));
    } else {
      ASSIGN_OR_RETURN(HloInstruction * element, MakeGetTupleElementHlo(old_init, i));
      init_elements.push_back(element);
    }
  }
  ASSIGN_OR_RETURN(HloInstruction * init, MakeTupleHlo(computation, init_elements));
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferWhileShape(condition->ComputeProgramShape(),
                                                                body->ComputeProgramShape(),
                                                                init->shape()));
  std::unique_ptr<HloInstruction> narrow_while = while_op->CloneWithNewOperands(shape, {init});
  narrow_while->set_called_computations({condition, body});
  HloInstruction* new_while = computation->AddInstruction(std::move(narrow_while));
  for (HloInstruction* user : std::vector<HloInstruction*>(while_op->users())) {
    ASSIGN_OR_RETURN(HloInstruction * read,
                     MakeGetTupleElementHlo(new_while, new_index[user->tuple_index()]));
    RETURN_IF_ERROR(computation->ReplaceInstruction(user, read));
  }
  RETURN_IF_ERROR(computation->RemoveInstruction(while_op));
  return new_while;
}

// Replaces a loop that runs its body zero times by its init and one that
// runs it once by a call of the body.
absl::StatusOr<bool> RemoveShortLoop(HloInstruction* while_op, const SideEffectAnalysis& effects) {
  std::optional<int64_t> trip_count = ComputeWhileLoopTripCount(*while_op);
  if (!trip_count || *trip_count > 1 || ConditionHasSideEffect(*while_op, effects)) {
    return false;
  }
  HloComputation* computation = while_op->parent();
  HloInstruction* replacement = while_op->mutable_operand(0);
  if (*trip_count == 1) {
    HloComputation* body = while_op->while_body();
    const Shape* args[] = {&replacement->shape()};
    ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferCallShape(args, body->ComputeProgramShape()));
    replacement =
        computation->AddInstruction(HloInstruction::Create(HloOpcode::kCall, shape, {replacement}));
    replacement->set_called_computations({body});
  }
  RETURN_IF_ERROR(computation->ReplaceInstruction(while_op, replacement));
  return true;
}

absl::StatusOr<bool> Simplify(HloInstruction* while_op, const SideEffectAnalysis& effects) {
  bool changed = false;
  while (true) {
    ASSIGN_OR_RETURN(HloInstruction * narrower, RemoveDeadState(while_op, effects));
    if (narrower == nullptr) break;
    while_op = narrower;
    changed = true;
  }
  ASSIGN_OR_RETURN(bool removed, RemoveShortLoop(while_op, effects));
  return changed || removed;
}

}  // namespace

absl::StatusOr<bool> WhileLoopSimplifier::Run(HloModule* module) {
  bool changed = false;
  // Computations this pass adds (narrowed copies) are scanned on demand;
  // none is freed before the end of the run.
  const SideEffectAnalysis effects(*module);
  // Callees first: an inner loop is simplified before a copy of its
  // enclosing body is made.
  for (HloComputation* computation : module->MakeComputationPostOrder()) {
    for (HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kWhile || !instruction->shape().IsTuple() ||
          HasControlEdges(*instruction)) {
        continue;
      }
      ASSIGN_OR_RETURN(bool simplified, Simplify(instruction, effects));
      changed |= simplified;
    }
  }
  if (changed) module->RemoveUnusedComputations();
  return changed;
}

}  // namespace xla
