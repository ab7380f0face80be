#include "axle/backends/cpu/codegen/llvm_types.h"

#include "axle/base/logging.h"
#include "llvm/IR/DerivedTypes.h"

namespace xla::cpu {

llvm::Type* MemoryType(PrimitiveType type, llvm::LLVMContext& context) {
  switch (type) {
    case PRED:
    case S8:
    case U8:
      return llvm::Type::getInt8Ty(context);
    case S1:
    case S2:
    case S4:
    case U1:
    case U2:
    case U4:
      return llvm::Type::getInt8Ty(context);  // one element per byte
    case S16:
    case U16:
      return llvm::Type::getInt16Ty(context);
    case S32:
    case U32:
      return llvm::Type::getInt32Ty(context);
    case S64:
    case U64:
      return llvm::Type::getInt64Ty(context);
    case F16:
      return llvm::Type::getHalfTy(context);
    case BF16:
      return llvm::Type::getBFloatTy(context);
    case F32:
      return llvm::Type::getFloatTy(context);
    case F64:
      return llvm::Type::getDoubleTy(context);
    case C64:
      return llvm::StructType::get(llvm::Type::getFloatTy(context),
                                   llvm::Type::getFloatTy(context));
    case C128:
      return llvm::StructType::get(llvm::Type::getDoubleTy(context),
                                   llvm::Type::getDoubleTy(context));
    default:
      if (primitive_util::IsNarrowFloatType(type)) return llvm::Type::getInt8Ty(context);
      AXLE_CHECK(false) << "no LLVM type for " << PrimitiveType_Name(type);
  }
  return nullptr;
}

llvm::Type* ValueType(PrimitiveType type, llvm::LLVMContext& context) {
  if (type == PRED) return llvm::Type::getInt1Ty(context);
  if (primitive_util::IsSubByteIntegralType(type)) {
    return llvm::Type::getIntNTy(context, primitive_util::BitWidth(type));
  }
  return MemoryType(type, context);
}

llvm::Value* FromMemory(llvm::Value* loaded, PrimitiveType type, llvm::IRBuilder<>& b) {
  if (type == PRED) return b.CreateICmpNE(loaded, b.getInt8(0));
  if (primitive_util::IsSubByteIntegralType(type)) {
    return b.CreateTrunc(loaded, ValueType(type, b.getContext()));
  }
  return loaded;
}

llvm::Value* ToMemory(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b) {
  if (type == PRED) return b.CreateZExt(value, b.getInt8Ty());
  if (primitive_util::IsSubByteIntegralType(type)) {  // the byte holds it extended
    return primitive_util::IsSignedIntegralType(type) ? b.CreateSExt(value, b.getInt8Ty())
                                                      : b.CreateZExt(value, b.getInt8Ty());
  }
  return value;
}

bool IsSmallFloatType(PrimitiveType type) {
  return type == F16 || type == BF16 || primitive_util::IsNarrowFloatType(type);
}

llvm::Value* MakeComplex(llvm::Value* re, llvm::Value* im, PrimitiveType type,
                         llvm::IRBuilder<>& b) {
  llvm::Type* struct_type = MemoryType(type, b.getContext());
  llvm::Value* value = llvm::UndefValue::get(struct_type);
  value = b.CreateInsertValue(value, re, {0});
  return b.CreateInsertValue(value, im, {1});
}

llvm::Value* RealPart(llvm::Value* complex, llvm::IRBuilder<>& b) {
  return b.CreateExtractValue(complex, {0});
}

llvm::Value* ImagPart(llvm::Value* complex, llvm::IRBuilder<>& b) {
  return b.CreateExtractValue(complex, {1});
}

llvm::Value* I64(int64_t value, llvm::IRBuilder<>& b) { return b.getInt64(value); }

}  // namespace xla::cpu
