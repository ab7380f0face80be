// Collectives across replicas, tokens, infeed/outfeed and send/recv.
#include "axle/base/status_macros.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/op_helpers.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/replica_group_check.h"
#include "axle/hlo/shape_inference.h"

namespace xla {

using builder_internal::BuilderOf;
using builder_internal::BuildOp;
using builder_internal::CalledProgramShape;
using builder_internal::ShapePtrs;

namespace {

// The attributes every collective has; impossible replica groups are an
// error here, at build time (hlo/replica_group_check.h; all-reduce's groups
// may differ in size).
absl::StatusOr<HloAttributes> CollectiveAttributes(
    HloOpcode opcode, absl::Span<const ReplicaGroup> replica_groups,
    const std::optional<ChannelHandle>& channel_id, std::optional<bool> use_global_device_ids) {
  ReplicaGroupContext context;
  context.has_channel_id = channel_id.has_value();
  context.use_global_device_ids = use_global_device_ids.value_or(false);
  context.uniform_group_size = opcode != HloOpcode::kAllReduce;
  RETURN_IF_ERROR(CheckReplicaGroups(HloOpcodeString(opcode), replica_groups, context));
  HloAttributes attributes;
  attributes.replica_groups.assign(replica_groups.begin(), replica_groups.end());
  if (channel_id.has_value()) attributes.channel_id = channel_id->handle();
  attributes.use_global_device_ids = use_global_device_ids.value_or(false);
  return attributes;
}

// Gives an array result the requested layout.
absl::Status ApplyLayout(const std::optional<Layout>& layout, Shape* shape,
                         HloAttributes* attributes) {
  if (!layout.has_value()) return absl::OkStatus();
  if (!shape->IsArray() || layout->minor_to_major_size() != shape->rank()) {
    return InvalidArgument("layout ", layout->ToString(), " does not fit result shape ",
                           shape->ToString());
  }
  shape->set_layout(*layout);
  attributes->constrain_layout = true;
  return absl::OkStatus();
}

// A tuple operand is split into its elements: collectives are variadic in HLO.
absl::StatusOr<std::vector<XlaOp>> FlattenTuple(XlaOp operand, const Shape& shape) {
  if (!shape.IsTuple()) return std::vector<XlaOp>{operand};
  std::vector<XlaOp> elements;
  for (int64_t i = 0; i < shape.tuple_shapes_size(); ++i) {
    elements.push_back(GetTupleElement(operand, i));
  }
  return elements;
}

absl::Status CheckDeviceChannel(const ChannelHandle& handle) {
  if (handle.type() != ChannelHandle::DEVICE_TO_DEVICE) {
    return InvalidArgument("channel ", handle.handle(),
                           " must be a DEVICE_TO_DEVICE channel (use SendToHost/RecvFromHost "
                           "style host transfers for others)");
  }
  return absl::OkStatus();
}

}  // namespace

XlaOp AllReduce(XlaOp operand, const XlaComputation& computation,
                absl::Span<const ReplicaGroup> replica_groups,
                const std::optional<ChannelHandle>& channel_id,
                const std::optional<Shape>& shape_with_layout,
                std::optional<bool> use_global_device_ids) {
  return BuildOp("AllReduce", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(Shape shape, b->GetShape(operand));
    ASSIGN_OR_RETURN(std::vector<XlaOp> operands, FlattenTuple(operand, shape));
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    RETURN_IF_ERROR(CalledProgramShape(computation, "reduction").status());
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferAllReduceShape(ShapePtrs(shapes)));
    ASSIGN_OR_RETURN(HloAttributes attributes,
                     CollectiveAttributes(HloOpcode::kAllReduce, replica_groups, channel_id,
                                          use_global_device_ids));
    if (shape_with_layout.has_value()) {
      if (!ShapeUtil::Compatible(*shape_with_layout, result)) {
        return InvalidArgument("shape_with_layout ", shape_with_layout->ToString(true),
                               " is not compatible with the result shape ", result.ToString());
      }
      result = *shape_with_layout;
      attributes.constrain_layout = true;
    }
    return b->AddInstruction(HloOpcode::kAllReduce, result, operands, attributes,
                             {&computation});
  });
}

XlaOp AllGather(XlaOp operand, int64_t all_gather_dimension, int64_t shard_count,
                absl::Span<const ReplicaGroup> replica_groups,
                const std::optional<ChannelHandle>& channel_id,
                const std::optional<Layout>& layout, std::optional<bool> use_global_device_ids) {
  return BuildOp("AllGather", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferAllGatherShape(
                                       {shape}, all_gather_dimension, shard_count));
    ASSIGN_OR_RETURN(HloAttributes attributes,
                     CollectiveAttributes(HloOpcode::kAllGather, replica_groups, channel_id,
                                          use_global_device_ids));
    attributes.dimensions = {all_gather_dimension};
    RETURN_IF_ERROR(ApplyLayout(layout, &result, &attributes));
    return b->AddInstruction(HloOpcode::kAllGather, result, {operand}, attributes);
  });
}

XlaOp ReduceScatter(XlaOp operand, const XlaComputation& computation, int64_t scatter_dimension,
                    int64_t shard_count, absl::Span<const ReplicaGroup> replica_groups,
                    const std::optional<ChannelHandle>& channel_id,
                    const std::optional<Layout>& layout,
                    std::optional<bool> use_global_device_ids) {
  return BuildOp("ReduceScatter", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(Shape shape, b->GetShape(operand));
    ASSIGN_OR_RETURN(std::vector<XlaOp> operands, FlattenTuple(operand, shape));
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    RETURN_IF_ERROR(CalledProgramShape(computation, "reduction").status());
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferReduceScatterShape(
                                       ShapePtrs(shapes), scatter_dimension, shard_count));
    ASSIGN_OR_RETURN(HloAttributes attributes,
                     CollectiveAttributes(HloOpcode::kReduceScatter, replica_groups, channel_id,
                                          use_global_device_ids));
    attributes.dimensions = {scatter_dimension};
    RETURN_IF_ERROR(ApplyLayout(layout, &result, &attributes));
    return b->AddInstruction(HloOpcode::kReduceScatter, result, operands, attributes,
                             {&computation});
  });
}

XlaOp AllToAll(XlaOp operand, int64_t split_dimension, int64_t concat_dimension,
               int64_t split_count, absl::Span<const ReplicaGroup> replica_groups,
               const std::optional<Layout>& layout,
               const std::optional<ChannelHandle>& channel_id) {
  return BuildOp("AllToAll", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    if (layout.has_value()) {
      return InvalidArgument("a layout for the array form is not supported");
    }
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    // Validates all the arguments and gives the final shape.
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferAllToAllShape(
                                       *shape, split_dimension, concat_dimension, split_count));
    // As in XLA, the HLO all-to-all exchanges blocks of split_dimension in
    // place (same shape); a reshape, transpose and reshape then move the
    // received blocks to concat_dimension.
    ASSIGN_OR_RETURN(Shape exchanged, ShapeInference::InferAllToAllShape(
                                          *shape, split_dimension, split_dimension, split_count));
    ASSIGN_OR_RETURN(HloAttributes attributes,
                     CollectiveAttributes(HloOpcode::kAllToAll, replica_groups, channel_id,
                                          std::nullopt));
    attributes.split_dimension = split_dimension;  // printed "dimensions={d}"
    ASSIGN_OR_RETURN(XlaOp all_to_all,
                     b->AddInstruction(HloOpcode::kAllToAll, exchanged, {operand}, attributes));
    if (split_dimension != concat_dimension) {
      // [..., S, ...] -> [..., split_count, S / split_count, ...]: the new
      // dimension (at split_dimension) indexes the source replica.
      std::vector<int64_t> sizes;
      for (int64_t i = 0; i < shape->rank(); ++i) {
        if (i == split_dimension) {
          sizes.push_back(split_count);
          sizes.push_back(shape->dimensions(i) / split_count);
        } else {
          sizes.push_back(shape->dimensions(i));
        }
      }
      std::vector<int64_t> permutation;
      for (int64_t i = 0; i < shape->rank(); ++i) {
        if (i == concat_dimension) permutation.push_back(split_dimension);
        permutation.push_back(i < split_dimension ? i : i + 1);
      }
      all_to_all = Reshape(Transpose(Reshape(all_to_all, sizes), permutation),
                           result.dimensions());
    }
    return all_to_all;
  });
}

XlaOp AllToAllTuple(absl::Span<const XlaOp> operands,
                    absl::Span<const ReplicaGroup> replica_groups,
                    const std::optional<Layout>& layout,
                    const std::optional<ChannelHandle>& channel_id) {
  return BuildOp("AllToAllTuple", BuilderOf(operands), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferAllToAllTupleShape(ShapePtrs(shapes)));
    if (layout.has_value()) return InvalidArgument("a layout for the tuple form is not supported");
    ASSIGN_OR_RETURN(HloAttributes attributes,
                     CollectiveAttributes(HloOpcode::kAllToAll, replica_groups, channel_id,
                                          std::nullopt));
    return b->AddInstruction(HloOpcode::kAllToAll, result, operands, attributes);
  });
}

XlaOp CollectivePermute(XlaOp operand,
                        const std::vector<std::pair<int64_t, int64_t>>& source_target_pairs,
                        const std::optional<ChannelHandle>& channel_id) {
  return BuildOp("CollectivePermute", operand.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferCollectivePermuteShape({shape}));
                   RETURN_IF_ERROR(
                       CheckSourceTargetPairs("collective-permute", source_target_pairs));
                   ASSIGN_OR_RETURN(HloAttributes attributes,
                                    CollectiveAttributes(HloOpcode::kCollectivePermute, {},
                                                         channel_id, std::nullopt));
                   attributes.source_target_pairs = source_target_pairs;
                   return b->AddInstruction(HloOpcode::kCollectivePermute, result, {operand},
                                            attributes);
                 });
}

XlaOp CollectiveBroadcast(XlaOp operand, absl::Span<const ReplicaGroup> replica_groups,
                          const std::optional<ChannelHandle>& channel_id) {
  return BuildOp("CollectiveBroadcast", operand.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   if (!shape->IsArray()) {
                     return InvalidArgument("operand must be an array, got ",
                                            ShapeUtil::HumanString(*shape));
                   }
                   ASSIGN_OR_RETURN(HloAttributes attributes,
                                    CollectiveAttributes(HloOpcode::kCollectiveBroadcast,
                                                         replica_groups, channel_id, std::nullopt));
                   return b->AddInstruction(HloOpcode::kCollectiveBroadcast, *shape, {operand},
                                            std::move(attributes));
                 });
}

XlaOp RaggedAllToAll(XlaOp input, XlaOp input_offsets, XlaOp send_sizes, XlaOp output,
                     XlaOp output_offsets, XlaOp recv_sizes,
                     absl::Span<const ReplicaGroup> replica_groups,
                     const std::optional<ChannelHandle>& channel_id) {
  // HLO's operand order puts the output buffer second.
  const std::vector<XlaOp> operands = {input,      output,         input_offsets,
                                       send_sizes, output_offsets, recv_sizes};
  return BuildOp("RaggedAllToAll", BuilderOf(operands),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(operands));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferRaggedAllToAllShape(ShapePtrs(shapes)));
                   ASSIGN_OR_RETURN(HloAttributes attributes,
                                    CollectiveAttributes(HloOpcode::kRaggedAllToAll,
                                                         replica_groups, channel_id, std::nullopt));
                   return b->AddInstruction(HloOpcode::kRaggedAllToAll, result, operands,
                                            std::move(attributes));
                 });
}

XlaOp CrossReplicaSum(XlaOp operand, absl::Span<const ReplicaGroup> replica_groups) {
  return BuildOp("CrossReplicaSum", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
    const Shape& element = shape->IsTuple() && shape->tuple_shapes_size() > 0
                               ? shape->tuple_shapes(0)
                               : *shape;
    if (!element.IsArray()) {
      return InvalidArgument("operand must be an array or a tuple of arrays, got ",
                             shape->ToString());
    }
    XlaComputation add = CreateScalarAddComputation(element.element_type(), b);
    return AllReduce(operand, add, replica_groups);
  });
}

XlaOp InfeedWithToken(XlaOp token, const Shape& shape, const std::string& config) {
  return BuildOp("InfeedWithToken", token.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
    if (ShapeUtil::IsNestedTuple(shape) || shape.IsToken()) {
      return InvalidArgument("infeed shape must be an array or a flat tuple of arrays, got ",
                             shape.ToString());
    }
    ASSIGN_OR_RETURN(const Shape* token_shape, b->GetShapePtr(token));
    if (!token_shape->IsToken()) {
      return InvalidArgument("the token operand has shape ", token_shape->ToString());
    }
    HloAttributes attributes;
    attributes.infeed_config = config;
    return b->AddInstruction(HloOpcode::kInfeed,
                             ShapeUtil::MakeTupleShape({shape, ShapeUtil::MakeTokenShape()}),
                             {token}, attributes);
  });
}

XlaOp Infeed(XlaBuilder* builder, const Shape& shape, const std::string& config) {
  return BuildOp("Infeed", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    return GetTupleElement(InfeedWithToken(CreateToken(b), shape, config), 0);
  });
}

XlaOp OutfeedWithToken(XlaOp operand, XlaOp token, const Shape& shape_with_layout,
                       const std::string& outfeed_config) {
  return BuildOp("OutfeedWithToken", BuilderOf({operand, token}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes,
                                    b->GetOperandShapes({operand, token}));
                   if (!shapes[1].IsToken()) {
                     return InvalidArgument("the token operand has shape ", shapes[1].ToString());
                   }
                   if (!ShapeUtil::Compatible(shapes[0], shape_with_layout)) {
                     return InvalidArgument("outfeed shape ", shape_with_layout.ToString(),
                                            " is not compatible with the operand shape ",
                                            shapes[0].ToString());
                   }
                   HloAttributes attributes;
                   attributes.outfeed_shape = shape_with_layout;
                   attributes.outfeed_config = outfeed_config;
                   return b->AddInstruction(HloOpcode::kOutfeed, ShapeUtil::MakeTokenShape(),
                                            {operand, token}, attributes);
                 });
}

void Outfeed(XlaOp operand, const Shape& shape_with_layout, const std::string& outfeed_config) {
  BuildOp("Outfeed", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    return OutfeedWithToken(operand, CreateToken(b), shape_with_layout, outfeed_config);
  });
}

XlaOp SendWithToken(XlaOp operand, XlaOp token, const ChannelHandle& handle) {
  return BuildOp("SendWithToken", BuilderOf({operand, token}),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   RETURN_IF_ERROR(CheckDeviceChannel(handle));
                   ASSIGN_OR_RETURN(std::vector<Shape> shapes,
                                    b->GetOperandShapes({operand, token}));
                   if (!shapes[1].IsToken()) {
                     return InvalidArgument("the token operand has shape ", shapes[1].ToString());
                   }
                   HloAttributes attributes;
                   attributes.channel_id = handle.handle();
                   // send: (data, context id, token); send-done: token.
                   Shape send_shape = ShapeUtil::MakeTupleShape(
                       {shapes[0], ShapeUtil::MakeScalarShape(U32), ShapeUtil::MakeTokenShape()});
                   ASSIGN_OR_RETURN(XlaOp send, b->AddInstruction(HloOpcode::kSend, send_shape,
                                                                  {operand, token}, attributes));
                   return b->AddInstruction(HloOpcode::kSendDone, ShapeUtil::MakeTokenShape(),
                                            {send}, attributes);
                 });
}

void Send(XlaOp operand, const ChannelHandle& handle) {
  BuildOp("Send", operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    return SendWithToken(operand, CreateToken(b), handle);
  });
}

XlaOp RecvWithToken(XlaOp token, const Shape& shape, const ChannelHandle& handle) {
  return BuildOp("RecvWithToken", token.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    RETURN_IF_ERROR(CheckDeviceChannel(handle));
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
    ASSIGN_OR_RETURN(const Shape* token_shape, b->GetShapePtr(token));
    if (!token_shape->IsToken()) {
      return InvalidArgument("the token operand has shape ", token_shape->ToString());
    }
    HloAttributes attributes;
    attributes.channel_id = handle.handle();
    // recv: (data, context id, token); recv-done: (data, token).
    Shape recv_shape = ShapeUtil::MakeTupleShape(
        {shape, ShapeUtil::MakeScalarShape(U32), ShapeUtil::MakeTokenShape()});
    ASSIGN_OR_RETURN(XlaOp recv,
                     b->AddInstruction(HloOpcode::kRecv, recv_shape, {token}, attributes));
    return b->AddInstruction(HloOpcode::kRecvDone,
                             ShapeUtil::MakeTupleShape({shape, ShapeUtil::MakeTokenShape()}),
                             {recv}, attributes);
  });
}

XlaOp Recv(XlaBuilder* builder, const Shape& shape, const ChannelHandle& handle) {
  return BuildOp("Recv", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    return GetTupleElement(RecvWithToken(CreateToken(b), shape, handle), 0);
  });
}

}  // namespace xla
