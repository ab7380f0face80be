// multi-output-fusion: fusions that read the same data, or where one feeds
// another that cannot take it as a single-output fusion, become one fusion
// with a tuple root; their users read get-tuple-element.
//
//   %m = f32[R] reduce(%x, ...)          %f = (f32[R], f32[R]) fusion(%x, ...), kind=kInput
//   %s = f32[R] reduce(%x, ...)    ->    %m = f32[R] get-tuple-element(%f), index=0
//                                        %s = f32[R] get-tuple-element(%f), index=1
//
// Two kinds of merge, both only between fusions (kLoop/kInput) or unfused
// fusion roots with the same iteration space (README.md, "Loop space"), and
// only when the merged fusion has no path to itself:
// - siblings: both read an operand of at least
//   FusionOptions::min_shared_operand_bytes, which is then read once;
// - producer-consumer: a loop fusion (or fusible instruction) whose result is
//   read element by element by a consumer fusion and also used elsewhere is
//   fused into that consumer and becomes one more output (softmax's exp feeds
//   the sum reduction and the division).
// Run after instruction-fusion.
#ifndef AXLE_PASSES_FUSION_MULTI_OUTPUT_FUSION_H_
#define AXLE_PASSES_FUSION_MULTI_OUTPUT_FUSION_H_

#include "axle/passes/fusion/fusion_utils.h"
#include "axle/passes/hlo_pass.h"

namespace xla {

class CpuMultiOutputFusion : public HloPass {
 public:
  explicit CpuMultiOutputFusion(FusionOptions options = {}) : options_(options) {}
  absl::string_view name() const override { return "multi-output-fusion"; }
  absl::StatusOr<bool> Run(HloModule* module) override;

 private:
  FusionOptions options_;
};

}  // namespace xla

#endif  // AXLE_PASSES_FUSION_MULTI_OUTPUT_FUSION_H_
