// Arrays in memory as code sees them: a base pointer plus an HLO shape whose
// layout says where each element lives, and indices into them.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_IR_ARRAY_H_
#define AXLE_BACKENDS_CPU_CODEGEN_IR_ARRAY_H_

#include <vector>

#include "axle/shape/shape.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

// An index into an array: one i64 value per logical dimension, and, when
// known, the element's position in physical (layout) order, valid for
// arrays whose dimensions and layout equal `linear_shape`'s.
struct IrIndex {
  std::vector<llvm::Value*> multidim;
  llvm::Value* linear = nullptr;
  Shape linear_shape;

  int64_t rank() const { return static_cast<int64_t>(multidim.size()); }
  // The index with the linear position dropped (after any remapping).
  static IrIndex Multidim(std::vector<llvm::Value*> multidim) {
    return IrIndex{std::move(multidim), nullptr, Shape()};
  }
  // The linear position, if it is valid for `shape`.
  llvm::Value* LinearFor(const Shape& shape) const;
};

class IrArray {
 public:
  IrArray() = default;
  // `shape` is an array shape; without a layout it is read row-major.
  IrArray(llvm::Value* base, Shape shape);

  llvm::Value* base() const { return base_; }
  const Shape& shape() const { return shape_; }

  // Position of `index` in physical order.
  llvm::Value* EmitLinearIndex(const IrIndex& index, llvm::IRBuilder<>& b) const;
  llvm::Value* EmitElementPointer(const IrIndex& index, llvm::IRBuilder<>& b) const;
  // Loads/stores one element as an SSA value (pred as i1, see llvm_types.h).
  llvm::Value* EmitLoad(const IrIndex& index, llvm::IRBuilder<>& b) const;
  void EmitStore(llvm::Value* value, const IrIndex& index, llvm::IRBuilder<>& b) const;

  // Strides (in elements) of each logical dimension in memory.
  const std::vector<int64_t>& strides() const { return strides_; }

 private:
  llvm::Value* base_ = nullptr;
  Shape shape_;
  std::vector<int64_t> strides_;
};

// The multi-dimensional index of physical position `linear` in `shape`.
IrIndex DelinearizeIndex(llvm::Value* linear, const Shape& shape, llvm::IRBuilder<>& b);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_IR_ARRAY_H_
