// Philox4x32-10 and ThreeFry2x32-20, and XLA's use of them for
// rng-bit-generator (see rng_bits.h).
#include "axle/base/rng_bits.h"

#include <algorithm>

namespace xla {
namespace numeric {
namespace {

uint32_t RotateLeft(uint32_t v, int distance) {
  return (v << distance) | (v >> (32 - distance));
}

uint32_t Low(uint64_t v) { return static_cast<uint32_t>(v); }
uint32_t High(uint64_t v) { return static_cast<uint32_t>(v >> 32); }
uint64_t Join(uint32_t low, uint32_t high) { return uint64_t{low} | (uint64_t{high} << 32); }

int64_t Product(const std::vector<int64_t>& dims) {
  int64_t p = 1;
  for (int64_t d : dims) p *= d;
  return p;
}

// The half shape of XLA's SplitShapeIntoHalves: the split dimension and the
// dimensions with it halved (rounded up). A scalar is treated as [1].
struct Halves {
  std::vector<int64_t> dims;       // original dims ([1] for a scalar)
  std::vector<int64_t> half_dims;
  int64_t split = 0;
};

Halves SplitIntoHalves(const std::vector<int64_t>& dims) {
  Halves h;
  h.dims.assign(dims.begin(), dims.end());
  if (h.dims.empty()) h.dims.push_back(1);
  h.split = -1;
  for (size_t i = 0; i < h.dims.size(); ++i) {
    if (h.dims[i] % 2 == 0) {
      h.split = static_cast<int64_t>(i);
      break;
    }
  }
  if (h.split == -1) {
    h.split = 0;
    for (size_t i = 1; i < h.dims.size(); ++i) {
      if (h.dims[i] > h.dims[h.split]) h.split = static_cast<int64_t>(i);
    }
  }
  h.half_dims = h.dims;
  h.half_dims[h.split] = (h.dims[h.split] + 1) / 2;
  return h;
}

std::string ThreeFryBits(const std::vector<uint64_t>& state, const std::vector<int64_t>& dims,
                         int bit_width, RngBits& bits) {
  if (state.size() != 2) {
    return "rng-bit-generator: the three-fry algorithm needs a state of 2 elements but got " +
           std::to_string(state.size());
  }
  const std::array<uint32_t, 2> key = {Low(state[0]), High(state[0])};
  const uint64_t counter = state[1];
  const int64_t n = Product(dims);
  if (bit_width == 64) {
    bits.values.resize(n);
    for (int64_t i = 0; i < n; ++i) {
      const uint64_t c = counter + static_cast<uint64_t>(i);
      const auto x = ThreeFry2x32({Low(c), High(c)}, key);
      bits.values[i] = Join(x[0], x[1]);
    }
    bits.new_state = {state[0], counter + static_cast<uint64_t>(n)};
    return "";
  }
  const Halves h = SplitIntoHalves(dims);
  const int64_t half_count = Product(h.half_dims);
  std::vector<std::array<uint32_t, 2>> pairs(half_count);
  for (int64_t j = 0; j < half_count; ++j) {
    const uint64_t c = counter + static_cast<uint64_t>(j);
    pairs[j] = ThreeFry2x32({Low(c), High(c)}, key);
  }
  bits.values.resize(n);
  // Walk the output (row-major over h.dims) and find each element's pair.
  std::vector<int64_t> index(h.dims.size(), 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t half_linear = 0;
    for (size_t d = 0; d < h.dims.size(); ++d) {
      const int64_t coordinate = static_cast<int64_t>(d) == h.split ? index[d] / 2 : index[d];
      half_linear = half_linear * h.half_dims[d] + coordinate;
    }
    bits.values[i] = pairs[half_linear][index[h.split] % 2];
    for (int64_t d = static_cast<int64_t>(h.dims.size()) - 1; d >= 0; --d) {
      if (++index[d] < h.dims[d]) break;
      index[d] = 0;
    }
  }
  bits.new_state = {state[0], counter + static_cast<uint64_t>(half_count)};
  return "";
}

std::string PhiloxBits(const std::vector<uint64_t>& state, const std::vector<int64_t>& dims,
                       int bit_width, RngBits& bits) {
  if (state.size() != 2 && state.size() != 3) {
    return "rng-bit-generator: the philox algorithm needs a state of 2 or 3 elements but got " +
           std::to_string(state.size());
  }
  const std::array<uint32_t, 2> key = {Low(state[0]), High(state[0])};
  const uint64_t low = state[1];
  const uint64_t high = state.size() == 3 ? state[2] : state[0];
  const int64_t n = Product(dims);
  const int64_t per_block = bit_width == 64 ? 2 : 4;
  const int64_t blocks = (n + per_block - 1) / per_block;
  bits.values.resize(n);
  for (int64_t j = 0; j < blocks; ++j) {
    const uint64_t c_low = low + static_cast<uint64_t>(j);
    const uint64_t c_high = c_low < low ? high + 1 : high;
    const auto w = Philox4x32({Low(c_low), High(c_low), Low(c_high), High(c_high)}, key);
    for (int64_t i = 0; i < per_block && j * per_block + i < n; ++i) {
      bits.values[j * per_block + i] =
          bit_width == 64 ? Join(w[2 * i], w[2 * i + 1]) : uint64_t{w[i]};
    }
  }
  const uint64_t new_low = low + static_cast<uint64_t>(blocks);
  const uint64_t new_high = new_low < low ? high + 1 : high;
  bits.new_state = {state[0], new_low};
  if (state.size() == 3) bits.new_state.push_back(new_high);
  return "";
}

}  // namespace

std::array<uint32_t, 4> Philox4x32(std::array<uint32_t, 4> x, std::array<uint32_t, 2> key) {
  constexpr uint32_t kW0 = 0x9E3779B9, kW1 = 0xBB67AE85;
  constexpr uint64_t kM0 = 0xD2511F53, kM1 = 0xCD9E8D57;
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = kM0 * x[0];
    const uint64_t p1 = kM1 * x[2];
    x = {High(p1) ^ x[1] ^ key[0], Low(p1), High(p0) ^ x[3] ^ key[1], Low(p0)};
    key = {key[0] + kW0, key[1] + kW1};
  }
  return x;
}

std::array<uint32_t, 2> ThreeFry2x32(std::array<uint32_t, 2> x, std::array<uint32_t, 2> key) {
  constexpr int kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDA ^ key[0] ^ key[1]};
  x[0] += ks[0];
  x[1] += ks[1];
  for (int group = 0; group < 5; ++group) {
    for (int r = 0; r < 4; ++r) {
      x[0] += x[1];
      x[1] = RotateLeft(x[1], kRotations[(group % 2) * 4 + r]);
      x[1] ^= x[0];
    }
    // Key injection after every four rounds.
    x[0] += ks[(group + 1) % 3];
    x[1] += ks[(group + 2) % 3] + static_cast<uint32_t>(group + 1);
  }
  return x;
}

std::string ExpandRngBits(int algorithm, const uint64_t* state, int64_t state_size,
                          const std::vector<int64_t>& dims, int bit_width, RngBits& bits) {
  if (bit_width != 8 && bit_width != 16 && bit_width != 32 && bit_width != 64) {
    return "rng-bit-generator: unsupported output width " + std::to_string(bit_width);
  }
  if (algorithm != 0 && algorithm != 1 && algorithm != 2) {  // default, three-fry, philox
    return "rng-bit-generator: invalid algorithm " + std::to_string(algorithm);
  }
  // XLA takes a longer state than the algorithm reads (three-fry 2
  // elements, philox 2 or 3): the elements after those pass through.
  const bool three_fry = algorithm == 1;
  const int64_t used = std::min<int64_t>(state_size, three_fry ? 2 : 3);
  const std::vector<uint64_t> words(state, state + used);
  std::string error = three_fry ? ThreeFryBits(words, dims, bit_width, bits)
                                : PhiloxBits(words, dims, bit_width, bits);
  if (error.empty()) bits.new_state.insert(bits.new_state.end(), state + used, state + state_size);
  return error;
}

}  // namespace numeric
}  // namespace xla
