// Collectives (all_reduce, all_gather, reduce_scatter, all_to_all,
// collective_permute, collective_broadcast, replica_id, partition_id),
// tokens and host/device transfers (after_all, create_token, infeed,
// outfeed, send, recv), and custom_call.
//
// StableHLO's variadic all_reduce/all_gather/reduce_scatter become one
// variadic HLO instruction with a tuple result; the shard count HLO wants
// comes from the operand and result sizes along the gathered dimension.
#include <optional>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/hlo/shape_inference.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

absl::StatusOr<std::vector<Shape>> OperandShapes(const OpContext& c, int64_t count) {
  std::vector<Shape> shapes;
  for (int64_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(Shape shape, c.OperandShape(i));
    shapes.push_back(std::move(shape));
  }
  return shapes;
}

std::vector<const Shape*> Pointers(const std::vector<Shape>& shapes) {
  std::vector<const Shape*> pointers;
  for (const Shape& shape : shapes) pointers.push_back(&shape);
  return pointers;
}

// replica_groups, channel_handle and use_global_device_ids.
absl::StatusOr<HloAttributes> CollectiveAttributes(const OpContext& c) {
  HloAttributes attributes;
  ASSIGN_OR_RETURN(attributes.replica_groups, ReadReplicaGroups(c.Attr("replica_groups")));
  ASSIGN_OR_RETURN(attributes.channel_id, ReadChannelId(c.Attr("channel_handle")));
  ASSIGN_OR_RETURN(attributes.use_global_device_ids, c.BoolOr("use_global_device_ids", false));
  return attributes;
}

std::optional<ChannelHandle> HandleOf(std::optional<int64_t> channel_id,
                                      ChannelHandle::ChannelType type) {
  if (!channel_id.has_value()) return std::nullopt;
  ChannelHandle handle;
  handle.set_handle(*channel_id);
  handle.set_type(type);
  return handle;
}

absl::StatusOr<OpResults> ConvertAllReduce(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  RETURN_IF_ERROR(c.ExpectResults(c.num_operands()));
  ASSIGN_OR_RETURN(std::vector<Shape> shapes, OperandShapes(c, c.num_operands()));
  ASSIGN_OR_RETURN(Shape result, ShapeInference::InferAllReduceShape(Pointers(shapes)));
  ASSIGN_OR_RETURN(HloAttributes attributes, CollectiveAttributes(c));
  ASSIGN_OR_RETURN(XlaComputation reducer, c.Region(0, "all_reduce_reducer"));
  const XlaComputation* called[] = {&reducer};
  ASSIGN_OR_RETURN(XlaOp op, c.builder()->AddInstruction(HloOpcode::kAllReduce, result,
                                                         c.operands(), attributes, called));
  return ResultsOf(c, op);
}

// all_gather (the result grows along the dimension) and reduce_scatter (it
// shrinks): the factor is the shard count.
absl::StatusOr<OpResults> ConvertGatherOrScatter(OpContext& c, HloOpcode opcode,
                                                 absl::string_view dimension_attribute) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  RETURN_IF_ERROR(c.ExpectResults(c.num_operands()));
  ASSIGN_OR_RETURN(std::vector<Shape> shapes, OperandShapes(c, c.num_operands()));
  ASSIGN_OR_RETURN(int64_t dimension, c.Int(dimension_attribute));
  ASSIGN_OR_RETURN(Shape result0, c.ResultShape(0));
  if (dimension < 0 || dimension >= shapes[0].rank() || dimension >= result0.rank()) {
    return InvalidArgument(dimension_attribute, " ", dimension, " is out of range");
  }
  const bool gather = opcode == HloOpcode::kAllGather;
  const int64_t big = gather ? result0.dimensions(dimension) : shapes[0].dimensions(dimension);
  const int64_t small = gather ? shapes[0].dimensions(dimension) : result0.dimensions(dimension);
  if (small <= 0 || big % small != 0) {
    return InvalidArgument("cannot derive the shard count from sizes ", big, " and ", small);
  }
  const int64_t shard_count = big / small;
  ASSIGN_OR_RETURN(HloAttributes attributes, CollectiveAttributes(c));
  attributes.dimensions = {dimension};
  Shape result;
  std::vector<XlaComputation> reducer;
  if (gather) {
    ASSIGN_OR_RETURN(result, ShapeInference::InferAllGatherShape(Pointers(shapes), dimension,
                                                                 shard_count));
  } else {
    ASSIGN_OR_RETURN(result, ShapeInference::InferReduceScatterShape(Pointers(shapes), dimension,
                                                                     shard_count));
    ASSIGN_OR_RETURN(XlaComputation computation, c.Region(0, "reduce_scatter_reducer"));
    reducer.push_back(std::move(computation));
  }
  std::vector<const XlaComputation*> called;
  for (const XlaComputation& computation : reducer) called.push_back(&computation);
  ASSIGN_OR_RETURN(XlaOp op,
                   c.builder()->AddInstruction(opcode, result, c.operands(), attributes, called));
  return ResultsOf(c, op);
}

// Each operand of a variadic all_to_all exchanges its blocks independently.
absl::StatusOr<OpResults> ConvertAllToAll(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  RETURN_IF_ERROR(c.ExpectResults(c.num_operands()));
  ASSIGN_OR_RETURN(int64_t split_dimension, c.Int("split_dimension"));
  ASSIGN_OR_RETURN(int64_t concat_dimension, c.Int("concat_dimension"));
  ASSIGN_OR_RETURN(int64_t split_count, c.Int("split_count"));
  ASSIGN_OR_RETURN(HloAttributes attributes, CollectiveAttributes(c));
  OpResults results;
  for (XlaOp operand : c.operands()) {
    results.push_back(AllToAll(operand, split_dimension, concat_dimension, split_count,
                               attributes.replica_groups, std::nullopt,
                               HandleOf(attributes.channel_id, ChannelHandle::DEVICE_TO_DEVICE)));
  }
  return results;
}

absl::StatusOr<OpResults> ConvertCollectivePermute(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(std::vector<std::vector<int64_t>> rows,
                   ReadIntRows(c.Attr("source_target_pairs"), "source_target_pairs", 2));
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (const auto& row : rows) pairs.push_back({row[0], row[1]});
  ASSIGN_OR_RETURN(std::optional<int64_t> channel, ReadChannelId(c.Attr("channel_handle")));
  return OpResults{CollectivePermute(c.operand(0), pairs,
                                     HandleOf(channel, ChannelHandle::DEVICE_TO_DEVICE))};
}

absl::StatusOr<OpResults> ConvertCollectiveBroadcast(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(HloAttributes attributes, CollectiveAttributes(c));
  return OpResults{CollectiveBroadcast(
      c.operand(0), attributes.replica_groups,
      HandleOf(attributes.channel_id, ChannelHandle::DEVICE_TO_DEVICE))};
}

// The deprecated cross-replica-sum: an all-reduce adding over its groups.
absl::StatusOr<OpResults> ConvertCrossReplicaSum(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(std::vector<ReplicaGroup> groups, ReadReplicaGroups(c.Attr("replica_groups")));
  return OpResults{CrossReplicaSum(c.operand(0), groups)};
}

absl::StatusOr<OpResults> ConvertReplicaId(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(0));
  return OpResults{ReplicaId(c.builder())};
}

absl::StatusOr<OpResults> ConvertPartitionId(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(0));
  return OpResults{PartitionId(c.builder())};
}

absl::StatusOr<OpResults> ConvertAfterAll(OpContext& c) {
  return OpResults{AfterAll(c.builder(), c.operands())};
}

// The shapes of results [0, count) as one tuple shape.
absl::StatusOr<Shape> ResultTupleShape(const OpContext& c, int64_t count) {
  std::vector<Shape> shapes;
  for (int64_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(Shape shape, c.ResultShape(i));
    shapes.push_back(std::move(shape));
  }
  return ShapeUtil::MakeTupleShape(shapes);
}

// infeed(token) -> (data..., token): HLO's infeed yields ((data...), token).
absl::StatusOr<OpResults> ConvertInfeed(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  if (c.num_results() < 1) return InvalidArgument("needs a token result");
  ASSIGN_OR_RETURN(Shape data_shape, ResultTupleShape(c, c.num_results() - 1));
  ASSIGN_OR_RETURN(std::string config, c.StringOr("infeed_config", ""));
  XlaOp infeed = InfeedWithToken(c.operand(0), data_shape, config);
  OpResults results = SplitTuple(GetTupleElement(infeed, 0), c.num_results() - 1);
  results.push_back(GetTupleElement(infeed, 1));
  return results;
}

// outfeed(inputs..., token) -> token.
absl::StatusOr<OpResults> ConvertOutfeed(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  ASSIGN_OR_RETURN(std::string config, c.StringOr("outfeed_config", ""));
  const int64_t n = c.num_operands() - 1;
  XlaOp data = Tuple(c.builder(), c.operands().subspan(0, n));
  ASSIGN_OR_RETURN(Shape shape, c.builder()->GetShape(data));
  return OpResults{OutfeedWithToken(data, c.operand(n), shape, config)};
}

// send/recv attributes: the channel and whether the peer is the host.
absl::StatusOr<HloAttributes> SendRecvAttributes(const OpContext& c) {
  HloAttributes attributes;
  ASSIGN_OR_RETURN(attributes.channel_id, ReadChannelId(c.Attr("channel_handle")));
  if (!attributes.channel_id.has_value()) return InvalidArgument("needs a channel_handle");
  ASSIGN_OR_RETURN(attributes.is_host_transfer, c.BoolOr("is_host_transfer", false));
  return attributes;
}

// send(inputs..., token) -> token: HLO's send (data, context, token) and
// send-done, as XLA emits them (host transfers included).
absl::StatusOr<OpResults> ConvertSend(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  ASSIGN_OR_RETURN(HloAttributes attributes, SendRecvAttributes(c));
  const int64_t n = c.num_operands() - 1;
  XlaOp data = TupleIfNotOne(c.builder(), c.operands().subspan(0, n));
  ASSIGN_OR_RETURN(Shape data_shape, c.builder()->GetShape(data));
  ASSIGN_OR_RETURN(Shape token_shape, c.OperandShape(n));
  if (!token_shape.IsToken()) return InvalidArgument("the last operand must be a token");
  Shape send_shape = ShapeUtil::MakeTupleShape(
      {data_shape, ShapeUtil::MakeScalarShape(U32), ShapeUtil::MakeTokenShape()});
  ASSIGN_OR_RETURN(XlaOp send, c.builder()->AddInstruction(HloOpcode::kSend, send_shape,
                                                           {data, c.operand(n)}, attributes));
  ASSIGN_OR_RETURN(XlaOp done, c.builder()->AddInstruction(
                                   HloOpcode::kSendDone, ShapeUtil::MakeTokenShape(), {send},
                                   attributes));
  return OpResults{done};
}

// recv(token) -> (data..., token): recv (data, context, token) and
// recv-done (data, token).
absl::StatusOr<OpResults> ConvertRecv(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  if (c.num_results() < 1) return InvalidArgument("needs a token result");
  ASSIGN_OR_RETURN(HloAttributes attributes, SendRecvAttributes(c));
  const int64_t n = c.num_results() - 1;
  Shape data_shape;
  if (n == 1) {
    ASSIGN_OR_RETURN(data_shape, c.ResultShape(0));
  } else {
    ASSIGN_OR_RETURN(data_shape, ResultTupleShape(c, n));
  }
  Shape recv_shape = ShapeUtil::MakeTupleShape(
      {data_shape, ShapeUtil::MakeScalarShape(U32), ShapeUtil::MakeTokenShape()});
  ASSIGN_OR_RETURN(XlaOp recv, c.builder()->AddInstruction(HloOpcode::kRecv, recv_shape,
                                                           {c.operand(0)}, attributes));
  ASSIGN_OR_RETURN(XlaOp done,
                   c.builder()->AddInstruction(
                       HloOpcode::kRecvDone,
                       ShapeUtil::MakeTupleShape({data_shape, ShapeUtil::MakeTokenShape()}),
                       {recv}, attributes));
  OpResults results;
  if (n == 1) {
    results.push_back(GetTupleElement(done, 0));
  } else {
    results = SplitTuple(GetTupleElement(done, 0), n);
  }
  results.push_back(GetTupleElement(done, 1));
  return results;
}

// XLA's output_to_operand_aliasing text: {{0}: (0, {}), ...}.
absl::StatusOr<std::string> AliasingText(const MlirAttribute* aliases) {
  if (aliases == nullptr || aliases->elements.empty()) return std::string();
  std::vector<std::string> entries;
  for (const auto& alias : aliases->elements) {
    if (alias == nullptr || alias->kind != MlirAttribute::Kind::kStruct) {
      return InvalidArgument("output_operand_aliases entries must be "
                             "#stablehlo.output_operand_alias<...>");
    }
    std::vector<int64_t> output, operand;
    if (const MlirAttribute* f = alias->FindField("output_tuple_indices"); f != nullptr) {
      ASSIGN_OR_RETURN(output, ReadInts(f, "output_tuple_indices"));
    }
    if (const MlirAttribute* f = alias->FindField("operand_tuple_indices"); f != nullptr) {
      ASSIGN_OR_RETURN(operand, ReadInts(f, "operand_tuple_indices"));
    }
    ASSIGN_OR_RETURN(int64_t index, ReadInt(alias->FindField("operand_index"), "operand_index"));
    entries.push_back(absl::StrCat("{", absl::StrJoin(output, ","), "}: (", index, ", {",
                                   absl::StrJoin(operand, ","), "})"));
  }
  return absl::StrCat("{", absl::StrJoin(entries, ", "), "}");
}

// Targets that only annotate sharding; on one device they are the value.
bool IsShardingAnnotation(absl::string_view target) {
  return target == "Sharding" || target == "SPMDFullToShardShape" ||
         target == "SPMDShardToFullShape";
}

constexpr int64_t kApiVersionTypedFfi = 4;  // API_VERSION_TYPED_FFI

// One minor-to-major list per value of `name` (an array of dense index
// tensors), or nothing when the attribute is absent.
absl::StatusOr<std::optional<std::vector<std::vector<int64_t>>>> LayoutList(
    const OpContext& c, const char* name, int64_t count) {
  const MlirAttribute* list = c.Attr(name);
  if (list == nullptr) return std::optional<std::vector<std::vector<int64_t>>>();
  if (list->kind != MlirAttribute::Kind::kArray ||
      static_cast<int64_t>(list->elements.size()) != count) {
    return InvalidArgument(name, " needs one layout for each of the ", count, " values");
  }
  std::vector<std::vector<int64_t>> layouts;
  for (const auto& element : list->elements) {
    ASSIGN_OR_RETURN(layouts.emplace_back(), ReadInts(element.get(), name));
  }
  return std::optional<std::vector<std::vector<int64_t>>>(std::move(layouts));
}

absl::Status SetLayout(const std::vector<int64_t>& minor_to_major, Shape& shape,
                       const char* name) {
  Layout layout = LayoutUtil::MakeLayout(minor_to_major);
  RETURN_IF_ERROR(LayoutUtil::ValidateLayoutForShape(layout, shape));
  shape.set_layout(layout);
  return absl::OkStatus();
}

absl::StatusOr<OpResults> ConvertCustomCall(OpContext& c) {
  HloAttributes attributes;
  ASSIGN_OR_RETURN(attributes.custom_call_target,
                   ReadString(c.Attr("call_target_name"), "call_target_name"));
  if (IsShardingAnnotation(attributes.custom_call_target) && c.num_operands() == 1 &&
      c.num_results() == 1) {
    ASSIGN_OR_RETURN(Shape in, c.OperandShape(0));
    ASSIGN_OR_RETURN(Shape out, c.ResultShape(0));
    if (ShapeUtil::Compatible(in, out)) return OpResults{c.operand(0)};
  }
  ASSIGN_OR_RETURN(attributes.custom_call_has_side_effect, c.BoolOr("has_side_effect", false));
  if (const MlirAttribute* version = c.Attr("api_version"); version != nullptr) {
    if (version->kind == MlirAttribute::Kind::kEnum) {
      static const char* const kVersions[] = {
          "API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
          "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"};
      int64_t index = -1;
      for (int64_t i = 0; i < 5; ++i) {
        if (version->string_value == kVersions[i]) index = i;
      }
      if (index < 0) return InvalidArgument("unknown api_version '", version->string_value, "'");
      attributes.custom_call_api_version = index;
    } else {
      ASSIGN_OR_RETURN(attributes.custom_call_api_version, ReadInt(version, "api_version"));
    }
  }
  // backend_config: a string, or (typed FFI) a dictionary, possibly under
  // mhlo.backend_config; the dictionary is kept in its MLIR spelling. As in
  // XLA's translation, a dictionary makes the call a typed-FFI one whatever
  // api_version says (JAX's FFI lowerings leave it at 1).
  for (const char* name : {"backend_config", "mhlo.backend_config"}) {
    const MlirAttribute* config = c.Attr(name);
    if (config == nullptr) continue;
    if (config->kind == MlirAttribute::Kind::kString) {
      if (config->string_value.empty()) continue;
      attributes.backend_config = config->string_value;
    } else {
      attributes.backend_config = ToString(*config);
      if (config->kind == MlirAttribute::Kind::kDictionary) {
        attributes.custom_call_api_version = kApiVersionTypedFfi;
      }
    }
    break;
  }
  // operand_layouts/result_layouts (minor-to-major per value): a
  // layout-constrained call, whose target sees its values in those layouts.
  ASSIGN_OR_RETURN(std::optional<std::vector<std::vector<int64_t>>> operand_layouts,
                   LayoutList(c, "operand_layouts", c.num_operands()));
  ASSIGN_OR_RETURN(std::optional<std::vector<std::vector<int64_t>>> result_layouts,
                   LayoutList(c, "result_layouts", c.num_results()));
  if (operand_layouts.has_value()) {
    std::vector<std::string> constraints;
    for (int64_t i = 0; i < c.num_operands(); ++i) {
      ASSIGN_OR_RETURN(Shape operand, c.OperandShape(i));
      if (operand.IsArray()) {
        RETURN_IF_ERROR(SetLayout((*operand_layouts)[i], operand, "operand_layouts"));
      }
      constraints.push_back(operand.ToString(/*print_layout=*/true));
    }
    attributes.opaque.operand_layout_constraints =
        absl::StrCat("{", absl::StrJoin(constraints, ", "), "}");
  }
  ASSIGN_OR_RETURN(attributes.opaque.output_to_operand_aliasing,
                   AliasingText(c.Attr("output_operand_aliases")));
  std::vector<XlaComputation> called;
  if (const MlirAttribute* computations = c.Attr("called_computations");
      computations != nullptr) {
    for (const auto& callee : computations->elements) {
      ASSIGN_OR_RETURN(std::string name, ReadString(callee.get(), "called_computations"));
      ASSIGN_OR_RETURN(XlaComputation computation, c.converter()->Function(name));
      called.push_back(std::move(computation));
    }
  }
  std::vector<const XlaComputation*> called_ptrs;
  for (const XlaComputation& computation : called) called_ptrs.push_back(&computation);
  Shape shape;
  if (c.num_results() == 1) {
    ASSIGN_OR_RETURN(shape, c.ResultShape(0));
    if (result_layouts.has_value() && shape.IsArray()) {
      RETURN_IF_ERROR(SetLayout((*result_layouts)[0], shape, "result_layouts"));
    }
  } else {
    ASSIGN_OR_RETURN(shape, ResultTupleShape(c, c.num_results()));
    for (int64_t i = 0; result_layouts.has_value() && i < c.num_results(); ++i) {
      Shape& element = (*shape.mutable_tuple_shapes())[i];
      if (element.IsArray()) {
        RETURN_IF_ERROR(SetLayout((*result_layouts)[i], element, "result_layouts"));
      }
    }
  }
  ASSIGN_OR_RETURN(XlaOp op, c.builder()->AddInstruction(HloOpcode::kCustomCall, shape,
                                                         c.operands(), attributes, called_ptrs));
  return ResultsOf(c, op);
}

}  // namespace

void RegisterCollectiveOps(OpConverterTable& table) {
  table["stablehlo.all_reduce"] = ConvertAllReduce;
  table["stablehlo.all_gather"] = [](OpContext& c) {
    return ConvertGatherOrScatter(c, HloOpcode::kAllGather, "all_gather_dim");
  };
  table["stablehlo.reduce_scatter"] = [](OpContext& c) {
    return ConvertGatherOrScatter(c, HloOpcode::kReduceScatter, "scatter_dimension");
  };
  table["stablehlo.all_to_all"] = ConvertAllToAll;
  table["stablehlo.collective_permute"] = ConvertCollectivePermute;
  table["stablehlo.collective_broadcast"] = ConvertCollectiveBroadcast;
  table["stablehlo.cross-replica-sum"] = ConvertCrossReplicaSum;
  table["stablehlo.replica_id"] = ConvertReplicaId;
  table["stablehlo.partition_id"] = ConvertPartitionId;
  table["stablehlo.after_all"] = ConvertAfterAll;
  table["stablehlo.create_token"] = ConvertAfterAll;
  table["stablehlo.infeed"] = ConvertInfeed;
  table["stablehlo.outfeed"] = ConvertOutfeed;
  table["stablehlo.send"] = ConvertSend;
  table["stablehlo.recv"] = ConvertRecv;
  table["stablehlo.custom_call"] = ConvertCustomCall;
}

}  // namespace xla::stablehlo::internal
