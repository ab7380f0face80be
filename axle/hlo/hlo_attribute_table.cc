#include "axle/hlo/hlo_attribute_table.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "axle/hlo/hlo_attribute_codecs.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla {

AttributeRecord AttributeRecord::FromInstruction(const HloInstruction& instruction) {
  return AttributeRecord{instruction.attributes(), instruction.called_computations(),
                         instruction.control_predecessors()};
}

bool AttributeSpec::AppliesTo(HloOpcode opcode) const {
  return opcodes.empty() || std::find(opcodes.begin(), opcodes.end(), opcode) != opcodes.end();
}

namespace {

namespace codec = attribute_codecs;
using Op = HloOpcode;
using Present = std::function<bool(const HloInstruction&, AttributeRecord&)>;

// Binds a codec to one field of the record. Printed when required, marked
// kAlwaysPrint, or holding a value other than the field's default.
template <typename Codec>
AttributeSpec Field(std::string key, typename Codec::Value* (*field)(AttributeRecord*),
                    std::vector<HloOpcode> opcodes, int flags = AttributeSpec::kOptional,
                    Present present = nullptr) {
  AttributeSpec spec;
  spec.key = std::move(key);
  spec.opcodes = std::move(opcodes);
  spec.flags = flags;
  spec.present = [field, flags, present](const HloInstruction& instruction,
                                         AttributeRecord& record) {
    if (present && !present(instruction, record)) return false;
    if (flags & (AttributeSpec::kRequired | AttributeSpec::kAlwaysPrint)) return true;
    AttributeRecord defaults;
    return !(*field(&record) == *field(&defaults));
  };
  spec.print = [field](AttributeRecord& record) { return Codec::Print(*field(&record)); };
  spec.parse = [field](HloLexer& lexer, AttributeNameResolver& resolver,
                       AttributeRecord* record) {
    return Codec::Parse(lexer, resolver, field(record));
  };
  spec.copy = [field](const AttributeRecord& from, AttributeRecord* to) {
    *field(to) = *field(const_cast<AttributeRecord*>(&from));
  };
  return spec;
}

// A called computation in slot `slot` of called_computations().
AttributeSpec ComputationSlot(std::string key, size_t slot, std::vector<HloOpcode> opcodes,
                              int flags, Present present = nullptr) {
  AttributeSpec spec;
  spec.key = std::move(key);
  spec.opcodes = std::move(opcodes);
  spec.flags = flags;
  spec.present = [slot, present](const HloInstruction& instruction, AttributeRecord& record) {
    if (present && !present(instruction, record)) return false;
    return slot < record.called_computations.size() &&
           record.called_computations[slot] != nullptr;
  };
  spec.print = [slot](AttributeRecord& record) {
    return codec::ComputationRef::Print(record.called_computations[slot]);
  };
  spec.parse = [slot](HloLexer& lexer, AttributeNameResolver& resolver,
                      AttributeRecord* record) {
    if (record->called_computations.size() <= slot) {
      record->called_computations.resize(slot + 1, nullptr);
    }
    return codec::ComputationRef::Parse(lexer, resolver, &record->called_computations[slot]);
  };
  return spec;
}

// Conditional branches print as true/false computations for a pred selector.
bool IsPredConditional(const HloInstruction& instruction, AttributeRecord&) {
  return instruction.operand_count() > 0 && instruction.operand(0) != nullptr &&
         instruction.operand(0)->shape().element_type() == PRED &&
         instruction.called_computations().size() == 2;
}

#define AXLE_FIELD(expr) [](AttributeRecord* r) { return &r->expr; }

std::vector<AttributeSpec> BuildTable() {
  constexpr int kRequired = AttributeSpec::kRequired;
  constexpr int kAlwaysPrint = AttributeSpec::kAlwaysPrint;
  const std::vector<HloOpcode> kCollectives = {
      Op::kAllGather,           Op::kAllReduce,      Op::kAllToAll,        Op::kReduceScatter,
      Op::kAllGatherStart,      Op::kAllReduceStart, Op::kCollectiveBroadcast,
      Op::kRaggedAllToAll};
  const std::vector<HloOpcode> kDots = {Op::kDot, Op::kRaggedDot, Op::kScaledDot};
  const std::vector<HloOpcode> kAsync = {Op::kAsyncStart, Op::kAsyncUpdate, Op::kAsyncDone};
  const std::vector<HloOpcode> kSendRecv = {Op::kSend, Op::kSendDone, Op::kRecv,
                                            Op::kRecvDone};
  const std::vector<HloOpcode> kBatchNorm = {Op::kBatchNormGrad, Op::kBatchNormInference,
                                             Op::kBatchNormTraining};

  std::vector<AttributeSpec> t;
  // Channels and collectives.
  t.push_back(Field<codec::OptionalInt>(
      "channel_id", AXLE_FIELD(attributes.channel_id),
      {Op::kAllGather, Op::kAllReduce, Op::kAllToAll, Op::kReduceScatter, Op::kCollectivePermute,
       Op::kAllGatherStart, Op::kAllReduceStart, Op::kCollectivePermuteStart,
       Op::kCollectiveBroadcast, Op::kRaggedAllToAll}));
  // XLA reads send/recv without a channel_id too (its "SendRecvWoChannelID").
  t.push_back(Field<codec::OptionalInt>("channel_id", AXLE_FIELD(attributes.channel_id),
                                        kSendRecv));
  t.push_back(Field<codec::ReplicaGroups>("replica_groups", AXLE_FIELD(attributes.replica_groups),
                                          kCollectives, kAlwaysPrint));
  t.push_back(Field<codec::Bool>("constrain_layout", AXLE_FIELD(attributes.constrain_layout),
                                 kCollectives));
  t.push_back(Field<codec::IntList>(
      "dimensions", AXLE_FIELD(attributes.dimensions),
      {Op::kBroadcast, Op::kTranspose, Op::kReverse, Op::kReduce, Op::kConcatenate, Op::kSort,
       Op::kAllGather, Op::kReduceScatter, Op::kGetDimensionSize, Op::kSetDimensionSize,
       Op::kAllGatherStart},
      kRequired));
  t.push_back(Field<codec::IntList>("dimensions", AXLE_FIELD(attributes.dimensions), {Op::kMap}));
  t.push_back(Field<codec::SingleIntList>("dimensions", AXLE_FIELD(attributes.split_dimension),
                                          {Op::kAllToAll}));
  t.push_back(Field<codec::Bool>("use_global_device_ids",
                                 AXLE_FIELD(attributes.use_global_device_ids),
                                 {Op::kAllGather, Op::kAllReduce, Op::kReduceScatter,
                                  Op::kAllGatherStart, Op::kAllReduceStart}));
  t.push_back(Field<codec::Pairs>("source_target_pairs",
                                  AXLE_FIELD(attributes.source_target_pairs),
                                  {Op::kCollectivePermute, Op::kCollectivePermuteStart},
                                  kRequired));
  // In-place collective-permute's slice sizes, one list per slice, kept in
  // replica_groups (collective-permute has no replica groups; same text).
  t.push_back(Field<codec::ReplicaGroups>("slice_sizes", AXLE_FIELD(attributes.replica_groups),
                                          {Op::kCollectivePermute, Op::kCollectivePermuteStart}));
  t.push_back(Field<codec::Bool>("is_host_transfer", AXLE_FIELD(attributes.is_host_transfer),
                                 kSendRecv));

  // Simple per-op values.
  t.push_back(Field<codec::Int>("index", AXLE_FIELD(attributes.tuple_index),
                                {Op::kGetTupleElement}, kRequired));
  t.push_back(Field<codec::Int>("iota_dimension", AXLE_FIELD(attributes.iota_dimension),
                                {Op::kIota}, kRequired));
  t.push_back(Field<codec::Slice>("slice", AXLE_FIELD(attributes), {Op::kSlice}, kRequired));
  t.push_back(Field<codec::IntList>("dynamic_slice_sizes",
                                    AXLE_FIELD(attributes.dynamic_slice_sizes),
                                    {Op::kDynamicSlice}, kRequired));
  t.push_back(Field<codec::Padding>("padding", AXLE_FIELD(attributes.padding_config), {Op::kPad},
                                    kRequired));
  t.push_back(Field<codec::Enum<ComparisonDirection, codec::ComparisonDirectionNames>>(
      "direction", AXLE_FIELD(attributes.comparison_direction), {Op::kCompare}, kRequired));
  t.push_back(Field<codec::OptionalComparisonType>(
      "type", AXLE_FIELD(attributes.comparison_type), {Op::kCompare}));
  t.push_back(Field<codec::Int>("exponent_bits", AXLE_FIELD(attributes.exponent_bits),
                                {Op::kReducePrecision}, kRequired));
  t.push_back(Field<codec::Int>("mantissa_bits", AXLE_FIELD(attributes.mantissa_bits),
                                {Op::kReducePrecision}, kRequired));
  t.push_back(Field<codec::Float>("epsilon", AXLE_FIELD(attributes.epsilon), kBatchNorm,
                                  kRequired));
  t.push_back(Field<codec::Int>("feature_index", AXLE_FIELD(attributes.feature_index), kBatchNorm,
                                kRequired));
  t.push_back(Field<codec::Enum<FftType, codec::FftTypeNames>>(
      "fft_type", AXLE_FIELD(attributes.fft_type), {Op::kFft}, kRequired));
  t.push_back(Field<codec::IntList>("fft_length", AXLE_FIELD(attributes.fft_length), {Op::kFft},
                                    kRequired));
  t.push_back(Field<codec::Bool>(
      "left_side", [](AttributeRecord* r) { return r->attributes.triangular_solve_options.mutable_left_side(); },
      {Op::kTriangularSolve}));
  t.push_back(Field<codec::Bool>(
      "lower", [](AttributeRecord* r) { return r->attributes.triangular_solve_options.mutable_lower(); },
      {Op::kTriangularSolve}));
  t.push_back(Field<codec::Bool>(
      "lower", [](AttributeRecord* r) { return r->attributes.cholesky_options.mutable_lower(); },
      {Op::kCholesky}));
  t.push_back(Field<codec::Bool>(
      "unit_diagonal",
      [](AttributeRecord* r) { return r->attributes.triangular_solve_options.mutable_unit_diagonal(); },
      {Op::kTriangularSolve}));
  t.push_back(Field<codec::Enum<TriangularSolveOptions::Transpose, codec::TransposeNames>>(
      "transpose_a",
      [](AttributeRecord* r) { return r->attributes.triangular_solve_options.mutable_transpose_a(); },
      {Op::kTriangularSolve}, kAlwaysPrint));
  t.push_back(Field<codec::Enum<RandomDistribution, codec::DistributionNames>>(
      "distribution", AXLE_FIELD(attributes.distribution), {Op::kRng}, kRequired));
  t.push_back(Field<codec::Enum<RandomAlgorithm, codec::RngAlgorithmNames>>(
      "algorithm", AXLE_FIELD(attributes.rng_algorithm), {Op::kRngBitGenerator}, kRequired));
  t.push_back(Field<codec::Bool>("is_stable", AXLE_FIELD(attributes.is_stable), {Op::kSort}));
  t.push_back(Field<codec::Int>("k", AXLE_FIELD(attributes.top_k), {Op::kTopK}, kRequired));
  t.push_back(Field<codec::Bool>("largest", AXLE_FIELD(attributes.largest), {Op::kTopK},
                                 kAlwaysPrint));
  t.push_back(Field<codec::Int>("delta", AXLE_FIELD(attributes.rng_delta),
                                {Op::kRngGetAndUpdateState}, kRequired));

  // Windows and convolution.
  t.push_back(Field<codec::WindowValue>(
      "window", AXLE_FIELD(attributes.window),
      {Op::kReduceWindow, Op::kSelectAndScatter, Op::kConvolution, Op::kCustomCall}));
  t.push_back(Field<codec::DimLabels>("dim_labels",
                                      AXLE_FIELD(attributes.convolution_dimension_numbers),
                                      {Op::kConvolution}, kRequired));
  t.push_back(Field<codec::DimLabels>("dim_labels",
                                      AXLE_FIELD(attributes.convolution_dimension_numbers),
                                      {Op::kCustomCall}));
  t.push_back(Field<codec::Int>("feature_group_count", AXLE_FIELD(attributes.feature_group_count),
                                {Op::kConvolution, Op::kCustomCall}));
  t.push_back(Field<codec::Int>("batch_group_count", AXLE_FIELD(attributes.batch_group_count),
                                {Op::kConvolution, Op::kCustomCall}));

  // Custom call.
  t.push_back(Field<codec::String>("custom_call_target",
                                   AXLE_FIELD(attributes.custom_call_target),
                                   {Op::kCustomCall}, kRequired));
  t.push_back(Field<codec::Bool>("custom_call_has_side_effect",
                                 AXLE_FIELD(attributes.custom_call_has_side_effect),
                                 {Op::kCustomCall}));
  t.push_back(Field<codec::Enum<int64_t, codec::CustomCallApiVersionNames>>(
      "api_version", AXLE_FIELD(attributes.custom_call_api_version), {Op::kCustomCall}));

  // Dot.
  t.push_back(Field<codec::IntList>(
      "lhs_batch_dims",
      [](AttributeRecord* r) { return r->attributes.dot_dimension_numbers.mutable_lhs_batch_dimensions(); },
      kDots));
  t.push_back(Field<codec::IntList>(
      "lhs_contracting_dims",
      [](AttributeRecord* r) { return r->attributes.dot_dimension_numbers.mutable_lhs_contracting_dimensions(); },
      kDots, kAlwaysPrint));
  t.push_back(Field<codec::IntList>(
      "rhs_batch_dims",
      [](AttributeRecord* r) { return r->attributes.dot_dimension_numbers.mutable_rhs_batch_dimensions(); },
      kDots));
  t.push_back(Field<codec::IntList>(
      "rhs_contracting_dims",
      [](AttributeRecord* r) { return r->attributes.dot_dimension_numbers.mutable_rhs_contracting_dimensions(); },
      kDots, kAlwaysPrint));
  t.push_back(Field<codec::IntList>("lhs_ragged_dims", AXLE_FIELD(attributes.lhs_ragged_dimensions),
                                    {Op::kRaggedDot}, kRequired));
  t.push_back(Field<codec::IntList>("rhs_group_dims", AXLE_FIELD(attributes.rhs_group_dimensions),
                                    {Op::kRaggedDot}));
  t.push_back(Field<codec::PrecisionList>(
      "operand_precision",
      [](AttributeRecord* r) { return r->attributes.precision_config.mutable_operand_precision(); },
      {Op::kDot, Op::kConvolution, Op::kRaggedDot, Op::kScaledDot, Op::kCustomCall}));
  t.push_back(Field<codec::Enum<PrecisionConfig::Algorithm, codec::DotAlgorithmNames>>(
      "algorithm",
      [](AttributeRecord* r) { return r->attributes.precision_config.mutable_algorithm(); },
      {Op::kDot}));

  // Gather.
  t.push_back(Field<codec::IntList>(
      "offset_dims",
      [](AttributeRecord* r) { return r->attributes.gather_dimension_numbers.mutable_offset_dims(); },
      {Op::kGather}, kRequired));
  t.push_back(Field<codec::IntList>(
      "collapsed_slice_dims",
      [](AttributeRecord* r) { return r->attributes.gather_dimension_numbers.mutable_collapsed_slice_dims(); },
      {Op::kGather}, kRequired));
  t.push_back(Field<codec::IntList>(
      "start_index_map",
      [](AttributeRecord* r) { return r->attributes.gather_dimension_numbers.mutable_start_index_map(); },
      {Op::kGather}, kRequired));
  t.push_back(Field<codec::IntList>(
      "operand_batching_dims",
      [](AttributeRecord* r) { return r->attributes.gather_dimension_numbers.mutable_operand_batching_dims(); },
      {Op::kGather}));
  t.push_back(Field<codec::IntList>(
      "start_indices_batching_dims",
      [](AttributeRecord* r) { return r->attributes.gather_dimension_numbers.mutable_start_indices_batching_dims(); },
      {Op::kGather}));
  t.push_back(Field<codec::Int>(
      "index_vector_dim",
      [](AttributeRecord* r) { return r->attributes.gather_dimension_numbers.mutable_index_vector_dim(); },
      {Op::kGather}, kRequired));
  t.push_back(Field<codec::IntList>("slice_sizes", AXLE_FIELD(attributes.gather_slice_sizes),
                                    {Op::kGather}, kRequired));

  // Scatter.
  t.push_back(Field<codec::IntList>(
      "update_window_dims",
      [](AttributeRecord* r) { return r->attributes.scatter_dimension_numbers.mutable_update_window_dims(); },
      {Op::kScatter}, kRequired));
  t.push_back(Field<codec::IntList>(
      "inserted_window_dims",
      [](AttributeRecord* r) { return r->attributes.scatter_dimension_numbers.mutable_inserted_window_dims(); },
      {Op::kScatter}, kRequired));
  t.push_back(Field<codec::IntList>(
      "scatter_dims_to_operand_dims",
      [](AttributeRecord* r) { return r->attributes.scatter_dimension_numbers.mutable_scatter_dims_to_operand_dims(); },
      {Op::kScatter}, kRequired));
  t.push_back(Field<codec::IntList>(
      "input_batching_dims",
      [](AttributeRecord* r) { return r->attributes.scatter_dimension_numbers.mutable_input_batching_dims(); },
      {Op::kScatter}));
  t.push_back(Field<codec::IntList>(
      "scatter_indices_batching_dims",
      [](AttributeRecord* r) { return r->attributes.scatter_dimension_numbers.mutable_scatter_indices_batching_dims(); },
      {Op::kScatter}));
  t.push_back(Field<codec::Int>(
      "index_vector_dim",
      [](AttributeRecord* r) { return r->attributes.scatter_dimension_numbers.mutable_index_vector_dim(); },
      {Op::kScatter}, kRequired));
  t.push_back(Field<codec::Bool>("indices_are_sorted", AXLE_FIELD(attributes.indices_are_sorted),
                                 {Op::kGather, Op::kScatter}));
  t.push_back(Field<codec::Bool>("unique_indices", AXLE_FIELD(attributes.unique_indices),
                                 {Op::kScatter}));

  // Infeed and outfeed.
  t.push_back(Field<codec::String>("infeed_config", AXLE_FIELD(attributes.infeed_config),
                                   {Op::kInfeed}));
  t.push_back(Field<codec::ShapeValue>("outfeed_shape", AXLE_FIELD(attributes.outfeed_shape),
                                       {Op::kOutfeed}, kAlwaysPrint));
  t.push_back(Field<codec::String>("outfeed_config", AXLE_FIELD(attributes.outfeed_config),
                                   {Op::kOutfeed}));

  // Fusion kind, then the called computations.
  t.push_back(Field<codec::Enum<FusionKind, codec::FusionKindNames>>(
      "kind", AXLE_FIELD(attributes.fusion_kind), {Op::kFusion}, kRequired));
  t.push_back(Field<codec::String>("async_execution_thread",
                                   AXLE_FIELD(attributes.async_execution_thread), kAsync));
  t.push_back(ComputationSlot("condition", 0, {Op::kWhile}, kRequired));
  t.push_back(ComputationSlot("body", 1, {Op::kWhile}, kRequired));
  t.push_back(ComputationSlot("select", 0, {Op::kSelectAndScatter}, kRequired));
  t.push_back(ComputationSlot("scatter", 1, {Op::kSelectAndScatter}, kRequired));
  t.push_back(ComputationSlot("true_computation", 0, {Op::kConditional}, AttributeSpec::kOptional,
                              IsPredConditional));
  t.back().requires_keys = {"false_computation"};
  t.back().excludes_keys = {"branch_computations"};
  t.push_back(ComputationSlot("false_computation", 1, {Op::kConditional},
                              AttributeSpec::kOptional, IsPredConditional));
  t.back().requires_keys = {"true_computation"};
  t.back().excludes_keys = {"branch_computations"};
  t.push_back(Field<codec::ComputationList>(
      "branch_computations", AXLE_FIELD(called_computations), {Op::kConditional},
      AttributeSpec::kOptional,
      [](const HloInstruction& instruction, AttributeRecord& record) {
        return !record.called_computations.empty() && !IsPredConditional(instruction, record);
      }));
  t.push_back(ComputationSlot("to_apply", 0,
                              {Op::kCall, Op::kMap, Op::kReduce, Op::kReduceWindow,
                               Op::kAllReduce, Op::kReduceScatter, Op::kScatter, Op::kSort,
                               Op::kAllReduceStart},
                              kRequired));
  t.push_back(ComputationSlot("calls", 0, {Op::kFusion, Op::kAsyncStart}, kRequired));
  // async-update/done: when absent, the start's (the parser fills it in).
  t.push_back(ComputationSlot("calls", 0, {Op::kAsyncUpdate, Op::kAsyncDone},
                              AttributeSpec::kOptional));
  t.push_back(Field<codec::ComputationList>("called_computations",
                                            AXLE_FIELD(called_computations), {Op::kCustomCall}));
  // XLA also accepts one custom-call callee as to_apply; it prints back as
  // called_computations.
  t.push_back(ComputationSlot("to_apply", 0, {Op::kCustomCall}, AttributeSpec::kOptional,
                              [](const HloInstruction&, AttributeRecord&) { return false; }));
  t.back().excludes_keys = {"called_computations"};

  // Attributes of every instruction.
  t.push_back(Field<codec::Opaque>("sharding", AXLE_FIELD(attributes.opaque.sharding), {}));
  t.push_back(Field<codec::Opaque>("frontend_attributes",
                                   AXLE_FIELD(attributes.opaque.frontend_attributes), {}));
  t.push_back(Field<codec::InstructionList>("control-predecessors",
                                            AXLE_FIELD(control_predecessors), {}));
  t.push_back(Field<codec::Opaque>("metadata", AXLE_FIELD(attributes.opaque.metadata), {}));
  t.push_back(Field<codec::String>("backend_config", AXLE_FIELD(attributes.backend_config), {}));
  // XLA attributes Axle does not act on but keeps, so XLA's dumps round-trip.
  t.push_back(Field<codec::Verbatim>("parameter_replication",
                                     AXLE_FIELD(attributes.opaque.parameter_replication),
                                     {Op::kParameter}));
  t.push_back(Field<codec::Verbatim>("output_to_operand_aliasing",
                                     AXLE_FIELD(attributes.opaque.output_to_operand_aliasing),
                                     {Op::kCustomCall, Op::kFusion}));
  t.push_back(Field<codec::Verbatim>("operand_layout_constraints",
                                     AXLE_FIELD(attributes.opaque.operand_layout_constraints),
                                     {Op::kCustomCall}));
  t.push_back(Field<codec::Verbatim>("schedule", AXLE_FIELD(attributes.opaque.custom_call_schedule),
                                     {Op::kCustomCall}));
  t.push_back(Field<codec::Verbatim>("padding_type", AXLE_FIELD(attributes.opaque.padding_type),
                                     {Op::kConvolution, Op::kCustomCall}));
  t.push_back(Field<codec::Verbatim>("domain", AXLE_FIELD(attributes.opaque.domain),
                                     {Op::kDomain}));
  t.push_back(Field<codec::Verbatim>("cross_program_prefetch_index",
                                     AXLE_FIELD(attributes.opaque.cross_program_prefetch_index),
                                     {Op::kCopyStart}));
  t.push_back(Field<codec::Verbatim>("is_composite", AXLE_FIELD(attributes.opaque.is_composite),
                                     {Op::kCall}));
  t.push_back(Field<codec::LiteralText>("literal", AXLE_FIELD(attributes.opaque.literal),
                                        {Op::kCustomCall}));
  t.push_back(Field<codec::Verbatim>("inferred_dimension",
                                     AXLE_FIELD(attributes.opaque.inferred_dimension),
                                     {Op::kReshape}));
  t.push_back(Field<codec::Verbatim>("statistics", AXLE_FIELD(attributes.opaque.statistics), {}));
  t.push_back(Field<codec::Verbatim>("origin", AXLE_FIELD(attributes.opaque.origin), {}));
  t.push_back(Field<codec::Verbatim>("result_accuracy",
                                     AXLE_FIELD(attributes.opaque.result_accuracy), {}));
  return t;
}

#undef AXLE_FIELD

}  // namespace

const std::vector<AttributeSpec>& HloAttributeTable() {
  static const auto* table = new std::vector<AttributeSpec>(BuildTable());
  return *table;
}

const AttributeSpec* FindAttributeSpec(absl::string_view key, HloOpcode opcode) {
  for (const AttributeSpec& spec : HloAttributeTable()) {
    if (spec.key == key && spec.AppliesTo(opcode)) return &spec;
  }
  return nullptr;
}

bool AttributeKeyIsKnown(absl::string_view key) {
  for (const AttributeSpec& spec : HloAttributeTable()) {
    if (spec.key == key) return true;
  }
  return false;
}

void CopyCommonAttributes(const AttributeRecord& from, AttributeRecord* to) {
  for (const AttributeSpec& spec : HloAttributeTable()) {
    if (spec.opcodes.empty() && spec.copy) spec.copy(from, to);
  }
}

std::string PrintAsyncShorthandAttributes(const HloInstruction& async_op,
                                          const HloInstruction* wrapped) {
  AttributeRecord own = AttributeRecord::FromInstruction(async_op);
  AttributeRecord inner = wrapped ? AttributeRecord::FromInstruction(*wrapped) : own;
  std::string result;
  for (const AttributeSpec& spec : HloAttributeTable()) {
    // The wrapped op's own attributes come from it; the common and async
    // ones from the async op, whose calls= the shorthand implies.
    const bool from_wrapped =
        wrapped != nullptr && !spec.opcodes.empty() && spec.AppliesTo(wrapped->opcode());
    const HloInstruction& holder = from_wrapped ? *wrapped : async_op;
    AttributeRecord& record = from_wrapped ? inner : own;
    if (!from_wrapped && (!spec.AppliesTo(async_op.opcode()) || spec.key == "calls")) continue;
    if (!spec.present(holder, record)) continue;
    absl::StrAppend(&result, ", ", spec.key, "=", spec.print(record));
  }
  return result;
}

std::string PrintAttributes(const HloInstruction& instruction) {
  AttributeRecord record = AttributeRecord::FromInstruction(instruction);
  std::string result;
  for (const AttributeSpec& spec : HloAttributeTable()) {
    if (!spec.AppliesTo(instruction.opcode()) || !spec.present(instruction, record)) continue;
    absl::StrAppend(&result, ", ", spec.key, "=", spec.print(record));
  }
  return result;
}

}  // namespace xla
