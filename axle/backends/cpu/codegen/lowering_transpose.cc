// transpose: a 2-D transpose of 4-byte elements in row-major layouts is an
// 8x8-block kernel: 8 vector loads along input rows, a shuffle network
// (three rounds of two-input shuffles, which x86 lowers to unpack / shuffle /
// lane-permute instructions), 8 vector stores along output rows; edges that
// do not fill a block are copied element by element. Work groups split the
// output's rows in bands of 32; a band is done in 32x32 tiles (4x4 blocks,
// block rows outer), so an input row is read and an output row written 128
// bytes (two whole cache lines) at a time and a tile's 32 input and 32
// output rows stay in the TLB. Outputs larger than the last-level cache are
// written with non-temporal stores (no read for ownership of lines that are
// entirely overwritten, no eviction of the input), then fenced. Any other
// transpose is a tiled loop kernel (ComputationEmitter::EmitElementalInstruction).
#include "axle/backends/cpu/codegen/lowering_transpose.h"

#include "axle/backends/cpu/codegen/kernel_builder.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/jit/streaming_store_pass.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

constexpr int64_t kBlock = 8;
constexpr int64_t kBand = 32;  // output rows per work unit: 4 blocks
constexpr int64_t kTile = 32;  // output columns per tile: 4 blocks

bool IsRowMajor2D(const Shape& shape) {
  return shape.IsArray() && shape.rank() == 2 && shape.is_static() &&
         (!shape.has_layout() || LayoutUtil::IsMonotonicWithDim0Major(shape.layout()));
}

bool IsBlockTransposable(const HloInstruction& transpose) {
  const Shape& input = transpose.operand(0)->shape();
  return IsRowMajor2D(transpose.shape()) && IsRowMajor2D(input) &&
         transpose.dimensions() == std::vector<int64_t>{1, 0} &&
         ShapeUtil::ByteSizeOfPrimitiveType(input.element_type()) == 4 &&
         input.dimensions(0) >= kBlock && input.dimensions(1) >= kBlock;
}

// Rows v[0..7] of an 8x8 block become its columns.
std::vector<llvm::Value*> Transpose8x8(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& v) {
  auto shuffle = [&](llvm::Value* x, llvm::Value* y, std::initializer_list<int> mask) {
    return b.CreateShuffleVector(x, y, llvm::ArrayRef<int>(mask.begin(), mask.size()));
  };
  // Round 1: interleave pairs of rows; round 2: pairs of pairs; round 3:
  // 128-bit halves. After round 2, b[k] holds columns k and k+4 of four rows.
  std::vector<llvm::Value*> a(8), c(8), out(8);
  for (int k = 0; k < 8; k += 2) {
    a[k] = shuffle(v[k], v[k + 1], {0, 8, 1, 9, 4, 12, 5, 13});
    a[k + 1] = shuffle(v[k], v[k + 1], {2, 10, 3, 11, 6, 14, 7, 15});
  }
  for (int half = 0; half < 8; half += 4) {
    c[half + 0] = shuffle(a[half], a[half + 2], {0, 1, 8, 9, 4, 5, 12, 13});
    c[half + 1] = shuffle(a[half], a[half + 2], {2, 3, 10, 11, 6, 7, 14, 15});
    c[half + 2] = shuffle(a[half + 1], a[half + 3], {0, 1, 8, 9, 4, 5, 12, 13});
    c[half + 3] = shuffle(a[half + 1], a[half + 3], {2, 3, 10, 11, 6, 7, 14, 15});
  }
  for (int k = 0; k < 4; ++k) {
    out[k] = shuffle(c[k], c[k + 4], {0, 1, 2, 3, 8, 9, 10, 11});
    out[k + 4] = shuffle(c[k], c[k + 4], {4, 5, 6, 7, 12, 13, 14, 15});
  }
  return out;
}

absl::Status LowerTranspose(ComputationEmitter& emitter, const HloInstruction& transpose) {
  if (!IsBlockTransposable(transpose)) return emitter.EmitElementalInstruction(transpose);
  const int64_t rows = transpose.shape().dimensions(0);     // output rows
  const int64_t columns = transpose.shape().dimensions(1);  // output columns
  ASSIGN_OR_RETURN(BufferSlice output, emitter.Slice(&transpose));
  ASSIGN_OR_RETURN(BufferSlice input, emitter.Slice(transpose.operand(0)));
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.", transpose.name()),
                       {{output, true}, {input, false}});
  llvm::IRBuilder<>& b = kernel.b();
  llvm::Type* element = b.getIntNTy(32);  // bytes are moved, whatever the type
  llvm::Type* vector = llvm::FixedVectorType::get(element, kBlock);
  llvm::Value* out = kernel.buffer(0);
  llvm::Value* in = kernel.buffer(1);
  // out[p][q] = in[q][p]; in has `rows` columns.
  auto in_address = [&](llvm::Value* q, llvm::Value* p) {
    return b.CreateInBoundsGEP(element, in, b.CreateAdd(b.CreateMul(q, b.getInt64(rows)), p));
  };
  auto out_address = [&](llvm::Value* p, llvm::Value* q) {
    return b.CreateInBoundsGEP(element, out,
                               b.CreateAdd(b.CreateMul(p, b.getInt64(columns)), q));
  };
  auto copy_element = [&](llvm::Value* p, llvm::Value* q) {
    b.CreateStore(b.CreateLoad(element, in_address(q, p)), out_address(p, q));
  };
  const int64_t full_columns = columns / kBlock * kBlock;
  // Block stores are 32-byte aligned when output rows are whole blocks long
  // (the buffer is kBufferAlignment-aligned).
  const bool non_temporal = columns % kBlock == 0 &&
                            ShapeUtil::ByteSizeOf(transpose.shape()) >= kStreamingStoreMinBytes;
  const llvm::Align store_align(non_temporal ? 4 * kBlock : 4);
  llvm::MDNode* non_temporal_node = llvm::MDNode::get(
      b.getContext(), llvm::ConstantAsMetadata::get(b.getInt32(1)));
  // A band of kBand output rows per step of the kernel's range.
  RETURN_IF_ERROR(EmitForLoop(b, "band", kernel.begin(), kernel.end(), 1,
                              [&](llvm::Value* band) -> absl::Status {
    llvm::Value* p0 = b.CreateMul(band, b.getInt64(kBand));
    llvm::Value* band_next = b.CreateAdd(p0, b.getInt64(kBand));
    llvm::Value* p_end = b.CreateSelect(b.CreateICmpSLT(band_next, b.getInt64(rows)), band_next,
                                        b.getInt64(rows));
    // Rows [p0, p_blocks) in whole 8-row blocks; the rest element by element.
    llvm::Value* p_blocks = b.CreateAdd(
        p0, b.CreateAnd(b.CreateSub(p_end, p0), b.getInt64(~(kBlock - 1))));
    RETURN_IF_ERROR(EmitForLoop(b, "tile.columns", b.getInt64(0), b.getInt64(full_columns),
                                kTile, [&](llvm::Value* c0) -> absl::Status {
      llvm::Value* c_next = b.CreateAdd(c0, b.getInt64(kTile));
      llvm::Value* c_end = b.CreateSelect(b.CreateICmpSLT(c_next, b.getInt64(full_columns)),
                                          c_next, b.getInt64(full_columns));
      return EmitForLoop(b, "block.rows", p0, p_blocks, kBlock,
                         [&](llvm::Value* p) -> absl::Status {
        return EmitForLoop(b, "block.columns", c0, c_end, kBlock,
                           [&](llvm::Value* q0) -> absl::Status {
          std::vector<llvm::Value*> loaded;
          for (int64_t k = 0; k < kBlock; ++k) {
            loaded.push_back(b.CreateAlignedLoad(
                vector, in_address(b.CreateAdd(q0, b.getInt64(k)), p), llvm::Align(4)));
          }
          std::vector<llvm::Value*> transposed = Transpose8x8(b, loaded);
          for (int64_t k = 0; k < kBlock; ++k) {
            llvm::StoreInst* store = b.CreateAlignedStore(
                transposed[k], out_address(b.CreateAdd(p, b.getInt64(k)), q0), store_align);
            if (non_temporal) store->setMetadata(llvm::LLVMContext::MD_nontemporal,
                                                 non_temporal_node);
          }
          return absl::OkStatus();
        });
      });
    }));
    auto copy_rows = [&](llvm::Value* from, llvm::Value* to, llvm::Value* first_column) {
      return EmitForLoop(b, "edge.rows", from, to, 1, [&](llvm::Value* p) {
        return EmitForLoop(b, "edge.columns", first_column, b.getInt64(columns), 1,
                           [&](llvm::Value* q) {
                             copy_element(p, q);
                             return absl::OkStatus();
                           });
      });
    };
    RETURN_IF_ERROR(copy_rows(p0, p_blocks, b.getInt64(full_columns)));
    return copy_rows(p_blocks, p_end, b.getInt64(0));
  }));
  // Non-temporal stores are weakly ordered: complete them before the work
  // group reports done (an mfence on x86, a dmb on AArch64).
  if (non_temporal) b.CreateFence(llvm::AtomicOrdering::SequentiallyConsistent);
  emitter.CallKernel(transpose, kernel.Finish(), (rows + kBand - 1) / kBand, rows * columns,
                     non_temporal ? "8x8-block transpose kernel, non-temporal stores"
                                  : "8x8-block transpose kernel");
  return absl::OkStatus();
}

}  // namespace

void RegisterTransposeLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kTranspose, LowerTranspose);
}

}  // namespace xla::cpu
