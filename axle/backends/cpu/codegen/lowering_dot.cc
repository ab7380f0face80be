// dot: large f32/f64 matrix products are one call of the runtime's
// __axle_matmul_f32/_f64 (oneDNN sgemm / Eigen GEMM, in work groups over
// tiles of the output); every other dot is a loop kernel of the element
// generator (elemental_dot.cc), bit-identical with the interpreter.
//
// The library takes a stack of matrix products: rank `batch + 2` operands
// and result whose batch dimensions are the leading ones on every side, in
// order and outermost in memory (dot-decomposer's canonical form, and
// attention's [batch, heads, ...] dots), one contracting dimension, f32 or
// f64 throughout. Which of a matrix's two dimensions is minor in its layout
// says whether it is stored transposed (the library's transpose flags, no
// copy); a column-major result is computed as C^T = B^T A^T.
//
// f32 tiles of whole rows of untransposed operands run on oneDNN's matmul
// (brgemm, AVX-512) or 1x1 convolution kernel (AVX2) where they take them
// (runtime/onednn_gemm.h), other tiles on sgemm; a single row times a
// row-major matrix, and small products, are emitted kernels instead
// (register_block_gemm.h).
//
// Work groups: each matrix is cut into a grid of tiles fixed by the shape
// (never by the thread count, so results are bit-identical for any number of
// threads). Each tile is one GEMM call that packs its rows of A and columns
// of B again, so tiles are kept large and near square: the packing costs
// (1 / tile rows + 1 / tile columns) per multiply-add.
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
#include "axle/backends/cpu/codegen/library_gemm.h"
#include "axle/backends/cpu/codegen/register_block_gemm.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"

namespace xla::cpu {
namespace {

// The one threshold between emitted loops and the library: multiply-adds
// per matrix (M * N * K).
constexpr double kLibraryMinMultiplyAdds = 32.0 * 32.0 * 32.0;
// Work groups: at least this many multiply-adds each, tiles at least this
// many rows and columns (or the whole matrix), at most this many per matrix.
// Large tiles: oneDNN's sgemm on a call of fewer rows or columns takes a
// path that reads the operands in place, and with power-of-two leading
// dimensions (4 KiB rows: cache-set conflicts) runs at half speed (1024^3 in
// 8 x 8 tiles: 50 ms, in 2 x 1: 27 ms on one core, buffers page-aligned).
constexpr double kMultiplyAddsPerGroup = 16.0 * 1024 * 1024;
constexpr int64_t kMinTileRows = 512;
constexpr int64_t kMinTileColumns = 1024;
constexpr int64_t kMaxGroupsPerMatrix = 64;

struct LibraryGemm {
  int64_t batch = 1, m = 0, n = 0, k = 0;
  bool transpose_lhs = false, transpose_rhs = false;
  bool swap_operands = false;  // the result is column-major: C^T = B^T A^T
  bool f64 = false;
  int64_t row_groups = 1, col_groups = 1;
};

int64_t MinorDimension(const Shape& shape) {
  return LayoutUtil::LayoutOrDefault(shape).minor_to_major(0);
}

// Rank `batch_dims + 2` with dimensions 0 .. batch_dims - 1 the outermost in
// memory, in order: a contiguous stack of matrices.
bool IsContiguousMatrixStack(const Shape& shape, int64_t batch_dims) {
  if (shape.rank() != batch_dims + 2 || shape.is_dynamic()) return false;
  const Layout layout = LayoutUtil::LayoutOrDefault(shape);
  for (int64_t i = 0; i < batch_dims; ++i) {
    if (layout.minor_to_major(shape.rank() - 1 - i) != i) return false;
  }
  return true;
}

bool IsLeadingDimensions(absl::Span<const int64_t> dims) {
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] != static_cast<int64_t>(i)) return false;
  }
  return true;
}

// A matrix of fewer rows than a row tile is cut into column panels
// instead: about one per kMultiplyAddsPerPanel, a power of two (even work
// for two or four threads), each at least kMinPanelColumns wide, or
// kMinPanelColumns / 4 where that is the only way to get two. Each panel
// packs the whole (short) A again, and narrow panels run slower on one
// core (256x1024x1024 with sgemm: 1 panel 6.8 ms, 2 panels 7.2, 4 panels
// 7.5), so panels stay wide. Two panels already from 4M multiply-adds: the
// transformer block's 128x256x256 projections then use both threads
// (transformer_b1 on two threads 1.6-1.9 -> 1.3-1.4 ms, one thread
// unchanged at 2.3 ms).
constexpr double kMultiplyAddsPerPanel = 4.0 * 1024 * 1024;
constexpr int64_t kMinPanelColumns = 512;

int64_t ColumnPanels(const LibraryGemm& g) {
  const double work = static_cast<double>(g.m) * g.n * g.k;
  const int64_t most =
      std::max(g.n / kMinPanelColumns, std::min<int64_t>(2, g.n / (kMinPanelColumns / 4)));
  const double wanted = std::min(work / kMultiplyAddsPerPanel, 1e9);
  int64_t panels = 1;
  while (panels < wanted && panels * 2 <= std::min(most, kMaxGroupsPerMatrix)) panels *= 2;
  return panels;
}

// A short f32 product of operands not stored transposed, with a B larger
// than L2 (more than kL2WeightFloats) and no more columns than
// kMaxColumnsPerDepth times its depth, is cut into blocks of whole rows
// instead of column panels (as many, each at least kMinRowBlockRows rows):
// the runtime then computes it with oneDNN's matmul (AVX-512: 256x1024x1024
// on one core 5.07 ms against sgemm's 5.49) or 1x1 convolution kernel
// (AVX2: it converts B once per call rather than reading it in place from
// memory in every panel, 6.6 ms against sgemm's 7.0).
// 256x3136x64, many columns over a short depth, runs faster in sgemm's
// panels (1.17 against 1.24 ms), and so does a B that fits in L2.
constexpr int64_t kMinRowBlockRows = 64;
constexpr int64_t kMaxColumnsPerDepth = 4;
constexpr int64_t kL2WeightFloats = 128 * 1024;

bool PrefersRowBlocks(const LibraryGemm& g, int64_t blocks) {
  return !g.f64 && !g.transpose_lhs && !g.transpose_rhs && g.n * g.k > kL2WeightFloats &&
         g.n <= kMaxColumnsPerDepth * g.k && g.m / blocks >= kMinRowBlockRows;
}

// The tile grid: about one group per kMultiplyAddsPerGroup (rounded up to a
// power of two), adding one cut at a time across the dimension whose tiles
// are longer (rows first), while tiles keep at least kMinTileRows rows and
// kMinTileColumns columns.
void ChooseTileGrid(LibraryGemm& g) {
  if (g.m < kMinTileRows) {
    const int64_t panels = ColumnPanels(g);
    const bool rows = PrefersRowBlocks(g, panels);
    g.row_groups = rows ? panels : 1;
    g.col_groups = rows ? 1 : panels;
    return;
  }
  const double work = static_cast<double>(g.m) * g.n * g.k;
  // A power of two: three groups on two threads take two rounds.
  int64_t wanted = 1;
  while (wanted < std::min(work / kMultiplyAddsPerGroup, 1e9) && wanted < kMaxGroupsPerMatrix) {
    wanted *= 2;
  }
  int64_t rows = 1, cols = 1;
  while (rows * cols < wanted) {
    const bool can_cut_rows = g.m / (rows + 1) >= kMinTileRows;
    const bool can_cut_cols = g.n / (cols + 1) >= kMinTileColumns;
    if (can_cut_rows && (!can_cut_cols || g.m * cols >= g.n * rows)) {
      ++rows;
    } else if (can_cut_cols) {
      ++cols;
    } else {
      break;
    }
  }
  g.row_groups = rows;
  g.col_groups = cols;
}

// Products computed by an emitted register-block kernel instead of the
// library (register_block_gemm.h): a row vector times a row-major matrix,
// exactly; and products of row-major operands of at most
// kRegisterBlockMaxMultiplyAdds, where a library call's dispatch and packing
// cost more than its arithmetic (one AVX-512 core, `axle run`: 64^3 sgemm
// 7.3 us, this kernel 6.1; 96^3 17.6 against 33; 128^3 even).
constexpr double kRegisterBlockMaxMultiplyAdds = 64.0 * 64.0 * 64.0;

std::optional<RegisterBlock> ChooseRegisterBlock(const ModuleCodegen& codegen,
                                                 const LibraryGemm& g) {
  if (g.batch != 1 || g.swap_operands || g.transpose_rhs) return std::nullopt;
  const int64_t element_bytes = g.f64 ? 8 : 4;
  if (g.m == 1) {
    const RegisterBlock row{.rows = 1, .registers = 8, .fused = false};
    if (g.n < RegisterBlockColumns(codegen, row, element_bytes)) return std::nullopt;
    return row;
  }
  // Four rows of four registers of sums with 32 vector registers, two rows
  // with 16.
  const RegisterBlock small{.rows = codegen.options().vector_register_bytes >= 64 ? 4 : 2,
                            .registers = 4,
                            .fused = true};
  if (g.transpose_lhs || static_cast<double>(g.m) * g.n * g.k > kRegisterBlockMaxMultiplyAdds ||
      g.n < RegisterBlockColumns(codegen, small, element_bytes)) {
    return std::nullopt;
  }
  return small;
}

std::optional<LibraryGemm> MatchLibraryGemm(const HloInstruction& dot, const Shape& lhs,
                                            const Shape& rhs, const Shape& out) {
  const PrimitiveType type = out.element_type();
  if ((type != F32 && type != F64) || lhs.element_type() != type ||
      rhs.element_type() != type) {
    return std::nullopt;
  }
  const DotDimensionNumbers& dnums = dot.attributes().dot_dimension_numbers;
  const int64_t batch_dims = dnums.lhs_batch_dimensions_size();
  if (dnums.lhs_contracting_dimensions_size() != 1 ||
      !IsLeadingDimensions(dnums.lhs_batch_dimensions()) ||
      !IsLeadingDimensions(dnums.rhs_batch_dimensions())) {
    return std::nullopt;
  }
  if (!IsContiguousMatrixStack(lhs, batch_dims) || !IsContiguousMatrixStack(rhs, batch_dims) ||
      !IsContiguousMatrixStack(out, batch_dims)) {
    return std::nullopt;
  }
  // Each operand's two matrix dimensions: contracting and free.
  const int64_t lhs_k = dnums.lhs_contracting_dimensions(0);
  const int64_t rhs_k = dnums.rhs_contracting_dimensions(0);
  const int64_t lhs_free = lhs_k == batch_dims ? batch_dims + 1 : batch_dims;
  const int64_t rhs_free = rhs_k == batch_dims ? batch_dims + 1 : batch_dims;
  LibraryGemm g;
  g.f64 = type == F64;
  for (int64_t i = 0; i < batch_dims; ++i) g.batch *= lhs.dimensions(i);
  g.m = lhs.dimensions(lhs_free);
  g.k = lhs.dimensions(lhs_k);
  g.n = rhs.dimensions(rhs_free);
  if (g.batch == 0 || static_cast<double>(g.m) * g.n * g.k < kLibraryMinMultiplyAdds) {
    return std::nullopt;
  }
  // Stored as op^T when the free dimension is the minor one.
  g.transpose_lhs = MinorDimension(lhs) == lhs_free;
  g.transpose_rhs = MinorDimension(rhs) == rhs_k;
  if (MinorDimension(out) == batch_dims) {  // M minor: column-major
    g.swap_operands = true;
    std::swap(g.m, g.n);
    const bool lhs_transposed = g.transpose_lhs;
    g.transpose_lhs = !g.transpose_rhs;
    g.transpose_rhs = !lhs_transposed;
  }
  ChooseTileGrid(g);
  return g;
}

}  // namespace

absl::StatusOr<bool> EmitLibraryGemm(ComputationEmitter& emitter, const HloInstruction& dot,
                                     const HloInstruction& recorded, const GemmArray& lhs,
                                     const GemmArray& rhs, const GemmArray& out) {
  const std::optional<LibraryGemm> gemm = MatchLibraryGemm(dot, lhs.shape, rhs.shape, out.shape);
  if (!gemm.has_value()) return false;
  const LibraryGemm& g = *gemm;
  if (std::optional<RegisterBlock> block = ChooseRegisterBlock(emitter.codegen(), g)) {
    RETURN_IF_ERROR(EmitRegisterBlockGemm(emitter, recorded, g.f64 ? F64 : F32, g.m, g.k, g.n,
                                          lhs.slice, rhs.slice, out.slice, *block));
    return true;
  }
  const BufferSlice& a = g.swap_operands ? rhs.slice : lhs.slice;
  const BufferSlice& b_slice = g.swap_operands ? lhs.slice : rhs.slice;
  const char* function = g.f64 ? "__axle_matmul_f64" : "__axle_matmul_f32";
  llvm::IRBuilder<>& b = emitter.b();
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), function),
      {emitter.run_context(), emitter.SliceAddress(a), emitter.SliceAddress(b_slice),
       emitter.SliceAddress(out.slice), b.getInt64(g.batch), b.getInt64(g.m), b.getInt64(g.n),
       b.getInt64(g.k), b.getInt32(g.transpose_lhs), b.getInt32(g.transpose_rhs),
       b.getInt64(g.row_groups), b.getInt64(g.col_groups)});
  emitter.ReturnIfFailed(status);
  emitter.codegen().RecordLowering(
      recorded, absl::StrCat("library call ", function, " in ",
                             g.batch * g.row_groups * g.col_groups, " work groups (", g.row_groups,
                             "x", g.col_groups, " tiles per matrix)"));
  return true;
}

namespace {

absl::Status LowerDot(ComputationEmitter& emitter, const HloInstruction& dot) {
  if (MatchLibraryGemm(dot, dot.operand(0)->shape(), dot.operand(1)->shape(), dot.shape())) {
    ASSIGN_OR_RETURN(BufferSlice lhs, emitter.Slice(dot.operand(0)));
    ASSIGN_OR_RETURN(BufferSlice rhs, emitter.Slice(dot.operand(1)));
    ASSIGN_OR_RETURN(BufferSlice out, emitter.Slice(&dot));
    return EmitLibraryGemm(emitter, dot, dot, {lhs, dot.operand(0)->shape()},
                           {rhs, dot.operand(1)->shape()}, {out, dot.shape()})
        .status();
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
