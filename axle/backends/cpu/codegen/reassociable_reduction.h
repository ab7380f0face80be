// Float reductions whose fold order the cpu backend chooses itself.
//
// The interpreter folds every output's inputs left to right (acc = init, then
// each reduced position in row-major order). For an f32/f64 sum that order is
// one serial chain of dependent adds, about 4 cycles per element, and it
// cannot be split between threads. For the reducers matched here the cpu
// backend instead folds in an order derived from the shape alone (several
// vector accumulators over a row, fixed chunks of a long row combined in a
// fixed order), so:
//   - results are bit-identical for any number of threads and from run to
//     run of one compiled executable;
//   - a sum differs from the interpreter's by reassociation only (a few ulps
//     times the row length's logarithm, relative to the sum of magnitudes);
//   - maximum and minimum are exact: XLA's float maximum/minimum (NaN wins,
//     +0 above -0) is associative and commutative, so only which NaN payload
//     comes out can differ.
// Every other reducer (integers, f16/bf16, which round at each step,
// complex, multiply, variadic reductions) keeps the interpreter's order.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_REASSOCIABLE_REDUCTION_H_
#define AXLE_BACKENDS_CPU_CODEGEN_REASSOCIABLE_REDUCTION_H_

#include <optional>

#include "axle/hlo/hlo_instruction.h"

namespace xla::cpu {

enum class ReassociableReducer { kAdd, kMaximum, kMinimum };

// The reducer of `reduce` (a kReduce with one input) when its computation is
// a single add, maximum or minimum of its two parameters and the element type
// is f32 or f64; nullopt otherwise.
std::optional<ReassociableReducer> MatchReassociableReducer(const HloInstruction& reduce);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_REASSOCIABLE_REDUCTION_H_
