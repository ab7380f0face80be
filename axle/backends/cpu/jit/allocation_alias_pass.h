// Tells LLVM what buffer assignment knows: distinct allocations never overlap,
// and the buffer table is none of them and never written while the code
// runs. Computation functions (marked with kAllocationCountAttribute by
// ModuleCodegen) read each allocation's base from the buffer table; every
// load, store and memory intrinsic whose addresses are based on such bases
// gets one alias scope per allocation it touches (and the others as noalias),
// and the table loads are invariant. Runs after inlining, so the accesses of
// inlined kernels, conditions and bodies are covered: a while loop's state
// can then live in registers.
#ifndef AXLE_BACKENDS_CPU_JIT_ALLOCATION_ALIAS_PASS_H_
#define AXLE_BACKENDS_CPU_JIT_ALLOCATION_ALIAS_PASS_H_

#include "llvm/IR/PassManager.h"

namespace xla::cpu {

// Function attribute: the module's allocation count; argument 1 of the
// function is the buffer table.
inline constexpr char kAllocationCountAttribute[] = "axle-allocation-count";

class AllocationAliasPass : public llvm::PassInfoMixin<AllocationAliasPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_ALLOCATION_ALIAS_PASS_H_
