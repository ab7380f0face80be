// reduce-window: N operands and N init values. Per output element (row-major)
// acc = init, then acc = to_apply(acc..., element...) for the window's
// elements that land on the operand, in row-major window order (see
// numeric_ops_window.h for padding and dilation). Returns a tuple for N > 1.
#include "axle/eval/numeric_ops_reducer.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/eval/numeric_ops_window.h"

namespace xla {
namespace numeric {
namespace {

absl::StatusOr<Literal> EvaluateReduceWindow(const HloInstruction& instruction,
                                             Operands operands, EvalContext& context) {
  ASSIGN_OR_RETURN(const Shape result_shape, CheckInstruction(instruction, operands));
  const int64_t n = static_cast<int64_t>(operands.size()) / 2;
  std::vector<Literal> inputs;
  for (int64_t i = 0; i < n; ++i) inputs.push_back(RowMajor(*operands[i]));
  const absl::Span<const int64_t> base_dims = inputs[0].shape().dimensions();
  const std::vector<int64_t> base_strides = Strides(base_dims);
  const Shape& first = result_shape.IsTuple() ? result_shape.tuple_shapes(0) : result_shape;
  const std::vector<int64_t> out_dims(first.dimensions().begin(), first.dimensions().end());

  std::vector<Literal> results;
  std::vector<Literal> inits;
  for (int64_t i = 0; i < n; ++i) {
    const Literal& init = *operands[n + i];
    ASSIGN_OR_RETURN(Literal r, NewArray(init.shape().element_type(), out_dims));
    results.push_back(std::move(r));
    inits.push_back(init.Clone());
  }
  ReducerCall reducer(instruction, *instruction.to_apply(), context, n);
  const int64_t count = Product(out_dims);
  std::vector<int64_t> out(out_dims.size(), 0);
  for (int64_t o = 0; o < count; ++o, NextIndex(out_dims, absl::MakeSpan(out))) {
    std::vector<Literal> acc = inits;
    RETURN_IF_ERROR(ForEachWindowElement(
        instruction.window(), base_dims, base_strides, out, [&](int64_t offset) {
          std::vector<Literal> elements;
          for (int64_t i = 0; i < n; ++i) elements.push_back(ScalarAt(inputs[i], offset));
          return reducer.Apply(acc, elements);
        }));
    for (int64_t i = 0; i < n; ++i) StoreScalar(acc[i], results[i], o);
  }
  if (n == 1) return FinishResult(instruction, std::move(results[0]));
  return FinishResult(instruction, Literal::MakeTuple(std::move(results)));
}

}  // namespace

void RegisterReduceWindowOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kReduceWindow, EvaluateReduceWindow);
}

}  // namespace numeric
}  // namespace xla
