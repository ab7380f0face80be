// Which values share bytes, before buffer assignment decides anything:
//   must  a while leaf's condition parameter, body parameter and result are
//         one buffer (the loop state: the code generator reads and writes
//         the state in one place);
//   may   a phi and the values it is filled from: a while state and its init
//         and body-root leaf, a conditional's result and each branch's root
//         leaf, a call's result and the callee's root leaf. When they share
//         bytes the fill is free; otherwise the code generator copies.
// Buffer assignment starts from the must-groups and merges the may-pairs
// whose live ranges allow it (copy insertion makes that possible).
#ifndef AXLE_PASSES_ANALYSIS_HLO_ALIAS_ANALYSIS_H_
#define AXLE_PASSES_ANALYSIS_HLO_ALIAS_ANALYSIS_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "axle/passes/analysis/hlo_dataflow_analysis.h"

namespace xla {

class HloAliasAnalysis {
 public:
  explicit HloAliasAnalysis(const HloDataflowAnalysis& dataflow);

  const HloDataflowAnalysis& dataflow() const { return dataflow_; }
  // The must-share groups; every value is in exactly one (most alone).
  const std::vector<std::vector<const HloValue*>>& groups() const { return groups_; }
  int64_t group_of(const HloValue& value) const { return group_of_[value.id()]; }

  // A phi (any value of a must-group stands for the whole group) and one
  // value it is filled from.
  struct MayAlias {
    const HloValue* phi;
    const HloValue* input;
    HloPosition input_position;  // where the phi reads it (its bytes' shape there)
  };
  // A while's init leaves with its state, in leaf order.
  std::vector<MayAlias> InitAliases(const HloInstruction* while_instruction) const;
  // The root leaves of a while body, conditional branch or call target with
  // the phi they fill; none for other computations.
  std::vector<MayAlias> RootAliases(const HloComputation* computation) const;

  std::string ToString() const;

 private:
  const HloDataflowAnalysis& dataflow_;
  std::vector<std::vector<const HloValue*>> groups_;
  std::vector<int64_t> group_of_;
};

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_HLO_ALIAS_ANALYSIS_H_
