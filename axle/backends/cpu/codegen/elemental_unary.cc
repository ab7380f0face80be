// Element-wise unary ops, with the interpreter's semantics
// (axle/eval/elementwise_ops_unary.cc): integer negate/abs wrap (abs of
// INT_MIN is INT_MIN); sign keeps NaN and signed zeros; not is logical on
// pred, bitwise on integers; imag of a real is 0; f16/bf16 compute in f32
// and round back. Exact in IR except the transcendentals (elemental_math.h):
// f32 exp/expm1/log/log1p/tanh (and logistic, through exp) are inline
// approximations within a few ulp; the rest call the functions the
// interpreter calls, so they match.
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_math.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

using Value = llvm::Value;
using Builder = llvm::IRBuilder<>;

template <llvm::Intrinsic::ID kId>
Value* Intrinsic(ElementalEmitter& e, Operands v) {
  return e.b().CreateUnaryIntrinsic(kId, v[0]);
}

Value* One(Value* like) { return llvm::ConstantFP::get(like->getType(), 1.0); }

// sign: NaN stays; otherwise +-1 or the zero itself.
Value* RealSign(ElementalEmitter& e, Operands v) {
  Builder& b = e.b();
  Value* x = v[0];
  Value* zero = llvm::ConstantFP::get(x->getType(), 0.0);
  Value* magnitude = b.CreateSelect(b.CreateFCmpUNE(x, zero), One(x), zero);
  Value* sign = b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, magnitude, x);
  return b.CreateSelect(b.CreateFCmpUNO(x, x), x, sign);
}

Value* IntSign(Builder& b, Operands v, bool is_signed) {
  Value* x = v[0];
  Value* zero = llvm::ConstantInt::get(x->getType(), 0);
  if (!is_signed) return b.CreateZExt(b.CreateICmpNE(x, zero), x->getType());
  return b.CreateSub(b.CreateZExt(b.CreateICmpSGT(x, zero), x->getType()),
                     b.CreateZExt(b.CreateICmpSLT(x, zero), x->getType()));
}

Value* Logistic(ElementalEmitter& e, Operands v) {  // 1 / (1 + exp(-x))
  Builder& b = e.b();
  Value* x = v[0];
  return b.CreateFDiv(One(x), b.CreateFAdd(One(x), EmitMath(e, MathFn::kExp, {b.CreateFNeg(x)})));
}

const ElementwiseRule kRules[] = {
    {.opcode = HloOpcode::kAbs,
     .integer = [](Builder& b, Operands v, bool is_signed) -> Value* {
       if (!is_signed) return v[0];
       return b.CreateSelect(b.CreateICmpSLT(v[0], llvm::ConstantInt::get(v[0]->getType(), 0)),
                             b.CreateNeg(v[0]), v[0]);
     },
     .real = Intrinsic<llvm::Intrinsic::fabs>,
     .complex = ComplexMathRule<kAxleComplexAbs>},
    {.opcode = HloOpcode::kNegate,
     .integer = [](Builder& b, Operands v, bool) -> Value* { return b.CreateNeg(v[0]); },
     .real = [](ElementalEmitter& e, Operands v) -> Value* { return e.b().CreateFNeg(v[0]); },
     .complex = [](ElementalEmitter& e, Operands v, PrimitiveType type) -> absl::StatusOr<Value*> {
       Builder& b = e.b();
       return MakeComplex(b.CreateFNeg(RealPart(v[0], b)), b.CreateFNeg(ImagPart(v[0], b)), type,
                          b);
     }},
    {.opcode = HloOpcode::kSign,
     .integer = IntSign,
     .real = RealSign,
     .complex = ComplexMathRule<kAxleComplexSign>},
    {.opcode = HloOpcode::kNot,
     .pred = [](Builder& b, Operands v) -> Value* { return b.CreateNot(v[0]); },
     .integer = [](Builder& b, Operands v, bool) -> Value* { return b.CreateNot(v[0]); }},
    {.opcode = HloOpcode::kPopulationCount,
     .integer = [](Builder& b, Operands v, bool) -> Value* {
       return b.CreateUnaryIntrinsic(llvm::Intrinsic::ctpop, v[0]);
     }},
    {.opcode = HloOpcode::kClz,
     .integer = [](Builder& b, Operands v, bool) -> Value* {
       return b.CreateBinaryIntrinsic(llvm::Intrinsic::ctlz, v[0], b.getFalse());  // clz(0) = width
     }},
    {.opcode = HloOpcode::kCeil, .real = Intrinsic<llvm::Intrinsic::ceil>},
    {.opcode = HloOpcode::kFloor, .real = Intrinsic<llvm::Intrinsic::floor>},
    {.opcode = HloOpcode::kRoundNearestAfz, .real = Intrinsic<llvm::Intrinsic::round>},
    {.opcode = HloOpcode::kRoundNearestEven, .real = Intrinsic<llvm::Intrinsic::roundeven>},
    {.opcode = HloOpcode::kIsFinite,
     .real = [](ElementalEmitter& e, Operands v) -> Value* {
       Builder& b = e.b();
       return b.CreateFCmpOLT(b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, v[0]),
                              llvm::ConstantFP::getInfinity(v[0]->getType()));
     }},
    {.opcode = HloOpcode::kErf, .real = MathRule<MathFn::kErf>},
    {.opcode = HloOpcode::kSqrt,
     .real = Intrinsic<llvm::Intrinsic::sqrt>,
     .complex = ComplexMathRule<kAxleComplexSqrt>},
    {.opcode = HloOpcode::kRsqrt,
     .real = [](ElementalEmitter& e, Operands v) -> Value* {
       return e.b().CreateFDiv(One(v[0]), e.b().CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, v[0]));
     },
     .complex = ComplexMathRule<kAxleComplexRsqrt>},
    {.opcode = HloOpcode::kCbrt,
     .real = MathRule<MathFn::kCbrt>,
     .complex = ComplexMathRule<kAxleComplexCbrt>},
    {.opcode = HloOpcode::kExp,
     .real = MathRule<MathFn::kExp>,
     .complex = ComplexMathRule<kAxleComplexExp>},
    {.opcode = HloOpcode::kExpm1,
     .real = MathRule<MathFn::kExpm1>,
     .complex = ComplexMathRule<kAxleComplexExpm1>},
    {.opcode = HloOpcode::kLog,
     .real = MathRule<MathFn::kLog>,
     .complex = ComplexMathRule<kAxleComplexLog>},
    {.opcode = HloOpcode::kLog1p,
     .real = MathRule<MathFn::kLog1p>,
     .complex = ComplexMathRule<kAxleComplexLog1p>},
    {.opcode = HloOpcode::kLogistic,
     .real = Logistic,
     .complex = ComplexMathRule<kAxleComplexLogistic>},
    {.opcode = HloOpcode::kSin,
     .real = MathRule<MathFn::kSin>,
     .complex = ComplexMathRule<kAxleComplexSin>},
    {.opcode = HloOpcode::kCos,
     .real = MathRule<MathFn::kCos>,
     .complex = ComplexMathRule<kAxleComplexCos>},
    {.opcode = HloOpcode::kTan,
     .real = MathRule<MathFn::kTan>,
     .complex = ComplexMathRule<kAxleComplexTan>},
    {.opcode = HloOpcode::kTanh,
     .real = MathRule<MathFn::kTanh>,
     .complex = ComplexMathRule<kAxleComplexTanh>},
    {.opcode = HloOpcode::kAcos,
     .real = MathRule<MathFn::kAcos>,
     .complex = ComplexMathRule<kAxleComplexAcos>},
    {.opcode = HloOpcode::kAcosh,
     .real = MathRule<MathFn::kAcosh>,
     .complex = ComplexMathRule<kAxleComplexAcosh>},
    {.opcode = HloOpcode::kAsin,
     .real = MathRule<MathFn::kAsin>,
     .complex = ComplexMathRule<kAxleComplexAsin>},
    {.opcode = HloOpcode::kAsinh,
     .real = MathRule<MathFn::kAsinh>,
     .complex = ComplexMathRule<kAxleComplexAsinh>},
    {.opcode = HloOpcode::kAtanh,
     .real = MathRule<MathFn::kAtanh>,
     .complex = ComplexMathRule<kAxleComplexAtanh>},
    {.opcode = HloOpcode::kCosh,
     .real = MathRule<MathFn::kCosh>,
     .complex = ComplexMathRule<kAxleComplexCosh>},
    {.opcode = HloOpcode::kSinh,
     .real = MathRule<MathFn::kSinh>,
     .complex = ComplexMathRule<kAxleComplexSinh>},
    {.opcode = HloOpcode::kReal,
     .real = [](ElementalEmitter&, Operands v) -> Value* { return v[0]; },
     .complex = [](ElementalEmitter& e, Operands v, PrimitiveType) -> absl::StatusOr<Value*> {
       return RealPart(v[0], e.b());
     }},
    {.opcode = HloOpcode::kImag,
     .real = [](ElementalEmitter&, Operands v) -> Value* {
       return llvm::ConstantFP::get(v[0]->getType(), 0.0);
     },
     .complex = [](ElementalEmitter& e, Operands v, PrimitiveType) -> absl::StatusOr<Value*> {
       return ImagPart(v[0], e.b());
     }},
};

absl::StatusOr<Value*> EmitUnary(ElementalEmitter& e, const HloInstruction& instruction,
                                 const IrIndex& index) {
  return EmitByRule(kRules, e, instruction, index);
}

// copy: the operand's element (a layout change is the loops' business).
absl::StatusOr<Value*> EmitCopy(ElementalEmitter& e, const HloInstruction& instruction,
                                const IrIndex& index) {
  return e.EmitOperand(instruction, 0, index);
}

}  // namespace

void RegisterElementalUnaryOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kCopy, EmitCopy);
  for (const ElementwiseRule& rule : kRules) registry.Register(rule.opcode, EmitUnary);
}

}  // namespace xla::cpu
