// while, conditional and call: real loops and branches inside the caller's
// function, calling the callee computations' functions. Buffer assignment
// makes the callees' parameters the caller's slices; results that are not
// already where the caller expects them are copied there.
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/status_macros.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {
namespace {

llvm::BasicBlock* NewBlock(ComputationEmitter& emitter, const char* name) {
  return llvm::BasicBlock::Create(emitter.context(), name,
                                  emitter.b().GetInsertBlock()->getParent());
}

// Iterations between two cancellation checks of a while loop.
constexpr int64_t kCancelCheckInterval = 1024;

// Emits the while's condition; returns whether to run the body.
absl::StatusOr<llvm::Value*> EmitWhileCondition(ComputationEmitter& emitter,
                                                const HloInstruction& instruction) {
  emitter.CallComputation(instruction.while_condition());
  ASSIGN_OR_RETURN(IrArray predicate,
                   emitter.ArrayFor(instruction.while_condition()->root_instruction()));
  return predicate.EmitLoad(IrIndex(), emitter.b());
}

// while: state <- init; loop { condition; if false exit; body; state <- root }.
// Emitted as two loops: an outer one that checks for cancellation, around an
// inner one that runs up to kCancelCheckInterval iterations, makes no call of
// its own and is rotated (body first, the condition at its end, emitted a
// second time), so every exit of the inner loop follows the body's stores:
// once the condition and body are inlined LLVM can keep a small loop state in
// registers.
absl::Status LowerWhile(ComputationEmitter& emitter, const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  ASSIGN_OR_RETURN(std::vector<BufferSlice> state, emitter.LeafSlices(&instruction));
  ASSIGN_OR_RETURN(std::vector<BufferSlice> init, emitter.LeafSlices(instruction.operand(0)));
  emitter.EmitParallelCopies(state, init);
  llvm::BasicBlock& entry = b.GetInsertBlock()->getParent()->getEntryBlock();
  llvm::IRBuilder<> at_entry(&entry, entry.begin());  // allocas belong in the entry block
  // With a limit, a counter of bodies run, checked before each body.
  const int64_t limit = emitter.codegen().options().max_while_iterations;
  llvm::Value* counter = nullptr;
  if (limit >= 0) {
    counter = at_entry.CreateAlloca(b.getInt64Ty(), nullptr, "while.count");
    b.CreateStore(b.getInt64(0), counter);
  }
  llvm::Value* inner_count = at_entry.CreateAlloca(b.getInt64Ty(), nullptr, "while.inner");
  llvm::BasicBlock* check = NewBlock(emitter, "while.cancellation");
  llvm::BasicBlock* body = NewBlock(emitter, "while.body");
  llvm::BasicBlock* latch = NewBlock(emitter, "while.latch");
  llvm::BasicBlock* exit = NewBlock(emitter, "while.exit");
  b.CreateBr(check);
  b.SetInsertPoint(check);
  // A cancellation point: a loop that runs long stops when asked.
  emitter.CallRuntime("__axle_check_cancelled",
                      {emitter.run_context(), emitter.InstructionName(instruction)});
  b.CreateStore(b.getInt64(0), inner_count);
  ASSIGN_OR_RETURN(llvm::Value * first, EmitWhileCondition(emitter, instruction));
  b.CreateCondBr(first, body, exit);
  b.SetInsertPoint(body);
  if (counter != nullptr) {
    llvm::Value* count = b.CreateLoad(b.getInt64Ty(), counter);
    emitter.FailIf(b.CreateICmpSGE(count, b.getInt64(limit)), [&] {
      b.CreateCall(RuntimeFunction(emitter.codegen().module(), "__axle_while_limit_exceeded"),
                   {emitter.run_context(), emitter.InstructionName(instruction),
                    b.getInt64(limit)});
    });
    b.CreateStore(b.CreateAdd(count, b.getInt64(1)), counter);
  }
  emitter.CallComputation(instruction.while_body());
  ASSIGN_OR_RETURN(std::vector<BufferSlice> next,
                   emitter.LeafSlices(instruction.while_body()->root_instruction()));
  emitter.EmitParallelCopies(state, next);
  llvm::Value* ran = b.CreateAdd(b.CreateLoad(b.getInt64Ty(), inner_count), b.getInt64(1));
  b.CreateStore(ran, inner_count);
  b.CreateCondBr(b.CreateICmpSLT(ran, b.getInt64(kCancelCheckInterval)), latch, check);
  b.SetInsertPoint(latch);
  ASSIGN_OR_RETURN(llvm::Value * again, EmitWhileCondition(emitter, instruction));
  b.CreateCondBr(again, body, exit);
  b.SetInsertPoint(exit);
  emitter.codegen().RecordLowering(instruction, "control flow (loop)");
  return absl::OkStatus();
}

// conditional: a switch over the branch index (a pred selects branch 0 when
// true; an index outside [0, N) selects the last branch, as XLA defines).
absl::Status LowerConditional(ComputationEmitter& emitter, const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  const std::vector<HloComputation*>& branches = instruction.branch_computations();
  const int64_t n = static_cast<int64_t>(branches.size());
  ASSIGN_OR_RETURN(IrArray selector, emitter.ArrayFor(instruction.operand(0)));
  llvm::Value* value = selector.EmitLoad(IrIndex(), b);
  llvm::Value* index;
  if (instruction.operand(0)->shape().element_type() == PRED) {
    index = b.CreateSelect(value, b.getInt32(0), b.getInt32(1));
  } else {
    llvm::Value* in_range = b.CreateAnd(b.CreateICmpSGE(value, b.getInt32(0)),
                                        b.CreateICmpSLT(value, b.getInt32(n)));
    index = b.CreateSelect(in_range, value, b.getInt32(n - 1));
  }
  ASSIGN_OR_RETURN(std::vector<BufferSlice> outputs, emitter.LeafSlices(&instruction));
  llvm::BasicBlock* merge = NewBlock(emitter, "conditional.merge");
  llvm::SwitchInst* dispatch = b.CreateSwitch(index, merge, n);
  for (int64_t i = 0; i < n; ++i) {
    llvm::BasicBlock* block = NewBlock(emitter, "conditional.branch");
    dispatch->addCase(b.getInt32(i), block);
    b.SetInsertPoint(block);
    emitter.CallComputation(branches[i]);
    ASSIGN_OR_RETURN(std::vector<BufferSlice> results,
                     emitter.LeafSlices(branches[i]->root_instruction()));
    emitter.EmitParallelCopies(outputs, results);
    b.CreateBr(merge);
  }
  b.SetInsertPoint(merge);
  emitter.codegen().RecordLowering(instruction, "control flow (branch)");
  return absl::OkStatus();
}

absl::Status LowerCall(ComputationEmitter& emitter, const HloInstruction& instruction) {
  emitter.CallComputation(instruction.to_apply());
  ASSIGN_OR_RETURN(std::vector<BufferSlice> outputs, emitter.LeafSlices(&instruction));
  ASSIGN_OR_RETURN(std::vector<BufferSlice> results,
                   emitter.LeafSlices(instruction.to_apply()->root_instruction()));
  emitter.EmitParallelCopies(outputs, results);
  emitter.codegen().RecordLowering(instruction, "control flow (call)");
  return absl::OkStatus();
}

}  // namespace

void RegisterControlFlowLowerings(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kWhile, LowerWhile);
  registry.Register(HloOpcode::kConditional, LowerConditional);
  registry.Register(HloOpcode::kCall, LowerCall);
}

}  // namespace xla::cpu
