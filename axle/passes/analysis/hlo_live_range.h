// Live ranges over the flattened schedule: the entry's sequence with every
// while, conditional and call expanded in place, so that each scheduled
// instruction of the module gets one time.
//
//   while W at time t:   t (W reads its init) | cond begin, cond..., cond end |
//                        body begin, body..., body end | W end
//   conditional C at t:  t (C reads its index) | branch 0 | branch 1 | ... | C end
//   call at t:           t | callee | call end
//
// A computation's begin marker defines its while-state parameter values; its
// end marker reads its root. A while's results are defined at "W end", a
// conditional's or call's at its end marker.
//
// A value lives from its definition to its last read. A read inside a while
// loop of a value defined before the loop counts as a read at the loop's end
// (the next iteration reads it again). Reads inside a conditional branch are
// not extended: only one branch runs, so a value read only by an earlier
// branch is dead while a later branch runs. Entry results live to the end.
// A while's condition-parameter value lives until the body begins (the body
// reads the same bytes); the body-parameter value until its last read, after
// which the bytes may hold other values until the body's root leaf is there.
#ifndef AXLE_PASSES_ANALYSIS_HLO_LIVE_RANGE_H_
#define AXLE_PASSES_ANALYSIS_HLO_LIVE_RANGE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/passes/analysis/hlo_schedule.h"

namespace xla {

struct TimeInterval {
  int64_t start = 0;
  int64_t end = 0;  // inclusive
  bool Overlaps(const TimeInterval& other) const {
    return start <= other.end && other.start <= end;
  }
};

class HloLiveRange {
 public:
  // One step of the flattened schedule.
  struct Step {
    enum class Kind { kInstruction, kBegin, kEnd, kControlFlowEnd };
    Kind kind;
    const HloInstruction* instruction = nullptr;  // kInstruction, kControlFlowEnd
    const HloComputation* computation = nullptr;  // kBegin, kEnd
  };

  static absl::StatusOr<std::unique_ptr<HloLiveRange>> Run(const HloSchedule& schedule,
                                                           const HloDataflowAnalysis& dataflow);

  const HloDataflowAnalysis& dataflow() const { return dataflow_; }
  const std::vector<Step>& steps() const { return steps_; }
  int64_t end_time() const { return static_cast<int64_t>(steps_.size()) - 1; }

  // An instruction's time (a control-flow instruction's start).
  int64_t time(const HloInstruction* instruction) const { return times_.at(instruction); }
  // [begin marker, end marker] of a sequential computation.
  TimeInterval computation_span(const HloComputation* computation) const {
    return spans_.at(computation);
  }
  // [start, end marker] of a while, conditional or call.
  TimeInterval control_flow_span(const HloInstruction* instruction) const;

  int64_t definition_time(const HloValue& value) const;
  int64_t use_time(const HloUse& use) const;
  const TimeInterval& range(const HloValue& value) const { return ranges_[value.id()]; }

  std::string StepName(int64_t time) const;
  std::string ToString() const;  // the flattened schedule, then every value's range

 private:
  HloLiveRange(const HloSchedule& schedule, const HloDataflowAnalysis& dataflow)
      : schedule_(schedule), dataflow_(dataflow) {}
  absl::Status Flatten();
  void ComputeRanges();

  const HloSchedule& schedule_;
  const HloDataflowAnalysis& dataflow_;
  std::vector<Step> steps_;
  absl::flat_hash_map<const HloInstruction*, int64_t> times_;
  absl::flat_hash_map<const HloInstruction*, int64_t> control_flow_ends_;
  absl::flat_hash_map<const HloComputation*, TimeInterval> spans_;
  std::vector<TimeInterval> ranges_;
};

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_HLO_LIVE_RANGE_H_
