#include "axle/eval/numeric_ops_rng_bits.h"

#include <vector>

namespace xla {
namespace numeric {

static_assert(RNG_DEFAULT == 0 && RNG_THREE_FRY == 1 && RNG_PHILOX == 2,
              "ExpandRngBits (axle/base/rng_bits.h) takes RandomAlgorithm's values");

absl::StatusOr<RngBits> GenerateRngBits(RandomAlgorithm algorithm,
                                        absl::Span<const uint64_t> state,
                                        absl::Span<const int64_t> dims, int bit_width) {
  RngBits bits;
  const std::string error =
      ExpandRngBits(algorithm, state.data(), static_cast<int64_t>(state.size()),
                    std::vector<int64_t>(dims.begin(), dims.end()), bit_width, bits);
  if (!error.empty()) return absl::InvalidArgumentError(error);
  return bits;
}

}  // namespace numeric
}  // namespace xla
