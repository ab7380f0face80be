// layout-assignment: gives every array shape of the module a layout.
//
//   - Inside every computation values are row-major (descending
//     minor_to_major), except where a layout is part of the meaning or of
//     the signature:
//       entry parameters  keep the entry_computation_layout's layouts;
//       the entry root    is rebuilt with copies where its leaves' layouts
//                         differ from the entry_computation_layout's result;
//       bitcast           keeps its own layout, and its operand is copied to
//                         the layout the operand was declared with, since a
//                         bitcast reinterprets the operand's bytes in that
//                         layout (the interpreter's definition);
//       copy              may have any layout (it is what changes layouts);
//       get-tuple-element, tuple, opt-barrier  take their operands' layouts.
//   - Every operand of every other instruction is row-major: a layout-
//     changing copy is inserted where it is not (only entry parameters and
//     bitcast results can differ). So the backend may assume row-major
//     operands for dot, convolution, sort, fft, reductions, library calls...
//     everything except the operands of copy, bitcast, get-tuple-element,
//     tuple and opt-barrier.
//   - Non-entry computations (while condition and body, branches, call
//     targets, fused and scalar computations) have row-major parameters and
//     roots, matching their callers: a while's init, state and body root, a
//     conditional's operands, branch roots and result, a fusion's operands
//     and result all have one layout.
// Results are unchanged (layouts are physical; bitcast keeps its bytes).
#ifndef AXLE_PASSES_LAYOUT_ASSIGNMENT_H_
#define AXLE_PASSES_LAYOUT_ASSIGNMENT_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class LayoutAssignment : public HloPass {
 public:
  absl::string_view name() const override { return "layout-assignment"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_LAYOUT_ASSIGNMENT_H_
