// The interpreter's compiler: verifies the module and wraps it in an
// InterpreterExecutable. No passes run; the interpreter is the oracle.
#ifndef AXLE_BACKENDS_INTERPRETER_INTERPRETER_COMPILER_H_
#define AXLE_BACKENDS_INTERPRETER_INTERPRETER_COMPILER_H_

#include "axle/backends/compiler.h"

namespace xla {

class InterpreterCompiler : public Compiler {
 public:
  absl::StatusOr<std::unique_ptr<Executable>> Compile(std::unique_ptr<HloModule> module,
                                                      const CompileOptions& options) override;
};

}  // namespace xla

#endif  // AXLE_BACKENDS_INTERPRETER_INTERPRETER_COMPILER_H_
