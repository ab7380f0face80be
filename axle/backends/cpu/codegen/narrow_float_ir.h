// The narrow floats (f8e5m2, f8e4m3fn, ..., f4e2m1fn, f8e8m0fnu) in generated
// code: SSA values are their bits (i8); arithmetic widens to f32 and rounds
// back with the same rules as axle/base/narrow_types.h, derived from the
// format's FloatFormat row, so the interpreter and the code agree bit for bit.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_NARROW_FLOAT_IR_H_
#define AXLE_BACKENDS_CPU_CODEGEN_NARROW_FLOAT_IR_H_

#include "axle/shape/primitive_type.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

// f32 -> the bits (i8) of narrow float `type`, as EncodeNarrowFloat.
llvm::Value* EmitEncodeNarrowFloat(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b);
// The bits (i8) of narrow float `type` -> f32 (exact): a load from a
// 256-entry table of DecodeNarrowFloat, one constant global per type.
llvm::Value* EmitDecodeNarrowFloat(llvm::Value* bits, PrimitiveType type, llvm::IRBuilder<>& b);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_NARROW_FLOAT_IR_H_
