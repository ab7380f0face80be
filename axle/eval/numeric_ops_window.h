// Internal to reduce-window and select-and-scatter: walks the elements of one
// window placement over a base array.
#ifndef AXLE_EVAL_NUMERIC_OPS_WINDOW_H_
#define AXLE_EVAL_NUMERIC_OPS_WINDOW_H_

#include <algorithm>
#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/hlo/xla_data.h"

namespace xla {
namespace numeric {

// The base positions (row-major offsets along one dimension, ascending) that
// the taps k = 0..size-1 of window dimension `wd` placed at output position
// `out` land on: p = out * stride - padding_low + k * window_dilation, kept
// when p is a multiple of base_dilation and p / base_dilation is in
// [0, base_size). Computed in 128 bits (p may pass int64 for extreme
// padding) and by walking whichever is shorter, the taps that can land or
// the base positions, so a 2^62-wide window over 4 elements costs 4 steps.
inline std::vector<int64_t> WindowTapPositions(const WindowDimension& wd, int64_t out,
                                               int64_t base_size) {
  std::vector<int64_t> positions;
  if (base_size == 0) return positions;
  const __int128 start = static_cast<__int128>(out) * wd.stride() - wd.padding_low();
  const __int128 dilation = wd.window_dilation();
  const __int128 base_dilation = wd.base_dilation();
  const __int128 last = (static_cast<__int128>(base_size) - 1) * base_dilation;
  // Taps with 0 <= p <= last: k in [ceil(-start / dilation), floor((last - start) / dilation)].
  auto floor_div = [](__int128 a, __int128 b) { return a >= 0 ? a / b : -((-a + b - 1) / b); };
  const __int128 k_first = std::max<__int128>(0, -floor_div(start, dilation));
  const __int128 k_last = std::min<__int128>(wd.size() - 1, floor_div(last - start, dilation));
  if (k_first > k_last) return positions;
  if (k_last - k_first < base_size) {
    for (__int128 k = k_first; k <= k_last; ++k) {
      const __int128 p = start + k * dilation;
      if (p % base_dilation == 0) positions.push_back(static_cast<int64_t>(p / base_dilation));
    }
    return positions;
  }
  for (int64_t i = 0; i < base_size; ++i) {
    const __int128 offset = static_cast<__int128>(i) * base_dilation - start;
    if (offset % dilation == 0 && offset / dilation >= k_first && offset / dilation <= k_last) {
      positions.push_back(i);
    }
  }
  return positions;
}

// For the window placed at output index `out`, calls fn(offset) with the
// row-major offset into the base of every window element that lands on a
// base element, in row-major order of the window. Window elements that fall
// on padding (low/high, possibly negative) or on the holes of base dilation
// are skipped: as in XLA, padding is never fed to the computation (the init
// value is only the starting value). Stops at the first error fn returns.
template <typename Fn>
absl::Status ForEachWindowElement(const Window& window, absl::Span<const int64_t> base_dims,
                                  absl::Span<const int64_t> base_strides,
                                  absl::Span<const int64_t> out, Fn&& fn) {
  const int64_t rank = static_cast<int64_t>(base_dims.size());
  std::vector<std::vector<int64_t>> positions(rank);
  std::vector<int64_t> counts(rank);
  for (int64_t d = 0; d < rank; ++d) {
    positions[d] = WindowTapPositions(window.dimensions(d), out[d], base_dims[d]);
    counts[d] = static_cast<int64_t>(positions[d].size());
  }
  // At most the base's element count: each tap list is no longer than its dimension.
  const int64_t count = Product(counts);
  std::vector<int64_t> k(rank, 0);
  for (int64_t w = 0; w < count; ++w, NextIndex(counts, absl::MakeSpan(k))) {
    int64_t offset = 0;
    for (int64_t d = 0; d < rank; ++d) offset += positions[d][k[d]] * base_strides[d];
    absl::Status status = fn(offset);
    if (!status.ok()) return status;
  }
  return absl::OkStatus();
}

}  // namespace numeric
}  // namespace xla

#endif  // AXLE_EVAL_NUMERIC_OPS_WINDOW_H_
