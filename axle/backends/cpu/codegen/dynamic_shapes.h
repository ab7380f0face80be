// Bounded dynamic shapes (f32[<=10]) in generated code.
//
// Where runtime sizes live: with the value. A dynamic array's slice holds its
// elements at the bounds, in its layout, then one int32 per dimension, the
// runtime sizes (passes/analysis/buffer_assignment.h: DynamicSizesOffset,
// ByteSizeOfValue). Whatever copies or forwards a slice (tuples, while
// state, conditional results, send/recv, infeed) carries the sizes along;
// the runtime's buffer trees read and write them (runtime/buffer_tree.h),
// and the executable stages dynamic entry parameters and results through
// them, so callers see literals whose dimensions are the runtime sizes, as
// the interpreter's are.
//
// The meaning follows the interpreter (eval/data_movement_ops_dynamic.cc):
// elements past a runtime size do not exist. Loop kernels still run over
// the bounds (the padding they compute is never read), except where padding
// would change a valid element: reductions and dot fold only the runtime
// size (ElementalEmitter::DimensionSize), reduce-window treats window
// positions past it as padding, set-dimension-size zeroes what lies
// past its operand's sizes, dynamic-reshape moves elements by their
// row-major position among the runtime sizes. An instruction computes its
// own result sizes before it runs.
//
// Instructions the backend runs with dynamic operands or results:
// get-dimension-size, set-dimension-size, dynamic-reshape; element-wise ops
// (copy, convert, clamp, select, map, reduce-precision...), broadcast,
// transpose, reduce, reduce-window and dot (sizes follow the operands'
// dimensions); the ops the interpreter runs only within or at the bounds
// (dynamic_shapes_at_bounds.cc: reshape, concatenate, pad, reverse, sort,
// scatter, bitcast-convert, fft, dynamic-update-slice, slice,
// dynamic-slice, gather; iota and rng), which fail at run time where the
// interpreter fails; instructions that only move values (parameter, tuple,
// get-tuple-element, while, conditional, call, opt-barrier) and the
// runtime calls (infeed, outfeed, send/recv, collectives, custom-call).
// Convolution and select-and-scatter compute over the runtime sizes, their
// result sizes inferred from them (dynamic_windowed_ops.cc); cholesky and
// triangular-solve factor / solve the runtime-size matrices, packed for the
// runtime's kernels (lowering_linalg.cc); a dynamic
// dynamic-update-slice update writes only its runtime extent. A bitcast
// runs on an operand at its bounds (as the interpreter, which compares byte
// counts); its result aliases the operand, sizes included, unless its
// dynamic result has other dimensions: then it has a buffer of its own
// (lowering_bitcast.cc). Fusion never fuses dynamic shapes
// (passes/fusion/fusion_utils.cc: CanLiveInFusion).
#ifndef AXLE_BACKENDS_CPU_CODEGEN_DYNAMIC_SHAPES_H_
#define AXLE_BACKENDS_CPU_CODEGEN_DYNAMIC_SHAPES_H_

#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/hlo/hlo_instruction.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

class ComputationEmitter;
class ElementalEmitter;

// The runtime sizes (i64) of the dynamic array `shape` whose slice starts at
// `base` (one, or all); StoreDynamicSizes writes them (i64 values, stored
// as int32).
llvm::Value* LoadDynamicSize(llvm::IRBuilder<>& b, llvm::Value* base, const Shape& shape,
                             int64_t dim);
std::vector<llvm::Value*> LoadDynamicSizes(llvm::IRBuilder<>& b, llvm::Value* base,
                                           const Shape& shape);
void StoreDynamicSizes(llvm::IRBuilder<>& b, llvm::Value* base, const Shape& shape,
                       absl::Span<llvm::Value* const> sizes);

// OK when the backend runs `instruction` with its dynamic operands and
// result (see above: all the ops the CPU pipeline leaves); else an
// InternalError naming it.
absl::Status CheckDynamicShapesSupported(const HloInstruction& instruction);

// The number of windows along window dimension `w` over a base of runtime
// size `size` (i64), as shape inference counts them.
llvm::Value* WindowedSize(llvm::IRBuilder<>& b, const WindowDimension& w, llvm::Value* size);

// dynamic_windowed_ops.cc. For a convolution or select-and-scatter with
// dynamic operands: fails the run where the operands' runtime sizes do not
// agree as shape inference requires (as the interpreter fails), and stores
// the result's runtime sizes. Nothing for any other instruction.
absl::Status EmitWindowedOpSizes(ComputationEmitter& emitter, const HloInstruction& instruction);

// Run-time checks that fail the run, with an InvalidArgument naming the op,
// where the interpreter fails on the runtime sizes (dynamic_shapes_at_bounds.cc:
// a slice limit past a runtime size, a dynamic-slice or gather window larger
// than it, a reshape, concatenate... operand below its bound).
absl::Status EmitDynamicReadChecks(ComputationEmitter& emitter, const HloInstruction& instruction);

// For an instruction whose result is dynamic and whose sizes follow from its
// operands' (element-wise, broadcast, transpose, reduce, reduce-window,
// dot): stores the result's runtime sizes before it runs. Nothing for any
// other instruction (those compute or forward their own).
absl::Status EmitPropagatedSizes(ComputationEmitter& emitter, const HloInstruction& instruction);

// Calls the runtime's error functions for `instruction` (runtime_abi.h),
// with the message's kind and shapes chosen here from the instruction:
// __axle_dimension_size_error (a runtime size `size` of dimension `dim`,
// -1 for element counts, that does not fit; `other` as the ABI says) and
// __axle_dynamic_operand_error (dimension `dim` of operand `operand` has
// runtime size `size` where `needed` is needed).
void EmitDimensionSizeError(ComputationEmitter& emitter, const HloInstruction& instruction,
                            int64_t dim, llvm::Value* size, llvm::Value* other);
void EmitDynamicOperandError(ComputationEmitter& emitter, const HloInstruction& instruction,
                             int64_t operand, int64_t dim, llvm::Value* size,
                             llvm::Value* needed);

// Fails the run (InvalidArgument naming the instruction) unless `size`, the
// runtime size of dimension `dim` of operand `operand`, equals `expected`:
// where shape inference on the runtime sizes fails, as the interpreter's.
void FailUnlessSizesAgree(ComputationEmitter& emitter, const HloInstruction& instruction,
                          int64_t operand, int64_t dim, llvm::Value* size,
                          llvm::Value* expected);

// The runtime sizes (i64) of operand `i` of `instruction` (its bounds where
// static), loaded in the computation's function.
absl::StatusOr<std::vector<llvm::Value*>> OperandSizes(ComputationEmitter& emitter,
                                                       const HloInstruction& instruction,
                                                       int64_t i);

// dynamic_shapes_at_bounds.cc. Whether the instruction runs on dynamic
// operands only within or at their bounds, its result then at its bounds
// (reshape, concatenate, pad, reverse, sort, scatter, bitcast-convert, fft,
// dynamic-update-slice, slice, dynamic-slice, gather, iota, rng).
bool ResultIsAtBounds(const HloInstruction& instruction);
// Stores the bounds as the runtime sizes of such an instruction's dynamic
// results.
absl::Status EmitResultSizesAtBounds(ComputationEmitter& emitter,
                                     const HloInstruction& instruction);
// A dynamic-slice or gather start into dimension `dim` of `operand`
// (already clamped to the bound), clamped to [0, runtime size - window] as
// the interpreter clamps it.
absl::StatusOr<llvm::Value*> ClampStartToRuntimeSize(ElementalEmitter& e,
                                                     const HloInstruction& operand, int64_t dim,
                                                     int64_t window, llvm::Value* start);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_DYNAMIC_SHAPES_H_
