// BatchNormExpander ("batchnorm-expander"): batch-norm-training,
// batch-norm-inference and batch-norm-grad become reduce, broadcast and
// element-wise arithmetic, computing exactly what the interpreter computes
// (eval/numeric_ops_batchnorm.cc), operation for operation:
//   C = f32 for f16/bf16/f32 operands (converted in, results converted out
//   once), f64 for f64; m = elements per feature; sums are reduce(add) over
//   every dimension but the feature one, which folds in the same row-major
//   order as the interpreter's per-feature sums.
//   training:  mean = sum(x) / m;  var = sum((x - mean)^2) / m
//              y = scale * (x - mean) / sqrt(var + eps) + offset
//              -> tuple(y, mean, var)
//   inference: y as above with the given mean and var
//   grad:      xc = x - mean;  grad_offset = sum(dy);  s = sum(dy * xc)
//              grad_scale = s / sqrt(var + eps)
//              grad_x = scale / sqrt(var + eps) *
//                       ((dy - grad_offset / m) - s / (var + eps) / m * xc)
//              -> tuple(grad_x, grad_scale, grad_offset)
// Per-feature values are computed once on [F] and broadcast. The results
// are bit-identical to the interpreter's (no reassociation; this needs the
// build not to contract a * b + c into fma, which GCC does not do without
// -mfma). Zero elements give NaN statistics, as in the interpreter.
// The expansion can create zero-element instructions, so zero-sized HLO
// simplification belongs after this pass.
#ifndef AXLE_PASSES_BATCHNORM_EXPANDER_H_
#define AXLE_PASSES_BATCHNORM_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class BatchNormExpander : public HloPass {
 public:
  absl::string_view name() const override { return "batchnorm-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_BATCHNORM_EXPANDER_H_
