#include "axle/backends/cpu/codegen/loop_emitter.h"

#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"

namespace xla::cpu {
namespace {

// EmitForLoop, also giving the loop's back-edge branch (where loop metadata
// goes).
absl::Status EmitForLoopWithLatch(llvm::IRBuilder<>& b, const char* name, llvm::Value* start,
                                  llvm::Value* end, int64_t step,
                                  const std::function<absl::Status(llvm::Value* i)>& body,
                                  llvm::BranchInst** latch) {
  llvm::LLVMContext& context = b.getContext();
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::BasicBlock* preheader = b.GetInsertBlock();
  llvm::BasicBlock* header = llvm::BasicBlock::Create(context, std::string(name) + ".header",
                                                      function);
  llvm::BasicBlock* body_block =
      llvm::BasicBlock::Create(context, std::string(name) + ".body", function);
  llvm::BasicBlock* exit = llvm::BasicBlock::Create(context, std::string(name) + ".exit",
                                                    function);
  b.CreateBr(header);
  b.SetInsertPoint(header);
  llvm::PHINode* i = b.CreatePHI(b.getInt64Ty(), 2, name);
  i->addIncoming(start, preheader);
  b.CreateCondBr(b.CreateICmpSLT(i, end), body_block, exit);
  b.SetInsertPoint(body_block);
  absl::Status status = body(i);
  if (!status.ok()) return status;
  llvm::Value* next = b.CreateAdd(i, b.getInt64(step), "", /*HasNUW=*/true, /*HasNSW=*/true);
  i->addIncoming(next, b.GetInsertBlock());
  llvm::BranchInst* back_edge = b.CreateBr(header);
  if (latch != nullptr) *latch = back_edge;
  b.SetInsertPoint(exit);
  return absl::OkStatus();
}

// An innermost element loop is interleaved (two vector iterations in
// flight at once) when its body is long: LLVM's cost model interleaves only
// small loops, but a body of several transcendentals (exp ~40, tanh ~60 IR
// instructions, one long dependency chain) is compute- and latency-bound
// on one vector iteration at a time: bench/workloads chain10 (tanh and exp
// with broadcasts, a 127-instruction body) takes ~17% less CPU time
// interleaved by two on AVX2. A single tanh over three streams (68) is
// memory-bound and was no faster, so it is left alone. Only for rows long
// enough that the interleaved vector loop, not the scalar remainder, does
// the work.
constexpr int64_t kInterleaveMinBodyInstructions = 100;
constexpr int64_t kInterleaveMinTripCount = 64;
constexpr int64_t kInterleaveCount = 2;

void RequestInterleave(llvm::BranchInst* latch, int64_t count) {
  llvm::LLVMContext& context = latch->getContext();
  llvm::Metadata* interleave[] = {
      llvm::MDString::get(context, "llvm.loop.interleave.count"),
      llvm::ConstantAsMetadata::get(
          llvm::ConstantInt::get(llvm::Type::getInt32Ty(context), count))};
  llvm::MDNode* loop =
      llvm::MDNode::getDistinct(context, {nullptr, llvm::MDNode::get(context, interleave)});
  loop->replaceOperandWith(0, loop);  // a loop ID refers to itself
  latch->setMetadata(llvm::LLVMContext::MD_loop, loop);
}

// Instructions in the blocks of `function` from index `first_block` on.
int64_t InstructionsFrom(const llvm::Function& function, size_t first_block) {
  int64_t count = 0;
  size_t index = 0;
  for (const llvm::BasicBlock& block : function) {
    if (index++ >= first_block) count += static_cast<int64_t>(block.size());
  }
  return count;
}

}  // namespace

absl::Status EmitForLoop(llvm::IRBuilder<>& b, const char* name, llvm::Value* start,
                         llvm::Value* end, int64_t step,
                         const std::function<absl::Status(llvm::Value* i)>& body) {
  return EmitForLoopWithLatch(b, name, start, end, step, body, /*latch=*/nullptr);
}

int64_t TileDimension(const Shape& output, int64_t source_minor) {
  if (source_minor < 0 || output.rank() < 2) return -1;
  const int64_t minor = LayoutUtil::LayoutOrDefault(output).minor_to_major(0);
  if (source_minor == minor || output.dimensions(minor) < 2 ||
      output.dimensions(source_minor) < 2) {
    return -1;
  }
  return source_minor;
}

absl::Status EmitTiledLoopNest(llvm::IRBuilder<>& b, const Shape& shape, int64_t tile_dimension,
                               int64_t tile,
                               const std::function<absl::Status(const IrIndex& index)>& body,
                               llvm::Value* outer_begin, llvm::Value* outer_end) {
  if (ShapeUtil::IsZeroElementArray(shape)) return absl::OkStatus();
  const int64_t rank = shape.rank();
  const Layout layout = LayoutUtil::LayoutOrDefault(shape);
  const int64_t minor = layout.minor_to_major(0);
  if (rank < 2 || tile_dimension == minor) {
    return absl::InternalError("a tiled loop nest needs a tile dimension that is not minor-most");
  }
  IrIndex index;
  index.multidim.assign(rank, nullptr);
  llvm::Value* tile_start = nullptr;  // of tile_dimension
  llvm::Value* tile_end = nullptr;    // its bound (the work group's end when outermost)
  // Levels 0 .. rank-2: the physical dimensions but the minor one, the tile
  // dimension stepping by whole tiles; then the minor dimension by tiles,
  // and the two loops inside one tile.
  std::function<absl::Status(int64_t)> emit_level = [&](int64_t level) -> absl::Status {
    if (level == rank - 1) {
      const int64_t minor_size = shape.dimensions(minor);
      return EmitForLoop(b, "tile.minor", b.getInt64(0), b.getInt64(minor_size), tile,
                         [&](llvm::Value* minor_start) {
        llvm::Value* inner_end = b.CreateSelect(
            b.CreateICmpSLT(b.CreateAdd(tile_start, b.getInt64(tile)), tile_end),
            b.CreateAdd(tile_start, b.getInt64(tile)), tile_end);
        return EmitForLoop(b, "tile.inner", tile_start, inner_end, 1, [&](llvm::Value* i) {
          index.multidim[tile_dimension] = i;
          llvm::Value* minor_next = b.CreateAdd(minor_start, b.getInt64(tile));
          llvm::Value* minor_end =
              b.CreateSelect(b.CreateICmpSLT(minor_next, b.getInt64(minor_size)), minor_next,
                             b.getInt64(minor_size));
          return EmitForLoop(b, "tile.minor.inner", minor_start, minor_end, 1,
                             [&](llvm::Value* j) {
                               index.multidim[minor] = j;
                               return body(index);
                             });
        });
      });
    }
    const int64_t dim = layout.minor_to_major(rank - 1 - level);
    llvm::Value* start = b.getInt64(0);
    llvm::Value* end = b.getInt64(shape.dimensions(dim));
    if (level == 0 && outer_begin != nullptr) {
      start = outer_begin;
      end = outer_end;
    }
    const bool tiled = dim == tile_dimension;
    return EmitForLoop(b, tiled ? "tile.outer" : "loop", start, end, tiled ? tile : 1,
                       [&](llvm::Value* i) {
                         if (tiled) {
                           tile_start = i;
                           tile_end = end;
                         } else {
                           index.multidim[dim] = i;
                         }
                         return emit_level(level + 1);
                       });
  };
  return emit_level(0);
}

int64_t OuterDimensionSize(const Shape& shape) {
  if (shape.rank() == 0) return 1;
  Layout layout = LayoutUtil::LayoutOrDefault(shape);
  return shape.dimensions(layout.minor_to_major(shape.rank() - 1));
}

absl::Status EmitLoopNest(llvm::IRBuilder<>& b, const Shape& shape,
                          const std::function<absl::Status(const IrIndex& index)>& body,
                          llvm::Value* outer_begin, llvm::Value* outer_end) {
  if (ShapeUtil::IsZeroElementArray(shape)) return absl::OkStatus();
  const int64_t rank = shape.rank();
  Layout layout = LayoutUtil::LayoutOrDefault(shape);
  IrIndex index;
  index.multidim.assign(rank, nullptr);
  index.linear_shape = shape;
  if (rank == 0) {
    index.linear = b.getInt64(0);
    return body(index);
  }
  // Loop over physical dimensions from major (level 0) to minor, keeping the
  // linear position as prefix * size + i.
  std::function<absl::Status(int64_t, llvm::Value*)> emit_level =
      [&](int64_t level, llvm::Value* prefix) -> absl::Status {
    if (level == rank) {
      index.linear = prefix;
      return body(index);
    }
    int64_t dim = layout.minor_to_major(rank - 1 - level);
    int64_t size = shape.dimensions(dim);
    llvm::Value* start = b.getInt64(0);
    llvm::Value* end = b.getInt64(size);
    if (level == 0 && outer_begin != nullptr) {
      start = outer_begin;
      end = outer_end;
    }
    llvm::Function* function = b.GetInsertBlock()->getParent();
    const size_t first_block = function->size();
    llvm::BranchInst* latch = nullptr;
    RETURN_IF_ERROR(EmitForLoopWithLatch(b, "loop", start, end, 1, [&](llvm::Value* i) {
      index.multidim[dim] = i;
      llvm::Value* linear =
          level == 0 ? i
                     : b.CreateAdd(b.CreateMul(prefix, b.getInt64(size), "", true, true), i, "",
                                   true, true);
      return emit_level(level + 1, linear);
    }, &latch));
    if (level == rank - 1 && size >= kInterleaveMinTripCount &&
        InstructionsFrom(*function, first_block) >= kInterleaveMinBodyInstructions) {
      RequestInterleave(latch, kInterleaveCount);
    }
    return absl::OkStatus();
  };
  return emit_level(0, nullptr);
}

}  // namespace xla::cpu
