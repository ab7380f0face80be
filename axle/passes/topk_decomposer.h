// TopkDecomposer ("topk-decomposer", XLA's name): topk becomes what it means,
// a stable sort of (values, iota indices) along the last dimension by a
// total-order compare (greater for largest, less for smallest; equal values
// keep the lower index first), then the first k of each:
//   topk(x), k, largest  ->  tuple(slice(sort(x, iota)[0]), slice(sort(...)[1]))
// The code generator then needs nothing new for topk. XLA's "TopK" custom-call
// (hlo/xla_custom_calls.h) is decomposed the same way.
#ifndef AXLE_PASSES_TOPK_DECOMPOSER_H_
#define AXLE_PASSES_TOPK_DECOMPOSER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class TopkDecomposer : public HloPass {
 public:
  absl::string_view name() const override { return "topk-decomposer"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_TOPK_DECOMPOSER_H_
