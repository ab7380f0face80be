// Trip counts of counted while loops: the loop state is a tuple, element k is
// an integer induction variable that
//   starts at a constant    (operand k of the init tuple, or of a constant
//                            tuple),
//   steps by a constant     (body root is a tuple whose operand k is
//                            add(gte(param, k), c), add(c, gte(param, k)) or
//                            subtract(gte(param, k), c)),
//   and the condition is    compare(gte(param, k), constant) (either side,
//                            any direction, the type's default order).
// The count is exact: a loop whose induction variable would wrap around its
// type before the condition fails has no known count.
#ifndef AXLE_PASSES_ANALYSIS_WHILE_LOOP_ANALYSIS_H_
#define AXLE_PASSES_ANALYSIS_WHILE_LOOP_ANALYSIS_H_

#include <cstdint>
#include <optional>

#include "axle/hlo/hlo_instruction.h"

namespace xla {

// How many times the body of `while_op` runs; nullopt when the loop is not a
// counted loop of the form above (or would not terminate).
std::optional<int64_t> ComputeWhileLoopTripCount(const HloInstruction& while_op);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_WHILE_LOOP_ANALYSIS_H_
