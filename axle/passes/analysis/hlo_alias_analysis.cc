#include "axle/passes/analysis/hlo_alias_analysis.h"

#include "absl/strings/str_cat.h"

namespace xla {

HloAliasAnalysis::HloAliasAnalysis(const HloDataflowAnalysis& dataflow) : dataflow_(dataflow) {
  group_of_.assign(dataflow.values().size(), -1);
  auto add_group = [&](std::vector<const HloValue*> group) {
    for (const HloValue* value : group) group_of_[value->id()] = groups_.size();
    groups_.push_back(std::move(group));
  };
  for (const auto& value : dataflow.values()) {
    if (group_of_[value->id()] >= 0) continue;
    const HloInstruction* defining = value->instruction();
    if (value->kind() == HloValue::Kind::kWhileState) {
      const HloInstruction* loop = defining->opcode() == HloOpcode::kWhile
                                       ? defining
                                       : dataflow.CallSite(defining->parent());
      add_group(dataflow.WhileStateValues(loop, value->index()));
    } else {
      add_group({value.get()});
    }
  }
}

namespace {

// (phi at a leaf of `phis`, value at the same leaf of `source`) for every leaf.
std::vector<HloAliasAnalysis::MayAlias> LeafPairs(const HloDataflowAnalysis& dataflow,
                                                  const HloInstruction* phis,
                                                  const HloInstruction* source) {
  std::vector<HloAliasAnalysis::MayAlias> pairs;
  for (const auto& [index, input] : dataflow.ValuesAt(source)) {
    if (const HloValue* phi = dataflow.GetValueOrNull(phis, index)) {
      pairs.push_back({phi, input, HloPosition{source, index}});
    }
  }
  return pairs;
}

}  // namespace

std::vector<HloAliasAnalysis::MayAlias> HloAliasAnalysis::InitAliases(
    const HloInstruction* while_instruction) const {
  return LeafPairs(dataflow_, while_instruction, while_instruction->operand(0));
}

std::vector<HloAliasAnalysis::MayAlias> HloAliasAnalysis::RootAliases(
    const HloComputation* computation) const {
  const HloInstruction* site = dataflow_.CallSite(computation);
  if (site == nullptr ||
      (site->opcode() == HloOpcode::kWhile && computation != site->while_body())) {
    return {};
  }
  return LeafPairs(dataflow_, site, computation->root_instruction());
}

std::string HloAliasAnalysis::ToString() const {
  std::string out;
  for (const auto& group : groups_) {
    if (group.size() < 2) continue;
    absl::StrAppend(&out, "must share:");
    for (const HloValue* value : group) absl::StrAppend(&out, " ", value->ToString());
    absl::StrAppend(&out, "\n");
  }
  return out;
}

}  // namespace xla
