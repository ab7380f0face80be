// The calling thread's floating-point control register, for XLA:CPU's
// denormal handling: XLA:CPU runs compiled code with subnormal inputs read
// as zero and subnormal results flushed to zero (x86: MXCSR's DAZ and FTZ
// bits; aarch64: FPCR.FZ, which does both). The state is per thread, so
// every thread that computes for a run sets it and restores it after
// (FlushDenormalsScope), and worker pools hand the caller's state to their
// workers (FloatControlScope). Header-only and standard library only: the
// portable runtime (ahead-of-time code included) uses it. Targets without
// such a mode (riscv64) report kFlushDenormalsSupported false and ignore it.
#ifndef AXLE_BASE_FLOAT_ENVIRONMENT_H_
#define AXLE_BASE_FLOAT_ENVIRONMENT_H_

#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#endif

namespace xla {

// The control register's raw value.
using FloatControl = uint64_t;

#if defined(__x86_64__) || defined(__i386__)
inline constexpr bool kFlushDenormalsSupported = true;
inline constexpr FloatControl kFlushDenormalsBits = 0x8040;  // MXCSR FTZ (bit 15) | DAZ (bit 6)
inline FloatControl GetFloatControl() { return _mm_getcsr(); }
inline void SetFloatControl(FloatControl value) { _mm_setcsr(static_cast<unsigned>(value)); }
#elif defined(__aarch64__)
inline constexpr bool kFlushDenormalsSupported = true;
inline constexpr FloatControl kFlushDenormalsBits = FloatControl{1} << 24;  // FPCR.FZ
inline FloatControl GetFloatControl() {
  FloatControl value;
  asm volatile("mrs %0, fpcr" : "=r"(value));
  return value;
}
inline void SetFloatControl(FloatControl value) { asm volatile("msr fpcr, %0" : : "r"(value)); }
#else
inline constexpr bool kFlushDenormalsSupported = false;
inline constexpr FloatControl kFlushDenormalsBits = 0;
inline FloatControl GetFloatControl() { return 0; }
inline void SetFloatControl(FloatControl) {}
#endif

// Whether the calling thread flushes subnormals now.
inline bool FlushesDenormals() {
  return kFlushDenormalsSupported &&
         (GetFloatControl() & kFlushDenormalsBits) == kFlushDenormalsBits;
}

// Sets the thread's control register to `wanted` for the scope's life and
// restores the previous value after; writes nothing when they are equal (a
// write costs more than a read).
class FloatControlScope {
 public:
  explicit FloatControlScope(FloatControl wanted) : saved_(GetFloatControl()) {
    changed_ = wanted != saved_;
    if (changed_) SetFloatControl(wanted);
  }
  ~FloatControlScope() {
    if (changed_) SetFloatControl(saved_);
  }
  FloatControlScope(const FloatControlScope&) = delete;
  FloatControlScope& operator=(const FloatControlScope&) = delete;

 private:
  FloatControl saved_;
  bool changed_;
};

// With `flush` true, the thread flushes subnormal inputs and results to zero
// for the scope's life; with false it leaves the thread's mode alone.
class FlushDenormalsScope {
 public:
  explicit FlushDenormalsScope(bool flush) : flush_(flush && kFlushDenormalsSupported) {
    if (!flush_) return;
    saved_ = GetFloatControl();
    if ((saved_ & kFlushDenormalsBits) != kFlushDenormalsBits) {
      SetFloatControl(saved_ | kFlushDenormalsBits);
    } else {
      flush_ = false;  // already flushing: nothing to restore
    }
  }
  ~FlushDenormalsScope() {
    if (flush_) SetFloatControl(saved_);
  }
  FlushDenormalsScope(const FlushDenormalsScope&) = delete;
  FlushDenormalsScope& operator=(const FlushDenormalsScope&) = delete;

 private:
  bool flush_;
  FloatControl saved_ = 0;
};

}  // namespace xla

#endif  // AXLE_BASE_FLOAT_ENVIRONMENT_H_
