#include "axle/hlo/hlo_verifier.h"

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/shape_inference.h"
#include "axle/literal/literal.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

std::string Where(const HloInstruction& instruction) {
  return absl::StrCat("instruction ", instruction.name(), " (",
                      HloOpcodeString(instruction.opcode()), ") in computation ",
                      instruction.parent() ? instruction.parent()->name() : "<none>");
}

absl::Status VerifyOperandsAndCalls(const HloInstruction& instruction,
                                    const HloComputation& computation,
                                    const absl::flat_hash_set<const HloComputation*>& known) {
  int arity = HloOpcodeArity(instruction.opcode());
  if (arity != kVariadicArity && instruction.operand_count() != arity) {
    return InvalidArgument(Where(instruction), " has ", instruction.operand_count(),
                           " operands but ", HloOpcodeString(instruction.opcode()),
                           " takes ", arity);
  }
  for (int64_t i = 0; i < instruction.operand_count(); ++i) {
    const HloInstruction* operand = instruction.operand(i);
    if (operand == nullptr) return InvalidArgument(Where(instruction), " has a null operand ", i);
    if (operand->parent() != &computation) {
      return InvalidArgument(Where(instruction), " uses operand ", operand->name(),
                             " from another computation");
    }
    const auto& users = operand->users();
    if (std::find(users.begin(), users.end(), &instruction) == users.end()) {
      return Internal(Where(instruction), " is missing from the users of ", operand->name());
    }
  }
  for (const HloComputation* called : instruction.called_computations()) {
    if (called == nullptr || !known.contains(called)) {
      return InvalidArgument(Where(instruction), " calls a computation not in the module");
    }
    if (called == &computation) {
      return InvalidArgument(Where(instruction), " calls its own computation");
    }
  }
  return absl::OkStatus();
}

absl::Status VerifyInstructionShape(const HloInstruction& instruction) {
  absl::Status valid = ShapeUtil::ValidateShape(instruction.shape());
  if (!valid.ok()) return AddContext(valid, Where(instruction));
  if (instruction.opcode() == HloOpcode::kConstant) {
    if (!instruction.HasLiteral()) return InvalidArgument(Where(instruction), " has no literal");
    if (!ShapeUtil::Compatible(instruction.literal().shape(), instruction.shape())) {
      return InvalidArgument(Where(instruction), " has shape ", instruction.shape().ToString(),
                             " but its literal has shape ",
                             instruction.literal().shape().ToString());
    }
  }
  absl::StatusOr<Shape> inferred = ShapeInference::InferInstructionShape(instruction);
  if (!inferred.ok()) return AddContext(inferred.status(), Where(instruction));
  if (!ShapeUtil::Compatible(*inferred, instruction.shape())) {
    return InvalidArgument(Where(instruction), " has shape ", instruction.shape().ToString(),
                           " but its operands and attributes give ", inferred->ToString());
  }
  return absl::OkStatus();
}

absl::Status VerifyParameters(const HloComputation& computation) {
  int64_t parameter_count = 0;
  for (const HloInstruction* instruction : computation.instructions()) {
    if (instruction->opcode() != HloOpcode::kParameter) continue;
    ++parameter_count;
    int64_t number = instruction->parameter_number();
    if (computation.parameter_instruction(number) != instruction) {
      return InvalidArgument("computation ", computation.name(), ": parameter ",
                             instruction->name(), " has number ", number,
                             " which is negative, too large, or used twice");
    }
  }
  for (int64_t i = 0; i < computation.num_parameters(); ++i) {
    if (computation.parameter_instruction(i) == nullptr) {
      return InvalidArgument("computation ", computation.name(), " has ", parameter_count,
                             " parameters but no parameter number ", i,
                             "; parameter numbers must be 0..n-1");
    }
  }
  return absl::OkStatus();
}

absl::Status VerifyEntryLayout(const HloModule& module) {
  const HloModuleConfig& config = module.config();
  if (!config.entry_computation_layout) return absl::OkStatus();
  const ProgramShape& layout = *config.entry_computation_layout;
  const HloComputation& entry = *module.entry_computation();
  if (layout.parameters_size() != entry.num_parameters()) {
    return InvalidArgument("entry_computation_layout has ", layout.parameters_size(),
                           " parameters but the entry computation ", entry.name(), " has ",
                           entry.num_parameters());
  }
  for (int i = 0; i < layout.parameters_size(); ++i) {
    RETURN_IF_ERROR(AddContext(ShapeUtil::ValidateShape(layout.parameters(i)),
                               absl::StrCat("entry_computation_layout parameter ", i)));
    const Shape& actual = entry.parameter_instruction(i)->shape();
    if (!ShapeUtil::Compatible(layout.parameters(i), actual)) {
      return InvalidArgument("entry_computation_layout parameter ", i, " is ",
                             layout.parameters(i).ToString(), " but parameter ",
                             entry.parameter_instruction(i)->name(), " is ", actual.ToString());
    }
  }
  RETURN_IF_ERROR(AddContext(ShapeUtil::ValidateShape(layout.result()),
                             "entry_computation_layout result"));
  if (!ShapeUtil::Compatible(layout.result(), entry.root_instruction()->shape())) {
    return InvalidArgument("entry_computation_layout result is ", layout.result().ToString(),
                           " but the entry root ", entry.root_instruction()->name(), " is ",
                           entry.root_instruction()->shape().ToString());
  }
  return absl::OkStatus();
}

absl::Status VerifyComputationIn(const HloComputation& computation,
                                 const absl::flat_hash_set<const HloComputation*>& known) {
  if (computation.root_instruction() == nullptr) {
    return InvalidArgument("computation ", computation.name(), " has no root instruction");
  }
  if (computation.root_instruction()->parent() != &computation) {
    return InvalidArgument("computation ", computation.name(),
                           " has a root from another computation");
  }
  RETURN_IF_ERROR(VerifyParameters(computation));
  // Structure first, so shape inference only sees well-formed operands.
  for (const HloInstruction* instruction : computation.instructions()) {
    if (instruction->parent() != &computation) {
      return Internal(Where(*instruction), " has the wrong parent");
    }
    RETURN_IF_ERROR(VerifyOperandsAndCalls(*instruction, computation, known));
  }
  ASSIGN_OR_RETURN(std::vector<HloInstruction*> order,
                   computation.MakeInstructionPostOrderOrError());
  for (const HloInstruction* instruction : order) {
    RETURN_IF_ERROR(VerifyInstructionShape(*instruction));
  }
  return absl::OkStatus();
}

// A computation that (indirectly) calls itself would never finish running.
absl::Status VerifyNoRecursion(const HloModule& module) {
  enum class Mark { kNone, kActive, kDone };
  absl::flat_hash_map<const HloComputation*, Mark> marks;
  for (const HloComputation* start : module.computations()) {
    if (marks[start] != Mark::kNone) continue;
    std::vector<std::pair<const HloComputation*, std::vector<HloComputation*>>> stack;
    stack.push_back({start, start->MakeEmbeddedComputationsList()});
    marks[start] = Mark::kActive;
    while (!stack.empty()) {
      auto& [computation, pending] = stack.back();
      if (pending.empty()) {
        marks[computation] = Mark::kDone;
        stack.pop_back();
        continue;
      }
      const HloComputation* callee = pending.back();
      pending.pop_back();
      Mark& mark = marks[callee];
      if (mark == Mark::kActive || callee == module.entry_computation()) {
        return InvalidArgument("computation ", computation->name(), " calls ", callee->name(),
                               ", which is the entry or is already on the call path: "
                               "computations may not recurse");
      }
      if (mark == Mark::kNone) {
        mark = Mark::kActive;
        stack.push_back({callee, callee->MakeEmbeddedComputationsList()});
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status HloVerifier::VerifyComputation(const HloComputation& computation) {
  absl::flat_hash_set<const HloComputation*> known;
  if (computation.parent() != nullptr) {
    for (const HloComputation* c : computation.parent()->computations()) known.insert(c);
  }
  return VerifyComputationIn(computation, known);
}

absl::Status HloVerifier::Verify(const HloModule& module) {
  if (module.entry_computation() == nullptr) {
    return InvalidArgument("module ", module.name(), " has no entry computation");
  }
  absl::flat_hash_set<const HloComputation*> known;
  absl::flat_hash_set<std::string> computation_names;
  absl::flat_hash_set<std::string> instruction_names;
  for (const HloComputation* computation : module.computations()) {
    known.insert(computation);
    if (!computation_names.insert(computation->name()).second) {
      return InvalidArgument("module ", module.name(), " has two computations named ",
                             computation->name());
    }
    for (const HloInstruction* instruction : computation->instructions()) {
      if (!instruction_names.insert(instruction->name()).second) {
        return InvalidArgument("module ", module.name(), " has two instructions named ",
                               instruction->name());
      }
    }
  }
  RETURN_IF_ERROR(VerifyNoRecursion(module));
  // Callees before callers, so a caller's check can rely on its callees.
  for (const HloComputation* computation : module.MakeComputationPostOrder()) {
    RETURN_IF_ERROR(VerifyComputationIn(*computation, known));
  }
  return VerifyEntryLayout(module);
}

absl::StatusOr<std::unique_ptr<HloModule>> ParseAndVerifyModule(absl::string_view text) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndReturnUnverifiedModule(text));
  RETURN_IF_ERROR(HloVerifier::Verify(*module));
  return module;
}

}  // namespace xla
