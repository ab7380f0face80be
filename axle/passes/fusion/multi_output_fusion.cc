#include "axle/passes/fusion/multi_output_fusion.h"

#include <optional>

#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/instruction_reachability.h"
#include "axle/passes/side_effect_analysis.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Rounds of merging per computation; each round may enable more merges, and
// the loop ends early when a round merges nothing.
constexpr int kMaxRounds = 16;
// Sibling pairs tried per shared operand: bounds the reachability checks on
// an operand read by hundreds of instructions.
constexpr int kMaxSiblingPairs = 256;

// The loop nest a fusion runs: over `dimensions` (a reduce root's input, or
// the result), reducing `reduced` when a root is a reduce. Outputs of one
// multi-output fusion share it, so the backend emits one loop nest.
struct LoopSpace {
  std::vector<int64_t> dimensions;
  std::optional<std::vector<int64_t>> reduced;
};

std::optional<LoopSpace> RootLoopSpace(const HloInstruction& root) {
  if (!root.shape().IsArray()) return std::nullopt;  // variadic reduce
  auto dimensions_of = [](const HloInstruction& instruction) {
    absl::Span<const int64_t> dimensions = instruction.shape().dimensions();
    return std::vector<int64_t>(dimensions.begin(), dimensions.end());
  };
  switch (root.opcode()) {
    case HloOpcode::kReduce:
      return LoopSpace{dimensions_of(*root.operand(0)), root.dimensions()};
    case HloOpcode::kReduceWindow:
      return std::nullopt;
    default:
      return LoopSpace{dimensions_of(root), std::nullopt};
  }
}

// The loop space of a and b merged, if they have one. Unless `mixed_shapes`,
// reduce roots only merge with reduce roots, so all outputs have one shape.
std::optional<LoopSpace> Combine(std::optional<LoopSpace> a, const std::optional<LoopSpace>& b,
                                 bool mixed_shapes) {
  if (!a || !b || a->dimensions != b->dimensions) return std::nullopt;
  if (a->reduced && b->reduced && *a->reduced != *b->reduced) return std::nullopt;
  if (!mixed_shapes && a->reduced.has_value() != b->reduced.has_value()) return std::nullopt;
  if (!a->reduced) a->reduced = b->reduced;
  return a;
}

// Merges fusions of one computation. Merged instructions are only marked
// dead during a round (so pointers held by the round stay valid) and removed
// at its end, in the order they died.
class MultiOutputFuser {
 public:
  MultiOutputFuser(HloComputation* computation, const FusionOptions& options,
                   const SideEffectAnalysis& side_effects)
      : computation_(computation), options_(options), side_effects_(side_effects) {}

  absl::StatusOr<bool> Run() {
    bool changed = false;
    for (int round = 0; round < kMaxRounds; ++round) {
      ASSIGN_OR_RETURN(bool merged, RunRound());
      if (!merged) break;
      changed = true;
    }
    return changed;
  }

 private:
  absl::StatusOr<bool> RunRound() {
    ASSIGN_OR_RETURN(std::vector<HloInstruction*> order,
                     computation_->MakeInstructionPostOrderOrError());
    // Fresh per round: the round's end frees instructions whose addresses
    // new ones may reuse.
    reachability_.emplace(computation_);
    bool merged = false;
    for (HloInstruction* instruction : order) {
      if (dead_.contains(instruction)) continue;
      ASSIGN_OR_RETURN(bool into_consumer, FuseIntoConsumer(instruction));
      ASSIGN_OR_RETURN(bool siblings, FuseSiblingsReading(instruction));
      merged |= into_consumer || siblings;
    }
    for (HloInstruction* instruction : dead_order_) {
      RETURN_IF_ERROR(computation_->RemoveInstruction(instruction));
    }
    dead_.clear();
    dead_order_.clear();
    return merged;
  }

  std::vector<HloInstruction*> LiveUsers(const HloInstruction& instruction) const {
    std::vector<HloInstruction*> users;
    for (HloInstruction* user : instruction.users()) {
      if (!dead_.contains(user)) users.push_back(user);
    }
    return users;
  }

  // The loop space of an instruction that may take part in a merge: a
  // kLoop/kInput fusion (a multi-output one read only through
  // get-tuple-element) or an unfused fusion root with operands.
  std::optional<LoopSpace> CandidateSpace(const HloInstruction& instruction) const {
    if (dead_.contains(&instruction) || side_effects_.HasSideEffect(instruction) ||
        !instruction.control_predecessors().empty() ||
        !instruction.control_successors().empty()) {
      return std::nullopt;
    }
    if (instruction.opcode() != HloOpcode::kFusion) {
      if (instruction.operand_count() == 0 || !IsFusibleRoot(instruction, options_)) {
        return std::nullopt;
      }
      return RootLoopSpace(instruction);
    }
    FusionKind kind = instruction.attributes().fusion_kind;
    if (kind != FusionKind::kLoop && kind != FusionKind::kInput) return std::nullopt;
    if (instruction.shape().IsTuple()) {
      for (const HloInstruction* user : LiveUsers(instruction)) {
        if (user->opcode() != HloOpcode::kGetTupleElement) return std::nullopt;
      }
      if (instruction.IsRoot()) return std::nullopt;
    }
    std::vector<const HloInstruction*> roots = FusionRoots(instruction);
    std::optional<LoopSpace> space = RootLoopSpace(*roots.front());
    for (const HloInstruction* root : roots) {
      space = Combine(space, RootLoopSpace(*root), /*mixed_shapes=*/true);
    }
    return space;
  }

  // A loop fusion or fusible instruction `producer` used by several
  // instructions goes into the first consumer fusion that reads it element
  // by element over the same loop space, without creating a cycle.
  absl::StatusOr<bool> FuseIntoConsumer(HloInstruction* producer) {
    if (!producer->shape().IsArray()) return false;
    std::optional<LoopSpace> space = CandidateSpace(*producer);
    if (!space || space->reduced) return false;
    std::vector<HloInstruction*> users = LiveUsers(*producer);
    if (users.size() < 2) return false;
    for (HloInstruction* consumer : users) {
      std::optional<LoopSpace> merged =
          Combine(space, CandidateSpace(*consumer), options_.multi_output_mixed_shapes);
      if (!merged || !ReadsOnlyAtLoopIndex(*consumer, *producer) ||
          FusedSize(*producer) + FusedSize(*consumer) > options_.max_fusion_size) {
        continue;
      }
      // The merged fusion would read the consumer's other operands: none may
      // depend on the producer.
      bool cycle = false;
      for (const HloInstruction* operand : consumer->operands()) {
        if (cycle || operand == producer) continue;
        ASSIGN_OR_RETURN(cycle, reachability_->Reaches(producer, operand));
      }
      if (cycle) continue;
      ASSIGN_OR_RETURN(bool done, Merge(producer, consumer, *merged));
      if (done) return true;
    }
    return false;
  }

  // Users of a large `operand` with the same loop space merge pairwise.
  absl::StatusOr<bool> FuseSiblingsReading(HloInstruction* operand) {
    if (!operand->shape().IsArray() ||
        ShapeUtil::ByteSizeOfElements(operand->shape()) < options_.min_shared_operand_bytes) {
      return false;
    }
    std::vector<HloInstruction*> candidates;
    for (HloInstruction* user : LiveUsers(*operand)) {
      if (CandidateSpace(*user)) candidates.push_back(user);
    }
    bool merged = false;
    int pairs = 0;
    for (size_t i = 0; i < candidates.size(); ++i) {
      for (size_t j = i + 1; j < candidates.size() && pairs < kMaxSiblingPairs; ++pairs) {
        HloInstruction* a = candidates[i];
        HloInstruction* b = candidates[j];
        std::optional<LoopSpace> space = Combine(CandidateSpace(*a), CandidateSpace(*b),
                                                options_.multi_output_mixed_shapes);
        bool ordered = !space || FusedSize(*a) + FusedSize(*b) > options_.max_fusion_size;
        if (!ordered) {
          ASSIGN_OR_RETURN(ordered, reachability_->Reaches(a, b));
        }
        if (!ordered) {
          ASSIGN_OR_RETURN(ordered, reachability_->Reaches(b, a));
        }
        if (ordered) {
          ++j;
          continue;
        }
        ASSIGN_OR_RETURN(bool done, Merge(a, b, *space));
        if (!done) {
          ++j;
          continue;
        }
        candidates[i] = merged_;
        candidates.erase(candidates.begin() + j);
        merged = true;
      }
    }
    return merged;
  }

  // An instruction and, for a multi-output fusion, the get-tuple-elements
  // that read it: what a merge absorbs.
  std::vector<HloInstruction*> MembersFor(HloInstruction* instruction) const {
    std::vector<HloInstruction*> members = {instruction};
    if (instruction->shape().IsTuple()) {
      for (HloInstruction* user : LiveUsers(*instruction)) members.push_back(user);
    }
    return members;
  }

  // Replaces `first` and `second` (operands before users) by one fusion whose
  // outputs are the members' values still used outside; sets merged_.
  absl::StatusOr<bool> Merge(HloInstruction* first, HloInstruction* second,
                             const LoopSpace& space) {
    std::vector<HloInstruction*> members = MembersFor(first);
    for (HloInstruction* member : MembersFor(second)) members.push_back(member);
    absl::flat_hash_set<const HloInstruction*> member_set(members.begin(), members.end());
    std::vector<HloInstruction*> outputs;
    for (HloInstruction* member : members) {
      if (!member->shape().IsArray()) continue;
      bool used_outside = member->IsRoot();
      for (const HloInstruction* user : LiveUsers(*member)) {
        used_outside |= !member_set.contains(user);
      }
      if (used_outside) outputs.push_back(member);
    }
    if (outputs.empty()) return false;
    FusionKind kind = space.reduced ? FusionKind::kInput : FusionKind::kLoop;
    ASSIGN_OR_RETURN(merged_, CreateFusion(computation_, members, outputs, kind));
    RETURN_IF_ERROR(ReplaceOutputsWithFusion(merged_, outputs));
    reachability_->Place(merged_);
    for (const HloInstruction* user : merged_->users()) {
      if (user->opcode() == HloOpcode::kGetTupleElement) reachability_->Place(user);
    }
    for (auto it = members.rbegin(); it != members.rend(); ++it) {
      dead_.insert(*it);
      dead_order_.push_back(*it);
    }
    return true;
  }

  HloComputation* computation_;
  const FusionOptions& options_;
  // Asked for every candidate, often a fusion with a large fused
  // computation: each computation is scanned once, not per question.
  const SideEffectAnalysis& side_effects_;
  absl::flat_hash_set<const HloInstruction*> dead_;
  std::vector<HloInstruction*> dead_order_;
  HloInstruction* merged_ = nullptr;  // the fusion the last Merge made
  // Whether one instruction depends on another, asked per candidate pair.
  std::optional<InstructionReachability> reachability_;
};

}  // namespace

absl::StatusOr<bool> CpuMultiOutputFusion::Run(HloModule* module) {
  bool changed = false;
  // Merges create fused computations but free none until the end, so the
  // analysis' answers stay valid throughout.
  SideEffectAnalysis side_effects(*module);
  for (HloComputation* computation : FusionTargetComputations(*module)) {
    ASSIGN_OR_RETURN(bool merged, MultiOutputFuser(computation, options_, side_effects).Run());
    changed |= merged;
  }
  // The merged fusions' old fused computations are no longer called.
  if (changed) module->RemoveUnusedComputations();
  return changed;
}

}  // namespace xla
