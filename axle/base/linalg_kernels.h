// cholesky and triangular-solve on one row-major matrix, shared by the
// interpreter (axle/eval/numeric_ops_cholesky.cc,
// numeric_ops_triangular_solve.cc) and the CPU runtime
// (axle/backends/cpu/runtime/runtime_linalg.cc), so that both do the same
// operations in the same order and agree bit for bit. Elements of type T are
// computed in ComputeType<T> (numeric_types.h) and rounded back once.
//
// cholesky follows XLA's expansion (CholeskyExpander):
//   lower: reads only the lower triangle of a and returns l with a = l l^H;
//   upper: works on the (plain) transpose, i.e. reads only the upper triangle
//          and returns u with a = u^H u.
// The other triangle of the result is zero. Column by column,
//   d = a[j][j] - sum_k l[j][k] conj(l[j][k]),  l[j][j] = sqrt(d)
//   (complex: sqrt of the real part of d),
//   l[i][j] = (a[i][j] - sum_k l[i][k] conj(l[j][k])) / l[j][j]  for i > j.
// As in XLA, if any l[j][j] is NaN (a negative pivot: the matrix is not
// positive definite, or NaN input) the whole matrix is NaN.
//
// triangular-solve solves op(a) x = b (left side) or x op(a) = b for x, where
// op(a) is a, a^T or conj(a)^T. Only the triangle of a named by `lower` is
// read; with unit_diagonal the diagonal is taken as 1 and not read. Forward
// or back substitution, column by column of the right-hand sides; a zero
// pivot gives inf/NaN, as IEEE division does.
#ifndef AXLE_BASE_LINALG_KERNELS_H_
#define AXLE_BASE_LINALG_KERNELS_H_

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#include "axle/base/numeric_types.h"

namespace xla {
namespace linalg {

template <typename T>
inline constexpr bool kIsComplexNumber =
    std::is_same_v<T, complex64> || std::is_same_v<T, complex128>;

template <typename T>
T Conjugate(T v) {
  if constexpr (kIsComplexNumber<T>) {
    return std::conj(v);
  } else {
    return v;
  }
}

template <typename T>
bool IsNan(T v) {
  if constexpr (kIsComplexNumber<T>) {
    return std::isnan(v.real()) || std::isnan(v.imag());
  } else {
    return std::isnan(v);
  }
}

// Factors the m x m matrix read through `at(i, j)` (lower triangle only)
// into `l` (row-major, compute type C).
template <typename C, typename At>
void CholeskyLower(int64_t m, At at, std::vector<C>& l) {
  using R = decltype(std::abs(C()));
  l.assign(m * m, C(0));
  bool failed = false;
  for (int64_t j = 0; j < m; ++j) {
    C d = at(j, j);
    for (int64_t k = 0; k < j; ++k) d -= l[j * m + k] * Conjugate(l[j * m + k]);
    C diag;
    if constexpr (kIsComplexNumber<C>) {
      diag = C(std::sqrt(d.real()), R(0));
    } else {
      diag = std::sqrt(d);
    }
    if (IsNan(diag)) failed = true;
    l[j * m + j] = diag;
    for (int64_t i = j + 1; i < m; ++i) {
      C v = at(i, j);
      for (int64_t k = 0; k < j; ++k) v -= l[i * m + k] * Conjugate(l[j * m + k]);
      l[i * m + j] = v / diag;
    }
  }
  if (failed) l.assign(m * m, C(std::numeric_limits<R>::quiet_NaN()));
}

// cholesky of one m x m row-major matrix `a` into `out`; `l` is scratch.
template <typename T>
void CholeskyMatrix(const T* a, T* out, int64_t m, bool lower,
                    std::vector<ComputeType<T>>& l) {
  using C = ComputeType<T>;
  auto at = [&](int64_t i, int64_t j) { return static_cast<C>(lower ? a[i * m + j] : a[j * m + i]); };
  CholeskyLower<C>(m, at, l);
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      out[i * m + j] = static_cast<T>(lower ? l[i * m + j] : l[j * m + i]);
    }
  }
}

// Solves s y = r in place (r: m x k row-major), s an m x m row-major matrix
// that is lower (or upper) triangular.
template <typename C>
void Substitute(int64_t m, int64_t k, const std::vector<C>& s, bool s_lower, std::vector<C>& r) {
  for (int64_t c = 0; c < k; ++c) {
    for (int64_t step = 0; step < m; ++step) {
      const int64_t i = s_lower ? step : m - 1 - step;
      C v = r[i * k + c];
      if (s_lower) {
        for (int64_t j = 0; j < i; ++j) v -= s[i * m + j] * r[j * k + c];
      } else {
        for (int64_t j = i + 1; j < m; ++j) v -= s[i * m + j] * r[j * k + c];
      }
      r[i * k + c] = v / s[i * m + i];
    }
  }
}

struct TriangularSolveFlags {
  bool left_side = true;
  bool lower = true;
  bool unit_diagonal = false;
  bool transpose = false;  // op(a) = a^T (with conjugate: conj(a)^T)
  bool conjugate = false;
};

// triangular-solve of one system: a is m x m, b and out are rows x cols
// (m x k on the left side, k x m on the right), all row-major. `s`, `r` are
// scratch.
template <typename T>
void TriangularSolveMatrix(const T* a, const T* b, T* out, int64_t m, int64_t rows,
                           int64_t cols, const TriangularSolveFlags& flags,
                           std::vector<ComputeType<T>>& s, std::vector<ComputeType<T>>& r) {
  using C = ComputeType<T>;
  const int64_t k = flags.left_side ? cols : rows;
  // op(a) is lower iff lower != transpose; the right-side system is solved
  // transposed: op(a)^T x^T = b^T.
  const bool op_lower = flags.lower != flags.transpose;
  const bool s_lower = flags.left_side ? op_lower : !op_lower;
  s.resize(m * m);
  r.resize(m * k);
  // Element (i, j) of a restricted to its triangle.
  auto tri = [&](int64_t i, int64_t j) -> C {
    if (i == j && flags.unit_diagonal) return C(1);
    const bool in_triangle = flags.lower ? i >= j : i <= j;
    return in_triangle ? static_cast<C>(a[i * m + j]) : C(0);
  };
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      // op(a)[i][j], then transposed for the right-side system.
      const int64_t oi = flags.left_side ? i : j, oj = flags.left_side ? j : i;
      C v = flags.transpose ? tri(oj, oi) : tri(oi, oj);
      s[i * m + j] = flags.conjugate ? Conjugate(v) : v;
    }
  }
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t c = 0; c < k; ++c) {
      r[i * k + c] = static_cast<C>(flags.left_side ? b[i * cols + c] : b[c * cols + i]);
    }
  }
  Substitute(m, k, s, s_lower, r);
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t c = 0; c < k; ++c) {
      (flags.left_side ? out[i * cols + c] : out[c * cols + i]) = static_cast<T>(r[i * k + c]);
    }
  }
}

}  // namespace linalg
}  // namespace xla

#endif  // AXLE_BASE_LINALG_KERNELS_H_
