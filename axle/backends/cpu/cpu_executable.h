// A module compiled for the host CPU: native code plus the buffer layout it
// expects. Each run gets its own temporaries, so one executable may run from
// several threads at once.
#ifndef AXLE_BACKENDS_CPU_CPU_EXECUTABLE_H_
#define AXLE_BACKENDS_CPU_CPU_EXECUTABLE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "axle/backends/cpu/jit/host_symbols.h"
#include "axle/backends/executable.h"
#include "axle/passes/analysis/buffer_assignment.h"

namespace xla::cpu {

class JitModule;
struct RunContext;

// The compiled entry: int32 entry(RunContext*, void** buffer_table).
using EntryFunction = int32_t (*)(RunContext* run_context, void** buffer_table);

// What compiling a module produces: the optimised module, its buffer
// assignment and the native code. Immutable; shared by every executable
// compiled from the same module (see jit/compile_cache.h).
struct CompiledArtifact {
  CompiledArtifact();
  ~CompiledArtifact();
  std::unique_ptr<HloModule> optimized_module;
  std::unique_ptr<BufferAssignment> assignment;
  std::unique_ptr<JitModule> code;
  EntryFunction entry = nullptr;
  // The code's kAxleRuntimeCacheTable (runtime_abi.h): what its slots hold
  // is freed before the code.
  const void* runtime_caches = nullptr;
  // What serialising needs (cpu_executable_serialization.h): the optimised
  // module's text (optimized_module was parsed from it), the object file
  // the JIT linked and the host addresses it names by symbol.
  std::string optimized_text;
  std::string object;
  std::vector<HostSymbol> host_symbols;
  // Why the code cannot be serialised (it names a host address that has no
  // symbol); empty when it can.
  std::string not_serializable;
  // CompileOptions::flush_denormals: every run computes with subnormals
  // flushed to zero (its threads' MXCSR/FPCR set for the run, then restored).
  bool flush_denormals = false;
};

// OK when the buffers a run allocates (the temporaries and results of
// `assignment`) fit in `limit_bytes` (0: the default limit); else
// ResourceExhausted naming the bytes and the largest value of `module` (the
// module as the user wrote it, whose names they know).
absl::Status CheckBufferMemory(const HloModule& module, const BufferAssignment& assignment,
                               int64_t limit_bytes);

class CpuExecutable : public Executable {
 public:
  // `module` is the module as given (its signature and replica count);
  // `artifact` the compiled code.
  CpuExecutable(std::unique_ptr<HloModule> module,
                std::shared_ptr<const CompiledArtifact> artifact);
  ~CpuExecutable() override;

  const BufferAssignment& assignment() const { return *artifact_->assignment; }
  const CompiledArtifact& artifact() const { return *artifact_; }

  // What every run does with each allocation (cpu_executable.cc).
  struct RunPlan;

 protected:
  absl::StatusOr<std::vector<Literal>> ExecuteReplicatedImpl(
      const std::vector<std::vector<const Literal*>>& arguments,
      const BackendRunOptions& options) override;
  // One replica: without host queues or collectives in the module, runs on
  // the calling thread with no CollectiveHub, HostQueues or thread.
  absl::StatusOr<Literal> ExecuteImpl(absl::Span<const Literal* const> arguments,
                                      const BackendRunOptions& options) override;

 private:
  // `arena` holds the temp allocations (RunPlan::arena_bytes).
  absl::StatusOr<Literal> RunReplica(absl::Span<const Literal* const> arguments,
                                     RunContext& run_context, void* arena) const;
  absl::Status CheckMemory(const BackendRunOptions& options) const;

  std::shared_ptr<const CompiledArtifact> artifact_;
  // What every run does with each allocation, worked out once.
  std::unique_ptr<const RunPlan> plan_;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CPU_EXECUTABLE_H_
