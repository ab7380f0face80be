// scatter, variadic: operands (N arrays), scatter_indices, updates (N
// arrays); the result is the operands with update_computation applied at the
// scattered positions (an array for N = 1, a tuple of N arrays otherwise).
//
// For an update index U:
//   batch index  G = U at the update dimensions not in update_window_dims;
//   start        S[scatter_dims_to_operand_dims[k]] = scatter_indices[G with
//                k at index_vector_dim]; S[input_batching_dims[i]] = G's
//                entry for scatter_indices_batching_dims[i] (not clamped);
//   window       W[window operand dims[k]] = U[update_window_dims[k]], where
//                the window operand dims are the operand dimensions neither
//                inserted nor batching, ascending;
//   output[S + W] = update_computation(output[S + W]..., updates[U]...).
// A window that does not fit entirely in the operand at S is skipped as a
// whole (as XLA's backends do). Updates are applied one at a time in
// row-major order of U, so repeated indices combine deterministically.
#include <algorithm>

#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/eval/index_vectors.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/index_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {
namespace {

absl::Status ScatterError(const HloInstruction& instruction, const std::string& what) {
  return InvalidArgument(OpName(instruction), ": ", what);
}

// The index arithmetic of one scatter, validated against the shapes.
struct ScatterPlan {
  std::vector<int64_t> window_operand_dims;  // operand dim of update_window_dims[k]
  std::vector<int64_t> scatter_update_dims;  // update dims that index the batch
  std::vector<int64_t> batching_positions;   // batch position of input_batching_dims[i]
  std::vector<int64_t> window_size;          // per operand dim
};

absl::StatusOr<ScatterPlan> MakePlan(const HloInstruction& instruction, const Shape& operand,
                                     const Shape& updates, const IndexVectors& vectors) {
  const ScatterDimensionNumbers& dnums = instruction.attributes().scatter_dimension_numbers;
  RETURN_IF_ERROR(ExpectDimensions(instruction, "update_window_dims", dnums.update_window_dims(),
                                   updates.rank()));
  std::vector<int64_t> removed = dnums.inserted_window_dims();
  removed.insert(removed.end(), dnums.input_batching_dims().begin(),
                 dnums.input_batching_dims().end());
  RETURN_IF_ERROR(ExpectDimensions(instruction, "inserted_window_dims and input_batching_dims",
                                   removed, operand.rank()));
  RETURN_IF_ERROR(ExpectDimensions(instruction, "scatter_dims_to_operand_dims",
                                   dnums.scatter_dims_to_operand_dims(), operand.rank()));
  if (dnums.scatter_dims_to_operand_dims_size() != vectors.vector_size()) {
    return ScatterError(instruction, absl::StrCat("scatter_dims_to_operand_dims has ",
                                                  dnums.scatter_dims_to_operand_dims_size(),
                                                  " entries but index vectors have ",
                                                  vectors.vector_size()));
  }
  ScatterPlan plan;
  plan.window_operand_dims = ComplementDims(operand.rank(), {removed});
  plan.scatter_update_dims = ComplementDims(updates.rank(), {dnums.update_window_dims()});
  if (plan.window_operand_dims.size() != dnums.update_window_dims().size() ||
      static_cast<int64_t>(plan.scatter_update_dims.size()) != vectors.batch_rank()) {
    return ScatterError(instruction, "update_window_dims and the update scatter dimensions do "
                                     "not match the operand and scatter indices");
  }
  plan.window_size.assign(operand.rank(), 1);
  for (size_t k = 0; k < plan.window_operand_dims.size(); ++k) {
    const int64_t size = updates.dimensions(dnums.update_window_dims(k));
    const int64_t d = plan.window_operand_dims[k];
    if (size > operand.dimensions(d)) {
      return ScatterError(instruction, absl::StrCat("update window dimension ",
                                                    dnums.update_window_dims(k), " (size ", size,
                                                    ") exceeds operand dimension ", d));
    }
    plan.window_size[d] = size;
  }
  for (int64_t k = 0; k < vectors.batch_rank(); ++k) {
    if (updates.dimensions(plan.scatter_update_dims[k]) != vectors.batch_size(k)) {
      return ScatterError(instruction, absl::StrCat("update dimension ",
                                                    plan.scatter_update_dims[k],
                                                    " must equal scatter indices batch size ",
                                                    vectors.batch_size(k)));
    }
  }
  if (dnums.input_batching_dims_size() != dnums.scatter_indices_batching_dims_size()) {
    return ScatterError(instruction, "input_batching_dims and scatter_indices_batching_dims "
                                     "differ in length");
  }
  for (int i = 0; i < dnums.scatter_indices_batching_dims_size(); ++i) {
    int64_t k = vectors.BatchPosition(dnums.scatter_indices_batching_dims(i));
    if (k < 0 || vectors.batch_size(k) != operand.dimensions(dnums.input_batching_dims(i))) {
      return ScatterError(instruction, absl::StrCat("scatter_indices_batching_dims entry ", i,
                                                    " does not match operand batching dimension ",
                                                    dnums.input_batching_dims(i)));
    }
    plan.batching_positions.push_back(k);
  }
  return plan;
}

// Checks that the update computation's result holds `count` scalars of the
// operands' types (a scalar for count 1, a tuple otherwise).
absl::Status CheckCombined(const HloInstruction& instruction, const Literal& combined,
                           absl::Span<const Literal> results) {
  const size_t n = results.size();
  auto scalar_ok = [&](const Literal& value, size_t j) {
    return value.shape().IsArray() && value.shape().rank() == 0 &&
           value.shape().element_type() == results[j].shape().element_type();
  };
  bool ok = n == 1 ? scalar_ok(combined, 0)
                   : combined.shape().IsTuple() &&
                         combined.tuple_element_count() == static_cast<int64_t>(n);
  for (size_t j = 0; ok && n > 1 && j < n; ++j) ok = scalar_ok(combined.tuple_element(j), j);
  if (!ok) {
    return ScatterError(instruction, absl::StrCat("update computation returned ",
                                                  combined.shape().ToString(), " instead of ",
                                                  n, " scalar(s) of the operand types"));
  }
  return absl::OkStatus();
}

absl::StatusOr<Literal> EvaluateScatter(const HloInstruction& instruction, Operands operands,
                                        EvalContext& context) {
  if (operands.size() < 3 || operands.size() % 2 == 0) {
    return ScatterError(instruction, absl::StrCat("expects 2N+1 operands but got ",
                                                  operands.size()));
  }
  if (instruction.called_computations().size() != 1) {
    return ScatterError(instruction, "needs exactly one update computation (to_apply)");
  }
  const size_t n = (operands.size() - 1) / 2;
  const Shape& result_shape = instruction.shape();
  if (n > 1 && (!result_shape.IsTuple() || result_shape.tuple_shapes_size() != n)) {
    return ScatterError(instruction, absl::StrCat("result ", result_shape.ToString(),
                                                  " must be a tuple of ", n, " arrays"));
  }
  const Literal& first = *operands[0];
  RETURN_IF_ERROR(ExpectArray(instruction, first, 0));
  const Literal& first_update = *operands[n + 1];
  RETURN_IF_ERROR(ExpectArray(instruction, first_update, n + 1));
  std::vector<Literal> results;
  for (size_t j = 0; j < n; ++j) {
    const Literal& operand = *operands[j];
    const Literal& update = *operands[n + 1 + j];
    RETURN_IF_ERROR(ExpectArray(instruction, operand, j));
    RETURN_IF_ERROR(ExpectArray(instruction, update, n + 1 + j, operand.shape().element_type()));
    if (!ShapeUtil::SameDimensions(operand.shape(), first.shape()) ||
        !ShapeUtil::SameDimensions(update.shape(), first_update.shape())) {
      return ScatterError(instruction, "operands (and updates) must all have the same dimensions");
    }
    const Shape& shape = n == 1 ? result_shape : result_shape.tuple_shapes(j);
    ASSIGN_OR_RETURN(Literal result,
                     MakeArrayResult(instruction, shape, operand.shape().element_type()));
    if (!ShapeUtil::SameDimensions(result.shape(), operand.shape())) {
      return ScatterError(instruction, absl::StrCat("result ", shape.ToString(),
                                                    " must have the operand's dimensions"));
    }
    CopyElements(operand, result);
    results.push_back(std::move(result));
  }
  const ScatterDimensionNumbers& dnums = instruction.attributes().scatter_dimension_numbers;
  ASSIGN_OR_RETURN(IndexVectors vectors,
                   IndexVectors::Make(instruction, *operands[n], n, dnums.index_vector_dim()));
  ASSIGN_OR_RETURN(ScatterPlan plan,
                   MakePlan(instruction, first.shape(), first_update.shape(), vectors));

  const Shape& operand_shape = first.shape();
  const HloComputation& update_computation = *instruction.to_apply();
  std::vector<int64_t> batch_index(vectors.batch_rank());
  std::vector<int64_t> target(operand_shape.rank());
  std::vector<Literal> args(2 * n);
  std::vector<const Literal*> arg_ptrs(2 * n);
  for (size_t a = 0; a < 2 * n; ++a) arg_ptrs[a] = &args[a];
  absl::Status status;
  ShapeUtil::ForEachIndex(first_update.shape(), [&](absl::Span<const int64_t> u) {
    for (size_t k = 0; k < plan.scatter_update_dims.size(); ++k) {
      batch_index[k] = u[plan.scatter_update_dims[k]];
    }
    std::fill(target.begin(), target.end(), 0);
    for (int k = 0; k < dnums.scatter_dims_to_operand_dims_size(); ++k) {
      target[dnums.scatter_dims_to_operand_dims(k)] = vectors.Component(batch_index, k);
    }
    for (size_t b = 0; b < plan.batching_positions.size(); ++b) {
      target[dnums.input_batching_dims(b)] = batch_index[plan.batching_positions[b]];
    }
    for (int64_t d = 0; d < operand_shape.rank(); ++d) {
      if (target[d] < 0 || target[d] > operand_shape.dimensions(d) - plan.window_size[d]) {
        return true;  // the window does not fit: skip this update
      }
    }
    for (size_t k = 0; k < plan.window_operand_dims.size(); ++k) {
      target[plan.window_operand_dims[k]] += u[dnums.update_window_dims(k)];
    }
    for (size_t j = 0; j < n; ++j) {
      const Literal& update = *operands[n + 1 + j];
      args[j] = ScalarAt(results[j],
                         IndexUtil::MultidimensionalIndexToLinearIndex(results[j].shape(), target));
      args[n + j] =
          ScalarAt(update, IndexUtil::MultidimensionalIndexToLinearIndex(update.shape(), u));
    }
    absl::StatusOr<Literal> combined = context.Call(update_computation, arg_ptrs);
    if (combined.ok()) status = CheckCombined(instruction, *combined, results);
    else status = combined.status();
    if (!status.ok()) return false;
    for (size_t j = 0; j < n; ++j) {
      const int64_t linear =
          IndexUtil::MultidimensionalIndexToLinearIndex(results[j].shape(), target);
      StoreScalar(n == 1 ? *combined : combined->tuple_element(j), results[j], linear);
    }
    return true;
  });
  if (!status.ok()) return AddContext(status, OpName(instruction));
  if (n == 1) return std::move(results[0]);
  return Literal::MakeTuple(std::move(results));
}

}  // namespace

void RegisterScatterOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kScatter, EvaluateScatter);
}

}  // namespace data_movement
}  // namespace xla
