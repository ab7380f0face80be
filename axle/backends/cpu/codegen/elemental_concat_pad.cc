// concatenate and pad as element generators (axle/eval/data_movement_ops_concat_pad.cc).
// Both choose a source per element and read only that one, through a short
// chain of blocks the vectoriser if-converts (a conditional read at an
// affine address becomes a masked vector load; selects over reads at clamped
// addresses would become gathers). Operands without elements are never read.
#include <functional>

#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {
namespace {

// The value of the first of `count` cases whose condition holds (the last
// case is the default): a chain of blocks joined by a phi, so only the
// chosen case's element is computed. f16/bf16 values cross blocks as their
// bits (elemental_util.h).
absl::StatusOr<llvm::Value*> EmitFirstCase(
    ElementalEmitter& e, int64_t count, const std::function<llvm::Value*(int64_t)>& condition,
    const std::function<absl::StatusOr<llvm::Value*>(int64_t)>& value) {
  llvm::IRBuilder<>& b = e.b();
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::BasicBlock* merge = llvm::BasicBlock::Create(e.context(), "case.merge", function);
  std::vector<std::pair<llvm::Value*, llvm::BasicBlock*>> incoming;
  llvm::Type* element_type = nullptr;
  for (int64_t k = 0; k < count; ++k) {
    llvm::BasicBlock* next = nullptr;
    if (k + 1 < count) {
      llvm::BasicBlock* taken = llvm::BasicBlock::Create(e.context(), "case.taken", function);
      next = llvm::BasicBlock::Create(e.context(), "case.next", function);
      b.CreateCondBr(condition(k), taken, next);
      b.SetInsertPoint(taken);
    }
    ASSIGN_OR_RETURN(llvm::Value* element, value(k));
    element_type = element->getType();
    incoming.push_back({ElementToBits(b, element), b.GetInsertBlock()});
    b.CreateBr(merge);
    if (next != nullptr) b.SetInsertPoint(next);
  }
  b.SetInsertPoint(merge);
  llvm::PHINode* phi = b.CreatePHI(incoming[0].first->getType(), incoming.size());
  for (auto& [bits, block] : incoming) phi->addIncoming(bits, block);
  return ElementFromBits(b, phi, element_type);
}

// concatenate: the operand whose range along the dimension holds the
// position, at the position minus the operand's offset.
absl::StatusOr<llvm::Value*> EmitConcatenate(ElementalEmitter& e,
                                             const HloInstruction& instruction,
                                             const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const int64_t dim = instruction.dimensions(0);
  struct Piece {
    int64_t operand, offset, end;
  };
  std::vector<Piece> pieces;
  int64_t offset = 0;
  for (int64_t k = 0; k < instruction.operand_count(); ++k) {
    const int64_t size = instruction.operand(k)->shape().dimensions(dim);
    if (size > 0) pieces.push_back({k, offset, offset + size});
    offset += size;
  }
  if (pieces.empty()) return absl::InternalError("concatenate of no elements");
  llvm::Value* position = index.multidim[dim];
  return EmitFirstCase(
      e, static_cast<int64_t>(pieces.size()),
      [&](int64_t k) { return b.CreateICmpSLT(position, b.getInt64(pieces[k].end)); },
      [&](int64_t k) {
        std::vector<llvm::Value*> operand_index = index.multidim;
        operand_index[dim] = b.CreateSub(position, b.getInt64(pieces[k].offset));
        return e.EmitOperand(instruction, pieces[k].operand,
                             IrIndex::Multidim(std::move(operand_index)));
      });
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
    operand_index.push_back(position);
  }
  return EmitFirstCase(
      e, 2, [&](int64_t) { return inside; },
      [&](int64_t k) -> absl::StatusOr<llvm::Value*> {
        if (k == 1) return padding;
        return e.EmitOperand(instruction, 0, IrIndex::Multidim(operand_index));
      });
}

}  // namespace

void RegisterElementalConcatPadOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kConcatenate, EmitConcatenate);
  registry.Register(HloOpcode::kPad, EmitPad);
}

}  // namespace xla::cpu
