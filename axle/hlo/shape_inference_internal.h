// Helpers shared by the shape_inference*.cc files. Not part of the public
// API: every message they build starts with the op's name ("reduce: ...").
#ifndef AXLE_HLO_SHAPE_INFERENCE_INTERNAL_H_
#define AXLE_HLO_SHAPE_INFERENCE_INTERNAL_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/program_shape.h"
#include "axle/shape/shape.h"

namespace xla {

class HloInstruction;

namespace shape_inference_internal {

// "{1,2,3}".
std::string DimsString(absl::Span<const int64_t> dims);
// "f32".
const std::string& TypeName(PrimitiveType type);

// `what` of `op` must be an array (not a tuple or token).
absl::Status ExpectArray(absl::string_view op, absl::string_view what, const Shape& shape);

// `dim` must index a dimension of a rank-`rank` shape.
absl::Status CheckDimensionIndex(absl::string_view op, absl::string_view what, int64_t dim,
                                 int64_t rank);

// Every entry of `dims` lies in [0, rank) and none repeats; with
// `require_sorted` they must also be strictly increasing.
absl::Status CheckDimensionList(absl::string_view op, absl::string_view what,
                                absl::Span<const int64_t> dims, int64_t rank,
                                bool require_sorted = false);

// `dims` is a permutation of 0..rank-1.
absl::Status CheckPermutation(absl::string_view op, absl::string_view what,
                              absl::Span<const int64_t> dims, int64_t rank);

// The lists share no entry.
absl::Status CheckDisjoint(absl::string_view op, absl::string_view what_a,
                           absl::Span<const int64_t> a, absl::string_view what_b,
                           absl::Span<const int64_t> b);

// A computation `what` of `op` that takes one scalar per entry of
// `param_types` (fp precision must match exactly unless
// `ignore_fp_precision`) and, when `result_type` is set, returns a scalar of
// that type.
absl::Status CheckScalarSignature(absl::string_view op, absl::string_view what,
                                  const ProgramShape& computation,
                                  absl::Span<const PrimitiveType> param_types,
                                  std::optional<PrimitiveType> result_type,
                                  bool ignore_fp_precision = false);

// A reducer of N values: takes N accumulators then N inputs, all scalars, and
// returns the N accumulators (a scalar when N == 1, else an N-tuple). The
// accumulators must match `init_shapes` and the inputs `input_types` (fp
// precision aside, as in XLA).
absl::Status CheckReducer(absl::string_view op, absl::string_view what, const ProgramShape& reducer,
                          absl::Span<const Shape* const> init_shapes,
                          absl::Span<const PrimitiveType> input_types);

// BroadcastInDim: operand dimension i maps to output dimension
// broadcast_dimensions[i] (size 1 or equal). The builder (like XLA's) demands
// increasing broadcast_dimensions; the HLO op only that they be unique.
absl::StatusOr<Shape> BroadcastInDimShape(const Shape& operand, const Shape& output,
                                          absl::Span<const int64_t> broadcast_dimensions,
                                          bool require_sorted);

// One shape as itself, several as a tuple.
Shape SingleOrTuple(std::vector<Shape> shapes);

// Element type of a result of dot/convolution given `preferred`.
absl::StatusOr<PrimitiveType> ResultTypeWithPreference(absl::string_view op, PrimitiveType from,
                                                       std::optional<PrimitiveType> preferred);

// Higher precision of two types (for ops that accept mixed fp precision).
PrimitiveType HigherPrecisionType(PrimitiveType a, PrimitiveType b);
// dot and convolution: operand element types may differ (XLA converts them
// to the result type) but not mix complex with real or pred with numbers.
absl::Status CheckMixableOperandTypes(absl::string_view op, const Shape& lhs, const Shape& rhs);

// Instruction-level rules for the async family (async-start/update/done and
// the *-start/*-done pairs), domain and add-dependency
// (shape_inference_async.cc), and for collective-broadcast, ragged-all-to-all,
// ragged-dot, scaled-dot, topk, stochastic-convert and
// rng-get-and-update-state (shape_inference_extra_ops.cc).
absl::StatusOr<Shape> InferAsyncInstructionShape(const HloInstruction& instruction);
absl::StatusOr<Shape> InferExtraOpInstructionShape(const HloInstruction& instruction);

}  // namespace shape_inference_internal
}  // namespace xla

#endif  // AXLE_HLO_SHAPE_INFERENCE_INTERNAL_H_
