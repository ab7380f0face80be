// Which instructions may write a result over an operand's bytes (in place),
// when that operand's value is not read after the instruction. One rule for
// buffer assignment, its checker and copy insertion:
//   - an element-wise op, over any operand with the result's dimensions,
//     layout and element size (each output element reads only the same
//     element of its operands);
//   - dynamic-update-slice, over operand 0 (same shape and layout);
//   - a loop fusion (kind kLoop), over an operand whose fused parameter is
//     read only by element-wise ops of the output's dimensions on every path
//     to the root, with the output leaf's dimensions, layout and element
//     size.
// The code generator must then compute each output element from the
// operands' same elements before storing it (it does: every root of a loop
// kernel is computed before any store).
#ifndef AXLE_PASSES_ANALYSIS_BUFFER_SHARING_H_
#define AXLE_PASSES_ANALYSIS_BUFFER_SHARING_H_

#include <cstdint>

#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/shape.h"

namespace xla {

bool CanShareOperandBuffer(const HloInstruction& instruction, int64_t operand_number,
                           const ShapeIndex& operand_index, const ShapeIndex& output_index);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_BUFFER_SHARING_H_
