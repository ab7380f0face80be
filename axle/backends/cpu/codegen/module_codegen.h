// ModuleCodegen: one HLO module (optimised, scheduled, buffers assigned)
// into one LLVM module.
//
// Every sequential computation becomes a function
//   i32 @name(ptr %run_context, ptr %buffer_table)
// returning 0, or nonzero after recording an error in the run context.
// %buffer_table[i] is the base address of buffer allocation i; values live
// at their slice's offset. Constants are global data. The entry computation's
// function is kEntryFunctionName. The module lists its runtime cache slots
// in kAxleRuntimeCacheTable (runtime_abi.h). Large loops are outlined into
// kernels that runtime/parallel_for may split across threads.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_MODULE_CODEGEN_H_
#define AXLE_BACKENDS_CPU_CODEGEN_MODULE_CODEGEN_H_

#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {

inline constexpr char kEntryFunctionName[] = "axle_entry";

struct CodegenOptions {
  // Loops over at least this many elements are split into work groups.
  int64_t min_elements_per_group = 64 * 1024;
  int64_t max_groups = 64;
  // CompileOptions::max_while_iterations: negative emits no loop counters.
  int64_t max_while_iterations = -1;
  // CompileOptions::profile: a __axle_profile_time call before and after
  // each instruction that emits code.
  bool profile = false;
  // The target's widest vector register: 64 with AVX-512, else 32 (AVX2; a
  // pair of NEON registers). Kernels that keep sums in registers size their
  // blocks by it.
  int64_t vector_register_bytes = 32;
  // CompileOptions::plain_complex_arithmetic: complex multiply inline with
  // XLA:CPU's plain formula, complex math calls with kAxleComplexPlainFormula.
  bool plain_complex_arithmetic = false;
  // CompileOptions::flush_denormals: log and log1p read subnormal inputs as
  // zero (their code reaches subnormals by integer operations, which the
  // run's FTZ/DAZ mode does not affect).
  bool flush_denormals = false;
};

class ModuleCodegen {
 public:
  ModuleCodegen(const HloModule& hlo_module, const BufferAssignment& assignment,
                llvm::Module& module, CodegenOptions options = {});

  // Emits every sequential computation, the entry last.
  absl::Status EmitModule();

  const HloModule& hlo_module() const { return hlo_module_; }
  const BufferAssignment& assignment() const { return assignment_; }
  const CodegenOptions& options() const { return options_; }
  llvm::Module& module() { return module_; }
  llvm::LLVMContext& context() { return module_.getContext(); }

  // The function of a sequential computation (declared on first use).
  llvm::Function* ComputationFunction(const HloComputation* computation);
  // The global holding a constant instruction's literal (in its layout).
  llvm::Constant* ConstantGlobal(const HloInstruction* constant);
  // A fresh symbol name derived from `base`.
  std::string UniqueName(absl::string_view base);
  // A new runtime cache slot (runtime_abi.h, kAxleRuntimeCacheTable), for a
  // library call that keeps work derived from the module's constants.
  llvm::GlobalVariable* NewRuntimeCacheSlot(absl::string_view name);

  // How each instruction was lowered, for `axle opt --stage=lowering`:
  // "kernel", "library call <name>", "control flow", "no code" ...
  void RecordLowering(const HloInstruction& instruction, std::string how);
  std::string LoweringReport() const;

 private:
  const HloModule& hlo_module_;
  const BufferAssignment& assignment_;
  llvm::Module& module_;
  CodegenOptions options_;
  absl::flat_hash_map<const HloComputation*, llvm::Function*> functions_;
  absl::flat_hash_map<const HloInstruction*, llvm::Constant*> constants_;
  absl::flat_hash_map<std::string, int64_t> name_counts_;
  struct Lowering {
    const HloInstruction* instruction;
    std::string how;
  };
  std::vector<Lowering> lowerings_;
  std::vector<llvm::Constant*> runtime_cache_slots_;

  // The module's kAxleRuntimeCacheTable (after every computation).
  void EmitRuntimeCacheTable();
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_MODULE_CODEGEN_H_
