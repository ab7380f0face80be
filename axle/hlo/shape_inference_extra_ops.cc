// Shapes of collective-broadcast, ragged-all-to-all, ragged-dot, scaled-dot,
// topk, stochastic-convert and rng-get-and-update-state.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/shape_inference.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_util.h"

namespace xla {

using shape_inference_internal::CheckDimensionIndex;
using shape_inference_internal::DimsString;
using shape_inference_internal::ExpectArray;
using shape_inference_internal::TypeName;

namespace {

bool Contains(absl::Span<const int64_t> list, int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

std::optional<PrimitiveType> DeclaredType(const Shape& shape) {
  return shape.IsArray() ? std::optional<PrimitiveType>(shape.element_type()) : std::nullopt;
}

}  // namespace

absl::StatusOr<Shape> ShapeInference::InferRaggedAllToAllShape(
    absl::Span<const Shape* const> operand_shapes) {
  constexpr absl::string_view op = "ragged-all-to-all";
  if (operand_shapes.size() != 6) {
    return InvalidArgument(op, ": takes 6 operands (input, output, input_offsets, send_sizes, "
                           "output_offsets, recv_sizes) but has ", operand_shapes.size());
  }
  const Shape& input = *operand_shapes[0];
  const Shape& output = *operand_shapes[1];
  RETURN_IF_ERROR(ExpectArray(op, "input", input));
  RETURN_IF_ERROR(ExpectArray(op, "output", output));
  if (input.element_type() != output.element_type() || input.rank() != output.rank() ||
      input.rank() < 1) {
    return InvalidArgument(op, ": input ", input.ToString(), " and output ", output.ToString(),
                           " must have one element type and rank (at least 1)");
  }
  for (int64_t d = 1; d < input.rank(); ++d) {
    if (input.dimensions(d) != output.dimensions(d)) {
      return InvalidArgument(op, ": input ", input.ToString(), " and output ", output.ToString(),
                             " differ beyond dimension 0");
    }
  }
  constexpr const char* kNames[] = {"input_offsets", "send_sizes", "output_offsets",
                                    "recv_sizes"};
  const Shape& first = *operand_shapes[2];
  for (int i = 0; i < 4; ++i) {
    const Shape& shape = *operand_shapes[2 + i];
    RETURN_IF_ERROR(ExpectArray(op, kNames[i], shape));
    if ((shape.element_type() != S32 && shape.element_type() != S64) || shape.rank() != 1 ||
        !ShapeUtil::Compatible(shape, first)) {
      return InvalidArgument(op, ": ", kNames[i], " must be an s32 or s64 vector like ",
                             "input_offsets (", first.ToString(), ") but is ", shape.ToString());
    }
  }
  return output;
}

absl::StatusOr<Shape> ShapeInference::InferTopKShape(const Shape& operand, int64_t k) {
  constexpr absl::string_view op = "topk";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  if (operand.rank() < 1) return InvalidArgument(op, ": operand must have rank 1 or more");
  const int64_t last = operand.rank() - 1;
  if (k < 0 || k > operand.dimensions(last)) {
    return InvalidArgument(op, ": k=", k, " is not in [0, ", operand.dimensions(last),
                           "] (the last dimension of ", operand.ToString(), ")");
  }
  std::vector<int64_t> dims(operand.dimensions().begin(), operand.dimensions().end());
  dims[last] = k;
  return ShapeUtil::MakeTupleShape(
      {Shape(operand.element_type(), dims), Shape(S32, dims)});
}

absl::StatusOr<Shape> ShapeInference::InferRaggedDotShape(
    const Shape& lhs, const Shape& rhs, const Shape& group_sizes,
    const DotDimensionNumbers& dnums, absl::Span<const int64_t> lhs_ragged_dims,
    absl::Span<const int64_t> rhs_group_dims, std::optional<PrimitiveType> preferred) {
  constexpr absl::string_view op = "ragged-dot";
  RETURN_IF_ERROR(ExpectArray(op, "lhs", lhs));
  RETURN_IF_ERROR(ExpectArray(op, "rhs", rhs));
  RETURN_IF_ERROR(ExpectArray(op, "group_sizes", group_sizes));
  if (!primitive_util::IsIntegralType(group_sizes.element_type()) || group_sizes.rank() < 1) {
    return InvalidArgument(op, ": group_sizes must be an integer array of rank 1 or more but is ",
                           group_sizes.ToString());
  }
  if (lhs_ragged_dims.size() != 1) {
    return InvalidArgument(op, ": needs exactly one lhs_ragged_dims entry but has ",
                           DimsString(lhs_ragged_dims));
  }
  const int64_t ragged = lhs_ragged_dims[0];
  RETURN_IF_ERROR(CheckDimensionIndex(op, "lhs_ragged_dims", ragged, lhs.rank()));
  const int64_t groups = group_sizes.dimensions(group_sizes.rank() - 1);
  const bool contracting = Contains(dnums.lhs_contracting_dimensions(), ragged);
  const bool batch = Contains(dnums.lhs_batch_dimensions(), ragged);
  if (contracting || batch) {
    if (!rhs_group_dims.empty()) {
      return InvalidArgument(op, ": rhs_group_dims must be empty when the ragged dimension is a ",
                             contracting ? "contracting" : "batch", " dimension");
    }
    ASSIGN_OR_RETURN(Shape result, InferDotOpShape(lhs, rhs, dnums, preferred));
    if (batch) return result;
    std::vector<int64_t> dims = {groups};
    dims.insert(dims.end(), result.dimensions().begin(), result.dimensions().end());
    return Shape(result.element_type(), dims);
  }
  // Ragged non-contracting dimension: the rhs group dimension picks the
  // matrix for each group and is not part of the result.
  if (rhs_group_dims.size() != 1) {
    return InvalidArgument(op, ": needs exactly one rhs_group_dims entry when the ragged "
                           "dimension is a non-contracting one, has ",
                           DimsString(rhs_group_dims));
  }
  const int64_t group_dim = rhs_group_dims[0];
  RETURN_IF_ERROR(CheckDimensionIndex(op, "rhs_group_dims", group_dim, rhs.rank()));
  if (Contains(dnums.rhs_batch_dimensions(), group_dim) ||
      Contains(dnums.rhs_contracting_dimensions(), group_dim)) {
    return InvalidArgument(op, ": the rhs group dimension ", group_dim,
                           " may not be a batch or contracting dimension");
  }
  if (rhs.dimensions(group_dim) != groups) {
    return InvalidArgument(op, ": rhs has ", rhs.dimensions(group_dim),
                           " groups along dimension ", group_dim, " but group_sizes has ",
                           groups);
  }
  std::vector<int64_t> rhs_dims;
  for (int64_t d = 0; d < rhs.rank(); ++d) {
    if (d != group_dim) rhs_dims.push_back(rhs.dimensions(d));
  }
  auto shift = [group_dim](int64_t d) { return d > group_dim ? d - 1 : d; };
  DotDimensionNumbers reduced = dnums;
  reduced.clear_rhs_batch_dimensions();
  reduced.clear_rhs_contracting_dimensions();
  for (int64_t d : dnums.rhs_batch_dimensions()) reduced.add_rhs_batch_dimensions(shift(d));
  for (int64_t d : dnums.rhs_contracting_dimensions()) {
    reduced.add_rhs_contracting_dimensions(shift(d));
  }
  return InferDotOpShape(lhs, Shape(rhs.element_type(), rhs_dims), reduced,
                         preferred);
}

absl::StatusOr<Shape> ShapeInference::InferScaledDotShape(
    const Shape& lhs, const Shape& rhs, const Shape& lhs_scale, const Shape& rhs_scale,
    const DotDimensionNumbers& dnums, std::optional<PrimitiveType> preferred) {
  constexpr absl::string_view op = "scaled-dot";
  const std::pair<const Shape*, const Shape*> pairs[] = {{&lhs, &lhs_scale}, {&rhs, &rhs_scale}};
  for (const auto& [operand, scale] : pairs) {
    RETURN_IF_ERROR(ExpectArray(op, "operand", *operand));
    RETURN_IF_ERROR(ExpectArray(op, "scale", *scale));
    bool ok = operand->rank() == scale->rank();
    for (int64_t d = 0; ok && d < operand->rank(); ++d) {
      ok = scale->dimensions(d) > 0 && operand->dimensions(d) % scale->dimensions(d) == 0;
    }
    if (!ok) {
      return InvalidArgument(op, ": scale ", scale->ToString(), " must have the rank of ",
                             operand->ToString(), " and divide each of its dimensions");
    }
  }
  return InferDotOpShape(lhs, rhs, dnums, preferred);
}

absl::StatusOr<Shape> ShapeInference::InferStochasticConvertShape(const Shape& operand,
                                                                  const Shape& random,
                                                                  PrimitiveType new_type) {
  constexpr absl::string_view op = "stochastic-convert";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(ExpectArray(op, "random", random));
  if (!primitive_util::IsFloatingPointType(operand.element_type())) {
    return InvalidArgument(op, ": operand must be floating point but is ",
                           TypeName(operand.element_type()));
  }
  if (!primitive_util::IsUnsignedIntegralType(random.element_type()) ||
      primitive_util::BitWidth(random.element_type()) !=
          primitive_util::BitWidth(operand.element_type()) ||
      !ShapeUtil::SameDimensions(operand, random)) {
    return InvalidArgument(op, ": random bits ", random.ToString(),
                           " must be unsigned, as wide as and shaped like ", operand.ToString());
  }
  if (!primitive_util::IsFloatingPointType(new_type) &&
      !primitive_util::IsIntegralType(new_type)) {
    return InvalidArgument(op, ": cannot convert to ", TypeName(new_type));
  }
  return ShapeUtil::ChangeElementType(operand, new_type);
}

namespace shape_inference_internal {

absl::StatusOr<Shape> InferExtraOpInstructionShape(const HloInstruction& instruction) {
  const HloAttributes& attrs = instruction.attributes();
  const Shape& shape = instruction.shape();
  std::vector<const Shape*> operands;
  for (const HloInstruction* operand : instruction.operands()) operands.push_back(&operand->shape());
  auto operand = [&](int64_t i) -> const Shape& { return *operands[i]; };
  switch (instruction.opcode()) {
    case HloOpcode::kCollectiveBroadcast: {
      if (operands.empty()) return InvalidArgument("collective-broadcast: needs an operand");
      std::vector<Shape> shapes;
      for (const Shape* s : operands) shapes.push_back(*s);
      return SingleOrTuple(std::move(shapes));
    }
    case HloOpcode::kRaggedAllToAll:
      return ShapeInference::InferRaggedAllToAllShape(operands);
    case HloOpcode::kRaggedDot:
      return ShapeInference::InferRaggedDotShape(
          operand(0), operand(1), operand(2), attrs.dot_dimension_numbers,
          attrs.lhs_ragged_dimensions, attrs.rhs_group_dimensions, DeclaredType(shape));
    case HloOpcode::kScaledDot:
      return ShapeInference::InferScaledDotShape(operand(0), operand(1), operand(2), operand(3),
                                                 attrs.dot_dimension_numbers,
                                                 DeclaredType(shape));
    case HloOpcode::kTopK:
      return ShapeInference::InferTopKShape(operand(0), attrs.top_k);
    case HloOpcode::kStochasticConvert:
      if (!shape.IsArray()) {
        return InvalidArgument("stochastic-convert: result must be an array but is ",
                               shape.ToString());
      }
      return ShapeInference::InferStochasticConvertShape(operand(0), operand(1),
                                                         shape.element_type());
    case HloOpcode::kRngGetAndUpdateState:
      return Shape(U64, {2});
    default:
      return InvalidArgument(HloOpcodeString(instruction.opcode()),
                             ": not handled by InferExtraOpInstructionShape");
  }
}

}  // namespace shape_inference_internal
}  // namespace xla
