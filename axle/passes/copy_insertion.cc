#include "axle/passes/copy_insertion.h"

#include <tuple>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/buffer_sharing.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/passes/analysis/hlo_schedule.h"
#include "axle/passes/analysis/instruction_reachability.h"
#include "axle/passes/copy_util.h"

namespace xla {
namespace {

bool RunsSequences(const HloInstruction* instruction) {
  return instruction->opcode() == HloOpcode::kWhile ||
         instruction->opcode() == HloOpcode::kConditional ||
         instruction->opcode() == HloOpcode::kCall;
}

// A copy of `computation` (its called computations shared) added to `module`.
absl::StatusOr<HloComputation*> CloneComputation(HloModule* module,
                                                 const HloComputation* computation) {
  auto clone = std::make_unique<HloComputation>(computation->name());
  absl::flat_hash_map<const HloInstruction*, HloInstruction*> map;
  for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
    std::vector<HloInstruction*> operands;
    for (const HloInstruction* operand : instruction->operands())
      operands.push_back(map.at(operand));
    map[instruction] =
        clone->AddInstruction(instruction->CloneWithNewOperands(instruction->shape(), operands));
  }
  for (const HloInstruction* instruction : computation->instructions()) {
    for (const HloInstruction* successor : instruction->control_successors()) {
      RETURN_IF_ERROR(map.at(instruction)->AddControlDependencyTo(map.at(successor)));
    }
  }
  clone->set_root_instruction(map.at(computation->root_instruction()));
  return module->AddEmbeddedComputation(std::move(clone));
}

// Gives every sequential computation one call site, cloning shared ones.
absl::StatusOr<bool> FlattenSequentialCalls(HloModule* module) {
  bool changed = false;
  absl::flat_hash_set<const HloComputation*> claimed = {module->entry_computation()};
  std::vector<HloComputation*> pending = {module->entry_computation()};
  while (!pending.empty()) {
    HloComputation* computation = pending.back();
    pending.pop_back();
    for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
      if (!RunsSequences(instruction)) continue;
      std::vector<HloComputation*> callees = instruction->called_computations();
      for (HloComputation*& callee : callees) {
        if (!claimed.insert(callee).second) {
          ASSIGN_OR_RETURN(callee, CloneComputation(module, callee));
          claimed.insert(callee);
          changed = true;
        }
        pending.push_back(callee);
      }
      instruction->set_called_computations(std::move(callees));
    }
  }
  return changed;
}

class CopyInserter {
 public:
  explicit CopyInserter(HloModule* module) : module_(module) {}

  absl::StatusOr<bool> Run();

 private:
  absl::Status Analyze() {
    ASSIGN_OR_RETURN(dataflow_, HloDataflowAnalysis::Run(*module_));
    return absl::OkStatus();
  }
  // Replaces the root of `computation` with copies of the leaves `copy` picks.
  absl::Status CopyRootLeaves(HloComputation* computation,
                              const std::function<bool(const HloValue*, const ShapeIndex&)>& copy);
  absl::Status CopyCallResults();
  absl::Status OrderWhileBody(HloInstruction* loop);
  // Orders the other reads of the loop's init leaves before it; returns the
  // leaves that need copies instead (applied with CopyInitLeaves once every
  // loop of a nesting level has decided).
  absl::StatusOr<std::vector<ShapeIndex>> OrderWhileInit(HloInstruction* loop);
  absl::Status CopyInitLeaves(HloInstruction* loop, const std::vector<ShapeIndex>& copies);

  bool MayStayReadOnly(const HloValue* value) const;

  enum class Ordering { kDone, kNeedsRootCopy, kNeedsParameterCopy };
  // Makes every read of the body parameter's leaf `state` (and of loop
  // results updating it in place) run before the bytes of `result` (the root
  // leaf's value) are first written, or at that instruction when it can
  // write in place.
  absl::StatusOr<Ordering> OrderReadsBefore(const HloComputation* body, const HloValue& state,
                                            const HloValue& result);
  std::vector<const HloValue*> InPlaceChain(const HloValue& state,
                                            const HloComputation* body) const;
  std::vector<const HloValue*> PathBack(const HloValue& result, const HloValue& state) const;
  absl::Status CopyBodyRootLeaves(HloInstruction* loop);
  bool MayUpdateEnclosingState(const HloValue& value, const HloInstruction* loop,
                               const ShapeIndex& index) const;

  HloModule* module_;
  std::unique_ptr<HloDataflowAnalysis> dataflow_;
  // Init leaves decided to be copied but not yet (the analysis predates them).
  absl::flat_hash_map<const HloInstruction*, std::vector<ShapeIndex>> pending_init_copies_;
  bool changed_ = false;
};

// Whether buffer assignment may leave `value` in a parameter's or constant's
// memory: it is one, or it is the state of a loop whose init leaf may and
// whose body passes the leaf through unchanged.
bool CopyInserter::MayStayReadOnly(const HloValue* value) const {
  while (value != nullptr && value->kind() == HloValue::Kind::kWhileState) {
    const HloInstruction* loop = value->instruction()->opcode() == HloOpcode::kWhile
                                     ? value->instruction()
                                     : dataflow_->CallSite(value->instruction()->parent());
    auto pending = pending_init_copies_.find(loop);
    if (pending != pending_init_copies_.end() &&
        std::find(pending->second.begin(), pending->second.end(), value->index()) !=
            pending->second.end()) {
      return false;  // that init leaf is about to be copied
    }
    const HloComputation* body = loop->while_body();
    if (dataflow_->GetValueOrNull(body->root_instruction(), value->index()) !=
        dataflow_->GetValueOrNull(body->parameter_instruction(0), value->index())) {
      return false;
    }
    value = dataflow_->GetValueOrNull(loop->operand(0), value->index());
  }
  return value != nullptr && value->read_only();
}

absl::Status CopyInserter::CopyRootLeaves(
    HloComputation* computation,
    const std::function<bool(const HloValue*, const ShapeIndex&)>& copy) {
  HloInstruction* root = computation->root_instruction();
  HloInstruction* new_root =
      CopyLeaves(root, [&](const Shape& leaf, const ShapeIndex& index) -> std::optional<Shape> {
        const HloValue* value = dataflow_->GetValueOrNull(root, index);
        if (value == nullptr || !copy(value, index)) return std::nullopt;
        return leaf;
      });
  if (new_root == root) return absl::OkStatus();
  computation->set_root_instruction(new_root);
  changed_ = true;
  return RemoveDeadTupleTree(root);
}

// Entry, branch and call-target roots: distinct leaves computed in place.
absl::Status CopyInserter::CopyCallResults() {
  for (const HloComputation* sequential : dataflow_->computations()) {
    HloComputation* computation = const_cast<HloComputation*>(sequential);
    const HloInstruction* site = dataflow_->CallSite(computation);
    if (site != nullptr && site->opcode() == HloOpcode::kWhile) continue;
    absl::flat_hash_set<const HloValue*> seen;
    RETURN_IF_ERROR(CopyRootLeaves(computation, [&](const HloValue* value, const ShapeIndex&) {
      if (site == nullptr) return value->read_only() || !seen.insert(value).second;
      return MayStayReadOnly(value) || !seen.insert(value).second ||
             value->instruction()->parent() != computation;
    }));
  }
  return absl::OkStatus();
}

// The loop results that take `state`'s bytes: loops in `body` whose init
// leaf is `state` (not copied) update it in place, and so on.
std::vector<const HloValue*> CopyInserter::InPlaceChain(const HloValue& state,
                                                        const HloComputation* body) const {
  std::vector<const HloValue*> chain = {&state};
  for (size_t i = 0; i < chain.size(); ++i) {
    for (const HloUse& use : chain[i]->uses()) {
      if (use.is_root_read() || use.instruction->opcode() != HloOpcode::kWhile ||
          use.instruction->parent() != body) {
        continue;
      }
      const HloValue* result = dataflow_->GetValueOrNull(use.instruction, use.operand_index);
      if (result != nullptr && std::find(chain.begin(), chain.end(), result) == chain.end()) {
        chain.push_back(result);
      }
    }
  }
  return chain;
}

// Following `result` back through loops that update their init in place:
// the values on the way, up to the first one that is computed (not a loop
// result) or to a loop whose init is `state`.
std::vector<const HloValue*> CopyInserter::PathBack(const HloValue& result,
                                                    const HloValue& state) const {
  std::vector<const HloValue*> path = {&result};
  while (path.back()->kind() == HloValue::Kind::kWhileState &&
         path.back()->instruction()->opcode() == HloOpcode::kWhile) {
    const HloValue* init =
        dataflow_->GetValueOrNull(path.back()->instruction()->operand(0), path.back()->index());
    if (init == nullptr || init == &state) break;
    path.push_back(init);
  }
  return path;
}

absl::StatusOr<CopyInserter::Ordering> CopyInserter::OrderReadsBefore(const HloComputation* body,
                                                                      const HloValue& state,
                                                                      const HloValue& result) {
  // The first write of the bytes `result` ends up in.
  std::vector<const HloValue*> path = PathBack(result, state);
  const HloValue& written = *path.back();
  const HloInstruction* writer = written.instruction();
  if (writer->parent() != body || writer->opcode() == HloOpcode::kParameter) {
    return Ordering::kNeedsRootCopy;
  }
  // Every value in the state's bytes before that must have been read.
  absl::flat_hash_map<const HloInstruction*, bool> readers;  // -> reads only in place
  std::vector<const HloInstruction*> order;
  for (const HloValue* dying : InPlaceChain(state, body)) {
    if (std::find(path.begin(), path.end(), dying) != path.end()) continue;
    for (const HloUse& use : dying->uses()) {
      if (use.is_root_read()) return Ordering::kNeedsParameterCopy;
      const HloInstruction* reader = dataflow_->EnclosingInstructionIn(use.instruction, body);
      if (reader == nullptr) return Ordering::kNeedsParameterCopy;
      const bool in_place =
          use.instruction == writer &&
          (CanShareOperandBuffer(*writer, use.operand_number, use.operand_index, written.index()) ||
           (writer->opcode() == HloOpcode::kWhile && written.index() == use.operand_index));
      auto [it, inserted] = readers.emplace(reader, in_place);
      if (inserted) {
        order.push_back(reader);
      } else {
        it->second &= in_place;
      }
    }
  }
  std::vector<const HloInstruction*> to_order;
  for (const HloInstruction* reader : order) {
    if (reader == writer) {
      if (!readers.at(reader)) return Ordering::kNeedsRootCopy;
      continue;
    }
    if (Reaches(reader, writer)) continue;
    if (Reaches(writer, reader)) return Ordering::kNeedsRootCopy;
    to_order.push_back(reader);
  }
  for (const HloInstruction* reader : to_order) {
    RETURN_IF_ERROR(const_cast<HloInstruction*>(reader)->AddControlDependencyTo(
        const_cast<HloInstruction*>(writer)));
    changed_ = true;
  }
  return Ordering::kDone;
}

// Root leaves that cannot become the state in place: the state's other
// leaves, values from outside the body, constants, repeats. A value at
// several leaves stays at the one whose state it updates in place.
absl::Status CopyInserter::CopyBodyRootLeaves(HloInstruction* loop) {
  HloComputation* body = loop->while_body();
  const HloInstruction* parameter = body->parameter_instruction(0);
  const HloInstruction* root = body->root_instruction();
  absl::flat_hash_map<const HloValue*, ShapeIndex> home;
  for (const auto& [index, value] : dataflow_->ValuesAt(root)) {
    const HloValue* state = dataflow_->GetValueOrNull(parameter, index);
    if (state == nullptr) continue;
    const HloValue* first = PathBack(*value, *state).back();
    const bool updates_state =
        first->instruction()->opcode() == HloOpcode::kWhile &&
        dataflow_->GetValueOrNull(first->instruction()->operand(0), first->index()) == state;
    if (updates_state) home.emplace(value, index);
  }
  absl::flat_hash_set<const HloValue*> kept;
  RETURN_IF_ERROR(CopyRootLeaves(body, [&](const HloValue* value, const ShapeIndex& index) {
    if (value == dataflow_->GetValueOrNull(parameter, index)) return false;  // passed through
    if (value->instruction() == parameter || value->instruction()->parent() != body ||
        value->read_only()) {
      return true;
    }
    auto it = home.find(value);
    if (it != home.end()) return it->second != index;
    return !kept.insert(value).second;
  }));
  return absl::OkStatus();
}

absl::Status CopyInserter::OrderWhileBody(HloInstruction* loop) {
  HloComputation* body = loop->while_body();
  const HloInstruction* parameter = body->parameter_instruction(0);
  std::vector<ShapeIndex> needs_parameter_copy;
  // The root copies made here: values the analysis does not know yet (a
  // copy is read by nothing but the root, so only its definition matters).
  std::vector<std::unique_ptr<HloValue>> root_copies;
  // Each state leaf with the value the body returns for it, before any
  // root copy changes the root.
  std::vector<std::tuple<ShapeIndex, const HloValue*, const HloValue*>> leaves;
  for (const auto& [index, state] : dataflow_->ValuesAt(parameter)) {
    const HloValue* next = dataflow_->GetValueOrNull(body->root_instruction(), index);
    if (next != nullptr && state != next) leaves.emplace_back(index, state, next);
  }
  for (const auto& [index, state, next] : leaves) {
    ASSIGN_OR_RETURN(Ordering ordering, OrderReadsBefore(body, *state, *next));
    if (ordering == Ordering::kNeedsRootCopy) {
      HloInstruction* root = body->root_instruction();
      HloInstruction* new_root =
          CopyLeaves(root, [&](const Shape& leaf, const ShapeIndex& at) -> std::optional<Shape> {
            if (at != index) return std::nullopt;
            return leaf;
          });
      body->set_root_instruction(new_root);
      RETURN_IF_ERROR(RemoveDeadTupleTree(root));
      changed_ = true;
      HloInstruction* copy = new_root;
      for (int64_t i : index) copy = copy->mutable_operand(i);
      root_copies.push_back(std::make_unique<HloValue>(
          -1, HloValue::Kind::kDefined, HloPosition{copy, {}}, next->size_bytes()));
      ASSIGN_OR_RETURN(ordering, OrderReadsBefore(body, *state, *root_copies.back()));
    }
    if (ordering != Ordering::kDone) needs_parameter_copy.push_back(index);
  }
  if (needs_parameter_copy.empty()) return absl::OkStatus();
  // Reads of these leaves go through a copy made at the body's start, which
  // can always run before the new value is written.
  HloInstruction* mutable_parameter = body->parameter_instruction(0);
  std::vector<HloInstruction*> users = mutable_parameter->users();
  HloInstruction* copied = CopyLeaves(
      mutable_parameter, [&](const Shape& leaf, const ShapeIndex& index) -> std::optional<Shape> {
        if (std::find(needs_parameter_copy.begin(), needs_parameter_copy.end(), index) ==
            needs_parameter_copy.end()) {
          return std::nullopt;
        }
        return leaf;
      });
  for (HloInstruction* user : users) {
    RETURN_IF_ERROR(mutable_parameter->ReplaceUseWith(user, copied));
  }
  if (body->root_instruction() == mutable_parameter) body->set_root_instruction(copied);
  changed_ = true;
  RETURN_IF_ERROR(Analyze());
  for (const ShapeIndex& index : needs_parameter_copy) {
    const HloValue* state = dataflow_->GetValueOrNull(parameter, index);
    const HloValue* next = dataflow_->GetValueOrNull(body->root_instruction(), index);
    if (state != nullptr && next != nullptr && state != next) {
      RETURN_IF_ERROR(OrderReadsBefore(body, *state, *next).status());
    }
  }
  return absl::OkStatus();
}

// `value`, an init leaf of `loop`, may be updated in place by it: unless it
// is an enclosing loop's state. A condition's state must not change; a
// body's state leaf only when this loop's result leaf (through further loops
// updating it in place) is what the body returns for that leaf: otherwise
// the state's bytes would have to hold two values.
bool CopyInserter::MayUpdateEnclosingState(const HloValue& value, const HloInstruction* loop,
                                           const ShapeIndex& index) const {
  const HloInstruction* defining = value.instruction();
  if (value.kind() != HloValue::Kind::kWhileState || defining->opcode() != HloOpcode::kParameter) {
    return true;
  }
  const HloComputation* computation = defining->parent();
  const HloInstruction* enclosing = dataflow_->CallSite(computation);
  if (computation != enclosing->while_body()) return false;
  const HloValue* returned =
      dataflow_->GetValueOrNull(computation->root_instruction(), value.index());
  while (returned != nullptr && returned->kind() == HloValue::Kind::kWhileState &&
         returned->instruction()->opcode() == HloOpcode::kWhile) {
    if (returned->instruction() == loop && returned->index() == index) return true;
    returned = dataflow_->GetValueOrNull(returned->instruction()->operand(0), returned->index());
  }
  return false;
}

absl::StatusOr<std::vector<ShapeIndex>> CopyInserter::OrderWhileInit(HloInstruction* loop) {
  HloComputation* computation = loop->parent();
  const HloComputation* body = loop->while_body();
  absl::flat_hash_set<const HloValue*> seen;
  std::vector<ShapeIndex> copies;
  for (const auto& [index, value] : dataflow_->ValuesAt(loop->operand(0))) {
    // A value from the caller of a branch or call target lives across the
    // earlier branches too: the state gets bytes of its own.
    bool copy = !seen.insert(value).second || value->instruction()->parent() != computation ||
                !MayUpdateEnclosingState(*value, loop, index);
    if (!copy && MayStayReadOnly(value)) {
      // Read-only memory can be the state only if the loop never writes it,
      // and the state is not a result the caller gets memory of its own for.
      const bool passed_through = dataflow_->GetValueOrNull(body->root_instruction(), index) ==
                                  dataflow_->GetValueOrNull(body->parameter_instruction(0), index);
      const HloValue* result = dataflow_->GetValueOrNull(loop, index);
      if (passed_through && result != nullptr && !result->live_out()) continue;
      copy = true;
    }
    std::vector<HloInstruction*> to_order;
    for (const HloUse& use : value->uses()) {
      if (copy) break;
      if (use.instruction == loop) continue;
      const HloInstruction* reader =
          use.is_root_read() ? nullptr
                             : dataflow_->EnclosingInstructionIn(use.instruction, computation);
      if (reader == loop || (reader != nullptr && Reaches(reader, loop))) continue;
      if (reader == nullptr || Reaches(loop, reader)) {
        copy = true;  // read after the loop, or outside this computation
      } else {
        to_order.push_back(const_cast<HloInstruction*>(reader));
      }
    }
    if (copy) {
      copies.push_back(index);
      continue;
    }
    for (HloInstruction* reader : to_order) {
      RETURN_IF_ERROR(reader->AddControlDependencyTo(loop));
      changed_ = true;
    }
  }
  return copies;
}

absl::Status CopyInserter::CopyInitLeaves(HloInstruction* loop,
                                          const std::vector<ShapeIndex>& copies) {
  if (copies.empty()) return absl::OkStatus();
  HloInstruction* init = loop->mutable_operand(0);
  HloInstruction* copied =
      CopyLeaves(init, [&](const Shape& leaf, const ShapeIndex& index) -> std::optional<Shape> {
        if (std::find(copies.begin(), copies.end(), index) == copies.end()) return std::nullopt;
        return leaf;
      });
  RETURN_IF_ERROR(loop->ReplaceOperandWith(0, copied));
  RETURN_IF_ERROR(RemoveDeadTupleTree(init));
  changed_ = true;
  return absl::OkStatus();
}

absl::StatusOr<bool> CopyInserter::Run() {
  ASSIGN_OR_RETURN(changed_, FlattenSequentialCalls(module_));
  RETURN_IF_ERROR(Analyze());
  RETURN_IF_ERROR(CopyCallResults());
  // Loops by nesting depth, outer ones first.
  std::vector<std::vector<HloInstruction*>> levels;
  const std::vector<const HloComputation*>& computations = dataflow_->computations();
  for (auto it = computations.rbegin(); it != computations.rend(); ++it) {
    for (HloInstruction* instruction : (*it)->MakeInstructionPostOrder()) {
      if (instruction->opcode() != HloOpcode::kWhile) continue;
      size_t depth = 0;
      for (const HloInstruction* site = dataflow_->CallSite(instruction->parent());
           site != nullptr; site = dataflow_->CallSite(site->parent())) {
        depth += site->opcode() == HloOpcode::kWhile;
      }
      if (levels.size() <= depth) levels.resize(depth + 1);
      levels[depth].push_back(instruction);
    }
  }
  // Root copies first (an init's fate depends on its enclosing body's root);
  // then the inits, outer loops first (whether an inner init may stay in
  // read-only memory depends on the outer init), each level deciding on one
  // analysis; then the bodies' orderings (which depend on their nested loops'
  // inits).
  for (const auto& level : levels) {
    for (HloInstruction* loop : level) RETURN_IF_ERROR(CopyBodyRootLeaves(loop));
  }
  RETURN_IF_ERROR(Analyze());
  for (const auto& level : levels) {
    pending_init_copies_.clear();
    bool copied = false;
    for (HloInstruction* loop : level) {
      ASSIGN_OR_RETURN(pending_init_copies_[loop], OrderWhileInit(loop));
      copied |= !pending_init_copies_[loop].empty();
    }
    for (HloInstruction* loop : level) {
      RETURN_IF_ERROR(CopyInitLeaves(loop, pending_init_copies_.at(loop)));
    }
    pending_init_copies_.clear();
    if (copied) RETURN_IF_ERROR(Analyze());
  }
  for (const auto& level : levels) {
    for (HloInstruction* loop : level) RETURN_IF_ERROR(OrderWhileBody(loop));
  }
  return changed_;
}

}  // namespace

absl::StatusOr<bool> CopyInsertion::Run(HloModule* module) {
  if (module->entry_computation() == nullptr) return false;
  return CopyInserter(module).Run();
}

}  // namespace xla
