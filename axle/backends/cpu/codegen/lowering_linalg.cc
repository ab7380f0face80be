// cholesky and triangular-solve: one call of the runtime's __axle_cholesky /
// __axle_triangular_solve, which run the interpreter's own kernels
// (axle/base/linalg_kernels.h) on each matrix, so results are bit-identical
// with it (NaN for a matrix that is not positive definite included). The
// batch of matrices is split into work groups from the shape.
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
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

// The last dimension of `shape` (its matrices' columns).
int64_t Minor(const Shape& shape) { return shape.dimensions(shape.rank() - 1); }

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
  const int64_t m = Minor(shape);
  if (ShapeUtil::ElementsIn(shape) == 0) {
    emitter.codegen().RecordLowering(cholesky, "no code (zero elements)");
    return absl::OkStatus();
  }
  const int64_t batch = ShapeUtil::ElementsIn(shape) / (m * m);
  const int64_t groups = BatchWorkGroups(batch, static_cast<double>(m) * m * m / 3 + m);
  RowMajorArrays arrays(emitter);
  ASSIGN_OR_RETURN(llvm::Value * a, arrays.Input(cholesky.operand(0)));
  ASSIGN_OR_RETURN(llvm::Value * out, arrays.Output(&cholesky));
  llvm::IRBuilder<>& b = emitter.b();
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), "__axle_cholesky"),
      {emitter.run_context(), a, out, b.getInt32(type), b.getInt64(batch), b.getInt64(m),
       b.getInt32(cholesky.attributes().cholesky_options.lower()), b.getInt64(groups)});
  arrays.Finish();
  FinishCall(emitter, cholesky, status, "__axle_cholesky", groups);
  return absl::OkStatus();
}

absl::Status LowerTriangularSolve(ComputationEmitter& emitter, const HloInstruction& solve) {
  const Shape& shape = solve.shape();
  const PrimitiveType type = shape.element_type();
  if (!IsFloatingOrComplex(type)) return UnsupportedElementType(solve, type);
  const int64_t m = Minor(solve.operand(0)->shape());
  const int64_t rows = shape.dimensions(shape.rank() - 2), cols = Minor(shape);
  if (ShapeUtil::ElementsIn(shape) == 0 || m == 0) {
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
  const int64_t batch = ShapeUtil::ElementsIn(shape) / (rows * cols);
  const int64_t groups = BatchWorkGroups(batch, static_cast<double>(m) * rows * cols);
  RowMajorArrays arrays(emitter);
  ASSIGN_OR_RETURN(llvm::Value * a, arrays.Input(solve.operand(0)));
  ASSIGN_OR_RETURN(llvm::Value * rhs, arrays.Input(solve.operand(1)));
  ASSIGN_OR_RETURN(llvm::Value * out, arrays.Output(&solve));
  llvm::IRBuilder<>& b = emitter.b();
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), "__axle_triangular_solve"),
      {emitter.run_context(), a, rhs, out, b.getInt32(type), b.getInt64(batch), b.getInt64(m),
       b.getInt64(rows), b.getInt64(cols), b.getInt32(flags), b.getInt64(groups)});
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
