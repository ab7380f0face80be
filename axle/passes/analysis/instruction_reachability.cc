#include "axle/passes/analysis/instruction_reachability.h"

#include <algorithm>
#include <limits>

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

absl::Status InstructionReachability::Recompute() {
  ASSIGN_OR_RETURN(std::vector<HloInstruction*> order,
                   computation_->MakeInstructionPostOrderOrError());
  key_.clear();
  key_.reserve(order.size());
  unpruned_work_ = 0;
  for (size_t i = 0; i < order.size(); ++i) key_[order[i]] = static_cast<double>(i);
  valid_ = true;
  ++recomputations_;
  return absl::OkStatus();
}

const double* InstructionReachability::KeyOf(const HloInstruction* instruction) const {
  auto it = key_.find(instruction);
  return it == key_.end() ? nullptr : &it->second;
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
  double key = lower == -kInfinity  ? upper - 1
               : upper == kInfinity ? lower + 1
                                    : (lower + upper) / 2;
  // No room (or the doubles ran out of it): renumber everything.
  if (!known || !(lower < key && key < upper)) {
    valid_ = false;
    return;
  }
  key_[instruction] = key;
}

absl::StatusOr<bool> InstructionReachability::Reaches(const HloInstruction* from,
                                                      const HloInstruction* to) {
  if (valid_ && (KeyOf(from) == nullptr || KeyOf(to) == nullptr)) valid_ = false;
  if (valid_) {
    const double limit = *KeyOf(to);
    if (*KeyOf(from) >= limit) return false;
    absl::flat_hash_set<const HloInstruction*> visited;
    stack_.assign(1, from);
    bool found = false;
    bool unknown = false;
    while (!stack_.empty() && !found && !unknown) {
      const HloInstruction* node = stack_.back();
      stack_.pop_back();
      ForEachSuccessor(*node, [&](const HloInstruction* next) {
        if (next == to) found = true;
        const double* key = KeyOf(next);
        unknown |= key == nullptr;
        if (found || unknown || *key >= limit) return;
        if (visited.insert(next).second) stack_.push_back(next);
      });
    }
    if (found) return true;
    if (!unknown) return false;
    valid_ = false;  // an instruction added since and never placed
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
