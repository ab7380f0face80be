// ShapeInference::InferInstructionShape: reads an instruction's operands,
// attributes and called computations and asks the matching rule.
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/collective_permute_in_place.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/replica_group_check.h"
#include "axle/hlo/shape_inference.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/shape_util.h"

namespace xla {

using shape_inference_internal::CheckReducer;
using shape_inference_internal::ExpectArray;
using shape_inference_internal::TypeName;

namespace {

// The program shapes of the called computations; `expected` of them, or at
// least one when `expected` is negative.
absl::StatusOr<std::vector<ProgramShape>> CalledShapes(const HloInstruction& instruction,
                                                       int64_t expected) {
  const std::string& op = HloOpcodeString(instruction.opcode());
  const auto& called = instruction.called_computations();
  const int64_t count = static_cast<int64_t>(called.size());
  if ((expected >= 0 && count != expected) || (expected < 0 && count == 0)) {
    return InvalidArgument(op, ": expects ",
                           expected >= 0 ? absl::StrCat(expected) : std::string("at least 1"),
                           " called computation(s) but has ", count);
  }
  std::vector<ProgramShape> shapes;
  for (int64_t i = 0; i < count; ++i) {
    if (called[i] == nullptr) return InvalidArgument(op, ": called computation ", i, " is null");
    if (called[i]->root_instruction() == nullptr) {
      return InvalidArgument(op, ": called computation ", called[i]->name(), " has no root");
    }
    shapes.push_back(called[i]->ComputeProgramShape());
    for (int p = 0; p < shapes.back().parameters_size(); ++p) {
      if (!shapes.back().parameters(p).IsValid()) {
        return InvalidArgument(op, ": called computation ", called[i]->name(),
                               " is missing parameter ", p);
      }
    }
  }
  return shapes;
}

std::vector<const Shape*> OperandShapes(const HloInstruction& instruction, int64_t begin = 0,
                                        int64_t end = -1) {
  if (end < 0) end = instruction.operand_count();
  std::vector<const Shape*> shapes;
  for (int64_t i = begin; i < end; ++i) shapes.push_back(&instruction.operand(i)->shape());
  return shapes;
}

std::vector<Shape> OperandShapeValues(const HloInstruction& instruction, int64_t begin) {
  std::vector<Shape> shapes;
  for (int64_t i = begin; i < instruction.operand_count(); ++i) {
    shapes.push_back(instruction.operand(i)->shape());
  }
  return shapes;
}

absl::Status NeedOperands(const HloInstruction& instruction, int64_t at_least) {
  if (instruction.operand_count() < at_least) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), ": needs at least ", at_least,
                           " operands but has ", instruction.operand_count());
  }
  return absl::OkStatus();
}

// The single entry of `dimensions` some ops keep there.
absl::StatusOr<int64_t> SingleDimension(const HloInstruction& instruction) {
  const auto& dims = instruction.dimensions();
  if (dims.size() != 1) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()),
                           ": expects exactly one entry in dimensions but has ", dims.size());
  }
  return dims[0];
}

// The number of participants in each replica group (CheckReplicaGroups has
// made them equal and non-empty); nullopt when the groups are empty (the
// count is then not known from the instruction alone).
std::optional<int64_t> GroupSize(const HloInstruction& instruction) {
  const auto& groups = instruction.attributes().replica_groups;
  if (groups.empty()) return std::nullopt;
  return groups[0].replica_ids_size();
}

// The shard count implied by the declared result when the replica groups do
// not say: result size over operand size along `dim` (1 when unknowable).
int64_t ShardCountFromShapes(const Shape& operand, const Shape& result, int64_t dim, bool gather) {
  const Shape& out =
      result.IsTuple() && result.tuple_shapes_size() > 0 ? result.tuple_shapes(0) : result;
  if (!operand.IsArray() || !out.IsArray() || dim < 0 || dim >= operand.rank() ||
      dim >= out.rank()) {
    return 1;
  }
  const int64_t in_size = operand.dimensions(dim), out_size = out.dimensions(dim);
  const int64_t big = gather ? out_size : in_size, small = gather ? in_size : out_size;
  if (small <= 0 || big % small != 0) return 1;
  return big / small;
}

absl::Status CheckComparisonType(const HloInstruction& instruction) {
  const auto& type = instruction.attributes().comparison_type;
  if (!type.has_value() || instruction.operand_count() < 1) return absl::OkStatus();
  const PrimitiveType t = instruction.operand(0)->shape().element_type();
  bool ok = false;
  const char* expected = "";
  if (primitive_util::IsFloatingPointType(t)) {
    ok = *type == ComparisonType::kFloat || *type == ComparisonType::kFloatTotalOrder;
    expected = "FLOAT or TOTALORDER";
  } else if (primitive_util::IsComplexType(t)) {
    ok = *type == ComparisonType::kFloat || *type == ComparisonType::kFloatTotalOrder;
    expected = "FLOAT or TOTALORDER";
  } else if (primitive_util::IsSignedIntegralType(t)) {
    ok = *type == ComparisonType::kSigned;
    expected = "SIGNED";
  } else {
    ok = *type == ComparisonType::kUnsigned;
    expected = "UNSIGNED";
  }
  if (!ok) {
    return InvalidArgument("compare: comparison type does not suit operands of type ", TypeName(t),
                           "; expected ", expected);
  }
  return absl::OkStatus();
}

absl::Status ExpectShape(absl::string_view op, absl::string_view what, const Shape& actual,
                         const Shape& expected) {
  if (!ShapeUtil::Compatible(actual, expected)) {
    return InvalidArgument(op, ": ", what, " has shape ", actual.ToString(), " but must be ",
                           expected.ToString());
  }
  return absl::OkStatus();
}

// (data, u32[], token): the shape of send and recv.
absl::Status CheckSendRecvTuple(absl::string_view op, absl::string_view what, const Shape& shape) {
  if (!shape.IsTuple() || shape.tuple_shapes_size() != 3 ||
      !ShapeUtil::IsScalarWithElementType(shape.tuple_shapes(1), U32) ||
      !shape.tuple_shapes(2).IsToken()) {
    return InvalidArgument(op, ": ", what, " must be a tuple (data, u32[], token) but is ",
                           shape.ToString());
  }
  return absl::OkStatus();
}

// Replica groups and source-target pairs of collectives (replica_group_check.h),
// against the module's counts when the instruction is in a module.
absl::Status CheckCollectiveParticipants(const HloInstruction& instruction) {
  const HloOpcode opcode = instruction.opcode();
  const HloAttributes& attrs = instruction.attributes();
  const std::string& op = HloOpcodeString(opcode);
  if (opcode == HloOpcode::kCollectivePermute || opcode == HloOpcode::kCollectivePermuteStart) {
    // The in-place form checks its pairs with its shapes.
    if (IsInPlaceCollectivePermute(instruction)) return absl::OkStatus();
    return CheckSourceTargetPairs(op, attrs.source_target_pairs);
  }
  switch (opcode) {
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllReduceStart:
    case HloOpcode::kAllGather:
    case HloOpcode::kAllGatherStart:
    case HloOpcode::kReduceScatter:
    case HloOpcode::kAllToAll:
    case HloOpcode::kRaggedAllToAll:
    case HloOpcode::kCollectiveBroadcast:
      break;
    default:
      return absl::OkStatus();
  }
  ReplicaGroupContext context;
  context.has_channel_id = attrs.channel_id.has_value();
  context.use_global_device_ids = attrs.use_global_device_ids;
  context.uniform_group_size =
      opcode != HloOpcode::kAllReduce && opcode != HloOpcode::kAllReduceStart;
  if (instruction.parent() != nullptr && instruction.parent()->parent() != nullptr) {
    const HloModuleConfig& config = instruction.parent()->parent()->config();
    context.replica_count = config.replica_count;
    context.num_partitions = config.num_partitions;
  }
  return CheckReplicaGroups(op, attrs.replica_groups, context);
}

absl::StatusOr<Shape> InferImpl(const HloInstruction& instruction) {
  const HloOpcode opcode = instruction.opcode();
  const std::string& op = HloOpcodeString(opcode);
  const HloAttributes& attrs = instruction.attributes();
  const Shape& shape = instruction.shape();
  const int arity = HloOpcodeArity(opcode);
  if (arity != kVariadicArity && instruction.operand_count() != arity) {
    return InvalidArgument(op, ": takes ", arity, " operand(s) but has ",
                           instruction.operand_count());
  }
  for (int64_t i = 0; i < instruction.operand_count(); ++i) {
    if (instruction.operand(i) == nullptr) return InvalidArgument(op, ": operand ", i, " is null");
  }
  auto operand = [&](int64_t i) -> const Shape& { return instruction.operand(i)->shape(); };

  RETURN_IF_ERROR(CheckCollectiveParticipants(instruction));

  if (HloOpcodeIsElementwise(opcode)) {
    switch (arity) {
      case 1:
        if (opcode == HloOpcode::kConvert) {
          return ShapeInference::InferConvertShape(operand(0), shape.element_type());
        }
        if (opcode == HloOpcode::kReducePrecision) {
          return ShapeInference::InferReducePrecisionShape(operand(0), attrs.exponent_bits,
                                                           attrs.mantissa_bits);
        }
        return ShapeInference::InferUnaryOpShape(opcode, operand(0));
      case 2:
        if (opcode == HloOpcode::kCompare) RETURN_IF_ERROR(CheckComparisonType(instruction));
        return ShapeInference::InferBinaryOpShape(opcode, operand(0), operand(1));
      case 3:
        return ShapeInference::InferTernaryOpShape(opcode, operand(0), operand(1), operand(2));
      default:
        break;  // map
    }
  }

  switch (opcode) {
    case HloOpcode::kParameter:
    case HloOpcode::kConstant:  // the verifier checks the literal's shape
    case HloOpcode::kCustomCall:
    case HloOpcode::kBitcast:
      return shape;
    case HloOpcode::kFusion: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      const ProgramShape& fused = called[0];
      if (fused.parameters_size() != instruction.operand_count()) {
        return InvalidArgument(op, ": fused computation takes ", fused.parameters_size(),
                               " parameters but the fusion has ", instruction.operand_count(),
                               " operands");
      }
      for (int64_t i = 0; i < instruction.operand_count(); ++i) {
        RETURN_IF_ERROR(
            ExpectShape(op, absl::StrCat("operand ", i), operand(i), fused.parameters(i)));
      }
      return fused.result();
    }
    case HloOpcode::kReplicaId:
    case HloOpcode::kPartitionId:
      return ShapeUtil::MakeScalarShape(U32);
    case HloOpcode::kIota:
      return ShapeInference::InferIotaShape(shape, attrs.iota_dimension);
    case HloOpcode::kRng:
      return ShapeInference::InferRngShape(operand(0), operand(1), attrs.distribution, shape);
    case HloOpcode::kRngBitGenerator:
      if (!shape.IsTuple() || shape.tuple_shapes_size() != 2) {
        return InvalidArgument(op, ": result must be a tuple (state, output) but is ",
                               shape.ToString());
      }
      return ShapeInference::InferRngBitGeneratorShape(operand(0), attrs.rng_algorithm,
                                                       shape.tuple_shapes(1));

    case HloOpcode::kTuple:
    case HloOpcode::kAfterAll:
    case HloOpcode::kOptimizationBarrier:
      return ShapeInference::InferVariadicOpShape(opcode, OperandShapes(instruction));
    case HloOpcode::kGetTupleElement:
      return ShapeInference::InferGetTupleElementShape(operand(0), attrs.tuple_index);
    case HloOpcode::kMap: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      RETURN_IF_ERROR(NeedOperands(instruction, 1));
      std::vector<int64_t> dims = attrs.dimensions;
      if (dims.empty()) {
        for (int64_t i = 0; i < operand(0).rank(); ++i) dims.push_back(i);
      }
      return ShapeInference::InferMapShape(OperandShapes(instruction), called[0], dims);
    }
    case HloOpcode::kSort: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      RETURN_IF_ERROR(NeedOperands(instruction, 1));
      ASSIGN_OR_RETURN(int64_t dim, SingleDimension(instruction));
      return ShapeInference::InferSortShape(OperandShapes(instruction), dim, called[0]);
    }

    // Data movement.
    case HloOpcode::kBroadcast:
      // The HLO op (unlike the builder) accepts unique dimensions in any order.
      return shape_inference_internal::BroadcastInDimShape(operand(0), shape, attrs.dimensions,
                                                           /*require_sorted=*/false);
    case HloOpcode::kReshape:
      return ShapeInference::InferReshapeShape(operand(0), shape.dimensions());
    case HloOpcode::kDynamicReshape: {
      RETURN_IF_ERROR(NeedOperands(instruction, 1));
      return ShapeInference::InferDynamicReshapeShape(
          operand(0), OperandShapes(instruction, 1), shape.dimensions(),
          shape.IsArray() ? shape.dynamic_dimensions() : std::vector<bool>());
    }
    case HloOpcode::kTranspose:
      return ShapeInference::InferTransposeShape(operand(0), attrs.dimensions);
    case HloOpcode::kReverse:
      return ShapeInference::InferReverseShape(operand(0), attrs.dimensions);
    case HloOpcode::kSlice:
      return ShapeInference::InferSliceShape(operand(0), attrs.slice_starts, attrs.slice_limits,
                                             attrs.slice_strides);
    case HloOpcode::kDynamicSlice:
      RETURN_IF_ERROR(NeedOperands(instruction, 1));
      return ShapeInference::InferDynamicSliceShape(operand(0), OperandShapeValues(instruction, 1),
                                                    attrs.dynamic_slice_sizes);
    case HloOpcode::kDynamicUpdateSlice:
      RETURN_IF_ERROR(NeedOperands(instruction, 2));
      return ShapeInference::InferDynamicUpdateSliceShape(operand(0), operand(1),
                                                          OperandShapeValues(instruction, 2));
    case HloOpcode::kConcatenate: {
      ASSIGN_OR_RETURN(int64_t dim, SingleDimension(instruction));
      return ShapeInference::InferConcatOpShape(OperandShapes(instruction), dim);
    }
    case HloOpcode::kPad:
      return ShapeInference::InferPadShape(operand(0), operand(1), attrs.padding_config);
    case HloOpcode::kGather:
      return ShapeInference::InferGatherShape(
          operand(0), operand(1), attrs.gather_dimension_numbers, attrs.gather_slice_sizes);
    case HloOpcode::kScatter: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      return ShapeInference::InferScatterShape(OperandShapes(instruction), called[0],
                                               attrs.scatter_dimension_numbers);
    }
    case HloOpcode::kBitcastConvert:
      return ShapeInference::InferBitcastConvertShape(operand(0), shape.element_type());

    // Reductions, windows, contractions, linear algebra.
    case HloOpcode::kReduce: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      return ShapeInference::InferReduceShape(OperandShapes(instruction), attrs.dimensions,
                                              called[0]);
    }
    case HloOpcode::kReduceWindow: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      const int64_t n = instruction.operand_count() / 2;
      if (n < 1 || instruction.operand_count() % 2 != 0) {
        return InvalidArgument(op, ": needs N operands followed by N init values but has ",
                               instruction.operand_count(), " operands");
      }
      return ShapeInference::InferReduceWindowShape(
          OperandShapes(instruction, 0, n), OperandShapes(instruction, n), attrs.window, called[0]);
    }
    case HloOpcode::kSelectAndScatter: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 2));
      return ShapeInference::InferSelectAndScatterShape(operand(0), called[0], attrs.window,
                                                        operand(1), operand(2), called[1]);
    }
    case HloOpcode::kConvolution:
      return ShapeInference::InferConvolveShape(
          operand(0), operand(1), attrs.feature_group_count, attrs.batch_group_count, attrs.window,
          attrs.convolution_dimension_numbers,
          shape.IsArray() ? std::optional<PrimitiveType>(shape.element_type()) : std::nullopt);
    case HloOpcode::kDot:
      return ShapeInference::InferDotOpShape(
          operand(0), operand(1), attrs.dot_dimension_numbers,
          shape.IsArray() ? std::optional<PrimitiveType>(shape.element_type()) : std::nullopt);
    case HloOpcode::kFft:
      return ShapeInference::InferFftShape(operand(0), attrs.fft_type, attrs.fft_length);
    case HloOpcode::kTriangularSolve:
      return ShapeInference::InferTriangularSolveShape(operand(0), operand(1),
                                                       attrs.triangular_solve_options);
    case HloOpcode::kCholesky:
      return ShapeInference::InferCholeskyShape(operand(0));
    case HloOpcode::kBatchNormTraining:
      return ShapeInference::InferBatchNormTrainingShape(operand(0), operand(1), operand(2),
                                                         attrs.feature_index);
    case HloOpcode::kBatchNormInference:
      return ShapeInference::InferBatchNormInferenceShape(
          operand(0), operand(1), operand(2), operand(3), operand(4), attrs.feature_index);
    case HloOpcode::kBatchNormGrad:
      return ShapeInference::InferBatchNormGradShape(operand(0), operand(1), operand(2), operand(3),
                                                     operand(4), attrs.feature_index);

    // Collectives.
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllReduceStart: {
      // As XLA's verifier, the reduction computation's signature is not
      // checked here (XLA's GPU tests reduce s32[4] with an s32[4] adder): the
      // interpreter and the cpu backend refuse a reducer that is not a binary
      // scalar computation of the operands' element type when they run it.
      RETURN_IF_ERROR(CalledShapes(instruction, 1).status());
      return ShapeInference::InferAllReduceShape(OperandShapes(instruction));
    }
    case HloOpcode::kReduceScatter:
    case HloOpcode::kAllGather:
    case HloOpcode::kAllGatherStart: {
      const bool gather = opcode != HloOpcode::kReduceScatter;
      const bool start = opcode == HloOpcode::kAllGatherStart;
      RETURN_IF_ERROR(NeedOperands(instruction, 1));
      ASSIGN_OR_RETURN(int64_t dim, SingleDimension(instruction));
      const std::optional<int64_t> group = GroupSize(instruction);
      // all-gather-start: (operands, results).
      const Shape& result_shape =
          start && shape.IsTuple() && shape.tuple_shapes_size() == 2 ? shape.tuple_shapes(1) : shape;
      // As XLA's verifier: the shard count is what the declared result says;
      // groups of one (a module whose replica count is not known) do not
      // contradict it, larger groups must match it.
      const int64_t count = group && *group != 1
                                ? *group
                                : ShardCountFromShapes(operand(0), result_shape, dim, gather);
      if (gather) {
        ASSIGN_OR_RETURN(Shape result, ShapeInference::InferAllGatherShape(
                                           OperandShapes(instruction), dim, count));
        if (!start) return result;
        return ShapeUtil::MakeTupleShape(
            {shape_inference_internal::SingleOrTuple(OperandShapeValues(instruction, 0)),
             std::move(result)});
      }
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      for (int64_t i = 0; i < instruction.operand_count(); ++i) {
        const Shape init = ShapeUtil::MakeScalarShape(operand(i).element_type());
        const Shape* inits[] = {&init};
        RETURN_IF_ERROR(CheckReducer(op, "to_apply", called[0], inits, {init.element_type()}));
      }
      return ShapeInference::InferReduceScatterShape(OperandShapes(instruction), dim, count);
    }
    case HloOpcode::kAllToAll: {
      RETURN_IF_ERROR(NeedOperands(instruction, 1));
      std::optional<int64_t> split = attrs.split_dimension;
      if (!split && attrs.dimensions.size() == 1) split = attrs.dimensions[0];
      if (!split) return ShapeInference::InferAllToAllTupleShape(OperandShapes(instruction));
      if (instruction.operand_count() != 1) {
        return InvalidArgument(op,
                               ": the array form (with a split dimension) takes 1 operand "
                               "but has ",
                               instruction.operand_count());
      }
      const std::optional<int64_t> group = GroupSize(instruction);
      return ShapeInference::InferAllToAllShape(operand(0), *split, *split, group ? *group : 1);
    }
    case HloOpcode::kCollectivePermute:
      if (IsInPlaceCollectivePermute(instruction)) {
        return InferInPlaceCollectivePermuteShape(instruction);
      }
      return ShapeInference::InferCollectivePermuteShape(OperandShapes(instruction));

    // Control flow.
    case HloOpcode::kCall: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 1));
      return ShapeInference::InferCallShape(OperandShapes(instruction), called[0]);
    }
    case HloOpcode::kWhile: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, 2));
      return ShapeInference::InferWhileShape(called[0], called[1], operand(0));
    }
    case HloOpcode::kConditional: {
      ASSIGN_OR_RETURN(auto called, CalledShapes(instruction, -1));
      RETURN_IF_ERROR(NeedOperands(instruction, 1));
      if (instruction.operand_count() != static_cast<int64_t>(called.size()) + 1) {
        return InvalidArgument(op, ": has ", called.size(), " branches but ",
                               instruction.operand_count() - 1,
                               " branch operands; each branch takes one operand");
      }
      return ShapeInference::InferConditionalShape(operand(0), called,
                                                   OperandShapeValues(instruction, 1));
    }

    // Dynamic dimensions.
    case HloOpcode::kGetDimensionSize: {
      ASSIGN_OR_RETURN(int64_t dim, SingleDimension(instruction));
      return ShapeInference::InferGetDimensionSizeShape(operand(0), dim);
    }
    case HloOpcode::kSetDimensionSize: {
      ASSIGN_OR_RETURN(int64_t dim, SingleDimension(instruction));
      return ShapeInference::InferSetDimensionSizeShape(operand(0), operand(1), dim);
    }

    // Host and peer transfers.
    case HloOpcode::kInfeed: {
      if (!operand(0).IsToken()) {
        return InvalidArgument(op, ": operand must be a token but is ", operand(0).ToString());
      }
      if (!shape.IsTuple() || shape.tuple_shapes_size() != 2 || !shape.tuple_shapes(1).IsToken()) {
        return InvalidArgument(op, ": result must be a tuple (data, token) but is ",
                               shape.ToString());
      }
      return shape;
    }
    case HloOpcode::kOutfeed: {
      if (!operand(1).IsToken()) {
        return InvalidArgument(op, ": operand 1 must be a token but is ", operand(1).ToString());
      }
      if (attrs.outfeed_shape.IsValid()) {
        RETURN_IF_ERROR(ExpectShape(op, "outfeed_shape", attrs.outfeed_shape, operand(0)));
      }
      return ShapeUtil::MakeTokenShape();
    }
    case HloOpcode::kSend: {
      if (!operand(1).IsToken()) {
        return InvalidArgument(op, ": operand 1 must be a token but is ", operand(1).ToString());
      }
      return ShapeUtil::MakeTupleShape(
          {operand(0), ShapeUtil::MakeScalarShape(U32), ShapeUtil::MakeTokenShape()});
    }
    case HloOpcode::kSendDone:
      RETURN_IF_ERROR(CheckSendRecvTuple(op, "operand", operand(0)));
      return ShapeUtil::MakeTokenShape();
    case HloOpcode::kRecv: {
      if (!operand(0).IsToken()) {
        return InvalidArgument(op, ": operand must be a token but is ", operand(0).ToString());
      }
      RETURN_IF_ERROR(CheckSendRecvTuple(op, "result", shape));
      return shape;
    }
    case HloOpcode::kRecvDone:
      RETURN_IF_ERROR(CheckSendRecvTuple(op, "operand", operand(0)));
      return ShapeUtil::MakeTupleShape({operand(0).tuple_shapes(0), ShapeUtil::MakeTokenShape()});

    case HloOpcode::kAsyncStart:
    case HloOpcode::kAsyncUpdate:
    case HloOpcode::kAsyncDone:
    case HloOpcode::kAllReduceDone:
    case HloOpcode::kAllGatherDone:
    case HloOpcode::kCollectivePermuteStart:
    case HloOpcode::kCollectivePermuteDone:
    case HloOpcode::kCopyStart:
    case HloOpcode::kCopyDone:
    case HloOpcode::kDomain:
    case HloOpcode::kAddDependency:
      return shape_inference_internal::InferAsyncInstructionShape(instruction);
    case HloOpcode::kCollectiveBroadcast:
    case HloOpcode::kRaggedAllToAll:
    case HloOpcode::kRaggedDot:
    case HloOpcode::kScaledDot:
    case HloOpcode::kTopK:
    case HloOpcode::kStochasticConvert:
    case HloOpcode::kRngGetAndUpdateState:
      return shape_inference_internal::InferExtraOpInstructionShape(instruction);

    default:
      break;
  }
  return InvalidArgument(op, ": shape inference does not handle this opcode");
}

}  // namespace

absl::StatusOr<Shape> ShapeInference::InferInstructionShape(const HloInstruction& instruction) {
  return InferImpl(instruction);
}

}  // namespace xla
