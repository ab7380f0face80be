// ConvCanonicalization ("convolution-canonicalization", as XLA's CPU
// backend): every convolution gets the dimension numbers backends and
// oneDNN-style libraries implement, by transposing around it:
//   input  [batch, spatial..., feature]          (b01f / NHWC)
//   kernel [spatial..., input feature, output feature]   (01io / HWIO)
//   output [batch, spatial..., feature]          (b01f)
//   convolution(x, k), dim_labels=bf01_oi01->bf01
//   -> transpose(convolution(transpose(x), transpose(k)),
//                dim_labels=b01f_01io->b01f)
// Spatial dimensions keep the order the dimension numbers list them in (the
// window's order). Window, feature and batch group counts, precision and the
// result element type are unchanged. Exact: the interpreter sums over window
// positions (row-major, window order) and then input features, whatever the
// layout of the operands.
// Pointwise (1x1, stride 1, unpadded, ungrouped) f32/f64 convolutions become
// canonical dots instead, between reshapes that need no copy for NHWC and
// NCHW inputs: [batch * pixels, in] x [in, out], or [out, in] x [in, pixels]
// per image (the kernel broadcast over several images); the backends'
// library GEMM then runs them with no transposes of the data.
// Convolutions with dynamic dimensions are left alone.
#ifndef AXLE_PASSES_CONVOLUTION_CANONICALIZATION_H_
#define AXLE_PASSES_CONVOLUTION_CANONICALIZATION_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class ConvCanonicalization : public HloPass {
 public:
  absl::string_view name() const override { return "convolution-canonicalization"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_CONVOLUTION_CANONICALIZATION_H_
