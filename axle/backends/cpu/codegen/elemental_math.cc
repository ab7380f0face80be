#include "axle/backends/cpu/codegen/elemental_math.h"

#include <vector>

#include "llvm/ADT/APFloat.h"
#include "llvm/IR/Constants.h"

#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/codegen/vector_math.h"

namespace xla::cpu {
namespace {

struct LibmNames {
  const char* f32;
  const char* f64;
};

LibmNames Names(MathFn fn) {
  switch (fn) {
    case MathFn::kExp:
      return {"expf", "exp"};
    case MathFn::kExpm1:
      return {"expm1f", "expm1"};
    case MathFn::kLog:
      return {"logf", "log"};
    case MathFn::kLog1p:
      return {"log1pf", "log1p"};
    case MathFn::kSin:
      return {"sinf", "sin"};
    case MathFn::kCos:
      return {"cosf", "cos"};
    case MathFn::kTan:
      return {"tanf", "tan"};
    case MathFn::kTanh:
      return {"tanhf", "tanh"};
    case MathFn::kAcos:
      return {"acosf", "acos"};
    case MathFn::kAcosh:
      return {"acoshf", "acosh"};
    case MathFn::kAsin:
      return {"asinf", "asin"};
    case MathFn::kAsinh:
      return {"asinhf", "asinh"};
    case MathFn::kAtanh:
      return {"atanhf", "atanh"};
    case MathFn::kCosh:
      return {"coshf", "cosh"};
    case MathFn::kSinh:
      return {"sinhf", "sinh"};
    case MathFn::kErf:
      return {"erff", "erf"};
    case MathFn::kCbrt:
      return {"cbrtf", "cbrt"};
    case MathFn::kPow:
      return {"powf", "pow"};
    case MathFn::kAtan2:
      return {"atan2f", "atan2"};
  }
  return {nullptr, nullptr};
}

// The inline f32 version of `fn` (vector_math.h), or null where there is none.
using InlineMath = llvm::Value* (*)(llvm::IRBuilder<>& b, llvm::Value* x);
InlineMath InlineF32(MathFn fn) {
  switch (fn) {
    case MathFn::kExp:
      return EmitF32Exp;
    case MathFn::kExpm1:
      return EmitF32Expm1;
    case MathFn::kLog:
      return EmitF32Log;
    case MathFn::kLog1p:
      return EmitF32Log1p;
    case MathFn::kTanh:
      return EmitF32Tanh;
    default:
      return nullptr;
  }
}

// Whether |x| is below the smallest normal value (zero or subnormal).
llvm::Value* BelowNormal(llvm::IRBuilder<>& b, llvm::Value* x) {
  llvm::Type* type = x->getType();
  llvm::Value* tiny = llvm::ConstantFP::get(
      type, llvm::APFloat::getSmallestNormalized(type->getFltSemantics()));
  return b.CreateFCmpOLT(b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x), tiny);
}

}  // namespace

llvm::Value* EmitMath(ElementalEmitter& e, MathFn fn, absl::Span<llvm::Value* const> arguments) {
  llvm::IRBuilder<>& b = e.b();
  llvm::Value* x = arguments[0];
  // Under flush_denormals, as XLA:CPU: log and log1p read a subnormal x as a
  // zero of its sign, expm1 and f32 tanh return it unchanged (their code here
  // reaches subnormals by integer operations, which DAZ does not affect).
  const bool flush = e.codegen().options().flush_denormals;
  if (flush && (fn == MathFn::kLog || fn == MathFn::kLog1p)) {
    llvm::Value* zero =
        b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, llvm::ConstantFP::get(x->getType(), 0.0), x);
    x = b.CreateSelect(BelowNormal(b, x), zero, x);
  }
  llvm::Value* result;
  if (InlineMath emit = x->getType()->isFloatTy() ? InlineF32(fn) : nullptr) {
    result = emit(b, x);
  } else {
    LibmNames names = Names(fn);
    std::vector<llvm::Value*> call_arguments(arguments.begin(), arguments.end());
    call_arguments[0] = x;
    result = e.CallLibm(x->getType()->isFloatTy() ? names.f32 : names.f64, call_arguments);
  }
  if (flush && (fn == MathFn::kExpm1 || (fn == MathFn::kTanh && x->getType()->isFloatTy()))) {
    result = b.CreateSelect(BelowNormal(b, x), x, result);
  }
  return result;
}

llvm::Value* EmitComplexMath(ElementalEmitter& e, AxleComplexOp op, PrimitiveType type,
                             llvm::Value* a, llvm::Value* b) {
  // The runtime picks XLA:CPU's formula where the op has one.
  const int32_t code = e.codegen().options().plain_complex_arithmetic
                           ? static_cast<int32_t>(op) | kAxleComplexPlainFormula
                           : static_cast<int32_t>(op);
  llvm::Value* result = CallComplexRuntime(e, type == C64 ? "__axle_c64_math" : "__axle_c128_math",
                                           type, {e.b().getInt32(code)}, a, b != nullptr ? b : a);
  if (op == kAxleComplexAbs) return RealPart(result, e.b());
  return result;
}

}  // namespace xla::cpu
