#include "axle/hlo/hlo_computation.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "axle/base/logging.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

HloInstruction* HloComputation::AddInstruction(std::unique_ptr<HloInstruction> instruction) {
  if (instruction->opcode() == HloOpcode::kParameter) return AddParameter(std::move(instruction));
  return Adopt(std::move(instruction));
}

HloInstruction* HloComputation::Adopt(std::unique_ptr<HloInstruction> instruction) {
  HloInstruction* raw = instruction.get();
  raw->SetParent(this);
  if (parent_ != nullptr) parent_->AssignUniqueIdAndName(raw);
  raw->index_in_parent_ = static_cast<int64_t>(instructions_.size());
  instructions_.push_back(std::move(instruction));
  ++live_instruction_count_;
  return raw;
}

bool HloComputation::Owns(const HloInstruction* instruction) const {
  int64_t index = instruction->index_in_parent_;
  return index >= 0 && index < static_cast<int64_t>(instructions_.size()) &&
         instructions_[index].get() == instruction;
}

void HloComputation::CompactInstructions() {
  size_t kept = 0;
  for (auto& instruction : instructions_) {
    if (instruction == nullptr) continue;
    instruction->index_in_parent_ = static_cast<int64_t>(kept);
    instructions_[kept++] = std::move(instruction);
  }
  instructions_.resize(kept);
}

HloInstruction* HloComputation::AddParameter(std::unique_ptr<HloInstruction> parameter) {
  HloInstruction* raw = parameter.get();
  int64_t number = raw->parameter_number();
  if (number >= 0 && number < (1 << 24)) {
    if (static_cast<int64_t>(parameters_.size()) <= number) parameters_.resize(number + 1, nullptr);
    if (parameters_[number] == nullptr) parameters_[number] = raw;
  }
  return Adopt(std::move(parameter));
}

HloInstruction* HloComputation::parameter_instruction(int64_t number) const {
  if (number < 0 || number >= num_parameters()) return nullptr;
  return parameters_[number];
}

absl::Status HloComputation::RemoveInstruction(HloInstruction* instruction) {
  if (!Owns(instruction)) {
    return InvalidArgument("instruction ", instruction->name(), " is not in computation ", name_);
  }
  if (instruction->user_count() != 0 || instruction == root_) {
    return FailedPrecondition("cannot remove instruction ", instruction->name(),
                              ": it still has users or is the root");
  }
  if (instruction->opcode() == HloOpcode::kParameter) {
    return FailedPrecondition("cannot remove parameter ", instruction->name());
  }
  for (HloInstruction* predecessor : instruction->control_predecessors()) {
    for (HloInstruction* successor : instruction->control_successors()) {
      RETURN_IF_ERROR(predecessor->AddControlDependencyTo(successor));
    }
  }
  instruction->DetachFromOperandsAndUsers();
  instructions_[instruction->index_in_parent_].reset();
  --live_instruction_count_;
  if (live_instruction_count_ * 2 < static_cast<int64_t>(instructions_.size())) {
    CompactInstructions();
  }
  return absl::OkStatus();
}

absl::Status HloComputation::ReplaceInstruction(HloInstruction* old_instruction,
                                                HloInstruction* new_instruction) {
  RETURN_IF_ERROR(old_instruction->ReplaceAllUsesWith(new_instruction));
  if (old_instruction->user_count() == 0 && old_instruction != root_ &&
      old_instruction->opcode() != HloOpcode::kParameter) {
    return RemoveInstruction(old_instruction);
  }
  return absl::OkStatus();
}

std::vector<HloInstruction*> HloComputation::instructions() const {
  std::vector<HloInstruction*> result;
  result.reserve(live_instruction_count_);
  for (const auto& instruction : instructions_) {
    if (instruction != nullptr) result.push_back(instruction.get());
  }
  return result;
}

absl::StatusOr<std::vector<HloInstruction*>> HloComputation::MakeInstructionPostOrderOrError()
    const {
  enum class Mark : uint8_t { kNone, kVisiting, kDone };
  // Indexed by slot: a dense byte array stays in cache where a hash map of
  // pointers did not.
  std::vector<Mark> marks(instructions_.size(), Mark::kNone);
  std::vector<HloInstruction*> order;
  order.reserve(live_instruction_count_);
  std::vector<std::pair<HloInstruction*, size_t>> stack;
  // Iterative DFS so deep graphs cannot overflow the stack.
  for (const auto& start : instructions_) {
    if (start == nullptr || marks[start->index_in_parent_] != Mark::kNone) continue;
    stack.push_back({start.get(), 0});
    marks[start->index_in_parent_] = Mark::kVisiting;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      size_t num_deps = node->operand_count() + node->control_predecessors().size();
      if (next < num_deps) {
        HloInstruction* dep = next < static_cast<size_t>(node->operand_count())
                                  ? node->mutable_operand(next)
                                  : node->control_predecessors()[next - node->operand_count()];
        ++next;
        if (dep == nullptr || !Owns(dep)) continue;
        Mark& mark = marks[dep->index_in_parent_];
        if (mark == Mark::kVisiting) {
          return InvalidArgument("computation ", name_, " has a cycle through instruction ",
                                 dep->name());
        }
        if (mark == Mark::kNone) {
          mark = Mark::kVisiting;
          stack.push_back({dep, 0});
        }
      } else {
        marks[node->index_in_parent_] = Mark::kDone;
        order.push_back(node);
        stack.pop_back();
      }
    }
  }
  return order;
}

std::vector<HloInstruction*> HloComputation::MakeInstructionPostOrder() const {
  auto order = MakeInstructionPostOrderOrError();
  return order.ok() ? *std::move(order) : instructions();
}

HloInstruction* HloComputation::GetInstructionWithName(absl::string_view name) const {
  for (const auto& instruction : instructions_) {
    if (instruction != nullptr && instruction->name() == name) return instruction.get();
  }
  return nullptr;
}

std::vector<HloComputation*> HloComputation::MakeEmbeddedComputationsList() const {
  std::vector<HloComputation*> result;
  absl::flat_hash_set<HloComputation*> seen;
  for (const auto& instruction : instructions_) {
    if (instruction == nullptr) continue;
    for (HloComputation* called : instruction->called_computations()) {
      if (called != nullptr && seen.insert(called).second) result.push_back(called);
    }
  }
  return result;
}

ProgramShape HloComputation::ComputeProgramShape() const {
  ProgramShape program_shape;
  for (const HloInstruction* parameter : parameters_) {
    if (parameter == nullptr) {
      program_shape.add_parameters(Shape());
    } else {
      program_shape.add_parameters(parameter->shape(), parameter->name());
    }
  }
  if (root_ != nullptr) program_shape.set_result(root_->shape());
  return program_shape;
}

void HloComputation::CloneInstructionsFrom(const HloComputation& source, InstructionMap* map) {
  for (HloInstruction* instruction : source.MakeInstructionPostOrder()) {
    if (map->contains(instruction)) continue;
    std::vector<HloInstruction*> operands;
    operands.reserve(instruction->operand_count());
    for (HloInstruction* operand : instruction->operands()) operands.push_back(map->at(operand));
    (*map)[instruction] =
        AddInstruction(instruction->CloneWithNewOperands(instruction->shape(), operands));
  }
  for (HloInstruction* instruction : source.instructions()) {
    for (HloInstruction* successor : instruction->control_successors()) {
      AXLE_CHECK_OK(map->at(instruction)->AddControlDependencyTo(map->at(successor)));
    }
  }
}

std::unique_ptr<HloComputation> HloComputation::Clone(absl::string_view suffix) const {
  auto clone = std::make_unique<HloComputation>(
      suffix.empty() ? name_ : absl::StrCat(name_, ".", suffix));
  clone->SetExecutionThread(execution_thread_);
  InstructionMap map;
  clone->CloneInstructionsFrom(*this, &map);
  if (root_ != nullptr) clone->set_root_instruction(map.at(root_));
  return clone;
}

bool HloComputation::IsEntryComputation() const {
  return parent_ != nullptr && parent_->entry_computation() == this;
}

}  // namespace xla
