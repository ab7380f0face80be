// Relocatable object files for any target LLVM knows, not only the host:
// the generated code as the JIT would run it, with the runtime's symbols
// (__axle_*) left undefined for a linker. The AOT compiler builds on it.
#ifndef AXLE_BACKENDS_CPU_JIT_OBJECT_EMITTER_H_
#define AXLE_BACKENDS_CPU_JIT_OBJECT_EMITTER_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {

// Retargets `module` (triple, data layout, every function's target-cpu and
// target-features) to `target`, optimises it at `opt_level` and returns the
// object file's bytes. An unknown triple or CPU is InvalidArgument.
absl::StatusOr<std::string> EmitObjectFile(llvm::Module& module, const ObjectTarget& target,
                                           int opt_level);

// A module compiled as CpuCompiler::Compile would, up to LLVM IR (not yet
// optimised by LLVM): the optimised HLO module, its buffer assignment and the
// LLVM module whose external function kEntryFunctionName runs it. Members
// are declared so that each outlives what refers to it.
struct LoweredModule {
  std::unique_ptr<HloModule> optimized_module;
  std::unique_ptr<BufferAssignment> assignment;
  std::unique_ptr<llvm::LLVMContext> context;
  std::unique_ptr<llvm::Module> llvm_module;
};
absl::StatusOr<LoweredModule> LowerForObjectFile(std::unique_ptr<HloModule> module,
                                                 const CompileOptions& options);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_OBJECT_EMITTER_H_
