#include "axle/backends/cpu/cpu_executable.h"

#include <cstdlib>
#include <cstring>
#include <thread>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/thread_pool.h"
#include "axle/base/status_macros.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

struct FreeDeleter {
  void operator()(void* pointer) const { std::free(pointer); }
};

}  // namespace

CompiledArtifact::CompiledArtifact() = default;
CompiledArtifact::~CompiledArtifact() = default;

CpuExecutable::CpuExecutable(std::unique_ptr<HloModule> module,
                             std::shared_ptr<const CompiledArtifact> artifact)
    : Executable(std::move(module)), artifact_(std::move(artifact)) {}

CpuExecutable::~CpuExecutable() = default;

absl::StatusOr<Literal> CpuExecutable::RunReplica(absl::Span<const Literal* const> arguments,
                                                  RunContext& run_context) const {
  const BufferAssignment& assignment = *artifact_->assignment;
  const std::vector<BufferAllocation>& allocations = assignment.allocations();
  const HloModule& module = *artifact_->optimized_module;
  const HloInstruction* root = module.entry_computation()->root_instruction();
  ASSIGN_OR_RETURN(Literal result, Literal::Create(root->shape()));
  std::vector<void*> table(allocations.size(), nullptr);
  std::unique_ptr<void, FreeDeleter> temp;
  for (const BufferAllocation& allocation : allocations) {
    switch (allocation.kind) {
      case BufferAllocation::Kind::kParameter:
        // Generated code never writes parameters.
        table[allocation.index] = const_cast<void*>(
            arguments[allocation.parameter_number]->untyped_data(allocation.parameter_index));
        break;
      case BufferAllocation::Kind::kOutput:
        table[allocation.index] = result.untyped_data(allocation.output_index);
        break;
      case BufferAllocation::Kind::kTemp: {
        size_t size = (allocation.size + kBufferAlignment - 1) / kBufferAlignment *
                      kBufferAlignment;
        temp.reset(std::aligned_alloc(kBufferAlignment, size == 0 ? kBufferAlignment : size));
        if (temp == nullptr) {
          return ResourceExhausted("cannot allocate ", allocation.size,
                                   " bytes of temporary memory for ", module.name());
        }
        table[allocation.index] = temp.get();
        break;
      }
      case BufferAllocation::Kind::kConstant:
        break;  // constants are global data of the compiled code
    }
  }
  if (artifact_->entry(&run_context, table.data()) != 0) {
    absl::Status error = run_context.TakeError();
    if (error.ok()) error = Internal("compiled code of ", module.name(), " failed");
    return error;
  }
  // Result leaves not computed in place are copied out of their slices.
  RETURN_IF_ERROR(ShapeUtil::ForEachSubshapeWithStatus(
      root->shape(), [&](const Shape& subshape, const ShapeIndex& index) -> absl::Status {
        if (!subshape.IsArray()) return absl::OkStatus();
        ASSIGN_OR_RETURN(BufferSlice slice, assignment.GetSlice(root, index));
        const BufferAllocation& allocation = allocations[slice.allocation];
        void* destination = result.untyped_data(index);
        const char* source;
        if (allocation.kind == BufferAllocation::Kind::kConstant) {
          source = static_cast<const char*>(allocation.constant->literal().untyped_data()) +
                   slice.offset;
        } else {
          source = static_cast<const char*>(table[slice.allocation]) + slice.offset;
        }
        int64_t size = result.size_bytes(index);
        if (size > 0 && source != destination) std::memcpy(destination, source, size);
        return absl::OkStatus();
      }));
  return result;
}

absl::StatusOr<std::vector<Literal>> CpuExecutable::ExecuteReplicatedImpl(
    const std::vector<std::vector<const Literal*>>& arguments, const BackendRunOptions& options) {
  const int64_t replicas = static_cast<int64_t>(arguments.size());
  ReplicatedOptions replicated;
  replicated.rng_seed = options.rng_seed;
  replicated.host_queues = options.host_queues;
  return RunReplicas(replicas, replicated,
                     [&](int64_t r, CollectiveHub& hub, HostQueues& queues) {
                       RunContext run_context;
                       run_context.replica_id = r;
                       run_context.replica_count = replicas;
                       run_context.rng.seed(options.rng_seed);
                       run_context.host_queues = &queues;
                       run_context.collectives = &hub;
                       run_context.pool = &ThreadPool::Default();
                       run_context.max_threads = run_context.pool->size() + 1;
                       return RunReplica(arguments[r], run_context);
                     });
}

}  // namespace xla::cpu
