// The CPU compiler: the CPU pass pipeline, scheduling and buffer assignment,
// then LLVM IR from the code generator, optimised and compiled by the JIT
// for the host CPU.
#ifndef AXLE_BACKENDS_CPU_CPU_COMPILER_H_
#define AXLE_BACKENDS_CPU_CPU_COMPILER_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/backends/compiler.h"
#include "axle/passes/analysis/buffer_assignment.h"

namespace xla::cpu {

// Text of every stage of compiling `module`, for `axle opt --backend=cpu
// --stage=...` and bug reports.
struct CpuCompileStages {
  std::string optimized_hlo;      // after the pass pipeline
  std::string buffer_assignment;  // the assignment's report
  std::string lowering;           // how each scheduled instruction was lowered
  std::string llvm_ir;            // before LLVM's optimisation
  std::string llvm_ir_optimized;  // after it
  std::string assembly;           // for the host
};
// LLVM optimises at options.backend_optimization_level.
absl::StatusOr<CpuCompileStages> CompileStagesForCpu(std::unique_ptr<HloModule> module,
                                                     const CompileOptions& options);

// The same, for a module the CPU pipeline has already optimised; LLVM
// optimises at `opt_level` (0..3); complex math as plain_complex_arithmetic
// says (CompileOptions).
absl::StatusOr<CpuCompileStages> StagesOfOptimizedModule(const HloModule& module,
                                                         int opt_level = 2,
                                                         bool plain_complex_arithmetic = false);

// A target for object files: an LLVM triple, CPU and feature string.
struct ObjectTarget {
  std::string triple;           // e.g. "x86_64-pc-linux-gnu", "aarch64-unknown-linux-gnu"
  std::string cpu = "generic";  // an LLVM CPU name of that target
  std::string features;         // LLVM features, e.g. "+avx2,+fma"
};

// `module` compiled as CpuCompiler::Compile would, as a relocatable object
// file for `target` (ELF, Mach-O or COFF by the triple) defining the entry
// function "axle_entry"; runtime functions (__axle_*) stay undefined. Runtime
// calls still name host addresses for instruction descriptors and custom
// calls: the AOT compiler replaces those.
absl::StatusOr<std::string> CompileToObjectFile(std::unique_ptr<HloModule> module,
                                                const CompileOptions& options,
                                                const ObjectTarget& target);

// The schedule and buffer assignment code is generated for, of a module the
// CPU pipeline optimised. Deterministic: the same module text gives the
// same assignment (loading a serialised executable relies on it).
absl::StatusOr<std::unique_ptr<BufferAssignment>> AssignBuffersForCpu(const HloModule& module);

// Generates code at CompileOptions::backend_optimization_level. Compiled
// code is kept in memory (jit/compile_cache.h) and, with
// CompileOptions::compile_cache_dir, on disk (jit/persistent_compile_cache.h).
class CpuCompiler : public Compiler {
 public:
  absl::StatusOr<std::unique_ptr<Executable>> Compile(std::unique_ptr<HloModule> module,
                                                      const CompileOptions& options) override;
  // The format: cpu_executable_serialization.h. An executable whose code
  // names a host address without a symbol is FailedPrecondition.
  absl::StatusOr<std::string> Export(const Executable& executable) const override;
  absl::StatusOr<std::unique_ptr<Executable>> Load(absl::string_view serialized,
                                                   const CompileOptions& options) override;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CPU_COMPILER_H_
