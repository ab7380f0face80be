// Reductions as element generators: the element of reduce (reduce-window)
// at an output index folds the reducer over the reduced dimensions (the
// window) in the interpreter's order (axle/eval/numeric_ops_reduce.cc,
// numeric_ops_reduce_window.cc), for every reducer: acc = init, then acc =
// to_apply(acc..., element...) in row-major order, skipping window positions
// that fall on padding or base-dilation holes. (Only the reduction kernels,
// reduction_kernel.h, reassociate float reductions.) A variadic reduction's
// element is a struct of its N results; get-tuple-element picks one.
#include <algorithm>

#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/codegen/reduction_kernel.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {
namespace {

// Accumulators of an N-input reduction, in stack slots initialised to the
// init values (operands N..2N-1, scalars).
struct Accumulators {
  std::vector<llvm::AllocaInst*> slots;
  std::vector<llvm::Type*> types;
};

absl::StatusOr<Accumulators> InitAccumulators(ElementalEmitter& e,
                                              const HloInstruction& instruction, int64_t n) {
  Accumulators acc;
  for (int64_t i = 0; i < n; ++i) {
    ASSIGN_OR_RETURN(llvm::Value* init, e.EmitOperand(instruction, n + i, IrIndex()));
    acc.types.push_back(init->getType());
    acc.slots.push_back(EntryAlloca(e.b(), init->getType()));
    e.b().CreateStore(init, acc.slots.back());
  }
  return acc;
}

// acc = to_apply(acc..., input_i[index]...).
absl::Status Accumulate(ElementalEmitter& e, const HloInstruction& instruction,
                        const Accumulators& acc, const IrIndex& input_index) {
  const int64_t n = static_cast<int64_t>(acc.slots.size());
  std::vector<llvm::Value*> arguments;
  for (int64_t i = 0; i < n; ++i) arguments.push_back(e.b().CreateLoad(acc.types[i], acc.slots[i]));
  for (int64_t i = 0; i < n; ++i) {
    ASSIGN_OR_RETURN(llvm::Value* element, e.EmitOperand(instruction, i, input_index));
    arguments.push_back(element);
  }
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> results,
                   e.EmitScalarComputation(*instruction.to_apply(), arguments));
  for (int64_t i = 0; i < n; ++i) e.b().CreateStore(results[i], acc.slots[i]);
  return absl::OkStatus();
}

// The result: the one accumulator, or a struct of all of them.
llvm::Value* Result(ElementalEmitter& e, const Accumulators& acc) {
  if (acc.slots.size() == 1) return e.b().CreateLoad(acc.types[0], acc.slots[0]);
  llvm::Value* result = llvm::UndefValue::get(llvm::StructType::get(e.context(), acc.types));
  for (size_t i = 0; i < acc.slots.size(); ++i) {
    result = e.b().CreateInsertValue(result, e.b().CreateLoad(acc.types[i], acc.slots[i]),
                                     {static_cast<unsigned>(i)});
  }
  return result;
}

absl::StatusOr<llvm::Value*> EmitReduce(ElementalEmitter& e, const HloInstruction& instruction,
                                        const IrIndex& index) {
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> results,
                   EmitReductionFold(e, {&instruction}, index, nullptr));
  return results[0];
}

absl::StatusOr<llvm::Value*> EmitReduceWindow(ElementalEmitter& e,
                                              const HloInstruction& instruction,
                                              const IrIndex& index) {
  const int64_t n = instruction.operand_count() / 2;
  const Shape& base = instruction.operand(0)->shape();
  const Window& window = instruction.window();
  llvm::IRBuilder<>& b = e.b();
  ASSIGN_OR_RETURN(Accumulators acc, InitAccumulators(e, instruction, n));
  // Window positions past a dynamic dimension's runtime size are padding,
  // as in the interpreter, whose operand ends there.
  std::vector<llvm::Value*> base_sizes(base.rank());
  for (int64_t d = 0; d < base.rank(); ++d) {
    ASSIGN_OR_RETURN(base_sizes[d], e.DimensionSize(*instruction.operand(0), d));
  }
  std::vector<llvm::Value*> input(base.rank(), nullptr);
  std::vector<llvm::Value*> inside(base.rank(), nullptr);
  std::function<absl::Status(int64_t)> loop = [&](int64_t dim) -> absl::Status {
    if (dim == base.rank()) {
      llvm::Value* all_inside = b.getTrue();
      for (llvm::Value* condition : inside) all_inside = b.CreateAnd(all_inside, condition);
      llvm::Function* function = b.GetInsertBlock()->getParent();
      llvm::BasicBlock* taken = llvm::BasicBlock::Create(e.context(), "window.in", function);
      llvm::BasicBlock* next = llvm::BasicBlock::Create(e.context(), "window.next", function);
      b.CreateCondBr(all_inside, taken, next);
      b.SetInsertPoint(taken);
      RETURN_IF_ERROR(Accumulate(e, instruction, acc, IrIndex::Multidim(input)));
      b.CreateBr(next);
      b.SetInsertPoint(next);
      return absl::OkStatus();
    }
    const WindowDimension& wd = window.dimensions(dim);
    const WindowTapRange taps = EmitWindowTapRange(wd, index.multidim[dim], base_sizes[dim], b);
    return EmitWindowTapLoop(b, taps,
                       [&](llvm::Value* k) -> absl::Status {
                         WindowTap tap =
                             EmitWindowTap(wd, index.multidim[dim], k, base_sizes[dim], b);
                         inside[dim] = tap.inside;
                         input[dim] = tap.position;
                         return loop(dim + 1);
                       });
  };
  RETURN_IF_ERROR(loop(0));
  return Result(e, acc);
}

// get-tuple-element of a tuple-valued element (a variadic reduction's).
absl::StatusOr<llvm::Value*> EmitGetTupleElement(ElementalEmitter& e,
                                                 const HloInstruction& instruction,
                                                 const IrIndex& index) {
  ASSIGN_OR_RETURN(llvm::Value* tuple, e.EmitOperand(instruction, 0, index));
  return e.b().CreateExtractValue(tuple, {static_cast<unsigned>(instruction.tuple_index())});
}

}  // namespace

absl::StatusOr<std::vector<std::vector<llvm::Value*>>> EmitReductionFoldLanes(
    ElementalEmitter& e, absl::Span<const HloInstruction* const> reduces,
    absl::Span<const IrIndex> lanes,
    const std::function<absl::Status(size_t lane, const IrIndex&)>& at_position) {
  const HloInstruction& first = *reduces[0];
  const Shape& input_shape = first.operand(0)->shape();
  std::vector<int64_t> reduced = first.dimensions();
  std::sort(reduced.begin(), reduced.end());
  std::vector<std::vector<Accumulators>> accumulators(lanes.size());  // [lane][reduce]
  for (size_t lane = 0; lane < lanes.size(); ++lane) {
    for (const HloInstruction* reduce : reduces) {
      ASSIGN_OR_RETURN(Accumulators acc,
                       InitAccumulators(e, *reduce, reduce->operand_count() / 2));
      accumulators[lane].push_back(std::move(acc));
    }
  }
  // Each lane's input index: kept dimensions from its output index, reduced
  // ones from the loops (outermost loop over the lowest-numbered reduced
  // dimension), shared by all lanes.
  std::vector<std::vector<llvm::Value*>> inputs(lanes.size(),
                                                std::vector<llvm::Value*>(input_shape.rank()));
  for (size_t lane = 0; lane < lanes.size(); ++lane) {
    for (int64_t d = 0, k = 0; d < input_shape.rank(); ++d) {
      if (!std::binary_search(reduced.begin(), reduced.end(), d)) {
        inputs[lane][d] = lanes[lane].multidim[k++];
      }
    }
  }
  std::function<absl::Status(size_t)> loop = [&](size_t level) -> absl::Status {
    if (level == reduced.size()) {
      for (size_t lane = 0; lane < lanes.size(); ++lane) {
        const IrIndex position = IrIndex::Multidim(inputs[lane]);
        if (at_position) RETURN_IF_ERROR(at_position(lane, position));
        for (size_t r = 0; r < reduces.size(); ++r) {
          RETURN_IF_ERROR(Accumulate(e, *reduces[r], accumulators[lane][r], position));
        }
      }
      return absl::OkStatus();
    }
    const int64_t dim = reduced[level];
    // A dynamic dimension folds its runtime size only.
    ASSIGN_OR_RETURN(llvm::Value * size, e.DimensionSize(*first.operand(0), dim));
    return EmitForLoop(e.b(), "reduce", e.b().getInt64(0), size, 1, [&](llvm::Value* i) {
                         for (std::vector<llvm::Value*>& input : inputs) input[dim] = i;
                         return loop(level + 1);
                       });
  };
  RETURN_IF_ERROR(loop(0));
  std::vector<std::vector<llvm::Value*>> results(lanes.size());
  for (size_t lane = 0; lane < lanes.size(); ++lane) {
    for (const Accumulators& acc : accumulators[lane]) results[lane].push_back(Result(e, acc));
  }
  return results;
}

absl::StatusOr<std::vector<llvm::Value*>> EmitReductionFold(
    ElementalEmitter& e, absl::Span<const HloInstruction* const> reduces, const IrIndex& index,
    const std::function<absl::Status(const IrIndex&)>& at_position) {
  std::function<absl::Status(size_t, const IrIndex&)> at_lane_position;
  if (at_position) {
    at_lane_position = [&](size_t, const IrIndex& position) { return at_position(position); };
  }
  ASSIGN_OR_RETURN(std::vector<std::vector<llvm::Value*>> results,
                   EmitReductionFoldLanes(e, reduces, {index}, at_lane_position));
  return std::move(results[0]);
}

void RegisterElementalReduceOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kReduce, EmitReduce);
  registry.Register(HloOpcode::kReduceWindow, EmitReduceWindow);
  registry.Register(HloOpcode::kGetTupleElement, EmitGetTupleElement);
}

}  // namespace xla::cpu
