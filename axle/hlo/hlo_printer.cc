#include "axle/hlo/hlo_printer.h"

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_attribute_table.h"
#include "axle/literal/literal.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

void FillMissingLayouts(Shape* shape) {
  if (shape->IsTuple()) {
    for (Shape& element : *shape->mutable_tuple_shapes()) FillMissingLayouts(&element);
  } else if (shape->IsArray() && !shape->has_layout()) {
    shape->set_layout(LayoutUtil::GetDefaultLayoutForShape(*shape));
  }
}

std::string OperandsToString(const HloInstruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kParameter:
      return absl::StrCat(instruction.parameter_number());
    case HloOpcode::kConstant:
      if (instruction.attributes().opaque.literal_elided) return "{...}";
      return instruction.HasLiteral() ? instruction.literal().ToStringWithoutShape() : "";
    default:
      return absl::StrJoin(instruction.operands(), ", ",
                           [](std::string* out, const HloInstruction* operand) {
                             if (operand == nullptr) {
                               out->append("<null>");
                               return;
                             }
                             absl::StrAppend(out, operand->shape().ToString(true), " %",
                                             operand->name());
                           });
  }
}

}  // namespace

std::string PrintHloInstruction(const HloInstruction& instruction, bool is_root) {
  return absl::StrCat(is_root ? "ROOT " : "", "%", instruction.name(), " = ",
                      instruction.shape().ToString(true), " ",
                      HloOpcodeString(instruction.opcode()), "(", OperandsToString(instruction),
                      ")", PrintAttributes(instruction));
}

std::string PrintHloComputation(const HloComputation& computation) {
  std::string result = absl::StrCat(computation.IsEntryComputation() ? "ENTRY " : "", "%",
                                    computation.name(), " ");
  // The signature, when the parameters are densely numbered.
  bool dense = true;
  for (const HloInstruction* parameter : computation.parameter_instructions()) {
    dense &= parameter != nullptr;
  }
  if (dense && computation.root_instruction() != nullptr) {
    std::vector<std::string> parameters;
    for (const HloInstruction* parameter : computation.parameter_instructions()) {
      parameters.push_back(absl::StrCat(parameter->name(), ": ", parameter->shape().ToString()));
    }
    absl::StrAppend(&result, "(", absl::StrJoin(parameters, ", "), ") -> ",
                    computation.root_instruction()->shape().ToString(), " ");
  }
  result += "{\n";
  for (const HloInstruction* instruction : computation.MakeInstructionPostOrder()) {
    absl::StrAppend(&result, "  ",
                    PrintHloInstruction(*instruction,
                                        instruction == computation.root_instruction()),
                    "\n");
  }
  result += "}";
  if (computation.execution_thread() != "main") {
    absl::StrAppend(&result, ", execution_thread=\"", absl::CEscape(computation.execution_thread()),
                    "\"");
  }
  return result;
}

ProgramShape FillDefaultLayouts(ProgramShape layout) {
  for (Shape& parameter : *layout.mutable_parameters()) FillMissingLayouts(&parameter);
  FillMissingLayouts(layout.mutable_result());
  return layout;
}

ProgramShape DefaultEntryComputationLayout(const HloComputation& entry) {
  ProgramShape layout;
  for (const HloInstruction* parameter : entry.parameter_instructions()) {
    // A gap in the numbering has no signature (the verifier reports it).
    if (parameter == nullptr) return ProgramShape();
    layout.add_parameters(parameter->shape());
  }
  if (entry.root_instruction() != nullptr) layout.set_result(entry.root_instruction()->shape());
  return FillDefaultLayouts(std::move(layout));
}

std::string EntryComputationLayoutString(const ProgramShape& layout) {
  return absl::StrCat("(",
                      absl::StrJoin(layout.parameters(), ", ",
                                    [](std::string* out, const Shape& shape) {
                                      out->append(shape.ToString(true));
                                    }),
                      ")->", layout.result().ToString(true));
}

std::string PrintHloModule(const HloModule& module) {
  std::string result = absl::StrCat("HloModule ", module.name());
  const HloModuleConfig& config = module.config();
  if (config.entry_computation_layout) {
    absl::StrAppend(&result, ", entry_computation_layout={",
                    EntryComputationLayoutString(*config.entry_computation_layout), "}");
  } else if (module.entry_computation() != nullptr) {
    const HloComputation& entry = *module.entry_computation();
    bool dense = entry.root_instruction() != nullptr;
    for (const HloInstruction* parameter : entry.parameter_instructions()) {
      dense &= parameter != nullptr;
    }
    if (dense) {
      absl::StrAppend(&result, ", entry_computation_layout={",
                      EntryComputationLayoutString(DefaultEntryComputationLayout(entry)), "}");
    }
  }
  if (config.replica_count != 1) absl::StrAppend(&result, ", replica_count=", config.replica_count);
  if (config.num_partitions != 1) {
    absl::StrAppend(&result, ", num_partitions=", config.num_partitions);
  }
  for (const auto& [key, value] : config.verbatim_attributes) {
    absl::StrAppend(&result, ", ", key, "=", value);
  }
  result += "\n";
  for (const HloComputation* computation : module.MakeComputationPostOrder(true)) {
    absl::StrAppend(&result, "\n", PrintHloComputation(*computation), "\n");
  }
  return result;
}

std::string HloInstruction::ToString() const { return PrintHloInstruction(*this); }
std::string HloComputation::ToString() const { return PrintHloComputation(*this); }
std::string HloModule::ToString() const { return PrintHloModule(*this); }

}  // namespace xla
