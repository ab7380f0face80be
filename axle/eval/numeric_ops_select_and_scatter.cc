// select-and-scatter, as XLA's evaluator does it. The result starts as
// init_value everywhere. For each source element (row-major over the source,
// which has the windowed operand's shape), the window placed there picks one
// operand element: the first element (row-major window order, padding and
// dilation holes skipped) is the candidate, and each later element e replaces
// it when select(candidate, e) is false. Then
// result[picked] = scatter(result[picked], source element). A window that
// covers no operand element scatters nothing.
#include <optional>

#include "axle/eval/numeric_ops_reducer.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/eval/numeric_ops_window.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace numeric {
namespace {

absl::StatusOr<bool> Select(const HloInstruction& instruction, EvalContext& context,
                            const Literal& a, const Literal& b) {
  const Literal* args[] = {&a, &b};
  ASSIGN_OR_RETURN(Literal chosen, context.Call(*instruction.select(), args));
  if (!ShapeUtil::IsScalarWithElementType(chosen.shape(), PRED)) {
    return InvalidArgument(OpName(instruction), ": select computation returned ",
                           chosen.shape().ToString(), " instead of pred[]");
  }
  return chosen.GetFirstElement<bool>();
}

absl::StatusOr<Literal> EvaluateSelectAndScatter(const HloInstruction& instruction,
                                                 Operands operands, EvalContext& context) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const Literal operand = RowMajor(*operands[0]);
  const Literal source = RowMajor(*operands[1]);
  const Literal& init = *operands[2];
  const absl::Span<const int64_t> base_dims = operand.shape().dimensions();
  const std::vector<int64_t> base_strides = Strides(base_dims);
  const std::vector<int64_t> source_dims(source.shape().dimensions().begin(),
                                         source.shape().dimensions().end());

  ASSIGN_OR_RETURN(Literal result, NewArray(init.shape().element_type(), base_dims));
  for (int64_t i = 0; i < result.element_count(); ++i) StoreScalar(init, result, i);
  ReducerCall scatter(instruction, *instruction.scatter(), context, 1);

  const int64_t count = Product(source_dims);
  std::vector<int64_t> s(source_dims.size(), 0);
  for (int64_t linear = 0; linear < count; ++linear, NextIndex(source_dims, absl::MakeSpan(s))) {
    std::optional<int64_t> picked;
    Literal picked_value;
    RETURN_IF_ERROR(ForEachWindowElement(
        instruction.window(), base_dims, base_strides, s, [&](int64_t offset) -> absl::Status {
          Literal value = ScalarAt(operand, offset);
          if (picked.has_value()) {
            ASSIGN_OR_RETURN(bool keep, Select(instruction, context, picked_value, value));
            if (keep) return absl::OkStatus();
          }
          picked = offset;
          picked_value = std::move(value);
          return absl::OkStatus();
        }));
    if (!picked.has_value()) continue;
    std::vector<Literal> acc;
    acc.push_back(ScalarAt(result, *picked));
    std::vector<Literal> element;
    element.push_back(ScalarAt(source, linear));
    RETURN_IF_ERROR(scatter.Apply(acc, element));
    StoreScalar(acc[0], result, *picked);
  }
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterSelectAndScatterOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kSelectAndScatter, EvaluateSelectAndScatter);
}

}  // namespace numeric
}  // namespace xla
