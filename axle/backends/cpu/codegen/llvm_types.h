// How HLO element types look in LLVM IR.
//
// In memory every type is its natural width (pred is one byte, complex is
// two parts side by side). As SSA values: pred is i1, integers are iN
// (signedness lives in the HLO type, not the LLVM type), f16/bf16/f32/f64 are
// half/bfloat/float/double, and complex is a struct {re, im}. Sub-byte
// integers are one byte in memory (sign- or zero-extended) and iN as values;
// the narrow floats are one byte, and their bits (i8) as values.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_LLVM_TYPES_H_
#define AXLE_BACKENDS_CPU_CODEGEN_LLVM_TYPES_H_

#include "axle/shape/primitive_type.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Type.h"

namespace xla::cpu {

// The type of one element in memory.
llvm::Type* MemoryType(PrimitiveType type, llvm::LLVMContext& context);
// The type of one element as an SSA value.
llvm::Type* ValueType(PrimitiveType type, llvm::LLVMContext& context);

// Memory <-> SSA (pred: i8 in memory, i1 as a value; s4: i8 and i4).
llvm::Value* FromMemory(llvm::Value* loaded, PrimitiveType type, llvm::IRBuilder<>& b);
llvm::Value* ToMemory(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b);

// f16, bf16 and the narrow floats: computed in f32 and rounded back.
bool IsSmallFloatType(PrimitiveType type);

// Complex values as structs.
llvm::Value* MakeComplex(llvm::Value* re, llvm::Value* im, PrimitiveType type,
                         llvm::IRBuilder<>& b);
llvm::Value* RealPart(llvm::Value* complex, llvm::IRBuilder<>& b);
llvm::Value* ImagPart(llvm::Value* complex, llvm::IRBuilder<>& b);

// The i64 constant `value`.
llvm::Value* I64(int64_t value, llvm::IRBuilder<>& b);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_LLVM_TYPES_H_
