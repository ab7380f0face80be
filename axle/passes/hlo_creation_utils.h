// Small constructors for the instructions passes add. Each adds the new
// instruction to its first operand's computation (or to `computation`) and
// takes the shape from ShapeInference, so a pass never spells a shape out.
#ifndef AXLE_PASSES_HLO_CREATION_UTILS_H_
#define AXLE_PASSES_HLO_CREATION_UTILS_H_

#include <optional>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/literal/literal.h"

namespace xla {

absl::StatusOr<HloInstruction*> MakeUnaryHlo(HloOpcode opcode, HloInstruction* operand);
absl::StatusOr<HloInstruction*> MakeBinaryHlo(HloOpcode opcode, HloInstruction* lhs,
                                              HloInstruction* rhs);
// `type` unset: the element type's default order.
absl::StatusOr<HloInstruction*> MakeCompareHlo(ComparisonDirection direction,
                                               HloInstruction* lhs, HloInstruction* rhs,
                                               std::optional<ComparisonType> type = std::nullopt);
absl::StatusOr<HloInstruction*> MakeSelectHlo(HloInstruction* pred, HloInstruction* on_true,
                                              HloInstruction* on_false);
absl::StatusOr<HloInstruction*> MakeConvertHlo(HloInstruction* operand, PrimitiveType type);
absl::StatusOr<HloInstruction*> MakeBitcastConvertHlo(HloInstruction* operand,
                                                      PrimitiveType type);
absl::StatusOr<HloInstruction*> MakeReshapeHlo(HloInstruction* operand,
                                               absl::Span<const int64_t> dimensions);
// Output dimension i is operand dimension permutation[i].
absl::StatusOr<HloInstruction*> MakeTransposeHlo(HloInstruction* operand,
                                                 absl::Span<const int64_t> permutation);
// Operand dimension i becomes output dimension broadcast_dimensions[i] of an
// array with `result_dimensions` (the operand's element type).
absl::StatusOr<HloInstruction*> MakeBroadcastHlo(HloInstruction* operand,
                                                 absl::Span<const int64_t> broadcast_dimensions,
                                                 absl::Span<const int64_t> result_dimensions);
// [starts[d] : limits[d] : strides[d]] in every dimension d.
absl::StatusOr<HloInstruction*> MakeSliceHlo(HloInstruction* operand,
                                             absl::Span<const int64_t> starts,
                                             absl::Span<const int64_t> limits,
                                             absl::Span<const int64_t> strides);
absl::StatusOr<HloInstruction*> MakeReverseHlo(HloInstruction* operand,
                                               absl::Span<const int64_t> dimensions);
absl::StatusOr<HloInstruction*> MakeConcatenateHlo(absl::Span<HloInstruction* const> operands,
                                                   int64_t dimension);
// A scalar broadcast to the dimensions of `like`.
absl::StatusOr<HloInstruction*> MakeBroadcastLike(HloInstruction* scalar,
                                                  const HloInstruction* like);
// The computation (x, y) -> binary(x, y) on scalars of `type` (a reducer:
// add, multiply, maximum...), added to `module`.
HloComputation* MakeScalarReducer(HloModule* module, PrimitiveType type, HloOpcode binary);
// reduce(operand, init) over `dimensions` with `reducer`.
absl::StatusOr<HloInstruction*> MakeReduceHlo(HloInstruction* operand, HloInstruction* init,
                                              absl::Span<const int64_t> dimensions,
                                              HloComputation* reducer);
absl::StatusOr<HloInstruction*> MakeGetTupleElementHlo(HloInstruction* operand, int64_t index);
absl::StatusOr<HloInstruction*> MakeTupleHlo(HloComputation* computation,
                                             absl::Span<HloInstruction* const> elements);
// A scalar constant of `type` holding `value` (converted as static_cast
// would).
HloInstruction* MakeScalarConstant(HloComputation* computation, PrimitiveType type,
                                   double value);
HloInstruction* MakeConstantHlo(HloComputation* computation, Literal literal);

}  // namespace xla

#endif  // AXLE_PASSES_HLO_CREATION_UTILS_H_
