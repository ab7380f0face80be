// Bounded dynamic shapes (see dynamic_shapes.h): the runtime sizes in
// buffers, which instructions run with them, and get-dimension-size,
// set-dimension-size and dynamic-reshape (semantics of
// eval/data_movement_ops_dynamic.cc).
#include "axle/backends/cpu/codegen/dynamic_shapes.h"

#include <optional>
#include <utility>

#include "absl/algorithm/container.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/dot_dimensions.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

llvm::Value* SizeAddress(llvm::IRBuilder<>& b, llvm::Value* base, const Shape& shape,
                         int64_t dim) {
  return b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), base,
                                      DynamicSizesOffset(shape) + 4 * dim);
}

// Whether the instruction's result sizes follow from its operands' sizes
// (EmitPropagatedSizes computes them before it runs).
bool PropagatesSizes(const HloInstruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kBroadcast:
    case HloOpcode::kTranspose:
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
    case HloOpcode::kDot:
      return true;
    default:
      return instruction.IsElementwise();
  }
}

// The (operand, operand dimension) that result dimension `dim` of a
// size-propagating instruction takes its size from (reduce-window's is a
// function of it, WindowedSize).
std::optional<std::pair<int64_t, int64_t>> SizeSource(const HloInstruction& instruction,
                                                      int64_t dim) {
  switch (instruction.opcode()) {
    case HloOpcode::kBroadcast:
      for (int64_t i = 0; i < static_cast<int64_t>(instruction.dimensions().size()); ++i) {
        if (instruction.dimensions(i) == dim) return std::make_pair(int64_t{0}, i);
      }
      return std::nullopt;
    case HloOpcode::kTranspose:
      return std::make_pair(int64_t{0}, instruction.dimensions(dim));
    case HloOpcode::kReduceWindow:
      return std::make_pair(int64_t{0}, dim);
    case HloOpcode::kReduce: {
      // The dim-th kept dimension of the inputs.
      const Shape& input = instruction.operand(0)->shape();
      for (int64_t d = 0, kept = 0; d < input.rank(); ++d) {
        if (absl::c_linear_search(instruction.dimensions(), d)) continue;
        if (kept++ == dim) return std::make_pair(int64_t{0}, d);
      }
      return std::nullopt;
    }
    case HloOpcode::kDot: {
      // (batch..., lhs free..., rhs free...)
      const DotDimensionNumbers& dnums = instruction.attributes().dot_dimension_numbers;
      const int64_t batch = dnums.lhs_batch_dimensions_size();
      if (dim < batch) return std::make_pair(int64_t{0}, dnums.lhs_batch_dimensions(dim));
      std::vector<int64_t> lhs_free =
          DotFreeDimensions(instruction.operand(0)->shape().rank(), dnums.lhs_batch_dimensions(),
                            dnums.lhs_contracting_dimensions());
      const int64_t free = dim - batch;
      if (free < static_cast<int64_t>(lhs_free.size())) {
        return std::make_pair(int64_t{0}, lhs_free[free]);
      }
      std::vector<int64_t> rhs_free =
          DotFreeDimensions(instruction.operand(1)->shape().rank(), dnums.rhs_batch_dimensions(),
                            dnums.rhs_contracting_dimensions());
      return std::make_pair(int64_t{1}, rhs_free[free - lhs_free.size()]);
    }
    default:  // element-wise: an operand with this dimension dynamic
      for (int64_t i = 0; i < instruction.operand_count(); ++i) {
        const Shape& shape = instruction.operand(i)->shape();
        if (shape.IsArray() && dim < shape.rank() && shape.is_dynamic_dimension(dim)) {
          return std::make_pair(i, dim);
        }
      }
      return std::nullopt;
  }
}

// The i64 value of a scalar integer operand, loaded in the computation's
// function.
absl::StatusOr<llvm::Value*> LoadScalarOperand(ComputationEmitter& emitter,
                                               const HloInstruction& instruction, int64_t i) {
  ASSIGN_OR_RETURN(IrArray array, emitter.ArrayFor(instruction.operand(i)));
  llvm::Value* value = array.EmitLoad(IrIndex(), emitter.b());
  const bool is_signed =
      primitive_util::IsSignedIntegralType(instruction.operand(i)->shape().element_type());
  return emitter.b().CreateIntCast(value, emitter.b().getInt64Ty(), is_signed);
}

absl::Status StoreResultSizes(ComputationEmitter& emitter, const HloInstruction& instruction,
                              absl::Span<llvm::Value* const> sizes) {
  ASSIGN_OR_RETURN(IrArray result, emitter.ArrayFor(&instruction));
  StoreDynamicSizes(emitter.b(), result.base(), instruction.shape(), sizes);
  return absl::OkStatus();
}

// Records the size error and fails the run when `bad` holds.
void FailOnBadSize(ComputationEmitter& emitter, const HloInstruction& instruction,
                   llvm::Value* bad, int64_t dim, llvm::Value* size, llvm::Value* other) {
  emitter.FailIf(bad, [&] { EmitDimensionSizeError(emitter, instruction, dim, size, other); });
}

// ---- Element generators.

absl::StatusOr<llvm::Value*> EmitGetDimensionSize(ElementalEmitter& e,
                                                  const HloInstruction& instruction,
                                                  const IrIndex&) {
  ASSIGN_OR_RETURN(llvm::Value * size,
                   e.DimensionSize(*instruction.operand(0), instruction.dimensions(0)));
  return e.b().CreateTrunc(size, e.b().getInt32Ty());
}

// The operand's element where it has one (inside its runtime sizes), else
// zero, as the interpreter leaves elements past the operand's sizes.
absl::StatusOr<llvm::Value*> EmitSetDimensionSize(ElementalEmitter& e,
                                                  const HloInstruction& instruction,
                                                  const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const HloInstruction& operand = *instruction.operand(0);
  llvm::Value* inside = b.getTrue();
  for (int64_t d = 0; d < operand.shape().rank(); ++d) {
    ASSIGN_OR_RETURN(llvm::Value * size, e.DimensionSize(operand, d));
    inside = b.CreateAnd(inside, b.CreateICmpSLT(index.multidim[d], size));
  }
  ASSIGN_OR_RETURN(llvm::Value * value, e.EmitOperand(instruction, 0, index));
  return b.CreateSelect(inside, value, llvm::Constant::getNullValue(value->getType()));
}

// Element i (row-major among the result's runtime sizes) is the operand's
// element i (row-major among its runtime sizes); padding reads element 0.
absl::StatusOr<llvm::Value*> EmitDynamicReshape(ElementalEmitter& e,
                                                const HloInstruction& instruction,
                                                const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const HloInstruction& operand = *instruction.operand(0);
  llvm::Value* linear = b.getInt64(0);
  llvm::Value* inside = b.getTrue();
  for (int64_t d = 0; d < instruction.shape().rank(); ++d) {
    ASSIGN_OR_RETURN(llvm::Value * size, e.EmitOperand(instruction, d + 1, IrIndex()));
    const bool is_signed =
        primitive_util::IsSignedIntegralType(instruction.operand(d + 1)->shape().element_type());
    size = b.CreateIntCast(size, b.getInt64Ty(), is_signed);
    inside = b.CreateAnd(inside, b.CreateICmpSLT(index.multidim[d], size));
    linear = b.CreateAdd(b.CreateMul(linear, size), index.multidim[d]);
  }
  linear = b.CreateSelect(inside, linear, b.getInt64(0));
  std::vector<llvm::Value*> operand_index(operand.shape().rank());
  for (int64_t d = operand.shape().rank() - 1; d >= 0; --d) {
    ASSIGN_OR_RETURN(llvm::Value * size, e.DimensionSize(operand, d));
    // Sizes are >= 1 wherever an element is read; guard the division anyway.
    llvm::Value* divisor = b.CreateSelect(b.CreateICmpSGT(size, b.getInt64(0)), size,
                                          b.getInt64(1));
    operand_index[d] = b.CreateURem(linear, divisor);
    linear = b.CreateUDiv(linear, divisor);
  }
  return e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index)));
}

// ---- Lowerings: check the sizes, store them, then the loop kernel.

absl::Status LowerSetDimensionSize(ComputationEmitter& emitter,
                                   const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  const int64_t dim = instruction.dimensions(0);
  const int64_t bound = instruction.shape().dimensions(dim);
  ASSIGN_OR_RETURN(llvm::Value * size, LoadScalarOperand(emitter, instruction, 1));
  FailOnBadSize(emitter, instruction,
                b.CreateOr(b.CreateICmpSLT(size, b.getInt64(0)),
                           b.CreateICmpSGT(size, b.getInt64(bound))),
                dim, size, b.getInt64(bound));
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> sizes, OperandSizes(emitter, instruction, 0));
  sizes[dim] = size;
  RETURN_IF_ERROR(StoreResultSizes(emitter, instruction, sizes));
  return emitter.EmitElementalInstruction(instruction);
}

absl::Status LowerDynamicReshape(ComputationEmitter& emitter, const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  const Shape& shape = instruction.shape();
  std::vector<llvm::Value*> sizes;
  llvm::Value* elements = b.getInt64(1);
  for (int64_t d = 0; d < shape.rank(); ++d) {
    ASSIGN_OR_RETURN(llvm::Value * size, LoadScalarOperand(emitter, instruction, d + 1));
    llvm::Value* bad = b.CreateOr(b.CreateICmpSLT(size, b.getInt64(0)),
                                  b.CreateICmpSGT(size, b.getInt64(shape.dimensions(d))));
    if (!shape.is_dynamic_dimension(d)) {
      bad = b.CreateOr(bad, b.CreateICmpNE(size, b.getInt64(shape.dimensions(d))));
    }
    FailOnBadSize(emitter, instruction, bad, d, size, b.getInt64(0));
    sizes.push_back(size);
    elements = b.CreateMul(elements, size);
  }
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> operand_sizes,
                   OperandSizes(emitter, instruction, 0));
  llvm::Value* operand_elements = b.getInt64(1);
  for (llvm::Value* size : operand_sizes) operand_elements = b.CreateMul(operand_elements, size);
  FailOnBadSize(emitter, instruction, b.CreateICmpNE(elements, operand_elements), -1,
                operand_elements, elements);
  if (shape.is_dynamic()) RETURN_IF_ERROR(StoreResultSizes(emitter, instruction, sizes));
  return emitter.EmitElementalInstruction(instruction);
}

}  // namespace

// The number of windows along window dimension `w` over a base of runtime
// size `size`, as shape inference counts them (hlo/shape_inference_windows.cc).
llvm::Value* WindowedSize(llvm::IRBuilder<>& b, const WindowDimension& w, llvm::Value* size) {
  llvm::Value* dilated = b.CreateSelect(
      b.CreateICmpEQ(size, b.getInt64(0)), b.getInt64(0),
      b.CreateAdd(b.CreateMul(b.CreateSub(size, b.getInt64(1)), b.getInt64(w.base_dilation())),
                  b.getInt64(1)));
  llvm::Value* padded = b.CreateAdd(dilated, b.getInt64(w.padding_low() + w.padding_high()));
  llvm::Value* effective = b.getInt64((w.size() - 1) * w.window_dilation() + 1);
  llvm::Value* windows = b.CreateAdd(
      b.CreateSDiv(b.CreateSub(padded, effective), b.getInt64(w.stride())), b.getInt64(1));
  return b.CreateSelect(b.CreateICmpSLT(padded, effective), b.getInt64(0), windows);
}

void EmitDimensionSizeError(ComputationEmitter& emitter, const HloInstruction& instruction,
                            int64_t dim, llvm::Value* size, llvm::Value* other) {
  llvm::IRBuilder<>& b = emitter.b();
  AxleSizeError kind = kAxleSizeDoesNotFit;
  const Shape* shape = &instruction.shape();
  if (dim < 0) {
    kind = kAxleSizeElementCount;
    shape = &instruction.operand(0)->shape();
  } else if (instruction.opcode() == HloOpcode::kSlice) {
    kind = kAxleSizeSliceLimit;
    shape = &instruction.operand(0)->shape();
  } else if (instruction.opcode() == HloOpcode::kSetDimensionSize) {
    kind = kAxleSizeOutsideBound;  // `other` is the bound
  }
  b.CreateCall(RuntimeFunction(emitter.codegen().module(), "__axle_dimension_size_error"),
               {emitter.run_context(), emitter.InstructionName(instruction),
                emitter.CString(HloOpcodeString(instruction.opcode())), b.getInt32(kind),
                emitter.CString(shape->ToString()), b.getInt64(dim), size, other});
}

void EmitDynamicOperandError(ComputationEmitter& emitter, const HloInstruction& instruction,
                             int64_t operand, int64_t dim, llvm::Value* size,
                             llvm::Value* needed) {
  llvm::IRBuilder<>& b = emitter.b();
  AxleOperandError kind = kAxleOperandAtBound;
  switch (instruction.opcode()) {
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kGather:
      kind = kAxleOperandWindow;
      break;
    // The operands' runtime sizes must agree as shape inference requires.
    case HloOpcode::kConvolution:
    case HloOpcode::kSelectAndScatter:
    case HloOpcode::kCholesky:
    case HloOpcode::kTriangularSolve:
      kind = kAxleOperandSizesAgree;
      break;
    default:
      break;
  }
  b.CreateCall(RuntimeFunction(emitter.codegen().module(), "__axle_dynamic_operand_error"),
               {emitter.run_context(), emitter.InstructionName(instruction),
                emitter.CString(HloOpcodeString(instruction.opcode())), b.getInt32(kind),
                emitter.CString(instruction.operand(operand)->shape().ToString()),
                b.getInt64(operand), b.getInt64(dim), size, needed});
}

void FailUnlessSizesAgree(ComputationEmitter& emitter, const HloInstruction& instruction,
                          int64_t operand, int64_t dim, llvm::Value* size,
                          llvm::Value* expected) {
  llvm::IRBuilder<>& b = emitter.b();
  emitter.FailIf(b.CreateICmpNE(size, expected), [&] {
    EmitDynamicOperandError(emitter, instruction, operand, dim, size, expected);
  });
}

absl::StatusOr<std::vector<llvm::Value*>> OperandSizes(ComputationEmitter& emitter,
                                                       const HloInstruction& instruction,
                                                       int64_t i) {
  const Shape& shape = instruction.operand(i)->shape();
  if (shape.is_dynamic()) {
    ASSIGN_OR_RETURN(IrArray array, emitter.ArrayFor(instruction.operand(i)));
    return LoadDynamicSizes(emitter.b(), array.base(), shape);
  }
  std::vector<llvm::Value*> sizes;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    sizes.push_back(emitter.b().getInt64(shape.dimensions(d)));
  }
  return sizes;
}

llvm::Value* LoadDynamicSize(llvm::IRBuilder<>& b, llvm::Value* base, const Shape& shape,
                             int64_t dim) {
  return b.CreateSExt(b.CreateLoad(b.getInt32Ty(), SizeAddress(b, base, shape, dim)),
                      b.getInt64Ty());
}

std::vector<llvm::Value*> LoadDynamicSizes(llvm::IRBuilder<>& b, llvm::Value* base,
                                           const Shape& shape) {
  std::vector<llvm::Value*> sizes;
  for (int64_t d = 0; d < shape.rank(); ++d) sizes.push_back(LoadDynamicSize(b, base, shape, d));
  return sizes;
}

void StoreDynamicSizes(llvm::IRBuilder<>& b, llvm::Value* base, const Shape& shape,
                       absl::Span<llvm::Value* const> sizes) {
  for (int64_t d = 0; d < shape.rank(); ++d) {
    b.CreateStore(b.CreateTrunc(sizes[d], b.getInt32Ty()), SizeAddress(b, base, shape, d));
  }
}

absl::Status CheckDynamicShapesSupported(const HloInstruction& instruction) {
  bool dynamic = instruction.shape().is_dynamic();
  for (const HloInstruction* operand : instruction.operands()) {
    dynamic |= operand->shape().is_dynamic();
  }
  if (!dynamic || instruction.IsElementwise()) return absl::OkStatus();
  switch (instruction.opcode()) {
    case HloOpcode::kGetDimensionSize:
    case HloOpcode::kSetDimensionSize:
    case HloOpcode::kDynamicReshape:
    case HloOpcode::kBroadcast:
    case HloOpcode::kTranspose:
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
    case HloOpcode::kDot:
    case HloOpcode::kParameter:
    case HloOpcode::kTuple:
    case HloOpcode::kGetTupleElement:
    case HloOpcode::kOptimizationBarrier:
    case HloOpcode::kWhile:
    case HloOpcode::kConditional:
    case HloOpcode::kCall:
    case HloOpcode::kInfeed:
    case HloOpcode::kOutfeed:
    case HloOpcode::kSend:
    case HloOpcode::kRecv:
    case HloOpcode::kRecvDone:
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllGather:
    case HloOpcode::kAllToAll:
    case HloOpcode::kReduceScatter:
    case HloOpcode::kCollectivePermute:
    case HloOpcode::kCustomCall:
    case HloOpcode::kConvolution:       // dynamic_windowed_ops.cc
    case HloOpcode::kSelectAndScatter:  // dynamic_windowed_ops.cc
    case HloOpcode::kCholesky:          // lowering_linalg.cc
    case HloOpcode::kTriangularSolve:   // lowering_linalg.cc
    case HloOpcode::kBitcast:           // lowering_bitcast.cc
      return absl::OkStatus();
    default:
      // dynamic_shapes_at_bounds.cc: run within or at the bounds, as the
      // interpreter runs them.
      if (ResultIsAtBounds(instruction)) return absl::OkStatus();
      break;
  }
  // Left: fusion (never of dynamic shapes, CanLiveInFusion), batch-norm
  // (expanded by the pipeline) and ops whose shapes are never dynamic
  // (tokens, replica-id, partition-id): reaching here is a pipeline bug.
  return absl::InternalError(
      absl::StrCat("the CPU pipeline should not leave ", HloOpcodeString(instruction.opcode()),
                   " on dynamic shapes (", instruction.shape().ToString(), ")"));
}

absl::Status EmitPropagatedSizes(ComputationEmitter& emitter, const HloInstruction& instruction) {
  if (!instruction.shape().is_dynamic() || !PropagatesSizes(instruction)) {
    return absl::OkStatus();
  }
  // One set of sizes for every result (a variadic reduce's leaves agree).
  const Shape& first = instruction.shape().IsTuple() ? instruction.shape().tuple_shapes(0)
                                                     : instruction.shape();
  std::vector<llvm::Value*> sizes;
  for (int64_t d = 0; d < first.rank(); ++d) {
    std::optional<std::pair<int64_t, int64_t>> source = SizeSource(instruction, d);
    if (!first.is_dynamic_dimension(d) || !source) {
      sizes.push_back(emitter.b().getInt64(first.dimensions(d)));
      continue;
    }
    ASSIGN_OR_RETURN(std::vector<llvm::Value*> operand_sizes,
                     OperandSizes(emitter, instruction, source->first));
    llvm::Value* size = operand_sizes[source->second];
    if (instruction.opcode() == HloOpcode::kReduceWindow) {
      size = WindowedSize(emitter.b(), instruction.window().dimensions(d), size);
    }
    sizes.push_back(size);
  }
  ASSIGN_OR_RETURN(std::vector<BufferSlice> leaves, emitter.LeafSlices(&instruction));
  std::vector<Shape> leaf_shapes;
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& subshape, const ShapeIndex&) {
    if (subshape.IsArray()) leaf_shapes.push_back(subshape);
  });
  for (size_t i = 0; i < leaves.size(); ++i) {
    if (leaf_shapes[i].is_dynamic()) {
      StoreDynamicSizes(emitter.b(), emitter.SliceAddress(leaves[i]), leaf_shapes[i], sizes);
    }
  }
  return absl::OkStatus();
}

void RegisterElementalDynamicShapeOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kGetDimensionSize, EmitGetDimensionSize);
  registry.Register(HloOpcode::kSetDimensionSize, EmitSetDimensionSize);
  registry.Register(HloOpcode::kDynamicReshape, EmitDynamicReshape);
}

void RegisterDynamicShapeLowerings(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kSetDimensionSize, LowerSetDimensionSize);
  registry.Register(HloOpcode::kDynamicReshape, LowerDynamicReshape);
}

}  // namespace xla::cpu
