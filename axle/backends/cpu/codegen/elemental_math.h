// Transcendental functions for element generators: the one place that
// decides how each is computed, so replacing one with a vectorised
// polynomial is one change here.
//
// f32 exp, expm1, log, log1p and tanh are inline IR (vector_math.h: loops
// using them vectorise), within a few ulp of the C library's results; the
// other real functions, and all of f64, call the C library (expf, exp, ...),
// which is what the interpreter calls through std::exp & co., so the results
// are the same bits. Complex ones call the runtime (runtime/runtime_math.cc),
// which evaluates the interpreter's std::complex expressions.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_MATH_H_
#define AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_MATH_H_

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/shape/primitive_type.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

enum class MathFn {
  kExp,
  kExpm1,
  kLog,
  kLog1p,
  kSin,
  kCos,
  kTan,
  kTanh,
  kAcos,
  kAcosh,
  kAsin,
  kAsinh,
  kAtanh,
  kCosh,
  kSinh,
  kErf,
  kCbrt,
  kPow,
  kAtan2
};

// `fn` on f32 or f64 values (one argument, two for kPow and kAtan2).
llvm::Value* EmitMath(ElementalEmitter& e, MathFn fn, absl::Span<llvm::Value* const> arguments);

// The complex operation `op` on complex values of `type` (C64 or C128); `b`
// only for binary ops. kAxleComplexAbs gives the real magnitude.
llvm::Value* EmitComplexMath(ElementalEmitter& e, AxleComplexOp op, PrimitiveType type,
                             llvm::Value* a, llvm::Value* b = nullptr);

// ElementwiseRule entries computing with one function.
template <MathFn kFn>
llvm::Value* MathRule(ElementalEmitter& e, absl::Span<llvm::Value* const> v) {
  return EmitMath(e, kFn, v);
}
template <AxleComplexOp kOp>
absl::StatusOr<llvm::Value*> ComplexMathRule(ElementalEmitter& e,
                                             absl::Span<llvm::Value* const> v,
                                             PrimitiveType type) {
  return EmitComplexMath(e, kOp, type, v[0], v.size() > 1 ? v[1] : nullptr);
}

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_MATH_H_
