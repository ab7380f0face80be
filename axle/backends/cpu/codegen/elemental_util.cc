#include "axle/backends/cpu/codegen/elemental_util.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {

llvm::AllocaInst* EntryAlloca(llvm::IRBuilder<>& b, llvm::Type* type, int64_t count) {
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::IRBuilder<> entry(&function->getEntryBlock(), function->getEntryBlock().begin());
  return entry.CreateAlloca(type, count == 1 ? nullptr : entry.getInt32(count));
}

absl::Status UnsupportedElementType(const HloInstruction& instruction, PrimitiveType type) {
  return absl::InvalidArgumentError(absl::StrCat(HloOpcodeString(instruction.opcode()), " ",
                                                 instruction.name(),
                                                 ": unsupported element type ",
                                                 PrimitiveType_Name(type)));
}

llvm::Value* RoundFloatTo(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b) {
  if (type == F16) return b.CreateFPTrunc(value, b.getHalfTy());
  // bf16: round the f32 bits to nearest even; NaN becomes a quiet NaN with
  // the same sign (as Eigen's bfloat16 does).
  llvm::Value* bits = b.CreateBitCast(value, b.getInt32Ty());
  llvm::Value* lsb = b.CreateAnd(b.CreateLShr(bits, 16), 1);
  llvm::Value* rounded = b.CreateLShr(b.CreateAdd(bits, b.CreateAdd(lsb, b.getInt32(0x7fff))), 16);
  llvm::Value* sign = b.CreateAnd(b.CreateLShr(bits, 16), 0x8000);
  llvm::Value* nan = b.CreateOr(sign, b.getInt32(0x7fc0));
  llvm::Value* is_nan = b.CreateFCmpUNO(value, value);
  llvm::Value* result = b.CreateTrunc(b.CreateSelect(is_nan, nan, rounded), b.getInt16Ty());
  return b.CreateBitCast(result, b.getBFloatTy());
}

namespace {

// f64 -> f32 rounded to odd: truncate toward zero, and set the last bit if
// anything was lost, so a later rounding to a narrower type is exact.
llvm::Value* DoubleToFloatRoundToOdd(llvm::Value* value, llvm::IRBuilder<>& b) {
  llvm::Value* nearest = b.CreateFPTrunc(value, b.getFloatTy());
  llvm::Value* back = b.CreateFPExt(nearest, b.getDoubleTy());
  llvm::Value* exact = b.CreateFCmpOEQ(back, value);
  llvm::Value* finite = b.CreateFCmpONE(
      b.CreateCall(llvm::Intrinsic::getDeclaration(b.GetInsertBlock()->getModule(),
                                                   llvm::Intrinsic::fabs, {b.getFloatTy()}),
                   {nearest}),
      llvm::ConstantFP::getInfinity(b.getFloatTy()));
  llvm::Value* bits = b.CreateBitCast(nearest, b.getInt32Ty());
  // Rounded away from zero: step one ulp back toward zero (the magnitude's
  // bits are monotonic, so subtract one).
  llvm::Value* too_far = b.CreateFCmpOGT(
      b.CreateCall(llvm::Intrinsic::getDeclaration(b.GetInsertBlock()->getModule(),
                                                   llvm::Intrinsic::fabs, {b.getDoubleTy()}),
                   {back}),
      b.CreateCall(llvm::Intrinsic::getDeclaration(b.GetInsertBlock()->getModule(),
                                                   llvm::Intrinsic::fabs, {b.getDoubleTy()}),
                   {value}));
  llvm::Value* truncated = b.CreateSelect(too_far, b.CreateSub(bits, b.getInt32(1)), bits);
  llvm::Value* odd = b.CreateBitCast(b.CreateOr(truncated, b.getInt32(1)), b.getFloatTy());
  return b.CreateSelect(b.CreateOr(exact, b.CreateNot(finite)), nearest, odd);
}

}  // namespace

llvm::Value* ConvertFloat(llvm::Value* value, PrimitiveType from, PrimitiveType to,
                          llvm::IRBuilder<>& b) {
  if (from == to) return value;
  if (IsSmallFloatType(from)) {
    value = b.CreateFPExt(value, b.getFloatTy());
    from = F32;
    if (to == F32) return value;
  }
  if (to == F32) return b.CreateFPTrunc(value, b.getFloatTy());
  if (to == F64) return b.CreateFPExt(value, b.getDoubleTy());
  if (from == F64) value = DoubleToFloatRoundToOdd(value, b);
  return RoundFloatTo(value, to, b);
}

llvm::Value* InComputeType(ElementalEmitter& e, PrimitiveType type,
                           std::vector<llvm::Value*> arguments,
                           const std::function<llvm::Value*(absl::Span<llvm::Value* const>)>&
                               compute) {
  if (!IsSmallFloatType(type)) return compute(arguments);
  llvm::IRBuilder<>& b = e.b();
  for (llvm::Value*& argument : arguments) argument = b.CreateFPExt(argument, b.getFloatTy());
  return RoundFloatTo(compute(arguments), type, b);
}

absl::StatusOr<llvm::Value*> EmitComplexArithmetic(ElementalEmitter& e, HloOpcode opcode,
                                                   llvm::Value* lhs, llvm::Value* rhs,
                                                   PrimitiveType type) {
  llvm::IRBuilder<>& b = e.b();
  switch (opcode) {
    case HloOpcode::kAdd:
      return MakeComplex(b.CreateFAdd(RealPart(lhs, b), RealPart(rhs, b)),
                         b.CreateFAdd(ImagPart(lhs, b), ImagPart(rhs, b)), type, b);
    case HloOpcode::kSubtract:
      return MakeComplex(b.CreateFSub(RealPart(lhs, b), RealPart(rhs, b)),
                         b.CreateFSub(ImagPart(lhs, b), ImagPart(rhs, b)), type, b);
    case HloOpcode::kMultiply:
    case HloOpcode::kDivide: {
      const bool multiply = opcode == HloOpcode::kMultiply;
      const char* name = type == C64 ? (multiply ? "__axle_c64_multiply" : "__axle_c64_divide")
                                     : (multiply ? "__axle_c128_multiply" : "__axle_c128_divide");
      // The result comes back through a two-element stack slot.
      llvm::Type* part = MemoryType(primitive_util::ComplexComponentType(type), e.context());
      llvm::Value* out = EntryAlloca(b, part, 2);
      b.CreateCall(RuntimeFunction(e.module(), name),
                   {RealPart(lhs, b), ImagPart(lhs, b), RealPart(rhs, b), ImagPart(rhs, b), out});
      llvm::Value* re = b.CreateLoad(part, out);
      llvm::Value* im = b.CreateLoad(part, b.CreateConstInBoundsGEP1_64(part, out, 1));
      return MakeComplex(re, im, type, b);
    }
    default:
      return absl::InternalError(
          absl::StrCat("no complex arithmetic for ", HloOpcodeString(opcode)));
  }
}

}  // namespace xla::cpu
