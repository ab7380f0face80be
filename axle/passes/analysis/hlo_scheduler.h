// The scheduler: a sequential order for every computation that runs as a
// sequence (see hlo_schedule.h).
//
// Effects run in the interpreter's order. The interpreter runs a computation
// in MakeInstructionPostOrder order, and what some instructions observe
// depends on the order they run in: rng draws from the run's one stream,
// infeed/outfeed/send/recv move values through FIFO queues, collectives
// rendezvous with other replicas (reordering them against a send/recv can
// deadlock). So every schedule keeps the instructions with an ordered effect
// (HasOrderedEffect: those, and while/conditional/call... whose callees
// have one) in their relative post order; everything else may move.
// ScheduleModule checks this (CheckEffectOrder) before returning, so a
// scheduler that breaks it fails instead of silently changing results.
#ifndef AXLE_PASSES_ANALYSIS_HLO_SCHEDULER_H_
#define AXLE_PASSES_ANALYSIS_HLO_SCHEDULER_H_

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/analysis/hlo_schedule.h"

namespace xla {

// Orders every sequential computation of `module` (operands and control
// predecessors first; instructions with ordered effects (HasOrderedEffect)
// in their post-order order), greedily running the ready instruction that
// frees the most bytes net of those it defines; deterministic. Fails only on
// a cycle.
absl::StatusOr<HloSchedule> ScheduleModule(const HloModule& module);

// True when `instruction` has a side effect or is a collective, itself or in
// a computation it calls.
bool HasOrderedEffect(const HloInstruction& instruction);

// OK when every scheduled computation runs its HasOrderedEffect
// instructions in their MakeInstructionPostOrder order; else an error naming
// the first pair out of order.
absl::Status CheckEffectOrder(const HloSchedule& schedule);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_HLO_SCHEDULER_H_
