#include "axle/backends/cpu/codegen/elemental_math.h"

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

}  // namespace

llvm::Value* EmitMath(ElementalEmitter& e, MathFn fn, absl::Span<llvm::Value* const> arguments) {
  if (arguments[0]->getType()->isFloatTy()) {
    if (InlineMath emit = InlineF32(fn)) return emit(e.b(), arguments[0]);
  }
  LibmNames names = Names(fn);
  return e.CallLibm(arguments[0]->getType()->isFloatTy() ? names.f32 : names.f64, arguments);
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
