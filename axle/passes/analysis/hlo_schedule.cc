#include "axle/passes/analysis/hlo_schedule.h"

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace xla {

const std::vector<const HloInstruction*>& HloSchedule::sequence(
    const HloComputation* computation) const {
  static const auto* kEmpty = new std::vector<const HloInstruction*>;
  auto it = sequences_.find(computation);
  return it == sequences_.end() ? *kEmpty : it->second;
}

void HloSchedule::set_sequence(const HloComputation* computation,
                               std::vector<const HloInstruction*> sequence) {
  if (!sequences_.contains(computation)) order_.push_back(computation);
  sequences_[computation] = std::move(sequence);
}

absl::Status HloSchedule::Verify() const {
  for (const HloComputation* computation : order_) {
    const std::vector<const HloInstruction*>& order = sequence(computation);
    if (static_cast<int64_t>(order.size()) != computation->instruction_count()) {
      return absl::InternalError(absl::StrCat("schedule of ", computation->name(), " has ",
                                              order.size(), " instructions, the computation ",
                                              computation->instruction_count()));
    }
    absl::flat_hash_set<const HloInstruction*> done;
    for (const HloInstruction* instruction : order) {
      if (instruction->parent() != computation) {
        return absl::InternalError(absl::StrCat("schedule of ", computation->name(),
                                                " lists ", instruction->name(),
                                                " of another computation"));
      }
      auto check_before = [&](const HloInstruction* before) -> absl::Status {
        if (done.contains(before)) return absl::OkStatus();
        return absl::InternalError(absl::StrCat("schedule of ", computation->name(), ": ",
                                                instruction->name(), " runs before ",
                                                before->name(), " which it depends on"));
      };
      for (const HloInstruction* operand : instruction->operands()) {
        absl::Status status = check_before(operand);
        if (!status.ok()) return status;
      }
      for (const HloInstruction* predecessor : instruction->control_predecessors()) {
        absl::Status status = check_before(predecessor);
        if (!status.ok()) return status;
      }
      if (!done.insert(instruction).second) {
        return absl::InternalError(absl::StrCat("schedule of ", computation->name(), " lists ",
                                                instruction->name(), " twice"));
      }
    }
  }
  return absl::OkStatus();
}

std::string HloSchedule::ToString() const {
  std::string out;
  for (const HloComputation* computation : order_) {
    std::vector<std::string> names;
    for (const HloInstruction* instruction : sequence(computation)) {
      names.push_back(instruction->name());
    }
    absl::StrAppend(&out, computation->name(), ": ", absl::StrJoin(names, ", "), "\n");
  }
  return out;
}

std::vector<const HloComputation*> SequentialComputations(const HloModule& module) {
  // Computations a sequential computation runs as sequences: while condition
  // and body, conditional branches, call targets.
  auto sequential_callees = [](const HloInstruction* instruction) {
    switch (instruction->opcode()) {
      case HloOpcode::kWhile:
      case HloOpcode::kConditional:
      case HloOpcode::kCall:
        return instruction->called_computations();
      default:
        return std::vector<HloComputation*>{};
    }
  };
  // Iterative post-order over the sequential call graph: callees first.
  std::vector<const HloComputation*> order;
  const HloComputation* entry = module.entry_computation();
  if (entry == nullptr) return order;
  absl::flat_hash_set<const HloComputation*> seen = {entry};
  struct Frame {
    const HloComputation* computation;
    std::vector<const HloComputation*> callees;
    size_t next = 0;
  };
  auto make_frame = [&](const HloComputation* computation) {
    Frame frame{computation, {}};
    for (const HloInstruction* instruction : computation->instructions()) {
      for (const HloComputation* callee : sequential_callees(instruction)) {
        frame.callees.push_back(callee);
      }
    }
    return frame;
  };
  std::vector<Frame> stack = {make_frame(entry)};
  while (!stack.empty()) {
    Frame& frame = stack.back();
    if (frame.next < frame.callees.size()) {
      const HloComputation* callee = frame.callees[frame.next++];
      if (seen.insert(callee).second) stack.push_back(make_frame(callee));
      continue;
    }
    order.push_back(frame.computation);
    stack.pop_back();
  }
  return order;
}

}  // namespace xla
