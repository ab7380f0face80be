// Index arithmetic shared by the data-movement generators and lowerings:
// start indices read from integer arrays, clamped as the interpreter clamps
// them (axle/eval/data_movement_ops_util.cc: IndexValue, StartIndices), and
// the index vectors of gather and scatter (axle/eval/index_vectors.h).
// Everything is selects and integer arithmetic, no branches, so loops that
// use it still vectorise.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_INDEX_ARITHMETIC_H_
#define AXLE_BACKENDS_CPU_CODEGEN_INDEX_ARITHMETIC_H_

#include <functional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/backends/cpu/codegen/ir_array.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/shape.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

// An index element of integer type `type` as i64: signed types sign-extend,
// unsigned zero-extend, and u64 values above INT64_MAX saturate to it.
llvm::Value* IndexToI64(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b);

// Where element `k` of a window along one dimension reads its operand, for
// output position `out` (reduce-window, select-and-scatter, convolution):
// p = out * stride - padding_low + k * window_dilation in the base-dilated,
// padded operand. `inside` (i1): p is not padding, not a hole between
// base-dilated elements, and p / base_dilation < `base_size`. `position`:
// p / base_dilation when inside, else 0, so that a skipped read never forms
// an out-of-bounds address.
struct WindowTap {
  llvm::Value* inside;
  llvm::Value* position;
};
WindowTap EmitWindowTap(const WindowDimension& window, llvm::Value* out, llvm::Value* k,
                        llvm::Value* base_size, llvm::IRBuilder<>& b);

// The taps of a window dimension that can land on the base for output
// position `out`: 0 <= p <= (base_size - 1) * base_dilation, and with a base
// dilation only those landing on an element, not a hole (p % base_dilation
// == 0: an arithmetic progression of taps). Loops over these instead of
// [0, size), so a 2^62-wide window padded by 2^62 over 4 elements runs 4 taps
// per output, and so does a base dilated by 2^62 (EmitWindowTap still checks
// each tap). Taps are visited in increasing order, as the interpreter does.
// Saturating i64 arithmetic: where a value leaves int64 the range it gives
// is empty or the whole window, as the exact one would be.
struct WindowTapRange {
  llvm::Value* first;  // the first tap
  llvm::Value* end;    // taps are first, first + step, ... while < end
  int64_t step = 1;
};
WindowTapRange EmitWindowTapRange(const WindowDimension& window, llvm::Value* out,
                                  llvm::Value* base_size, llvm::IRBuilder<>& b);

// Calls `body(k)` for every tap k of `taps`, in increasing order (counted
// loop: a step past INT64_MAX never happens).
absl::Status EmitWindowTapLoop(llvm::IRBuilder<>& b, const WindowTapRange& taps,
                               const std::function<absl::Status(llvm::Value* k)>& body);

// min(max(value, low), high) on i64 (high >= low).
llvm::Value* ClampIndex(llvm::Value* value, int64_t low, int64_t high, llvm::IRBuilder<>& b);

// Reads the element of operand `operand` at `index` (an SSA value).
using OperandReader =
    std::function<absl::StatusOr<llvm::Value*>(int64_t operand, const IrIndex& index)>;

// The start indices of dynamic-slice / dynamic-update-slice: `count` values
// from operands first_operand.. (one scalar each, or one rank-1 vector), each
// clamped to [0, bounds[d] - window[d]].
absl::StatusOr<std::vector<llvm::Value*>> ClampedStartIndices(
    const HloInstruction& instruction, int64_t first_operand, absl::Span<const int64_t> bounds,
    absl::Span<const int64_t> window, const OperandReader& read, llvm::IRBuilder<>& b);

// The index vectors of gather and scatter: `indices` holds one vector along
// index_vector_dim (== rank: an implicit trailing dimension of size 1) per
// batch position, the batch dimensions being the other dimensions in order.
class IndexVectorLayout {
 public:
  IndexVectorLayout(const Shape& indices, int64_t index_vector_dim);
  int64_t batch_rank() const { return static_cast<int64_t>(batch_dims_.size()); }
  // Position among the batch dimensions of indices dimension `dim`.
  int64_t BatchPosition(int64_t dim) const;
  // The index into the indices array of component k of the vector at
  // `batch_index`.
  IrIndex ComponentIndex(absl::Span<llvm::Value* const> batch_index, int64_t k,
                         llvm::IRBuilder<>& b) const;

 private:
  int64_t rank_;
  int64_t index_vector_dim_;
  std::vector<int64_t> batch_dims_;
};

// The dimensions of `shape` of size > 1, major to minor in its layout. Two
// shapes with equal orders (and dimensions) hold their elements in the same
// order in memory.
std::vector<int64_t> PhysicalOrder(const Shape& shape);

// The result dimension along which a transpose or copy reads its operand
// fastest (the operand's minor-most dimension of size > 1, renamed into the
// result's dimensions); -1 for other ops or when there is none. With
// TileDimension (loop_emitter.h) it picks a tiled loop nest for a change of
// layout.
int64_t OperandMinorInResult(const HloInstruction& instruction);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_INDEX_ARITHMETIC_H_
