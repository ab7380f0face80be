// Checks of what layout-assignment, copy-insertion and buffer assignment
// promise the code generator, shared by the back-end tests.
#ifndef AXLE_TESTS_PASSES_BACK_END_CHECKS_H_
#define AXLE_TESTS_PASSES_BACK_END_CHECKS_H_

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::testlib {

inline bool SameSlice(const BufferAssignment& assignment, const HloInstruction* a,
                      const HloInstruction* b, const ShapeIndex& index) {
  absl::StatusOr<BufferSlice> x = assignment.GetSlice(a, index);
  absl::StatusOr<BufferSlice> y = assignment.GetSlice(b, index);
  return x.ok() && y.ok() && x->allocation == y->allocation && x->offset == y->offset;
}

// What layout-assignment promises: a layout on every array shape, and
// row-major operands for everything but copy, bitcast and the instructions
// that only forward their operands; row-major parameters and roots in every
// computation but the entry.
inline std::vector<std::string> LayoutViolations(const HloModule& module) {
  std::vector<std::string> violations;
  auto row_major = [](const Shape& shape) {
    bool all = true;
    ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex&) {
      if (subshape.IsArray()) {
        all &= subshape.has_layout() &&
               subshape.layout() == LayoutUtil::MakeDescendingLayout(subshape.rank());
      }
    });
    return all;
  };
  for (const HloComputation* computation : module.computations()) {
    const bool entry = computation == module.entry_computation();
    for (const HloInstruction* instruction : computation->instructions()) {
      if (!LayoutUtil::HasLayout(instruction->shape())) {
        violations.push_back(absl::StrCat(instruction->name(), " has no layout"));
      }
      switch (instruction->opcode()) {
        case HloOpcode::kCopy:
        case HloOpcode::kBitcast:
        case HloOpcode::kGetTupleElement:
        case HloOpcode::kTuple:
        case HloOpcode::kOptimizationBarrier:
          continue;
        case HloOpcode::kParameter:
          if (!entry && !row_major(instruction->shape())) {
            violations.push_back(absl::StrCat(instruction->name(), " is not row-major"));
          }
          continue;
        default:
          break;
      }
      for (const HloInstruction* operand : instruction->operands()) {
        if (!row_major(operand->shape())) {
          violations.push_back(absl::StrCat(instruction->name(), " reads ", operand->name(),
                                            ", which is not row-major"));
        }
      }
    }
    if (!entry && !row_major(computation->root_instruction()->shape())) {
      violations.push_back(absl::StrCat(computation->name(), "'s root is not row-major"));
    }
  }
  return violations;
}

// What copy-insertion + buffer assignment promise the code generator: every
// entry result leaf in its own output allocation; a while's init, state and
// body root in one slice per leaf; each branch root in the conditional's.
inline std::vector<std::string> ContractViolations(const BufferAssignment& assignment) {
  std::vector<std::string> violations;
  const HloModule& module = assignment.module();
  const HloInstruction* root = module.entry_computation()->root_instruction();
  ShapeUtil::ForEachSubshape(root->shape(), [&](const Shape& subshape, const ShapeIndex& index) {
    if (!subshape.IsArray()) return;
    absl::StatusOr<BufferSlice> slice = assignment.GetSlice(root, index);
    const BufferAllocation* allocation =
        slice.ok() ? &assignment.allocations()[slice->allocation] : nullptr;
    if (allocation == nullptr || allocation->kind != BufferAllocation::Kind::kOutput ||
        allocation->output_index != index) {
      violations.push_back(absl::StrCat("result leaf {", absl::StrJoin(index, ","),
                                        "} is not in its output allocation"));
    }
  });
  for (const HloComputation* computation : assignment.schedule().computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      std::vector<const HloInstruction*> sources;
      if (instruction->opcode() == HloOpcode::kWhile) {
        sources = {instruction->operand(0), instruction->while_body()->root_instruction()};
      } else if (instruction->opcode() == HloOpcode::kConditional) {
        for (const HloComputation* branch : instruction->branch_computations()) {
          sources.push_back(branch->root_instruction());
        }
      }
      for (const HloInstruction* source : sources) {
        ShapeUtil::ForEachSubshape(
            instruction->shape(), [&](const Shape& subshape, const ShapeIndex& index) {
              if (subshape.IsArray() && !SameSlice(assignment, instruction, source, index)) {
                violations.push_back(absl::StrCat(source->name(), "{", absl::StrJoin(index, ","),
                                                  "} does not share ", instruction->name(),
                                                  "'s slice"));
              }
            });
      }
    }
  }
  return violations;
}

}  // namespace xla::testlib

#endif  // AXLE_TESTS_PASSES_BACK_END_CHECKS_H_
