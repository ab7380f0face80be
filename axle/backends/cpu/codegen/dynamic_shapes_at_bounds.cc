// Instructions the interpreter runs on dynamic operands only within, or
// exactly at, their bounds (see dynamic_shapes.h): the run-time checks that
// fail where the interpreter fails, and results whose runtime sizes are
// their bounds.
//
// What the interpreter does (axle/eval; its literals hold only the runtime
// sizes, then each op checks them against the instruction's shapes):
// - reshape, concatenate, pad, reverse, sort, scatter, bitcast-convert, bitcast,
//   fft, and dynamic-update-slice's operand: any dynamic operand dimension
//   must be at its bound, else InvalidArgument. The result, computed as on
//   static shapes, is at its bounds.
// - slice: each limit must lie within the runtime size; dynamic-slice and
//   gather: each window must fit the runtime size, and the starts clamp to
//   [0, size - window] (ClampStartToRuntimeSize). Their results are at
//   their bounds.
// - iota, rng and rng-bit-generator ignore dynamic bounds: the result is at
//   its bounds.
// - bitcast compares byte counts: its operand must be at its bounds.
#include <optional>
#include <vector>

#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// The operands whose dynamic dimensions must be at their bounds.
std::vector<int64_t> OperandsNeededAtBounds(const HloInstruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kReshape:
    case HloOpcode::kConcatenate:
    case HloOpcode::kReverse:
    case HloOpcode::kSort:
    case HloOpcode::kScatter:
    case HloOpcode::kBitcastConvert:
    case HloOpcode::kBitcast:
    case HloOpcode::kFft: {
      std::vector<int64_t> all(instruction.operand_count());
      for (int64_t i = 0; i < instruction.operand_count(); ++i) all[i] = i;
      return all;
    }
    case HloOpcode::kPad:
    case HloOpcode::kDynamicUpdateSlice:  // the update may be smaller (not yet run)
      return {0};
    default:
      return {};
  }
}

// The window of operand dimension `dim` an instruction reads (nullopt:
// no window check).
std::optional<int64_t> ReadWindow(const HloInstruction& instruction, int64_t dim) {
  switch (instruction.opcode()) {
    case HloOpcode::kDynamicSlice:
      return instruction.attributes().dynamic_slice_sizes[dim];
    case HloOpcode::kGather:
      return instruction.attributes().gather_slice_sizes[dim];
    default:
      return std::nullopt;
  }
}

void FailOnDynamicOperand(ComputationEmitter& emitter, const HloInstruction& instruction,
                          llvm::Value* bad, int64_t operand, int64_t dim, llvm::Value* size,
                          int64_t needed) {
  llvm::IRBuilder<>& b = emitter.b();
  emitter.FailIf(bad, [&] {
    EmitDynamicOperandError(emitter, instruction, operand, dim, size, b.getInt64(needed));
  });
}

absl::Status EmitSliceLimitChecks(ComputationEmitter& emitter,
                                  const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  const Shape& shape = instruction.operand(0)->shape();
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> sizes, OperandSizes(emitter, instruction, 0));
  for (int64_t d = 0; d < shape.rank(); ++d) {
    if (!shape.is_dynamic_dimension(d)) continue;
    const int64_t limit = instruction.attributes().slice_limits[d];
    llvm::Value* bad = b.CreateICmpSGT(b.getInt64(limit), sizes[d]);
    emitter.FailIf(bad, [&] {
      EmitDimensionSizeError(emitter, instruction, d, sizes[d], b.getInt64(limit));
    });
  }
  return absl::OkStatus();
}

}  // namespace

bool ResultIsAtBounds(const HloInstruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kSlice:
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kGather:
    case HloOpcode::kIota:
    case HloOpcode::kRng:
    case HloOpcode::kRngBitGenerator:
      return true;
    default:
      return !OperandsNeededAtBounds(instruction).empty();
  }
}

absl::Status EmitDynamicReadChecks(ComputationEmitter& emitter,
                                   const HloInstruction& instruction) {
  if (instruction.opcode() == HloOpcode::kSlice) {
    return instruction.operand(0)->shape().is_static() ? absl::OkStatus()
                                                      : EmitSliceLimitChecks(emitter, instruction);
  }
  llvm::IRBuilder<>& b = emitter.b();
  for (int64_t i : OperandsNeededAtBounds(instruction)) {
    const Shape& shape = instruction.operand(i)->shape();
    if (!shape.IsArray() || shape.is_static()) continue;
    ASSIGN_OR_RETURN(std::vector<llvm::Value*> sizes, OperandSizes(emitter, instruction, i));
    for (int64_t d = 0; d < shape.rank(); ++d) {
      if (!shape.is_dynamic_dimension(d)) continue;
      FailOnDynamicOperand(emitter, instruction,
                           b.CreateICmpNE(sizes[d], b.getInt64(shape.dimensions(d))), i, d,
                           sizes[d], shape.dimensions(d));
    }
  }
  const Shape& operand = instruction.operand_count() > 0 ? instruction.operand(0)->shape()
                                                          : instruction.shape();
  if (!operand.IsArray() || operand.is_static() || !ReadWindow(instruction, 0)) {
    return absl::OkStatus();
  }
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> sizes, OperandSizes(emitter, instruction, 0));
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (!operand.is_dynamic_dimension(d)) continue;
    const int64_t window = *ReadWindow(instruction, d);
    FailOnDynamicOperand(emitter, instruction, b.CreateICmpSLT(sizes[d], b.getInt64(window)), 0,
                         d, sizes[d], window);
  }
  return absl::OkStatus();
}

absl::Status EmitResultSizesAtBounds(ComputationEmitter& emitter,
                                     const HloInstruction& instruction) {
  // A forwarded bitcast's result is its operand's slice, sizes included
  // (checked at the bounds): nothing to store.
  if (!instruction.shape().is_dynamic() || !ResultIsAtBounds(instruction) ||
      (instruction.opcode() == HloOpcode::kBitcast && !BitcastDefinesValue(instruction))) {
    return absl::OkStatus();
  }
  ASSIGN_OR_RETURN(std::vector<BufferSlice> leaves, emitter.LeafSlices(&instruction));
  std::vector<Shape> leaf_shapes;
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& subshape, const ShapeIndex&) {
    if (subshape.IsArray()) leaf_shapes.push_back(subshape);
  });
  for (size_t i = 0; i < leaves.size(); ++i) {
    const Shape& shape = leaf_shapes[i];
    if (!shape.is_dynamic()) continue;
    std::vector<llvm::Value*> bounds;
    for (int64_t d = 0; d < shape.rank(); ++d) {
      bounds.push_back(emitter.b().getInt64(shape.dimensions(d)));
    }
    StoreDynamicSizes(emitter.b(), emitter.SliceAddress(leaves[i]), shape, bounds);
  }
  return absl::OkStatus();
}

absl::StatusOr<llvm::Value*> ClampStartToRuntimeSize(ElementalEmitter& e,
                                                     const HloInstruction& operand, int64_t dim,
                                                     int64_t window, llvm::Value* start) {
  if (!operand.shape().is_dynamic_dimension(dim)) return start;
  ASSIGN_OR_RETURN(llvm::Value * size, e.DimensionSize(operand, dim));
  // EmitDynamicReadChecks made sure the window fits: high >= 0.
  llvm::Value* high = e.b().CreateSub(size, e.b().getInt64(window));
  return e.b().CreateSelect(e.b().CreateICmpSGT(start, high), high, start);
}

}  // namespace xla::cpu
