// The memory a run may use: checked before allocating, so a module asking
// for more than the machine has (a 10 GB broadcast, an 8 GiB iota) ends in a
// ResourceExhausted error naming the instruction and the size instead of
// std::bad_alloc or the OOM killer. Shared by the interpreter (per value it
// creates) and the cpu backend (the buffer assignment's total, arguments
// and results).
#ifndef AXLE_EVAL_MEMORY_LIMIT_H_
#define AXLE_EVAL_MEMORY_LIMIT_H_

#include <cstdint>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace xla {

class Shape;

// 80% of the machine's physical memory (a fixed 8 GiB where it cannot be
// found out).
int64_t DefaultMemoryLimitBytes();

// `limit_bytes` when positive, else the default: the value options store
// with 0 meaning "the default".
int64_t EffectiveMemoryLimit(int64_t limit_bytes);

// Bytes the dense storage of every array of `shape` takes (at its bounds);
// saturates at INT64_MAX instead of overflowing.
int64_t StorageBytes(const Shape& shape);

// OK when `in_use + bytes <= limit`; else ResourceExhausted:
// "WHAT needs BYTES bytes ... over the memory limit of LIMIT bytes
// (--memory_limit=BYTES raises it)".
absl::Status CheckMemoryLimit(absl::string_view what, int64_t bytes, int64_t in_use,
                              int64_t limit);

}  // namespace xla

#endif  // AXLE_EVAL_MEMORY_LIMIT_H_
