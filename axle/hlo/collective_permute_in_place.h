// XLA's in-place collective-permute: collective-permute(input, output,
// input_offsets, output_offsets), slice_sizes={{...},...}. Each target's
// `output` buffer (an array or a tuple of arrays) is updated at the output
// offsets with the slice of the source's `input` at the input offsets; the
// result is the updated output. Offsets are tuples of integer scalars, one
// per buffer dimension, or tuples of such tuples (one per slice).
//
// The slice sizes live in HloAttributes::replica_groups, which
// collective-permute has no other use for: one ReplicaGroup per slice, its
// ids the slice's sizes (the text is the same, "{{128,32}}").
#ifndef AXLE_HLO_COLLECTIVE_PERMUTE_IN_PLACE_H_
#define AXLE_HLO_COLLECTIVE_PERMUTE_IN_PLACE_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/shape.h"

namespace xla {

// Whether `instruction` (collective-permute or -start) is the in-place form:
// it has slice_sizes.
bool IsInPlaceCollectivePermute(const HloInstruction& instruction);

// The slice sizes, one list per slice.
std::vector<std::vector<int64_t>> CollectivePermuteSliceSizes(const HloInstruction& instruction);

// Checks the in-place form's operands against its slice sizes and returns
// the permuted value's shape: the output buffer's (operand 1), without layout.
absl::StatusOr<Shape> InferInPlaceCollectivePermuteShape(const HloInstruction& instruction);

}  // namespace xla

#endif  // AXLE_HLO_COLLECTIVE_PERMUTE_IN_PLACE_H_
