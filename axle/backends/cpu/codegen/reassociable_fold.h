// The fold step and identity of the reducers MatchReassociableReducer
// accepts (reassociable_reduction.h), as LLVM IR.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_REASSOCIABLE_FOLD_H_
#define AXLE_BACKENDS_CPU_CODEGEN_REASSOCIABLE_FOLD_H_

#include "axle/backends/cpu/codegen/reassociable_reduction.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

// One fold step acc (op) x, on scalars or vectors. An add carries the `reassoc` fast-math flag when
// `reassociate` holds, so LLVM's loop vectoriser may fold a loop of them with
// several vector accumulators (its choice is fixed per compiled kernel, never
// per thread count); maximum/minimum are llvm.maximum/llvm.minimum, which
// have XLA's NaN and -0 < +0 semantics.
llvm::Value* EmitReassociableStep(llvm::IRBuilder<>& b, ReassociableReducer reducer,
                                  llvm::Value* acc, llvm::Value* x, bool reassociate);

// The reducer's identity in `type` (float or double, scalar or vector): -0
// for add (x + -0 is x, even for x = -0), -inf for maximum, +inf for minimum.
llvm::Constant* ReassociableIdentity(ReassociableReducer reducer, llvm::Type* type);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_REASSOCIABLE_FOLD_H_
