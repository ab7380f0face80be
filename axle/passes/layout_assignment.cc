#include "axle/passes/layout_assignment.h"

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/passes/copy_util.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

Shape RowMajor(Shape shape) {
  LayoutUtil::SetToDefaultLayout(&shape);
  return shape;
}

// The shape with its layouts, and row-major where it has none.
Shape WithLayouts(Shape shape) {
  ShapeUtil::ForEachSubshape(Shape(shape), [&](const Shape& subshape, const ShapeIndex& index) {
    if (subshape.IsArray() && !subshape.has_layout()) {
      ShapeUtil::GetMutableSubshape(&shape, index)
          ->set_layout(LayoutUtil::MakeDescendingLayout(subshape.rank()));
    }
  });
  return shape;
}

class LayoutAssigner {
 public:
  explicit LayoutAssigner(HloModule* module)
      : module_(module), entry_layout_(module->entry_computation_layout()) {
    for (const HloComputation* computation : module->computations()) {
      for (const HloInstruction* instruction : computation->instructions()) {
        declared_.emplace(instruction, WithLayouts(instruction->shape()));
      }
    }
  }

  absl::StatusOr<bool> Run() {
    FindResultCopies(module_->entry_computation()->root_instruction(),
                     WithLayouts(entry_layout_.result()));
    for (HloComputation* computation : module_->computations()) {
      RETURN_IF_ERROR(Assign(computation));
    }
    return changed_;
  }

 private:
  // Copies that already give an entry result leaf its layout (this pass's
  // own, when the module ran through it before) keep their layout, so a
  // second run adds no copy of a copy.
  void FindResultCopies(const HloInstruction* value, const Shape& want) {
    if (value->opcode() == HloOpcode::kTuple && want.IsTuple()) {
      for (int64_t i = 0; i < value->operand_count() && i < want.tuple_shapes_size(); ++i) {
        FindResultCopies(value->operand(i), want.tuple_shapes(i));
      }
    } else if (value->opcode() == HloOpcode::kCopy && value->shape().IsArray() &&
               value->shape().has_layout() &&
               want.IsArray() && value->shape().layout() == want.layout()) {
      result_copies_.insert(value);
    }
  }

  // `value` with the layouts of `want`: itself, or copies of the leaves
  // whose layouts differ.
  HloInstruction* InLayout(HloInstruction* value, const Shape& want) {
    HloInstruction* result =
        CopyLeaves(value, [&](const Shape& leaf, const ShapeIndex& index) -> std::optional<Shape> {
          const Shape& wanted = ShapeUtil::GetSubshape(want, index);
          if (leaf.layout() == wanted.layout()) return std::nullopt;
          return wanted;
        });
    changed_ |= result != value;
    return result;
  }

  // Operand `i` of `user` in the layouts of `want`. A copy read only here
  // takes the layout itself.
  absl::Status RequireOperandLayout(HloInstruction* user, int64_t i, const Shape& want) {
    HloInstruction* operand = user->mutable_operand(i);
    if (operand->shape() == want) return absl::OkStatus();
    if (operand->opcode() == HloOpcode::kCopy && operand->user_count() == 1 && !operand->IsRoot() &&
        operand->shape().IsArray()) {
      *operand->mutable_shape() = want;
      changed_ = true;
      return absl::OkStatus();
    }
    RETURN_IF_ERROR(user->ReplaceOperandWith(i, InLayout(operand, want)));
    return RemoveDeadTupleTree(operand);
  }

  absl::Status RequireRowMajorOperands(HloInstruction* instruction) {
    for (int64_t i = 0; i < instruction->operand_count(); ++i) {
      RETURN_IF_ERROR(
          RequireOperandLayout(instruction, i, RowMajor(instruction->operand(i)->shape())));
    }
    return absl::OkStatus();
  }

  // A copy whose layout change the assignment undid (row-major to
  // row-major) copies nothing: its users read its operand. Copy-insertion
  // adds back the copies that aliasing needs.
  absl::Status RemoveIfNoOp(HloInstruction* copy) {
    HloInstruction* operand = copy->mutable_operand(0);
    if (copy->shape() != operand->shape() || copy->IsRoot() ||
        !copy->control_predecessors().empty() || !copy->control_successors().empty()) {
      return absl::OkStatus();
    }
    // A bitcast reads the bytes in the layout its operand was declared with.
    for (const HloInstruction* user : copy->users()) {
      if (user->opcode() == HloOpcode::kBitcast) return absl::OkStatus();
    }
    RETURN_IF_ERROR(copy->ReplaceAllUsesWith(operand));
    changed_ = true;
    return copy->parent()->RemoveInstruction(copy);
  }

  void SetShape(HloInstruction* instruction, Shape shape) {
    if (instruction->shape() == shape) return;
    *instruction->mutable_shape() = std::move(shape);
    changed_ = true;
  }

  absl::Status Assign(HloComputation* computation) {
    const bool entry = computation == module_->entry_computation();
    for (HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
      switch (instruction->opcode()) {
        case HloOpcode::kParameter:
          SetShape(instruction,
                   entry ? WithLayouts(entry_layout_.parameters(instruction->parameter_number()))
                         : RowMajor(instruction->shape()));
          break;
        case HloOpcode::kGetTupleElement:
          SetShape(instruction,
                   instruction->operand(0)->shape().tuple_shapes(instruction->tuple_index()));
          break;
        case HloOpcode::kTuple: {
          std::vector<Shape> elements;
          for (const HloInstruction* operand : instruction->operands()) {
            elements.push_back(operand->shape());
          }
          SetShape(instruction, ShapeUtil::MakeTupleShape(elements));
          break;
        }
        case HloOpcode::kOptimizationBarrier:
          SetShape(instruction, instruction->operand(0)->shape());
          break;
        case HloOpcode::kBitcast: {
          // The operand's bytes are read in the layout it was declared with.
          auto declared = declared_.find(instruction->operand(0));
          if (declared != declared_.end()) {
            RETURN_IF_ERROR(RequireOperandLayout(instruction, 0, declared->second));
          }
          SetShape(instruction, declared_.at(instruction));
          break;
        }
        case HloOpcode::kCustomCall:
          // A layout-constrained call (operand_layout_constraints) writes its
          // result in the layouts it declares (users needing row-major read
          // copies); the runtime call relays its operands out itself.
          RETURN_IF_ERROR(RequireRowMajorOperands(instruction));
          SetShape(instruction,
                   instruction->attributes().opaque.operand_layout_constraints.empty()
                       ? RowMajor(instruction->shape())
                       : declared_.at(instruction));
          break;
        case HloOpcode::kCopy:
          if (!result_copies_.contains(instruction)) {
            SetShape(instruction, RowMajor(instruction->shape()));
            RETURN_IF_ERROR(RemoveIfNoOp(instruction));
          }
          break;
        default:
          RETURN_IF_ERROR(RequireRowMajorOperands(instruction));
          SetShape(instruction, RowMajor(instruction->shape()));
          break;
      }
    }
    HloInstruction* root = computation->root_instruction();
    const Shape want = entry ? WithLayouts(entry_layout_.result()) : RowMajor(root->shape());
    HloInstruction* new_root = InLayout(root, want);
    if (new_root == root) return absl::OkStatus();
    computation->set_root_instruction(new_root);
    return RemoveDeadTupleTree(root);
  }

  HloModule* module_;
  const ProgramShape entry_layout_;
  absl::flat_hash_map<const HloInstruction*, Shape> declared_;
  absl::flat_hash_set<const HloInstruction*> result_copies_;
  bool changed_ = false;
};

}  // namespace

absl::StatusOr<bool> LayoutAssignment::Run(HloModule* module) {
  if (module->entry_computation() == nullptr) return false;
  return LayoutAssigner(module).Run();
}

}  // namespace xla
