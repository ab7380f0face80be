// reduce: N operands and N init values; to_apply is called with the N running
// values then the N input elements (scalars) and returns N values (a tuple
// when N > 1). XLA leaves the reduction order unspecified; Axle folds from
// the left: per output element (row-major), acc = init, then for every
// position of the reduced dimensions in row-major order (dimensions taken in
// increasing order, whatever order `dimensions` lists them in)
// acc = to_apply(acc..., element...).
#include <algorithm>

#include "axle/eval/numeric_ops_util.h"
#include "axle/eval/numeric_ops_reducer.h"

namespace xla {
namespace numeric {
namespace {

absl::StatusOr<Literal> EvaluateReduce(const HloInstruction& instruction, Operands operands,
                                       EvalContext& context) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const int64_t n = static_cast<int64_t>(operands.size()) / 2;
  std::vector<Literal> inputs;
  for (int64_t i = 0; i < n; ++i) inputs.push_back(RowMajor(*operands[i]));
  const Shape& in_shape = inputs[0].shape();
  const std::vector<int64_t> in_strides = Strides(in_shape.dimensions());

  std::vector<int64_t> reduced = instruction.dimensions();
  std::sort(reduced.begin(), reduced.end());
  std::vector<int64_t> kept_sizes, kept_strides, red_sizes, red_strides;
  for (int64_t d = 0; d < in_shape.rank(); ++d) {
    const bool is_reduced = std::binary_search(reduced.begin(), reduced.end(), d);
    (is_reduced ? red_sizes : kept_sizes).push_back(in_shape.dimensions(d));
    (is_reduced ? red_strides : kept_strides).push_back(in_strides[d]);
  }
  const std::vector<int64_t> out_offsets = LinearOffsets(kept_sizes, kept_strides);
  const std::vector<int64_t> red_offsets = LinearOffsets(red_sizes, red_strides);

  std::vector<Literal> results;
  for (int64_t i = 0; i < n; ++i) {
    const Shape& s = instruction.shape().IsTuple() ? instruction.shape().tuple_shapes(i)
                                                   : instruction.shape();
    ASSIGN_OR_RETURN(Literal r, NewArray(s.element_type(), kept_sizes));
    results.push_back(std::move(r));
  }
  std::vector<Literal> inits;
  for (int64_t i = 0; i < n; ++i) inits.push_back(operands[n + i]->Clone());
  ReducerCall reducer(instruction, *instruction.to_apply(), context, n);
  for (size_t o = 0; o < out_offsets.size(); ++o) {
    std::vector<Literal> acc = inits;
    for (int64_t r : red_offsets) {
      std::vector<Literal> elements;
      for (int64_t i = 0; i < n; ++i) elements.push_back(ScalarAt(inputs[i], out_offsets[o] + r));
      RETURN_IF_ERROR(reducer.Apply(acc, elements));
    }
    for (int64_t i = 0; i < n; ++i) StoreScalar(acc[i], results[i], o);
  }
  if (n == 1) return FinishResult(instruction, std::move(results[0]));
  return FinishResult(instruction, Literal::MakeTuple(std::move(results)));
}

}  // namespace

void RegisterReduceOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kReduce, EvaluateReduce);
}

}  // namespace numeric
}  // namespace xla
