// Inline f32 transcendental functions as plain LLVM IR arithmetic (range
// reduction, then a polynomial), so that loops using them vectorise: a call
// to expf & co. keeps LLVM's loop vectoriser from widening the loop.
//
// Each takes and returns f32 values (a scalar or a vector of f32: the IR is
// the same) and is exact in its special cases: NaN gives NaN, +-inf and
// +-0 give the C library's results, results overflow to inf and underflow
// through the denormals to 0 as the correctly rounded function does.
// Elsewhere the error is a few ulp of the correctly rounded result
// (tests/backends/cpu/vector_math_test.cc sweeps the f32 range and states
// the maximum per function). Multiply-adds are llvm.fmuladd: fused on
// targets with FMA, the same in scalar and vector code.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_VECTOR_MATH_H_
#define AXLE_BACKENDS_CPU_CODEGEN_VECTOR_MATH_H_

#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

llvm::Value* EmitF32Exp(llvm::IRBuilder<>& b, llvm::Value* x);
llvm::Value* EmitF32Expm1(llvm::IRBuilder<>& b, llvm::Value* x);
llvm::Value* EmitF32Log(llvm::IRBuilder<>& b, llvm::Value* x);
llvm::Value* EmitF32Log1p(llvm::IRBuilder<>& b, llvm::Value* x);
llvm::Value* EmitF32Tanh(llvm::IRBuilder<>& b, llvm::Value* x);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_VECTOR_MATH_H_
