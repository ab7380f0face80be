// conditional-simplifier (ConditionalSimplifier): a conditional whose branch
// is known becomes a call of that branch, which call-inliner then inlines.
//
//   conditional(pred[] constant(true), %a, %b), true_computation=%t,
//       false_computation=%f                          ->  call(%a), to_apply=%t
//   conditional(s32[] constant(7), %a, %b), branch_computations={%b0, %b1}
//                                                     ->  call(%b), to_apply=%b1
//   conditional(s32[] %i, %a), branch_computations={%only}
//                                                     ->  call(%a), to_apply=%only
//
// An index out of range takes the last branch (XLA's rule). The call keeps
// the conditional's control dependencies; branches no longer called are
// removed.
#ifndef AXLE_PASSES_CONDITIONAL_SIMPLIFIER_H_
#define AXLE_PASSES_CONDITIONAL_SIMPLIFIER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class ConditionalSimplifier : public HloPass {
 public:
  absl::string_view name() const override { return "conditional-simplifier"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_CONDITIONAL_SIMPLIFIER_H_
