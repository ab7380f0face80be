// dynamic-slice and dynamic-update-slice. Start indices are clamped to
// [0, operand size - slice size] (eval/data_movement_ops_slice.cc), so a
// slice as large as its operand always starts at 0.
#include <algorithm>
#include <limits>
#include <vector>

#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"
#include "axle/shape/shape_util.h"

namespace xla::algsimp {
namespace {

// The start indices from operand `first` on, when all are constants: one
// scalar per dimension or one vector.
std::optional<std::vector<int64_t>> ConstantStarts(const HloInstruction* op, int64_t first,
                                                   int64_t rank) {
  std::vector<int64_t> starts;
  const int64_t count = op->operand_count() - first;
  if (count == 1 && op->operand(first)->shape().rank() == 1) {
    const HloInstruction* vector = op->operand(first);
    if (!primitive_util::IsIntegralType(vector->shape().element_type())) return std::nullopt;
    // A vector of one value may already be a broadcast (constant_rules.cc).
    std::optional<Literal> uniform = UniformValue(vector);
    const bool constant = vector->opcode() == HloOpcode::kConstant && vector->HasLiteral();
    if (!uniform && !constant) return std::nullopt;
    for (int64_t d = 0; d < rank; ++d) {
      std::optional<int64_t> start =
          uniform ? uniform->GetIntegralAsS64({}) : vector->literal().GetIntegralAsS64({d});
      starts.push_back(start.value_or(std::numeric_limits<int64_t>::max()));
    }
    return starts;
  }
  if (count != rank) return std::nullopt;
  for (int64_t d = 0; d < rank; ++d) {
    std::optional<int64_t> start = ConstantIndex(op->operand(first + d));
    if (!start) return std::nullopt;
    starts.push_back(*start);
  }
  return starts;
}

// dynamic-slice(x, constant starts) -> slice(x, clamped starts)
absl::StatusOr<HloInstruction*> ConstantDynamicSlice(HloInstruction* op, Rewriter& rewriter) {
  const Shape& shape = op->operand(0)->shape();
  std::optional<std::vector<int64_t>> starts = ConstantStarts(op, 1, shape.rank());
  if (!starts) return nullptr;
  std::vector<int64_t> limits, strides;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    const int64_t size = op->shape().dimensions(d);
    (*starts)[d] = std::clamp<int64_t>((*starts)[d], 0, shape.dimensions(d) - size);
    limits.push_back((*starts)[d] + size);
    strides.push_back(1);
  }
  return rewriter.Slice(op->mutable_operand(0), *starts, limits, strides);
}

// dynamic-slice(x, any starts) -> x when the slice is all of x
absl::StatusOr<HloInstruction*> WholeDynamicSlice(HloInstruction* op, Rewriter&) {
  return SameShape(op->operand(0), op) ? op->mutable_operand(0) : nullptr;
}

// dynamic-update-slice(x, u, any starts) -> u when u is as large as x
absl::StatusOr<HloInstruction*> WholeUpdate(HloInstruction* op, Rewriter&) {
  return SameShape(op->operand(1), op) ? op->mutable_operand(1) : nullptr;
}

// dynamic-update-slice(x, u, any starts) -> x when u has no elements
absl::StatusOr<HloInstruction*> EmptyUpdate(HloInstruction* op, Rewriter&) {
  return ShapeUtil::IsZeroElementArray(op->operand(1)->shape()) ? op->mutable_operand(0) : nullptr;
}

}  // namespace

void AddDynamicSliceRules(RuleTable& table) {
  table.Add(HloOpcode::kDynamicSlice, "dynamic-slice(x, whole) -> x", WholeDynamicSlice);
  table.Add(HloOpcode::kDynamicSlice, "dynamic-slice(x, constant starts) -> slice(x)",
            ConstantDynamicSlice);
  table.Add(HloOpcode::kDynamicUpdateSlice, "dynamic-update-slice(x, whole u) -> u",
            WholeUpdate);
  table.Add(HloOpcode::kDynamicUpdateSlice, "dynamic-update-slice(x, empty) -> x", EmptyUpdate);
}

}  // namespace xla::algsimp
