#include "axle/backends/cpu/codegen/row_vector_gemv.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/kernel_builder.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"
#include "llvm/IR/DerivedTypes.h"

namespace xla::cpu {

int64_t GemvBlockBytes(const ModuleCodegen& codegen) {
  return kGemvBlockRegisters * codegen.options().vector_register_bytes;
}

absl::Status EmitRowVectorGemv(ComputationEmitter& emitter, const HloInstruction& recorded,
                               PrimitiveType type, int64_t k, int64_t n, const BufferSlice& x,
                               const BufferSlice& b_matrix, const BufferSlice& y) {
  if (type != F32 && type != F64) {
    return absl::InternalError("the row-vector GEMV takes f32 or f64");
  }
  const int64_t element_bytes = type == F32 ? 4 : 8;
  const int64_t lanes = GemvBlockBytes(emitter.codegen()) / element_bytes;
  if (n < lanes) return absl::InternalError("the row-vector GEMV needs a whole block");
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.gemv.", recorded.name()),
                       {{y, true}, {x, false}, {b_matrix, false}});
  llvm::IRBuilder<>& b = kernel.b();
  llvm::Type* element = type == F32 ? b.getFloatTy() : b.getDoubleTy();
  llvm::Type* block_type = llvm::FixedVectorType::get(element, lanes);
  llvm::Value* y_base = kernel.buffer(0);
  llvm::Value* x_base = kernel.buffer(1);
  llvm::Value* b_base = kernel.buffer(2);
  const llvm::Align align(element_bytes);
  llvm::Value* zero = llvm::ConstantFP::get(element, 0.0);
  // Whole blocks; the last, partial block's columns one at a time.
  const int64_t whole_blocks = n / lanes;
  const int64_t blocks = (n + lanes - 1) / lanes;
  llvm::AllocaInst* block_sum = EntryAlloca(b, block_type);
  llvm::AllocaInst* column_sum = EntryAlloca(b, element);
  RETURN_IF_ERROR(EmitForLoop(b, "gemv.block", kernel.begin(), kernel.end(), 1,
                              [&](llvm::Value* block) -> absl::Status {
    llvm::Value* first_column = b.CreateMul(block, b.getInt64(lanes));
    llvm::Function* function = b.GetInsertBlock()->getParent();
    llvm::BasicBlock* whole = llvm::BasicBlock::Create(b.getContext(), "gemv.whole", function);
    llvm::BasicBlock* partial =
        llvm::BasicBlock::Create(b.getContext(), "gemv.partial", function);
    llvm::BasicBlock* done = llvm::BasicBlock::Create(b.getContext(), "gemv.done", function);
    b.CreateCondBr(b.CreateICmpSLT(block, b.getInt64(whole_blocks)), whole, partial);

    b.SetInsertPoint(whole);
    b.CreateStore(llvm::ConstantAggregateZero::get(block_type), block_sum);
    RETURN_IF_ERROR(EmitForLoop(b, "gemv.k", b.getInt64(0), b.getInt64(k), 1,
                                [&](llvm::Value* row) -> absl::Status {
      llvm::Value* x_k = b.CreateAlignedLoad(element, b.CreateInBoundsGEP(element, x_base, row),
                                             align);
      llvm::Value* offset = b.CreateAdd(b.CreateMul(row, b.getInt64(n)), first_column);
      llvm::Value* b_row = b.CreateAlignedLoad(
          block_type, b.CreateInBoundsGEP(element, b_base, offset), align);
      llvm::Value* product = b.CreateFMul(b.CreateVectorSplat(lanes, x_k), b_row);
      b.CreateStore(b.CreateFAdd(b.CreateLoad(block_type, block_sum), product), block_sum);
      return absl::OkStatus();
    }));
    b.CreateAlignedStore(b.CreateLoad(block_type, block_sum),
                         b.CreateInBoundsGEP(element, y_base, first_column), align);
    b.CreateBr(done);

    b.SetInsertPoint(partial);
    RETURN_IF_ERROR(EmitForLoop(b, "gemv.column", first_column, b.getInt64(n), 1,
                                [&](llvm::Value* column) -> absl::Status {
      b.CreateStore(zero, column_sum);
      RETURN_IF_ERROR(EmitForLoop(b, "gemv.column.k", b.getInt64(0), b.getInt64(k), 1,
                                  [&](llvm::Value* row) -> absl::Status {
        llvm::Value* x_k = b.CreateAlignedLoad(
            element, b.CreateInBoundsGEP(element, x_base, row), align);
        llvm::Value* b_k = b.CreateAlignedLoad(
            element,
            b.CreateInBoundsGEP(element, b_base,
                                b.CreateAdd(b.CreateMul(row, b.getInt64(n)), column)),
            align);
        b.CreateStore(b.CreateFAdd(b.CreateLoad(element, column_sum), b.CreateFMul(x_k, b_k)),
                      column_sum);
        return absl::OkStatus();
      }));
      b.CreateAlignedStore(b.CreateLoad(element, column_sum),
                           b.CreateInBoundsGEP(element, y_base, column), align);
      return absl::OkStatus();
    }));
    b.CreateBr(done);
    b.SetInsertPoint(done);
    return absl::OkStatus();
  }));
  emitter.CallKernel(recorded, kernel.Finish(), blocks, k * n, "row-vector GEMV kernel");
  return absl::OkStatus();
}

}  // namespace xla::cpu
