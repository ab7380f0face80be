#include "axle/builder/constant_subgraph.h"

#include <functional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_opcode.h"

namespace xla {
namespace {

// Why `instruction` cannot be part of a constant, or "" if it can.
std::string NonConstantReason(const HloInstruction& instruction) {
  if (instruction.opcode() == HloOpcode::kParameter) {
    return absl::StrCat("depends on parameter ", instruction.parameter_number(), " (",
                        instruction.name(), ")");
  }
  // Custom calls run user code whose value is only known at run time, side
  // effect or not.
  if (instruction.HasSideEffectNoRecurse() || instruction.opcode() == HloOpcode::kCustomCall ||
      HloOpcodeIsReplicaDependent(instruction.opcode())) {
    return absl::StrCat("depends on ", instruction.name(), ", a ",
                        HloOpcodeString(instruction.opcode()),
                        " whose value is not known before running");
  }
  return "";
}

// The instructions `root` depends on (data and control edges), itself too.
absl::flat_hash_set<const HloInstruction*> Reachable(const HloInstruction* root) {
  absl::flat_hash_set<const HloInstruction*> seen = {root};
  std::vector<const HloInstruction*> stack = {root};
  while (!stack.empty()) {
    const HloInstruction* instruction = stack.back();
    stack.pop_back();
    auto visit = [&](const HloInstruction* next) {
      if (seen.insert(next).second) stack.push_back(next);
    };
    for (const HloInstruction* operand : instruction->operands()) visit(operand);
    for (const HloInstruction* predecessor : instruction->control_predecessors()) {
      visit(predecessor);
    }
  }
  return seen;
}

using ComputationMap = absl::flat_hash_map<const HloComputation*, HloComputation*>;

// Copies the instructions of `source` that `keep` accepts, in post order.
absl::StatusOr<std::unique_ptr<HloComputation>> CopyComputation(
    const HloComputation& source, const ComputationMap& callees,
    const std::function<bool(const HloInstruction*)>& keep) {
  auto copy = std::make_unique<HloComputation>(source.name());
  ASSIGN_OR_RETURN(std::vector<HloInstruction*> order, source.MakeInstructionPostOrderOrError());
  absl::flat_hash_map<const HloInstruction*, HloInstruction*> copies;
  for (const HloInstruction* instruction : order) {
    if (!keep(instruction)) continue;
    std::vector<HloInstruction*> operands;
    for (const HloInstruction* operand : instruction->operands()) {
      operands.push_back(copies.at(operand));
    }
    std::unique_ptr<HloInstruction> clone =
        instruction->CloneWithNewOperands(instruction->shape(), operands);
    std::string missing;
    clone->ReplaceCalledComputations([&](HloComputation* callee) {
      auto it = callees.find(callee);
      if (it != callees.end()) return it->second;
      missing = callee->name();
      return callee;
    });
    if (!missing.empty()) {
      return Internal("computation ", missing, " called by ", instruction->name(),
                      " is not in the module");
    }
    copies[instruction] = copy->AddInstruction(std::move(clone));
  }
  for (const auto& [original, clone] : copies) {
    for (const HloInstruction* successor : original->control_successors()) {
      auto it = copies.find(successor);
      if (it != copies.end()) RETURN_IF_ERROR(clone->AddControlDependencyTo(it->second));
    }
  }
  copy->set_root_instruction(copies.at(source.root_instruction()));
  return copy;
}

// The computations `instructions` call, transitively.
absl::flat_hash_set<const HloComputation*> CalledTransitively(
    const absl::flat_hash_set<const HloInstruction*>& instructions) {
  absl::flat_hash_set<const HloComputation*> called;
  std::vector<const HloComputation*> pending;
  for (const HloInstruction* instruction : instructions) {
    for (const HloComputation* callee : instruction->called_computations()) {
      if (called.insert(callee).second) pending.push_back(callee);
    }
  }
  while (!pending.empty()) {
    const HloComputation* computation = pending.back();
    pending.pop_back();
    for (const HloInstruction* instruction : computation->instructions()) {
      for (const HloComputation* callee : instruction->called_computations()) {
        if (called.insert(callee).second) pending.push_back(callee);
      }
    }
  }
  return called;
}

}  // namespace

absl::Status CheckConstant(const HloComputation& computation, const HloInstruction* root) {
  absl::flat_hash_set<const HloInstruction*> needed = Reachable(root);
  // Refuse anything whose value needs the run: parameters of the entry, and
  // side-effecting sources anywhere. Post order gives the first in program
  // order.
  for (const HloInstruction* instruction : computation.MakeInstructionPostOrder()) {
    if (!needed.contains(instruction)) continue;
    std::string reason = NonConstantReason(*instruction);
    if (!reason.empty()) {
      return InvalidArgument("ComputeConstant: the value of ", root->name(),
                             " is not a constant: it ", reason);
    }
  }
  for (const HloComputation* callee : CalledTransitively(needed)) {
    for (const HloInstruction* instruction : callee->instructions()) {
      if (instruction->opcode() == HloOpcode::kParameter) continue;
      std::string reason = NonConstantReason(*instruction);
      if (!reason.empty()) {
        return InvalidArgument("ComputeConstant: the value of ", root->name(),
                               " is not a constant: it calls ", callee->name(), " which ",
                               reason);
      }
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<HloModule>> ExtractConstantSubgraph(const HloModule& module) {
  const HloComputation* entry = module.entry_computation();
  if (entry == nullptr || entry->root_instruction() == nullptr) {
    return InvalidArgument("ComputeConstant: module ", module.name(), " has no entry root");
  }
  RETURN_IF_ERROR(CheckConstant(*entry, entry->root_instruction()));
  absl::flat_hash_set<const HloInstruction*> needed = Reachable(entry->root_instruction());
  absl::flat_hash_set<const HloComputation*> called = CalledTransitively(needed);
  HloModuleConfig config;  // one replica, the entry's own layouts
  auto result = std::make_unique<HloModule>(module.name(), config);
  ComputationMap map;
  std::vector<std::unique_ptr<HloComputation>> embedded;
  for (const HloComputation* computation : module.MakeComputationPostOrder(false)) {
    if (computation == entry || !called.contains(computation)) continue;
    ASSIGN_OR_RETURN(std::unique_ptr<HloComputation> copy,
                     CopyComputation(*computation, map,
                                     [](const HloInstruction*) { return true; }));
    map[computation] = copy.get();
    embedded.push_back(std::move(copy));
  }
  ASSIGN_OR_RETURN(std::unique_ptr<HloComputation> new_entry,
                   CopyComputation(*entry, map, [&](const HloInstruction* instruction) {
                     return needed.contains(instruction);
                   }));
  result->AddEntryComputation(std::move(new_entry));
  for (std::unique_ptr<HloComputation>& computation : embedded) {
    result->AddEmbeddedComputation(std::move(computation));
  }
  return result;
}

absl::StatusOr<XlaComputation> BuildConstantSubGraph(XlaOp root_op) {
  XlaBuilder* builder = root_op.builder();
  if (builder == nullptr) {
    return InvalidArgument(
        "BuildConstantSubGraph: the op is uninitialized or its builder no longer exists");
  }
  return builder->BuildConstantSubGraph(root_op);
}

}  // namespace xla
