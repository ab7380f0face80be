// The "cpu" platform: modules compiled to native code for the host CPU.
#ifndef AXLE_BACKENDS_CPU_CPU_PLATFORM_H_
#define AXLE_BACKENDS_CPU_CPU_PLATFORM_H_

#include <string>

#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/platform.h"

namespace xla::cpu {

class CpuPlatform : public Platform {
 public:
  static constexpr char kName[] = "cpu";

  const std::string& Name() const override { return name_; }
  std::string Description() const override {
    return "native code for the host CPU through LLVM; replicas run as host threads";
  }
  Compiler* compiler() override { return &compiler_; }

 private:
  std::string name_ = kName;
  CpuCompiler compiler_;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CPU_PLATFORM_H_
