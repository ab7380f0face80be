#include "axle/backends/cpu/cpu_executable.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>
#include <thread>

#include "absl/cleanup/cleanup.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/backends/cpu/runtime/buffer_tree.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_cache.h"
#include "axle/backends/cpu/runtime/portable/thread_pool.h"
#include "axle/base/float_environment.h"
#include "axle/base/status_macros.h"
#include "axle/eval/memory_limit.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/literal/buffer_pool.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// Run buffers come from the pool literals use: a large temp arena made for
// every run keeps its pages mapped between runs.
static_assert(kBufferAlignment <= 64, "BufferPool aligns blocks to 64 bytes or more");
struct PoolDeleter {
  size_t bytes = 0;
  void operator()(void* pointer) const { BufferPool::Global().Free(pointer, bytes); }
};
using OwnedBlock = std::unique_ptr<void, PoolDeleter>;

int64_t AlignedSize(int64_t bytes) {
  return (bytes + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment;
}

// Bytes the run allocates: its temporaries and results.
int64_t RunBytes(const BufferAssignment& assignment) {
  int64_t bytes = 0;
  for (const BufferAllocation& allocation : assignment.allocations()) {
    if (allocation.kind == BufferAllocation::Kind::kTemp ||
        allocation.kind == BufferAllocation::Kind::kOutput) {
      bytes = allocation.size > INT64_MAX - bytes ? INT64_MAX : bytes + allocation.size;
    }
  }
  return bytes;
}

// What a run must set up for the module's instructions.
struct RunNeeds {
  // Some instruction talks to other replicas or to the host queues (a run
  // without them needs no CollectiveHub or HostQueues).
  bool channels = false;
  bool rng = false;  // some instruction draws from the run's rng stream
};

RunNeeds NeedsOf(const HloModule& module) {
  RunNeeds needs;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      switch (const HloOpcode opcode = instruction->opcode()) {
        case HloOpcode::kRng:
        case HloOpcode::kRngGetAndUpdateState:
          needs.rng = true;
          break;
        case HloOpcode::kCustomCall:  // may do anything
          needs.rng = needs.channels = true;
          break;
        case HloOpcode::kReplicaId:
        case HloOpcode::kPartitionId:
          break;  // read from the run context
        default:
          needs.channels |= HloOpcodeHasSideEffect(opcode) || HloOpcodeIsReplicaDependent(opcode);
      }
    }
  }
  return needs;
}

}  // namespace

// Worked out once per executable from the buffer assignment, so a run only
// fills the buffer table.
struct CpuExecutable::RunPlan {
  struct Parameter {
    int64_t allocation;
    int64_t number;
    ShapeIndex index;
    Shape shape;  // the leaf as the compiled code reads it
    int64_t size;
  };
  struct Output {
    int64_t allocation;
    ShapeIndex index;
    bool is_static;
    int64_t size;
  };
  struct Temp {
    int64_t allocation;
    int64_t offset;  // in the run's arena
  };
  // Where a result leaf is when the code returns.
  struct ResultLeaf {
    ShapeIndex index;
    int64_t allocation;
    int64_t offset;
    const char* constant;  // the data when the leaf is a constant, else null
  };
  absl::Status status;  // not OK: the assignment cannot be run (every run fails)
  size_t table_size = 0;
  std::vector<Parameter> parameters;
  std::vector<Output> outputs;
  std::vector<Temp> temps;
  int64_t arena_bytes = 0;
  int64_t run_bytes = 0;
  std::vector<ResultLeaf> result_leaves;
  // Makes each run's result literal (its shape validated once, here).
  std::optional<literal_internal::Uninitialized::Maker> result;
  bool dynamic_result = false;
  bool uses_channels = true;
  bool uses_rng = true;
};

namespace {

absl::Status FillRunPlan(const CompiledArtifact& artifact, CpuExecutable::RunPlan& plan) {
  const BufferAssignment& assignment = *artifact.assignment;
  const HloModule& module = *artifact.optimized_module;
  const HloComputation& entry = *module.entry_computation();
  const HloInstruction* root = entry.root_instruction();
  plan.table_size = assignment.allocations().size();
  plan.run_bytes = RunBytes(assignment);
  const RunNeeds needs = NeedsOf(module);
  plan.uses_channels = needs.channels;
  plan.uses_rng = needs.rng;
  ASSIGN_OR_RETURN(plan.result, literal_internal::Uninitialized::MakerFor(root->shape()));
  for (const BufferAllocation& allocation : assignment.allocations()) {
    switch (allocation.kind) {
      case BufferAllocation::Kind::kParameter:
        plan.parameters.push_back(
            {allocation.index, allocation.parameter_number, allocation.parameter_index,
             ShapeUtil::GetSubshape(
                 entry.parameter_instruction(allocation.parameter_number)->shape(),
                 allocation.parameter_index),
             allocation.size});
        break;
      case BufferAllocation::Kind::kOutput:
        plan.outputs.push_back(
            {allocation.index, allocation.output_index,
             ShapeUtil::GetSubshape(root->shape(), allocation.output_index).is_static(),
             allocation.size});
        break;
      case BufferAllocation::Kind::kTemp:
        plan.temps.push_back({allocation.index, plan.arena_bytes});
        plan.arena_bytes += AlignedSize(std::max<int64_t>(allocation.size, 1));
        break;
      case BufferAllocation::Kind::kConstant:
        break;  // constants are global data of the compiled code
    }
  }
  return ShapeUtil::ForEachSubshapeWithStatus(
      root->shape(), [&](const Shape& subshape, const ShapeIndex& index) -> absl::Status {
        if (!subshape.IsArray()) return absl::OkStatus();
        plan.dynamic_result |= subshape.is_dynamic();
        ASSIGN_OR_RETURN(BufferSlice slice, assignment.GetSlice(root, index));
        const BufferAllocation& allocation = assignment.allocations()[slice.allocation];
        const char* constant = nullptr;
        if (allocation.kind == BufferAllocation::Kind::kConstant) {
          constant = static_cast<const char*>(allocation.constant->literal().untyped_data()) +
                     slice.offset;
        }
        plan.result_leaves.push_back({index, slice.allocation, slice.offset, constant});
        return absl::OkStatus();
      });
}

// Reused by the runs on one thread: a RunContext (constructing one seeds a
// 312-word Mersenne twister, most of a small run's cost) and a small temp
// arena. A run nested on the same thread (a host callback running another
// executable) finds it busy and makes its own.
struct ThreadRunState {
  RunContext context;
  OwnedBlock arena;
  int64_t capacity = 0;
  bool busy = false;
};
constexpr int64_t kMaxCachedArenaBytes = int64_t{1} << 20;

// Resets every field of `context` a run reads.
void PrepareRunContext(RunContext& context, int64_t replica, int64_t replicas, bool seed_rng,
                       const BackendRunOptions& options, HostQueues* queues,
                       CollectiveHub* hub) {
  context.replica_id = replica;
  context.partition_id = 0;
  context.replica_count = replicas;
  if (seed_rng) context.rng.seed(options.rng_seed);
  context.host_queues = queues;
  context.collectives = hub;
  context.cancelled = options.cancelled;
  context.pool = &ThreadPool::Default();
  context.max_threads = context.pool->size() + 1;
  context.error = absl::OkStatus();
  context.failed.store(false, std::memory_order_relaxed);
}

absl::StatusOr<void*> AllocateBlock(int64_t bytes, const HloModule& module,
                                    OwnedBlock& owner) {
  const size_t size = AlignedSize(std::max<int64_t>(bytes, 1));
  owner = OwnedBlock(BufferPool::Global().Allocate(size), PoolDeleter{size});
  if (owner == nullptr) {
    return ResourceExhausted("cannot allocate ", bytes, " bytes of memory for ", module.name());
  }
  return owner.get();
}

}  // namespace

absl::Status CheckBufferMemory(const HloModule& module, const BufferAssignment& assignment,
                               int64_t limit_bytes) {
  const int64_t bytes = RunBytes(assignment);
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
CompiledArtifact::~CompiledArtifact() {
  if (runtime_caches != nullptr) ReleaseRuntimeCaches(runtime_caches);
}

CpuExecutable::CpuExecutable(std::unique_ptr<HloModule> module,
                             std::shared_ptr<const CompiledArtifact> artifact)
    : Executable(std::move(module)), artifact_(std::move(artifact)) {
  auto plan = std::make_unique<RunPlan>();
  plan->status = FillRunPlan(*artifact_, *plan);
  plan_ = std::move(plan);
}

// The pool's blocks may be this executable's results and arenas: give the
// memory back with it.
CpuExecutable::~CpuExecutable() { BufferPool::Global().Release(); }

absl::Status CpuExecutable::CheckMemory(const BackendRunOptions& options) const {
  if (plan_->run_bytes <= EffectiveMemoryLimit(options.memory_limit_bytes)) {
    return absl::OkStatus();
  }
  return CheckBufferMemory(module(), *artifact_->assignment, options.memory_limit_bytes);
}

absl::StatusOr<Literal> CpuExecutable::RunReplica(absl::Span<const Literal* const> arguments,
                                                  RunContext& run_context, void* arena) const {
  const RunPlan& plan = *plan_;
  RETURN_IF_ERROR(plan.status);
  const HloModule& module = *artifact_->optimized_module;
  const HloInstruction* root = module.entry_computation()->root_instruction();
  // Not zero-filled: the code writes every array of the result (each output
  // allocation holds a value the code defines in full; other leaves are
  // copied below), and a failed run's result is dropped unseen.
  Literal result = plan.result->Make();
  absl::InlinedVector<void*, 16> table(plan.table_size, nullptr);
  // Staging for values not kept in the caller's literals as they are
  // (dynamic arrays carry their sizes; arguments in another layout are
  // relaid) and dynamic results.
  absl::InlinedVector<OwnedBlock, 2> owned;
  auto allocate = [&](int64_t bytes) -> absl::StatusOr<void*> {
    return AllocateBlock(bytes, module, owned.emplace_back());
  };
  for (const RunPlan::Parameter& parameter : plan.parameters) {
    const Literal& leaf = arguments[parameter.number]->subliteral(parameter.index);
    if (parameter.shape.is_static() &&
        LayoutUtil::LayoutsInShapesEqual(leaf.shape(), parameter.shape)) {
      // Generated code never writes parameters.
      table[parameter.allocation] = const_cast<void*>(leaf.untyped_data());
      continue;
    }
    ASSIGN_OR_RETURN(table[parameter.allocation], allocate(parameter.size));
    RETURN_IF_ERROR(AddContext(LiteralToTree(leaf, parameter.shape, table[parameter.allocation]),
                               absl::StrCat("argument ", parameter.number)));
  }
  for (const RunPlan::Output& output : plan.outputs) {
    if (output.is_static) {
      table[output.allocation] = result.untyped_data(output.index);
    } else {
      ASSIGN_OR_RETURN(table[output.allocation], allocate(output.size));
    }
  }
  for (const RunPlan::Temp& temp : plan.temps) {
    table[temp.allocation] = static_cast<char*>(arena) + temp.offset;
  }
  int32_t failed;
  {
    // Work groups on the pool take this thread's mode (thread_pool.h).
    FlushDenormalsScope flush(artifact_->flush_denormals);
    failed = artifact_->entry(&run_context, table.data());
  }
  if (failed != 0) {
    absl::Status error = run_context.TakeError();
    if (error.ok()) error = Internal("compiled code of ", module.name(), " failed");
    return error;
  }
  auto source = [&](const RunPlan::ResultLeaf& leaf) -> const char* {
    if (leaf.constant != nullptr) return leaf.constant;
    return static_cast<const char*>(table[leaf.allocation]) + leaf.offset;
  };
  if (plan.dynamic_result) {
    // A literal at the runtime sizes, as the interpreter's.
    std::map<ShapeIndex, const char*> sources;
    for (const RunPlan::ResultLeaf& leaf : plan.result_leaves) sources[leaf.index] = source(leaf);
    TreeBuilder tree;
    return LiteralFromTree(root->shape(), tree.Build(root->shape(), [&](const ShapeIndex& index) {
      return static_cast<const void*>(sources.at(index));
    }));
  }
  // Result leaves not computed in place are copied out of their slices.
  for (const RunPlan::ResultLeaf& leaf : plan.result_leaves) {
    void* destination = result.untyped_data(leaf.index);
    const char* from = source(leaf);
    int64_t size = result.size_bytes(leaf.index);
    if (size > 0 && from != destination) std::memcpy(destination, from, size);
  }
  return result;
}

absl::StatusOr<Literal> CpuExecutable::ExecuteImpl(absl::Span<const Literal* const> arguments,
                                                   const BackendRunOptions& options) {
  if (plan_->uses_channels) return Executable::ExecuteImpl(arguments, options);
  RETURN_IF_ERROR(CheckMemory(options));
  static thread_local ThreadRunState state;
  if (state.busy) {
    // Nested on this thread: a context and an arena of its own.
    RunContext context;
    PrepareRunContext(context, 0, 1, true, options, options.host_queues, nullptr);
    OwnedBlock arena;
    ASSIGN_OR_RETURN(void* base, AllocateBlock(plan_->arena_bytes, module(), arena));
    return RunReplica(arguments, context, base);
  }
  state.busy = true;
  absl::Cleanup release = [&] { state.busy = false; };
  PrepareRunContext(state.context, 0, 1, plan_->uses_rng, options, options.host_queues, nullptr);
  OwnedBlock large_arena;
  void* arena = nullptr;
  if (plan_->arena_bytes > 0) {
    if (plan_->arena_bytes > kMaxCachedArenaBytes) {
      ASSIGN_OR_RETURN(arena, AllocateBlock(plan_->arena_bytes, module(), large_arena));
    } else {
      if (state.capacity < plan_->arena_bytes) {
        state.capacity = 0;
        RETURN_IF_ERROR(AllocateBlock(plan_->arena_bytes, module(), state.arena).status());
        state.capacity = plan_->arena_bytes;
      }
      arena = state.arena.get();
    }
  }
  try {
    return RunReplica(arguments, state.context, arena);
  } catch (const std::bad_alloc&) {
    // The last resort (limits are checked before allocating), as RunReplicas.
    return ResourceExhausted("out of memory running replica 0");
  }
}

absl::StatusOr<std::vector<Literal>> CpuExecutable::ExecuteReplicatedImpl(
    const std::vector<std::vector<const Literal*>>& arguments, const BackendRunOptions& options) {
  const int64_t replicas = static_cast<int64_t>(arguments.size());
  RETURN_IF_ERROR(CheckMemory(options));
  ReplicatedOptions replicated;
  replicated.rng_seed = options.rng_seed;
  replicated.host_queues = options.host_queues;
  return RunReplicas(replicas, replicated,
                     [&](int64_t r, CollectiveHub& hub, HostQueues& queues)
                         -> absl::StatusOr<Literal> {
                       RunContext run_context;
                       PrepareRunContext(run_context, r, replicas, true, options, &queues, &hub);
                       OwnedBlock arena;
                       ASSIGN_OR_RETURN(void* base,
                                        AllocateBlock(plan_->arena_bytes, module(), arena));
                       return RunReplica(arguments[r], run_context, base);
                     });
}

}  // namespace xla::cpu
