// Collectives across replicas: all-reduce, reduce-scatter, all-gather,
// all-to-all, collective-permute. Each replica contributes its operands to a
// rendezvous in the CollectiveHub and builds its own result from everyone's
// contributions, always combining them in group order, so every replica of a
// group computes bit-identical values.
#include <algorithm>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_hub.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/collective_permute_in_place.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;
using Contributions = std::shared_ptr<const std::vector<Literal>>;

// Where this replica stands: its group (replica ids in group order) and its
// position in it.
struct Participation {
  std::vector<int64_t> group;
  int64_t index = 0;
  int64_t size() const { return static_cast<int64_t>(group.size()); }
};

absl::Status CheckReplicaId(const HloInstruction& instruction, const EvalOptions& options) {
  if (options.replica_count < 1 || options.replica_id < 0 ||
      options.replica_id >= options.replica_count) {
    return InvalidArgument(instruction.name(), ": replica id ", options.replica_id,
                           " is not in [0, ", options.replica_count, ")");
  }
  return absl::OkStatus();
}

absl::StatusOr<Participation> Participate(const HloInstruction& instruction,
                                          const EvalContext& context) {
  const EvalOptions& options = context.options();
  RETURN_IF_ERROR(CheckReplicaId(instruction, options));
  Participation p;
  ASSIGN_OR_RETURN(p.group,
                   ReplicaGroupOf(instruction, options.replica_id, options.replica_count));
  for (int64_t i = 0; i < p.size(); ++i) {
    if (p.group[i] == options.replica_id) p.index = i;
  }
  return p;
}

// Every group member's `value` (the tuple of its operands), in group order.
// Unless `ragged`, all must have the same shape.
absl::StatusOr<Contributions> Exchange(const HloInstruction& instruction, EvalContext& context,
                                       const std::vector<int64_t>& group, Literal value,
                                       bool ragged = false) {
  if (group.size() == 1) {
    return std::make_shared<const std::vector<Literal>>(std::vector<Literal>{std::move(value)});
  }
  CollectiveHub* hub = context.options().collectives;
  if (hub == nullptr) {
    return FailedPrecondition(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                              ": ", context.options().replica_count,
                              " replicas need a CollectiveHub (run with EvaluateReplicated)");
  }
  ASSIGN_OR_RETURN(Contributions all, hub->Rendezvous(instruction, group,
                                                      context.options().replica_id,
                                                      std::move(value)));
  for (size_t i = 1; i < all->size() && !ragged; ++i) {
    if (!ShapeUtil::Compatible((*all)[i].shape(), (*all)[0].shape())) {
      return InvalidArgument(instruction.name(), ": replica ", group[i], " contributed ",
                             (*all)[i].shape().ToString(), " but replica ", group[0],
                             " contributed ", (*all)[0].shape().ToString());
    }
  }
  return all;
}

Literal TupleOfOperands(Operands operands) {
  std::vector<Literal> elements;
  for (const Literal* operand : operands) elements.push_back(WithDefaultLayout(*operand));
  return Literal::MakeTuple(std::move(elements));
}

// The collective's own result: element 1 of an all-gather-start's or
// collective-permute-start's (operands, result, context...) tuple.
const Shape& ResultShape(const HloInstruction& instruction) {
  const Shape& shape = instruction.shape();
  const bool start = instruction.opcode() == HloOpcode::kAllGatherStart ||
                     instruction.opcode() == HloOpcode::kCollectivePermuteStart;
  return start && shape.IsTuple() && shape.tuple_shapes_size() >= 2 ? shape.tuple_shapes(1)
                                                                    : shape;
}

// One result per operand: the array itself for one operand, else a tuple.
absl::StatusOr<Literal> Finish(const HloInstruction& instruction, std::vector<Literal> results) {
  Literal result = results.size() == 1 ? std::move(results[0])
                                       : Literal::MakeTuple(std::move(results));
  const Shape& shape = ResultShape(instruction);
  if (!ShapeUtil::Compatible(result.shape(), shape)) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           ": the result for this replica count is ", result.shape().ToString(),
                           " but the instruction's shape is ", shape.ToString());
  }
  return WithLayoutOf(result, shape);
}

// Each piece must be a whole number of blocks along `dimension`.
absl::Status CheckDivisible(const HloInstruction& instruction, const Shape& shape,
                            int64_t dimension, int64_t count) {
  if (dimension < 0 || dimension >= shape.rank()) {
    return InvalidArgument(instruction.name(), ": dimension ", dimension, " is out of range for ",
                           shape.ToString());
  }
  if (shape.dimensions(dimension) % count != 0) {
    return InvalidArgument(instruction.name(), ": dimension ", dimension, " of ",
                           shape.ToString(), " is not divisible by the group size ", count);
  }
  return absl::OkStatus();
}

absl::StatusOr<int64_t> SingleDimension(const HloInstruction& instruction) {
  if (instruction.dimensions().size() != 1) {
    return InvalidArgument(instruction.name(), ": needs exactly one dimension, has ",
                           instruction.dimensions().size());
  }
  return instruction.dimensions(0);
}

// Elements [begin, end) (row-major) of values[0] op values[1] op ..., folded
// in order with the scalar computation `reducer`, as a rank-1 array. All
// values share one shape, default layout.
absl::StatusOr<Literal> ReduceRange(const std::vector<const Literal*>& values, int64_t begin,
                                    int64_t end, const HloComputation& reducer,
                                    EvalContext& context) {
  const PrimitiveType type = values[0]->shape().element_type();
  Literal result(ShapeUtil::MakeShape(type, {end - begin}));
  return PrimitiveTypeSwitch(type, [&](auto tag) -> absl::StatusOr<Literal> {
    using T = typename decltype(tag)::type;
    absl::Span<T> out = result.data<T>();
    for (int64_t i = begin; i < end; ++i) {
      Literal accumulator = LiteralUtil::CreateR0<T>(values[0]->data<T>()[i]);
      for (size_t k = 1; k < values.size(); ++k) {
        Literal next = LiteralUtil::CreateR0<T>(values[k]->data<T>()[i]);
        const Literal* args[] = {&accumulator, &next};
        ASSIGN_OR_RETURN(accumulator, context.Call(reducer, args));
        if (!ShapeUtil::IsScalarWithElementType(accumulator.shape(), type)) {
          return InvalidArgument("reduction computation ", reducer.name(), " returned ",
                                 accumulator.shape().ToString(), " for ",
                                 PrimitiveType_Name(type), " operands");
        }
      }
      out[i - begin] = accumulator.template GetFirstElement<T>();
    }
    return std::move(result);
  });
}

absl::StatusOr<Literal> ReduceAll(const std::vector<const Literal*>& values,
                                  const HloComputation& reducer, EvalContext& context) {
  ASSIGN_OR_RETURN(Literal flat, ReduceRange(values, 0, values[0]->element_count(), reducer,
                                             context));
  return flat.Reshape(values[0]->shape().dimensions());
}

// Operand `j` of every contribution, in group order.
std::vector<const Literal*> Column(const Contributions& all, int64_t j) {
  std::vector<const Literal*> column;
  for (const Literal& contribution : *all) column.push_back(&contribution.tuple_element(j));
  return column;
}

// Like a real all-reduce, in two steps: each member reduces its own slice of
// the (flattened) operands, then the members exchange their slices. Every
// element is folded by one replica, in group order, so all get the same bits.
absl::StatusOr<Literal> EvaluateAllReduce(const HloInstruction& instruction, Operands operands,
                                          EvalContext& context) {
  ASSIGN_OR_RETURN(Participation p, Participate(instruction, context));
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, p.group, TupleOfOperands(operands)));
  std::vector<Literal> slices;
  for (size_t j = 0; j < operands.size(); ++j) {
    const int64_t n = operands[j]->element_count();
    ASSIGN_OR_RETURN(Literal slice, ReduceRange(Column(all, j), n * p.index / p.size(),
                                                n * (p.index + 1) / p.size(),
                                                *instruction.to_apply(), context));
    slices.push_back(std::move(slice));
  }
  ASSIGN_OR_RETURN(Contributions reduced,
                   Exchange(instruction, context, p.group, Literal::MakeTuple(std::move(slices)),
                            /*ragged=*/true));
  std::vector<Literal> results;
  for (size_t j = 0; j < operands.size(); ++j) {
    Literal flat = ConcatenateBlocks(Column(reduced, j), 0);
    ASSIGN_OR_RETURN(Literal result, flat.Reshape(operands[j]->shape().dimensions()));
    results.push_back(std::move(result));
  }
  return Finish(instruction, std::move(results));
}

absl::StatusOr<Literal> EvaluateReduceScatter(const HloInstruction& instruction,
                                              Operands operands, EvalContext& context) {
  ASSIGN_OR_RETURN(int64_t dimension, SingleDimension(instruction));
  ASSIGN_OR_RETURN(Participation p, Participate(instruction, context));
  for (const Literal* operand : operands) {
    RETURN_IF_ERROR(CheckDivisible(instruction, operand->shape(), dimension, p.size()));
  }
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, p.group, TupleOfOperands(operands)));
  std::vector<Literal> results;
  for (size_t j = 0; j < operands.size(); ++j) {
    // Reducing only this replica's shard gives the same values as reducing
    // everything and then scattering.
    std::vector<Literal> shards;
    std::vector<const Literal*> shard_ptrs;
    for (const Literal* value : Column(all, j)) {
      shards.push_back(SliceBlock(*value, dimension, p.size(), p.index));
    }
    for (const Literal& shard : shards) shard_ptrs.push_back(&shard);
    ASSIGN_OR_RETURN(Literal reduced, ReduceAll(shard_ptrs, *instruction.to_apply(), context));
    results.push_back(std::move(reduced));
  }
  return Finish(instruction, std::move(results));
}

absl::StatusOr<Literal> EvaluateAllGather(const HloInstruction& instruction, Operands operands,
                                          EvalContext& context) {
  ASSIGN_OR_RETURN(int64_t dimension, SingleDimension(instruction));
  for (const Literal* operand : operands) {
    RETURN_IF_ERROR(CheckDivisible(instruction, operand->shape(), dimension, 1));
  }
  ASSIGN_OR_RETURN(Participation p, Participate(instruction, context));
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, p.group, TupleOfOperands(operands)));
  std::vector<Literal> results;
  for (size_t j = 0; j < operands.size(); ++j) {
    results.push_back(ConcatenateBlocks(Column(all, j), dimension));
  }
  return Finish(instruction, std::move(results));
}

// Array form: block i of every operand (split along the split dimension)
// goes to the i-th member; the received blocks are joined in group order
// along the same dimension (HLO's all-to-all concatenates where it splits).
// Tuple form: operand i goes to the i-th member; element k of the result is
// what the k-th member sent to this one.
absl::StatusOr<Literal> EvaluateAllToAll(const HloInstruction& instruction, Operands operands,
                                         EvalContext& context) {
  const HloAttributes& attrs = instruction.attributes();
  std::optional<int64_t> split = attrs.split_dimension;
  if (!split && attrs.dimensions.size() == 1) split = attrs.dimensions[0];
  ASSIGN_OR_RETURN(Participation p, Participate(instruction, context));
  if (split) {
    if (operands.size() != 1) {
      return InvalidArgument(instruction.name(), ": the array form takes one operand, has ",
                             operands.size());
    }
    RETURN_IF_ERROR(CheckDivisible(instruction, operands[0]->shape(), *split, p.size()));
  } else if (static_cast<int64_t>(operands.size()) != p.size()) {
    return InvalidArgument(instruction.name(), ": the tuple form needs one operand per group ",
                           "member (", p.size(), ") but has ", operands.size());
  }
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, p.group, TupleOfOperands(operands)));
  std::vector<Literal> received;
  if (split) {
    std::vector<Literal> blocks;
    for (const Literal* value : Column(all, 0)) {
      blocks.push_back(SliceBlock(*value, *split, p.size(), p.index));
    }
    std::vector<const Literal*> block_ptrs;
    for (const Literal& block : blocks) block_ptrs.push_back(&block);
    received.push_back(ConcatenateBlocks(block_ptrs, *split));
    return Finish(instruction, std::move(received));
  }
  for (const Literal& contribution : *all) {
    received.push_back(contribution.tuple_element(p.index).Clone());
  }
  Literal result = Literal::MakeTuple(std::move(received));
  if (!ShapeUtil::Compatible(result.shape(), instruction.shape())) {
    return InvalidArgument(instruction.name(), ": result ", result.shape().ToString(),
                           " does not match the instruction's shape ",
                           instruction.shape().ToString());
  }
  return WithLayoutOf(result, instruction.shape());
}

// The in-place form (collective_util.h): the target's output buffers, with
// the slice of the source's input written into them; a replica that is no
// target keeps its output buffers.
absl::StatusOr<Literal> EvaluateInPlaceCollectivePermute(const HloInstruction& instruction,
                                                         Operands operands,
                                                         std::optional<int64_t> my_source,
                                                         EvalContext& context) {
  ASSIGN_OR_RETURN(InPlacePermute permute, ReadInPlacePermute(instruction, operands));
  std::vector<int64_t> everyone(context.options().replica_count);
  for (size_t r = 0; r < everyone.size(); ++r) everyone[r] = static_cast<int64_t>(r);
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, everyone,
                            InPlacePermuteContribution(*operands[0], permute)));
  ASSIGN_OR_RETURN(std::vector<Literal> outputs,
                   InPlacePermuteResult(instruction, permute, *operands[1],
                                        my_source ? &(*all)[*my_source] : nullptr));
  return Finish(instruction, std::move(outputs));
}

// Each (source, target) pair sends the source's operand to the target; a
// replica that is no target gets zeros.
absl::StatusOr<Literal> EvaluateCollectivePermute(const HloInstruction& instruction,
                                                  Operands operands, EvalContext& context) {
  const int64_t replicas = context.options().replica_count;
  const int64_t me = context.options().replica_id;
  RETURN_IF_ERROR(CheckReplicaId(instruction, context.options()));
  if (IsInPlaceCollectivePermute(instruction) &&
      CollectivePermuteSliceSizes(instruction).size() != 1) {
    return InvalidArgument(instruction.name(),
                           ": the interpreter runs in-place collective-permute with one "
                           "slice_sizes entry, not ",
                           CollectivePermuteSliceSizes(instruction).size());
  }
  std::vector<bool> is_source(replicas, false), is_target(replicas, false);
  std::optional<int64_t> my_source;
  for (const auto& [source, target] : instruction.attributes().source_target_pairs) {
    if (source < 0 || source >= replicas || target < 0 || target >= replicas) {
      return InvalidArgument(instruction.name(), ": source_target_pair {", source, ",", target,
                             "} is out of range for ", replicas, " replicas");
    }
    if (is_source[source] || is_target[target]) {
      return InvalidArgument(instruction.name(), ": replica ",
                             is_source[source] ? source : target, " is the ",
                             is_source[source] ? "source" : "target",
                             " of more than one source_target_pair");
    }
    is_source[source] = is_target[target] = true;
    if (target == me) my_source = source;
  }
  if (IsInPlaceCollectivePermute(instruction)) {
    return EvaluateInPlaceCollectivePermute(instruction, operands, my_source, context);
  }
  std::vector<int64_t> everyone(replicas);
  for (int64_t r = 0; r < replicas; ++r) everyone[r] = r;
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, everyone, TupleOfOperands(operands)));
  std::vector<Literal> results;
  for (size_t j = 0; j < operands.size(); ++j) {
    results.push_back(my_source ? (*all)[*my_source].tuple_element(j).Clone()
                                : Literal(ShapeUtil::MakeShape(operands[j]->shape().element_type(),
                                                               operands[j]->shape().dimensions())));
  }
  return Finish(instruction, std::move(results));
}

// Every member of a group gets the first member's operands.
absl::StatusOr<Literal> EvaluateCollectiveBroadcast(const HloInstruction& instruction,
                                                    Operands operands, EvalContext& context) {
  ASSIGN_OR_RETURN(Participation p, Participate(instruction, context));
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, p.group, TupleOfOperands(operands)));
  std::vector<Literal> results;
  for (size_t j = 0; j < operands.size(); ++j) results.push_back(*Column(all, j)[0]);
  return Finish(instruction, std::move(results));
}

// ragged-all-to-all(input, output, input_offsets, send_sizes, output_offsets,
// recv_sizes): for each group member j, rows [input_offsets[j],
// input_offsets[j] + send_sizes[j]) of this replica's input (along dimension
// 0) go to member j, which writes them at row output_offsets[j] of its
// output. Rows nobody writes keep the output operand's values. recv_sizes
// describes what arrives; the senders' sizes decide.
absl::StatusOr<Literal> EvaluateRaggedAllToAll(const HloInstruction& instruction,
                                               Operands operands, EvalContext& context) {
  if (operands.size() != 6) {
    return InvalidArgument(instruction.name(), ": ragged-all-to-all takes 6 operands");
  }
  ASSIGN_OR_RETURN(Participation p, Participate(instruction, context));
  const Literal* sent[] = {operands[0], operands[2], operands[3], operands[4]};
  ASSIGN_OR_RETURN(Contributions all,
                   Exchange(instruction, context, p.group, TupleOfOperands(sent),
                            /*ragged=*/true));
  Literal output = WithDefaultLayout(*operands[1]);
  const Shape& out_shape = output.shape();
  const int64_t out_rows = out_shape.dimensions(0);
  const int64_t row_bytes =
      out_rows == 0 ? 0 : output.size_bytes() / out_rows;
  char* out = static_cast<char*>(output.untyped_data());
  for (int64_t q = 0; q < p.size(); ++q) {
    const Literal& from = (*all)[q];
    const Literal& input = from.tuple_element(0);
    auto at = [&](int64_t element, int64_t k) {
      return from.tuple_element(element).GetIntegralAsS64({k}).value_or(-1);
    };
    if (from.tuple_element(1).element_count() != p.size()) {
      return InvalidArgument(instruction.name(), ": replica ", p.group[q], " has ",
                             from.tuple_element(1).element_count(), " offsets for a group of ",
                             p.size());
    }
    const int64_t in_offset = at(1, p.index), size = at(2, p.index), out_offset = at(3, p.index);
    const int64_t in_rows = input.shape().dimensions(0);
    if (size < 0 || in_offset < 0 || in_offset + size > in_rows || out_offset < 0 ||
        out_offset + size > out_rows) {
      return InvalidArgument(instruction.name(), ": replica ", p.group[q], " sends rows [",
                             in_offset, ", ", in_offset + size, ") of ", in_rows, " to rows [",
                             out_offset, ", ", out_offset + size, ") of ", out_rows,
                             " on replica ", p.group[p.index]);
    }
    if (size > 0) {
      std::memcpy(out + out_offset * row_bytes,
                  static_cast<const char*>(input.untyped_data()) + in_offset * row_bytes,
                  size * row_bytes);
    }
  }
  return WithLayoutOf(output, instruction.shape());
}

// The starts: the collective's value, packed as XLA's start shapes say.
absl::StatusOr<Literal> EvaluateAllGatherStart(const HloInstruction& instruction,
                                               Operands operands, EvalContext& context) {
  ASSIGN_OR_RETURN(Literal result, EvaluateAllGather(instruction, operands, context));
  std::vector<Literal> leading;
  leading.push_back(operands.size() == 1 ? *operands[0] : TupleOfOperands(operands));
  leading.push_back(std::move(result));
  return MakeAsyncStartTuple(instruction, std::move(leading));
}

absl::StatusOr<Literal> EvaluateCollectivePermuteStart(const HloInstruction& instruction,
                                                       Operands operands,
                                                       EvalContext& context) {
  ASSIGN_OR_RETURN(Literal result, EvaluateCollectivePermute(instruction, operands, context));
  std::vector<Literal> leading;
  leading.push_back(IsInPlaceCollectivePermute(instruction) ? WithDefaultLayout(*operands[0])
                    : operands.size() == 1                    ? *operands[0]
                                                              : TupleOfOperands(operands));
  leading.push_back(std::move(result));
  return MakeAsyncStartTuple(instruction, std::move(leading));
}

}  // namespace

void RegisterCollectiveOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kAllReduceStart, EvaluateAllReduce);
  registry.Register(HloOpcode::kAllGatherStart, EvaluateAllGatherStart);
  registry.Register(HloOpcode::kCollectivePermuteStart, EvaluateCollectivePermuteStart);
  registry.Register(HloOpcode::kCollectiveBroadcast, EvaluateCollectiveBroadcast);
  registry.Register(HloOpcode::kRaggedAllToAll, EvaluateRaggedAllToAll);
  registry.Register(HloOpcode::kAllReduce, EvaluateAllReduce);
  registry.Register(HloOpcode::kReduceScatter, EvaluateReduceScatter);
  registry.Register(HloOpcode::kAllGather, EvaluateAllGather);
  registry.Register(HloOpcode::kAllToAll, EvaluateAllToAll);
  registry.Register(HloOpcode::kCollectivePermute, EvaluateCollectivePermute);
}

}  // namespace xla
