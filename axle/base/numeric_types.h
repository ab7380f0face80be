// The native C++ types behind XLA's element types.
#ifndef AXLE_BASE_NUMERIC_TYPES_H_
#define AXLE_BASE_NUMERIC_TYPES_H_

#include <complex>
#include <cstdint>
#include <type_traits>

#include <Eigen/Core>

namespace xla {

using half = Eigen::half;
using bfloat16 = Eigen::bfloat16;
using complex64 = std::complex<float>;
using complex128 = std::complex<double>;

// The type the linear-algebra and batch-norm kernels compute element type T
// in: float for f16/bf16/f32, double for f64, and the complex of those.
template <typename T>
struct ComputeTypeOf {
  using type = std::conditional_t<std::is_same_v<T, double>, double, float>;
};
template <>
struct ComputeTypeOf<complex64> {
  using type = complex64;
};
template <>
struct ComputeTypeOf<complex128> {
  using type = complex128;
};
template <typename T>
using ComputeType = typename ComputeTypeOf<T>::type;

}  // namespace xla

#endif  // AXLE_BASE_NUMERIC_TYPES_H_
