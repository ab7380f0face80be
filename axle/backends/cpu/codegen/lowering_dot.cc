// dot: large f32/f64 matrix products are one call of the runtime's
// __axle_matmul_f32/_f64 (oneDNN sgemm / Eigen GEMM, in work groups over
// blocks of output rows); every other dot is a loop kernel of the element
// generator (elemental_dot.cc), bit-identical with the interpreter.
//
// The library takes dots in the canonical form dot-decomposer produces:
// rank 2, or rank 3 with dimension 0 a batch dimension on both sides, one
// contracting dimension, f32 or f64 throughout, every matrix contiguous in
// memory (the batch dimension outermost). Which of a matrix's two dimensions
// is minor in its layout says whether it is stored transposed; a
// column-major result is computed as C^T = B^T A^T.
//
// Exactness: the libraries sum in their own order (blocked, vectorised), so
// the library path differs from the interpreter's sequential sum by
// rounding: |error| <= about k * 2^-24 * sum|a_i b_i| for f32 (2^-53 for
// f64). Integer-valued inputs whose sums fit the significand are exact.
#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"

namespace xla::cpu {
namespace {

// The one threshold between emitted loops and the library: multiply-adds
// per matrix (M * N * K).
constexpr double kLibraryMinMultiplyAdds = 32.0 * 32.0 * 32.0;
// Work groups: about this many multiply-adds each, at least this many rows,
// at most this many per matrix.
constexpr double kMultiplyAddsPerGroup = 4.0 * 1024 * 1024;
constexpr int64_t kMinRowsPerGroup = 32;
constexpr int64_t kMaxGroupsPerMatrix = 64;

struct LibraryGemm {
  int64_t batch = 1, m = 0, n = 0, k = 0;
  bool transpose_lhs = false, transpose_rhs = false;
  bool swap_operands = false;  // the result is column-major: C^T = B^T A^T
};

int64_t MinorDimension(const Shape& shape) {
  return LayoutUtil::LayoutOrDefault(shape).minor_to_major(0);
}

// Rank `batch + 2` with the batch dimension (if any) outermost in memory.
bool IsContiguousMatrixStack(const Shape& shape, int64_t batch_dims) {
  if (shape.rank() != batch_dims + 2 || shape.is_dynamic()) return false;
  return batch_dims == 0 || LayoutUtil::LayoutOrDefault(shape).minor_to_major(2) == 0;
}

std::optional<LibraryGemm> MatchLibraryGemm(const HloInstruction& dot) {
  const PrimitiveType type = dot.shape().element_type();
  const Shape& lhs = dot.operand(0)->shape();
  const Shape& rhs = dot.operand(1)->shape();
  if ((type != F32 && type != F64) || lhs.element_type() != type ||
      rhs.element_type() != type) {
    return std::nullopt;
  }
  const DotDimensionNumbers& dnums = dot.attributes().dot_dimension_numbers;
  const int64_t batch_dims = dnums.lhs_batch_dimensions_size();
  if (batch_dims > 1 || dnums.lhs_contracting_dimensions_size() != 1) return std::nullopt;
  if (batch_dims == 1 &&
      (dnums.lhs_batch_dimensions(0) != 0 || dnums.rhs_batch_dimensions(0) != 0)) {
    return std::nullopt;
  }
  if (!IsContiguousMatrixStack(lhs, batch_dims) || !IsContiguousMatrixStack(rhs, batch_dims) ||
      !IsContiguousMatrixStack(dot.shape(), batch_dims)) {
    return std::nullopt;
  }
  // Each operand's two matrix dimensions: contracting and free.
  const int64_t lhs_k = dnums.lhs_contracting_dimensions(0);
  const int64_t rhs_k = dnums.rhs_contracting_dimensions(0);
  const int64_t lhs_free = lhs_k == batch_dims ? batch_dims + 1 : batch_dims;
  const int64_t rhs_free = rhs_k == batch_dims ? batch_dims + 1 : batch_dims;
  LibraryGemm g;
  g.batch = batch_dims == 1 ? lhs.dimensions(0) : 1;
  g.m = lhs.dimensions(lhs_free);
  g.k = lhs.dimensions(lhs_k);
  g.n = rhs.dimensions(rhs_free);
  if (static_cast<double>(g.m) * g.n * g.k < kLibraryMinMultiplyAdds) return std::nullopt;
  // Stored as op^T when the free dimension is the minor one.
  g.transpose_lhs = MinorDimension(lhs) == lhs_free;
  g.transpose_rhs = MinorDimension(rhs) == rhs_k;
  if (MinorDimension(dot.shape()) == batch_dims) {  // M minor: column-major
    g.swap_operands = true;
    std::swap(g.m, g.n);
    const bool lhs_transposed = g.transpose_lhs;
    g.transpose_lhs = !g.transpose_rhs;
    g.transpose_rhs = !lhs_transposed;
  }
  return g;
}

int64_t RowGroups(const LibraryGemm& g) {
  const double work = static_cast<double>(g.m) * g.n * g.k;
  const int64_t by_work = static_cast<int64_t>(std::min(work / kMultiplyAddsPerGroup, 1e9));
  const int64_t by_rows = std::max<int64_t>(1, g.m / kMinRowsPerGroup);
  return std::clamp<int64_t>(by_work, 1, std::min(by_rows, kMaxGroupsPerMatrix));
}

absl::Status LowerLibraryGemm(ComputationEmitter& emitter, const HloInstruction& dot,
                              const LibraryGemm& g) {
  ASSIGN_OR_RETURN(BufferSlice lhs, emitter.Slice(dot.operand(0)));
  ASSIGN_OR_RETURN(BufferSlice rhs, emitter.Slice(dot.operand(1)));
  ASSIGN_OR_RETURN(BufferSlice out, emitter.Slice(&dot));
  if (g.swap_operands) std::swap(lhs, rhs);
  const char* function =
      dot.shape().element_type() == F32 ? "__axle_matmul_f32" : "__axle_matmul_f64";
  const int64_t row_groups = RowGroups(g);
  llvm::IRBuilder<>& b = emitter.b();
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), function),
      {emitter.run_context(), emitter.SliceAddress(lhs), emitter.SliceAddress(rhs),
       emitter.SliceAddress(out), b.getInt64(g.batch), b.getInt64(g.m), b.getInt64(g.n),
       b.getInt64(g.k), b.getInt32(g.transpose_lhs), b.getInt32(g.transpose_rhs),
       b.getInt64(row_groups)});
  emitter.ReturnIfFailed(status);
  emitter.codegen().RecordLowering(
      dot, absl::StrCat("library call ", function, " in ", g.batch * row_groups, " work groups"));
  return absl::OkStatus();
}

absl::Status LowerDot(ComputationEmitter& emitter, const HloInstruction& dot) {
  if (std::optional<LibraryGemm> gemm = MatchLibraryGemm(dot)) {
    return LowerLibraryGemm(emitter, dot, *gemm);
  }
  std::vector<int64_t> contracting;
  for (int64_t d : dot.attributes().dot_dimension_numbers.lhs_contracting_dimensions()) {
    contracting.push_back(dot.operand(0)->shape().dimensions(d));
  }
  // A cost hint; an empty operand's contraction may not fit in int64.
  const int64_t contraction =
      CheckedProduct(contracting).value_or(std::numeric_limits<int64_t>::max());
  return emitter.EmitElementalInstruction(dot, /*work_per_element=*/contraction);
}

}  // namespace

void RegisterDotLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kDot, LowerDot);
}

}  // namespace xla::cpu
