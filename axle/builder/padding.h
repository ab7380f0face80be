// Padding::kSame / Padding::kValid and their expansion into explicit
// (low, high) pairs for windowed ops (convolution, reduce-window,
// select-and-scatter).
#ifndef AXLE_BUILDER_PADDING_H_
#define AXLE_BUILDER_PADDING_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"

namespace xla {

enum class Padding {
  // Pads so that, with stride 1, the output has the input's size; the extra
  // element of an odd total goes on the high side.
  kSame,
  // No padding: windows stop once they no longer fit.
  kValid,
};

std::string PaddingToString(Padding padding);  // "same" / "valid"

// Checks that the three spans have one entry per dimension, window sizes and
// strides are positive.
absl::Status ValidatePaddingValues(absl::Span<const int64_t> input_dimensions,
                                   absl::Span<const int64_t> window_dimensions,
                                   absl::Span<const int64_t> window_strides);

// The (low, high) padding of each dimension. Callers validate first
// (ValidatePaddingValues); for mismatched or non-positive inputs the result
// is all zeros rather than undefined.
std::vector<std::pair<int64_t, int64_t>> MakePadding(absl::Span<const int64_t> input_dimensions,
                                                     absl::Span<const int64_t> window_dimensions,
                                                     absl::Span<const int64_t> window_strides,
                                                     Padding padding);

}  // namespace xla

#endif  // AXLE_BUILDER_PADDING_H_
