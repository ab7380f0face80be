// tuple-simplifier (TupleSimplifier): removes tuples that are taken apart at
// once and tuples that rebuild what they take apart.
//
//   get-tuple-element(tuple(%a, %b), index=1)                      ->  %b
//   tuple(get-tuple-element(%x, index=0), get-tuple-element(%x, index=1))
//                                    ->  %x   (when %x has exactly those two
//                                              elements: the same shape)
//
// Nested tuples simplify in one run: operands are visited before users. The
// replaced instruction is removed; operands it leaves dead are for dce.
#ifndef AXLE_PASSES_TUPLE_SIMPLIFIER_H_
#define AXLE_PASSES_TUPLE_SIMPLIFIER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class TupleSimplifier : public HloPass {
 public:
  absl::string_view name() const override { return "tuple-simplifier"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_TUPLE_SIMPLIFIER_H_
