// Column-major matrix views and scalar helpers shared by the LAPACK
// routines (one template per routine serves s, d, c and z).
#ifndef AXLE_EVAL_LAPACK_LAPACK_MATRIX_H_
#define AXLE_EVAL_LAPACK_LAPACK_MATRIX_H_

#include <cmath>
#include <complex>

#include "Eigen/Core"

namespace xla::lapack {

template <typename T>
using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::ColMajor>;
template <typename T>
using MatrixMap = Eigen::Map<Matrix<T>>;
template <typename T>
using Real = typename Eigen::NumTraits<T>::Real;

template <typename T>
constexpr bool kIsComplex = Eigen::NumTraits<T>::IsComplex;

template <typename T>
T Conj(T x) {
  if constexpr (kIsComplex<T>) {
    return std::conj(x);
  } else {
    return x;
  }
}
template <typename T>
Real<T> RealPart(T x) {
  if constexpr (kIsComplex<T>) {
    return x.real();
  } else {
    return x;
  }
}
template <typename T>
Real<T> ImagPart(T x) {
  if constexpr (kIsComplex<T>) {
    return x.imag();
  } else {
    return 0;
  }
}
// LAPACK's |re| + |im| (i?amax's measure for complex pivots).
template <typename T>
Real<T> Abs1(T x) {
  return std::abs(RealPart(x)) + std::abs(ImagPart(x));
}
template <typename T>
bool IsNan(T x) {
  return std::isnan(RealPart(x)) || std::isnan(ImagPart(x));
}

}  // namespace xla::lapack

#endif  // AXLE_EVAL_LAPACK_LAPACK_MATRIX_H_
