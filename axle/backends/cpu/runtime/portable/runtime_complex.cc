// Complex multiply and divide exactly as the interpreter computes them
// (std::complex, with its inf/NaN recovery), for generated code.
#include <complex>

#include "axle/backends/cpu/runtime/runtime_abi.h"

namespace {

template <typename T>
void Store(std::complex<T> value, T* out) {
  out[0] = value.real();
  out[1] = value.imag();
}

}  // namespace

extern "C" void __axle_c64_multiply(float ar, float ai, float br, float bi, float* out) {
  Store(std::complex<float>(ar, ai) * std::complex<float>(br, bi), out);
}
extern "C" void __axle_c64_divide(float ar, float ai, float br, float bi, float* out) {
  Store(std::complex<float>(ar, ai) / std::complex<float>(br, bi), out);
}
extern "C" void __axle_c128_multiply(double ar, double ai, double br, double bi, double* out) {
  Store(std::complex<double>(ar, ai) * std::complex<double>(br, bi), out);
}
extern "C" void __axle_c128_divide(double ar, double ai, double br, double bi, double* out) {
  Store(std::complex<double>(ar, ai) / std::complex<double>(br, bi), out);
}
