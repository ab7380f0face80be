#include "axle/passes/flatten_call_graph.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"

namespace xla {
namespace {

// Calls its computations in sequence with its caller, not per element.
bool IsSequentialCaller(const HloInstruction& instruction) {
  return instruction.opcode() == HloOpcode::kWhile ||
         instruction.opcode() == HloOpcode::kConditional ||
         instruction.opcode() == HloOpcode::kCall;
}

// Computations an embedded (non-sequential) context calls: no sequential
// call site may keep them.
absl::flat_hash_set<const HloComputation*> EmbeddedCallees(
    const std::vector<HloComputation*>& computations) {
  absl::flat_hash_set<const HloComputation*> callees;
  for (const HloComputation* computation : computations) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (IsSequentialCaller(*instruction)) continue;
      callees.insert(instruction->called_computations().begin(),
                     instruction->called_computations().end());
    }
  }
  return callees;
}

}  // namespace

absl::StatusOr<bool> FlattenCallGraph::Run(HloModule* module) {
  // Callers before callees, clones after all: the original call sites keep
  // the originals.
  std::vector<HloComputation*> worklist = module->MakeComputationPostOrder(false);
  std::reverse(worklist.begin(), worklist.end());
  // A computation is claimed by the first sequential call site that finds it;
  // every later one gets a clone, itself claimed and visited in turn (so the
  // clone's own callees get clones too).
  absl::flat_hash_set<const HloComputation*> claimed = EmbeddedCallees(worklist);
  bool changed = false;
  for (size_t next = 0; next < worklist.size(); ++next) {
    HloComputation* computation = worklist[next];
    for (HloInstruction* instruction : computation->instructions()) {
      if (!IsSequentialCaller(*instruction)) continue;
      std::vector<HloComputation*> callees = instruction->called_computations();
      for (HloComputation*& callee : callees) {
        if (claimed.insert(callee).second) continue;
        callee = module->AddEmbeddedComputation(callee->Clone());
        claimed.insert(callee);
        worklist.push_back(callee);
        changed = true;
      }
      instruction->set_called_computations(std::move(callees));
    }
  }
  return changed;
}

}  // namespace xla
