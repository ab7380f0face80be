// Helpers shared by the collective ops: which replicas take part, and
// splitting/concatenating arrays into equal blocks along one dimension.
#ifndef AXLE_EVAL_COLLECTIVE_UTIL_H_
#define AXLE_EVAL_COLLECTIVE_UTIL_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/literal/literal.h"

namespace xla {

class HloInstruction;

// The replica group of `instruction` that holds `replica`, in group order:
// replica_groups' group that lists it, or 0..replica_count-1 when
// replica_groups is empty. Errors name groups with out-of-range or repeated
// ids and a replica that is in no group.
absl::StatusOr<std::vector<int64_t>> ReplicaGroupOf(const HloInstruction& instruction,
                                                    int64_t replica, int64_t replica_count);

// The same value in the default (row-major) layout, tuples recursively.
Literal WithDefaultLayout(const Literal& literal);
// `literal` in the layout `shape` asks for (the default where it has none).
Literal WithLayoutOf(const Literal& literal, const Shape& shape);

// Block `index` of `count` equal blocks of `array` along `dimension`.
// The size of that dimension must be divisible by `count`.
Literal SliceBlock(const Literal& array, int64_t dimension, int64_t count, int64_t index);
// `arrays` (equal shapes except along `dimension`) joined along `dimension`.
Literal ConcatenateBlocks(absl::Span<const Literal* const> arrays, int64_t dimension);

}  // namespace xla

#endif  // AXLE_EVAL_COLLECTIVE_UTIL_H_
