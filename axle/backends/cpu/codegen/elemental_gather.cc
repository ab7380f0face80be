// dynamic-slice and gather as element generators, with the interpreter's
// index semantics (axle/eval/data_movement_ops_slice.cc, data_movement_ops_gather.cc):
// start indices of any integer type, clamped so the slice fits.
//
// gather, for a result index Out:
//   batch index  G = Out at the result dimensions not in offset_dims;
//   start        S[start_index_map[k]] = clamp(start_indices[G with k at
//                index_vector_dim], 0, operand_size - slice_size);
//                S[operand_batching_dims[i]] = G's entry for
//                start_indices_batching_dims[i];
//   result[Out] = operand[S + Out at offset_dims, placed on the operand
//                 dimensions neither collapsed nor batching, ascending].
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_vectors.h"  // ComplementDims: the interpreter's dimension lists

namespace xla::cpu {
namespace {

absl::StatusOr<llvm::Value*> EmitDynamicSlice(ElementalEmitter& e,
                                              const HloInstruction& instruction,
                                              const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  ASSIGN_OR_RETURN(
      std::vector<llvm::Value*> starts,
      ClampedStartIndices(instruction, 1, instruction.operand(0)->shape().dimensions(),
                          instruction.attributes().dynamic_slice_sizes,
                          [&](int64_t operand, const IrIndex& at) {
                            return e.EmitOperand(instruction, operand, at);
                          },
                          b));
  std::vector<llvm::Value*> operand_index;
  for (size_t d = 0; d < starts.size(); ++d) {
    ASSIGN_OR_RETURN(starts[d], ClampStartToRuntimeSize(
                                    e, *instruction.operand(0), d,
                                    instruction.attributes().dynamic_slice_sizes[d], starts[d]));
    operand_index.push_back(b.CreateAdd(starts[d], index.multidim[d], "", true, true));
  }
  return e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index)));
}

absl::StatusOr<llvm::Value*> EmitGather(ElementalEmitter& e, const HloInstruction& instruction,
                                        const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  const GatherDimensionNumbers& dnums = instruction.attributes().gather_dimension_numbers;
  const std::vector<int64_t>& slice_sizes = instruction.attributes().gather_slice_sizes;
  const Shape& operand = instruction.operand(0)->shape();
  const Shape& indices = instruction.operand(1)->shape();
  const PrimitiveType index_type = indices.element_type();
  if (!primitive_util::IsIntegralType(index_type)) {
    return absl::InvalidArgumentError("gather indices must be integral");
  }
  const IndexVectorLayout vectors(indices, dnums.index_vector_dim());
  std::vector<llvm::Value*> batch_index;
  const int64_t rank = instruction.shape().rank();
  for (int64_t d : data_movement::ComplementDims(rank, {dnums.offset_dims()})) {
    batch_index.push_back(index.multidim[d]);
  }
  if (static_cast<int64_t>(batch_index.size()) != vectors.batch_rank()) {
    return absl::InvalidArgumentError("gather batch dimensions do not match the start indices");
  }
  std::vector<llvm::Value*> operand_index(operand.rank(), b.getInt64(0));
  for (int64_t k = 0; k < static_cast<int64_t>(dnums.start_index_map().size()); ++k) {
    const int64_t d = dnums.start_index_map(k);
    ASSIGN_OR_RETURN(llvm::Value* raw,
                     e.EmitOperand(instruction, 1, vectors.ComponentIndex(batch_index, k, b)));
    llvm::Value* start =
        ClampIndex(IndexToI64(raw, index_type, b), 0, operand.dimensions(d) - slice_sizes[d], b);
    ASSIGN_OR_RETURN(operand_index[d], ClampStartToRuntimeSize(e, *instruction.operand(0), d,
                                                               slice_sizes[d], start));
  }
  for (int64_t i = 0; i < static_cast<int64_t>(dnums.operand_batching_dims().size()); ++i) {
    const int64_t position = vectors.BatchPosition(dnums.start_indices_batching_dims(i));
    if (position < 0) return absl::InvalidArgumentError("bad start_indices_batching_dims");
    operand_index[dnums.operand_batching_dims(i)] = batch_index[position];
  }
  const std::vector<int64_t> offset_operand_dims = data_movement::ComplementDims(
      operand.rank(), {dnums.collapsed_slice_dims(), dnums.operand_batching_dims()});
  if (offset_operand_dims.size() != dnums.offset_dims().size()) {
    return absl::InvalidArgumentError("gather offset_dims do not match the operand");
  }
  for (size_t k = 0; k < offset_operand_dims.size(); ++k) {
    llvm::Value*& i = operand_index[offset_operand_dims[k]];
    i = b.CreateAdd(i, index.multidim[dnums.offset_dims(k)], "", true, true);
  }
  return e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index)));
}

}  // namespace

void RegisterElementalGatherOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kDynamicSlice, EmitDynamicSlice);
  registry.Register(HloOpcode::kGather, EmitGather);
}

}  // namespace xla::cpu
