// Values of compiled code as Literals and back, for the runtime functions
// that hand values to the eval layer's host queues, collective hub and
// custom-call targets, and for the executable's arguments and results.
//
// A buffer tree (runtime_abi.h) holds a value of a known shape: an array's
// pointer is its data in the shape's layout (a dynamic array's runtime
// sizes follow, see passes/analysis/buffer_assignment.h), a tuple's is a
// table of its elements' pointers, a token's is ignored.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_BUFFER_TREE_H_
#define AXLE_BACKENDS_CPU_RUNTIME_BUFFER_TREE_H_

#include <functional>
#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "axle/literal/literal.h"
#include "axle/shape/shape.h"

namespace xla::cpu {

// The pointer of the element of `tree` at `index` (`index` names a tuple
// element path; {} is the tree itself).
const void* TreeElement(const void* tree, ShapeIndexView index);

// The value `tree` holds, as a literal of `shape` (with `shape`'s layout; a
// dynamic array has its runtime sizes as dimensions, as the interpreter's
// literals do).
Literal LiteralFromTree(const Shape& shape, const void* tree);

// Writes `value` into `tree` (of `shape`): each array in `shape`'s layout;
// a dynamic array's runtime sizes become `value`'s dimensions. `value` must
// match `shape` except for layouts and dynamic sizes up to the bounds.
absl::Status LiteralToTree(const Literal& value, const Shape& shape, void* tree);

// Buffer trees built on the host: the tables of a tree of `shape` whose
// array at index i is `leaf(i)`. Owns the tables.
class TreeBuilder {
 public:
  const void* Build(const Shape& shape,
                    const std::function<const void*(const ShapeIndex& index)>& leaf);

 private:
  std::vector<std::unique_ptr<std::vector<const void*>>> tables_;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_BUFFER_TREE_H_
