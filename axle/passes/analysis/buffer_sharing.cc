#include "axle/passes/analysis/buffer_sharing.h"

#include <vector>

#include "absl/container/flat_hash_set.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Element i of one is at the same byte offset as element i of the other.
bool SameBytesPerElement(const Shape& a, const Shape& b) {
  return a.IsArray() && b.IsArray() && ShapeUtil::SameDimensions(a, b) &&
         ShapeUtil::ByteSizeOfPrimitiveType(a.element_type()) ==
             ShapeUtil::ByteSizeOfPrimitiveType(b.element_type()) &&
         LayoutUtil::LayoutOrDefault(a) == LayoutUtil::LayoutOrDefault(b);
}

// Every path from `parameter` to the root of its fused computation goes
// through element-wise ops of `dimensions` only (a tuple root included).
bool ReadElementwise(const HloInstruction* parameter, const Shape& output) {
  const HloInstruction* root = parameter->parent()->root_instruction();
  std::vector<const HloInstruction*> pending = {parameter};
  absl::flat_hash_set<const HloInstruction*> seen = {parameter};
  while (!pending.empty()) {
    const HloInstruction* instruction = pending.back();
    pending.pop_back();
    for (const HloInstruction* user : instruction->users()) {
      if (user == root && user->opcode() == HloOpcode::kTuple) {
        for (const HloInstruction* element : user->operands()) {
          if (!element->shape().IsArray() || !ShapeUtil::SameDimensions(element->shape(), output)) {
            return false;
          }
        }
        continue;
      }
      if (!user->IsElementwise() || !user->shape().IsArray() ||
          !ShapeUtil::SameDimensions(user->shape(), output)) {
        return false;
      }
      if (seen.insert(user).second) pending.push_back(user);
    }
  }
  return true;
}

}  // namespace

bool CanShareOperandBuffer(const HloInstruction& instruction, int64_t operand_number,
                           const ShapeIndex& operand_index, const ShapeIndex& output_index) {
  if (operand_number < 0 || operand_number >= instruction.operand_count() ||
      !operand_index.empty() || instruction.HasSideEffectNoRecurse()) {
    return false;
  }
  const Shape& operand = instruction.operand(operand_number)->shape();
  if (!ShapeUtil::IndexIsValid(instruction.shape(), output_index)) return false;
  const Shape& output = ShapeUtil::GetSubshape(instruction.shape(), output_index);
  if (!SameBytesPerElement(operand, output)) return false;
  switch (instruction.opcode()) {
    case HloOpcode::kDynamicUpdateSlice:
      return operand_number == 0;
    case HloOpcode::kFusion: {
      // Other kinds may become library calls (a dot writing its result
      // before the epilogue reads the operand).
      if (instruction.attributes().fusion_kind != FusionKind::kLoop) return false;
      const HloComputation* fused = instruction.fused_instructions_computation();
      const HloInstruction* parameter = fused->parameter_instruction(operand_number);
      return parameter != nullptr && ReadElementwise(parameter, output);
    }
    default:
      return instruction.IsElementwise() && output_index.empty();
  }
}

}  // namespace xla
