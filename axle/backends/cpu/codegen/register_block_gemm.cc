#include "axle/backends/cpu/codegen/register_block_gemm.h"

#include <functional>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/kernel_builder.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Intrinsics.h"

namespace xla::cpu {
namespace {

class BlockEmitter {
 public:
  BlockEmitter(KernelBuilder& kernel, PrimitiveType type, int64_t k, int64_t n, int64_t lanes,
               int64_t register_lanes, int64_t rows, bool fused)
      : b_(kernel.b()),
        element_(type == F32 ? b_.getFloatTy() : b_.getDoubleTy()),
        block_type_(llvm::FixedVectorType::get(element_, lanes)),
        register_type_(llvm::FixedVectorType::get(element_, register_lanes)),
        align_(type == F32 ? 4 : 8),
        k_(k),
        n_(n),
        register_lanes_(register_lanes),
        fused_(fused),
        c_(kernel.buffer(0)),
        a_(kernel.buffer(1)),
        b_matrix_(kernel.buffer(2)),
        block_sums_(EntryAlloca(b_, block_type_, rows)),
        register_sums_(EntryAlloca(b_, register_type_, rows)),
        sum_(EntryAlloca(b_, element_)) {}

  // Rows [row, row + rows) by a whole block of columns from `column`.
  absl::Status Block(llvm::Value* row, int64_t rows, llvm::Value* column) {
    return Vectors(row, rows, column, block_type_, block_sums_);
  }

  // Rows [row, row + rows) by columns [column, n): one register of columns
  // at a time, then the last few one element at a time.
  absl::Status Columns(llvm::Value* row, int64_t rows, llvm::Value* column) {
    llvm::Value* last = b_.getInt64(n_ - n_ % register_lanes_);
    RETURN_IF_ERROR(EmitForLoop(b_, "gemm.register", column, last, register_lanes_,
                                [&](llvm::Value* j) {
                                  return Vectors(row, rows, j, register_type_, register_sums_);
                                }));
    llvm::Value* first_scalar = b_.CreateSelect(b_.CreateICmpSGT(column, last), column, last);
    return Scalars(row, rows, first_scalar);
  }

  llvm::IRBuilder<>& b() { return b_; }

 private:
  // Rows [row, row + rows) by the columns of `type` from `column`, their
  // sums in registers (`sums`: one slot per row, promoted by SROA).
  absl::Status Vectors(llvm::Value* row, int64_t rows, llvm::Value* column, llvm::Type* type,
                       llvm::AllocaInst* sums) {
    const int64_t lanes = llvm::cast<llvm::FixedVectorType>(type)->getNumElements();
    auto sum = [&](int64_t r) { return b_.CreateConstInBoundsGEP1_64(type, sums, r); };
    for (int64_t r = 0; r < rows; ++r) {
      b_.CreateStore(llvm::ConstantAggregateZero::get(type), sum(r));
    }
    RETURN_IF_ERROR(EmitForLoop(b_, "gemm.k", b_.getInt64(0), b_.getInt64(k_), 1,
                                [&](llvm::Value* kk) -> absl::Status {
      llvm::Value* b_row = b_.CreateAlignedLoad(type, At(b_matrix_, kk, n_, column), align_);
      for (int64_t r = 0; r < rows; ++r) {
        llvm::Value* a_rk = b_.CreateAlignedLoad(
            element_, At(a_, b_.CreateAdd(row, b_.getInt64(r)), k_, kk), align_);
        b_.CreateStore(
            MulAdd(b_.CreateVectorSplat(lanes, a_rk), b_row, b_.CreateLoad(type, sum(r))),
            sum(r));
      }
      return absl::OkStatus();
    }));
    for (int64_t r = 0; r < rows; ++r) {
      b_.CreateAlignedStore(b_.CreateLoad(type, sum(r)),
                            At(c_, b_.CreateAdd(row, b_.getInt64(r)), n_, column), align_);
    }
    return absl::OkStatus();
  }

  // Rows [row, row + rows) by columns [column, n), one element at a time.
  absl::Status Scalars(llvm::Value* row, int64_t rows, llvm::Value* column) {
    for (int64_t r = 0; r < rows; ++r) {
      llvm::Value* i = b_.CreateAdd(row, b_.getInt64(r));
      RETURN_IF_ERROR(EmitForLoop(b_, "gemm.column", column, b_.getInt64(n_), 1,
                                  [&](llvm::Value* j) -> absl::Status {
        b_.CreateStore(llvm::ConstantFP::get(element_, 0.0), sum_);
        RETURN_IF_ERROR(EmitForLoop(b_, "gemm.column.k", b_.getInt64(0), b_.getInt64(k_), 1,
                                    [&](llvm::Value* kk) -> absl::Status {
          llvm::Value* a_ik = b_.CreateAlignedLoad(element_, At(a_, i, k_, kk), align_);
          llvm::Value* b_kj = b_.CreateAlignedLoad(element_, At(b_matrix_, kk, n_, j), align_);
          b_.CreateStore(MulAdd(a_ik, b_kj, b_.CreateLoad(element_, sum_)), sum_);
          return absl::OkStatus();
        }));
        b_.CreateAlignedStore(b_.CreateLoad(element_, sum_), At(c_, i, n_, j), align_);
        return absl::OkStatus();
      }));
    }
    return absl::OkStatus();
  }

  // &base[i * stride + j]
  llvm::Value* At(llvm::Value* base, llvm::Value* i, int64_t stride, llvm::Value* j) {
    return b_.CreateInBoundsGEP(element_, base,
                                b_.CreateAdd(b_.CreateMul(i, b_.getInt64(stride)), j));
  }
  llvm::Value* MulAdd(llvm::Value* x, llvm::Value* y, llvm::Value* sum) {
    if (fused_) {
      return b_.CreateIntrinsic(llvm::Intrinsic::fmuladd, {x->getType()}, {x, y, sum});
    }
    return b_.CreateFAdd(sum, b_.CreateFMul(x, y));
  }

  llvm::IRBuilder<>& b_;
  llvm::Type* element_;
  llvm::Type* block_type_;
  llvm::Type* register_type_;
  llvm::Align align_;
  int64_t k_, n_, register_lanes_;
  bool fused_;
  llvm::Value* c_;
  llvm::Value* a_;
  llvm::Value* b_matrix_;
  llvm::AllocaInst* block_sums_;
  llvm::AllocaInst* register_sums_;
  llvm::AllocaInst* sum_;
};

// Emits `then` or `otherwise` by `condition`, then continues after both.
absl::Status EmitIf(llvm::IRBuilder<>& b, llvm::Value* condition,
                    const std::function<absl::Status()>& then,
                    const std::function<absl::Status()>& otherwise) {
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::LLVMContext& context = b.getContext();
  auto* then_block = llvm::BasicBlock::Create(context, "gemm.then", function);
  auto* else_block = llvm::BasicBlock::Create(context, "gemm.else", function);
  auto* done = llvm::BasicBlock::Create(context, "gemm.done", function);
  b.CreateCondBr(condition, then_block, else_block);
  b.SetInsertPoint(then_block);
  RETURN_IF_ERROR(then());
  b.CreateBr(done);
  b.SetInsertPoint(else_block);
  RETURN_IF_ERROR(otherwise());
  b.CreateBr(done);
  b.SetInsertPoint(done);
  return absl::OkStatus();
}

}  // namespace

int64_t RegisterBlockColumns(const ModuleCodegen& codegen, const RegisterBlock& block,
                             int64_t element_bytes) {
  return block.registers * codegen.options().vector_register_bytes / element_bytes;
}

absl::Status EmitRegisterBlockGemm(ComputationEmitter& emitter, const HloInstruction& recorded,
                                   PrimitiveType type, int64_t m, int64_t k, int64_t n,
                                   const BufferSlice& a, const BufferSlice& b_matrix,
                                   const BufferSlice& c, const RegisterBlock& block) {
  if (type != F32 && type != F64) {
    return absl::InternalError("register-block GEMM kernels take f32 or f64");
  }
  const int64_t element_bytes = type == F32 ? 4 : 8;
  const int64_t lanes = RegisterBlockColumns(emitter.codegen(), block, element_bytes);
  if (n < lanes || m < 1 || block.rows < 1) {
    return absl::InternalError("a register-block GEMM needs a whole block of columns");
  }
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.gemm.", recorded.name()),
                       {{c, true}, {a, false}, {b_matrix, false}});
  const int64_t register_lanes =
      RegisterBlockColumns(emitter.codegen(), RegisterBlock{.registers = 1}, element_bytes);
  BlockEmitter blocks(kernel, type, k, n, lanes, register_lanes, block.rows, block.fused);
  llvm::IRBuilder<>& b = blocks.b();
  // Work items: row blocks x column blocks, the partial column block last
  // in each row block.
  const int64_t whole_columns = n / lanes;
  const int64_t column_items = whole_columns + (n % lanes != 0 ? 1 : 0);
  const int64_t row_blocks = (m + block.rows - 1) / block.rows;
  const bool partial_rows = m % block.rows != 0;
  RETURN_IF_ERROR(EmitForLoop(b, "gemm.item", kernel.begin(), kernel.end(), 1,
                              [&](llvm::Value* item) -> absl::Status {
    llvm::Value* row = b.CreateMul(b.CreateUDiv(item, b.getInt64(column_items)),
                                   b.getInt64(block.rows));
    llvm::Value* column_block = b.CreateURem(item, b.getInt64(column_items));
    llvm::Value* column = b.CreateMul(column_block, b.getInt64(lanes));
    llvm::Value* whole = b.CreateICmpSLT(column_block, b.getInt64(whole_columns));
    auto rows_of = [&](llvm::Value* first, int64_t rows) {
      return EmitIf(b, whole, [&] { return blocks.Block(first, rows, column); },
                    [&] { return blocks.Columns(first, rows, column); });
    };
    if (!partial_rows) return rows_of(row, block.rows);
    llvm::Value* full = b.CreateICmpSLE(b.CreateAdd(row, b.getInt64(block.rows)), b.getInt64(m));
    return EmitIf(b, full, [&] { return rows_of(row, block.rows); },
                  [&] {
                    return EmitForLoop(b, "gemm.row", row, b.getInt64(m), 1,
                                       [&](llvm::Value* r) { return rows_of(r, 1); });
                  });
  }));
  emitter.CallKernel(recorded, kernel.Finish(), row_blocks * column_items, m * k * n,
                     absl::StrCat("register-block GEMM kernel (", block.rows, " x ",
                                  block.registers, " registers", block.fused ? ", fused" : "",
                                  ")"));
  return absl::OkStatus();
}

}  // namespace xla::cpu
