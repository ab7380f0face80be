// The JIT: object files for the host in (jit/object_emitter.h), callable
// native code out, linked by ORC against the runtime. One process-wide
// LLJIT for the host CPU; each object lives in its own JITDylib that is
// removed (and its memory freed) when its JitModule is destroyed. Objects,
// not LLVM modules, so compiled code can be serialised and linked again.
#ifndef AXLE_BACKENDS_CPU_JIT_CPU_JIT_H_
#define AXLE_BACKENDS_CPU_JIT_CPU_JIT_H_

#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

namespace llvm::orc {
class LLJIT;
class JITDylib;
}  // namespace llvm::orc

namespace xla::cpu {

// Compiled code; valid while this object lives.
class JitModule {
 public:
  JitModule(llvm::orc::LLJIT* jit, llvm::orc::JITDylib* dylib) : jit_(jit), dylib_(dylib) {}
  ~JitModule();
  JitModule(const JitModule&) = delete;
  JitModule& operator=(const JitModule&) = delete;

  // The address of function `name` defined by the module.
  absl::StatusOr<void*> Lookup(absl::string_view name) const;

 private:
  llvm::orc::LLJIT* jit_;
  llvm::orc::JITDylib* dylib_;
};

class CpuJit {
 public:
  // The process-wide JIT (created on first use; LLVM's native target set up).
  static absl::StatusOr<CpuJit*> Get();

  // A target machine for the host CPU (its features: AVX2/AVX-512 where the
  // machine has them), for setting up modules and printing assembly.
  const llvm::TargetMachine& target_machine() const { return *target_machine_; }
  // Sets the module's triple and data layout to the host's.
  void ConfigureModule(llvm::Module& module) const;
  // The host CPU name and feature string, as function attributes want them.
  const std::string& cpu_name() const { return cpu_name_; }
  const std::string& cpu_features() const { return cpu_features_; }

  // Runs LLVM's optimisation pipeline at `opt_level` (0-3) on `module`.
  absl::Status Optimize(llvm::Module& module, int opt_level) const;
  // The module's assembly for the host.
  absl::StatusOr<std::string> EmitAssembly(llvm::Module& module) const;

  // Links an object file for the host (EmitObjectFile) against the runtime,
  // its undefined symbols `symbols` bound to the given addresses first.
  // A malformed object is an error, not a crash.
  absl::StatusOr<std::unique_ptr<JitModule>> LinkObject(
      absl::string_view object, const std::vector<std::pair<std::string, void*>>& symbols);

 private:
  CpuJit() = default;

  std::unique_ptr<llvm::orc::LLJIT> jit_;
  std::unique_ptr<llvm::TargetMachine> target_machine_;
  std::string cpu_name_;
  std::string cpu_features_;
  int64_t next_dylib_ = 0;
  std::mutex mutex_;
};

// LLVM's optimisation pipeline at `opt_level` (0-3) for `target_machine`'s
// target: what CpuJit::Optimize runs for the host, and object files for
// other targets.
absl::Status OptimizeForTarget(llvm::Module& module, llvm::TargetMachine& target_machine,
                               int opt_level);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_CPU_JIT_H_
