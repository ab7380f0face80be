// sort (axle/eval/data_movement_ops_sort.cc): the results start as copies of
// the operands (in place when buffer assignment gave them the operands'
// slices), then the runtime sorts them together along the sort dimension
// (runtime/runtime_sort.cc: __axle_sort), with the interpreter's stable
// merge sort calling the comparator computation compiled as
//   i32 @sort.comparator(ptr %run_context, ptr %values)
// where %values holds 2N element pointers (parameters 2k and 2k+1: operand
// k's elements at the two positions compared). The interpreter's sort is
// always stable, so is_stable changes nothing.
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/array_copy.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/library_call_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"

namespace xla::cpu {
namespace {

absl::StatusOr<llvm::Function*> EmitComparator(ModuleCodegen& codegen,
                                               const HloInstruction& instruction) {
  llvm::LLVMContext& context = codegen.context();
  llvm::Type* ptr = llvm::PointerType::getUnqual(context);
  llvm::Function* function = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getInt32Ty(context), {ptr, ptr}, false),
      llvm::Function::InternalLinkage, codegen.UniqueName("sort.comparator"), codegen.module());
  function->setDoesNotThrow();
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", function));
  ElementalEmitter elemental(codegen, b, function->getArg(0));
  std::vector<llvm::Value*> arguments;
  for (int64_t i = 0; i < 2 * instruction.operand_count(); ++i) {
    const PrimitiveType type = instruction.operand(i / 2)->shape().element_type();
    llvm::Value* pointer =
        b.CreateLoad(ptr, b.CreateConstInBoundsGEP1_64(ptr, function->getArg(1), i));
    arguments.push_back(FromMemory(b.CreateLoad(MemoryType(type, context), pointer), type, b));
  }
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> verdict,
                   elemental.EmitScalarComputation(*instruction.to_apply(), arguments));
  if (verdict.size() != 1 || !verdict[0]->getType()->isIntegerTy(1)) {
    return absl::InvalidArgumentError("the comparator must return pred[]");
  }
  b.CreateRet(b.CreateZExt(verdict[0], b.getInt32Ty()));
  return function;
}

absl::Status LowerSort(ComputationEmitter& emitter, const HloInstruction& instruction) {
  const int64_t n = instruction.operand_count();
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> results, ResultArrays(emitter, instruction));
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> operands, OperandArrays(emitter, instruction, 0, n));
  if (static_cast<int64_t>(results.size()) != n) {
    return absl::InternalError("sort needs one result array per operand");
  }
  RETURN_IF_ERROR(EmitArrayCopies(emitter, instruction, results, operands));
  const Shape& shape = results[0].shape;
  const int64_t elements = ShapeUtil::ElementsIn(shape);
  if (shape.rank() == 0 || elements == 0) {
    emitter.codegen().RecordLowering(instruction, "copy only (nothing to sort)");
    return absl::OkStatus();
  }
  const int64_t dim = instruction.dimensions(0);
  ModuleCodegen& codegen = emitter.codegen();
  ASSIGN_OR_RETURN(llvm::Function * comparator, EmitComparator(codegen, instruction));

  std::vector<int64_t> element_bytes, byte_strides;
  for (const ArrayInBuffer& result : results) {
    const int64_t width = ShapeUtil::ByteSizeOfPrimitiveType(result.shape.element_type());
    element_bytes.push_back(width);
    IrArray layout(nullptr, result.shape);
    for (int64_t stride : layout.strides()) byte_strides.push_back(stride * width);
  }
  llvm::IRBuilder<>& b = emitter.b();
  llvm::AllocaInst* arrays = EntryAlloca(b, b.getPtrTy(), n);
  for (int64_t k = 0; k < n; ++k) {
    b.CreateStore(emitter.SliceAddress(results[k].slice),
                  b.CreateConstInBoundsGEP1_64(b.getPtrTy(), arrays, k));
  }
  const std::vector<int64_t> dimensions(shape.dimensions().begin(), shape.dimensions().end());
  const int64_t length = shape.dimensions(dim);
  const int64_t groups = emitter.WorkGroupCount(elements / length, elements);
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(codegen.module(), "__axle_sort"),
      {emitter.run_context(), comparator, b.getInt64(n), arrays,
       ConstantI64Array(codegen, "sort.element_bytes", element_bytes),
       ConstantI64Array(codegen, "sort.byte_strides", byte_strides), b.getInt64(shape.rank()),
       ConstantI64Array(codegen, "sort.dimensions", dimensions), b.getInt64(dim),
       b.getInt64(groups)});
  emitter.ReturnIfFailed(status);
  codegen.RecordLowering(instruction, absl::StrCat("library call __axle_sort (", groups,
                                                   groups == 1 ? " work group)" : " work groups)"));
  return absl::OkStatus();
}

}  // namespace

void RegisterSortLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kSort, LowerSort);
}

}  // namespace xla::cpu
