// cholesky, batched over all but the last two dimensions, following XLA's
// expansion (CholeskyExpander):
//   lower: reads only the lower triangle of a and returns l with a = l l^H;
//   upper: works on the (plain) transpose, i.e. reads only the upper triangle
//          and returns u with a = u^H u.
// The other triangle of the result is zero. Column by column,
//   d = a[j][j] - sum_k l[j][k] conj(l[j][k]),  l[j][j] = sqrt(d)
//   (complex: sqrt of the real part of d),
//   l[i][j] = (a[i][j] - sum_k l[i][k] conj(l[j][k])) / l[j][j]  for i > j.
// As in XLA, if any l[j][j] is NaN (a negative pivot: the matrix is not
// positive definite, or NaN input) the whole matrix of that batch element is
// NaN. Arithmetic is in ComputeType (float for f16/bf16/f32, double for f64).
#include <cmath>
#include <limits>

#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

template <typename T>
bool IsNan(T v) {
  if constexpr (kIsComplex<T>) {
    return std::isnan(v.real()) || std::isnan(v.imag());
  } else {
    return std::isnan(v);
  }
}

// Factors one row-major m x m matrix `a` (read through `at(i, j)`, lower
// triangle only) into `l`.
template <typename C, typename At>
void CholeskyLower(int64_t m, At at, std::vector<C>& l) {
  using R = decltype(std::abs(C()));
  l.assign(m * m, C(0));
  bool failed = false;
  for (int64_t j = 0; j < m; ++j) {
    C d = at(j, j);
    for (int64_t k = 0; k < j; ++k) d -= l[j * m + k] * Conjugate(l[j * m + k]);
    C diag;
    if constexpr (kIsComplex<C>) {
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

template <typename T>
void CholeskyKernel(const Literal& a, bool lower, Literal& result) {
  using C = ComputeType<T>;
  const Shape& shape = a.shape();
  const int64_t m = shape.dimensions(shape.rank() - 1);
  const int64_t size = m * m;
  if (size == 0) return;
  const int64_t batches = a.element_count() / size;
  absl::Span<const T> in = a.data<T>();
  absl::Span<T> out = result.data<T>();
  std::vector<C> l;
  for (int64_t b = 0; b < batches; ++b) {
    const T* matrix = in.data() + b * size;
    auto at = [&](int64_t i, int64_t j) {
      return static_cast<C>(lower ? matrix[i * m + j] : matrix[j * m + i]);
    };
    CholeskyLower<C>(m, at, l);
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < m; ++j) {
        out[b * size + i * m + j] = static_cast<T>(lower ? l[i * m + j] : l[j * m + i]);
      }
    }
  }
}

absl::StatusOr<Literal> EvaluateCholesky(const HloInstruction& instruction, Operands operands,
                                         EvalContext&) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const Literal a = RowMajor(*operands[0]);
  const PrimitiveType type = a.shape().element_type();
  ASSIGN_OR_RETURN(Literal result, NewArray(type, a.shape().dimensions()));
  const bool lower = instruction.attributes().cholesky_options.lower();
  absl::Status status = absl::OkStatus();
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloating<T> || kIsComplex<T>) {
      CholeskyKernel<T>(a, lower, result);
    } else {
      status = UnsupportedType(instruction, type);
    }
  });
  RETURN_IF_ERROR(status);
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterCholeskyOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kCholesky, EvaluateCholesky);
}

}  // namespace numeric
}  // namespace xla
