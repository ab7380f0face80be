// Internal to reduce-window and select-and-scatter: walks the elements of one
// window placement over a base array.
#ifndef AXLE_EVAL_NUMERIC_OPS_WINDOW_H_
#define AXLE_EVAL_NUMERIC_OPS_WINDOW_H_

#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/hlo/xla_data.h"

namespace xla {
namespace numeric {

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
  std::vector<int64_t> sizes(rank);
  for (int64_t d = 0; d < rank; ++d) sizes[d] = window.dimensions(d).size();
  const int64_t count = Product(sizes);
  std::vector<int64_t> k(rank, 0);
  for (int64_t w = 0; w < count; ++w, NextIndex(sizes, absl::MakeSpan(k))) {
    int64_t offset = 0;
    bool inside = true;
    for (int64_t d = 0; d < rank; ++d) {
      const WindowDimension& wd = window.dimensions(d);
      const int64_t p = out[d] * wd.stride() - wd.padding_low() + k[d] * wd.window_dilation();
      if (p < 0 || p % wd.base_dilation() != 0 || p / wd.base_dilation() >= base_dims[d]) {
        inside = false;
        break;
      }
      offset += (p / wd.base_dilation()) * base_strides[d];
    }
    if (!inside) continue;
    absl::Status status = fn(offset);
    if (!status.ok()) return status;
  }
  return absl::OkStatus();
}

}  // namespace numeric
}  // namespace xla

#endif  // AXLE_EVAL_NUMERIC_OPS_WINDOW_H_
