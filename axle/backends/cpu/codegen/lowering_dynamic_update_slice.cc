// dynamic-update-slice (axle/eval/data_movement_ops_slice.cc): the result is
// the operand (copied, unless buffer assignment put the result in the
// operand's slice: in place) with the update written over the window at the
// start indices, clamped to [0, operand_size - update_size] as the
// interpreter clamps them; a dynamic update writes only its runtime extent,
// clamped by it. The window is written by a loop kernel over the
// update, split into work groups when large.
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/array_copy.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

absl::Status LowerDynamicUpdateSlice(ComputationEmitter& emitter,
                                     const HloInstruction& instruction) {
  const Shape& shape = instruction.shape();
  const Shape& update_shape = instruction.operand(1)->shape();
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> result, ResultArrays(emitter, instruction));
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> operands,
                   OperandArrays(emitter, instruction, 0, instruction.operand_count()));
  if (result.size() != 1) return absl::InternalError("the result must be an array");
  RETURN_IF_ERROR(EmitArrayCopy(emitter, instruction, result[0], operands[0]));
  const int64_t elements = ShapeUtil::ElementsIn(update_shape);
  if (elements == 0) {
    emitter.codegen().RecordLowering(instruction, "copy only (empty update)");
    return absl::OkStatus();
  }
  // Kernel buffers: 0 the result, 1 the update, i >= 2 operand i (a start
  // index).
  std::vector<BufferSlice> indices;
  for (size_t i = 2; i < operands.size(); ++i) indices.push_back(operands[i].slice);
  return EmitOffsetCopyKernel(
      emitter, instruction, result[0], operands[1], indices,
      [&](KernelBuilder& kernel) -> absl::StatusOr<std::vector<llvm::Value*>> {
        llvm::IRBuilder<>& b = kernel.b();
        // A dynamic update writes only its runtime extent, its starts
        // clamped by that extent (the interpreter's literal is that size):
        // clamp to the bound first, then to bound - runtime size.
        std::vector<int64_t> window(update_shape.dimensions().begin(),
                                    update_shape.dimensions().end());
        for (int64_t d = 0; d < update_shape.rank(); ++d) {
          if (update_shape.is_dynamic_dimension(d)) window[d] = 0;
        }
        ASSIGN_OR_RETURN(
            std::vector<llvm::Value*> starts,
            ClampedStartIndices(
                instruction, 2, shape.dimensions(), window,
                [&](int64_t operand, const IrIndex& index) -> absl::StatusOr<llvm::Value*> {
                  IrArray array(kernel.buffer(operand), operands[operand].shape);
                  return array.EmitLoad(index, b);
                },
                b));
        if (!update_shape.is_dynamic()) return starts;
        std::vector<llvm::Value*> sizes = LoadDynamicSizes(b, kernel.buffer(1), update_shape);
        for (int64_t d = 0; d < update_shape.rank(); ++d) {
          llvm::Value* high = b.CreateSub(b.getInt64(shape.dimensions(d)), sizes[d]);
          starts[d] = b.CreateSelect(b.CreateICmpSGT(starts[d], high), high, starts[d]);
        }
        return starts;
      },
      "kernel over the update window");
}

}  // namespace

void RegisterDynamicUpdateSliceLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kDynamicUpdateSlice, LowerDynamicUpdateSlice);
}

}  // namespace xla::cpu
