// Loops in generated code: a counted for-loop, and the loop nest over an
// array shape in physical order (innermost loop over the minor-most
// dimension, so LLVM's vectorizer sees unit-stride accesses).
#ifndef AXLE_BACKENDS_CPU_CODEGEN_LOOP_EMITTER_H_
#define AXLE_BACKENDS_CPU_CODEGEN_LOOP_EMITTER_H_

#include <functional>

#include "absl/status/status.h"
#include "axle/backends/cpu/codegen/ir_array.h"
#include "axle/shape/shape.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

// for (i = start; i < end; i += step) body(i); the builder ends after the
// loop. `start`, `end` are i64.
absl::Status EmitForLoop(llvm::IRBuilder<>& b, const char* name, llvm::Value* start,
                         llvm::Value* end, int64_t step,
                         const std::function<absl::Status(llvm::Value* i)>& body);

// Calls `body` once per element of `shape` (an array), in physical order.
// The outermost physical dimension runs over [outer_begin, outer_end) (i64
// values; nullptr: the whole dimension), so a kernel can be split into work
// groups over it. Indices carry their linear position in `shape`'s layout.
// Zero-element shapes emit nothing.
absl::Status EmitLoopNest(llvm::IRBuilder<>& b, const Shape& shape,
                          const std::function<absl::Status(const IrIndex& index)>& body,
                          llvm::Value* outer_begin = nullptr, llvm::Value* outer_end = nullptr);

// The dimension of `output` to walk in tiles with its minor-most one
// (EmitTiledLoopNest) when its elements come from a source read fastest
// along output dimension `source_minor` (a transpose or layout change):
// source_minor when that is not the output's minor-most dimension and both
// have more than one element; else -1 (plain loops are better).
int64_t TileDimension(const Shape& output, int64_t source_minor);
inline constexpr int64_t kTransposeTile = 32;

// EmitLoopNest's loops with dimension `tile_dimension` and the minor-most
// physical dimension (which must differ, both of size > 1) walked in
// tile x tile blocks: the two innermost loops run inside one block, so a
// transpose reads and writes a few cache lines many times instead of a new
// line per element. The rest is as EmitLoopNest's, but indices carry no
// linear position.
absl::Status EmitTiledLoopNest(llvm::IRBuilder<>& b, const Shape& shape, int64_t tile_dimension,
                               int64_t tile,
                               const std::function<absl::Status(const IrIndex& index)>& body,
                               llvm::Value* outer_begin = nullptr,
                               llvm::Value* outer_end = nullptr);

// The size of the outermost physical dimension of `shape` (1 for scalars):
// the dimension EmitLoopNest's range splits.
int64_t OuterDimensionSize(const Shape& shape);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_LOOP_EMITTER_H_
