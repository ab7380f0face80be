// The "interpreter" platform: runs modules on the reference interpreter.
#ifndef AXLE_BACKENDS_INTERPRETER_INTERPRETER_PLATFORM_H_
#define AXLE_BACKENDS_INTERPRETER_INTERPRETER_PLATFORM_H_

#include <string>

#include "axle/backends/interpreter/interpreter_compiler.h"
#include "axle/backends/platform.h"

namespace xla {

class InterpreterPlatform : public Platform {
 public:
  static constexpr char kName[] = "interpreter";

  const std::string& Name() const override { return name_; }
  std::string Description() const override {
    return "the reference interpreter (HloEvaluator); replicas run as host threads";
  }
  Compiler* compiler() override { return &compiler_; }

 private:
  std::string name_ = kName;
  InterpreterCompiler compiler_;
};

}  // namespace xla

#endif  // AXLE_BACKENDS_INTERPRETER_INTERPRETER_PLATFORM_H_
