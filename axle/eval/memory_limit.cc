#include "axle/eval/memory_limit.h"

#include <unistd.h>

#include <limits>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

int64_t SaturatingAdd(int64_t a, int64_t b) { return a > kMax - b ? kMax : a + b; }

// "10737418240 bytes (10.0 GiB)".
std::string Bytes(int64_t bytes) {
  std::string text = absl::StrCat(bytes, " bytes");
  if (bytes >= (int64_t{1} << 20)) {
    const bool gib = bytes >= (int64_t{1} << 30);
    absl::StrAppend(&text, " (",
                    absl::StrFormat("%.1f", static_cast<double>(bytes) / (gib ? 1 << 30 : 1 << 20)),
                    gib ? " GiB)" : " MiB)");
  }
  return text;
}

}  // namespace

int64_t DefaultMemoryLimitBytes() {
  static const int64_t limit = [] {
    long pages = sysconf(_SC_PHYS_PAGES);
    long page_size = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || page_size <= 0) return int64_t{8} << 30;
    return static_cast<int64_t>(static_cast<double>(pages) * static_cast<double>(page_size) * 0.8);
  }();
  return limit;
}

int64_t EffectiveMemoryLimit(int64_t limit_bytes) {
  return limit_bytes > 0 ? limit_bytes : DefaultMemoryLimitBytes();
}

int64_t StorageBytes(const Shape& shape) {
  int64_t total = 0;
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex&) {
    if (!subshape.IsArray()) return;
    int64_t bytes = ShapeUtil::ByteSizeOfPrimitiveType(subshape.element_type());
    for (int64_t d = 0; d < subshape.rank(); ++d) {
      // An unbounded dimension ("?") has no bound to check up front: its size
      // comes from the values at run time, whose literals Literal::Create
      // limits as they are made. It counts as 1 here.
      if (subshape.is_unbounded_dynamic_dimension(d)) continue;
      int64_t size = subshape.dimensions(d);
      if (size == 0) {
        bytes = 0;
        break;
      }
      bytes = bytes > kMax / size ? kMax : bytes * size;
    }
    total = SaturatingAdd(total, bytes);
  });
  return total;
}

absl::Status CheckMemoryLimit(absl::string_view what, int64_t bytes, int64_t in_use,
                              int64_t limit) {
  if (bytes <= limit && in_use <= limit - bytes) return absl::OkStatus();
  std::string message = absl::StrCat(what, " needs ", Bytes(bytes));
  if (in_use > 0) absl::StrAppend(&message, " with ", Bytes(in_use), " already in use");
  absl::StrAppend(&message, ", over the memory limit of ", Bytes(limit),
                  " (--memory_limit=BYTES raises it)");
  return absl::ResourceExhaustedError(message);
}

}  // namespace xla
