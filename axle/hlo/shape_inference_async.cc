// Shapes of asynchronous pairs and of the ops that only carry a value along:
//   async-start  ((operands...), result, context...): runs its computation
//   async-update the start's (or previous update's) shape
//   async-done   the computation's result (element 1 of the start)
//   all-reduce-start/done          the all-reduce's result, then the same
//   all-gather-start               (operand(s), result(s)); done: element 1
//   collective-permute-start       (operand(s), result(s), u32[], u32[]); done: element 1
//   copy-start                     (destination, source, u32[]); done: element 0
//   domain, add-dependency         the (first) operand's shape
// Context elements (u32[] / s32[] sync flags) are whatever the text says.
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/collective_permute_in_place.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace shape_inference_internal {
namespace {

absl::Status ExpectCompatible(absl::string_view op, absl::string_view what, const Shape& actual,
                              const Shape& expected) {
  if (!ShapeUtil::Compatible(actual, expected)) {
    return InvalidArgument(op, ": ", what, " has shape ", actual.ToString(), " but must be ",
                           expected.ToString());
  }
  return absl::OkStatus();
}

// A tuple of at least `count` elements.
absl::Status ExpectTuple(absl::string_view op, absl::string_view what, const Shape& shape,
                         int64_t count) {
  if (!shape.IsTuple() || shape.tuple_shapes_size() < count) {
    return InvalidArgument(op, ": ", what, " must be a tuple of at least ", count,
                           " elements but is ", shape.ToString());
  }
  return absl::OkStatus();
}

// The operand of a *-done or async-update must come from `producers`.
absl::Status ExpectProducer(const HloInstruction& instruction,
                            std::initializer_list<HloOpcode> producers) {
  const HloOpcode producer = instruction.operand(0)->opcode();
  for (HloOpcode allowed : producers) {
    if (producer == allowed) return absl::OkStatus();
  }
  return InvalidArgument(HloOpcodeString(instruction.opcode()), ": operand must be ",
                         HloOpcodeString(*producers.begin()), " but is ",
                         HloOpcodeString(producer));
}

absl::StatusOr<Shape> InferAsyncStart(const HloInstruction& instruction) {
  const std::string& op = HloOpcodeString(instruction.opcode());
  const Shape& shape = instruction.shape();
  if (instruction.called_computations().size() != 1 ||
      instruction.called_computations()[0] == nullptr ||
      instruction.called_computations()[0]->root_instruction() == nullptr) {
    return InvalidArgument(op, ": needs one called computation (calls=)");
  }
  const HloComputation& wrapped = *instruction.called_computations()[0];
  const ProgramShape program = wrapped.ComputeProgramShape();
  if (program.parameters_size() != instruction.operand_count()) {
    return InvalidArgument(op, ": computation ", wrapped.name(), " takes ",
                           program.parameters_size(), " parameters but the start has ",
                           instruction.operand_count(), " operands");
  }
  std::vector<Shape> operands;
  for (int64_t i = 0; i < instruction.operand_count(); ++i) {
    RETURN_IF_ERROR(ExpectCompatible(op, absl::StrCat("operand ", i),
                                     instruction.operand(i)->shape(), program.parameters(i)));
    operands.push_back(instruction.operand(i)->shape());
  }
  RETURN_IF_ERROR(ExpectTuple(op, "the result", shape, 2));
  RETURN_IF_ERROR(ExpectCompatible(op, "element 0 of the result", shape.tuple_shapes(0),
                                   ShapeUtil::MakeTupleShape(operands)));
  RETURN_IF_ERROR(ExpectCompatible(op, "element 1 of the result", shape.tuple_shapes(1),
                                   program.result()));
  return shape;
}

// async-update and async-done continue the chain of the same computation.
absl::StatusOr<Shape> InferAsyncContinuation(const HloInstruction& instruction) {
  const std::string& op = HloOpcodeString(instruction.opcode());
  RETURN_IF_ERROR(ExpectProducer(instruction, {HloOpcode::kAsyncStart, HloOpcode::kAsyncUpdate}));
  const HloInstruction& previous = *instruction.operand(0);
  if (instruction.called_computations() != previous.called_computations()) {
    return InvalidArgument(op, ": calls a different computation than its operand ",
                           previous.name());
  }
  const Shape& context = previous.shape();
  RETURN_IF_ERROR(ExpectTuple(op, "the operand", context, 2));
  if (instruction.opcode() == HloOpcode::kAsyncUpdate) return context;
  return context.tuple_shapes(1);
}

}  // namespace

absl::StatusOr<Shape> InferAsyncInstructionShape(const HloInstruction& instruction) {
  const HloOpcode opcode = instruction.opcode();
  const std::string& op = HloOpcodeString(opcode);
  const Shape& shape = instruction.shape();
  if (instruction.operand_count() < 1 && opcode != HloOpcode::kAsyncStart) {
    return InvalidArgument(op, ": needs an operand");
  }
  switch (opcode) {
    case HloOpcode::kAsyncStart:
      return InferAsyncStart(instruction);
    case HloOpcode::kAsyncUpdate:
    case HloOpcode::kAsyncDone:
      return InferAsyncContinuation(instruction);
    case HloOpcode::kAllReduceDone:
      RETURN_IF_ERROR(ExpectProducer(instruction, {HloOpcode::kAllReduceStart}));
      return instruction.operand(0)->shape();
    case HloOpcode::kAllGatherDone:
      RETURN_IF_ERROR(ExpectProducer(instruction, {HloOpcode::kAllGatherStart}));
      RETURN_IF_ERROR(ExpectTuple(op, "the operand", instruction.operand(0)->shape(), 2));
      return instruction.operand(0)->shape().tuple_shapes(1);
    case HloOpcode::kCollectivePermuteStart: {
      // One operand, or several permuted together (combined): a tuple.
      // In place: (input, output, context...), the output updated.
      std::vector<Shape> operands;
      for (const HloInstruction* o : instruction.operands()) operands.push_back(o->shape());
      Shape source = SingleOrTuple(std::move(operands));
      Shape permuted = source;
      if (IsInPlaceCollectivePermute(instruction)) {
        ASSIGN_OR_RETURN(permuted, InferInPlaceCollectivePermuteShape(instruction));
        source = instruction.operand(0)->shape();
      }
      RETURN_IF_ERROR(ExpectTuple(op, "the result", shape, 2));
      RETURN_IF_ERROR(ExpectCompatible(op, "element 0 of the result", shape.tuple_shapes(0),
                                       source));
      RETURN_IF_ERROR(ExpectCompatible(op, "element 1 of the result", shape.tuple_shapes(1),
                                       permuted));
      return shape;
    }
    case HloOpcode::kCollectivePermuteDone:
      RETURN_IF_ERROR(ExpectProducer(instruction, {HloOpcode::kCollectivePermuteStart}));
      RETURN_IF_ERROR(ExpectTuple(op, "the operand", instruction.operand(0)->shape(), 2));
      return instruction.operand(0)->shape().tuple_shapes(1);
    case HloOpcode::kCopyStart: {
      const Shape& operand = instruction.operand(0)->shape();
      RETURN_IF_ERROR(ExpectTuple(op, "the result", shape, 2));
      RETURN_IF_ERROR(ExpectCompatible(op, "the destination (element 0)", shape.tuple_shapes(0),
                                       operand));
      RETURN_IF_ERROR(
          ExpectCompatible(op, "the source (element 1)", shape.tuple_shapes(1), operand));
      return shape;
    }
    case HloOpcode::kCopyDone:
      RETURN_IF_ERROR(ExpectProducer(instruction, {HloOpcode::kCopyStart}));
      RETURN_IF_ERROR(ExpectTuple(op, "the operand", instruction.operand(0)->shape(), 2));
      return instruction.operand(0)->shape().tuple_shapes(0);
    case HloOpcode::kDomain:
    case HloOpcode::kAddDependency:
      return instruction.operand(0)->shape();
    default:
      return InvalidArgument(op, ": not an async or pass-through op");
  }
}

}  // namespace shape_inference_internal
}  // namespace xla
