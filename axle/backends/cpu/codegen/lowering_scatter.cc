// scatter, variadic (axle/eval/data_movement_ops_scatter.cc): the results
// start as copies of the N operands (in place when buffer assignment gave
// them the operands' slices), then one sequential loop applies the updates
// in row-major order of the update index U, as the interpreter does, so
// repeated indices and non-commutative combiners give its results:
//   batch index  G = U at the update dimensions not in update_window_dims;
//   start        S[scatter_dims_to_operand_dims[k]] = indices[G, k];
//                S[input_batching_dims[i]] = G's entry for
//                scatter_indices_batching_dims[i];
//   a window that does not fit in the operand at S is skipped;
//   target       S + U's window entries on the operand dimensions neither
//                inserted nor batching;
//   results[target]... = update_computation(results[target]..., updates[U]...).
// indices_are_sorted and unique_indices do not change the results.
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/array_copy.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_vectors.h"  // ComplementDims: the interpreter's dimension lists
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {
namespace {

absl::Status LowerScatter(ComputationEmitter& emitter, const HloInstruction& instruction) {
  const int64_t n = (instruction.operand_count() - 1) / 2;
  if (n < 1 || instruction.operand_count() != 2 * n + 1) {
    return absl::InvalidArgumentError("scatter expects 2N+1 operands");
  }
  const ScatterDimensionNumbers& dnums = instruction.attributes().scatter_dimension_numbers;
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> results, ResultArrays(emitter, instruction));
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> operands, OperandArrays(emitter, instruction, 0, n));
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> indices, OperandArrays(emitter, instruction, n, 1));
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> updates,
                   OperandArrays(emitter, instruction, n + 1, n));
  if (static_cast<int64_t>(results.size()) != n) {
    return absl::InternalError("scatter needs one result array per operand");
  }
  RETURN_IF_ERROR(EmitArrayCopies(emitter, instruction, results, operands));
  const Shape& operand_shape = operands[0].shape;
  const Shape& update_shape = updates[0].shape;
  const Shape& index_shape = indices[0].shape;
  if (!primitive_util::IsIntegralType(index_shape.element_type())) {
    return absl::InvalidArgumentError("scatter indices must be integral");
  }
  if (ShapeUtil::ElementsIn(update_shape) == 0 || ShapeUtil::ElementsIn(operand_shape) == 0) {
    // No update lands (a window never fits in an empty operand).
    emitter.codegen().RecordLowering(instruction, "copy only (no update lands)");
    return absl::OkStatus();
  }
  const IndexVectorLayout vectors(index_shape, dnums.index_vector_dim());
  const std::vector<int64_t> window_operand_dims = data_movement::ComplementDims(
      operand_shape.rank(), {dnums.inserted_window_dims(), dnums.input_batching_dims()});
  const std::vector<int64_t> scatter_update_dims =
      data_movement::ComplementDims(update_shape.rank(), {dnums.update_window_dims()});
  if (window_operand_dims.size() != dnums.update_window_dims().size() ||
      static_cast<int64_t>(scatter_update_dims.size()) != vectors.batch_rank()) {
    return absl::InvalidArgumentError("scatter dimension numbers do not match the shapes");
  }
  std::vector<int64_t> window_size(operand_shape.rank(), 1);
  for (size_t k = 0; k < window_operand_dims.size(); ++k) {
    window_size[window_operand_dims[k]] = update_shape.dimensions(dnums.update_window_dims(k));
  }

  // Kernel buffers: the N results, the indices, the N updates.
  std::vector<KernelBuffer> buffers;
  for (const ArrayInBuffer& result : results) buffers.push_back({result.slice, true});
  buffers.push_back({indices[0].slice, false});
  for (const ArrayInBuffer& update : updates) buffers.push_back({update.slice, false});
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.", instruction.name()), buffers);
  llvm::IRBuilder<>& b = kernel.b();
  ElementalEmitter elemental(emitter.codegen(), b, kernel.run_context());
  std::vector<IrArray> result_arrays, update_arrays;
  for (int64_t j = 0; j < n; ++j) {
    result_arrays.emplace_back(kernel.buffer(j), results[j].shape);
    update_arrays.emplace_back(kernel.buffer(n + 1 + j), updates[j].shape);
  }
  IrArray index_array(kernel.buffer(n), index_shape);
  // The loop runs over U in row-major order, whatever the updates' layout.
  Shape loop_shape = update_shape;
  *loop_shape.mutable_layout() = LayoutUtil::GetDefaultLayoutForRank(update_shape.rank());
  RETURN_IF_ERROR(EmitLoopNest(
      b, loop_shape,
      [&](const IrIndex& u) -> absl::Status {
        std::vector<llvm::Value*> batch_index;
        for (int64_t d : scatter_update_dims) batch_index.push_back(u.multidim[d]);
        std::vector<llvm::Value*> target(operand_shape.rank(), b.getInt64(0));
        for (int64_t k = 0; k < static_cast<int64_t>(dnums.scatter_dims_to_operand_dims().size());
             ++k) {
          llvm::Value* raw = index_array.EmitLoad(vectors.ComponentIndex(batch_index, k, b), b);
          target[dnums.scatter_dims_to_operand_dims(k)] =
              IndexToI64(raw, index_shape.element_type(), b);
        }
        for (int64_t i = 0; i < static_cast<int64_t>(dnums.input_batching_dims().size()); ++i) {
          const int64_t position = vectors.BatchPosition(dnums.scatter_indices_batching_dims(i));
          if (position < 0) return absl::InvalidArgumentError("bad scatter_indices_batching_dims");
          target[dnums.input_batching_dims(i)] = batch_index[position];
        }
        llvm::Value* fits = b.getTrue();
        for (int64_t d = 0; d < operand_shape.rank(); ++d) {
          const int64_t last_start = operand_shape.dimensions(d) - window_size[d];
          fits = b.CreateAnd(fits, b.CreateICmpSGE(target[d], b.getInt64(0)));
          fits = b.CreateAnd(fits, b.CreateICmpSLE(target[d], b.getInt64(last_start)));
        }
        llvm::Function* function = b.GetInsertBlock()->getParent();
        llvm::LLVMContext& context = b.getContext();
        llvm::BasicBlock* apply = llvm::BasicBlock::Create(context, "scatter.apply", function);
        llvm::BasicBlock* next = llvm::BasicBlock::Create(context, "scatter.next", function);
        b.CreateCondBr(fits, apply, next);
        b.SetInsertPoint(apply);
        for (size_t k = 0; k < window_operand_dims.size(); ++k) {
          llvm::Value*& t = target[window_operand_dims[k]];
          t = b.CreateAdd(t, u.multidim[dnums.update_window_dims(k)], "", true, true);
        }
        const IrIndex target_index = IrIndex::Multidim(target);
        std::vector<llvm::Value*> arguments;
        for (int64_t j = 0; j < n; ++j) {
          arguments.push_back(result_arrays[j].EmitLoad(target_index, b));
        }
        for (int64_t j = 0; j < n; ++j) arguments.push_back(update_arrays[j].EmitLoad(u, b));
        ASSIGN_OR_RETURN(std::vector<llvm::Value*> combined,
                         elemental.EmitScalarComputation(*instruction.to_apply(), arguments));
        if (static_cast<int64_t>(combined.size()) != n) {
          return absl::InvalidArgumentError("the update computation must return N scalars");
        }
        for (int64_t j = 0; j < n; ++j) result_arrays[j].EmitStore(combined[j], target_index, b);
        b.CreateBr(next);
        b.SetInsertPoint(next);
        return absl::OkStatus();
      },
      kernel.begin(), kernel.end()));
  // One work group: the updates apply one after another.
  emitter.CallKernel(instruction, kernel.Finish(), OuterDimensionSize(loop_shape), /*elements=*/1,
                     "sequential kernel over the updates");
  return absl::OkStatus();
}

}  // namespace

void RegisterScatterLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kScatter, LowerScatter);
}

}  // namespace xla::cpu
