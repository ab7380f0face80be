#include "axle/backends/cpu/codegen/runtime_declarations.h"

#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/logging.h"
#include "axle/hlo/xla_data.h"
#include "axle/shape/primitive_type.h"

namespace xla::cpu {

// The ABI spells element types, rng distributions and algorithms without
// Axle's headers; the code generator passes Axle's values.
#define AXLE_SAME_VALUE(abi, axle) \
  static_assert(static_cast<int>(abi) == static_cast<int>(axle), #abi " != " #axle);
AXLE_SAME_VALUE(kAxlePred, PRED)
AXLE_SAME_VALUE(kAxleS8, S8)
AXLE_SAME_VALUE(kAxleS16, S16)
AXLE_SAME_VALUE(kAxleS32, S32)
AXLE_SAME_VALUE(kAxleS64, S64)
AXLE_SAME_VALUE(kAxleU8, U8)
AXLE_SAME_VALUE(kAxleU16, U16)
AXLE_SAME_VALUE(kAxleU32, U32)
AXLE_SAME_VALUE(kAxleU64, U64)
AXLE_SAME_VALUE(kAxleF16, F16)
AXLE_SAME_VALUE(kAxleBF16, BF16)
AXLE_SAME_VALUE(kAxleF32, F32)
AXLE_SAME_VALUE(kAxleF64, F64)
AXLE_SAME_VALUE(kAxleC64, C64)
AXLE_SAME_VALUE(kAxleC128, C128)
AXLE_SAME_VALUE(kAxleS1, S1)
AXLE_SAME_VALUE(kAxleS2, S2)
AXLE_SAME_VALUE(kAxleS4, S4)
AXLE_SAME_VALUE(kAxleU1, U1)
AXLE_SAME_VALUE(kAxleU2, U2)
AXLE_SAME_VALUE(kAxleU4, U4)
AXLE_SAME_VALUE(kAxleF8E5M2, F8E5M2)
AXLE_SAME_VALUE(kAxleF8E4M3, F8E4M3)
AXLE_SAME_VALUE(kAxleF8E3M4, F8E3M4)
AXLE_SAME_VALUE(kAxleF8E4M3FN, F8E4M3FN)
AXLE_SAME_VALUE(kAxleF8E4M3FNUZ, F8E4M3FNUZ)
AXLE_SAME_VALUE(kAxleF8E5M2FNUZ, F8E5M2FNUZ)
AXLE_SAME_VALUE(kAxleF8E4M3B11FNUZ, F8E4M3B11FNUZ)
AXLE_SAME_VALUE(kAxleF4E2M1FN, F4E2M1FN)
AXLE_SAME_VALUE(kAxleF8E8M0FNU, F8E8M0FNU)
AXLE_SAME_VALUE(kAxleRngUniform, RNG_UNIFORM)
AXLE_SAME_VALUE(kAxleRngNormal, RNG_NORMAL)
#undef AXLE_SAME_VALUE

llvm::FunctionCallee RuntimeFunction(llvm::Module& module, absl::string_view name) {
  llvm::LLVMContext& context = module.getContext();
  llvm::FunctionType* type = nullptr;
#define AXLE_RUNTIME_TYPE(function) \
  if (name == #function) type = LlvmFunctionTypeOf(&function, context);
  AXLE_RUNTIME_FUNCTIONS(AXLE_RUNTIME_TYPE)
#undef AXLE_RUNTIME_TYPE
  AXLE_CHECK(type != nullptr) << "not a runtime function: " << name;
  llvm::FunctionCallee callee = module.getOrInsertFunction(llvm::StringRef(name.data(), name.size()), type);
  if (auto* function = llvm::dyn_cast<llvm::Function>(callee.getCallee())) {
    function->setDoesNotThrow();
  }
  return callee;
}

}  // namespace xla::cpu
