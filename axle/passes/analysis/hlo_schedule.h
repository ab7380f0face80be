// HloSchedule: the order instructions run in, for every computation that runs
// as a sequence of instructions (the entry, while conditions and bodies,
// conditional branches, called computations). Fused computations and the
// scalar computations of reduce/map/sort/scatter... are not sequenced: their
// caller's code generator handles them whole.
#ifndef AXLE_PASSES_ANALYSIS_HLO_SCHEDULE_H_
#define AXLE_PASSES_ANALYSIS_HLO_SCHEDULE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

class HloSchedule {
 public:
  explicit HloSchedule(const HloModule* module) : module_(module) {}

  const HloModule& module() const { return *module_; }

  bool is_computation_scheduled(const HloComputation* computation) const {
    return sequences_.contains(computation);
  }
  // The order of `computation`'s instructions (every instruction of it, each once).
  const std::vector<const HloInstruction*>& sequence(const HloComputation* computation) const;
  void set_sequence(const HloComputation* computation,
                    std::vector<const HloInstruction*> sequence);
  // The scheduled computations, callees before callers (the entry last).
  const std::vector<const HloComputation*>& computations() const { return order_; }

  // OK when every scheduled computation's sequence holds each of its
  // instructions exactly once, operands and control predecessors first.
  absl::Status Verify() const;

  // One line per computation: its name and instruction names in order.
  std::string ToString() const;

 private:
  const HloModule* module_;
  absl::flat_hash_map<const HloComputation*, std::vector<const HloInstruction*>> sequences_;
  std::vector<const HloComputation*> order_;
};

// The computations of `module` that run as sequences (see above), callees
// before callers, the entry last.
std::vector<const HloComputation*> SequentialComputations(const HloModule& module);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_HLO_SCHEDULE_H_
