#include "axle/passes/fusion/dot_epilogue_fusion.h"

#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// The epilogue a dot may join: its only user, a single-output kLoop fusion
// or an element-wise instruction over the dot's dimensions that reads the
// dot at the loop index only. The backend applies the epilogue over the
// product in place, so no reduce may read the product (softmax after a dot).
HloInstruction* EpilogueOf(const HloInstruction& dot, const FusionOptions& options) {
  if (dot.opcode() != HloOpcode::kDot || !dot.shape().IsArray() || !dot.shape().is_static() ||
      !CanLiveInFusion(dot) || dot.user_count() != 1 || dot.IsRoot()) {
    return nullptr;
  }
  HloInstruction* user = dot.users().front();
  // The shape checks first: CanLiveInFusion walks the user's operands, and
  // the user may be a root tuple of every live value (one walk per dot).
  if (!user->shape().IsArray() || !ShapeUtil::SameDimensions(user->shape(), dot.shape()) ||
      !CanLiveInFusion(*user)) {
    return nullptr;
  }
  bool loop = user->opcode() == HloOpcode::kFusion
                  ? user->attributes().fusion_kind == FusionKind::kLoop
                  : user->IsElementwise() && IsFusibleRoot(*user, options);
  if (!loop || FusedSize(*user) + 1 > options.max_fusion_size ||
      !ReadsOnlyAtLoopIndex(*user, dot, ReduceReads::kForbidden)) {
    return nullptr;
  }
  return user;
}

absl::StatusOr<bool> FuseEpilogues(HloComputation* computation, const FusionOptions& options) {
  // Dots first: merging removes epilogues, never another dot.
  std::vector<HloInstruction*> dots;
  for (HloInstruction* instruction : computation->instructions()) {
    if (instruction->opcode() == HloOpcode::kDot) dots.push_back(instruction);
  }
  bool changed = false;
  for (HloInstruction* dot : dots) {
    HloInstruction* epilogue = EpilogueOf(*dot, options);
    if (epilogue == nullptr) continue;
    ASSIGN_OR_RETURN(HloInstruction * fusion,
                     CreateFusion(computation, {dot, epilogue}, {epilogue}, FusionKind::kOutput));
    RETURN_IF_ERROR(ReplaceOutputsWithFusion(fusion, {epilogue}));
    RETURN_IF_ERROR(computation->RemoveInstruction(epilogue));
    RETURN_IF_ERROR(computation->RemoveInstruction(dot));
    changed = true;
  }
  return changed;
}

}  // namespace

absl::StatusOr<bool> CpuDotEpilogueFusion::Run(HloModule* module) {
  bool changed = false;
  for (HloComputation* computation : FusionTargetComputations(*module)) {
    ASSIGN_OR_RETURN(bool fused, FuseEpilogues(computation, options_));
    changed |= fused;
  }
  // The epilogues' old fused computations are no longer called.
  if (changed) module->RemoveUnusedComputations();
  return changed;
}

}  // namespace xla
