// instruction-fusion: producer-into-consumer loop fusion for the CPU backend.
//
//   %e = f32[N] exponential(%x)              %fusion = f32[N] fusion(%x, %y),
//   %a = f32[N] add(%e, %y)          ->          kind=kLoop, calls=%fused_computation
//   %r = f32[N] maximum(%a, %zero_bcast)
//
// Fusible producers (cloned into a fused computation) are the element-wise
// ops, broadcast, reshape, transpose, slice, pad, concatenate, iota,
// dynamic-slice, gather, reverse, bitcast-convert and small constants; a
// fusion's root is one of those, or a reduce / reduce-window (kind kInput).
// Dot, convolution and everything else stay outside. Rules (details and costs
// in README.md): an expensive producer is fused only where all its uses go
// (never recomputed for two fusions) and never where the fusion would read
// its elements several times (a broadcast or overlapping window anywhere on
// the way to the root); a cheap producer is cloned into every fusion that
// uses it when that adds no memory traffic; fusions hold at most
// FusionOptions::max_fusion_size instructions. Existing fusion instructions
// are left alone. Runs on the entry and the computations of while,
// conditional and call.
#ifndef AXLE_PASSES_FUSION_INSTRUCTION_FUSION_H_
#define AXLE_PASSES_FUSION_INSTRUCTION_FUSION_H_

#include "axle/passes/fusion/fusion_utils.h"
#include "axle/passes/hlo_pass.h"

namespace xla {

class CpuInstructionFusion : public HloPass {
 public:
  explicit CpuInstructionFusion(FusionOptions options = {}) : options_(options) {}
  absl::string_view name() const override { return "instruction-fusion"; }
  absl::StatusOr<bool> Run(HloModule* module) override;

 private:
  FusionOptions options_;
};

}  // namespace xla

#endif  // AXLE_PASSES_FUSION_INSTRUCTION_FUSION_H_
