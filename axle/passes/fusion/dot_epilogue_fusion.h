// dot-epilogue-fusion: a dot whose only user is an element-wise loop over
// the dot's result (bias add, activation, scaling) joins that loop as a
// kOutput fusion, so the backend can apply the epilogue to each tile of the
// product while it is hot (oneDNN post-ops, or a loop over the tile).
//
//   %d = f32[M,N] dot(%x, %w)                      %fusion = f32[M,N] fusion(%b, %x, %w),
//   %f = f32[M,N] fusion(%b, %d), kind=kLoop  ->       kind=kOutput, calls=%fused_computation
//
// Matched when the dot has one user, that user is a kLoop fusion with one
// output (or a single element-wise instruction), and it reads the dot only at
// its own loop index (through element-wise ops of the dot's dimensions). The
// fused computation then holds exactly one dot, whose operands are
// parameters; README.md lists what the epilogue may contain. Run after
// instruction-fusion, before multi-output-fusion (which leaves kOutput alone).
#ifndef AXLE_PASSES_FUSION_DOT_EPILOGUE_FUSION_H_
#define AXLE_PASSES_FUSION_DOT_EPILOGUE_FUSION_H_

#include "axle/passes/fusion/fusion_utils.h"
#include "axle/passes/hlo_pass.h"

namespace xla {

class CpuDotEpilogueFusion : public HloPass {
 public:
  explicit CpuDotEpilogueFusion(FusionOptions options = {}) : options_(options) {}
  absl::string_view name() const override { return "dot-epilogue-fusion"; }
  absl::StatusOr<bool> Run(HloModule* module) override;

 private:
  FusionOptions options_;
};

}  // namespace xla

#endif  // AXLE_PASSES_FUSION_DOT_EPILOGUE_FUSION_H_
