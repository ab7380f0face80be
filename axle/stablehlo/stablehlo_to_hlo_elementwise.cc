// Element-wise StableHLO ops: one table line per op mapping it to its HLO
// opcode, plus compare, the type conversions, constants and iota.
// StableHLO's select takes a scalar predicate with array operands; HLO's
// wants the predicate broadcast, as XLA's translator does.
#include <utility>

#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

constexpr OpcodeEntry kElementwiseOps[] = {
    // Unary.
    {"stablehlo.abs", HloOpcode::kAbs},
    {"stablehlo.cbrt", HloOpcode::kCbrt},
    {"stablehlo.ceil", HloOpcode::kCeil},
    {"stablehlo.count_leading_zeros", HloOpcode::kClz},
    {"stablehlo.cosine", HloOpcode::kCos},
    {"stablehlo.exponential", HloOpcode::kExp},
    {"stablehlo.exponential_minus_one", HloOpcode::kExpm1},
    {"stablehlo.floor", HloOpcode::kFloor},
    {"stablehlo.imag", HloOpcode::kImag},
    {"stablehlo.is_finite", HloOpcode::kIsFinite},
    {"stablehlo.log", HloOpcode::kLog},
    {"stablehlo.log_plus_one", HloOpcode::kLog1p},
    {"stablehlo.logistic", HloOpcode::kLogistic},
    {"stablehlo.negate", HloOpcode::kNegate},
    {"stablehlo.not", HloOpcode::kNot},
    {"stablehlo.popcnt", HloOpcode::kPopulationCount},
    {"stablehlo.real", HloOpcode::kReal},
    {"stablehlo.round_nearest_afz", HloOpcode::kRoundNearestAfz},
    {"stablehlo.round_nearest_even", HloOpcode::kRoundNearestEven},
    {"stablehlo.rsqrt", HloOpcode::kRsqrt},
    {"stablehlo.sign", HloOpcode::kSign},
    {"stablehlo.sine", HloOpcode::kSin},
    {"stablehlo.sqrt", HloOpcode::kSqrt},
    {"stablehlo.tan", HloOpcode::kTan},
    {"stablehlo.tanh", HloOpcode::kTanh},
    // Binary.
    {"stablehlo.add", HloOpcode::kAdd},
    {"stablehlo.and", HloOpcode::kAnd},
    {"stablehlo.atan2", HloOpcode::kAtan2},
    {"stablehlo.complex", HloOpcode::kComplex},
    {"stablehlo.divide", HloOpcode::kDivide},
    {"stablehlo.maximum", HloOpcode::kMaximum},
    {"stablehlo.minimum", HloOpcode::kMinimum},
    {"stablehlo.multiply", HloOpcode::kMultiply},
    {"stablehlo.or", HloOpcode::kOr},
    {"stablehlo.power", HloOpcode::kPower},
    {"stablehlo.remainder", HloOpcode::kRemainder},
    {"stablehlo.shift_left", HloOpcode::kShiftLeft},
    {"stablehlo.shift_right_arithmetic", HloOpcode::kShiftRightArithmetic},
    {"stablehlo.shift_right_logical", HloOpcode::kShiftRightLogical},
    {"stablehlo.subtract", HloOpcode::kSubtract},
    {"stablehlo.xor", HloOpcode::kXor},
    // Ternary (operands broadcast from scalars first).
    {"stablehlo.clamp", HloOpcode::kClamp},
    {"stablehlo.select", HloOpcode::kSelect},
};

// A scalar broadcast to `dims`; other operands unchanged.
XlaOp BroadcastScalarTo(XlaOp op, const Shape& shape, const Shape& target) {
  if (!shape.IsArray() || shape.rank() != 0 || target.rank() == 0) return op;
  return BroadcastInDim(op, target.dimensions(), {});
}

absl::StatusOr<OpResults> ConvertCompare(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2));
  ASSIGN_OR_RETURN(ComparisonDirection direction,
                   ReadComparisonDirection(c.Attr("comparison_direction")));
  ASSIGN_OR_RETURN(std::optional<ComparisonType> type, ReadComparisonType(c.Attr("compare_type")));
  if (type.has_value()) {
    return OpResults{Compare(c.operand(0), c.operand(1), {}, direction, *type)};
  }
  return OpResults{Compare(c.operand(0), c.operand(1), direction)};
}

absl::StatusOr<OpResults> ConvertConvert(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(PrimitiveType type, c.ResultElementType(0));
  return OpResults{ConvertElementType(c.operand(0), type)};
}

absl::StatusOr<OpResults> ConvertBitcastConvert(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(PrimitiveType type, c.ResultElementType(0));
  return OpResults{BitcastConvertType(c.operand(0), type)};
}

absl::StatusOr<OpResults> ConvertReducePrecision(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(int64_t exponent_bits, c.Int("exponent_bits"));
  ASSIGN_OR_RETURN(int64_t mantissa_bits, c.Int("mantissa_bits"));
  return OpResults{ReducePrecision(c.operand(0), static_cast<int>(exponent_bits),
                                   static_cast<int>(mantissa_bits))};
}

absl::StatusOr<OpResults> ConvertConstant(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(0));
  RETURN_IF_ERROR(c.ExpectResults(1));
  const MlirAttribute* value = c.Attr("value");
  if (value == nullptr || value->kind != MlirAttribute::Kind::kDenseElements ||
      value->literal == nullptr) {
    return InvalidArgument("needs a dense<...> 'value' attribute");
  }
  return OpResults{ConstantLiteral(c.builder(), *value->literal)};
}

absl::StatusOr<OpResults> ConvertIota(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(0));
  ASSIGN_OR_RETURN(Shape shape, c.ResultShape(0));
  ASSIGN_OR_RETURN(int64_t dimension, c.Int("iota_dimension"));
  return OpResults{Iota(c.builder(), shape, dimension)};
}

}  // namespace

void RegisterByOpcode(const OpcodeEntry* entries, size_t count, OpConverterTable& table) {
  for (size_t i = 0; i < count; ++i) {
    const HloOpcode opcode = entries[i].opcode;
    table[entries[i].name] = [opcode](OpContext& c) { return ElementwiseByOpcode(c, opcode); };
  }
}

absl::StatusOr<OpResults> ElementwiseByOpcode(OpContext& c, HloOpcode opcode) {
  const int arity = HloOpcodeArity(opcode);
  RETURN_IF_ERROR(c.ExpectOperands(arity));
  RETURN_IF_ERROR(c.ExpectResults(1));
  std::vector<Shape> shapes;
  for (int i = 0; i < arity; ++i) {
    ASSIGN_OR_RETURN(Shape shape, c.OperandShape(i));
    shapes.push_back(std::move(shape));
  }
  std::vector<XlaOp> operands(c.operands().begin(), c.operands().end());
  Shape result;
  if (arity == 1) {
    ASSIGN_OR_RETURN(result, ShapeInference::InferUnaryOpShape(opcode, shapes[0]));
  } else if (arity == 2) {
    ASSIGN_OR_RETURN(result, ShapeInference::InferBinaryOpShape(opcode, shapes[0], shapes[1]));
  } else {
    // select(pred, on_true, on_false) and clamp(min, operand, max): the
    // array shape comes from the middle operand; scalars around it grow.
    const Shape& target = shapes[1];
    for (int i : {0, 2}) {
      operands[i] = BroadcastScalarTo(operands[i], shapes[i], target);
      if (shapes[i].IsArray() && shapes[i].rank() == 0 && target.IsArray()) {
        shapes[i] = ShapeUtil::MakeShape(shapes[i].element_type(), target.dimensions());
      }
    }
    ASSIGN_OR_RETURN(result,
                     ShapeInference::InferTernaryOpShape(opcode, shapes[0], shapes[1], shapes[2]));
  }
  ASSIGN_OR_RETURN(XlaOp op, c.builder()->AddInstruction(opcode, result, operands));
  return OpResults{op};
}

void RegisterElementwiseOps(OpConverterTable& table) {
  RegisterByOpcode(kElementwiseOps, table);
  table["stablehlo.compare"] = ConvertCompare;
  table["stablehlo.convert"] = ConvertConvert;
  table["stablehlo.bitcast_convert"] = ConvertBitcastConvert;
  table["stablehlo.reduce_precision"] = ConvertReducePrecision;
  table["stablehlo.constant"] = ConvertConstant;
  table["stablehlo.iota"] = ConvertIota;
}

}  // namespace xla::stablehlo::internal
