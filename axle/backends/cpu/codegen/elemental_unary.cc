// Element-wise unary ops, with the interpreter's semantics
// (axle/eval/elementwise_ops_unary.cc): integer negate/abs wrap (abs of
// INT_MIN is INT_MIN); sign keeps NaN and signed zeros; not is logical on
// pred, bitwise on integers; imag of a real is 0; f16/bf16 compute in f32
// and round back. Exact in IR except the transcendentals, which call the
// functions the interpreter calls (elemental_math.h), so they match too.
#include <optional>

#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_math.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/logging.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

using Value = llvm::Value;

// How an op computes for each class of element type; a missing entry is a
// class the interpreter does not accept.
struct UnaryRule {
  HloOpcode opcode;
  Value* (*pred)(llvm::IRBuilder<>& b, Value* x) = nullptr;
  Value* (*integer)(llvm::IRBuilder<>& b, Value* x, bool is_signed) = nullptr;
  Value* (*real)(ElementalEmitter& e, Value* x) = nullptr;  // on f32 or f64
  Value* (*complex)(ElementalEmitter& e, Value* x, PrimitiveType type) = nullptr;
};

template <llvm::Intrinsic::ID kId>
Value* Intrinsic(ElementalEmitter& e, Value* x) {
  return e.b().CreateUnaryIntrinsic(kId, x);
}
template <MathFn kFn>
Value* Math(ElementalEmitter& e, Value* x) {
  return EmitMath(e, kFn, {x});
}
template <AxleComplexOp kOp>
Value* ComplexMath(ElementalEmitter& e, Value* x, PrimitiveType type) {
  return EmitComplexMath(e, kOp, type, x);
}

Value* One(Value* like) { return llvm::ConstantFP::get(like->getType(), 1.0); }

// sign: NaN stays; otherwise +-1 or the zero itself.
Value* RealSign(ElementalEmitter& e, Value* x) {
  llvm::IRBuilder<>& b = e.b();
  Value* zero = llvm::ConstantFP::get(x->getType(), 0.0);
  Value* magnitude = b.CreateSelect(b.CreateFCmpUNE(x, zero), One(x), zero);
  Value* sign = b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, magnitude, x);
  return b.CreateSelect(b.CreateFCmpUNO(x, x), x, sign);
}

Value* Logistic(ElementalEmitter& e, Value* x) {  // 1 / (1 + exp(-x))
  llvm::IRBuilder<>& b = e.b();
  return b.CreateFDiv(One(x), b.CreateFAdd(One(x), EmitMath(e, MathFn::kExp, {b.CreateFNeg(x)})));
}

const UnaryRule kRules[] = {
    {.opcode = HloOpcode::kAbs,
     .integer = [](llvm::IRBuilder<>& b, Value* x, bool is_signed) -> Value* {
       if (!is_signed) return x;
       return b.CreateSelect(b.CreateICmpSLT(x, llvm::ConstantInt::get(x->getType(), 0)),
                             b.CreateNeg(x), x);
     },
     .real = Intrinsic<llvm::Intrinsic::fabs>,
     .complex = ComplexMath<kAxleComplexAbs>},
    {.opcode = HloOpcode::kNegate,
     .integer = [](llvm::IRBuilder<>& b, Value* x, bool) -> Value* { return b.CreateNeg(x); },
     .real = [](ElementalEmitter& e, Value* x) -> Value* { return e.b().CreateFNeg(x); },
     .complex = [](ElementalEmitter& e, Value* x, PrimitiveType type) -> Value* {
       return MakeComplex(e.b().CreateFNeg(RealPart(x, e.b())),
                          e.b().CreateFNeg(ImagPart(x, e.b())), type, e.b());
     }},
    {.opcode = HloOpcode::kSign,
     .integer = [](llvm::IRBuilder<>& b, Value* x, bool is_signed) -> Value* {
       Value* zero = llvm::ConstantInt::get(x->getType(), 0);
       if (!is_signed) return b.CreateZExt(b.CreateICmpNE(x, zero), x->getType());
       return b.CreateSub(b.CreateZExt(b.CreateICmpSGT(x, zero), x->getType()),
                          b.CreateZExt(b.CreateICmpSLT(x, zero), x->getType()));
     },
     .real = RealSign,
     .complex = ComplexMath<kAxleComplexSign>},
    {.opcode = HloOpcode::kNot,
     .pred = [](llvm::IRBuilder<>& b, Value* x) -> Value* { return b.CreateNot(x); },
     .integer = [](llvm::IRBuilder<>& b, Value* x, bool) -> Value* { return b.CreateNot(x); }},
    {.opcode = HloOpcode::kPopulationCount,
     .integer = [](llvm::IRBuilder<>& b, Value* x, bool) -> Value* {
       return b.CreateUnaryIntrinsic(llvm::Intrinsic::ctpop, x);
     }},
    {.opcode = HloOpcode::kClz,
     .integer = [](llvm::IRBuilder<>& b, Value* x, bool) -> Value* {
       return b.CreateBinaryIntrinsic(llvm::Intrinsic::ctlz, x, b.getFalse());  // ctlz(0) = width
     }},
    {.opcode = HloOpcode::kCeil, .real = Intrinsic<llvm::Intrinsic::ceil>},
    {.opcode = HloOpcode::kFloor, .real = Intrinsic<llvm::Intrinsic::floor>},
    {.opcode = HloOpcode::kRoundNearestAfz, .real = Intrinsic<llvm::Intrinsic::round>},
    {.opcode = HloOpcode::kRoundNearestEven, .real = Intrinsic<llvm::Intrinsic::roundeven>},
    {.opcode = HloOpcode::kIsFinite,
     .real = [](ElementalEmitter& e, Value* x) -> Value* {
       llvm::IRBuilder<>& b = e.b();
       return b.CreateFCmpOLT(b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x),
                              llvm::ConstantFP::getInfinity(x->getType()));
     }},
    {.opcode = HloOpcode::kErf, .real = Math<MathFn::kErf>},
    {.opcode = HloOpcode::kSqrt,
     .real = Intrinsic<llvm::Intrinsic::sqrt>,
     .complex = ComplexMath<kAxleComplexSqrt>},
    {.opcode = HloOpcode::kRsqrt,
     .real = [](ElementalEmitter& e, Value* x) -> Value* {
       return e.b().CreateFDiv(One(x), e.b().CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, x));
     },
     .complex = ComplexMath<kAxleComplexRsqrt>},
    {.opcode = HloOpcode::kCbrt,
     .real = Math<MathFn::kCbrt>,
     .complex = ComplexMath<kAxleComplexCbrt>},
    {.opcode = HloOpcode::kExp,
     .real = Math<MathFn::kExp>,
     .complex = ComplexMath<kAxleComplexExp>},
    {.opcode = HloOpcode::kExpm1,
     .real = Math<MathFn::kExpm1>,
     .complex = ComplexMath<kAxleComplexExpm1>},
    {.opcode = HloOpcode::kLog,
     .real = Math<MathFn::kLog>,
     .complex = ComplexMath<kAxleComplexLog>},
    {.opcode = HloOpcode::kLog1p,
     .real = Math<MathFn::kLog1p>,
     .complex = ComplexMath<kAxleComplexLog1p>},
    {.opcode = HloOpcode::kLogistic,
     .real = Logistic,
     .complex = ComplexMath<kAxleComplexLogistic>},
    {.opcode = HloOpcode::kSin,
     .real = Math<MathFn::kSin>,
     .complex = ComplexMath<kAxleComplexSin>},
    {.opcode = HloOpcode::kCos,
     .real = Math<MathFn::kCos>,
     .complex = ComplexMath<kAxleComplexCos>},
    {.opcode = HloOpcode::kTan,
     .real = Math<MathFn::kTan>,
     .complex = ComplexMath<kAxleComplexTan>},
    {.opcode = HloOpcode::kTanh,
     .real = Math<MathFn::kTanh>,
     .complex = ComplexMath<kAxleComplexTanh>},
    {.opcode = HloOpcode::kReal,
     .real = [](ElementalEmitter&, Value* x) -> Value* { return x; },
     .complex = [](ElementalEmitter& e, Value* x, PrimitiveType) -> Value* {
       return RealPart(x, e.b());
     }},
    {.opcode = HloOpcode::kImag,
     .real = [](ElementalEmitter&, Value* x) -> Value* {
       return llvm::ConstantFP::get(x->getType(), 0.0);
     },
     .complex = [](ElementalEmitter& e, Value* x, PrimitiveType) -> Value* {
       return ImagPart(x, e.b());
     }},
};

const UnaryRule& RuleFor(HloOpcode opcode) {
  for (const UnaryRule& rule : kRules) {
    if (rule.opcode == opcode) return rule;
  }
  AXLE_CHECK(false) << "no unary rule for " << HloOpcodeString(opcode);
  return kRules[0];
}

absl::StatusOr<Value*> EmitUnary(ElementalEmitter& e, const HloInstruction& instruction,
                                 const IrIndex& index) {
  const UnaryRule& rule = RuleFor(instruction.opcode());
  const PrimitiveType type = instruction.operand(0)->shape().element_type();
  ASSIGN_OR_RETURN(Value* x, EmitElementwiseOperand(e, instruction, 0, index));
  if (type == PRED && rule.pred != nullptr) return rule.pred(e.b(), x);
  if (primitive_util::IsIntegralType(type) && rule.integer != nullptr) {
    return rule.integer(e.b(), x, primitive_util::IsSignedIntegralType(type));
  }
  if (primitive_util::IsFloatingPointType(type) && rule.real != nullptr) {
    return InComputeType(e, type, {x},
                         [&](absl::Span<Value* const> v) { return rule.real(e, v[0]); });
  }
  if (primitive_util::IsComplexType(type) && rule.complex != nullptr) {
    return rule.complex(e, x, type);
  }
  return UnsupportedElementType(instruction, type);
}

// copy: the operand's element (a layout change is the loops' business).
absl::StatusOr<Value*> EmitCopy(ElementalEmitter& e, const HloInstruction& instruction,
                                const IrIndex& index) {
  return e.EmitOperand(instruction, 0, index);
}

}  // namespace

void RegisterElementalUnaryOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kCopy, EmitCopy);
  for (const UnaryRule& rule : kRules) registry.Register(rule.opcode, EmitUnary);
}

}  // namespace xla::cpu
