// Element-wise ops: unary, binary (with broadcast_dimensions), comparisons,
// select, clamp, conversions, and the XlaOp operators.
#include "axle/base/status_macros.h"
#include "axle/builder/op_helpers.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/shape_inference.h"

namespace xla {

using builder_internal::BroadcastTo;
using builder_internal::BuilderOf;
using builder_internal::BuildOp;
using builder_internal::Iota64;

namespace {

XlaOp UnaryOp(absl::string_view op_name, HloOpcode opcode, XlaOp operand) {
  return BuildOp(op_name, operand.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({operand}));
    ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferUnaryOpShape(opcode, shapes[0]));
    return b->AddInstruction(opcode, shape, {operand});
  });
}

// Broadcasts an operand of a binary op to the result's dimensions. Equal
// ranks map dimensions one to one; a scalar maps nothing; a lower-rank
// operand maps through broadcast_dimensions.
absl::StatusOr<XlaOp> ExpandOperand(XlaBuilder* b, XlaOp operand, const Shape& shape,
                                    const Shape& result,
                                    absl::Span<const int64_t> broadcast_dimensions) {
  if (!shape.IsArray() || !result.IsArray()) return operand;
  std::vector<int64_t> mapping;
  if (shape.rank() == result.rank()) {
    mapping = Iota64(shape.rank());
  } else if (shape.rank() > 0) {
    mapping.assign(broadcast_dimensions.begin(), broadcast_dimensions.end());
  }
  return BroadcastTo(b, operand, shape, result.dimensions(), mapping);
}

XlaOp BinaryOp(absl::string_view op_name, HloOpcode opcode, XlaOp lhs, XlaOp rhs,
               absl::Span<const int64_t> broadcast_dimensions,
               const HloAttributes& attributes = {}) {
  return BuildOp(op_name, BuilderOf({lhs, rhs}), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({lhs, rhs}));
    ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferBinaryOpShape(opcode, shapes[0], shapes[1],
                                                                     broadcast_dimensions));
    // HLO element-wise ops take operands of the result's dimensions: the
    // implicit broadcasts of the client API become explicit instructions.
    ASSIGN_OR_RETURN(XlaOp new_lhs,
                     ExpandOperand(b, lhs, shapes[0], shape, broadcast_dimensions));
    ASSIGN_OR_RETURN(XlaOp new_rhs,
                     ExpandOperand(b, rhs, shapes[1], shape, broadcast_dimensions));
    return b->AddInstruction(opcode, shape, {new_lhs, new_rhs}, attributes);
  });
}

XlaOp CompareOp(absl::string_view op_name, XlaOp lhs, XlaOp rhs,
                absl::Span<const int64_t> broadcast_dimensions, ComparisonDirection direction,
                std::optional<ComparisonType> type) {
  absl::Status valid = builder_internal::CheckEnumInRange(
      "ComparisonDirection", direction, ComparisonDirection::kEq, ComparisonDirection::kLt);
  if (valid.ok() && type.has_value()) {
    valid = builder_internal::CheckEnumInRange("ComparisonType", *type, ComparisonType::kFloat,
                                               ComparisonType::kUnsigned);
  }
  if (!valid.ok()) {
    return BuildOp(op_name, BuilderOf({lhs, rhs}),
                   [&](XlaBuilder*) -> absl::StatusOr<XlaOp> { return valid; });
  }
  HloAttributes attributes;
  attributes.comparison_direction = direction;
  attributes.comparison_type = type;
  return BinaryOp(op_name, HloOpcode::kCompare, lhs, rhs, broadcast_dimensions, attributes);
}

XlaOp TotalOrderCompare(absl::string_view op_name, XlaOp lhs, XlaOp rhs,
                        absl::Span<const int64_t> broadcast_dimensions,
                        ComparisonDirection direction) {
  std::optional<ComparisonType> type;
  if (lhs.builder() != nullptr) {
    absl::StatusOr<const Shape*> shape = lhs.builder()->GetShapePtr(lhs);
    if (shape.ok() && primitive_util::IsFloatingPointType((*shape)->element_type())) {
      type = ComparisonType::kFloatTotalOrder;
    }
  }
  return CompareOp(op_name, lhs, rhs, broadcast_dimensions, direction, type);
}

// Select and clamp: scalar operands are broadcast to the result.
XlaOp TernaryOp(absl::string_view op_name, HloOpcode opcode, XlaOp a, XlaOp b_op, XlaOp c) {
  return BuildOp(op_name, BuilderOf({a, b_op, c}), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(std::vector<Shape> shapes, b->GetOperandShapes({a, b_op, c}));
    ASSIGN_OR_RETURN(Shape shape,
                     ShapeInference::InferTernaryOpShape(opcode, shapes[0], shapes[1], shapes[2]));
    std::vector<XlaOp> operands = {a, b_op, c};
    if (shape.IsArray()) {
      for (int i = 0; i < 3; ++i) {
        if (shapes[i].IsArray() && shapes[i].rank() == 0 && shape.rank() > 0) {
          ASSIGN_OR_RETURN(operands[i],
                           BroadcastTo(b, operands[i], shapes[i], shape.dimensions(), {}));
        }
      }
    }
    return b->AddInstruction(opcode, shape, operands);
  });
}

}  // namespace

#define AXLE_UNARY_OP(Name, opcode) \
  XlaOp Name(XlaOp operand) { return UnaryOp(#Name, HloOpcode::opcode, operand); }
#define AXLE_BINARY_OP(Name, opcode)                                                  \
  XlaOp Name(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions) { \
    return BinaryOp(#Name, HloOpcode::opcode, lhs, rhs, broadcast_dimensions);        \
  }
#define AXLE_COMPARE_OP(Name, direction, total_order)                                     \
  XlaOp Name(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions) {     \
    return total_order                                                                    \
               ? TotalOrderCompare(#Name, lhs, rhs, broadcast_dimensions,                 \
                                   ComparisonDirection::direction)                        \
               : CompareOp(#Name, lhs, rhs, broadcast_dimensions,                         \
                           ComparisonDirection::direction, std::nullopt);                 \
  }
#include "axle/builder/builder_ops.def"

XlaOp Compare(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions,
              ComparisonDirection direction, ComparisonType compare_type) {
  return CompareOp("Compare", lhs, rhs, broadcast_dimensions, direction, compare_type);
}

XlaOp Compare(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions,
              ComparisonDirection direction) {
  return CompareOp("Compare", lhs, rhs, broadcast_dimensions, direction, std::nullopt);
}

XlaOp Compare(XlaOp lhs, XlaOp rhs, ComparisonDirection direction) {
  return Compare(lhs, rhs, {}, direction);
}

XlaOp Conj(XlaOp operand) { return Complex(Real(operand), Neg(Imag(operand))); }

XlaOp Select(XlaOp pred, XlaOp on_true, XlaOp on_false) {
  return TernaryOp("Select", HloOpcode::kSelect, pred, on_true, on_false);
}

XlaOp Clamp(XlaOp min, XlaOp operand, XlaOp max) {
  return TernaryOp("Clamp", HloOpcode::kClamp, min, operand, max);
}

XlaOp Copy(XlaOp operand) { return UnaryOp("Copy", HloOpcode::kCopy, operand); }

XlaOp ConvertElementType(XlaOp operand, PrimitiveType new_element_type) {
  return BuildOp("ConvertElementType", operand.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   ASSIGN_OR_RETURN(Shape result,
                                    ShapeInference::InferConvertShape(*shape, new_element_type));
                   return b->AddInstruction(HloOpcode::kConvert, result, {operand});
                 });
}

XlaOp BitcastConvertType(XlaOp operand, PrimitiveType new_element_type) {
  return BuildOp("BitcastConvertType", operand.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferBitcastConvertShape(
                                                      *shape, new_element_type));
                   return b->AddInstruction(HloOpcode::kBitcastConvert, result, {operand});
                 });
}

XlaOp ReducePrecision(XlaOp operand, int exponent_bits, int mantissa_bits) {
  return BuildOp("ReducePrecision", operand.builder(),
                 [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
                   ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(operand));
                   ASSIGN_OR_RETURN(Shape result, ShapeInference::InferReducePrecisionShape(
                                                      *shape, exponent_bits, mantissa_bits));
                   HloAttributes attributes;
                   attributes.exponent_bits = exponent_bits;
                   attributes.mantissa_bits = mantissa_bits;
                   return b->AddInstruction(HloOpcode::kReducePrecision, result, {operand},
                                            attributes);
                 });
}

XlaOp operator-(XlaOp x) { return Neg(x); }
XlaOp operator+(XlaOp x, XlaOp y) { return Add(x, y); }
XlaOp operator-(XlaOp x, XlaOp y) { return Sub(x, y); }
XlaOp operator*(XlaOp x, XlaOp y) { return Mul(x, y); }
XlaOp operator/(XlaOp x, XlaOp y) { return Div(x, y); }
XlaOp operator%(XlaOp x, XlaOp y) { return Rem(x, y); }
XlaOp operator~(XlaOp x) { return Not(x); }
XlaOp operator&(XlaOp x, XlaOp y) { return And(x, y); }
XlaOp operator|(XlaOp x, XlaOp y) { return Or(x, y); }
XlaOp operator^(XlaOp x, XlaOp y) { return Xor(x, y); }
XlaOp operator<<(XlaOp x, XlaOp y) { return ShiftLeft(x, y); }
XlaOp operator>>(XlaOp x, XlaOp y) {
  return BuildOp("operator>>", BuilderOf({x, y}), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
    ASSIGN_OR_RETURN(const Shape* shape, b->GetShapePtr(x));
    if (!primitive_util::IsIntegralType(shape->element_type())) {
      return InvalidArgument("argument to >> operator does not have an integral type (",
                             shape->ToString(), ")");
    }
    return primitive_util::IsSignedIntegralType(shape->element_type())
               ? ShiftRightArithmetic(x, y)
               : ShiftRightLogical(x, y);
  });
}

}  // namespace xla
