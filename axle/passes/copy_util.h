// Copies of some array leaves of a (possibly tuple-shaped) value, for the
// passes that insert copies (layout-assignment, copy-insertion).
#ifndef AXLE_PASSES_COPY_UTIL_H_
#define AXLE_PASSES_COPY_UTIL_H_

#include <functional>
#include <optional>

#include "absl/status/status.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/shape.h"

namespace xla {

// For each array leaf of `value`, `copy_to` says whether it needs a copy and
// the copy's shape (the leaf's dimensions and type, any layout). Returns
// `value` when none does; else a new instruction in `value`'s computation
// with the same shape except the copied leaves' layouts: a copy for an
// array, a tuple of the rebuilt elements for a tuple (elements that need no
// copy are taken as they are, through get-tuple-element or, when `value` is a
// tuple instruction, its operand). Users of `value` are not changed.
using CopyLeafFn = std::function<std::optional<Shape>(const Shape& leaf, const ShapeIndex& index)>;
HloInstruction* CopyLeaves(HloInstruction* value, const CopyLeafFn& copy_to);

// Removes `instruction` if it is an unused tuple or get-tuple-element (not a
// root), then its operands that became so: what CopyLeaves's callers leave
// behind when they replace a value with its copies.
absl::Status RemoveDeadTupleTree(HloInstruction* instruction);

}  // namespace xla

#endif  // AXLE_PASSES_COPY_UTIL_H_
