#include "axle/passes/analysis/hlo_scheduler.h"

namespace xla {

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
  return schedule;
}

}  // namespace xla
