// Helpers shared by the element generator groups.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_UTIL_H_
#define AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_UTIL_H_

#include <functional>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/hlo/hlo_instruction.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

// A stack slot in the current function's entry block (so mem2reg can
// promote it), for accumulators and out-parameters of runtime calls.
llvm::AllocaInst* EntryAlloca(llvm::IRBuilder<>& b, llvm::Type* type, int64_t count = 1);

// The error for an element type an op does not accept (the verifier lets
// few through; this names the op and type for the rest).
absl::Status UnsupportedElementType(const HloInstruction& instruction, PrimitiveType type);

// Applies `compute` to `arguments` of floating type `type` in its compute
// type: f16 and bf16 are widened to f32 and the result rounded back to
// nearest even, as the interpreter does; f32/f64 compute as themselves.
llvm::Value* InComputeType(ElementalEmitter& e, PrimitiveType type,
                           std::vector<llvm::Value*> arguments,
                           const std::function<llvm::Value*(absl::Span<llvm::Value* const>)>&
                               compute);
// f32 -> f16/bf16, rounding to nearest even (NaN stays NaN).
llvm::Value* RoundFloatTo(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b);

// Floating-point to floating-point conversion between real types (f16,
// bf16, f32, f64), rounding to nearest even once (f64 -> f16/bf16 goes
// through f32 rounded to odd, so there is no double rounding), as the
// interpreter's ConvertElement.
llvm::Value* ConvertFloat(llvm::Value* value, PrimitiveType from, PrimitiveType to,
                          llvm::IRBuilder<>& b);

// Complex add, subtract, multiply, divide with std::complex's results
// (multiply and divide call the runtime, which uses std::complex itself).
absl::StatusOr<llvm::Value*> EmitComplexArithmetic(ElementalEmitter& e, HloOpcode opcode,
                                                   llvm::Value* lhs, llvm::Value* rhs,
                                                   PrimitiveType type);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_UTIL_H_
