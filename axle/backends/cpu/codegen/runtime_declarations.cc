#include "axle/backends/cpu/codegen/runtime_declarations.h"

#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/logging.h"

namespace xla::cpu {

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
