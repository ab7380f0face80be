// Internal to the data-movement evaluators (axle/eval/data_movement_ops*.cc).
//
// Most data-movement ops are index remappings that do not look at element
// values: each result element is a copy of one operand element (or of a fill
// value). They are written once, on bytes: an index-mapping function says
// where an element comes from or goes to, and the copy moves ByteWidth(type)
// bytes. Indices are logical (multi-dimensional); the literals' layouts are
// honoured through IndexUtil, so operands and results may have any layout.
#ifndef AXLE_EVAL_INDEX_MAPPING_H_
#define AXLE_EVAL_INDEX_MAPPING_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/eval/eval_context.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal.h"

namespace xla {
namespace data_movement {

using Operands = absl::Span<const Literal* const>;

// ---- Errors and checks naming the instruction ("slice %s: ...").
std::string OpName(const HloInstruction& instruction);
absl::Status ExpectOperandCount(const HloInstruction& instruction, Operands operands,
                                size_t count);
absl::Status ExpectMinOperandCount(const HloInstruction& instruction, Operands operands,
                                   size_t count);
// Operand `i` must be an array (of `type` when given).
absl::Status ExpectArray(const HloInstruction& instruction, const Literal& operand, int64_t i,
                         std::optional<PrimitiveType> type = std::nullopt);
// Operand `i` must be an array of an integral type.
absl::Status ExpectIntegral(const HloInstruction& instruction, const Literal& operand, int64_t i);
// The attribute `name` must hold one dimension number per `count`, each in
// [0, rank), none repeated (a permutation when count == rank).
absl::Status ExpectDimensions(const HloInstruction& instruction, const char* name,
                              absl::Span<const int64_t> dimensions, int64_t rank);

// A zero-filled array result with the instruction's shape and layout; an
// error if the instruction's shape is not a valid array shape of `type`.
absl::StatusOr<Literal> MakeArrayResult(const HloInstruction& instruction, const Shape& shape,
                                        PrimitiveType type);
absl::StatusOr<Literal> MakeArrayResult(const HloInstruction& instruction, PrimitiveType type);
// For ops with exactly one array operand: checks that, and allocates the
// result with the operand's element type.
absl::StatusOr<Literal> MakeResultForOneArrayOperand(const HloInstruction& instruction,
                                                     Operands operands);

// ---- Integer index values.
// Element `index` of an integral array as int64, saturating u64 values above
// INT64_MAX (they are clamped anyway). The literal must be integral.
int64_t IndexValue(const Literal& indices, absl::Span<const int64_t> index);
// The start indices of dynamic-slice / dynamic-update-slice: `count` values
// from either one rank-1 vector or `count` scalars.
absl::StatusOr<std::vector<int64_t>> StartIndices(const HloInstruction& instruction,
                                                  Operands index_operands, int64_t count);

// ---- Byte copies by index mapping.
// For each index `out` of dst (row-major), `map(out, in)` fills the source
// index `in` (sized src.rank()) and returns whether to copy src[in] to
// dst[out]; false leaves dst[out] as it is. Every `in` a map accepts must be
// in bounds of src. Arrays of equal element byte width.
using PullMap = std::function<bool(absl::Span<const int64_t> out, absl::Span<int64_t> in)>;
void PullElements(const Literal& src, Literal& dst, const PullMap& map);
// For each index `in` of src (row-major), `map(in, out)` fills the
// destination index `out` (sized dst.rank()) and returns whether to copy
// src[in] to dst[out]. Every `out` a map accepts must be in bounds of dst.
using PushMap = std::function<bool(absl::Span<const int64_t> in, absl::Span<int64_t> out)>;
void PushElements(const Literal& src, Literal& dst, const PushMap& map);
// dst = src element by element (same dimensions, layouts may differ).
void CopyElements(const Literal& src, Literal& dst);
// dst = src in row-major logical order (equal element counts).
void ReshapeElements(const Literal& src, Literal& dst);
// Sets every element of `dst` to the scalar `value` (same element type).
void FillWith(const Literal& value, Literal& dst);
// Element at `linear` (storage order) of an array as a scalar literal, and
// back: stores the scalar `value` at storage position `linear` of `dst`.
Literal ScalarAt(const Literal& array, int64_t linear);
void StoreScalar(const Literal& value, Literal& dst, int64_t linear);

// ---- Registration of each op group (one file each).
void RegisterLayoutOps(OpRegistry& registry);    // broadcast reshape transpose reverse bitcast
void RegisterSliceOps(OpRegistry& registry);     // slice dynamic-slice dynamic-update-slice
void RegisterConcatPadOps(OpRegistry& registry); // concatenate pad
void RegisterGatherOp(OpRegistry& registry);
void RegisterScatterOp(OpRegistry& registry);
void RegisterSortOp(OpRegistry& registry);
void RegisterTopKOp(OpRegistry& registry);
// XLA's "TopK" custom-call (hlo/xla_custom_calls.h), as topk.
absl::StatusOr<Literal> EvaluateTopKCustomCall(const HloInstruction& instruction,
                                               absl::Span<const Literal* const> operands,
                                               EvalContext& context);
void RegisterTupleOps(OpRegistry& registry);     // tuple gte opt-barrier after-all
void RegisterDynamicShapeOps(OpRegistry& registry);  // get/set-dimension-size dynamic-reshape

}  // namespace data_movement
}  // namespace xla

#endif  // AXLE_EVAL_INDEX_MAPPING_H_
