// cholesky, batched over all but the last two dimensions; the factorisation
// of each matrix (XLA's CholeskyExpander semantics: which triangle is read,
// NaN when not positive definite) is axle/base/linalg_kernels.h, shared with
// the CPU runtime. Arithmetic is in ComputeType (float for f16/bf16/f32,
// double for f64).
#include "axle/base/linalg_kernels.h"
#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

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
    linalg::CholeskyMatrix(in.data() + b * size, out.data() + b * size, m, lower, l);
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
