// The value formulas of the rng op (semantics in numeric_ops_rng.cc), on any
// source of 64-bit random words: `next()` returns the stream's next word.
// The interpreter and the CPU runtime (backends/cpu/runtime/runtime_rng.cc)
// both draw through these, so one seed gives them the same numbers.
#ifndef AXLE_EVAL_RNG_DISTRIBUTIONS_H_
#define AXLE_EVAL_RNG_DISTRIBUTIONS_H_

#include <cmath>
#include <cstdint>
#include <limits>

namespace xla::rng {

// (53 random bits) * 2^-53, in [0, 1).
template <typename Next>
double Uniform01(Next& next) {
  constexpr double kTwoPowMinus53 = 1.0 / 9007199254740992.0;
  return static_cast<double>(next() >> 11) * kTwoPowMinus53;
}

// a + (r mod (b - a)) with a 64-bit r; a (drawing nothing) when b <= a.
// (numeric_limits, not is_signed_v: s4 and friends are classes.)
template <typename T, typename Next>
T UniformInt(T a, T b, Next& next) {
  const bool empty = std::numeric_limits<T>::is_signed
                         ? static_cast<int64_t>(b) <= static_cast<int64_t>(a)
                         : static_cast<uint64_t>(b) <= static_cast<uint64_t>(a);
  if (empty) return a;
  const uint64_t range = static_cast<uint64_t>(b) - static_cast<uint64_t>(a);
  return static_cast<T>(static_cast<uint64_t>(a) + next() % range);
}

// a + (b - a) u in double; a value that rounds up to b becomes a.
template <typename T, typename Next>
T UniformFloat(T a, T b, Next& next) {
  const double lo = static_cast<double>(a), hi = static_cast<double>(b);
  const T value = static_cast<T>(lo + (hi - lo) * Uniform01(next));
  return (lo < hi && !(static_cast<double>(value) < hi)) ? a : value;
}

// Box-Muller: mu + sigma sqrt(-2 ln u1) cos(2 pi u2), u1 in (0, 1].
template <typename T, typename Next>
T Normal(T mu, T sigma, Next& next) {
  const double u1 = 1.0 - Uniform01(next);
  const double u2 = Uniform01(next);
  const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
  return static_cast<T>(static_cast<double>(mu) + static_cast<double>(sigma) * z);
}

}  // namespace xla::rng

#endif  // AXLE_EVAL_RNG_DISTRIBUTIONS_H_
