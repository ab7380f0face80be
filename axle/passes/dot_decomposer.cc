#include "axle/passes/dot_decomposer.h"

#include <algorithm>
#include <numeric>

#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/passes/instruction_rewriter.h"

namespace xla {
namespace {

bool IsIota(absl::Span<const int64_t> dims, int64_t start) {
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] != start + static_cast<int64_t>(i)) return false;
  }
  return true;
}

bool IsCanonical(const HloInstruction& dot) {
  const DotDimensionNumbers& dnums = dot.attributes().dot_dimension_numbers;
  const int64_t batch = dnums.lhs_batch_dimensions_size();
  return dot.operand(0)->shape().rank() == batch + 2 &&
         dot.operand(1)->shape().rank() == batch + 2 &&
         IsIota(dnums.lhs_batch_dimensions(), 0) && IsIota(dnums.rhs_batch_dimensions(), 0) &&
         dnums.lhs_contracting_dimensions() == std::vector<int64_t>{batch + 1} &&
         dnums.rhs_contracting_dimensions() == std::vector<int64_t>{batch};
}

int64_t ProductOf(const Shape& shape, absl::Span<const int64_t> dims) {
  int64_t product = 1;
  for (int64_t d : dims) product *= shape.dimensions(d);
  return product;
}

absl::StatusOr<HloInstruction*> ReshapeIfNeeded(HloInstruction* operand,
                                                absl::Span<const int64_t> dims) {
  if (operand->shape().dimensions() == dims) return operand;
  return MakeReshapeHlo(operand, dims);
}

// `operand` as [batch..., free, contracting] (lhs) or [batch...,
// contracting, free] (rhs): a transpose (unless already in that order) and a
// reshape merging the free and the contracting dimensions.
absl::StatusOr<HloInstruction*> ToCanonicalOperand(HloInstruction* operand,
                                                   absl::Span<const int64_t> batch,
                                                   absl::Span<const int64_t> contracting,
                                                   bool is_lhs) {
  const Shape& shape = operand->shape();
  std::vector<int64_t> free;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
        std::find(contracting.begin(), contracting.end(), d) == contracting.end()) {
      free.push_back(d);
    }
  }
  std::vector<int64_t> permutation(batch.begin(), batch.end());
  std::vector<int64_t> dims;
  for (int64_t d : batch) dims.push_back(shape.dimensions(d));
  const absl::Span<const int64_t> first = is_lhs ? absl::MakeConstSpan(free) : contracting;
  const absl::Span<const int64_t> second = is_lhs ? contracting : absl::MakeConstSpan(free);
  permutation.insert(permutation.end(), first.begin(), first.end());
  permutation.insert(permutation.end(), second.begin(), second.end());
  dims.push_back(ProductOf(shape, first));
  dims.push_back(ProductOf(shape, second));

  HloInstruction* transposed = operand;
  if (!IsIota(permutation, 0)) {
    ASSIGN_OR_RETURN(transposed, MakeTransposeHlo(operand, permutation));
  }
  return ReshapeIfNeeded(transposed, dims);
}

absl::Status Decompose(HloInstruction* dot) {
  const DotDimensionNumbers& dnums = dot->attributes().dot_dimension_numbers;
  ASSIGN_OR_RETURN(HloInstruction * lhs,
                   ToCanonicalOperand(dot->mutable_operand(0), dnums.lhs_batch_dimensions(),
                                      dnums.lhs_contracting_dimensions(), /*is_lhs=*/true));
  ASSIGN_OR_RETURN(HloInstruction * rhs,
                   ToCanonicalOperand(dot->mutable_operand(1), dnums.rhs_batch_dimensions(),
                                      dnums.rhs_contracting_dimensions(), /*is_lhs=*/false));
  const int64_t batch = dnums.lhs_batch_dimensions_size();
  DotDimensionNumbers canonical;
  for (int64_t d = 0; d < batch; ++d) {
    canonical.add_lhs_batch_dimensions(d);
    canonical.add_rhs_batch_dimensions(d);
  }
  canonical.add_lhs_contracting_dimensions(batch + 1);
  canonical.add_rhs_contracting_dimensions(batch);
  ASSIGN_OR_RETURN(Shape shape, ShapeInference::InferDotOpShape(lhs->shape(), rhs->shape(),
                                                                canonical,
                                                                dot->shape().element_type()));
  std::unique_ptr<HloInstruction> new_dot = dot->CloneWithNewOperands(shape, {lhs, rhs});
  new_dot->mutable_attributes()->dot_dimension_numbers = canonical;
  HloComputation* computation = dot->parent();
  HloInstruction* added = computation->AddInstruction(std::move(new_dot));
  ASSIGN_OR_RETURN(HloInstruction * result, ReshapeIfNeeded(added, dot->shape().dimensions()));
  return computation->ReplaceInstruction(dot, result);
}

bool HasDynamicShape(const HloInstruction& instruction) {
  if (instruction.shape().is_dynamic()) return true;
  return std::any_of(instruction.operands().begin(), instruction.operands().end(),
                     [](const HloInstruction* operand) { return operand->shape().is_dynamic(); });
}

}  // namespace

absl::StatusOr<bool> DotDecomposer::Run(HloModule* module) {
  return RewriteEachInstruction(module, [](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (instruction->opcode() != HloOpcode::kDot || IsCanonical(*instruction) ||
        HasDynamicShape(*instruction)) {
      return false;
    }
    RETURN_IF_ERROR(Decompose(instruction));
    return true;
  });
}

}  // namespace xla
