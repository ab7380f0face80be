#include "axle/hlo/hlo_module.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace xla {

HloComputation* HloModule::AddEntryComputation(std::unique_ptr<HloComputation> computation) {
  HloComputation* raw = AddEmbeddedComputation(std::move(computation));
  entry_ = raw;
  return raw;
}

HloComputation* HloModule::AddEmbeddedComputation(std::unique_ptr<HloComputation> computation) {
  HloComputation* raw = computation.get();
  computations_.push_back(std::move(computation));
  AdoptComputation(raw);
  return raw;
}

void HloModule::AdoptComputation(HloComputation* computation) {
  computation->SetParent(this);
  computation->SetName(UniqueComputationName(computation->name()));
  for (HloInstruction* instruction : computation->instructions()) {
    AssignUniqueIdAndName(instruction);
  }
}

void HloModule::AssignUniqueIdAndName(HloInstruction* instruction) {
  instruction->SetUniqueId(next_unique_id_++);
  std::string base = instruction->name().empty() ? HloOpcodeString(instruction->opcode())
                                                 : instruction->name();
  instruction->SetName(UniqueInstructionName(base));
}

std::string HloModule::UniqueName(absl::string_view base, NameSet* names) {
  std::string name(base);
  if (names->used.insert(name).second) return name;
  // Strip an existing numeric suffix so "add.1" grows to "add.2", not "add.1.1".
  std::string root(base);
  size_t dot = root.rfind('.');
  int64_t ignored;
  if (dot != std::string::npos && absl::SimpleAtoi(root.substr(dot + 1), &ignored)) {
    root = root.substr(0, dot);
  }
  int64_t& n = names->next_suffix[root];
  for (n = std::max<int64_t>(n, 1);; ++n) {
    name = absl::StrCat(root, ".", n);
    if (names->used.insert(name).second) return name;
  }
}

std::string HloModule::UniqueInstructionName(absl::string_view base) {
  return UniqueName(base, &instruction_names_);
}

std::string HloModule::UniqueComputationName(absl::string_view base) {
  return UniqueName(base, &computation_names_);
}

std::vector<HloComputation*> HloModule::computations() const {
  std::vector<HloComputation*> result;
  for (const auto& computation : computations_) result.push_back(computation.get());
  return result;
}

HloComputation* HloModule::GetComputationWithName(absl::string_view name) const {
  for (const auto& computation : computations_) {
    if (computation->name() == name) return computation.get();
  }
  return nullptr;
}

std::vector<HloComputation*> HloModule::MakeComputationPostOrder(bool include_unreachable) const {
  std::vector<HloComputation*> order;
  absl::flat_hash_set<HloComputation*> visited;
  // Iterative DFS: call chains in text can be arbitrarily deep.
  auto visit = [&](HloComputation* start) {
    if (start == nullptr || !visited.insert(start).second) return;
    std::vector<std::pair<HloComputation*, std::vector<HloComputation*>>> stack;
    stack.push_back({start, start->MakeEmbeddedComputationsList()});
    while (!stack.empty()) {
      auto& [computation, pending] = stack.back();
      if (pending.empty()) {
        order.push_back(computation);
        stack.pop_back();
        continue;
      }
      HloComputation* callee = pending.back();
      pending.pop_back();
      if (callee != nullptr && visited.insert(callee).second) {
        stack.push_back({callee, callee->MakeEmbeddedComputationsList()});
      }
    }
  };
  if (include_unreachable) {
    for (const auto& computation : computations_) {
      if (computation.get() != entry_) visit(computation.get());
    }
  }
  visit(entry_);
  return order;
}

void HloModule::RemoveUnusedComputations() {
  std::vector<HloComputation*> reachable = MakeComputationPostOrder(false);
  absl::flat_hash_set<HloComputation*> keep(reachable.begin(), reachable.end());
  std::vector<std::unique_ptr<HloComputation>> kept;
  for (auto& computation : computations_) {
    if (keep.contains(computation.get())) kept.push_back(std::move(computation));
  }
  computations_ = std::move(kept);
}

ProgramShape HloModule::entry_computation_layout() const {
  if (config_.entry_computation_layout) return *config_.entry_computation_layout;
  return entry_ != nullptr ? entry_->ComputeProgramShape() : ProgramShape();
}

std::unique_ptr<HloModule> HloModule::Clone(const std::string& suffix) const {
  auto clone = std::make_unique<HloModule>(
      suffix.empty() ? name_ : absl::StrCat(name_, "-", suffix), config_);
  absl::flat_hash_map<const HloComputation*, HloComputation*> computation_map;
  for (HloComputation* computation : MakeComputationPostOrder(true)) {
    std::unique_ptr<HloComputation> new_computation = computation->Clone(/*suffix=*/"");
    for (HloInstruction* instruction : new_computation->instructions()) {
      instruction->ReplaceCalledComputations(
          [&](HloComputation* callee) { return computation_map.at(callee); });
    }
    HloComputation* added = computation == entry_
                                ? clone->AddEntryComputation(std::move(new_computation))
                                : clone->AddEmbeddedComputation(std::move(new_computation));
    computation_map[computation] = added;
  }
  return clone;
}

namespace {

using ComputationPairs = absl::flat_hash_map<const HloComputation*, const HloComputation*>;

// Pairs a with b, or checks an earlier pairing; a new pair joins `pending`
// (a worklist, not recursion: call depth comes from the input).
bool MatchComputations(const HloComputation* a, const HloComputation* b, ComputationPairs* matched,
                       std::vector<std::pair<const HloComputation*, const HloComputation*>>* pending) {
  if (a == nullptr || b == nullptr) return a == b;
  if (a->execution_thread() != b->execution_thread()) return false;
  auto [it, inserted] = matched->try_emplace(a, b);
  if (!inserted) return it->second == b;
  pending->emplace_back(a, b);
  return true;
}

bool InstructionsMatch(const HloComputation* a, const HloComputation* b, ComputationPairs* matched,
                       std::vector<std::pair<const HloComputation*, const HloComputation*>>* pending) {
  std::vector<HloInstruction*> order_a = a->MakeInstructionPostOrder();
  std::vector<HloInstruction*> order_b = b->MakeInstructionPostOrder();
  if (order_a.size() != order_b.size() || a->num_parameters() != b->num_parameters()) {
    return false;
  }
  absl::flat_hash_map<const HloInstruction*, const HloInstruction*> pairs;
  for (size_t i = 0; i < order_a.size(); ++i) pairs[order_a[i]] = order_b[i];
  for (size_t i = 0; i < order_a.size(); ++i) {
    bool same = order_a[i]->Identical(
        *order_b[i],
        [&](const HloInstruction* x, const HloInstruction* y) { return pairs.at(x) == y; },
        [&](const HloComputation* x, const HloComputation* y) {
          return MatchComputations(x, y, matched, pending);
        });
    if (!same) return false;
  }
  return a->root_instruction() == nullptr
             ? b->root_instruction() == nullptr
             : pairs.at(a->root_instruction()) == b->root_instruction();
}

}  // namespace

bool HloModulesEqual(const HloModule& a, const HloModule& b) {
  if (!(a.config() == b.config())) return false;
  ComputationPairs matched;
  std::vector<std::pair<const HloComputation*, const HloComputation*>> pending;
  if (!MatchComputations(a.entry_computation(), b.entry_computation(), &matched, &pending)) {
    return false;
  }
  while (!pending.empty()) {
    auto [x, y] = pending.back();
    pending.pop_back();
    if (!InstructionsMatch(x, y, &matched, &pending)) return false;
  }
  return true;
}

}  // namespace xla
