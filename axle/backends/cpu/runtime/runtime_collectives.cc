// Collectives across replicas (all-reduce, reduce-scatter, all-gather,
// all-to-all, collective-permute) through the run's CollectiveHub, with the
// interpreter's semantics (eval/collective_ops.cc): each replica contributes
// its operands (row-major) to one rendezvous and builds its result from the
// group's contributions, always combining them in group order. Reductions
// fold with the compiled to_apply (AxleReducer), element by element:
// acc = c[0][i], then acc = f(acc, c[k][i]) for k = 1..n-1, which is the
// interpreter's order, so every replica gets the interpreter's bits. Also
// replica-id and partition-id.
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/buffer_tree.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/runtime_status.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_hub.h"
#include "axle/eval/collective_util.h"
#include "axle/hlo/collective_permute_in_place.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

using Contributions = std::shared_ptr<const std::vector<Literal>>;

struct Participation {
  std::vector<int64_t> group;  // replica ids in group order
  int64_t index = 0;           // this replica's position in it
  int64_t size() const { return static_cast<int64_t>(group.size()); }
};

class Collective {
 public:
  Collective(RunContext& run, const HloInstruction& instruction, AxleReducer reducer)
      : run_(run), instruction_(instruction), reducer_(reducer) {}

  absl::StatusOr<Literal> Run(std::vector<Literal> operands) {
    switch (instruction_.opcode()) {
      case HloOpcode::kAllReduce:
        return AllReduce(operands);
      case HloOpcode::kReduceScatter:
        return ReduceScatter(operands);
      case HloOpcode::kAllGather:
        return AllGather(operands);
      case HloOpcode::kAllToAll:
        return AllToAll(operands);
      case HloOpcode::kCollectivePermute:
        return CollectivePermute(operands);
      default:
        return Internal(instruction_.name(), " is not a collective");
    }
  }

 private:
  absl::Status CheckReplicaId() const {
    if (run_.replica_count < 1 || run_.replica_id < 0 || run_.replica_id >= run_.replica_count) {
      return InvalidArgument(instruction_.name(), ": replica id ", run_.replica_id,
                             " is not in [0, ", run_.replica_count, ")");
    }
    return absl::OkStatus();
  }

  absl::StatusOr<Participation> Participate() const {
    RETURN_IF_ERROR(CheckReplicaId());
    Participation p;
    ASSIGN_OR_RETURN(p.group, ReplicaGroupOf(instruction_, run_.replica_id, run_.replica_count));
    for (int64_t i = 0; i < p.size(); ++i) {
      if (p.group[i] == run_.replica_id) p.index = i;
    }
    return p;
  }

  // Every member's operands (a tuple, row-major), in group order.
  absl::StatusOr<Contributions> Exchange(const std::vector<int64_t>& group,
                                         const std::vector<Literal>& operands) const {
    std::vector<Literal> elements;
    for (const Literal& operand : operands) elements.push_back(WithDefaultLayout(operand));
    Literal value = Literal::MakeTuple(std::move(elements));
    if (group.size() == 1) {
      return std::make_shared<const std::vector<Literal>>(std::vector<Literal>{std::move(value)});
    }
    if (run_.collectives == nullptr) {
      return FailedPrecondition(HloOpcodeString(instruction_.opcode()), " ", instruction_.name(),
                                ": ", run_.replica_count, " replicas need a CollectiveHub");
    }
    ASSIGN_OR_RETURN(Contributions all, run_.collectives->Rendezvous(instruction_, group,
                                                                     run_.replica_id,
                                                                     std::move(value)));
    for (size_t i = 1; i < all->size(); ++i) {
      if (!ShapeUtil::Compatible((*all)[i].shape(), (*all)[0].shape())) {
        return InvalidArgument(instruction_.name(), ": replica ", group[i], " contributed ",
                               (*all)[i].shape().ToString(), " but replica ", group[0],
                               " contributed ", (*all)[0].shape().ToString());
      }
    }
    return all;
  }

  // Operand `j` of every contribution, in group order.
  static std::vector<const Literal*> Column(const Contributions& all, int64_t j) {
    std::vector<const Literal*> column;
    for (const Literal& contribution : *all) column.push_back(&contribution.tuple_element(j));
    return column;
  }

  // values[0] op values[1] op ... element by element (same shapes, row-major).
  absl::StatusOr<Literal> Fold(const std::vector<const Literal*>& values) const {
    const Shape& shape = values[0]->shape();
    const HloComputation& reducer = *instruction_.to_apply();
    const Shape& parameter = reducer.parameter_instruction(0)->shape();
    if (reducer_ == nullptr || !ShapeUtil::IsScalarWithElementType(parameter,
                                                                   shape.element_type())) {
      return InvalidArgument("reduction computation ", reducer.name(), " takes ",
                             parameter.ToString(), " but the operand is ", shape.ToString());
    }
    const int64_t width = ShapeUtil::ByteSizeOfPrimitiveType(shape.element_type());
    Literal result = values[0]->Clone();
    auto* out = static_cast<char*>(result.untyped_data());
    alignas(16) char next[16];
    for (int64_t i = 0; i < result.element_count(); ++i) {
      char* acc = out + i * width;
      for (size_t k = 1; k < values.size(); ++k) {
        reducer_(&run_, acc, static_cast<const char*>(values[k]->untyped_data()) + i * width,
                 next);
        std::memcpy(acc, next, width);
      }
    }
    return result;
  }

  absl::StatusOr<Literal> Finish(std::vector<Literal> results) const {
    Literal result = results.size() == 1 ? std::move(results[0])
                                         : Literal::MakeTuple(std::move(results));
    if (!ShapeUtil::Compatible(result.shape(), instruction_.shape())) {
      return InvalidArgument(HloOpcodeString(instruction_.opcode()), " ", instruction_.name(),
                             ": the result for this replica count is ",
                             result.shape().ToString(), " but the instruction's shape is ",
                             instruction_.shape().ToString());
    }
    return result;
  }

  absl::Status CheckDivisible(const Shape& shape, int64_t dimension, int64_t count) const {
    if (dimension < 0 || dimension >= shape.rank()) {
      return InvalidArgument(instruction_.name(), ": dimension ", dimension,
                             " is out of range for ", shape.ToString());
    }
    if (shape.dimensions(dimension) % count != 0) {
      return InvalidArgument(instruction_.name(), ": dimension ", dimension, " of ",
                             shape.ToString(), " is not divisible by the group size ", count);
    }
    return absl::OkStatus();
  }

  absl::StatusOr<int64_t> SingleDimension() const {
    if (instruction_.dimensions().size() != 1) {
      return InvalidArgument(instruction_.name(), ": needs exactly one dimension, has ",
                             instruction_.dimensions().size());
    }
    return instruction_.dimensions(0);
  }

  absl::StatusOr<Literal> AllReduce(const std::vector<Literal>& operands) const {
    ASSIGN_OR_RETURN(Participation p, Participate());
    ASSIGN_OR_RETURN(Contributions all, Exchange(p.group, operands));
    std::vector<Literal> results;
    for (size_t j = 0; j < operands.size(); ++j) {
      ASSIGN_OR_RETURN(Literal reduced, Fold(Column(all, j)));
      results.push_back(std::move(reduced));
    }
    return Finish(std::move(results));
  }

  absl::StatusOr<Literal> ReduceScatter(const std::vector<Literal>& operands) const {
    ASSIGN_OR_RETURN(int64_t dimension, SingleDimension());
    ASSIGN_OR_RETURN(Participation p, Participate());
    for (const Literal& operand : operands) {
      RETURN_IF_ERROR(CheckDivisible(operand.shape(), dimension, p.size()));
    }
    ASSIGN_OR_RETURN(Contributions all, Exchange(p.group, operands));
    std::vector<Literal> results;
    for (size_t j = 0; j < operands.size(); ++j) {
      std::vector<Literal> shards;
      for (const Literal* value : Column(all, j)) {
        shards.push_back(SliceBlock(*value, dimension, p.size(), p.index));
      }
      std::vector<const Literal*> shard_pointers;
      for (const Literal& shard : shards) shard_pointers.push_back(&shard);
      ASSIGN_OR_RETURN(Literal reduced, Fold(shard_pointers));
      results.push_back(std::move(reduced));
    }
    return Finish(std::move(results));
  }

  absl::StatusOr<Literal> AllGather(const std::vector<Literal>& operands) const {
    ASSIGN_OR_RETURN(int64_t dimension, SingleDimension());
    for (const Literal& operand : operands) {
      RETURN_IF_ERROR(CheckDivisible(operand.shape(), dimension, 1));
    }
    ASSIGN_OR_RETURN(Participation p, Participate());
    ASSIGN_OR_RETURN(Contributions all, Exchange(p.group, operands));
    std::vector<Literal> results;
    for (size_t j = 0; j < operands.size(); ++j) {
      results.push_back(ConcatenateBlocks(Column(all, j), dimension));
    }
    return Finish(std::move(results));
  }

  // Array form: block i (along the split dimension) goes to member i, and the
  // received blocks are joined in group order. Tuple form: operand i goes to
  // member i; result element k is what member k sent here.
  absl::StatusOr<Literal> AllToAll(const std::vector<Literal>& operands) const {
    const HloAttributes& attrs = instruction_.attributes();
    std::optional<int64_t> split = attrs.split_dimension;
    if (!split && attrs.dimensions.size() == 1) split = attrs.dimensions[0];
    ASSIGN_OR_RETURN(Participation p, Participate());
    if (split) {
      if (operands.size() != 1) {
        return InvalidArgument(instruction_.name(), ": the array form takes one operand, has ",
                               operands.size());
      }
      RETURN_IF_ERROR(CheckDivisible(operands[0].shape(), *split, p.size()));
    } else if (static_cast<int64_t>(operands.size()) != p.size()) {
      return InvalidArgument(instruction_.name(), ": the tuple form needs one operand per group ",
                             "member (", p.size(), ") but has ", operands.size());
    }
    ASSIGN_OR_RETURN(Contributions all, Exchange(p.group, operands));
    if (split) {
      std::vector<Literal> blocks;
      for (const Literal* value : Column(all, 0)) {
        blocks.push_back(SliceBlock(*value, *split, p.size(), p.index));
      }
      std::vector<const Literal*> block_pointers;
      for (const Literal& block : blocks) block_pointers.push_back(&block);
      std::vector<Literal> results;
      results.push_back(ConcatenateBlocks(block_pointers, *split));
      return Finish(std::move(results));
    }
    std::vector<Literal> received;
    for (const Literal& contribution : *all) {
      received.push_back(contribution.tuple_element(p.index).Clone());
    }
    Literal result = Literal::MakeTuple(std::move(received));
    if (!ShapeUtil::Compatible(result.shape(), instruction_.shape())) {
      return InvalidArgument(instruction_.name(), ": result ", result.shape().ToString(),
                             " does not match the instruction's shape ",
                             instruction_.shape().ToString());
    }
    return result;
  }

  // Each (source, target) pair sends the source's operands to the target; a
  // replica that is no target gets zeros.
  absl::StatusOr<Literal> CollectivePermute(const std::vector<Literal>& operands) const {
    const int64_t replicas = run_.replica_count;
    RETURN_IF_ERROR(CheckReplicaId());
    std::vector<bool> is_source(replicas, false), is_target(replicas, false);
    std::optional<int64_t> my_source;
    for (const auto& [source, target] : instruction_.attributes().source_target_pairs) {
      if (source < 0 || source >= replicas || target < 0 || target >= replicas) {
        return InvalidArgument(instruction_.name(), ": source_target_pair {", source, ",",
                               target, "} is out of range for ", replicas, " replicas");
      }
      if (is_source[source] || is_target[target]) {
        return InvalidArgument(instruction_.name(), ": replica ",
                               is_source[source] ? source : target, " is the ",
                               is_source[source] ? "source" : "target",
                               " of more than one source_target_pair");
      }
      is_source[source] = is_target[target] = true;
      if (target == run_.replica_id) my_source = source;
    }
    std::vector<int64_t> everyone(replicas);
    for (int64_t r = 0; r < replicas; ++r) everyone[r] = r;
    if (IsInPlaceCollectivePermute(instruction_)) {
      return InPlaceCollectivePermute(everyone, operands, my_source);
    }
    ASSIGN_OR_RETURN(Contributions all, Exchange(everyone, operands));
    std::vector<Literal> results;
    for (size_t j = 0; j < operands.size(); ++j) {
      const Shape& shape = operands[j].shape();
      results.push_back(my_source ? (*all)[*my_source].tuple_element(j).Clone()
                                  : Literal(ShapeUtil::MakeShape(shape.element_type(),
                                                                 shape.dimensions())));
    }
    return Finish(std::move(results));
  }

  // The in-place form (eval/collective_util.h): the target's output buffers
  // with the slice of its source's input written into them; a replica that
  // is no target keeps its output buffers.
  absl::StatusOr<Literal> InPlaceCollectivePermute(const std::vector<int64_t>& everyone,
                                                   const std::vector<Literal>& operands,
                                                   std::optional<int64_t> my_source) const {
    std::vector<const Literal*> pointers;
    for (const Literal& operand : operands) pointers.push_back(&operand);
    ASSIGN_OR_RETURN(InPlacePermute permute, ReadInPlacePermute(instruction_, pointers));
    std::vector<Literal> sent = InPlacePermuteContribution(operands[0], permute).DecomposeTuple();
    ASSIGN_OR_RETURN(Contributions all, Exchange(everyone, sent));
    ASSIGN_OR_RETURN(std::vector<Literal> outputs,
                     InPlacePermuteResult(instruction_, permute, operands[1],
                                          my_source ? &(*all)[*my_source] : nullptr));
    return Finish(std::move(outputs));
  }

  RunContext& run_;
  const HloInstruction& instruction_;
  AxleReducer reducer_;
};

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_collective(void* ctx, const void* instruction,
                                     const void* const* operands, void* result,
                                     AxleReducer reducer) {
  using namespace xla;  // NOLINT: the C entry point's body
  const auto& hlo = *static_cast<const HloInstruction*>(instruction);
  std::vector<Literal> values;
  for (int64_t i = 0; i < hlo.operand_count(); ++i) {
    values.push_back(cpu::LiteralFromTree(hlo.operand(i)->shape(), operands[i]));
  }
  cpu::Collective collective(*static_cast<cpu::RunContext*>(ctx), hlo, reducer);
  absl::StatusOr<Literal> value = collective.Run(std::move(values));
  absl::Status status = value.ok() ? cpu::LiteralToTree(*value, hlo.shape(), result)
                                   : value.status();
  return cpu::ReportStatus(ctx, instruction, status);
}

extern "C" int64_t __axle_replica_id(void* ctx) {
  return static_cast<xla::cpu::RunContext*>(ctx)->replica_id;
}

extern "C" int64_t __axle_partition_id(void* ctx) {
  return static_cast<xla::cpu::RunContext*>(ctx)->partition_id;
}
