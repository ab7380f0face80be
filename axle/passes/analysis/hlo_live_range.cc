#include "axle/passes/analysis/hlo_live_range.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"

namespace xla {

absl::StatusOr<std::unique_ptr<HloLiveRange>> HloLiveRange::Run(
    const HloSchedule& schedule, const HloDataflowAnalysis& dataflow) {
  std::unique_ptr<HloLiveRange> live_range(new HloLiveRange(schedule, dataflow));
  RETURN_IF_ERROR(live_range->Flatten());
  live_range->ComputeRanges();
  return live_range;
}

absl::Status HloLiveRange::Flatten() {
  // An explicit stack: control flow can nest as deep as the input says.
  struct Item {
    enum class Kind { kSegment, kInstruction, kEnd, kControlFlowEnd } kind;
    const HloComputation* computation = nullptr;
    const HloInstruction* instruction = nullptr;
  };
  auto add_step = [&](Step step) {
    steps_.push_back(step);
    return static_cast<int64_t>(steps_.size()) - 1;
  };
  std::vector<Item> stack = {{Item::Kind::kSegment, dataflow_.module().entry_computation()}};
  while (!stack.empty()) {
    Item item = stack.back();
    stack.pop_back();
    switch (item.kind) {
      case Item::Kind::kSegment: {
        if (!schedule_.is_computation_scheduled(item.computation)) {
          return absl::FailedPreconditionError(
              absl::StrCat("computation ", item.computation->name(), " is not scheduled"));
        }
        if (spans_.contains(item.computation)) {
          return absl::FailedPreconditionError(absl::StrCat(
              "computation ", item.computation->name(), " runs from more than one place"));
        }
        spans_[item.computation].start = add_step({Step::Kind::kBegin, nullptr, item.computation});
        stack.push_back({Item::Kind::kEnd, item.computation});
        const auto& sequence = schedule_.sequence(item.computation);
        for (auto it = sequence.rbegin(); it != sequence.rend(); ++it) {
          stack.push_back({Item::Kind::kInstruction, nullptr, *it});
        }
        break;
      }
      case Item::Kind::kInstruction: {
        const HloInstruction* instruction = item.instruction;
        times_[instruction] = add_step({Step::Kind::kInstruction, instruction});
        const HloOpcode opcode = instruction->opcode();
        if (opcode != HloOpcode::kWhile && opcode != HloOpcode::kConditional &&
            opcode != HloOpcode::kCall) {
          break;
        }
        stack.push_back({Item::Kind::kControlFlowEnd, nullptr, instruction});
        // A while's called computations are [condition, body]: condition first.
        const auto& callees = instruction->called_computations();
        for (auto it = callees.rbegin(); it != callees.rend(); ++it) {
          stack.push_back({Item::Kind::kSegment, *it});
        }
        break;
      }
      case Item::Kind::kEnd:
        spans_[item.computation].end = add_step({Step::Kind::kEnd, nullptr, item.computation});
        break;
      case Item::Kind::kControlFlowEnd:
        control_flow_ends_[item.instruction] =
            add_step({Step::Kind::kControlFlowEnd, item.instruction});
        break;
    }
  }
  return absl::OkStatus();
}

TimeInterval HloLiveRange::control_flow_span(const HloInstruction* instruction) const {
  return {times_.at(instruction), control_flow_ends_.at(instruction)};
}

int64_t HloLiveRange::definition_time(const HloValue& value) const {
  const HloInstruction* defining = value.instruction();
  switch (value.kind()) {
    case HloValue::Kind::kDefined:
      return times_.at(defining);
    case HloValue::Kind::kWhileState:
      if (defining->opcode() == HloOpcode::kWhile) return control_flow_ends_.at(defining);
      return spans_.at(defining->parent()).start;
    case HloValue::Kind::kCallResult:
      return control_flow_ends_.at(defining);
  }
  return 0;
}

int64_t HloLiveRange::use_time(const HloUse& use) const {
  if (use.is_root_read()) return spans_.at(use.instruction->parent()).end;
  return times_.at(use.instruction);
}

void HloLiveRange::ComputeRanges() {
  ranges_.resize(dataflow_.values().size());
  for (const auto& value : dataflow_.values()) {
    const int64_t defined = definition_time(*value);
    int64_t last = defined;
    for (const HloUse& use : value->uses()) {
      int64_t read = use_time(use);
      // Loops around the read that started after the definition run the
      // read again on every iteration: the value lives to their end.
      const HloComputation* computation = use.instruction->parent();
      while (const HloInstruction* site = dataflow_.CallSite(computation)) {
        if (defined >= times_.at(site)) break;
        if (site->opcode() == HloOpcode::kWhile) {
          read = std::max(read, control_flow_ends_.at(site));
        }
        computation = site->parent();
      }
      last = std::max(last, read);
    }
    if (value->live_out()) last = end_time();
    // The condition's state is the body's: it must survive until the body
    // starts, whether or not the condition reads it.
    const HloInstruction* defining = value->instruction();
    if (value->kind() == HloValue::Kind::kWhileState &&
        defining->opcode() == HloOpcode::kParameter) {
      const HloInstruction* loop = dataflow_.CallSite(defining->parent());
      if (defining->parent() == loop->while_condition()) {
        last = std::max(last, spans_.at(loop->while_body()).start);
      }
    }
    ranges_[value->id()] = {defined, last};
  }
}

std::string HloLiveRange::StepName(int64_t time) const {
  const Step& step = steps_[time];
  switch (step.kind) {
    case Step::Kind::kInstruction:
      return step.instruction->name();
    case Step::Kind::kBegin:
      return absl::StrCat("begin ", step.computation->name());
    case Step::Kind::kEnd:
      return absl::StrCat("end ", step.computation->name());
    case Step::Kind::kControlFlowEnd:
      return absl::StrCat("end of ", step.instruction->name());
  }
  return "?";
}

std::string HloLiveRange::ToString() const {
  std::string out = "flattened schedule:\n";
  for (int64_t t = 0; t <= end_time(); ++t) absl::StrAppend(&out, "  ", t, ": ", StepName(t), "\n");
  absl::StrAppend(&out, "live ranges:\n");
  for (const auto& value : dataflow_.values()) {
    const TimeInterval& interval = ranges_[value->id()];
    absl::StrAppend(&out, "  ", value->ToString(), ": [", interval.start, ", ", interval.end,
                    "]\n");
  }
  return out;
}

}  // namespace xla
