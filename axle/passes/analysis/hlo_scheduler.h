// The scheduler: a sequential order for every computation that runs as a
// sequence (see hlo_schedule.h).
#ifndef AXLE_PASSES_ANALYSIS_HLO_SCHEDULER_H_
#define AXLE_PASSES_ANALYSIS_HLO_SCHEDULER_H_

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/analysis/hlo_schedule.h"

namespace xla {

// Orders every sequential computation of `module` (operands and control
// predecessors first; side-effecting instructions in their post-order
// order), greedily running the ready instruction that frees the most bytes
// net of those it defines; deterministic. Fails only on a cycle.
absl::StatusOr<HloSchedule> ScheduleModule(const HloModule& module);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_HLO_SCHEDULER_H_
