// dot: general dot dimension numbers. The result's dimensions are the batch
// dimensions, then lhs free (neither batch nor contracting) dimensions, then
// rhs free dimensions. Operands are converted to the result element type
// first (as XLA's evaluator does for a preferred element type); products are
// summed in the contracting index space's row-major order, in the
// accumulation type of numeric_ops_util.h.
#include <algorithm>

#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

bool Contains(absl::Span<const int64_t> list, int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

std::vector<int64_t> FreeDims(int64_t rank, absl::Span<const int64_t> batch,
                              absl::Span<const int64_t> contracting) {
  std::vector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d) {
    if (!Contains(batch, d) && !Contains(contracting, d)) free.push_back(d);
  }
  return free;
}

template <typename T>
void DotKernel(const Literal& lhs, const Literal& rhs, absl::Span<const int64_t> lhs_out,
               absl::Span<const int64_t> rhs_out, absl::Span<const int64_t> lhs_k,
               absl::Span<const int64_t> rhs_k, Literal& result) {
  using Acc = Accumulator<T>;
  absl::Span<const T> a = lhs.data<T>();
  absl::Span<const T> b = rhs.data<T>();
  absl::Span<T> out = result.data<T>();
  for (size_t i = 0; i < out.size(); ++i) {
    typename Acc::type sum = Acc::From(T(0));
    const T* a_base = a.data() + lhs_out[i];
    const T* b_base = b.data() + rhs_out[i];
    for (size_t k = 0; k < lhs_k.size(); ++k) {
      sum = Acc::Add(sum, Acc::Mul(Acc::From(a_base[lhs_k[k]]), Acc::From(b_base[rhs_k[k]])));
    }
    out[i] = Acc::To(sum);
  }
}

absl::StatusOr<Literal> EvaluateDot(const HloInstruction& instruction, Operands operands,
                                    EvalContext&) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const PrimitiveType type = instruction.shape().element_type();
  ASSIGN_OR_RETURN(Literal lhs, RowMajorAs(instruction, *operands[0], type));
  ASSIGN_OR_RETURN(Literal rhs, RowMajorAs(instruction, *operands[1], type));
  const DotDimensionNumbers& dnums = instruction.attributes().dot_dimension_numbers;
  const Shape& ls = lhs.shape();
  const Shape& rs = rhs.shape();
  const std::vector<int64_t> lhs_strides = Strides(ls.dimensions());
  const std::vector<int64_t> rhs_strides = Strides(rs.dimensions());
  const std::vector<int64_t> lhs_free =
      FreeDims(ls.rank(), dnums.lhs_batch_dimensions(), dnums.lhs_contracting_dimensions());
  const std::vector<int64_t> rhs_free =
      FreeDims(rs.rank(), dnums.rhs_batch_dimensions(), dnums.rhs_contracting_dimensions());

  // The result index space (batch, lhs free, rhs free) and where each of its
  // dimensions moves in lhs and rhs.
  std::vector<int64_t> out_sizes, out_lhs_strides, out_rhs_strides;
  for (int i = 0; i < dnums.lhs_batch_dimensions_size(); ++i) {
    out_sizes.push_back(ls.dimensions(dnums.lhs_batch_dimensions(i)));
    out_lhs_strides.push_back(lhs_strides[dnums.lhs_batch_dimensions(i)]);
    out_rhs_strides.push_back(rhs_strides[dnums.rhs_batch_dimensions(i)]);
  }
  for (int64_t d : lhs_free) {
    out_sizes.push_back(ls.dimensions(d));
    out_lhs_strides.push_back(lhs_strides[d]);
    out_rhs_strides.push_back(0);
  }
  for (int64_t d : rhs_free) {
    out_sizes.push_back(rs.dimensions(d));
    out_lhs_strides.push_back(0);
    out_rhs_strides.push_back(rhs_strides[d]);
  }
  // The contracting index space.
  std::vector<int64_t> k_sizes, k_lhs_strides, k_rhs_strides;
  for (int i = 0; i < dnums.lhs_contracting_dimensions_size(); ++i) {
    k_sizes.push_back(ls.dimensions(dnums.lhs_contracting_dimensions(i)));
    k_lhs_strides.push_back(lhs_strides[dnums.lhs_contracting_dimensions(i)]);
    k_rhs_strides.push_back(rhs_strides[dnums.rhs_contracting_dimensions(i)]);
  }
  ASSIGN_OR_RETURN(Literal result, NewArray(type, out_sizes));
  const std::vector<int64_t> lhs_out = LinearOffsets(out_sizes, out_lhs_strides);
  const std::vector<int64_t> rhs_out = LinearOffsets(out_sizes, out_rhs_strides);
  const std::vector<int64_t> lhs_k = LinearOffsets(k_sizes, k_lhs_strides);
  const std::vector<int64_t> rhs_k = LinearOffsets(k_sizes, k_rhs_strides);
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    DotKernel<T>(lhs, rhs, lhs_out, rhs_out, lhs_k, rhs_k, result);
  });
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterDotOp(OpRegistry& registry) { registry.Register(HloOpcode::kDot, EvaluateDot); }

}  // namespace numeric
}  // namespace xla
