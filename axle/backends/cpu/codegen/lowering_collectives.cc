// all-reduce, reduce-scatter, all-gather, all-to-all, collective-permute
// (the in-place form with slice_sizes too):
// one runtime call each (runtime/runtime_collectives.cc) that meets the
// other replicas in the run's CollectiveHub. The reducer of all-reduce and
// reduce-scatter is compiled: to_apply becomes a function
//   void reducer(ptr run_context, ptr lhs, ptr rhs, ptr out)
// on scalars in memory, which the runtime calls per element pair.
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

absl::StatusOr<llvm::Function*> EmitReducer(ModuleCodegen& codegen,
                                            const HloInstruction& instruction,
                                            const HloComputation& computation) {
  if (computation.num_parameters() != 2 ||
      !ShapeUtil::IsScalar(computation.parameter_instruction(0)->shape()) ||
      !ShapeUtil::Equal(computation.parameter_instruction(0)->shape(),
                        computation.parameter_instruction(1)->shape()) ||
      !ShapeUtil::Compatible(computation.root_instruction()->shape(),
                             computation.parameter_instruction(0)->shape())) {
    return absl::InvalidArgumentError(absl::StrCat(
        "reduction computation ", computation.name(), " is not a binary scalar computation"));
  }
  // The verifier, as XLA's, leaves an all-reduce's reducer unchecked: the
  // runtime hands it the operands' elements, so their types must agree.
  for (const HloInstruction* operand : instruction.operands()) {
    if (!operand->shape().IsArray() ||
        operand->shape().element_type() !=
            computation.parameter_instruction(0)->shape().element_type()) {
      return absl::InvalidArgumentError(absl::StrCat(
          instruction.name(), ": reduction computation ", computation.name(), " takes ",
          computation.parameter_instruction(0)->shape().ToString(), " but operand ",
          operand->name(), " is ", operand->shape().ToString()));
    }
  }
  const PrimitiveType type = computation.parameter_instruction(0)->shape().element_type();
  llvm::LLVMContext& context = codegen.context();
  llvm::Type* ptr = llvm::PointerType::getUnqual(context);
  llvm::Function* function = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {ptr, ptr, ptr, ptr}, false),
      llvm::Function::InternalLinkage,
      codegen.UniqueName(absl::StrCat("reducer.", computation.name())), codegen.module());
  function->setDoesNotThrow();
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", function));
  llvm::Type* memory = MemoryType(type, context);
  llvm::Value* lhs = FromMemory(b.CreateLoad(memory, function->getArg(1)), type, b);
  llvm::Value* rhs = FromMemory(b.CreateLoad(memory, function->getArg(2)), type, b);
  ElementalEmitter emitter(codegen, b, function->getArg(0));
  ASSIGN_OR_RETURN(std::vector<llvm::Value*> result,
                   emitter.EmitScalarComputation(computation, {lhs, rhs}));
  b.CreateStore(ToMemory(result[0], type, b), function->getArg(3));
  b.CreateRetVoid();
  return function;
}

absl::Status LowerCollective(ComputationEmitter& emitter, const HloInstruction& instruction) {
  ASSIGN_OR_RETURN(llvm::Value * operands, emitter.OperandTrees(instruction));
  ASSIGN_OR_RETURN(llvm::Value * result, emitter.BufferTree(&instruction));
  llvm::Value* reducer = llvm::ConstantPointerNull::get(emitter.b().getPtrTy());
  if (instruction.opcode() == HloOpcode::kAllReduce ||
      instruction.opcode() == HloOpcode::kReduceScatter) {
    ASSIGN_OR_RETURN(reducer, EmitReducer(emitter.codegen(), instruction, *instruction.to_apply()));
  }
  emitter.CallRuntime("__axle_collective",
                      {emitter.run_context(), emitter.InstructionAddress(instruction),
                       operands, result, reducer});
  emitter.codegen().RecordLowering(instruction, "library call __axle_collective");
  return absl::OkStatus();
}

}  // namespace

void RegisterCollectiveLowerings(LoweringRegistry& registry) {
  for (HloOpcode opcode : {HloOpcode::kAllReduce, HloOpcode::kReduceScatter,
                           HloOpcode::kAllGather, HloOpcode::kAllToAll,
                           HloOpcode::kCollectivePermute}) {
    registry.Register(opcode, LowerCollective);
  }
}

}  // namespace xla::cpu
