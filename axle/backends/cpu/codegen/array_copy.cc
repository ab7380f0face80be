#include "axle/backends/cpu/codegen/array_copy.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

bool SameBytes(const ArrayInBuffer& a, const ArrayInBuffer& b) {
  return PhysicalOrder(a.shape) == PhysicalOrder(b.shape);
}

}  // namespace

absl::Status EmitArrayCopy(ComputationEmitter& emitter, const HloInstruction& instruction,
                           const ArrayInBuffer& to, const ArrayInBuffer& from) {
  if (!ShapeUtil::SameDimensions(to.shape, from.shape) ||
      to.shape.element_type() != from.shape.element_type()) {
    return absl::InternalError(absl::StrCat("cannot copy ", from.shape.ToString(), " into ",
                                            to.shape.ToString()));
  }
  if (SameBytes(to, from)) {
    emitter.EmitCopy(to.slice, from.slice);
    return absl::OkStatus();
  }
  if (to.slice.OverlapsWith(from.slice)) {
    return absl::InternalError("a layout-changing copy between overlapping buffers");
  }
  const int64_t elements = ShapeUtil::ElementsIn(to.shape);
  if (elements == 0) return absl::OkStatus();
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("copy.", instruction.name()),
                       {{to.slice, true}, {from.slice, false}});
  IrArray out(kernel.buffer(0), to.shape);
  IrArray in(kernel.buffer(1), from.shape);
  const std::function<absl::Status(const IrIndex&)> copy = [&](const IrIndex& index) {
    out.EmitStore(in.EmitLoad(IrIndex::Multidim(index.multidim), kernel.b()), index, kernel.b());
    return absl::OkStatus();
  };
  const std::vector<int64_t> from_order = PhysicalOrder(from.shape);
  const int64_t tile_dimension =
      TileDimension(to.shape, from_order.empty() ? -1 : from_order.back());
  RETURN_IF_ERROR(tile_dimension >= 0
                      ? EmitTiledLoopNest(kernel.b(), to.shape, tile_dimension, kTransposeTile,
                                          copy, kernel.begin(), kernel.end())
                      : EmitLoopNest(kernel.b(), to.shape, copy, kernel.begin(), kernel.end()));
  emitter.CallKernel(instruction, kernel.Finish(), OuterDimensionSize(to.shape), elements,
                     tile_dimension >= 0 ? "layout-changing copy kernel (tiled)"
                                         : "layout-changing copy kernel");
  return absl::OkStatus();
}

absl::Status EmitArrayCopies(ComputationEmitter& emitter, const HloInstruction& instruction,
                             const std::vector<ArrayInBuffer>& to,
                             const std::vector<ArrayInBuffer>& from) {
  bool all_same_bytes = true;
  bool crossing = false;  // a source is another copy's destination
  for (size_t i = 0; i < to.size(); ++i) {
    all_same_bytes &= SameBytes(to[i], from[i]);
    for (size_t j = 0; j < to.size(); ++j) {
      crossing |= i != j && from[i].slice.OverlapsWith(to[j].slice);
    }
  }
  if (all_same_bytes) {
    std::vector<BufferSlice> to_slices, from_slices;
    for (size_t i = 0; i < to.size(); ++i) {
      to_slices.push_back(to[i].slice);
      from_slices.push_back(from[i].slice);
    }
    emitter.EmitParallelCopies(to_slices, from_slices);
    return absl::OkStatus();
  }
  if (crossing) {
    return absl::UnimplementedError(
        "layout-changing copies whose sources are other copies' destinations");
  }
  for (size_t i = 0; i < to.size(); ++i) {
    RETURN_IF_ERROR(EmitArrayCopy(emitter, instruction, to[i], from[i]));
  }
  return absl::OkStatus();
}

absl::Status EmitOffsetCopyKernel(
    ComputationEmitter& emitter, const HloInstruction& instruction, const ArrayInBuffer& to,
    const ArrayInBuffer& from, const std::vector<BufferSlice>& inputs,
    const std::function<absl::StatusOr<std::vector<llvm::Value*>>(KernelBuilder& kernel)>&
        offsets,
    absl::string_view what) {
  const int64_t elements = ShapeUtil::ElementsIn(from.shape);
  if (elements == 0) return absl::OkStatus();
  std::vector<KernelBuffer> buffers = {{to.slice, true}, {from.slice, false}};
  for (const BufferSlice& input : inputs) buffers.push_back({input, false});
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.", instruction.name()), buffers);
  llvm::IRBuilder<>& b = kernel.b();
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> shift, offsets(kernel));
  IrArray out(kernel.buffer(0), to.shape);
  IrArray in(kernel.buffer(1), from.shape);
  // A dynamic `from` has elements only within its runtime sizes: the rest
  // is not copied (the offsets were clamped for the runtime sizes).
  std::vector<llvm::Value*> sizes;
  if (from.shape.is_dynamic()) sizes = LoadDynamicSizes(b, kernel.buffer(1), from.shape);
  RETURN_IF_ERROR(EmitLoopNest(
      b, from.shape,
      [&](const IrIndex& index) {
        llvm::Value* inside = b.getTrue();
        for (size_t d = 0; d < sizes.size(); ++d) {
          inside = b.CreateAnd(inside, b.CreateICmpSLT(index.multidim[d], sizes[d]));
        }
        llvm::Function* function = b.GetInsertBlock()->getParent();
        llvm::BasicBlock* store = llvm::BasicBlock::Create(b.getContext(), "copy.in", function);
        llvm::BasicBlock* next = llvm::BasicBlock::Create(b.getContext(), "copy.next", function);
        b.CreateCondBr(inside, store, next);
        b.SetInsertPoint(store);
        std::vector<llvm::Value*> target;
        for (size_t d = 0; d < shift.size(); ++d) {
          target.push_back(b.CreateAdd(shift[d], index.multidim[d], "", true, true));
        }
        out.EmitStore(in.EmitLoad(index, b), IrIndex::Multidim(std::move(target)), b);
        b.CreateBr(next);
        b.SetInsertPoint(next);
        return absl::OkStatus();
      },
      kernel.begin(), kernel.end()));
  emitter.CallKernel(instruction, kernel.Finish(), OuterDimensionSize(from.shape), elements,
                     what);
  return absl::OkStatus();
}

absl::StatusOr<std::vector<ArrayInBuffer>> ResultArrays(ComputationEmitter& emitter,
                                                        const HloInstruction& instruction) {
  std::vector<ArrayInBuffer> arrays;
  RETURN_IF_ERROR(ShapeUtil::ForEachSubshapeWithStatus(
      instruction.shape(), [&](const Shape& subshape, const ShapeIndex& index) -> absl::Status {
        if (!subshape.IsArray()) return absl::OkStatus();
        ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(&instruction, index));
        arrays.push_back({slice, subshape});
        return absl::OkStatus();
      }));
  return arrays;
}

absl::StatusOr<std::vector<ArrayInBuffer>> OperandArrays(ComputationEmitter& emitter,
                                                         const HloInstruction& instruction,
                                                         int64_t first, int64_t count) {
  std::vector<ArrayInBuffer> arrays;
  for (int64_t i = first; i < first + count; ++i) {
    const HloInstruction* operand = instruction.operand(i);
    if (!operand->shape().IsArray()) {
      return absl::InvalidArgumentError(absl::StrCat("operand ", i, " must be an array"));
    }
    ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(operand));
    arrays.push_back({slice, operand->shape()});
  }
  return arrays;
}

}  // namespace xla::cpu
