// Library functions that LLVM's lowering calls and the target's libgcc may
// lack (AXLE_RUNTIME_LIBCALLS in runtime_abi.h; the JIT binds the same
// names to the same definitions; AXLE_AOT_RISCV_LIBCALLS in libcalls.h): an
// object compiled ahead of time that references one links it from here.
#include "axle/aot_runtime/libcalls.h"

#include <cstdint>
#include <cstring>

#include "axle/backends/cpu/runtime/runtime_abi.h"

// Referenced by LLVM's bfloat lowering (runtime_abi.h: __axle_truncsfbf2).
extern "C" float __truncsfbf2(float value) { return __axle_truncsfbf2(value); }

#if defined(__riscv)
namespace {

uint32_t BitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

float FloatOf(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

}  // namespace

// f16 (the low 16 bits of `half`) to f32, exactly; a NaN keeps its payload
// and becomes quiet, as libgcc's soft-fp does.
extern "C" float __extendhfsf2(float half) {
  const uint32_t h = BitsOf(half) & 0xffff;
  const uint32_t sign = (h & 0x8000) << 16;
  const uint32_t exponent = (h >> 10) & 0x1f;
  const uint32_t mantissa = h & 0x3ff;
  if (exponent == 0x1f) {
    return FloatOf(sign | 0x7f800000 | (mantissa << 13) | (mantissa != 0 ? 0x400000 : 0));
  }
  if (exponent == 0) {  // zero or subnormal: mantissa * 2^-24 is exact in f32
    return FloatOf(sign | BitsOf(static_cast<float>(mantissa) * 0x1p-24f));
  }
  return FloatOf(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

// f32 to f16 rounded to nearest even (overflow to infinity, subnormals
// exact), in the low 16 bits of the result (the upper ones set, NaN-boxing
// it); a NaN keeps the top of its payload and becomes quiet, as libgcc's.
extern "C" float __truncsfhf2(float value) {
  const uint32_t bits = BitsOf(value);
  const uint32_t sign = (bits >> 16) & 0x8000;
  uint32_t magnitude = bits & 0x7fffffff;
  uint32_t half;
  if (magnitude > 0x7f800000) {
    half = 0x7e00 | ((magnitude >> 13) & 0x1ff);
  } else if (magnitude >= 0x47800000) {  // >= 2^16 (or infinity): infinity
    half = 0x7c00;
  } else if (magnitude < 0x38800000) {  // below 2^-14: subnormal or zero
    // Adding 0.5 puts the half's subnormal mantissa in the float's low bits,
    // rounded to nearest even by the addition itself.
    half = BitsOf(FloatOf(magnitude) + 0.5f) - BitsOf(0.5f);
  } else {
    const uint32_t odd = (magnitude >> 13) & 1;
    magnitude += (static_cast<uint32_t>(15 - 127) << 23) + 0xfff + odd;
    half = magnitude >> 13;  // a carry into the exponent rounds up to infinity correctly
  }
  return FloatOf(0xffff0000u | sign | half);
}
#endif  // defined(__riscv)
