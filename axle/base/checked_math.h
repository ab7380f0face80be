// Overflow-checked int64 arithmetic for sizes computed from user input.
#ifndef AXLE_BASE_CHECKED_MATH_H_
#define AXLE_BASE_CHECKED_MATH_H_

#include <cstdint>
#include <optional>

namespace xla {

inline std::optional<int64_t> CheckedMul(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_mul_overflow(a, b, &result)) return std::nullopt;
  return result;
}
inline std::optional<int64_t> CheckedAdd(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_add_overflow(a, b, &result)) return std::nullopt;
  return result;
}

}  // namespace xla

#endif  // AXLE_BASE_CHECKED_MATH_H_
