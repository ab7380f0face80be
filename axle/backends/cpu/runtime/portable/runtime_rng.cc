// rng and rng-bit-generator. rng draws from the run's stream (RunRng, seeded
// like the interpreter's) with the interpreter's formulas
// (eval/rng_distributions.h), element after element in row-major order;
// rng-bit-generator is a pure function of its state with XLA's
// Philox/ThreeFry expansions (base/rng_bits.h), the code the interpreter
// runs, so both agree bit for bit.
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "axle/backends/cpu/runtime/portable/element_type_switch.h"
#include "axle/backends/cpu/runtime/portable/runtime_report.h"
#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/rng_bits.h"
#include "axle/eval/rng_distributions.h"

namespace xla::cpu {
namespace {

// Verified modules never get here (shape inference checks the types).
std::string UnsupportedType(const char* opcode, const char* name, int32_t type) {
  return std::string(opcode) + " " + name + ": unsupported element type " +
         std::to_string(type);
}

std::string Rng(void* ctx, const char* name, int32_t type, int32_t distribution,
                const void* a_data, const void* b_data, void* out, int64_t count) {
  const bool normal = distribution == kAxleRngNormal;
  std::mt19937_64& engine = RunRng(ctx);
  auto next = [&engine] { return engine(); };
  std::string error;
  const bool known = ElementTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsComplexElement<T>) {
      error = UnsupportedType("rng", name, type);
    } else {
      const T a = *static_cast<const T*>(a_data);
      const T b = *static_cast<const T*>(b_data);
      T* elements = static_cast<T*>(out);
      for (int64_t i = 0; i < count; ++i) {
        if constexpr (kIsFloatingElement<T>) {
          elements[i] = normal ? rng::Normal(a, b, next) : rng::UniformFloat(a, b, next);
        } else {
          if (normal) {
            error = UnsupportedType("rng", name, type);
            return;
          }
          elements[i] = rng::UniformInt(a, b, next);
        }
      }
    }
  });
  return known ? error : UnsupportedType("rng", name, type);
}

std::string RngBitGenerator(const char* name, int32_t algorithm, int64_t state_words,
                            const uint64_t* state, uint64_t* new_state, int32_t bits_type,
                            int64_t rank, const int64_t* dimensions, void* out) {
  int bit_width = 0;
  ElementTypeSwitch(bits_type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      bit_width = static_cast<int>(8 * sizeof(T));
    } else if constexpr (kIsSubByteInt<T>) {
      bit_width = std::numeric_limits<T>::digits + (std::numeric_limits<T>::is_signed ? 1 : 0);
    }
  });
  if (bit_width == 0) return UnsupportedType("rng-bit-generator", name, bits_type);
  numeric::RngBits bits;
  const std::string error =
      numeric::ExpandRngBits(algorithm, state, state_words,
                             std::vector<int64_t>(dimensions, dimensions + rank), bit_width, bits);
  if (!error.empty()) return error;
  for (int64_t i = 0; i < state_words && i < static_cast<int64_t>(bits.new_state.size()); ++i) {
    new_state[i] = bits.new_state[i];
  }
  ElementTypeSwitch(bits_type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      T* elements = static_cast<T*>(out);
      for (size_t i = 0; i < bits.values.size(); ++i) elements[i] = static_cast<T>(bits.values[i]);
    }
  });
  return "";
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_rng(void* ctx, const char* name, int32_t type, int32_t distribution,
                              const void* a, const void* b, void* out, int64_t count) {
  return xla::cpu::ReportError(
      ctx, name, xla::cpu::Rng(ctx, name, type, distribution, a, b, out, count));
}

extern "C" int32_t __axle_rng_bit_generator(void* ctx, const char* name, int32_t algorithm,
                                            int64_t state_words, const uint64_t* state,
                                            uint64_t* new_state, int32_t bits_type,
                                            int64_t rank, const int64_t* dimensions,
                                            void* bits) {
  return xla::cpu::ReportError(
      ctx, name,
      xla::cpu::RngBitGenerator(name, algorithm, state_words, state, new_state, bits_type, rank,
                                dimensions, bits));
}
