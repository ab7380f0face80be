#include "axle/passes/call_inliner.h"

#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"

namespace xla {
namespace {

// Copies the body of `call` into its computation in place of it; returns
// the copies that are calls themselves.
absl::StatusOr<std::vector<HloInstruction*>> InlineCall(HloInstruction* call) {
  HloComputation* caller = call->parent();
  const HloComputation& callee = *call->to_apply();
  HloComputation::InstructionMap copies;
  for (int64_t i = 0; i < call->operand_count(); ++i) {
    copies[callee.parameter_instruction(i)] = call->mutable_operand(i);
  }
  caller->CloneInstructionsFrom(callee, &copies);
  std::vector<HloInstruction*> nested_calls;
  for (const HloInstruction* instruction : callee.instructions()) {
    if (instruction->opcode() == HloOpcode::kParameter) continue;
    HloInstruction* copy = copies.at(instruction);
    for (HloInstruction* predecessor : call->control_predecessors()) {
      RETURN_IF_ERROR(predecessor->AddControlDependencyTo(copy));
    }
    for (HloInstruction* successor : call->control_successors()) {
      RETURN_IF_ERROR(copy->AddControlDependencyTo(successor));
    }
    if (copy->opcode() == HloOpcode::kCall) nested_calls.push_back(copy);
  }
  RETURN_IF_ERROR(caller->ReplaceInstruction(call, copies.at(callee.root_instruction())));
  return nested_calls;
}

// The computations whose instructions stay where they are: the entry and
// those called other than by a call. The rest live on only as copies inlined
// into these, so their own calls are never inlined in place (that would copy
// their bodies once more than needed).
std::vector<HloComputation*> InliningTargets(const HloModule& module) {
  std::vector<HloComputation*> reachable = module.MakeComputationPostOrder(false);
  absl::flat_hash_set<const HloComputation*> targets = {module.entry_computation()};
  for (const HloComputation* computation : reachable) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() == HloOpcode::kCall) continue;
      targets.insert(instruction->called_computations().begin(),
                     instruction->called_computations().end());
    }
  }
  std::erase_if(reachable, [&](HloComputation* c) { return !targets.contains(c); });
  return reachable;
}

}  // namespace

absl::StatusOr<bool> CallInliner::Run(HloModule* module) {
  bool changed = false;
  for (HloComputation* computation : InliningTargets(*module)) {
    std::vector<HloInstruction*> calls;
    for (HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() == HloOpcode::kCall) calls.push_back(instruction);
    }
    while (!calls.empty()) {
      HloInstruction* call = calls.back();
      calls.pop_back();
      ASSIGN_OR_RETURN(std::vector<HloInstruction*> nested, InlineCall(call));
      calls.insert(calls.end(), nested.begin(), nested.end());
      changed = true;
    }
  }
  if (changed) module->RemoveUnusedComputations();
  return changed;
}

}  // namespace xla
