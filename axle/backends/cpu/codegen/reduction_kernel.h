// Reduction kernels: the loops of a reduce (unfused, or the roots of a
// kInput / multi-output fusion, next to side outputs over the reduction's
// input). The fold order per output:
//   - reduces whose reducer MatchReassociableReducer accepts (f32/f64 add,
//     maximum, minimum; all the kernel's reduces) in row and full
//     reductions fold in an order derived from the shape alone
//     (reassociable_reduction.h): bit-identical for any thread count and run
//     to run, a sum within reassociation of the interpreter's, max/min exact;
//   - every other reduction folds each output's inputs in the interpreter's
//     order (axle/eval/numeric_ops_reduce.cc: acc = init, then the reduced
//     positions in row-major order), bit-identical to the interpreter.
// The kernels:
//   - column reductions (the input's minor-most physical dimension is kept),
//     interpreter's order for every reducer: the outputs are the
//     accumulators; the kernel walks the input in memory order, a tile of
//     the kept minor dimension at a time, and folds kColumnReductionRows
//     input rows into a vector of outputs held in registers (a unit-stride
//     loop LLVM vectorises) before storing them. Work groups split the tiles.
//   - reassociated row reductions (the minor-most dimension is reduced, a
//     matched reducer): rows of at least kMinVectorRow elements fold one
//     output at a time in a unit-stride loop LLVM vectorises into several
//     vector accumulators (reassoc adds, llvm.maximum/minimum). Work groups
//     split the outermost output dimension. When outputs are few and rows
//     long, each output's rows are cut into chunks of kReductionChunk
//     elements (a count from the shape), folded from the reducer's identity
//     in parallel work groups into partials in the calling function's frame,
//     then folded in chunk order into the init value by a second kernel.
//   - other row reductions: kReductionLanes consecutive outputs fold side by
//     side, each its own accumulator chain in the interpreter's order
//     (independent chains hide the reducer's latency). Work groups split the
//     outermost output dimension.
// Work-group counts depend on shapes only: results are bit-identical for
// any number of threads.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_REDUCTION_KERNEL_H_
#define AXLE_BACKENDS_CPU_CODEGEN_REDUCTION_KERNEL_H_

#include <functional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"

namespace xla::cpu {

// Outputs folded side by side by a row reduction.
inline constexpr int64_t kReductionLanes = 8;
// Reassociated row reductions (reassociable_reduction.h): rows at least
// this long fold one output at a time in a vectorised loop (shorter ones
// fold kReductionLanes outputs side by side).
inline constexpr int64_t kMinVectorRow = 32;
// Elements per chunk of a long row folded into a partial result.
inline constexpr int64_t kReductionChunk = int64_t{1} << 16;
// Most partial results (outputs x chunks per output) in the frame, per reduce.
inline constexpr int64_t kMaxReductionPartials = 1024;
// Kept minor-dimension elements per tile of a column reduction.
inline constexpr int64_t kColumnReductionTile = 512;
// Input rows a column reduction folds into its outputs (kept in registers)
// before storing them.
inline constexpr int64_t kColumnReductionRows = 8;

// EmitReductionFold for several output indices at once (`lanes`): one
// accumulator chain per lane and reduce, each in the interpreter's order,
// sharing the loops over the reduced dimensions. `at_position(lane,
// position)` (optional) runs at each lane's input position before its fold
// step. Result: [lane][reduce].
absl::StatusOr<std::vector<std::vector<llvm::Value*>>> EmitReductionFoldLanes(
    ElementalEmitter& e, absl::Span<const HloInstruction* const> reduces,
    absl::Span<const IrIndex> lanes,
    const std::function<absl::Status(size_t lane, const IrIndex&)>& at_position);

// Emits the kernel of `instruction` (a reduce or a fusion) whose results are
// `roots`' (reduces over one input space and reduced dimensions, and side
// outputs with that input's dimensions), written to `outputs` (the array
// leaves of `instruction`, in order), reading `inputs`, bound by
// `bind_inputs` as in ComputationEmitter::EmitLoopKernel. Returns false,
// emitting nothing, when it does not apply (dynamic shapes, roots that do not
// share one loop space): the caller lowers it another way.
absl::StatusOr<bool> EmitReductionKernel(
    ComputationEmitter& emitter, const HloInstruction& instruction,
    const std::vector<const HloInstruction*>& roots, const std::vector<BufferSlice>& outputs,
    const std::vector<BufferSlice>& inputs,
    const std::function<void(ElementalEmitter& emitter, absl::Span<llvm::Value* const>
                                                            input_pointers)>& bind_inputs);

// Emits the kernel of a fusion holding row reductions (IsRowReduction) that
// are not all roots, read per row by the rest (ReadsRowReductionPerRow):
// softmax, layer norm. When every reduction is reassociable
// (reassociable_reduction.h: f32/f64 add, maximum, minimum), one row at a
// time: the reductions level by level (a reduction of values that use
// another comes after it), each folding its row with vector accumulators
// in an order fixed by the row length (sums within rounding of the
// interpreter's, maxima and minima exact, the same bits for any thread
// count); else per block of kReductionLanes rows, each reduction folding
// each row in the interpreter's order (bit-identical to it). Then every
// output of the row space, one row after another (a unit-stride loop LLVM
// vectorises; reduction outputs once per row). Each row's inputs are read
// once per level, from cache. Returns false, emitting nothing, when the
// fusion is not of that form.
absl::StatusOr<bool> EmitRowFusionKernel(
    ComputationEmitter& emitter, const HloInstruction& fusion,
    const std::vector<const HloInstruction*>& roots, const std::vector<BufferSlice>& outputs,
    const std::vector<BufferSlice>& inputs,
    const std::function<void(ElementalEmitter& emitter, absl::Span<llvm::Value* const>
                                                            input_pointers)>& bind_inputs);

void RegisterReduceLowering(LoweringRegistry& registry);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_REDUCTION_KERNEL_H_
