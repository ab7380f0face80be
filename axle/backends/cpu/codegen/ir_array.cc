#include "axle/backends/cpu/codegen/ir_array.h"

#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

bool SameDimensionsAndLayout(const Shape& a, const Shape& b) {
  return a.dimensions() == b.dimensions() &&
         LayoutUtil::LayoutOrDefault(a) == LayoutUtil::LayoutOrDefault(b);
}

}  // namespace

llvm::Value* IrIndex::LinearFor(const Shape& shape) const {
  if (linear == nullptr || !SameDimensionsAndLayout(shape, linear_shape)) return nullptr;
  return linear;
}

IrArray::IrArray(llvm::Value* base, Shape shape) : base_(base), shape_(std::move(shape)) {
  if (!shape_.has_layout()) LayoutUtil::SetToDefaultLayout(&shape_);
  strides_.assign(shape_.rank(), 0);
  // An empty array addresses nothing; its strides stay 0, as the product of
  // its other dimensions may not fit in int64 (f32[0,2^62,2^62]).
  if (ShapeUtil::ElementsIn(shape_) == 0) return;
  int64_t stride = 1;
  for (int64_t dim : shape_.layout().minor_to_major()) {
    strides_[dim] = stride;
    stride *= shape_.dimensions(dim);
  }
}

llvm::Value* IrArray::EmitLinearIndex(const IrIndex& index, llvm::IRBuilder<>& b) const {
  if (llvm::Value* linear = index.LinearFor(shape_)) return linear;
  llvm::Value* linear = b.getInt64(0);
  for (int64_t dim = 0; dim < shape_.rank(); ++dim) {
    if (shape_.dimensions(dim) == 1) continue;  // the index there is 0
    llvm::Value* term = index.multidim[dim];
    if (strides_[dim] != 1) term = b.CreateMul(term, b.getInt64(strides_[dim]), "", true, true);
    linear = b.CreateAdd(linear, term, "", true, true);
  }
  return linear;
}

llvm::Value* IrArray::EmitElementPointer(const IrIndex& index, llvm::IRBuilder<>& b) const {
  llvm::Type* element = MemoryType(shape_.element_type(), b.getContext());
  return b.CreateInBoundsGEP(element, base_, {EmitLinearIndex(index, b)});
}

// f16 and bf16 travel between memory and SSA values as their bits (i16 loads
// and stores around a bitcast): x86 without native half arithmetic promotes
// half/bfloat values held in registers to f32 and back, which quiets
// signalling NaNs and needs library calls; moved as i16 (the bitcasts fold
// away when nothing computes on the value) they stay bit-exact.
llvm::Value* IrArray::EmitLoad(const IrIndex& index, llvm::IRBuilder<>& b) const {
  const PrimitiveType type = shape_.element_type();
  if (type == F16 || type == BF16) {
    llvm::Value* bits = b.CreateLoad(b.getInt16Ty(), EmitElementPointer(index, b));
    return b.CreateBitCast(bits, ValueType(type, b.getContext()));
  }
  llvm::Value* loaded =
      b.CreateLoad(MemoryType(type, b.getContext()), EmitElementPointer(index, b));
  return FromMemory(loaded, type, b);
}

void IrArray::EmitStore(llvm::Value* value, const IrIndex& index, llvm::IRBuilder<>& b) const {
  const PrimitiveType type = shape_.element_type();
  if (type == F16 || type == BF16) value = b.CreateBitCast(value, b.getInt16Ty());
  b.CreateStore(ToMemory(value, type, b), EmitElementPointer(index, b));
}

IrIndex DelinearizeIndex(llvm::Value* linear, const Shape& shape, llvm::IRBuilder<>& b) {
  IrIndex index;
  index.multidim.assign(shape.rank(), nullptr);
  Layout layout = LayoutUtil::LayoutOrDefault(shape);
  llvm::Value* remaining = linear;
  for (int64_t i = 0; i < shape.rank(); ++i) {
    int64_t dim = layout.minor_to_major(i);
    int64_t size = shape.dimensions(dim);
    bool last = i + 1 == shape.rank();
    if (size == 1) {
      index.multidim[dim] = b.getInt64(0);
    } else if (last) {
      index.multidim[dim] = remaining;
    } else {
      index.multidim[dim] = b.CreateURem(remaining, b.getInt64(size));
      remaining = b.CreateUDiv(remaining, b.getInt64(size));
    }
  }
  index.linear = linear;
  index.linear_shape = shape;
  return index;
}

}  // namespace xla::cpu
