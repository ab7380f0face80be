// Literals with random elements, for `axle run --random_inputs` and for
// differential tests that compare two runs of one module.
#ifndef AXLE_LITERAL_RANDOM_LITERAL_H_
#define AXLE_LITERAL_RANDOM_LITERAL_H_

#include <random>

#include "absl/status/statusor.h"
#include "axle/literal/literal.h"
#include "axle/shape/shape.h"

namespace xla {

// A literal of `shape` (arrays, tuples, tokens) with random elements:
// floating point in [-1, 1), signed integers in [-10, 10], unsigned in
// [0, 10], random booleans; complex numbers get random parts.
// Fails only if the shape is too large for a literal.
absl::StatusOr<Literal> MakeRandomLiteral(const Shape& shape, std::mt19937_64& rng);

}  // namespace xla

#endif  // AXLE_LITERAL_RANDOM_LITERAL_H_
