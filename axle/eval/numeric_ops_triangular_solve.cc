// triangular-solve, batched over all but the last two dimensions: op(a) x =
// b (left_side) or x op(a) = b, op(a) = a, a^T or conj(a)^T. Each system is
// solved by axle/base/linalg_kernels.h (shared with the CPU runtime) in
// ComputeType (float for f16/bf16/f32, double for f64); a zero pivot gives
// inf/NaN, as IEEE division does.
#include "axle/base/linalg_kernels.h"
#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

template <typename T>
void TriangularSolveKernel(const Literal& a, const Literal& b,
                           const TriangularSolveOptions& options, Literal& result) {
  const Shape& bs = b.shape();
  const int64_t rank = bs.rank();
  const int64_t m = a.shape().dimensions(rank - 1);
  const int64_t rows = bs.dimensions(rank - 2), cols = bs.dimensions(rank - 1);
  const int64_t a_size = m * m, b_size = rows * cols;
  if (a_size == 0 || b_size == 0) return;
  const int64_t batches = b.element_count() / b_size;
  linalg::TriangularSolveFlags flags;
  flags.left_side = options.left_side();
  flags.lower = options.lower();
  flags.unit_diagonal = options.unit_diagonal();
  flags.transpose = options.transpose_a() != TriangularSolveOptions::NO_TRANSPOSE;
  flags.conjugate = options.transpose_a() == TriangularSolveOptions::ADJOINT;
  absl::Span<const T> av = a.data<T>();
  absl::Span<const T> bv = b.data<T>();
  absl::Span<T> out = result.data<T>();
  std::vector<ComputeType<T>> s, r;
  for (int64_t batch = 0; batch < batches; ++batch) {
    linalg::TriangularSolveMatrix(av.data() + batch * a_size, bv.data() + batch * b_size,
                                  out.data() + batch * b_size, m, rows, cols, flags, s, r);
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
