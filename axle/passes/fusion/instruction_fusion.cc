#include "axle/passes/fusion/instruction_fusion.h"

#include <algorithm>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

constexpr int kNoGroup = -1;

// A fusion in the making: its root and every instruction cloned into it.
struct Group {
  HloInstruction* root;
  std::vector<HloInstruction*> members;  // in the order they joined: users first
  // Members whose elements the fusion may compute several times per element
  // of its result (some path to the root goes through a reusing read).
  absl::flat_hash_set<const HloInstruction*> reused;
};

// Where an instruction ends up: kept in the computation (`materialized`,
// possibly as the root of its own group) and/or cloned into groups.
struct Placement {
  bool materialized = false;
  int own_group = kNoGroup;
  std::vector<int> fused_into;
};

// Decides every fusion of one computation in a single walk, users before
// operands, so that when an instruction is placed every copy of each of its
// users is already placed. A group's inputs are then always instructions
// that are ancestors of its root, so no decision can create a cycle.
class FusionPlanner {
 public:
  FusionPlanner(const FusionOptions& options, std::vector<HloInstruction*> post_order)
      : options_(options), post_order_(std::move(post_order)) {}

  void Plan() {
    // Values with one element per row of a row reduction (the reduction and
    // element-wise ops on its result): broadcast back along the rows, they
    // are computed once per row where the reduction fuses into its
    // consumers (ReadsRowReductionPerRow), so that broadcast is no reuse.
    absl::flat_hash_set<const HloInstruction*> row_values;
    for (const HloInstruction* instruction : post_order_) {
      bool row_value = IsRowReduction(*instruction);
      for (const HloInstruction* operand : instruction->operands()) {
        row_value |= instruction->IsElementwise() && row_values.contains(operand) &&
                     ShapeUtil::SameDimensions(instruction->shape(), operand->shape());
      }
      if (row_value) row_values.insert(instruction);
    }
    for (const HloInstruction* user : post_order_) {
      for (int64_t i = 0; i < user->operand_count(); ++i) {
        const HloInstruction* operand = user->operand(i);
        if (row_values.contains(operand) && IsBroadcastAlongRows(*user)) continue;
        if (ReusesOperandElements(*user, i)) reusing_reads_.insert({operand, user});
      }
    }
    for (auto it = post_order_.rbegin(); it != post_order_.rend(); ++it) Place(*it);
  }

  // Builds the fusions, consumers' groups first (their members still read the
  // original producers), then removes what was fused away.
  absl::StatusOr<bool> Apply(HloComputation* computation) {
    absl::flat_hash_set<const HloInstruction*> fused_away;
    for (const Group& group : groups_) {
      if (group.members.size() < 2) continue;
      std::vector<HloInstruction*> members(group.members.rbegin(), group.members.rend());
      ASSIGN_OR_RETURN(HloInstruction * fusion,
                       CreateFusion(computation, members, {group.root},
                                    FusionKindForRoot(*group.root)));
      RETURN_IF_ERROR(ReplaceOutputsWithFusion(fusion, {group.root}));
      for (const HloInstruction* member : group.members) {
        if (member == group.root || !placements_.at(member).materialized) {
          fused_away.insert(member);
        }
      }
    }
    for (auto it = post_order_.rbegin(); it != post_order_.rend(); ++it) {
      if (fused_away.contains(*it)) RETURN_IF_ERROR(computation->RemoveInstruction(*it));
    }
    return !fused_away.empty();
  }

 private:
  // A group holding a copy of a user, whether this instruction may join it,
  // and whether it would be read several times per element there.
  struct Candidate {
    int group;
    bool ok;
    bool reused;
  };

  void Place(HloInstruction* instruction) {
    if (!IsFusibleProducer(*instruction, options_)) {
      if (JoinAsRowReduction(instruction)) return;
      return Materialize(instruction);
    }
    std::vector<Candidate> candidates;
    absl::flat_hash_map<int, size_t> candidate_of_group;  // index in `candidates`
    bool outside = instruction->IsRoot();  // some use stays out of every group
    bool expensive = IsExpensiveForFusion(*instruction);
    for (HloInstruction* user : instruction->users()) {
      bool reused_by_user = reusing_reads_.contains({instruction, user});
      auto consider = [&](int group) {
        bool reused = reused_by_user || groups_[group].reused.contains(user);
        bool ok = !(expensive && reused) &&
                  static_cast<int64_t>(groups_[group].members.size()) < options_.max_fusion_size;
        auto [found, added] = candidate_of_group.emplace(group, candidates.size());
        if (added) {
          candidates.push_back({group, ok, reused});
        } else {
          candidates[found->second].ok &= ok;
          candidates[found->second].reused |= reused;
        }
      };
      const Placement& placement = placements_.at(user);
      for (int group : placement.fused_into) consider(group);
      if (placement.materialized) {
        if (placement.own_group != kNoGroup) {
          consider(placement.own_group);
        } else {
          outside = true;
        }
      }
    }
    std::vector<Candidate> accepted;
    for (const Candidate& candidate : candidates) {
      if (candidate.ok) {
        accepted.push_back(candidate);
      } else {
        outside = true;
      }
    }
    if (accepted.size() == 1 && !outside) return Join(instruction, accepted.front());
    if (accepted.empty() || !MayDuplicate(*instruction)) return Materialize(instruction);
    for (const Candidate& candidate : accepted) Join(instruction, candidate);
    if (outside) Materialize(instruction);
  }

  // A row reduction all of whose uses are in one group that reads it only
  // per row joins that group (XLA's softmax / layer-norm fusions): the
  // backend computes it once per row of the group's loop, so it is not
  // marked reused.
  bool JoinAsRowReduction(HloInstruction* reduce) {
    if (!IsRowReduction(*reduce) || reduce->IsRoot() || reduce->users().empty()) return false;
    int group = kNoGroup;
    for (const HloInstruction* user : reduce->users()) {
      const Placement& placement = placements_.at(user);
      std::vector<int> groups = placement.fused_into;
      if (placement.materialized) groups.push_back(placement.own_group);
      for (int g : groups) {
        if (g == kNoGroup || (group != kNoGroup && g != group)) return false;
        group = g;
      }
    }
    if (group == kNoGroup ||
        static_cast<int64_t>(groups_[group].members.size()) >= options_.max_fusion_size ||
        !ReadsRowReductionPerRow(*reduce, groups_[group].root)) {
      return false;
    }
    Join(reduce, Candidate{group, true, false});
    return true;
  }

  void Materialize(HloInstruction* instruction) {
    Placement& placement = placements_[instruction];
    placement.materialized = true;
    if (IsFusibleRoot(*instruction, options_)) {
      placement.own_group = static_cast<int>(groups_.size());
      groups_.push_back(Group{instruction, {instruction}, {}});
    }
  }

  void Join(HloInstruction* instruction, const Candidate& candidate) {
    Group& group = groups_[candidate.group];
    group.members.push_back(instruction);
    if (candidate.reused) group.reused.insert(instruction);
    placements_[instruction].fused_into.push_back(candidate.group);
  }

  const FusionOptions& options_;
  std::vector<HloInstruction*> post_order_;
  // (operand, user) pairs where the user may read an element of that operand
  // several times per element of its result; found once, not per user of
  // each instruction (a wide tuple has thousands of operands).
  absl::flat_hash_set<std::pair<const HloInstruction*, const HloInstruction*>> reusing_reads_;
  absl::flat_hash_map<const HloInstruction*, Placement> placements_;
  std::vector<Group> groups_;
};

}  // namespace

absl::StatusOr<bool> CpuInstructionFusion::Run(HloModule* module) {
  bool changed = false;
  for (HloComputation* computation : FusionTargetComputations(*module)) {
    ASSIGN_OR_RETURN(std::vector<HloInstruction*> post_order,
                     computation->MakeInstructionPostOrderOrError());
    FusionPlanner planner(options_, std::move(post_order));
    planner.Plan();
    ASSIGN_OR_RETURN(bool fused, planner.Apply(computation));
    changed |= fused;
  }
  return changed;
}

}  // namespace xla
