// sort: N operands of equal dimensions sorted together along one dimension.
// The comparator gets 2N scalars (operand k's values at positions i and j as
// parameters 2k and 2k+1) and returns pred: "i goes before j". The result is
// the sorted operand for N = 1, a tuple of the N sorted operands otherwise.
//
// The sort is always stable (is_stable only allows instability), and it is
// the merge sort of axle/base/merge_sort.h rather than std::stable_sort, so
// that a comparator that is not a strict weak order (or an error inside it)
// gives some permutation or an error, never undefined behaviour; the CPU
// backend's runtime sort uses the same one and gives the same permutation.
#include <algorithm>
#include <vector>

#include "axle/base/merge_sort.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/index_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {
namespace {

absl::StatusOr<Literal> EvaluateSort(const HloInstruction& instruction, Operands operands,
                                     EvalContext& context) {
  RETURN_IF_ERROR(ExpectMinOperandCount(instruction, operands, 1));
  if (instruction.called_computations().size() != 1) {
    return InvalidArgument(OpName(instruction), ": needs exactly one comparator (to_apply)");
  }
  const size_t n = operands.size();
  const Shape& result_shape = instruction.shape();
  if (n > 1 && (!result_shape.IsTuple() || result_shape.tuple_shapes_size() != n)) {
    return InvalidArgument(OpName(instruction), ": result ", result_shape.ToString(),
                           " must be a tuple of ", n, " arrays");
  }
  const Shape& shape = operands[0]->shape();
  RETURN_IF_ERROR(ExpectArray(instruction, *operands[0], 0));
  std::vector<Literal> results;
  for (size_t k = 0; k < n; ++k) {
    RETURN_IF_ERROR(ExpectArray(instruction, *operands[k], k));
    const Shape& out = n == 1 ? result_shape : result_shape.tuple_shapes(k);
    ASSIGN_OR_RETURN(Literal result,
                     MakeArrayResult(instruction, out, operands[k]->shape().element_type()));
    if (!ShapeUtil::SameDimensions(operands[k]->shape(), shape) ||
        !ShapeUtil::SameDimensions(result.shape(), shape)) {
      return InvalidArgument(OpName(instruction), ": operands and results must all have the ",
                             "dimensions of ", shape.ToString());
    }
    results.push_back(std::move(result));
  }
  if (instruction.dimensions().size() != 1 || instruction.dimensions(0) < 0 ||
      instruction.dimensions(0) >= std::max<int64_t>(shape.rank(), 1)) {
    return InvalidArgument(OpName(instruction), ": needs one sort dimension in [0, ",
                           shape.rank(), ")");
  }
  if (shape.rank() == 0) {  // a scalar is sorted
    for (size_t k = 0; k < n; ++k) CopyElements(*operands[k], results[k]);
    return n == 1 ? std::move(results[0]) : Literal::MakeTuple(std::move(results));
  }
  const int64_t dim = instruction.dimensions(0);
  const int64_t length = shape.dimensions(dim);
  const HloComputation& comparator = *instruction.to_apply();

  // One row per index of `shape` with the sort dimension fixed at 0.
  Shape rows = shape;
  rows.set_dimensions(dim, length == 0 ? 0 : 1);
  std::vector<std::vector<Literal>> values(n, std::vector<Literal>(length));
  std::vector<int64_t> order(length), buffer;
  std::vector<int64_t> position;
  std::vector<const Literal*> args(2 * n);
  absl::Status status;
  ShapeUtil::ForEachIndex(rows, [&](absl::Span<const int64_t> row) {
    position.assign(row.begin(), row.end());
    auto linear = [&](const Shape& s, int64_t p) {
      position[dim] = p;
      return IndexUtil::MultidimensionalIndexToLinearIndex(s, position);
    };
    for (size_t k = 0; k < n; ++k) {
      for (int64_t p = 0; p < length; ++p) {
        values[k][p] = ScalarAt(*operands[k], linear(operands[k]->shape(), p));
      }
    }
    for (int64_t p = 0; p < length; ++p) order[p] = p;
    MergeSortPositions(order, buffer, [&](int64_t a, int64_t b) -> std::optional<bool> {
      for (size_t k = 0; k < n; ++k) {
        args[2 * k] = &values[k][a];
        args[2 * k + 1] = &values[k][b];
      }
      absl::StatusOr<Literal> verdict = context.Call(comparator, args);
      if (verdict.ok() && !ShapeUtil::IsScalarWithElementType(verdict->shape(), PRED)) {
        verdict = InvalidArgument("comparator returned ", verdict->shape().ToString(),
                                  " instead of pred[]");
      }
      if (!verdict.ok()) {
        status = verdict.status();
        return std::nullopt;
      }
      return verdict->GetFirstElement<bool>();
    });
    if (!status.ok()) return false;
    for (size_t k = 0; k < n; ++k) {
      for (int64_t p = 0; p < length; ++p) {
        StoreScalar(values[k][order[p]], results[k], linear(results[k].shape(), p));
      }
    }
    return true;
  });
  if (!status.ok()) return AddContext(status, OpName(instruction));
  if (n == 1) return std::move(results[0]);
  return Literal::MakeTuple(std::move(results));
}

}  // namespace

void RegisterSortOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kSort, EvaluateSort);
}

}  // namespace data_movement
}  // namespace xla
