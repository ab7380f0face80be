#include "axle/passes/analysis/instruction_reachability.h"

#include <algorithm>
#include <limits>
#include <optional>

#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"

namespace xla {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

template <typename Visit>
void ForEachSuccessor(const HloInstruction& instruction, Visit visit) {
  for (const HloInstruction* user : instruction.users()) visit(user);
  for (const HloInstruction* successor : instruction.control_successors()) visit(successor);
}

template <typename Visit>
void ForEachPredecessor(const HloInstruction& instruction, Visit visit) {
  for (const HloInstruction* operand : instruction.operands()) visit(operand);
  for (const HloInstruction* predecessor : instruction.control_predecessors()) visit(predecessor);
}

// An unpruned search; adds the instructions it visited to *work.
bool SearchAll(const HloInstruction* from, const HloInstruction* to, int64_t* work) {
  absl::flat_hash_set<const HloInstruction*> visited;
  std::vector<const HloInstruction*> stack = {from};
  bool found = false;
  while (!stack.empty() && !found) {
    const HloInstruction* node = stack.back();
    stack.pop_back();
    ForEachSuccessor(*node, [&](const HloInstruction* next) {
      found |= next == to;
      if (!found && visited.insert(next).second) stack.push_back(next);
    });
  }
  *work += static_cast<int64_t>(visited.size()) + 1;
  return found;
}

}  // namespace

bool Reaches(const HloInstruction* from, const HloInstruction* to) {
  int64_t work = 0;
  return SearchAll(from, to, &work);
}

// Ids spread wider than this many slots per instruction (plus a few) go to
// the hash map: a small computation edited late in a big module (ids far
// apart) must not allocate a slot per id of the whole module. The entry of a
// fused module spreads over the ids of its fused computations too.
constexpr int64_t kMaxSlotsPerInstruction = 16;
constexpr int64_t kMinSlots = 256;

absl::Status InstructionReachability::Recompute() {
  ASSIGN_OR_RETURN(std::vector<HloInstruction*> order,
                   computation_->MakeInstructionPostOrderOrError());
  int64_t low = std::numeric_limits<int64_t>::max();
  int64_t high = -1;
  for (const HloInstruction* instruction : order) {
    low = std::min(low, instruction->unique_id());
    high = std::max(high, instruction->unique_id());
  }
  const int64_t span = high - low + 1;
  dense_.clear();
  sparse_.clear();
  dense_base_ = 0;
  if (low >= 0 && span <= kMaxSlotsPerInstruction * static_cast<int64_t>(order.size()) + kMinSlots) {
    dense_base_ = low;
    dense_.resize(span);
  }
  unpruned_work_ = 0;
  valid_ = true;  // SetKey clears it for an instruction outside a module
  for (size_t i = 0; i < order.size(); ++i) SetKey(order[i], static_cast<double>(i));
  ++recomputations_;
  return absl::OkStatus();
}

InstructionReachability::Slot* InstructionReachability::SlotOf(const HloInstruction* instruction) {
  const int64_t id = instruction->unique_id();
  const int64_t index = id - dense_base_;
  if (id >= 0 && index >= 0 && index < static_cast<int64_t>(dense_.size())) {
    Slot& slot = dense_[index];
    return slot.keyed ? &slot : nullptr;
  }
  auto it = sparse_.find(id);
  return it == sparse_.end() ? nullptr : &it->second;
}

const double* InstructionReachability::KeyOf(const HloInstruction* instruction) {
  const Slot* slot = SlotOf(instruction);
  return slot == nullptr ? nullptr : &slot->key;
}

void InstructionReachability::SetKey(const HloInstruction* instruction, double key) {
  const int64_t id = instruction->unique_id();
  if (id < 0) {  // outside a module: no id to key it by, so never keyed
    valid_ = false;
    return;
  }
  const int64_t index = id - dense_base_;
  Slot& slot = index >= 0 && index < static_cast<int64_t>(dense_.size()) ? dense_[index]
                                                                          : sparse_[id];
  slot.key = key;
  slot.keyed = true;
}

void InstructionReachability::Place(const HloInstruction* instruction) {
  if (!valid_) return;
  double lower = -kInfinity;
  double upper = kInfinity;
  bool known = true;
  ForEachPredecessor(*instruction, [&](const HloInstruction* predecessor) {
    const double* key = KeyOf(predecessor);
    if (key == nullptr) {
      known = false;
    } else {
      lower = std::max(lower, *key);
    }
  });
  // A new successor (a get-tuple-element of a new fusion) is placed after
  // this one: bound by its successors instead.
  ForEachSuccessor(*instruction, [&](const HloInstruction* successor) {
    if (const double* key = KeyOf(successor)) {
      upper = std::min(upper, *key);
      return;
    }
    ForEachSuccessor(*successor, [&](const HloInstruction* next) {
      const double* key = KeyOf(next);
      if (key == nullptr) {
        known = false;
      } else {
        upper = std::min(upper, *key);
      }
    });
  });
  if (!known) {
    valid_ = false;
    return;
  }
  double key = lower == -kInfinity  ? upper - 1
               : upper == kInfinity ? lower + 1
                                    : (lower + upper) / 2;
  if (lower < key && key < upper) {
    SetKey(instruction, key);
    return;
  }
  // A predecessor comes after a successor: reorder the window between them,
  // else (the doubles ran out of room) renumber everything.
  if (!Reorder(instruction, lower, upper)) valid_ = false;
}

// Pearce and Kelly's local reordering for a new edge against the order:
// `instruction` must follow its predecessors (the last at key `lower`) and
// precede its successors (the first at `upper` <= `lower`). Only keys in
// [upper, lower] move: `before`, the predecessors' ancestors in that window,
// and `after`, the successors' descendants in it, trade their keys so every
// one of `before` precedes every one of `after`, each side keeping its own
// order; the instruction goes between them. Nodes outside the window keep
// their keys and every edge still goes up: `before` only moves down and
// `after` only up. False (nothing changed) when the two sides meet (the edit
// made a cycle) or no key fits between them.
bool InstructionReachability::Reorder(const HloInstruction* instruction, double lower,
                                      double upper) {
  auto in_window = [&](const HloInstruction* node) {
    const double* key = KeyOf(node);
    return key != nullptr && *key >= upper && *key <= lower;
  };
  auto collect = [&](bool forward, std::vector<const HloInstruction*>* side,
                     absl::flat_hash_set<const HloInstruction*>* seen) {
    auto visit = [&](const HloInstruction* node) {
      if (node != instruction && in_window(node) && seen->insert(node).second) {
        side->push_back(node);
      }
    };
    // Direct neighbours first; a successor without a key (a get-tuple-element
    // of a new fusion) is looked through as Place() does.
    if (forward) {
      ForEachSuccessor(*instruction, [&](const HloInstruction* next) {
        if (KeyOf(next) != nullptr) return visit(next);
        ForEachSuccessor(*next, visit);
      });
    } else {
      ForEachPredecessor(*instruction, visit);
    }
    for (size_t i = 0; i < side->size(); ++i) {
      if (forward) {
        ForEachSuccessor(*(*side)[i], visit);
      } else {
        ForEachPredecessor(*(*side)[i], visit);
      }
    }
  };
  std::vector<const HloInstruction*> before;
  std::vector<const HloInstruction*> after;
  absl::flat_hash_set<const HloInstruction*> before_set;
  absl::flat_hash_set<const HloInstruction*> after_set;
  collect(/*forward=*/false, &before, &before_set);
  collect(/*forward=*/true, &after, &after_set);
  if (before.empty() || after.empty()) return false;
  for (const HloInstruction* node : after) {
    if (before_set.contains(node)) return false;
  }
  auto by_key = [&](const HloInstruction* a, const HloInstruction* b) {
    return *KeyOf(a) < *KeyOf(b);
  };
  std::sort(before.begin(), before.end(), by_key);
  std::sort(after.begin(), after.end(), by_key);
  std::vector<double> pool;
  pool.reserve(before.size() + after.size());
  for (const auto* side : {&before, &after}) {
    for (const HloInstruction* node : *side) pool.push_back(*KeyOf(node));
  }
  std::sort(pool.begin(), pool.end());
  const double last_before = pool[before.size() - 1];
  const double first_after = pool[before.size()];
  const double key = (last_before + first_after) / 2;
  if (!(last_before < key && key < first_after)) return false;
  for (size_t i = 0; i < before.size(); ++i) SetKey(before[i], pool[i]);
  for (size_t i = 0; i < after.size(); ++i) SetKey(after[i], pool[before.size() + i]);
  SetKey(instruction, key);
  ++reorders_;
  return true;
}

// Two searches inside the window (floor, limit) = (key of `from`, key of
// `to`), one backward from `to` over predecessors, one forward from `from`
// over successors, each step growing the side that has scanned fewer edges:
// a question costs about twice the smaller of the two cones. They meet on a
// path; either side running out first means there is none.
InstructionReachability::Answer InstructionReachability::SearchWindow(
    const HloInstruction* from, const HloInstruction* to) {
  const double floor = *KeyOf(from);
  const double limit = *KeyOf(to);
  if (floor >= limit) return Answer::kNo;
  if (++search_ == 0) {  // the stamps wrapped: clear the old ones
    for (Slot& slot : dense_) slot.visited = 0;
    for (auto& [id, slot] : sparse_) slot.visited = 0;
    search_ = 1;
  }
  Slot* from_slot = SlotOf(from);
  from_slot->visited = search_;
  from_slot->forward = true;
  Slot* to_slot = SlotOf(to);
  to_slot->visited = search_;
  to_slot->forward = false;
  stack_.assign(1, to);
  forward_stack_.assign(1, from);
  int64_t backward_work = 0;
  int64_t forward_work = 0;
  std::optional<Answer> answer;
  // Marks `node`, reached from side `forward`, or finds the answer.
  auto visit = [&](const HloInstruction* node, bool forward) {
    if (answer) return;
    if (node == (forward ? to : from)) {
      answer = Answer::kYes;
      return;
    }
    Slot* slot = SlotOf(node);
    if (slot == nullptr) {
      answer = Answer::kUnknown;
      return;
    }
    if (forward ? slot->key >= limit : slot->key <= floor) return;
    if (slot->visited == search_) {
      if (slot->forward != forward) answer = Answer::kYes;  // the sides met
      return;
    }
    slot->visited = search_;
    slot->forward = forward;
    (forward ? forward_stack_ : stack_).push_back(node);
  };
  while (!answer) {
    if (stack_.empty() || forward_stack_.empty()) return Answer::kNo;
    const bool forward = forward_work < backward_work;
    std::vector<const HloInstruction*>& stack = forward ? forward_stack_ : stack_;
    const HloInstruction* node = stack.back();
    stack.pop_back();
    if (forward) {
      forward_work += node->user_count() + node->control_successors().size() + 1;
      ForEachSuccessor(*node, [&](const HloInstruction* next) { visit(next, true); });
    } else {
      backward_work += node->operand_count() + node->control_predecessors().size() + 1;
      ForEachPredecessor(*node, [&](const HloInstruction* previous) { visit(previous, false); });
    }
  }
  return *answer;
}

absl::StatusOr<bool> InstructionReachability::Reaches(const HloInstruction* from,
                                                      const HloInstruction* to) {
  if (valid_ && (KeyOf(from) == nullptr || KeyOf(to) == nullptr)) valid_ = false;
  if (valid_) {
    switch (SearchWindow(from, to)) {
      case Answer::kYes:
        return true;
      case Answer::kNo:
        return false;
      case Answer::kUnknown:
        valid_ = false;  // an instruction added since and never placed
    }
  }
  // Without valid keys, unpruned searches answer until they have cost as
  // much as a renumbering (a walk of the computation); then renumber. So a
  // pass whose edits keep invalidating the keys pays at most about twice
  // what unpruned searches alone would cost.
  if (unpruned_work_ < computation_->instruction_count()) {
    return SearchAll(from, to, &unpruned_work_);
  }
  RETURN_IF_ERROR(Recompute());
  return Reaches(from, to);
}

}  // namespace xla
