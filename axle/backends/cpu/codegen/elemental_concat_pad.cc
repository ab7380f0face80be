// concatenate and pad as element generators (axle/eval/data_movement_ops_concat_pad.cc).
// Both choose between sources per element; they do it with selects over
// loads at clamped, always-valid indices, so fused loops stay branch-free
// and vectorise. Operands without elements are never read.
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {
namespace {

// Up to this many operands, concatenate reads every operand and selects;
// beyond it, it branches to the one operand that holds the element.
constexpr int64_t kMaxSelectedOperands = 4;

struct ConcatPiece {
  int64_t operand;
  int64_t offset;  // where it starts along the concatenation dimension
  int64_t size;
};

// The element of `piece` at the result index, its position along `dim`
// clamped into the piece.
absl::StatusOr<llvm::Value*> EmitPieceElement(ElementalEmitter& e,
                                              const HloInstruction& instruction,
                                              const IrIndex& index, int64_t dim,
                                              const ConcatPiece& piece, bool clamp) {
  std::vector<llvm::Value*> operand_index = index.multidim;
  llvm::Value* position = e.b().CreateSub(index.multidim[dim], e.b().getInt64(piece.offset));
  operand_index[dim] = clamp ? ClampIndex(position, 0, piece.size - 1, e.b()) : position;
  return e.EmitOperand(instruction, piece.operand, IrIndex::Multidim(std::move(operand_index)));
}

absl::StatusOr<llvm::Value*> EmitConcatenate(ElementalEmitter& e,
                                             const HloInstruction& instruction,
                                             const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const int64_t dim = instruction.dimensions(0);
  std::vector<ConcatPiece> pieces;
  int64_t offset = 0;
  for (int64_t k = 0; k < instruction.operand_count(); ++k) {
    const int64_t size = instruction.operand(k)->shape().dimensions(dim);
    if (size > 0) pieces.push_back({k, offset, size});
    offset += size;
  }
  if (pieces.empty()) return absl::InternalError("concatenate of no elements");
  llvm::Value* position = index.multidim[dim];
  if (static_cast<int64_t>(pieces.size()) <= kMaxSelectedOperands) {
    ASSIGN_OR_RETURN(llvm::Value* value,
                     EmitPieceElement(e, instruction, index, dim, pieces.back(),
                                      pieces.size() > 1));
    for (int64_t k = static_cast<int64_t>(pieces.size()) - 2; k >= 0; --k) {
      ASSIGN_OR_RETURN(llvm::Value* element,
                       EmitPieceElement(e, instruction, index, dim, pieces[k], true));
      llvm::Value* in_piece =
          b.CreateICmpSLT(position, b.getInt64(pieces[k].offset + pieces[k].size));
      value = SelectElement(b, in_piece, element, value);
    }
    return value;
  }
  // Many operands: a switch-like chain of blocks joined by a phi.
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::BasicBlock* merge = llvm::BasicBlock::Create(e.context(), "concat.merge", function);
  std::vector<std::pair<llvm::Value*, llvm::BasicBlock*>> incoming;
  llvm::Type* element_type = nullptr;
  for (size_t k = 0; k < pieces.size(); ++k) {
    const bool last = k + 1 == pieces.size();
    llvm::BasicBlock* next = nullptr;
    if (!last) {
      llvm::BasicBlock* take = llvm::BasicBlock::Create(e.context(), "concat.take", function);
      next = llvm::BasicBlock::Create(e.context(), "concat.next", function);
      b.CreateCondBr(b.CreateICmpSLT(position, b.getInt64(pieces[k].offset + pieces[k].size)),
                     take, next);
      b.SetInsertPoint(take);
    }
    ASSIGN_OR_RETURN(llvm::Value* element,
                     EmitPieceElement(e, instruction, index, dim, pieces[k], false));
    element_type = element->getType();
    incoming.push_back({ElementToBits(b, element), b.GetInsertBlock()});
    b.CreateBr(merge);
    if (!last) b.SetInsertPoint(next);
  }
  b.SetInsertPoint(merge);
  llvm::PHINode* phi = b.CreatePHI(incoming[0].first->getType(), incoming.size());
  for (auto& [value, block] : incoming) phi->addIncoming(value, block);
  return ElementFromBits(b, phi, element_type);
}

// pad: result position o comes from operand position (o - low) / (interior
// + 1) when that divides exactly and lands inside the operand; elsewhere it
// is the padding value. Negative low/high padding crops.
absl::StatusOr<llvm::Value*> EmitPad(ElementalEmitter& e, const HloInstruction& instruction,
                                     const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const Shape& operand = instruction.operand(0)->shape();
  const PaddingConfig& config = instruction.attributes().padding_config;
  ASSIGN_OR_RETURN(llvm::Value* padding, e.EmitOperand(instruction, 1, IrIndex()));
  if (ShapeUtil::ElementsIn(operand) == 0) return padding;
  llvm::Value* inside = b.getTrue();
  std::vector<llvm::Value*> operand_index;
  for (int64_t d = 0; d < operand.rank(); ++d) {
    const PaddingConfigDimension& p = config.dimensions(d);
    const int64_t size = operand.dimensions(d);
    const int64_t step = p.interior_padding() + 1;
    llvm::Value* t = b.CreateSub(index.multidim[d], b.getInt64(p.edge_padding_low()));
    // t in [0, (size - 1) * step] and a multiple of step.
    llvm::Value* in_range = b.CreateICmpULE(t, b.getInt64((size - 1) * step));
    llvm::Value* position = t;
    if (step != 1) {
      in_range = b.CreateAnd(in_range,
                             b.CreateICmpEQ(b.CreateURem(t, b.getInt64(step)), b.getInt64(0)));
      position = b.CreateUDiv(t, b.getInt64(step));
    }
    inside = b.CreateAnd(inside, in_range);
    operand_index.push_back(b.CreateSelect(in_range, position, b.getInt64(0)));
  }
  ASSIGN_OR_RETURN(llvm::Value* element,
                   e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index))));
  return SelectElement(b, inside, element, padding);
}

}  // namespace

void RegisterElementalConcatPadOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kConcatenate, EmitConcatenate);
  registry.Register(HloOpcode::kPad, EmitPad);
}

}  // namespace xla::cpu
