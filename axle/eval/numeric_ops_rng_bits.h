// rng-bit-generator's expansions (axle/base/rng_bits.h, shared with the CPU
// runtimes) for the interpreter, with absl::Status errors.
#ifndef AXLE_EVAL_NUMERIC_OPS_RNG_BITS_H_
#define AXLE_EVAL_NUMERIC_OPS_RNG_BITS_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/base/rng_bits.h"
#include "axle/hlo/xla_data.h"

namespace xla {
namespace numeric {

// `bit_width` is the output element width (8, 16, 32 or 64).
absl::StatusOr<RngBits> GenerateRngBits(RandomAlgorithm algorithm,
                                        absl::Span<const uint64_t> state,
                                        absl::Span<const int64_t> dims, int bit_width);

}  // namespace numeric
}  // namespace xla

#endif  // AXLE_EVAL_NUMERIC_OPS_RNG_BITS_H_
