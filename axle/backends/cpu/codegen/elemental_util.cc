#include "axle/backends/cpu/codegen/elemental_util.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/codegen/narrow_float_ir.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/logging.h"
#include "axle/base/status_macros.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

namespace xla::cpu {

llvm::AllocaInst* EntryAlloca(llvm::IRBuilder<>& b, llvm::Type* type, int64_t count) {
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::IRBuilder<> entry(&function->getEntryBlock(), function->getEntryBlock().begin());
  return entry.CreateAlloca(type, count == 1 ? nullptr : entry.getInt32(count));
}

namespace {

bool IsHalfOrBFloat(llvm::Type* type) { return type->isHalfTy() || type->isBFloatTy(); }

}  // namespace

llvm::Value* ElementToBits(llvm::IRBuilder<>& b, llvm::Value* value) {
  return IsHalfOrBFloat(value->getType()) ? b.CreateBitCast(value, b.getInt16Ty()) : value;
}

llvm::Value* ElementFromBits(llvm::IRBuilder<>& b, llvm::Value* bits, llvm::Type* element_type) {
  return IsHalfOrBFloat(element_type) ? b.CreateBitCast(bits, element_type) : bits;
}

absl::Status UnsupportedElementType(const HloInstruction& instruction, PrimitiveType type) {
  return absl::InvalidArgumentError(absl::StrCat(HloOpcodeString(instruction.opcode()), " ",
                                                 instruction.name(), ": element type ",
                                                 PrimitiveType_Name(type), " is not supported"));
}

absl::StatusOr<llvm::Value*> EmitElementwiseOperand(ElementalEmitter& e,
                                                    const HloInstruction& instruction,
                                                    int64_t operand, const IrIndex& index) {
  const Shape& shape = instruction.operand(operand)->shape();
  if (shape.dimensions() == instruction.shape().dimensions()) {
    return e.EmitOperand(instruction, operand, index);
  }
  std::vector<llvm::Value*> multidim;  // empty for a scalar
  if (shape.rank() == index.rank()) {
    for (int64_t dim = 0; dim < shape.rank(); ++dim) {
      multidim.push_back(shape.dimensions(dim) == 1 ? e.b().getInt64(0) : index.multidim[dim]);
    }
  }
  return e.EmitOperand(instruction, operand, IrIndex::Multidim(std::move(multidim)));
}

absl::StatusOr<std::vector<llvm::Value*>> EmitElementwiseOperands(
    ElementalEmitter& e, const HloInstruction& instruction, const IrIndex& index) {
  std::vector<llvm::Value*> values;
  for (int64_t i = 0; i < instruction.operand_count(); ++i) {
    ASSIGN_OR_RETURN(llvm::Value* value, EmitElementwiseOperand(e, instruction, i, index));
    values.push_back(value);
  }
  return values;
}

llvm::Value* RoundFloatTo(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b) {
  if (primitive_util::IsNarrowFloatType(type)) return EmitEncodeNarrowFloat(value, type, b);
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

llvm::Value* ExtendToF32(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b) {
  if (primitive_util::IsNarrowFloatType(type)) return EmitDecodeNarrowFloat(value, type, b);
  if (!value->getType()->isBFloatTy()) return b.CreateFPExt(value, b.getFloatTy());
  llvm::Value* bits = b.CreateZExt(b.CreateBitCast(value, b.getInt16Ty()), b.getInt32Ty());
  return b.CreateBitCast(b.CreateShl(bits, 16), b.getFloatTy());
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
    value = ExtendToF32(value, from, b);
    from = F32;
    if (to == F32) return value;
  }
  if (to == F32) return b.CreateFPTrunc(value, b.getFloatTy());
  if (to == F64) return b.CreateFPExt(value, b.getDoubleTy());
  if (from == F64) value = DoubleToFloatRoundToOdd(value, b);
  return RoundFloatTo(value, to, b);
}

namespace {

// Real types -> real types (pred, integers, floats), as ConvertElement.
llvm::Value* ConvertReal(llvm::Value* x, PrimitiveType from, PrimitiveType to,
                         llvm::IRBuilder<>& b) {
  llvm::Type* to_type = ValueType(to, b.getContext());
  if (from == to) return x;
  if (from == PRED) {
    if (primitive_util::IsIntegralType(to)) return b.CreateZExt(x, to_type);
    return ConvertFloat(b.CreateUIToFP(x, b.getFloatTy()), F32, to, b);  // 0 or 1: exact
  }
  if (to == PRED) {
    if (primitive_util::IsIntegralType(from)) {
      return b.CreateICmpNE(x, llvm::ConstantInt::get(x->getType(), 0));
    }
    x = ConvertFloat(x, from, IsSmallFloatType(from) ? F32 : from, b);
    return b.CreateFCmpUNE(x, llvm::ConstantFP::get(x->getType(), 0.0));
  }
  const bool from_signed = primitive_util::IsSignedIntegralType(from);
  if (primitive_util::IsIntegralType(to)) {
    if (primitive_util::IsIntegralType(from)) {
      return from_signed ? b.CreateSExtOrTrunc(x, to_type) : b.CreateZExtOrTrunc(x, to_type);
    }
    // Saturating truncation with NaN -> 0 is exactly the interpreter's
    // clamp-then-cast (an f16/bf16 value is exact in f32).
    x = ConvertFloat(x, from, IsSmallFloatType(from) ? F32 : from, b);
    const bool to_signed = primitive_util::IsSignedIntegralType(to);
    return b.CreateIntrinsic(to_signed ? llvm::Intrinsic::fptosi_sat : llvm::Intrinsic::fptoui_sat,
                             {to_type, x->getType()}, {x});
  }
  if (primitive_util::IsFloatingPointType(from)) return ConvertFloat(x, from, to, b);
  // Integer -> float: one rounding into f32 or f64; into f16/bf16 from the
  // value as a double (exact up to 2^53), rounded to odd in f32, then to
  // nearest even.
  const PrimitiveType wide = to == F32 ? F32 : F64;
  llvm::Type* wide_type = ValueType(wide, b.getContext());
  llvm::Value* value = from_signed ? b.CreateSIToFP(x, wide_type) : b.CreateUIToFP(x, wide_type);
  return ConvertFloat(value, wide, to, b);
}

}  // namespace

llvm::Value* ConvertValue(llvm::Value* value, PrimitiveType from, PrimitiveType to,
                          llvm::IRBuilder<>& b) {
  if (from == to) return value;
  const bool from_complex = primitive_util::IsComplexType(from);
  const bool to_complex = primitive_util::IsComplexType(to);
  if (from_complex && to == PRED) {
    llvm::Value* zero = llvm::ConstantFP::get(RealPart(value, b)->getType(), 0.0);
    return b.CreateOr(b.CreateFCmpUNE(RealPart(value, b), zero),
                      b.CreateFCmpUNE(ImagPart(value, b), zero));
  }
  const PrimitiveType from_part = primitive_util::ComplexComponentType(from);
  const PrimitiveType to_part = primitive_util::ComplexComponentType(to);
  if (from_complex && to_complex) {
    return MakeComplex(ConvertFloat(RealPart(value, b), from_part, to_part, b),
                       ConvertFloat(ImagPart(value, b), from_part, to_part, b), to, b);
  }
  if (from_complex) return ConvertReal(RealPart(value, b), from_part, to, b);
  if (to_complex) {
    llvm::Value* re = ConvertReal(value, from, to_part, b);
    return MakeComplex(re, llvm::ConstantFP::get(re->getType(), 0.0), to, b);
  }
  return ConvertReal(value, from, to, b);
}

llvm::Value* InComputeType(ElementalEmitter& e, PrimitiveType type,
                           std::vector<llvm::Value*> arguments,
                           const std::function<llvm::Value*(absl::Span<llvm::Value* const>)>&
                               compute) {
  if (!IsSmallFloatType(type)) return compute(arguments);
  llvm::IRBuilder<>& b = e.b();
  for (llvm::Value*& argument : arguments) argument = ExtendToF32(argument, type, b);
  llvm::Value* result = compute(arguments);
  return result->getType()->isFloatTy() ? RoundFloatTo(result, type, b) : result;
}

absl::StatusOr<llvm::Value*> EmitByRule(absl::Span<const ElementwiseRule> rules,
                                        ElementalEmitter& e, const HloInstruction& instruction,
                                        const IrIndex& index) {
  const ElementwiseRule* rule = nullptr;
  for (const ElementwiseRule& candidate : rules) {
    if (candidate.opcode == instruction.opcode()) rule = &candidate;
  }
  AXLE_CHECK(rule != nullptr) << "no rule for " << HloOpcodeString(instruction.opcode());
  const PrimitiveType type = instruction.operand(0)->shape().element_type();
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> v, EmitElementwiseOperands(e, instruction, index));
  if (type == PRED && rule->pred != nullptr) return rule->pred(e.b(), v);
  if (primitive_util::IsIntegralType(type) && rule->integer != nullptr) {
    return rule->integer(e.b(), v, primitive_util::IsSignedIntegralType(type));
  }
  if (primitive_util::IsFloatingPointType(type) && rule->real != nullptr) {
    return InComputeType(e, type, v, [&](Operands w) { return rule->real(e, w); });
  }
  if (primitive_util::IsComplexType(type) && rule->complex != nullptr) {
    return rule->complex(e, v, type);
  }
  return UnsupportedElementType(instruction, type);
}

namespace {

// The value of `value` when it is a floating-point constant or a load of a
// constant global's (how a broadcast scalar constant is read), else null.
const llvm::ConstantFP* KnownConstant(llvm::Value* value) {
  if (const auto* constant = llvm::dyn_cast<llvm::ConstantFP>(value)) return constant;
  auto* load = llvm::dyn_cast<llvm::LoadInst>(value);
  if (load == nullptr || load->isVolatile() || load->getModule() == nullptr) return nullptr;
  auto* address = llvm::dyn_cast<llvm::Constant>(load->getPointerOperand());
  if (address == nullptr) return nullptr;
  // Constants are globals of bytes: folded through the data layout.
  return llvm::dyn_cast_or_null<llvm::ConstantFP>(llvm::ConstantFoldLoadFromConstPtr(
      address, load->getType(), load->getModule()->getDataLayout()));
}

// maximum(x, c) / minimum(x, c) for a constant c that is not NaN, and not
// the zero that the other signed zero would have to win over (-0 for
// maximum, +0 for minimum): x where x is above (below) c or NaN, else c.
// One compare and one select (relu's maximum(x, 0)), where the general
// rule takes five of each; the same bits in every case.
llvm::Value* MaxMinWithConstant(llvm::IRBuilder<>& b, bool maximum, llvm::Value* x,
                                llvm::Value* c_value, const llvm::ConstantFP& c) {
  const llvm::APFloat& value = c.getValueAPF();
  if (value.isNaN() || (value.isZero() && value.isNegative() == maximum)) return nullptr;
  llvm::Value* x_wins = maximum ? b.CreateFCmpUGT(x, c_value) : b.CreateFCmpULT(x, c_value);
  return b.CreateSelect(x_wins, x, c_value);
}

}  // namespace

llvm::Value* EmitMaxMin(llvm::IRBuilder<>& b, bool maximum, llvm::Value* x, llvm::Value* y,
                        bool is_signed) {
  llvm::Type* type = x->getType();
  if (type->isIntegerTy()) {
    llvm::Value* smaller = is_signed ? b.CreateICmpSLT(maximum ? x : y, maximum ? y : x)
                                     : b.CreateICmpULT(maximum ? x : y, maximum ? y : x);
    return b.CreateSelect(smaller, y, x);
  }
  // With one side a constant that is not NaN, the result is symmetric in x
  // and y (a NaN comes from the other side).
  if (const llvm::ConstantFP* c = KnownConstant(y)) {
    if (llvm::Value* result = MaxMinWithConstant(b, maximum, x, y, *c)) return result;
  }
  if (const llvm::ConstantFP* c = KnownConstant(x)) {
    if (llvm::Value* result = MaxMinWithConstant(b, maximum, y, x, *c)) return result;
  }
  llvm::Value* ordered = maximum ? b.CreateSelect(b.CreateFCmpOLT(x, y), y, x)
                                 : b.CreateSelect(b.CreateFCmpOLT(y, x), y, x);
  llvm::Value* x_bits = b.CreateBitCast(x, b.getIntNTy(type->getPrimitiveSizeInBits()));
  llvm::Value* x_negative = b.CreateICmpSLT(x_bits, llvm::ConstantInt::get(x_bits->getType(), 0));
  llvm::Value* of_equal =
      maximum ? b.CreateSelect(x_negative, y, x) : b.CreateSelect(x_negative, x, y);
  llvm::Value* result = b.CreateSelect(b.CreateFCmpOEQ(x, y), of_equal, ordered);
  result = b.CreateSelect(b.CreateFCmpUNO(y, y), y, result);
  return b.CreateSelect(b.CreateFCmpUNO(x, x), x, result);
}

llvm::Value* CallComplexRuntime(ElementalEmitter& e, const char* name, PrimitiveType type,
                                absl::Span<llvm::Value* const> leading, llvm::Value* a,
                                llvm::Value* b) {
  llvm::IRBuilder<>& builder = e.b();
  llvm::Type* part = MemoryType(primitive_util::ComplexComponentType(type), e.context());
  llvm::Value* out = EntryAlloca(builder, part, 2);
  std::vector<llvm::Value*> arguments(leading.begin(), leading.end());
  for (llvm::Value* value : {a, b}) {
    arguments.push_back(RealPart(value, builder));
    arguments.push_back(ImagPart(value, builder));
  }
  arguments.push_back(out);
  builder.CreateCall(RuntimeFunction(e.module(), name), arguments);
  llvm::Value* re = builder.CreateLoad(part, out);
  llvm::Value* im = builder.CreateLoad(part, builder.CreateConstInBoundsGEP1_64(part, out, 1));
  return MakeComplex(re, im, type, builder);
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
      if (multiply && e.codegen().options().plain_complex_arithmetic) {
        // XLA:CPU's (ac - bd, ad + bc), inline: no inf/NaN recovery.
        llvm::Value* a = RealPart(lhs, b);
        llvm::Value* c = RealPart(rhs, b);
        llvm::Value* bi = ImagPart(lhs, b);
        llvm::Value* d = ImagPart(rhs, b);
        return MakeComplex(b.CreateFSub(b.CreateFMul(a, c), b.CreateFMul(bi, d)),
                           b.CreateFAdd(b.CreateFMul(a, d), b.CreateFMul(bi, c)), type, b);
      }
      const char* name = type == C64 ? (multiply ? "__axle_c64_multiply" : "__axle_c64_divide")
                                     : (multiply ? "__axle_c128_multiply" : "__axle_c128_divide");
      return CallComplexRuntime(e, name, type, {}, lhs, rhs);
    }
    default:
      return absl::InternalError(
          absl::StrCat("no complex arithmetic for ", HloOpcodeString(opcode)));
  }
}

}  // namespace xla::cpu
