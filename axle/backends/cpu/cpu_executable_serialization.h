// Compiled cpu executables as bytes and back (CpuCompiler::Export / Load,
// and the persistent compile cache): the object file the JIT linked, the
// module as given and as optimised (HLO text), the host symbols the object
// names, and the target it was compiled for, in the records of
// jit/executable_format.h:
//
//   axle_version, runtime_abi     the Axle version and runtime ABI it needs
//   triple, cpu, features         the target; others are FailedPrecondition
//   module                        the prepared module (signature, replicas)
//   optimized_module              what the code was generated from
//   assignment                    SHA-256 of its buffer assignment's report
//   object                        the relocatable object (ELF for the host)
//   host_symbols                  "NAME KIND INSTRUCTION" lines (KIND: i|c)
//   cache_key                     the persistent cache's key, or empty
//
// Loading parses the two modules, schedules and assigns buffers (the same
// text gives the same assignment; the digest checks it) and links the
// object: no pass pipeline and no LLVM code generation.
#ifndef AXLE_BACKENDS_CPU_CPU_EXECUTABLE_SERIALIZATION_H_
#define AXLE_BACKENDS_CPU_CPU_EXECUTABLE_SERIALIZATION_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/cpu/cpu_executable.h"

namespace xla::cpu {

class CpuJit;

// The target the JIT compiles for: this machine's triple, CPU and features.
ObjectTarget HostTarget(const CpuJit& jit);

// Links `artifact.object` into the JIT with its host symbols bound in
// `artifact.optimized_module`, and sets `code` and `entry`.
absl::Status LinkCompiledArtifact(CompiledArtifact& artifact, CpuJit& jit);

// `module`: the module as given to Compile (prepared).
absl::StatusOr<std::string> SerializeCpuArtifact(const HloModule& module,
                                                 const CompiledArtifact& artifact,
                                                 absl::string_view cache_key = {});

struct LoadedCpuArtifact {
  std::unique_ptr<HloModule> module;  // as given to Compile
  std::shared_ptr<const CompiledArtifact> artifact;
};
// With a non-empty `cache_key`, bytes stored under another key are
// FailedPrecondition.
absl::StatusOr<LoadedCpuArtifact> LoadCpuArtifact(absl::string_view bytes,
                                                  absl::string_view cache_key = {});

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CPU_EXECUTABLE_SERIALIZATION_H_
