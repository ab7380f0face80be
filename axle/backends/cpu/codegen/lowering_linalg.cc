// cholesky and triangular-solve: one call of the runtime's __axle_cholesky /
// __axle_triangular_solve, which run the interpreter's own kernels
// (axle/base/linalg_kernels.h) on each matrix, so results are bit-identical
// with it (NaN for a matrix that is not positive definite included). The
// batch of matrices is split into work groups from the shape.
//
// Dynamic operands (bounded dimensions): the interpreter factors / solves the
// matrices of the runtime sizes, after checking them as shape inference
// does (square matrices, b's matching dimension, equal batch dimensions).
// Here the same checks fail the run, the result's runtime sizes (the
// operand's / b's) are stored, and the routines see the runtime-size
// arrays packed contiguously (RowMajorArrays) with the runtime m, rows,
// cols and batch count.
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/library_call_util.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

bool IsFloatingOrComplex(PrimitiveType type) {
  return primitive_util::IsFloatingPointType(type) || primitive_util::IsComplexType(type);
}

bool AnyDynamic(const HloInstruction& instruction) {
  bool dynamic = instruction.shape().is_dynamic();
  for (const HloInstruction* operand : instruction.operands()) {
    dynamic |= operand->shape().is_dynamic();
  }
  return dynamic;
}

// The product of the leading (batch) sizes, all but the last two; zero when
// a matrix is empty (`empty`), so the routine runs on nothing.
llvm::Value* BatchCount(llvm::IRBuilder<>& b, absl::Span<llvm::Value* const> sizes,
                        llvm::Value* empty) {
  llvm::Value* batch = b.getInt64(1);
  for (size_t d = 0; d + 2 < sizes.size(); ++d) batch = b.CreateMul(batch, sizes[d]);
  return b.CreateSelect(empty, b.getInt64(0), batch);
}

absl::Status StoreResultSizes(ComputationEmitter& emitter, const HloInstruction& instruction,
                              absl::Span<llvm::Value* const> sizes) {
  if (!instruction.shape().is_dynamic()) return absl::OkStatus();
  ASSIGN_OR_RETURN(IrArray result, emitter.ArrayFor(&instruction));
  StoreDynamicSizes(emitter.b(), result.base(), instruction.shape(), sizes);
  return absl::OkStatus();
}

// Records the call and checks its status.
void FinishCall(ComputationEmitter& emitter, const HloInstruction& instruction,
                llvm::Value* status, const char* function, int64_t groups) {
  emitter.ReturnIfFailed(status);
  emitter.codegen().RecordLowering(
      instruction, absl::StrCat("library call ", function, " in ", groups, " work groups"));
}

absl::Status LowerCholesky(ComputationEmitter& emitter, const HloInstruction& cholesky) {
  const Shape& shape = cholesky.shape();
  const PrimitiveType type = shape.element_type();
  if (!IsFloatingOrComplex(type)) return UnsupportedElementType(cholesky, type);
  if (ShapeUtil::ElementsIn(shape) == 0) {
    emitter.codegen().RecordLowering(cholesky, "no code (zero elements)");
    return absl::OkStatus();
  }
  // Work groups from the bounds (the shape), the sizes from the run.
  const int64_t bound = shape.dimensions(shape.rank() - 1);
  const int64_t groups = BatchWorkGroups(ShapeUtil::ElementsIn(shape) / (bound * bound),
                                         static_cast<double>(bound) * bound * bound / 3 + bound);
  llvm::IRBuilder<>& b = emitter.b();
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> sizes, OperandSizes(emitter, cholesky, 0));
  const int64_t r = shape.rank();
  if (AnyDynamic(cholesky)) {
    FailUnlessSizesAgree(emitter, cholesky, 0, r - 1, sizes[r - 1], sizes[r - 2]);
    RETURN_IF_ERROR(StoreResultSizes(emitter, cholesky, sizes));
  }
  llvm::Value* m = sizes[r - 1];
  llvm::Value* batch = BatchCount(b, sizes, b.CreateICmpEQ(m, b.getInt64(0)));
  RowMajorArrays arrays(emitter);
  ASSIGN_OR_RETURN(llvm::Value * a, arrays.Input(cholesky.operand(0)));
  ASSIGN_OR_RETURN(llvm::Value * out, arrays.Output(&cholesky));
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), "__axle_cholesky"),
      {emitter.run_context(), a, out, b.getInt32(type), batch, m,
       b.getInt32(cholesky.attributes().cholesky_options.lower()), b.getInt64(groups)});
  arrays.Finish();
  FinishCall(emitter, cholesky, status, "__axle_cholesky", groups);
  return absl::OkStatus();
}

absl::Status LowerTriangularSolve(ComputationEmitter& emitter, const HloInstruction& solve) {
  const Shape& shape = solve.shape();
  const PrimitiveType type = shape.element_type();
  if (!IsFloatingOrComplex(type)) return UnsupportedElementType(solve, type);
  const int64_t r = shape.rank();
  const int64_t m_bound = solve.operand(0)->shape().dimensions(r - 1);
  const int64_t rows_bound = shape.dimensions(r - 2), cols_bound = shape.dimensions(r - 1);
  if (ShapeUtil::ElementsIn(shape) == 0 || m_bound == 0) {
    emitter.codegen().RecordLowering(solve, "no code (zero elements)");
    return absl::OkStatus();
  }
  const TriangularSolveOptions& options = solve.attributes().triangular_solve_options;
  int32_t flags = 0;
  if (options.left_side()) flags |= kAxleTriangularLeftSide;
  if (options.lower()) flags |= kAxleTriangularLower;
  if (options.unit_diagonal()) flags |= kAxleTriangularUnitDiagonal;
  if (options.transpose_a() != TriangularSolveOptions::NO_TRANSPOSE) {
    flags |= kAxleTriangularTranspose;
  }
  if (options.transpose_a() == TriangularSolveOptions::ADJOINT) flags |= kAxleTriangularConjugate;
  // Work groups from the bounds (the shape), the sizes from the run.
  const int64_t groups =
      BatchWorkGroups(ShapeUtil::ElementsIn(shape) / (rows_bound * cols_bound),
                      static_cast<double>(m_bound) * rows_bound * cols_bound);
  llvm::IRBuilder<>& b = emitter.b();
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> a_sizes, OperandSizes(emitter, solve, 0));
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> b_sizes, OperandSizes(emitter, solve, 1));
  if (AnyDynamic(solve)) {
    FailUnlessSizesAgree(emitter, solve, 0, r - 1, a_sizes[r - 1], a_sizes[r - 2]);
    const int64_t b_dim = options.left_side() ? r - 2 : r - 1;
    FailUnlessSizesAgree(emitter, solve, 1, b_dim, b_sizes[b_dim], a_sizes[r - 1]);
    for (int64_t d = 0; d + 2 < r; ++d) {
      FailUnlessSizesAgree(emitter, solve, 1, d, b_sizes[d], a_sizes[d]);
    }
    RETURN_IF_ERROR(StoreResultSizes(emitter, solve, b_sizes));
  }
  llvm::Value* m = a_sizes[r - 1];
  llvm::Value* rows = b_sizes[r - 2];
  llvm::Value* cols = b_sizes[r - 1];
  llvm::Value* empty = b.CreateICmpEQ(b.CreateMul(m, b.CreateMul(rows, cols)), b.getInt64(0));
  llvm::Value* batch = BatchCount(b, b_sizes, empty);
  RowMajorArrays arrays(emitter);
  ASSIGN_OR_RETURN(llvm::Value * a, arrays.Input(solve.operand(0)));
  ASSIGN_OR_RETURN(llvm::Value * rhs, arrays.Input(solve.operand(1)));
  ASSIGN_OR_RETURN(llvm::Value * out, arrays.Output(&solve));
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), "__axle_triangular_solve"),
      {emitter.run_context(), a, rhs, out, b.getInt32(type), batch, m, rows, cols,
       b.getInt32(flags), b.getInt64(groups)});
  arrays.Finish();
  FinishCall(emitter, solve, status, "__axle_triangular_solve", groups);
  return absl::OkStatus();
}

}  // namespace

void RegisterLinalgLowerings(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kCholesky, LowerCholesky);
  registry.Register(HloOpcode::kTriangularSolve, LowerTriangularSolve);
}

}  // namespace xla::cpu
