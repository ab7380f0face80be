// Element-wise binary ops, with the interpreter's semantics
// (axle/eval/elementwise_ops_binary.cc): integer + - * wrap; x / 0 is -1
// (all bits set) and INT_MIN / -1 is INT_MIN; x % 0 is x and INT_MIN % -1
// is 0; x ** negative is 0 except 1 ** n = 1; shifts by amounts outside
// [0, width) give 0 (logical, left) or the sign fill (arithmetic); pred add
// and maximum are or, multiply and minimum are and; maximum/minimum are IEEE
// 754-2019's (NaN propagates, -0 < +0); f16/bf16 compute in f32 and round
// back; complex values are computed as std::complex does.
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_math.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

using Value = llvm::Value;
using Builder = llvm::IRBuilder<>;

Value* IntConstant(Value* like, int64_t value) {
  return llvm::ConstantInt::get(like->getType(), value, /*IsSigned=*/true);
}

template <llvm::Instruction::BinaryOps kOp>
Value* IntOp(Builder& b, Operands v, bool) {
  return b.CreateBinOp(kOp, v[0], v[1]);
}
template <llvm::Instruction::BinaryOps kOp>
Value* PredOp(Builder& b, Operands v) {
  return b.CreateBinOp(kOp, v[0], v[1]);
}
template <llvm::Instruction::BinaryOps kOp>
Value* RealOp(ElementalEmitter& e, Operands v) {
  return e.b().CreateBinOp(kOp, v[0], v[1]);
}
template <HloOpcode kOpcode>
absl::StatusOr<Value*> ComplexArithmetic(ElementalEmitter& e, Operands v, PrimitiveType type) {
  return EmitComplexArithmetic(e, kOpcode, v[0], v[1], type);
}

// x / 0 = -1; INT_MIN / -1 = INT_MIN (x / 1 gives it).
Value* IntDivide(Builder& b, Operands v, bool is_signed) {
  Value* x = v[0];
  Value* y = v[1];
  Value* by_zero = b.CreateICmpEQ(y, IntConstant(y, 0));
  Value* trap = by_zero;
  if (is_signed) {
    const unsigned bits = x->getType()->getIntegerBitWidth();
    Value* overflow = b.CreateAnd(b.CreateICmpEQ(x, b.getInt(llvm::APInt::getSignedMinValue(bits))),
                                  b.CreateICmpEQ(y, IntConstant(y, -1)));
    trap = b.CreateOr(by_zero, overflow);
  }
  Value* safe = b.CreateSelect(trap, IntConstant(y, 1), y);
  Value* quotient = is_signed ? b.CreateSDiv(x, safe) : b.CreateUDiv(x, safe);
  return b.CreateSelect(by_zero, IntConstant(x, -1), quotient);
}

// x % 0 = x; x % -1 = 0 (so INT_MIN % -1 does not trap: x % 1 gives it).
Value* IntRemainder(Builder& b, Operands v, bool is_signed) {
  Value* x = v[0];
  Value* y = v[1];
  Value* by_zero = b.CreateICmpEQ(y, IntConstant(y, 0));
  Value* trap = is_signed ? b.CreateOr(by_zero, b.CreateICmpEQ(y, IntConstant(y, -1))) : by_zero;
  Value* safe = b.CreateSelect(trap, IntConstant(y, 1), y);
  Value* remainder = is_signed ? b.CreateSRem(x, safe) : b.CreateURem(x, safe);
  return b.CreateSelect(by_zero, x, remainder);
}

// base ** exponent by squaring, wrapping like repeated multiplication (a
// loop over the exponent's bits); a negative signed exponent gives 0 unless
// the base is 1.
Value* IntPower(Builder& b, Operands v, bool is_signed) {
  Value* base = v[0];
  Value* exponent = v[1];
  llvm::LLVMContext& context = b.getContext();
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::BasicBlock* entry = b.GetInsertBlock();
  llvm::BasicBlock* loop = llvm::BasicBlock::Create(context, "power.loop", function);
  llvm::BasicBlock* exit = llvm::BasicBlock::Create(context, "power.exit", function);
  b.CreateBr(loop);
  b.SetInsertPoint(loop);
  llvm::PHINode* result = b.CreatePHI(base->getType(), 2);
  llvm::PHINode* factor = b.CreatePHI(base->getType(), 2);
  llvm::PHINode* remaining = b.CreatePHI(base->getType(), 2);
  Value* bit_set = b.CreateTrunc(remaining, b.getInt1Ty());
  Value* next_result = b.CreateSelect(bit_set, b.CreateMul(result, factor), result);
  Value* next_factor = b.CreateMul(factor, factor);
  // (An i1 (s1/u1) shifted by its whole width would be poison: it is 0.)
  const bool one_bit = base->getType()->getIntegerBitWidth() == 1;
  Value* next_remaining = one_bit ? IntConstant(base, 0) : b.CreateLShr(remaining, 1);
  result->addIncoming(IntConstant(base, 1), entry);
  result->addIncoming(next_result, loop);
  factor->addIncoming(base, entry);
  factor->addIncoming(next_factor, loop);
  remaining->addIncoming(exponent, entry);
  remaining->addIncoming(next_remaining, loop);
  b.CreateCondBr(b.CreateICmpNE(next_remaining, IntConstant(base, 0)), loop, exit);
  b.SetInsertPoint(exit);
  if (!is_signed) return next_result;
  // s1 has no 1 (its bit is -1): there the base is never 1.
  Value* one_or_zero =
      one_bit ? IntConstant(base, 0)
              : b.CreateZExt(b.CreateICmpEQ(base, IntConstant(base, 1)), base->getType());
  return b.CreateSelect(b.CreateICmpSLT(exponent, IntConstant(exponent, 0)), one_or_zero,
                        next_result);
}

// pow with x ** 0 = 1 ** y = 1, even for NaN.
Value* RealPower(ElementalEmitter& e, Operands v) {
  Builder& b = e.b();
  Value* x = v[0];
  Value* y = v[1];
  Value* one = llvm::ConstantFP::get(x->getType(), 1.0);
  Value* trivial = b.CreateOr(b.CreateFCmpOEQ(x, one),
                              b.CreateFCmpOEQ(y, llvm::ConstantFP::get(y->getType(), 0.0)));
  return b.CreateSelect(trivial, one, EmitMath(e, MathFn::kPow, v));
}

// Shifts by an amount read as unsigned >= the width: 0, or the sign fill.
template <llvm::Instruction::BinaryOps kShift>
Value* IntShift(Builder& b, Operands v, bool) {
  Value* x = v[0];
  Value* amount = v[1];
  const unsigned bits = x->getType()->getIntegerBitWidth();
  Value* out_of_range = b.CreateICmpUGE(amount, IntConstant(amount, bits));
  Value* shifted =
      b.CreateBinOp(kShift, x, b.CreateSelect(out_of_range, IntConstant(x, 0), amount));
  Value* fill = kShift == llvm::Instruction::AShr ? b.CreateAShr(x, bits - 1) : IntConstant(x, 0);
  return b.CreateSelect(out_of_range, fill, shifted);
}

const ElementwiseRule kRules[] = {
    {.opcode = HloOpcode::kAdd,
     .pred = PredOp<llvm::Instruction::Or>,
     .integer = IntOp<llvm::Instruction::Add>,
     .real = RealOp<llvm::Instruction::FAdd>,
     .complex = ComplexArithmetic<HloOpcode::kAdd>},
    {.opcode = HloOpcode::kSubtract,
     .integer = IntOp<llvm::Instruction::Sub>,
     .real = RealOp<llvm::Instruction::FSub>,
     .complex = ComplexArithmetic<HloOpcode::kSubtract>},
    {.opcode = HloOpcode::kMultiply,
     .pred = PredOp<llvm::Instruction::And>,
     .integer = IntOp<llvm::Instruction::Mul>,
     .real = RealOp<llvm::Instruction::FMul>,
     .complex = ComplexArithmetic<HloOpcode::kMultiply>},
    {.opcode = HloOpcode::kDivide,
     .integer = IntDivide,
     .real = RealOp<llvm::Instruction::FDiv>,
     .complex = ComplexArithmetic<HloOpcode::kDivide>},
    // frem is C's fmod.
    {.opcode = HloOpcode::kRemainder,
     .integer = IntRemainder,
     .real = RealOp<llvm::Instruction::FRem>},
    {.opcode = HloOpcode::kMaximum,
     .pred = PredOp<llvm::Instruction::Or>,
     .integer = [](Builder& b, Operands v, bool is_signed) -> Value* {
       return EmitMaxMin(b, /*maximum=*/true, v[0], v[1], is_signed);
     },
     .real = [](ElementalEmitter& e, Operands v) -> Value* {
       return EmitMaxMin(e.b(), /*maximum=*/true, v[0], v[1]);
     }},
    {.opcode = HloOpcode::kMinimum,
     .pred = PredOp<llvm::Instruction::And>,
     .integer = [](Builder& b, Operands v, bool is_signed) -> Value* {
       return EmitMaxMin(b, /*maximum=*/false, v[0], v[1], is_signed);
     },
     .real = [](ElementalEmitter& e, Operands v) -> Value* {
       return EmitMaxMin(e.b(), /*maximum=*/false, v[0], v[1]);
     }},
    {.opcode = HloOpcode::kPower,
     .pred = [](Builder& b, Operands v) -> Value* { return b.CreateOr(v[0], b.CreateNot(v[1])); },
     .integer = IntPower,
     .real = RealPower,
     .complex = ComplexMathRule<kAxleComplexPower>},
    {.opcode = HloOpcode::kAtan2,
     .real = MathRule<MathFn::kAtan2>,
     .complex = ComplexMathRule<kAxleComplexAtan2>},
    {.opcode = HloOpcode::kAnd,
     .pred = PredOp<llvm::Instruction::And>,
     .integer = IntOp<llvm::Instruction::And>},
    {.opcode = HloOpcode::kOr,
     .pred = PredOp<llvm::Instruction::Or>,
     .integer = IntOp<llvm::Instruction::Or>},
    {.opcode = HloOpcode::kXor,
     .pred = PredOp<llvm::Instruction::Xor>,
     .integer = IntOp<llvm::Instruction::Xor>},
    {.opcode = HloOpcode::kShiftLeft, .integer = IntShift<llvm::Instruction::Shl>},
    {.opcode = HloOpcode::kShiftRightArithmetic, .integer = IntShift<llvm::Instruction::AShr>},
    {.opcode = HloOpcode::kShiftRightLogical, .integer = IntShift<llvm::Instruction::LShr>},
};

absl::StatusOr<Value*> EmitBinary(ElementalEmitter& e, const HloInstruction& instruction,
                                  const IrIndex& index) {
  return EmitByRule(kRules, e, instruction, index);
}

// complex(re, im) from f32 or f64 parts.
absl::StatusOr<Value*> EmitComplex(ElementalEmitter& e, const HloInstruction& instruction,
                                   const IrIndex& index) {
  const PrimitiveType type = instruction.operand(0)->shape().element_type();
  if (type != F32 && type != F64) return UnsupportedElementType(instruction, type);
  ASSIGN_OR_RETURN(std::vector<Value*> v, EmitElementwiseOperands(e, instruction, index));
  return MakeComplex(v[0], v[1], type == F32 ? C64 : C128, e.b());
}

}  // namespace

void RegisterElementalBinaryOps(ElementalRegistry& registry) {
  for (const ElementwiseRule& rule : kRules) registry.Register(rule.opcode, EmitBinary);
  registry.Register(HloOpcode::kComplex, EmitComplex);
}

}  // namespace xla::cpu
