#include "axle/backends/interpreter/interpreter_compiler.h"

#include "axle/backends/interpreter/interpreter_executable.h"
#include "axle/base/status_macros.h"

namespace xla {

absl::StatusOr<std::unique_ptr<Executable>> InterpreterCompiler::Compile(
    std::unique_ptr<HloModule> module, const CompileOptions& options) {
  if (module == nullptr) return InvalidArgument("Compile: null module");
  RETURN_IF_ERROR(PrepareModuleForCompilation(*module, options));
  return std::unique_ptr<Executable>(
      std::make_unique<InterpreterExecutable>(std::move(module), options));
}

}  // namespace xla
