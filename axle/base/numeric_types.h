// The native C++ types behind XLA's element types.
#ifndef AXLE_BASE_NUMERIC_TYPES_H_
#define AXLE_BASE_NUMERIC_TYPES_H_

#include <complex>
#include <cstdint>

#include <Eigen/Core>

namespace xla {

using half = Eigen::half;
using bfloat16 = Eigen::bfloat16;
using complex64 = std::complex<float>;
using complex128 = std::complex<double>;

}  // namespace xla

#endif  // AXLE_BASE_NUMERIC_TYPES_H_
