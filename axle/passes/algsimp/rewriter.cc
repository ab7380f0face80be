#include "axle/passes/algsimp/rewriter.h"

#include <algorithm>

#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/passes/algsimp/match.h"
#include "axle/shape/layout_util.h"

namespace xla::algsimp {

absl::StatusOr<HloInstruction*> Rewriter::Add(HloOpcode opcode,
                                              absl::Span<HloInstruction* const> operands,
                                              HloAttributes attributes,
                                              const Shape* chosen_shape) {
  std::unique_ptr<HloInstruction> instruction =
      HloInstruction::Create(opcode, chosen_shape ? *chosen_shape : Shape(), operands);
  *instruction->mutable_attributes() = std::move(attributes);
  absl::StatusOr<Shape> shape = ShapeInference::InferInstructionShape(*instruction);
  if (!shape.ok()) {
    instruction->DetachFromOperandsAndUsers();
    return Internal("algsimp made an invalid ", HloOpcodeString(opcode), " while rewriting ",
                    target_->name(), ": ", shape.status().message());
  }
  *instruction->mutable_shape() = *std::move(shape);
  if (LayoutUtil::HasLayout(target_->shape())) {
    LayoutUtil::SetToDefaultLayout(instruction->mutable_shape());
  }
  HloInstruction* added = target_->parent()->AddInstruction(std::move(instruction));
  added_.push_back(added);
  return added;
}

absl::StatusOr<HloInstruction*> Rewriter::Constant(Literal literal) {
  std::unique_ptr<HloInstruction> instruction = HloInstruction::CreateConstant(std::move(literal));
  if (LayoutUtil::HasLayout(target_->shape())) {
    LayoutUtil::SetToDefaultLayout(instruction->mutable_shape());
  }
  HloInstruction* added = target_->parent()->AddInstruction(std::move(instruction));
  added_.push_back(added);
  return added;
}

absl::StatusOr<HloInstruction*> Rewriter::Binary(HloOpcode opcode, HloInstruction* lhs,
                                                 HloInstruction* rhs) {
  return Add(opcode, {lhs, rhs});
}

absl::StatusOr<HloInstruction*> Rewriter::BroadcastScalar(Literal scalar, const Shape& shape) {
  ASSIGN_OR_RETURN(HloInstruction * constant, Constant(std::move(scalar)));
  return Broadcast(constant, shape.dimensions(), {});
}

absl::StatusOr<HloInstruction*> Rewriter::Reshape(HloInstruction* operand,
                                                  absl::Span<const int64_t> dimensions) {
  if (operand->shape().dimensions() == dimensions) return operand;
  Shape shape(operand->shape().element_type(), dimensions);
  return Add(HloOpcode::kReshape, {operand}, {}, &shape);
}

absl::StatusOr<HloInstruction*> Rewriter::Transpose(HloInstruction* operand,
                                                    absl::Span<const int64_t> permutation) {
  if (IsIdentityPermutation(permutation)) return operand;
  HloAttributes attributes;
  attributes.dimensions.assign(permutation.begin(), permutation.end());
  return Add(HloOpcode::kTranspose, {operand}, std::move(attributes));
}

absl::StatusOr<HloInstruction*> Rewriter::Broadcast(HloInstruction* operand,
                                                    absl::Span<const int64_t> output_dimensions,
                                                    absl::Span<const int64_t> dimensions) {
  if (operand->shape().dimensions() == output_dimensions && IsIdentityPermutation(dimensions)) {
    return operand;
  }
  Shape shape(operand->shape().element_type(), output_dimensions);
  HloAttributes attributes;
  attributes.dimensions.assign(dimensions.begin(), dimensions.end());
  return Add(HloOpcode::kBroadcast, {operand}, std::move(attributes), &shape);
}

absl::StatusOr<HloInstruction*> Rewriter::Slice(HloInstruction* operand,
                                                absl::Span<const int64_t> starts,
                                                absl::Span<const int64_t> limits,
                                                absl::Span<const int64_t> strides) {
  const Shape& shape = operand->shape();
  bool full = true;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    full &= starts[d] == 0 && limits[d] == shape.dimensions(d) && strides[d] == 1;
  }
  if (full) return operand;
  HloAttributes attributes;
  attributes.slice_starts.assign(starts.begin(), starts.end());
  attributes.slice_limits.assign(limits.begin(), limits.end());
  attributes.slice_strides.assign(strides.begin(), strides.end());
  return Add(HloOpcode::kSlice, {operand}, std::move(attributes));
}

absl::StatusOr<HloInstruction*> Rewriter::Convert(HloInstruction* operand, PrimitiveType type) {
  if (operand->shape().element_type() == type) return operand;
  Shape shape(type, operand->shape().dimensions());
  return Add(HloOpcode::kConvert, {operand}, {}, &shape);
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
