#include "axle/builder/padding.h"

#include <algorithm>

#include "axle/base/status_macros.h"

namespace xla {

std::string PaddingToString(Padding padding) {
  return padding == Padding::kSame ? "same" : "valid";
}

absl::Status ValidatePaddingValues(absl::Span<const int64_t> input_dimensions,
                                   absl::Span<const int64_t> window_dimensions,
                                   absl::Span<const int64_t> window_strides) {
  if (input_dimensions.size() != window_dimensions.size() ||
      input_dimensions.size() != window_strides.size()) {
    return InvalidArgument("want input dimensions (", input_dimensions.size(),
                           "), window dimensions (", window_dimensions.size(),
                           ") and window strides (", window_strides.size(),
                           ") to have the same number of entries");
  }
  for (size_t i = 0; i < window_dimensions.size(); ++i) {
    if (window_dimensions[i] <= 0) {
      return InvalidArgument("window dimension ", i, " has non-positive size ",
                             window_dimensions[i]);
    }
    if (window_strides[i] <= 0) {
      return InvalidArgument("window dimension ", i, " has non-positive stride ",
                             window_strides[i]);
    }
  }
  return absl::OkStatus();
}

std::vector<std::pair<int64_t, int64_t>> MakePadding(absl::Span<const int64_t> input_dimensions,
                                                     absl::Span<const int64_t> window_dimensions,
                                                     absl::Span<const int64_t> window_strides,
                                                     Padding padding) {
  std::vector<std::pair<int64_t, int64_t>> pairs(input_dimensions.size(), {0, 0});
  if (padding == Padding::kValid ||
      !ValidatePaddingValues(input_dimensions, window_dimensions, window_strides).ok()) {
    return pairs;
  }
  for (size_t i = 0; i < input_dimensions.size(); ++i) {
    int64_t input = input_dimensions[i];
    int64_t stride = window_strides[i];
    const int64_t output = input / stride + (input % stride != 0 ? 1 : 0);  // ceil(input / stride)
    // In 128 bits (the window or stride may be near INT64_MAX); the result is
    // at most the window size, so it fits in int64.
    const __int128 needed = std::max<__int128>(
        0, static_cast<__int128>(output - 1) * stride + window_dimensions[i] - input);
    pairs[i] = {static_cast<int64_t>(needed / 2), static_cast<int64_t>(needed - needed / 2)};
  }
  return pairs;
}

}  // namespace xla
