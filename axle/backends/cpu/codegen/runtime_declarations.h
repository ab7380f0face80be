// LLVM declarations of the runtime's C ABI (runtime/runtime_abi.h), derived
// from the C++ prototypes so generated calls always match the definitions.
//
//   llvm::FunctionCallee f = RuntimeFunction(module, "__axle_parallel_for");
#ifndef AXLE_BACKENDS_CPU_CODEGEN_RUNTIME_DECLARATIONS_H_
#define AXLE_BACKENDS_CPU_CODEGEN_RUNTIME_DECLARATIONS_H_

#include <type_traits>

#include "absl/strings/string_view.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {

template <typename T>
llvm::Type* LlvmTypeOf(llvm::LLVMContext& context) {
  if constexpr (std::is_void_v<T>) {
    return llvm::Type::getVoidTy(context);
  } else if constexpr (std::is_pointer_v<T>) {
    return llvm::PointerType::getUnqual(context);
  } else if constexpr (std::is_same_v<T, float>) {
    return llvm::Type::getFloatTy(context);
  } else if constexpr (std::is_same_v<T, double>) {
    return llvm::Type::getDoubleTy(context);
  } else {
    static_assert(std::is_integral_v<T> && !std::is_same_v<T, bool>,
                  "runtime ABI types: void, pointers, float, double, fixed-width integers");
    return llvm::Type::getIntNTy(context, sizeof(T) * 8);
  }
}

template <typename R, typename... Args>
llvm::FunctionType* LlvmFunctionTypeOf(R (*)(Args...), llvm::LLVMContext& context) {
  return llvm::FunctionType::get(LlvmTypeOf<R>(context), {LlvmTypeOf<Args>(context)...},
                                 /*isVarArg=*/false);
}

// The declaration of runtime function `name` in `module` (added on first
// use). `name` must be one of AXLE_RUNTIME_FUNCTIONS.
llvm::FunctionCallee RuntimeFunction(llvm::Module& module, absl::string_view name);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_RUNTIME_DECLARATIONS_H_
