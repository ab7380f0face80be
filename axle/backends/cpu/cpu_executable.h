// A module compiled for the host CPU: native code plus the buffer layout it
// expects. Each run gets its own temporaries, so one executable may run from
// several threads at once.
#ifndef AXLE_BACKENDS_CPU_CPU_EXECUTABLE_H_
#define AXLE_BACKENDS_CPU_CPU_EXECUTABLE_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "axle/backends/executable.h"
#include "axle/passes/analysis/buffer_assignment.h"

namespace xla::cpu {

class JitModule;
struct RunContext;

class CpuExecutable : public Executable {
 public:
  // The compiled entry: int32 entry(RunContext*, void** buffer_table).
  using EntryFunction = int32_t (*)(RunContext* run_context, void** buffer_table);

  CpuExecutable(std::unique_ptr<HloModule> module,
                std::unique_ptr<BufferAssignment> assignment,
                std::unique_ptr<JitModule> code, EntryFunction entry);
  ~CpuExecutable() override;

  const BufferAssignment& assignment() const { return *assignment_; }

 protected:
  absl::StatusOr<std::vector<Literal>> ExecuteReplicatedImpl(
      const std::vector<std::vector<const Literal*>>& arguments,
      const BackendRunOptions& options) override;

 private:
  absl::StatusOr<Literal> RunReplica(absl::Span<const Literal* const> arguments,
                                     RunContext& run_context) const;

  std::unique_ptr<BufferAssignment> assignment_;
  std::unique_ptr<JitModule> code_;
  EntryFunction entry_;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CPU_EXECUTABLE_H_
