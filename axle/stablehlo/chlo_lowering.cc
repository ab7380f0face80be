// chlo.* ops, lowered as XLA lowers them: the ones with an HLO opcode
// (acos, sinh, erf...) map to it; the special functions expand through
// builder/lib (ErfInv, Lgamma, Digamma, Polygamma, Zeta, BesselI1e,
// NextAfter); top_k becomes HLO topk; the chlo.broadcast_* binary ops
// broadcast their operands explicitly (NumPy style: trailing dimensions
// align, or broadcast_dimensions map the lower-rank operand) and then run
// the plain op.
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "axle/base/status_macros.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/lib/math.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

constexpr OpcodeEntry kChloOpcodes[] = {
    {"chlo.acos", HloOpcode::kAcos},   {"chlo.acosh", HloOpcode::kAcosh},
    {"chlo.asin", HloOpcode::kAsin},   {"chlo.asinh", HloOpcode::kAsinh},
    {"chlo.atanh", HloOpcode::kAtanh}, {"chlo.cosh", HloOpcode::kCosh},
    {"chlo.sinh", HloOpcode::kSinh},   {"chlo.tan", HloOpcode::kTan},
    {"chlo.erf", HloOpcode::kErf},
};

struct UnaryEntry {
  const char* name;
  XlaOp (*function)(XlaOp);
};

constexpr UnaryEntry kChloUnary[] = {
    {"chlo.atan", Atan},           {"chlo.erfc", Erfc},          {"chlo.erf_inv", ErfInv},
    {"chlo.lgamma", Lgamma},       {"chlo.digamma", Digamma},    {"chlo.bessel_i1e", BesselI1e},
    {"chlo.is_inf", IsInf},        {"chlo.is_pos_inf", IsPosInf}, {"chlo.is_neg_inf", IsNegInf},
    {"chlo.conj", Conj},           {"chlo.square", Square},
};

struct BinaryEntry {
  const char* name;
  XlaOp (*function)(XlaOp, XlaOp);
};

constexpr BinaryEntry kChloBinary[] = {
    {"chlo.next_after", NextAfter},
    {"chlo.polygamma", Polygamma},
    {"chlo.zeta", Zeta},
};

// The ops chlo.broadcast_NAME stands for: stablehlo.NAME or chlo.NAME.
constexpr const char* kBroadcastOps[] = {
    "add",         "and",       "atan2",     "compare",     "complex",
    "divide",      "maximum",   "minimum",   "multiply",    "next_after",
    "or",          "polygamma", "power",     "remainder",   "select",
    "shift_left",  "shift_right_arithmetic", "shift_right_logical",
    "subtract",    "xor",       "zeta",
};

absl::StatusOr<OpResults> ConvertTopK(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  RETURN_IF_ERROR(c.ExpectResults(2));
  ASSIGN_OR_RETURN(int64_t k, c.Int("k"));
  ASSIGN_OR_RETURN(bool largest, c.BoolOr("largest", true));
  return SplitTuple(TopK(c.operand(0), k, largest), 2);
}

// chlo.constant_like: a splat of `value` in the operand's shape.
absl::StatusOr<OpResults> ConvertConstantLike(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  const MlirAttribute* value = c.Attr("value");
  if (value == nullptr) return InvalidArgument("missing attribute 'value'");
  if (value->kind == MlirAttribute::Kind::kFloat) return OpResults{FullLike(c.operand(0), value->float_value)};
  ASSIGN_OR_RETURN(int64_t integer, ReadInt(value, "value"));
  return OpResults{FullLike(c.operand(0), integer)};
}

absl::StatusOr<OpResults> ConvertChloConstant(OpContext& c) {
  const MlirAttribute* value = c.Attr("value");
  if (value == nullptr || value->literal == nullptr) {
    return InvalidArgument("needs a dense<...> 'value' attribute");
  }
  return OpResults{ConstantLiteral(c.builder(), *value->literal)};
}

absl::StatusOr<OpResults> ConvertRaggedDot(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(3));
  const MlirAttribute* numbers = c.Attr("ragged_dot_dimension_numbers");
  ASSIGN_OR_RETURN(DotDimensionNumbers dot, ReadDotDimensionNumbers(numbers));
  RaggedDotDimensionNumbers dnums;
  *dnums.mutable_dot_dimension_numbers() = dot;
  for (const char* field : {"lhs_ragged_dimensions", "rhs_group_dimensions"}) {
    const MlirAttribute* value = numbers->FindField(field);
    if (value == nullptr) continue;
    ASSIGN_OR_RETURN(std::vector<int64_t> dims, ReadInts(value, field));
    for (int64_t d : dims) {
      if (std::string(field) == "lhs_ragged_dimensions") {
        dnums.add_lhs_ragged_dimensions(d);
      } else {
        dnums.add_rhs_group_dimensions(d);
      }
    }
  }
  ASSIGN_OR_RETURN(PrecisionConfig precision,
                   ReadPrecisionConfig(c.Attr("precision_config"), nullptr));
  ASSIGN_OR_RETURN(PrimitiveType type, c.ResultElementType(0));
  return OpResults{RaggedDot(c.operand(0), c.operand(1), c.operand(2), dnums, &precision, type)};
}

// Broadcasts every operand to the result's dimensions, then runs `inner`.
absl::StatusOr<OpResults> ConvertWithBroadcast(OpContext& c, const OpConverter& inner) {
  ASSIGN_OR_RETURN(Shape result, c.ResultShape(0));
  ASSIGN_OR_RETURN(std::vector<int64_t> mapping, c.IntsOr("broadcast_dimensions", {}));
  std::vector<XlaOp> operands;
  for (int64_t i = 0; i < c.num_operands(); ++i) {
    ASSIGN_OR_RETURN(Shape shape, c.OperandShape(i));
    if (ShapeUtil::SameDimensions(shape, result)) {
      operands.push_back(c.operand(i));
      continue;
    }
    std::vector<int64_t> dims;
    if (!mapping.empty() && static_cast<int64_t>(mapping.size()) == shape.rank()) {
      dims = mapping;
    } else {
      if (shape.rank() > result.rank()) {
        return InvalidArgument("operand #", i, " has more dimensions than the result");
      }
      for (int64_t d = 0; d < shape.rank(); ++d) dims.push_back(result.rank() - shape.rank() + d);
    }
    operands.push_back(BroadcastInDim(c.operand(i), result.dimensions(), dims));
  }
  OpContext broadcast(c.op(), c.scope(), c.converter(), std::move(operands));
  return inner(broadcast);
}

}  // namespace

void RegisterChloOps(OpConverterTable& table) {
  RegisterByOpcode(kChloOpcodes, table);
  for (const UnaryEntry& entry : kChloUnary) {
    auto function = entry.function;
    table[entry.name] = [function](OpContext& c) -> absl::StatusOr<OpResults> {
      RETURN_IF_ERROR(c.ExpectOperands(1));
      return OpResults{function(c.operand(0))};
    };
  }
  for (const BinaryEntry& entry : kChloBinary) {
    auto function = entry.function;
    table[entry.name] = [function](OpContext& c) -> absl::StatusOr<OpResults> {
      RETURN_IF_ERROR(c.ExpectOperands(2));
      return OpResults{function(c.operand(0), c.operand(1))};
    };
  }
  table["chlo.top_k"] = ConvertTopK;
  table["chlo.constant_like"] = ConvertConstantLike;
  table["chlo.constant"] = ConvertChloConstant;
  table["chlo.ragged_dot"] = ConvertRaggedDot;
  // After the element-wise ops and the chlo ops above: it wraps them.
  for (const char* name : kBroadcastOps) {
    OpConverter inner;
    for (const std::string& candidate : {absl::StrCat("stablehlo.", name), absl::StrCat("chlo.", name)}) {
      if (auto it = table.find(candidate); it != table.end()) inner = it->second;
    }
    if (!inner) continue;
    table[absl::StrCat("chlo.broadcast_", name)] = [inner](OpContext& c) {
      return ConvertWithBroadcast(c, inner);
    };
  }
}

}  // namespace xla::stablehlo::internal
