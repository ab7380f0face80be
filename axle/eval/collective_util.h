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

// XLA's in-place collective-permute (hlo/collective_permute_in_place.h), as
// the interpreter and the cpu runtime both run it: one slice, offsets one
// tuple of integer scalars.
struct InPlacePermute {
  std::vector<int64_t> sizes;           // the one slice_sizes entry
  std::vector<int64_t> input_offsets;   // this replica's
  std::vector<int64_t> output_offsets;  // this replica's
};
// Reads the slice sizes and the offsets operands (operands 2 and 3 of the
// four); InvalidArgument for other forms.
absl::StatusOr<InPlacePermute> ReadInPlacePermute(const HloInstruction& instruction,
                                                  absl::Span<const Literal* const> operands);
// What a replica sends: (its input in row-major, its input offsets as s64).
Literal InPlacePermuteContribution(const Literal& input, const InPlacePermute& permute);
// A replica's result buffers: `output` (an array or a tuple's arrays, in
// row-major), where the source's contribution `from` (null when this replica
// is no target: the buffers are kept) has its slice at its input offsets
// written at this replica's output offsets (both clamped into the buffers,
// as dynamic-update-slice).
absl::StatusOr<std::vector<Literal>> InPlacePermuteResult(const HloInstruction& instruction,
                                                          const InPlacePermute& permute,
                                                          const Literal& output,
                                                          const Literal* from);

}  // namespace xla

#endif  // AXLE_EVAL_COLLECTIVE_UTIL_H_
