#include "axle/passes/hlo_creation_utils.h"

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/shape_inference.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

HloInstruction* Add(HloOpcode opcode, const Shape& shape,
                    absl::Span<HloInstruction* const> operands,
                    HloComputation* computation = nullptr) {
  if (computation == nullptr) computation = operands[0]->parent();
  return computation->AddInstruction(HloInstruction::Create(opcode, shape, operands));
}

}  // namespace

HloComputation* MakeScalarReducer(HloModule* module, PrimitiveType type, HloOpcode binary) {
  auto reducer = std::make_unique<HloComputation>(
      absl::StrCat(HloOpcodeString(binary), "_", primitive_util::LowercaseName(type)));
  const Shape scalar = ShapeUtil::MakeScalarShape(type);
  HloInstruction* x = reducer->AddInstruction(HloInstruction::CreateParameter(0, scalar, "x"));
  HloInstruction* y = reducer->AddInstruction(HloInstruction::CreateParameter(1, scalar, "y"));
  reducer->set_root_instruction(
      reducer->AddInstruction(HloInstruction::Create(binary, scalar, {x, y})));
  return module->AddEmbeddedComputation(std::move(reducer));
}

absl::StatusOr<HloInstruction*> MakeUnaryHlo(HloOpcode opcode, HloInstruction* operand) {
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferUnaryOpShape(opcode, operand->shape()));
  return Add(opcode, shape, {operand});
}

absl::StatusOr<HloInstruction*> MakeBinaryHlo(HloOpcode opcode, HloInstruction* lhs,
                                              HloInstruction* rhs) {
  ASSIGN_OR_RETURN(Shape shape,
                   ShapeInference::InferBinaryOpShape(opcode, lhs->shape(), rhs->shape()));
  return Add(opcode, shape, {lhs, rhs});
}

absl::StatusOr<HloInstruction*> MakeCompareHlo(ComparisonDirection direction,
                                               HloInstruction* lhs, HloInstruction* rhs,
                                               std::optional<ComparisonType> type) {
  ASSIGN_OR_RETURN(HloInstruction * compare, MakeBinaryHlo(HloOpcode::kCompare, lhs, rhs));
  compare->mutable_attributes()->comparison_direction = direction;
  compare->mutable_attributes()->comparison_type = type;
  return compare;
}

absl::StatusOr<HloInstruction*> MakeSelectHlo(HloInstruction* pred, HloInstruction* on_true,
                                              HloInstruction* on_false) {
  ASSIGN_OR_RETURN(Shape shape,
                   ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, pred->shape(),
                                                       on_true->shape(), on_false->shape()));
  return Add(HloOpcode::kSelect, shape, {pred, on_true, on_false});
}

absl::StatusOr<HloInstruction*> MakeConvertHlo(HloInstruction* operand, PrimitiveType type) {
  if (operand->shape().element_type() == type) return operand;
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferConvertShape(operand->shape(), type));
  return Add(HloOpcode::kConvert, shape, {operand});
}

absl::StatusOr<HloInstruction*> MakeBitcastConvertHlo(HloInstruction* operand,
                                                      PrimitiveType type) {
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferBitcastConvertShape(operand->shape(), type));
  return Add(HloOpcode::kBitcastConvert, shape, {operand});
}

absl::StatusOr<HloInstruction*> MakeReshapeHlo(HloInstruction* operand,
                                               absl::Span<const int64_t> dimensions) {
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferReshapeShape(operand->shape(), dimensions));
  return Add(HloOpcode::kReshape, shape, {operand});
}

absl::StatusOr<HloInstruction*> MakeTransposeHlo(HloInstruction* operand,
                                                 absl::Span<const int64_t> permutation) {
  ASSIGN_OR_RETURN(Shape shape,
                   ShapeInference::InferTransposeShape(operand->shape(), permutation));
  HloInstruction* transpose = Add(HloOpcode::kTranspose, shape, {operand});
  transpose->mutable_attributes()->dimensions.assign(permutation.begin(), permutation.end());
  return transpose;
}

absl::StatusOr<HloInstruction*> MakeBroadcastHlo(HloInstruction* operand,
                                                 absl::Span<const int64_t> broadcast_dimensions,
                                                 absl::Span<const int64_t> result_dimensions) {
  const Shape output = Shape(operand->shape().element_type(), result_dimensions);
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferBroadcastShape(operand->shape(), output,
                                                                    broadcast_dimensions));
  HloInstruction* broadcast = Add(HloOpcode::kBroadcast, shape, {operand});
  broadcast->mutable_attributes()->dimensions.assign(broadcast_dimensions.begin(),
                                                     broadcast_dimensions.end());
  return broadcast;
}

absl::StatusOr<HloInstruction*> MakeSliceHlo(HloInstruction* operand,
                                             absl::Span<const int64_t> starts,
                                             absl::Span<const int64_t> limits,
                                             absl::Span<const int64_t> strides) {
  ASSIGN_OR_RETURN(Shape shape,
                   ShapeInference::InferSliceShape(operand->shape(), starts, limits, strides));
  HloInstruction* slice = Add(HloOpcode::kSlice, shape, {operand});
  HloAttributes* attributes = slice->mutable_attributes();
  attributes->slice_starts.assign(starts.begin(), starts.end());
  attributes->slice_limits.assign(limits.begin(), limits.end());
  attributes->slice_strides.assign(strides.begin(), strides.end());
  return slice;
}

absl::StatusOr<HloInstruction*> MakeReverseHlo(HloInstruction* operand,
                                               absl::Span<const int64_t> dimensions) {
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferReverseShape(operand->shape(), dimensions));
  HloInstruction* reverse = Add(HloOpcode::kReverse, shape, {operand});
  reverse->mutable_attributes()->dimensions.assign(dimensions.begin(), dimensions.end());
  return reverse;
}

absl::StatusOr<HloInstruction*> MakeConcatenateHlo(absl::Span<HloInstruction* const> operands,
                                                   int64_t dimension) {
  std::vector<const Shape*> shapes;
  for (const HloInstruction* operand : operands) shapes.push_back(&operand->shape());
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferConcatOpShape(shapes, dimension));
  HloInstruction* concatenate = Add(HloOpcode::kConcatenate, shape, operands);
  concatenate->mutable_attributes()->dimensions = {dimension};
  return concatenate;
}

absl::StatusOr<HloInstruction*> MakeBroadcastLike(HloInstruction* scalar,
                                                  const HloInstruction* like) {
  return MakeBroadcastHlo(scalar, {}, like->shape().dimensions());
}

absl::StatusOr<HloInstruction*> MakeReduceHlo(HloInstruction* operand, HloInstruction* init,
                                              absl::Span<const int64_t> dimensions,
                                              HloComputation* reducer) {
  const Shape* args[] = {&operand->shape(), &init->shape()};
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferReduceShape(
                                    args, dimensions, reducer->ComputeProgramShape()));
  HloInstruction* reduce = Add(HloOpcode::kReduce, shape, {operand, init});
  reduce->mutable_attributes()->dimensions.assign(dimensions.begin(), dimensions.end());
  reduce->AppendCalledComputation(reducer);
  return reduce;
}

absl::StatusOr<HloInstruction*> MakeGetTupleElementHlo(HloInstruction* operand, int64_t index) {
  ASSIGN_OR_RETURN(Shape shape,
                   ShapeInference::InferGetTupleElementShape(operand->shape(), index));
  return operand->parent()->AddInstruction(
      HloInstruction::CreateGetTupleElement(shape, operand, index));
}

absl::StatusOr<HloInstruction*> MakeTupleHlo(HloComputation* computation,
                                             absl::Span<HloInstruction* const> elements) {
  std::vector<const Shape*> shapes;
  for (const HloInstruction* element : elements) shapes.push_back(&element->shape());
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferVariadicOpShape(HloOpcode::kTuple, shapes));
  return Add(HloOpcode::kTuple, shape, elements, computation);
}

HloInstruction* MakeScalarConstant(HloComputation* computation, PrimitiveType type,
                                   double value) {
  Literal literal(ShapeUtil::MakeScalarShape(type));
  literal.SetFromDouble({}, value);
  return MakeConstantHlo(computation, std::move(literal));
}

HloInstruction* MakeConstantHlo(HloComputation* computation, Literal literal) {
  return computation->AddInstruction(HloInstruction::CreateConstant(std::move(literal)));
}

}  // namespace xla
