#include "axle/passes/ragged_dot_expander.h"

#include <algorithm>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/shape_inference.h"
#include "axle/passes/expand_opcode.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

bool Contains(absl::Span<const int64_t> list, int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

int64_t IndexOf(absl::Span<const int64_t> list, int64_t value) {
  return std::find(list.begin(), list.end(), value) - list.begin();
}

absl::StatusOr<HloInstruction*> MakeDot(HloInstruction* lhs, HloInstruction* rhs,
                                        const HloInstruction& ragged) {
  const DotDimensionNumbers& dnums = ragged.attributes().dot_dimension_numbers;
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferDotOpShape(lhs->shape(), rhs->shape(), dnums,
                                                                ragged.shape().element_type()));
  auto dot = HloInstruction::Create(HloOpcode::kDot, shape, {lhs, rhs});
  dot->mutable_attributes()->dot_dimension_numbers = dnums;
  dot->mutable_attributes()->precision_config = ragged.attributes().precision_config;
  dot->SetName(ragged.name() + ".dot");
  return ragged.parent()->AddInstruction(std::move(dot));
}

HloInstruction* Iota(HloComputation* computation, PrimitiveType type,
                     absl::Span<const int64_t> dims, int64_t dimension) {
  auto iota = HloInstruction::Create(
      HloOpcode::kIota, Shape(type, std::vector<int64_t>(dims.begin(), dims.end())),
      {});
  iota->mutable_attributes()->iota_dimension = dimension;
  return computation->AddInstruction(std::move(iota));
}

absl::StatusOr<HloInstruction*> Zeros(HloComputation* computation, PrimitiveType type,
                                      absl::Span<const int64_t> dims) {
  return MakeBroadcastHlo(MakeScalarConstant(computation, type, 0), {}, dims);
}

// Group g's sizes (the prefix-shaped slice [..., g] of the s64 sizes),
// never below 0.
absl::StatusOr<HloInstruction*> GroupSize(HloInstruction* sizes, int64_t g) {
  const Shape& shape = sizes->shape();
  const int64_t last = shape.rank() - 1;
  std::vector<int64_t> starts(shape.rank(), 0), strides(shape.rank(), 1);
  std::vector<int64_t> limits(shape.dimensions().begin(), shape.dimensions().end());
  starts[last] = g;
  limits[last] = g + 1;
  ASSIGN_OR_RETURN(HloInstruction * slice, MakeSliceHlo(sizes, starts, limits, strides));
  ASSIGN_OR_RETURN(HloInstruction * prefix,
                   MakeReshapeHlo(slice, absl::MakeSpan(limits).subspan(0, last)));
  ASSIGN_OR_RETURN(HloInstruction * zero,
                   MakeBroadcastLike(MakeScalarConstant(sizes->parent(), S64, 0), prefix));
  return MakeBinaryHlo(HloOpcode::kMaximum, prefix, zero);
}

// Ragged non-contracting dimension (see the header).
absl::StatusOr<HloInstruction*> ExpandNonContracting(HloInstruction* ragged, HloInstruction* sizes) {
  HloComputation* computation = ragged->parent();
  const HloAttributes& attrs = ragged->attributes();
  const DotDimensionNumbers& dnums = attrs.dot_dimension_numbers;
  HloInstruction* lhs = ragged->mutable_operand(0);
  HloInstruction* rhs = ragged->mutable_operand(1);
  const int64_t r = attrs.lhs_ragged_dimensions[0];
  const int64_t group_dim = attrs.rhs_group_dimensions[0];
  const int64_t groups = rhs->shape().dimensions(group_dim);
  const Shape& result = ragged->shape();
  const std::vector<int64_t> result_dims(result.dimensions().begin(), result.dimensions().end());

  // Result positions: batch dims, then lhs free dims in order.
  std::vector<int64_t> lhs_position(lhs->shape().rank(), -1);
  int64_t next = 0;
  for (int64_t d : dnums.lhs_batch_dimensions()) lhs_position[d] = next++;
  for (int64_t d = 0; d < lhs->shape().rank(); ++d) {
    if (!Contains(dnums.lhs_batch_dimensions(), d) &&
        !Contains(dnums.lhs_contracting_dimensions(), d)) {
      lhs_position[d] = next++;
    }
  }
  // The rhs group dimension's position in the full dot.
  int64_t group_position = next;
  for (int64_t d = 0; d < group_dim; ++d) {
    if (!Contains(dnums.rhs_batch_dimensions(), d) &&
        !Contains(dnums.rhs_contracting_dimensions(), d)) {
      ++group_position;
    }
  }
  ASSIGN_OR_RETURN(HloInstruction * full, MakeDot(lhs, rhs, *ragged));
  const int64_t prefix_rank = sizes->shape().rank() - 1;
  std::vector<int64_t> prefix_positions;
  for (int64_t d = r - prefix_rank; d < r; ++d) {
    if (d < 0 || lhs_position[d] < 0) {
      return InvalidArgument("ragged-dot-expander: ", ragged->name(),
                             ": group_sizes' leading dimensions must match non-contracting lhs "
                             "dimensions before the ragged one");
    }
    prefix_positions.push_back(lhs_position[d]);
  }
  HloInstruction* row = Iota(computation, S64, result_dims, lhs_position[r]);
  ASSIGN_OR_RETURN(HloInstruction * out, Zeros(computation, result.element_type(), result_dims));
  // ends[g] = sizes[0] + ... + sizes[g].
  std::vector<HloInstruction*> ends;
  for (int64_t g = 0; g < groups; ++g) {
    ASSIGN_OR_RETURN(HloInstruction * size, GroupSize(sizes, g));
    if (!ends.empty()) {
      ASSIGN_OR_RETURN(size, MakeBinaryHlo(HloOpcode::kAdd, ends.back(), size));
    }
    ends.push_back(size);
  }
  const Shape& full_shape = full->shape();
  for (int64_t g = groups - 1; g >= 0; --g) {
    std::vector<int64_t> starts(full_shape.rank(), 0), strides(full_shape.rank(), 1);
    std::vector<int64_t> limits(full_shape.dimensions().begin(), full_shape.dimensions().end());
    starts[group_position] = g;
    limits[group_position] = g + 1;
    ASSIGN_OR_RETURN(HloInstruction * slice, MakeSliceHlo(full, starts, limits, strides));
    ASSIGN_OR_RETURN(HloInstruction * value, MakeReshapeHlo(slice, result_dims));
    ASSIGN_OR_RETURN(HloInstruction * end,
                     MakeBroadcastHlo(ends[g], prefix_positions, result_dims));
    ASSIGN_OR_RETURN(HloInstruction * in_group,
                     MakeCompareHlo(ComparisonDirection::kLt, row, end));
    ASSIGN_OR_RETURN(out, MakeSelectHlo(in_group, value, out));
  }
  return out;
}

// Ragged contracting dimension (see the header).
absl::StatusOr<HloInstruction*> ExpandContracting(HloInstruction* ragged, HloInstruction* sizes) {
  HloComputation* computation = ragged->parent();
  const HloAttributes& attrs = ragged->attributes();
  const DotDimensionNumbers& dnums = attrs.dot_dimension_numbers;
  HloInstruction* lhs = ragged->mutable_operand(0);
  HloInstruction* rhs = ragged->mutable_operand(1);
  const int64_t r = attrs.lhs_ragged_dimensions[0];
  const int64_t rhs_r =
      dnums.rhs_contracting_dimensions(IndexOf(dnums.lhs_contracting_dimensions(), r));
  if (sizes->shape().rank() != 1) {
    return InvalidArgument("ragged-dot-expander: ", ragged->name(),
                           ": group_sizes must be a vector for a ragged contracting dimension");
  }
  const int64_t groups = sizes->shape().dimensions(0);
  const std::vector<int64_t> lhs_dims(lhs->shape().dimensions().begin(),
                                      lhs->shape().dimensions().end());
  const std::vector<int64_t> rhs_dims(rhs->shape().dimensions().begin(),
                                      rhs->shape().dimensions().end());
  HloInstruction* lhs_k = Iota(computation, S64, lhs_dims, r);
  HloInstruction* rhs_k = Iota(computation, S64, rhs_dims, rhs_r);
  ASSIGN_OR_RETURN(HloInstruction * lhs_zero,
                   Zeros(computation, lhs->shape().element_type(), lhs_dims));
  ASSIGN_OR_RETURN(HloInstruction * rhs_zero,
                   Zeros(computation, rhs->shape().element_type(), rhs_dims));
  HloInstruction* start = MakeScalarConstant(computation, S64, 0);
  std::vector<HloInstruction*> parts;
  for (int64_t g = 0; g < groups; ++g) {
    ASSIGN_OR_RETURN(HloInstruction * size, GroupSize(sizes, g));
    ASSIGN_OR_RETURN(HloInstruction * end, MakeBinaryHlo(HloOpcode::kAdd, start, size));
    auto masked = [&](HloInstruction* operand, HloInstruction* k,
                      HloInstruction* zero) -> absl::StatusOr<HloInstruction*> {
      ASSIGN_OR_RETURN(HloInstruction * low, MakeBroadcastLike(start, k));
      ASSIGN_OR_RETURN(HloInstruction * high, MakeBroadcastLike(end, k));
      ASSIGN_OR_RETURN(HloInstruction * above, MakeCompareHlo(ComparisonDirection::kGe, k, low));
      ASSIGN_OR_RETURN(HloInstruction * below, MakeCompareHlo(ComparisonDirection::kLt, k, high));
      ASSIGN_OR_RETURN(HloInstruction * inside, MakeBinaryHlo(HloOpcode::kAnd, above, below));
      return MakeSelectHlo(inside, operand, zero);
    };
    ASSIGN_OR_RETURN(HloInstruction * lhs_g, masked(lhs, lhs_k, lhs_zero));
    ASSIGN_OR_RETURN(HloInstruction * rhs_g, masked(rhs, rhs_k, rhs_zero));
    ASSIGN_OR_RETURN(HloInstruction * dot, MakeDot(lhs_g, rhs_g, *ragged));
    std::vector<int64_t> dims = {1};
    dims.insert(dims.end(), dot->shape().dimensions().begin(), dot->shape().dimensions().end());
    ASSIGN_OR_RETURN(HloInstruction * part, MakeReshapeHlo(dot, dims));
    parts.push_back(part);
    start = end;
  }
  if (parts.empty()) {
    const std::vector<int64_t> dims(ragged->shape().dimensions().begin(),
                                    ragged->shape().dimensions().end());
    return Zeros(computation, ragged->shape().element_type(), dims);
  }
  return MakeConcatenateHlo(parts, 0);
}

absl::Status Expand(HloInstruction* ragged) {
  const HloAttributes& attrs = ragged->attributes();
  const DotDimensionNumbers& dnums = attrs.dot_dimension_numbers;
  const int64_t r = attrs.lhs_ragged_dimensions.at(0);
  ASSIGN_OR_RETURN(HloInstruction * sizes, MakeConvertHlo(ragged->mutable_operand(2), S64));
  HloInstruction* replacement;
  if (Contains(dnums.lhs_batch_dimensions(), r)) {
    ASSIGN_OR_RETURN(replacement,
                     MakeDot(ragged->mutable_operand(0), ragged->mutable_operand(1), *ragged));
  } else if (Contains(dnums.lhs_contracting_dimensions(), r)) {
    ASSIGN_OR_RETURN(replacement, ExpandContracting(ragged, sizes));
  } else {
    ASSIGN_OR_RETURN(replacement, ExpandNonContracting(ragged, sizes));
  }
  return ragged->parent()->ReplaceInstruction(ragged, replacement);
}

}  // namespace

absl::StatusOr<bool> RaggedDotExpander::Run(HloModule* module) {
  return ExpandEveryInstruction(module, HloOpcode::kRaggedDot, [&](HloInstruction* ragged) {
    return Expand(ragged);
  });
}

}  // namespace xla
