// triangular-solve, batched over all but the last two dimensions. Solves
// op(a) x = b (left_side) or x op(a) = b for x, where op(a) is a, a^T or
// conj(a)^T (transpose_a NO_TRANSPOSE / TRANSPOSE / ADJOINT). Only the
// triangle of a named by `lower` is read; with unit_diagonal the diagonal is
// taken as 1 and not read. Solved by forward or back substitution in
// ComputeType (float for f16/bf16/f32, double for f64); a zero pivot gives
// inf/NaN, as IEEE division does.
#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

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

template <typename T>
void TriangularSolveKernel(const Literal& a, const Literal& b,
                           const TriangularSolveOptions& options, Literal& result) {
  using C = ComputeType<T>;
  const Shape& bs = b.shape();
  const int64_t rank = bs.rank();
  const int64_t m = a.shape().dimensions(rank - 1);
  // b is m x k (left side) or k x m (right side).
  const int64_t rows = bs.dimensions(rank - 2), cols = bs.dimensions(rank - 1);
  const int64_t k = options.left_side() ? cols : rows;
  const int64_t a_size = m * m, b_size = rows * cols;
  if (a_size == 0 || b_size == 0) return;
  const int64_t batches = b.element_count() / b_size;
  const bool transposed = options.transpose_a() != TriangularSolveOptions::NO_TRANSPOSE;
  const bool conjugate = options.transpose_a() == TriangularSolveOptions::ADJOINT;
  // op(a) is lower iff lower != transposed; the right-side system is solved
  // transposed: op(a)^T x^T = b^T.
  const bool op_lower = options.lower() != transposed;
  const bool s_lower = options.left_side() ? op_lower : !op_lower;
  absl::Span<const T> av = a.data<T>();
  absl::Span<const T> bv = b.data<T>();
  absl::Span<T> out = result.data<T>();
  std::vector<C> s(a_size), r(b_size);
  for (int64_t batch = 0; batch < batches; ++batch) {
    const T* am = av.data() + batch * a_size;
    // Element (i, j) of a restricted to its triangle.
    auto tri = [&](int64_t i, int64_t j) -> C {
      if (i == j && options.unit_diagonal()) return C(1);
      const bool in_triangle = options.lower() ? i >= j : i <= j;
      return in_triangle ? static_cast<C>(am[i * m + j]) : C(0);
    };
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < m; ++j) {
        // op(a)[i][j], then transposed for the right-side system.
        const int64_t oi = options.left_side() ? i : j, oj = options.left_side() ? j : i;
        C v = transposed ? tri(oj, oi) : tri(oi, oj);
        s[i * m + j] = conjugate ? Conjugate(v) : v;
      }
    }
    const T* bm = bv.data() + batch * b_size;
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t c = 0; c < k; ++c) {
        r[i * k + c] = static_cast<C>(options.left_side() ? bm[i * cols + c] : bm[c * cols + i]);
      }
    }
    Substitute(m, k, s, s_lower, r);
    T* om = out.data() + batch * b_size;
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t c = 0; c < k; ++c) {
        (options.left_side() ? om[i * cols + c] : om[c * cols + i]) = static_cast<T>(r[i * k + c]);
      }
    }
  }
}

absl::StatusOr<Literal> EvaluateTriangularSolve(const HloInstruction& instruction,
                                                Operands operands, EvalContext&) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const Literal a = RowMajor(*operands[0]);
  const Literal b = RowMajor(*operands[1]);
  const PrimitiveType type = b.shape().element_type();
  ASSIGN_OR_RETURN(Literal result, NewArray(type, b.shape().dimensions()));
  absl::Status status = absl::OkStatus();
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloating<T> || kIsComplex<T>) {
      TriangularSolveKernel<T>(a, b, instruction.attributes().triangular_solve_options, result);
    } else {
      status = UnsupportedType(instruction, type);
    }
  });
  RETURN_IF_ERROR(status);
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterTriangularSolveOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kTriangularSolve, EvaluateTriangularSolve);
}

}  // namespace numeric
}  // namespace xla
