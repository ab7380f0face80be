#include "axle/backends/cpu/cpu_executable.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <thread>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/backends/cpu/runtime/buffer_tree.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/portable/thread_pool.h"
#include "axle/base/status_macros.h"
#include "axle/eval/memory_limit.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

struct FreeDeleter {
  void operator()(void* pointer) const { std::free(pointer); }
};

}  // namespace

absl::Status CheckBufferMemory(const HloModule& module, const BufferAssignment& assignment,
                               int64_t limit_bytes) {
  int64_t bytes = 0;
  for (const BufferAllocation& allocation : assignment.allocations()) {
    if (allocation.kind == BufferAllocation::Kind::kTemp ||
        allocation.kind == BufferAllocation::Kind::kOutput) {
      bytes = allocation.size > INT64_MAX - bytes ? INT64_MAX : bytes + allocation.size;
    }
  }
  const int64_t limit = EffectiveMemoryLimit(limit_bytes);
  if (bytes <= limit) return absl::OkStatus();
  // Name the largest value: usually the one to blame.
  const HloInstruction* largest = nullptr;
  int64_t largest_bytes = -1;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      int64_t size = StorageBytes(instruction->shape());
      if (size > largest_bytes) {
        largest = instruction;
        largest_bytes = size;
      }
    }
  }
  absl::Status status = CheckMemoryLimit(
      absl::StrCat("module ", module.name(), "'s buffers (temporaries and results)"), bytes, 0,
      limit);
  if (largest == nullptr) return status;
  return absl::ResourceExhaustedError(absl::StrCat(
      status.message(), "; its largest value is instruction ", largest->name(), " (",
      ShapeUtil::HumanString(largest->shape()), ", ", largest_bytes, " bytes)"));
}

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
  const HloComputation& entry = *module.entry_computation();
  const HloInstruction* root = entry.root_instruction();
  ASSIGN_OR_RETURN(Literal result, Literal::Create(root->shape()));
  std::vector<void*> table(allocations.size(), nullptr);
  // The temp arena, and staging for values not kept in the caller's
  // literals as they are (dynamic arrays carry their sizes; arguments in
  // another layout are relaid).
  std::vector<std::unique_ptr<void, FreeDeleter>> owned;
  auto allocate = [&](int64_t bytes) -> absl::StatusOr<void*> {
    size_t size = (bytes + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment;
    owned.emplace_back(std::aligned_alloc(kBufferAlignment, size == 0 ? kBufferAlignment : size));
    if (owned.back() == nullptr) {
      return ResourceExhausted("cannot allocate ", bytes, " bytes of memory for ", module.name());
    }
    return owned.back().get();
  };
  for (const BufferAllocation& allocation : allocations) {
    switch (allocation.kind) {
      case BufferAllocation::Kind::kParameter: {
        const Literal& argument = *arguments[allocation.parameter_number];
        const Shape& shape = ShapeUtil::GetSubshape(
            entry.parameter_instruction(allocation.parameter_number)->shape(),
            allocation.parameter_index);
        const Literal& leaf = argument.subliteral(allocation.parameter_index);
        if (shape.is_static() && LayoutUtil::LayoutsInShapesEqual(leaf.shape(), shape)) {
          // Generated code never writes parameters.
          table[allocation.index] = const_cast<void*>(leaf.untyped_data());
          break;
        }
        ASSIGN_OR_RETURN(table[allocation.index], allocate(allocation.size));
        RETURN_IF_ERROR(AddContext(LiteralToTree(leaf, shape, table[allocation.index]),
                                   absl::StrCat("argument ", allocation.parameter_number)));
        break;
      }
      case BufferAllocation::Kind::kOutput: {
        if (ShapeUtil::GetSubshape(root->shape(), allocation.output_index).is_static()) {
          table[allocation.index] = result.untyped_data(allocation.output_index);
        } else {
          ASSIGN_OR_RETURN(table[allocation.index], allocate(allocation.size));
        }
        break;
      }
      case BufferAllocation::Kind::kTemp: {
        ASSIGN_OR_RETURN(table[allocation.index], allocate(allocation.size));
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
  // Where each result leaf ended up.
  std::map<ShapeIndex, const char*> sources;
  bool dynamic = false;
  RETURN_IF_ERROR(ShapeUtil::ForEachSubshapeWithStatus(
      root->shape(), [&](const Shape& subshape, const ShapeIndex& index) -> absl::Status {
        if (!subshape.IsArray()) return absl::OkStatus();
        dynamic |= subshape.is_dynamic();
        ASSIGN_OR_RETURN(BufferSlice slice, assignment.GetSlice(root, index));
        const BufferAllocation& allocation = allocations[slice.allocation];
        if (allocation.kind == BufferAllocation::Kind::kConstant) {
          sources[index] = static_cast<const char*>(allocation.constant->literal().untyped_data()) +
                           slice.offset;
        } else {
          sources[index] = static_cast<const char*>(table[slice.allocation]) + slice.offset;
        }
        return absl::OkStatus();
      }));
  if (dynamic) {
    // A literal at the runtime sizes, as the interpreter's.
    TreeBuilder tree;
    return LiteralFromTree(root->shape(), tree.Build(root->shape(), [&](const ShapeIndex& index) {
      return static_cast<const void*>(sources.at(index));
    }));
  }
  // Result leaves not computed in place are copied out of their slices.
  for (const auto& [index, source] : sources) {
    void* destination = result.untyped_data(index);
    int64_t size = result.size_bytes(index);
    if (size > 0 && source != destination) std::memcpy(destination, source, size);
  }
  return result;
}

absl::StatusOr<std::vector<Literal>> CpuExecutable::ExecuteReplicatedImpl(
    const std::vector<std::vector<const Literal*>>& arguments, const BackendRunOptions& options) {
  const int64_t replicas = static_cast<int64_t>(arguments.size());
  RETURN_IF_ERROR(CheckBufferMemory(module(), *artifact_->assignment, options.memory_limit_bytes));
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
                       run_context.cancelled = options.cancelled;
                       run_context.pool = &ThreadPool::Default();
                       run_context.max_threads = run_context.pool->size() + 1;
                       return RunReplica(arguments[r], run_context);
                     });
}

}  // namespace xla::cpu
