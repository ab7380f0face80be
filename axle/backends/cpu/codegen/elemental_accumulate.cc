#include "axle/backends/cpu/codegen/elemental_accumulate.h"

#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {

absl::StatusOr<ProductSum> ProductSum::Start(ElementalEmitter& e,
                                             const HloInstruction& instruction) {
  return Start(e, instruction, instruction.shape().element_type());
}

absl::StatusOr<ProductSum> ProductSum::Start(ElementalEmitter& e,
                                             const HloInstruction& instruction,
                                             PrimitiveType type) {
  const PrimitiveType result_type = instruction.shape().element_type();
  for (PrimitiveType t : {type, result_type}) {
    if (!primitive_util::IsArrayType(t)) return UnsupportedElementType(instruction, t);
  }
  llvm::IRBuilder<>& b = e.b();
  llvm::Type* accumulator_type =
      IsSmallFloatType(type) ? b.getFloatTy() : ValueType(type, e.context());
  llvm::Value* slot = EntryAlloca(b, accumulator_type);
  b.CreateStore(llvm::Constant::getNullValue(accumulator_type), slot);
  return ProductSum(e, type, result_type, accumulator_type, slot);
}

llvm::Value* ProductSum::ToAccumulator(llvm::Value* value, PrimitiveType from) {
  llvm::IRBuilder<>& b = e_->b();
  value = ConvertValue(value, from, type_, b);
  return IsSmallFloatType(type_) ? ConvertFloat(value, type_, F32, b) : value;
}

absl::Status ProductSum::Add(llvm::Value* lhs, PrimitiveType lhs_type, llvm::Value* rhs,
                             PrimitiveType rhs_type) {
  llvm::IRBuilder<>& b = e_->b();
  llvm::Value* x = ToAccumulator(lhs, lhs_type);
  llvm::Value* y = ToAccumulator(rhs, rhs_type);
  llvm::Value* sum = b.CreateLoad(accumulator_type_, slot_);
  if (type_ == PRED) {
    sum = b.CreateOr(sum, b.CreateAnd(x, y));
  } else if (primitive_util::IsIntegralType(type_)) {
    sum = b.CreateAdd(sum, b.CreateMul(x, y));
  } else if (primitive_util::IsComplexType(type_)) {
    ASSIGN_OR_RETURN(llvm::Value * product,
                     EmitComplexArithmetic(*e_, HloOpcode::kMultiply, x, y, type_));
    ASSIGN_OR_RETURN(sum, EmitComplexArithmetic(*e_, HloOpcode::kAdd, sum, product, type_));
  } else {
    sum = b.CreateFAdd(sum, b.CreateFMul(x, y));
  }
  b.CreateStore(sum, slot_);
  return absl::OkStatus();
}

llvm::Value* ProductSum::Finish() {
  llvm::IRBuilder<>& b = e_->b();
  llvm::Value* sum = b.CreateLoad(accumulator_type_, slot_);
  if (IsSmallFloatType(type_)) sum = RoundFloatTo(sum, type_, b);
  return ConvertValue(sum, type_, result_type_, b);
}

}  // namespace xla::cpu
