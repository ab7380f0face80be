// StochasticConvertDecomposer ("stochastic-convert-decomposer", XLA's name):
// stochastic-convert(x, random) to an integer type in element-wise ops:
//   whole = floor(|x|); threshold = convert((|x| - whole) * 2^bits, random type)
//   rounded = whole + (random < threshold); result = x < 0 ? -rounded : rounded
// then NaN -> 0 and values at or beyond the type's range -> its min/max.
// f16/bf16 compute in f32 (2^16 is not finite in f16); every step is exact,
// so the values equal the interpreter's.
#ifndef AXLE_PASSES_STOCHASTIC_CONVERT_DECOMPOSER_H_
#define AXLE_PASSES_STOCHASTIC_CONVERT_DECOMPOSER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class StochasticConvertDecomposer : public HloPass {
 public:
  absl::string_view name() const override { return "stochastic-convert-decomposer"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_STOCHASTIC_CONVERT_DECOMPOSER_H_
