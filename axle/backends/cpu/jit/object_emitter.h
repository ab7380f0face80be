// Relocatable object files for any target LLVM knows, not only the host:
// the generated code as the JIT would run it, with the runtime's symbols
// (__axle_*) left undefined for a linker. The AOT compiler builds on it.
#ifndef AXLE_BACKENDS_CPU_JIT_OBJECT_EMITTER_H_
#define AXLE_BACKENDS_CPU_JIT_OBJECT_EMITTER_H_

#include <string>

#include "absl/status/statusor.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {

// Retargets `module` (triple, data layout, every function's target-cpu and
// target-features) to `target`, optimises it at `opt_level` and returns the
// object file's bytes. An unknown triple or CPU is InvalidArgument.
absl::StatusOr<std::string> EmitObjectFile(llvm::Module& module, const ObjectTarget& target,
                                           int opt_level);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_OBJECT_EMITTER_H_
