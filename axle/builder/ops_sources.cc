// Ops that make values from nothing or from scalars: parameters, constants,
// iota, random numbers, replica and partition ids, tokens.
#include "axle/base/status_macros.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/op_helpers.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/shape_inference.h"

namespace xla {

using builder_internal::BuilderOf;
using builder_internal::BuildOp;
using builder_internal::ShapePtrs;

XlaOp builder_internal::ReportError(XlaBuilder* builder, absl::string_view op_name,
                                    const absl::Status& status) {
  if (builder == nullptr) return XlaOp();
  return builder->ReportErrorOrReturn(op_name, [&]() -> absl::StatusOr<XlaOp> { return status; });
}

XlaOp Parameter(XlaBuilder* builder, int64_t parameter_number, const Shape& shape,
                const std::string& name) {
  return BuildOp("Parameter", builder, [&](XlaBuilder* b) {
    return b->AddParameter(parameter_number, shape, name);
  });
}

XlaOp ConstantLiteral(XlaBuilder* builder, const LiteralSlice& literal) {
  return BuildOp("ConstantLiteral", builder,
                 [&](XlaBuilder* b) { return b->AddConstant(literal.literal()); });
}

XlaOp Iota(XlaBuilder* builder, const Shape& shape, int64_t iota_dimension) {
  return BuildOp("Iota", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
    ASSIGN_OR_RETURN(Shape result, ShapeInference::InferIotaShape(shape, iota_dimension));
    HloAttributes attributes;
    attributes.iota_dimension = iota_dimension;
    return b->AddInstruction(HloOpcode::kIota, result, {}, attributes);
  });
}

XlaOp Iota(XlaBuilder* builder, PrimitiveType type, int64_t size) {
  return Iota(builder, ShapeUtil::MakeShape(type, {size}), 0);
}

namespace {

XlaOp Rng(absl::string_view op_name, XlaOp a, XlaOp b_op, RandomDistribution distribution,
          const Shape& shape) {
  return BuildOp(op_name, BuilderOf({a, b_op}), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({a, b_op}));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferRngShape(shapes[0], shapes[1], distribution, shape));
    HloAttributes attributes;
    attributes.distribution = distribution;
    return b->AddInstruction(HloOpcode::kRng, result, {a, b_op}, attributes);
  });
}

XlaOp NullaryU32(absl::string_view op_name, HloOpcode opcode, XlaBuilder* builder) {
  return BuildOp(op_name, builder, [&](XlaBuilder* b) {
    return b->AddInstruction(opcode, ShapeUtil::MakeScalarShape(U32), {});
  });
}

}  // namespace

XlaOp RngUniform(XlaOp a, XlaOp b, const Shape& shape) {
  return Rng("RngUniform", a, b, RNG_UNIFORM, shape);
}

XlaOp RngNormal(XlaOp mu, XlaOp sigma, const Shape& shape) {
  return Rng("RngNormal", mu, sigma, RNG_NORMAL, shape);
}

XlaOp RngBitGenerator(RandomAlgorithm algorithm, XlaOp initial_state, const Shape& shape) {
  return BuildOp("RngBitGenerator", initial_state.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   RETURN_IF_ERROR(builder_internal::CheckEnumInRange(
                       "RandomAlgorithm", algorithm, RNG_DEFAULT, RNG_PHILOX));
                   RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
                   ASSIGN_OR_RETURN(const Shape* state_shape, b->GetShapePtr(initial_state));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferRngBitGeneratorShape(
                                                      *state_shape, algorithm, shape));
                   HloAttributes attributes;
                   attributes.rng_algorithm = algorithm;
                   return b->AddInstruction(HloOpcode::kRngBitGenerator, result, {initial_state},
                                            attributes);
                 });
}

XlaOp RngBernoulli(XlaOp mean, const Shape& shape) {
  return BuildOp("RngBernoulli", mean.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* mean_shape, b->GetShapePtr(mean));
    if (!ShapeUtil::IsScalar(*mean_shape) ||
        !primitive_util::IsFloatingPointType(mean_shape->element_type())) {
      return InvalidArgument("mean must be a floating-point scalar, got ",
                             mean_shape->ToString());
    }
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
    if (!shape.IsArray()) return InvalidArgument("shape must be an array, got ", shape.ToString());
    Shape uniform_shape = ShapeUtil::ChangeElementType(shape, mean_shape->element_type());
    XlaOp uniform = RngUniform(ScalarLike(mean, 0), ScalarLike(mean, 1), uniform_shape);
    return ConvertElementType(Lt(uniform, mean), shape.element_type());
  });
}

XlaOp ReplicaId(XlaBuilder* builder) {
  return NullaryU32("ReplicaId", HloOpcode::kReplicaId, builder);
}

XlaOp PartitionId(XlaBuilder* builder) {
  return NullaryU32("PartitionId", HloOpcode::kPartitionId, builder);
}

XlaOp AfterAll(XlaBuilder* builder, absl::Span<const XlaOp> tokens) {
  return BuildOp("AfterAll", builder, [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes(tokens));
    ASSIGN_OR_RETURN(Shape result,
                     ShapeInference::InferVariadicOpShape(HloOpcode::kAfterAll, ShapePtrs(shapes)));
    return b->AddInstruction(HloOpcode::kAfterAll, result, tokens);
  });
}

XlaOp CreateToken(XlaBuilder* builder) { return AfterAll(builder, {}); }

XlaOp Trans(XlaOp operand) { return Transpose(operand, {1, 0}); }

}  // namespace xla
