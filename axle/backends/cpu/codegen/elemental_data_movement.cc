// Data movement as index arithmetic (axle/eval/data_movement_ops_layout.cc,
// data_movement_ops_slice.cc): the element of the result at an index is the
// operand's element at a remapped index. broadcast, reshape, transpose,
// reverse, slice and bitcast; no branches, so fused loops vectorise. Where
// the operand's physical order equals the result's (a reshape or transpose
// that is a bitcast), the linear position travels with the index and the
// operand reads it directly.
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// Row-major order is physical order (size-1 dimensions may sit anywhere).
bool IsRowMajorInMemory(const Shape& shape) {
  std::vector<int64_t> order = PhysicalOrder(shape);
  return std::is_sorted(order.begin(), order.end());
}

// `operand_index` with `index`'s linear position, when that position is
// valid for `result` and means the same element of `operand`.
IrIndex WithLinear(std::vector<llvm::Value*> operand_index, const IrIndex& index,
                   const Shape& result, const Shape& operand, bool same_physical_order) {
  IrIndex remapped = IrIndex::Multidim(std::move(operand_index));
  llvm::Value* linear = index.LinearFor(result);
  if (linear != nullptr && same_physical_order) {
    remapped.linear = linear;
    remapped.linear_shape = operand;
  }
  return remapped;
}

// broadcast: operand dimension i is result dimension dimensions[i]; a size-1
// operand dimension repeats its one element.
absl::StatusOr<llvm::Value*> EmitBroadcast(ElementalEmitter& e, const HloInstruction& instruction,
                                           const IrIndex& index) {
  const Shape& operand = instruction.operand(0)->shape();
  std::vector<llvm::Value*> operand_index;
  for (int64_t i = 0; i < operand.rank(); ++i) {
    operand_index.push_back(operand.dimensions(i) == 1 ? e.b().getInt64(0)
                                                       : index.multidim[instruction.dimensions(i)]);
  }
  return e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index)));
}

// reshape: the same row-major (logical) position in both shapes, whatever
// their layouts. The dimensions split into groups of equal element counts
// (common factors), so that only dimensions that really change are
// linearised and split again.
absl::StatusOr<llvm::Value*> EmitReshape(ElementalEmitter& e, const HloInstruction& instruction,
                                         const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const Shape& result = instruction.shape();
  const Shape& operand = instruction.operand(0)->shape();
  if (ShapeUtil::ElementsIn(result) == 0) {
    return llvm::Constant::getNullValue(ValueType(result.element_type(), e.context()));
  }
  std::vector<llvm::Value*> operand_index(operand.rank(), nullptr);
  int64_t i = 0, j = 0;  // next operand / result dimension
  while (i < operand.rank() || j < result.rank()) {
    const int64_t i0 = i, j0 = j;
    int64_t operand_elements = 1, result_elements = 1;
    do {
      if (operand_elements <= result_elements && i < operand.rank()) {
        operand_elements *= operand.dimensions(i++);
      } else if (j < result.rank()) {
        result_elements *= result.dimensions(j++);
      } else if (i < operand.rank()) {
        operand_elements *= operand.dimensions(i++);
      } else {
        return absl::InternalError("reshape between shapes of different element counts");
      }
    } while (operand_elements != result_elements);
    if (i - i0 == 1 && j - j0 == 1) {  // an unchanged dimension
      operand_index[i0] = index.multidim[j0];
      continue;
    }
    llvm::Value* linear = b.getInt64(0);
    for (int64_t d = j0; d < j; ++d) {
      if (result.dimensions(d) == 1) continue;
      linear = b.CreateAdd(b.CreateMul(linear, b.getInt64(result.dimensions(d)), "", true, true),
                           index.multidim[d], "", true, true);
    }
    for (int64_t d = i - 1; d >= i0; --d) {
      const int64_t size = operand.dimensions(d);
      if (size == 1) {
        operand_index[d] = b.getInt64(0);
      } else if (d == i0) {
        operand_index[d] = linear;
      } else {
        operand_index[d] = b.CreateURem(linear, b.getInt64(size));
        linear = b.CreateUDiv(linear, b.getInt64(size));
      }
    }
  }
  const bool same_order = IsRowMajorInMemory(result) && IsRowMajorInMemory(operand);
  return e.EmitOperand(instruction, 0,
                       WithLinear(std::move(operand_index), index, result, operand, same_order));
}

// transpose: result dimension d is operand dimension permutation[d].
absl::StatusOr<llvm::Value*> EmitTranspose(ElementalEmitter& e, const HloInstruction& instruction,
                                           const IrIndex& index) {
  const Shape& result = instruction.shape();
  const Shape& operand = instruction.operand(0)->shape();
  const std::vector<int64_t>& permutation = instruction.dimensions();
  std::vector<llvm::Value*> operand_index(operand.rank(), nullptr);
  for (int64_t d = 0; d < result.rank(); ++d) operand_index[permutation[d]] = index.multidim[d];
  std::vector<int64_t> result_order = PhysicalOrder(result);
  for (int64_t& dim : result_order) dim = permutation[dim];
  const bool same_order = result_order == PhysicalOrder(operand);
  return e.EmitOperand(instruction, 0,
                       WithLinear(std::move(operand_index), index, result, operand, same_order));
}

// reverse: index n-1-i along the reversed dimensions.
absl::StatusOr<llvm::Value*> EmitReverse(ElementalEmitter& e, const HloInstruction& instruction,
                                         const IrIndex& index) {
  const Shape& shape = instruction.shape();
  std::vector<llvm::Value*> operand_index = index.multidim;
  for (int64_t d : instruction.dimensions()) {
    operand_index[d] = e.b().CreateSub(e.b().getInt64(shape.dimensions(d) - 1), index.multidim[d]);
  }
  return e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index)));
}

// slice: start + i * stride.
absl::StatusOr<llvm::Value*> EmitSlice(ElementalEmitter& e, const HloInstruction& instruction,
                                       const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const HloAttributes& attributes = instruction.attributes();
  std::vector<llvm::Value*> operand_index;
  for (int64_t d = 0; d < instruction.shape().rank(); ++d) {
    llvm::Value* i = index.multidim[d];
    if (attributes.slice_strides[d] != 1) {
      i = b.CreateMul(i, b.getInt64(attributes.slice_strides[d]), "", true, true);
    }
    if (attributes.slice_starts[d] != 0) {
      i = b.CreateAdd(i, b.getInt64(attributes.slice_starts[d]), "", true, true);
    }
    operand_index.push_back(i);
  }
  return e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index)));
}

// bitcast (inside fusions; unfused it forwards its operand's bytes): the
// element at the same physical position in the operand's layout. XLA's
// bitcast may also change the element type between types of one bit width
// (f32 <-> s32 in its total-order comparators): that element's bits.
absl::StatusOr<llvm::Value*> EmitBitcast(ElementalEmitter& e, const HloInstruction& instruction,
                                         const IrIndex& index) {
  const Shape& result = instruction.shape();
  const Shape& operand = instruction.operand(0)->shape();
  const PrimitiveType from = operand.element_type();
  const PrimitiveType to = result.element_type();
  if ((from != to && (primitive_util::BitWidth(from) != primitive_util::BitWidth(to) ||
                      !primitive_util::IsArrayType(from) || !primitive_util::IsArrayType(to))) ||
      ShapeUtil::ElementsIn(result) != ShapeUtil::ElementsIn(operand)) {
    return absl::UnimplementedError(
        "a fused bitcast must keep the element count and the element bit width");
  }
  llvm::Value* linear = index.LinearFor(result);
  if (linear == nullptr) {
    IrArray layout(nullptr, result);
    linear = layout.EmitLinearIndex(index, e.b());
  }
  ASSIGN_OR_RETURN(llvm::Value * element,
                   e.EmitOperand(instruction, 0, DelinearizeIndex(linear, operand, e.b())));
  if (from == to) return element;
  return ElementOfTypeFromBits(ElementTypeBits(element, from, e.b()), to, e.b());
}

}  // namespace

void RegisterElementalDataMovementOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kBroadcast, EmitBroadcast);
  registry.Register(HloOpcode::kReshape, EmitReshape);
  registry.Register(HloOpcode::kTranspose, EmitTranspose);
  registry.Register(HloOpcode::kReverse, EmitReverse);
  registry.Register(HloOpcode::kSlice, EmitSlice);
  registry.Register(HloOpcode::kBitcast, EmitBitcast);
}

}  // namespace xla::cpu
