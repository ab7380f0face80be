// custom-call: the target is looked up when compiling (eval's registry,
// then the libraries loaded explicitly, as the interpreter does), so an
// unknown target is a compile error. The call goes through the runtime
// (runtime/runtime_custom_call.cc) with buffer trees built here. A sharding
// marker with no target is the identity, as in the interpreter.
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_abi.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// The identity: a loop kernel whose element is the operand's.
absl::Status LowerIdentity(ComputationEmitter& emitter, const HloInstruction& instruction) {
  ASSIGN_OR_RETURN(BufferSlice output, emitter.Slice(&instruction));
  ASSIGN_OR_RETURN(BufferSlice input, emitter.Slice(instruction.operand(0)));
  const HloInstruction* operand = instruction.operand(0);
  return emitter.EmitLoopKernel(
      instruction, {&instruction}, {output}, {input},
      [&](ElementalEmitter& e, absl::Span<llvm::Value* const> pointers) {
        IrArray array(pointers[0], operand->shape());
        e.Bind(&instruction, [array, &e](const IrIndex& index) -> absl::StatusOr<llvm::Value*> {
          return array.EmitLoad(index, e.b());
        });
      });
}

absl::Status LowerCustomCall(ComputationEmitter& emitter, const HloInstruction& instruction) {
  const std::string& target = instruction.attributes().custom_call_target;
  ASSIGN_OR_RETURN(void* function, ResolveCustomCallTarget(instruction));
  if (function == nullptr) return LowerIdentity(emitter, instruction);  // a sharding marker
  ASSIGN_OR_RETURN(llvm::Value * operands, emitter.OperandTrees(instruction));
  ASSIGN_OR_RETURN(llvm::Value * result, emitter.BufferTree(&instruction));
  emitter.CallRuntime("__axle_custom_call",
                      {emitter.run_context(), emitter.InstructionAddress(instruction),
                       emitter.ConstantAddress(function), operands, result});
  emitter.codegen().RecordLowering(instruction,
                                   absl::StrCat("library call __axle_custom_call to ", target));
  return absl::OkStatus();
}

}  // namespace

void RegisterCustomCallLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kCustomCall, LowerCustomCall);
}

}  // namespace xla::cpu
