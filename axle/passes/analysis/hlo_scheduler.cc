#include "axle/passes/analysis/hlo_scheduler.h"

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"

namespace xla {
namespace {

bool IsCollective(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllGather:
    case HloOpcode::kAllToAll:
    case HloOpcode::kReduceScatter:
    case HloOpcode::kCollectivePermute:
      return true;
    default:
      return false;
  }
}

std::vector<const HloInstruction*> OrderedEffects(
    absl::Span<const HloInstruction* const> sequence) {
  std::vector<const HloInstruction*> effects;
  for (const HloInstruction* instruction : sequence) {
    if (HasOrderedEffect(*instruction)) effects.push_back(instruction);
  }
  return effects;
}

}  // namespace

bool HasOrderedEffect(const HloInstruction& instruction) {
  if (instruction.HasSideEffect() || IsCollective(instruction.opcode())) return true;
  // Collectives in called computations (a worklist: call depth comes from
  // the input).
  std::vector<const HloComputation*> pending(instruction.called_computations().begin(),
                                             instruction.called_computations().end());
  absl::flat_hash_set<const HloComputation*> seen(pending.begin(), pending.end());
  while (!pending.empty()) {
    const HloComputation* computation = pending.back();
    pending.pop_back();
    for (const HloInstruction* callee_instruction : computation->instructions()) {
      if (IsCollective(callee_instruction->opcode())) return true;
      for (const HloComputation* callee : callee_instruction->called_computations()) {
        if (seen.insert(callee).second) pending.push_back(callee);
      }
    }
  }
  return false;
}

absl::Status CheckEffectOrder(const HloSchedule& schedule) {
  for (const HloComputation* computation : schedule.computations()) {
    absl::StatusOr<std::vector<HloInstruction*>> post_order =
        computation->MakeInstructionPostOrderOrError();
    if (!post_order.ok()) return post_order.status();
    std::vector<const HloInstruction*> expected =
        OrderedEffects(std::vector<const HloInstruction*>(post_order->begin(), post_order->end()));
    std::vector<const HloInstruction*> actual = OrderedEffects(schedule.sequence(computation));
    for (size_t i = 0; i < expected.size() && i < actual.size(); ++i) {
      if (expected[i] != actual[i]) {
        return absl::InternalError(absl::StrCat(
            "the schedule of ", computation->name(), " runs ", actual[i]->name(), " where ",
            expected[i]->name(), " must run: instructions with side effects or collectives "
            "must keep the interpreter's (post) order"));
      }
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<HloSchedule> ScheduleModule(const HloModule& module) {
  HloSchedule schedule(&module);
  for (const HloComputation* computation : SequentialComputations(module)) {
    absl::StatusOr<std::vector<HloInstruction*>> order =
        computation->MakeInstructionPostOrderOrError();
    if (!order.ok()) return order.status();
    schedule.set_sequence(computation,
                          std::vector<const HloInstruction*>(order->begin(), order->end()));
  }
  absl::Status valid = schedule.Verify();
  if (!valid.ok()) return valid;
  absl::Status effects = CheckEffectOrder(schedule);
  if (!effects.ok()) return effects;
  return schedule;
}

}  // namespace xla
