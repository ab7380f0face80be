#include "axle/passes/algsimp/rewriter.h"

#include <algorithm>

#include "axle/base/status_macros.h"
#include "axle/passes/algsimp/match.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/layout_util.h"

namespace xla::algsimp {

absl::StatusOr<HloInstruction*> Rewriter::Track(absl::StatusOr<HloInstruction*> made) {
  if (!made.ok()) {
    return Internal("algsimp made an invalid instruction while rewriting ", target_->name(),
                    ": ", made.status().message());
  }
  if (LayoutUtil::HasLayout(target_->shape())) {
    LayoutUtil::SetToDefaultLayout((*made)->mutable_shape());
  }
  added_.push_back(*made);
  return made;
}

absl::StatusOr<HloInstruction*> Rewriter::Constant(Literal literal) {
  return Track(MakeConstantHlo(target_->parent(), std::move(literal)));
}

absl::StatusOr<HloInstruction*> Rewriter::Binary(HloOpcode opcode, HloInstruction* lhs,
                                                 HloInstruction* rhs) {
  return Track(MakeBinaryHlo(opcode, lhs, rhs));
}

absl::StatusOr<HloInstruction*> Rewriter::BroadcastScalar(Literal scalar, const Shape& shape) {
  ASSIGN_OR_RETURN(HloInstruction * constant, Constant(std::move(scalar)));
  return Broadcast(constant, shape.dimensions(), {});
}

absl::StatusOr<HloInstruction*> Rewriter::Reshape(HloInstruction* operand,
                                                  absl::Span<const int64_t> dimensions) {
  if (operand->shape().dimensions() == dimensions) return operand;
  return Track(MakeReshapeHlo(operand, dimensions));
}

absl::StatusOr<HloInstruction*> Rewriter::Transpose(HloInstruction* operand,
                                                    absl::Span<const int64_t> permutation) {
  if (IsIdentityPermutation(permutation)) return operand;
  return Track(MakeTransposeHlo(operand, permutation));
}

absl::StatusOr<HloInstruction*> Rewriter::Broadcast(HloInstruction* operand,
                                                    absl::Span<const int64_t> output_dimensions,
                                                    absl::Span<const int64_t> dimensions) {
  if (operand->shape().dimensions() == output_dimensions && IsIdentityPermutation(dimensions)) {
    return operand;
  }
  return Track(MakeBroadcastHlo(operand, dimensions, output_dimensions));
}

absl::StatusOr<HloInstruction*> Rewriter::Slice(HloInstruction* operand,
                                                absl::Span<const int64_t> starts,
                                                absl::Span<const int64_t> limits,
                                                absl::Span<const int64_t> strides) {
  bool full = true;
  for (int64_t d = 0; d < operand->shape().rank(); ++d) {
    full &= starts[d] == 0 && limits[d] == operand->shape().dimensions(d) && strides[d] == 1;
  }
  if (full) return operand;
  return Track(MakeSliceHlo(operand, starts, limits, strides));
}

absl::StatusOr<HloInstruction*> Rewriter::Reverse(HloInstruction* operand,
                                                  absl::Span<const int64_t> dimensions) {
  if (dimensions.empty()) return operand;
  return Track(MakeReverseHlo(operand, dimensions));
}

absl::StatusOr<HloInstruction*> Rewriter::Concatenate(absl::Span<HloInstruction* const> operands,
                                                      int64_t dimension) {
  if (operands.size() == 1) return operands[0];
  return Track(MakeConcatenateHlo(operands, dimension));
}

absl::StatusOr<HloInstruction*> Rewriter::Convert(HloInstruction* operand, PrimitiveType type) {
  if (operand->shape().element_type() == type) return operand;
  return Track(MakeConvertHlo(operand, type));
}

bool Rewriter::IsAdded(const HloInstruction* instruction) const {
  return std::find(added_.begin(), added_.end(), instruction) != added_.end();
}

absl::Status Rewriter::DiscardAdded() {
  for (auto it = added_.rbegin(); it != added_.rend(); ++it) {
    RETURN_IF_ERROR((*it)->parent()->RemoveInstruction(*it));
  }
  added_.clear();
  return absl::OkStatus();
}

}  // namespace xla::algsimp
