// The counter-based bit generators behind rng-bit-generator, exactly as
// XLA expands the op (RngBitGeneratorExpander over xla/hlo/builder/lib/prng):
//
// The state is u64[N]; key = state[0].
//   THREE_FRY (N = 2): counter = state[1]. 64-bit outputs: element i (row
//     major) is ThreeFry2x32 of counter + i (split into low/high 32 bits)
//     under the key (low/high 32 bits), as x0 | x1 << 32; new counter =
//     counter + n. 32-bit and narrower outputs: the shape is split in halves
//     along its first even dimension (or its largest one when none is even;
//     a scalar counts as [1]); element j of the half shape gives the pair
//     (x0, x1), which land at positions 2h and 2h + 1 of the split
//     dimension; new counter = counter + (elements of the half shape).
//   PHILOX (N = 2 or 3; RNG_DEFAULT is Philox, as on XLA's CPU backend):
//     a 128-bit counter (low, high) = (state[1], state[2]) for N = 3 and
//     (state[1], state[0]) for N = 2. Block j is Philox4x32-10 of counter + j
//     under the key; 32-bit outputs take the blocks' four words in order,
//     64-bit outputs the pairs (w0 | w1 << 32, w2 | w3 << 32); new counter =
//     counter + blocks used. The new state is [key, low, high] (N = 3) or
//     [key, low] (N = 2).
// Outputs narrower than 32 bits are the low bits of the 32-bit outputs.
#ifndef AXLE_BASE_RNG_BITS_H_
#define AXLE_BASE_RNG_BITS_H_

//
// Standard library only: the interpreter (eval/numeric_ops_rng_bits.h) and
// the CPU runtimes, JIT and ahead-of-time, all expand through this code.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace xla {
namespace numeric {

// The Random123 block functions (Salmon et al., SC 2011).
std::array<uint32_t, 4> Philox4x32(std::array<uint32_t, 4> counter, std::array<uint32_t, 2> key);
std::array<uint32_t, 2> ThreeFry2x32(std::array<uint32_t, 2> counter,
                                     std::array<uint32_t, 2> key);

struct RngBits {
  std::vector<uint64_t> values;     // one per output element, row-major
  std::vector<uint64_t> new_state;  // same size as the state
};

// Expands `state` (`state_size` words) for an output of dimensions `dims`
// (row-major) into `bits`. `algorithm` is a RandomAlgorithm value
// (RNG_DEFAULT 0, RNG_THREE_FRY 1, RNG_PHILOX 2); `bit_width` the output
// element width (8, 16, 32 or 64). Returns "" or the error message.
std::string ExpandRngBits(int algorithm, const uint64_t* state, int64_t state_size,
                          const std::vector<int64_t>& dims, int bit_width, RngBits& bits);

}  // namespace numeric
}  // namespace xla

#endif  // AXLE_BASE_RNG_BITS_H_
