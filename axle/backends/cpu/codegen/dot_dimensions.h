// Where a dot's result dimensions come from: (batch..., lhs free..., rhs
// free...), as the interpreter orders them (eval/numeric_ops_dot.cc).
#ifndef AXLE_BACKENDS_CPU_CODEGEN_DOT_DIMENSIONS_H_
#define AXLE_BACKENDS_CPU_CODEGEN_DOT_DIMENSIONS_H_

#include <cstdint>
#include <vector>

#include "absl/types/span.h"

namespace xla::cpu {

// Dimensions of a `rank` operand that are neither batch nor contracting, in
// increasing order: the order they take in the result (elemental_dot.cc).
std::vector<int64_t> DotFreeDimensions(int64_t rank, absl::Span<const int64_t> batch,
                                       absl::Span<const int64_t> contracting);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_DOT_DIMENSIONS_H_
