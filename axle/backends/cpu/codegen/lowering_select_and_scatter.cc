// select-and-scatter, in the interpreter's order
// (axle/eval/numeric_ops_select_and_scatter.cc): the result starts as the
// init value; for each source element, in row-major order, the window placed
// there picks one operand element (the first in row-major window order,
// replaced by each later element e for which select(picked, e) is false;
// padding and dilation holes skipped) and result[picked] =
// scatter(result[picked], source element); with dynamic operands, over
// their runtime extents only. One sequential kernel: windows
// may overlap, and the scatter computation need not be commutative.
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {
namespace {

// A loop nest over `shape` in row-major (logical) order.
absl::Status EmitRowMajorLoops(llvm::IRBuilder<>& b, const Shape& shape,
                               const std::function<absl::Status(const IrIndex&)>& body) {
  Shape row_major = shape;
  LayoutUtil::SetToDefaultLayout(&row_major);
  return EmitLoopNest(b, row_major, [&](const IrIndex& index) {
    return body(IrIndex::Multidim(index.multidim));
  });
}

absl::Status LowerSelectAndScatter(ComputationEmitter& emitter,
                                   const HloInstruction& instruction) {
  const Shape& base = instruction.operand(0)->shape();
  const Shape& source_shape = instruction.operand(1)->shape();
  const Window& window = instruction.window();
  ASSIGN_OR_RETURN(BufferSlice output, emitter.Slice(&instruction));
  std::vector<KernelBuffer> buffers = {{output, true}};
  for (int64_t i = 0; i < 3; ++i) {
    ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(instruction.operand(i)));
    buffers.push_back({slice, false});
  }
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.", instruction.name()), buffers);
  llvm::IRBuilder<>& b = kernel.b();
  ElementalEmitter elemental(emitter.codegen(), b, kernel.run_context());
  IrArray result(kernel.buffer(0), instruction.shape());
  IrArray operand(kernel.buffer(1), base);
  IrArray source(kernel.buffer(2), source_shape);
  IrArray init(kernel.buffer(3), instruction.operand(2)->shape());

  // Dynamic operands: only the source's runtime extent scatters, and only
  // the operand's runtime extent is inside a window (dynamic_windowed_ops.cc
  // checked that they agree).
  std::vector<llvm::Value*> base_sizes, source_sizes;
  for (int64_t d = 0; d < base.rank(); ++d) {
    base_sizes.push_back(base.is_dynamic_dimension(d)
                             ? LoadDynamicSize(b, kernel.buffer(1), base, d)
                             : b.getInt64(base.dimensions(d)));
    source_sizes.push_back(source_shape.is_dynamic_dimension(d)
                               ? LoadDynamicSize(b, kernel.buffer(2), source_shape, d)
                               : b.getInt64(source_shape.dimensions(d)));
  }
  llvm::Value* init_value = init.EmitLoad(IrIndex(), b);
  RETURN_IF_ERROR(EmitLoopNest(b, instruction.shape(), [&](const IrIndex& index) {
    result.EmitStore(init_value, index, b);
    return absl::OkStatus();
  }));

  llvm::Type* element_type = init_value->getType();
  llvm::AllocaInst* picked = EntryAlloca(b, b.getInt1Ty());
  llvm::AllocaInst* picked_value = EntryAlloca(b, element_type);
  std::vector<llvm::AllocaInst*> picked_position;
  for (int64_t d = 0; d < base.rank(); ++d) picked_position.push_back(EntryAlloca(b, b.getInt64Ty()));
  llvm::Function* function = b.GetInsertBlock()->getParent();
  auto block = [&](const char* name) {
    return llvm::BasicBlock::Create(b.getContext(), name, function);
  };

  RETURN_IF_ERROR(EmitRowMajorLoops(b, source_shape, [&](const IrIndex& s) -> absl::Status {
    llvm::Value* in_source = b.getTrue();
    for (int64_t d = 0; d < base.rank(); ++d) {
      in_source = b.CreateAnd(in_source, b.CreateICmpSLT(s.multidim[d], source_sizes[d]));
    }
    llvm::BasicBlock* source_element = block("source.in");
    llvm::BasicBlock* source_done = block("source.done");
    b.CreateCondBr(in_source, source_element, source_done);
    b.SetInsertPoint(source_element);
    b.CreateStore(b.getFalse(), picked);
    std::vector<llvm::Value*> position(base.rank()), inside(base.rank());
    std::function<absl::Status(int64_t)> window_loop = [&](int64_t dim) -> absl::Status {
      if (dim == base.rank()) {
        llvm::Value* all_inside = b.getTrue();
        for (llvm::Value* condition : inside) all_inside = b.CreateAnd(all_inside, condition);
        llvm::BasicBlock* visit = block("window.in");
        llvm::BasicBlock* compare = block("window.compare");
        llvm::BasicBlock* take = block("window.take");
        llvm::BasicBlock* next = block("window.next");
        b.CreateCondBr(all_inside, visit, next);
        b.SetInsertPoint(visit);
        llvm::Value* value = operand.EmitLoad(IrIndex::Multidim(position), b);
        b.CreateCondBr(b.CreateLoad(b.getInt1Ty(), picked), compare, take);
        b.SetInsertPoint(compare);
        llvm::Value* current = b.CreateLoad(element_type, picked_value);
        ASSIGN_OR_RETURN(std::vector<llvm::Value*> keep,
                         elemental.EmitScalarComputation(*instruction.select(), {current, value}));
        b.CreateCondBr(keep[0], next, take);
        b.SetInsertPoint(take);
        b.CreateStore(b.getTrue(), picked);
        b.CreateStore(value, picked_value);
        for (int64_t d = 0; d < base.rank(); ++d) b.CreateStore(position[d], picked_position[d]);
        b.CreateBr(next);
        b.SetInsertPoint(next);
        return absl::OkStatus();
      }
      const WindowDimension& wd = window.dimensions(dim);
      const WindowTapRange taps = EmitWindowTapRange(wd, s.multidim[dim], base_sizes[dim], b);
      return EmitWindowTapLoop(b, taps,
                         [&](llvm::Value* k) -> absl::Status {
                           WindowTap tap =
                               EmitWindowTap(wd, s.multidim[dim], k, base_sizes[dim], b);
                           inside[dim] = tap.inside;
                           position[dim] = tap.position;
                           return window_loop(dim + 1);
                         });
    };
    RETURN_IF_ERROR(window_loop(0));
    llvm::BasicBlock* scatter = block("scatter");
    llvm::BasicBlock* done = block("scatter.done");
    b.CreateCondBr(b.CreateLoad(b.getInt1Ty(), picked), scatter, done);
    b.SetInsertPoint(scatter);
    std::vector<llvm::Value*> target;
    for (llvm::AllocaInst* slot : picked_position) target.push_back(b.CreateLoad(b.getInt64Ty(), slot));
    const IrIndex target_index = IrIndex::Multidim(target);
    llvm::Value* accumulated = result.EmitLoad(target_index, b);
    llvm::Value* element = source.EmitLoad(s, b);
    ASSIGN_OR_RETURN(std::vector<llvm::Value*> combined,
                     elemental.EmitScalarComputation(*instruction.scatter(),
                                                     {accumulated, element}));
    result.EmitStore(combined[0], target_index, b);
    b.CreateBr(done);
    b.SetInsertPoint(done);
    b.CreateBr(source_done);
    b.SetInsertPoint(source_done);
    return absl::OkStatus();
  }));
  emitter.CallKernel(instruction, kernel.Finish(), /*outer_size=*/1, /*elements=*/1,
                     "kernel (sequential)");
  return absl::OkStatus();
}

}  // namespace

void RegisterSelectAndScatterLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kSelectAndScatter, LowerSelectAndScatter);
}

}  // namespace xla::cpu
