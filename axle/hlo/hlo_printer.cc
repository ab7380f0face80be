#include "axle/hlo/hlo_printer.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/strip.h"
#include "axle/hlo/hlo_attribute_table.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/stack_frame_text.h"
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

bool IsAsync(HloOpcode opcode) {
  return opcode == HloOpcode::kAsyncStart || opcode == HloOpcode::kAsyncUpdate ||
         opcode == HloOpcode::kAsyncDone;
}

const char* AsyncSuffix(HloOpcode opcode) {
  return opcode == HloOpcode::kAsyncStart    ? "-start"
         : opcode == HloOpcode::kAsyncUpdate ? "-update"
                                             : "-done";
}

// Whether `name` is `base` as the parser names it: itself, or with the
// ".N" suffix that keeps names unique in the module.
bool IsParserName(absl::string_view name, absl::string_view base) {
  if (!absl::ConsumePrefix(&name, base)) return false;
  if (name.empty()) return true;
  if (!absl::ConsumePrefix(&name, ".") || name.empty()) return false;
  return std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The wrapped instruction when `async_op` prints as XLA's shorthand
// X-start/X-update/X-done: its computation is exactly what the parser makes
// of `X-start(...)` (the start's name + ".wrapped", parameters param_I
// feeding one instruction named X in order, the start keeping only the
// common and async attributes), so the text reads back to the same module.
// Null otherwise (printed as async-start ... calls=).
const HloInstruction* ShorthandWrapped(const HloInstruction& async_op) {
  if (!IsAsync(async_op.opcode()) || async_op.called_computations().size() != 1) return nullptr;
  const HloInstruction* start = &async_op;
  while (start->opcode() != HloOpcode::kAsyncStart) {
    if (start->operand_count() != 1 || start->operand(0) == nullptr) return nullptr;
    start = start->operand(0);
    if (!IsAsync(start->opcode())) return nullptr;
  }
  const HloComputation* wrapped = async_op.called_computations()[0];
  if (wrapped == nullptr || start->called_computations().size() != 1 ||
      start->called_computations()[0] != wrapped ||
      !IsParserName(wrapped->name(), absl::StrCat(start->name(), ".wrapped")) ||
      wrapped->execution_thread() != "main" || wrapped->root_instruction() == nullptr) {
    return nullptr;
  }
  const HloInstruction& root = *wrapped->root_instruction();
  const HloOpcode opcode = root.opcode();
  // A name the parser reads as the shorthand, not as an opcode of its own
  // (all-reduce-start, copy-done...).
  if (StringToHloOpcode(absl::StrCat(HloOpcodeString(opcode), AsyncSuffix(async_op.opcode())))
          .has_value() ||
      opcode == HloOpcode::kParameter || !IsParserName(root.name(), HloOpcodeString(opcode)) ||
      !root.control_predecessors().empty() ||
      wrapped->instruction_count() != start->operand_count() + 1 ||
      root.operand_count() != start->operand_count() || !start->shape().IsTuple() ||
      start->shape().tuple_shapes_size() < 2 || root.shape() != start->shape().tuple_shapes(1)) {
    return nullptr;
  }
  for (int64_t i = 0; i < root.operand_count(); ++i) {
    const HloInstruction* parameter = root.operand(i);
    if (parameter == nullptr || parameter->opcode() != HloOpcode::kParameter ||
        parameter->parameter_number() != i ||
        !IsParserName(parameter->name(), absl::StrCat("param_", i)) ||
        parameter->shape() != start->operand(i)->shape()) {
      return nullptr;
    }
  }
  // The start holds the common attributes and the async thread, the wrapped
  // op its own plus the start's common ones.
  const AttributeRecord start_record = AttributeRecord::FromInstruction(*start);
  AttributeRecord expected_start;
  CopyCommonAttributes(start_record, &expected_start);
  expected_start.attributes.async_execution_thread = start->attributes().async_execution_thread;
  AttributeRecord expected_root = AttributeRecord::FromInstruction(root);
  CopyCommonAttributes(start_record, &expected_root);
  expected_root.attributes.async_execution_thread = HloAttributes().async_execution_thread;
  if (!(expected_start.attributes == start->attributes()) ||
      !(expected_root.attributes == root.attributes())) {
    return nullptr;
  }
  return &root;
}

}  // namespace

std::string PrintHloInstruction(const HloInstruction& instruction, bool is_root) {
  std::string opcode = HloOpcodeString(instruction.opcode());
  std::string attributes;
  if (const HloInstruction* wrapped = ShorthandWrapped(instruction)) {
    opcode = absl::StrCat(HloOpcodeString(wrapped->opcode()), AsyncSuffix(instruction.opcode()));
    attributes = PrintAsyncShorthandAttributes(
        instruction, instruction.opcode() == HloOpcode::kAsyncStart ? wrapped : nullptr);
  } else {
    attributes = PrintAttributes(instruction);
  }
  return absl::StrCat(is_root ? "ROOT " : "", "%", instruction.name(), " = ",
                      instruction.shape().ToString(true), " ", opcode, "(",
                      OperandsToString(instruction), ")", attributes);
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
  if (!config.stack_frames.empty()) {
    absl::StrAppend(&result, PrintStackFrameTables(config.stack_frames), "\n");
  }
  // Computations async shorthand stands for are not printed (as XLA).
  absl::flat_hash_set<const HloComputation*> implied;
  for (const HloComputation* computation : module.MakeComputationPostOrder(true)) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() == HloOpcode::kAsyncStart && ShorthandWrapped(*instruction)) {
        implied.insert(instruction->called_computations()[0]);
      }
    }
  }
  for (const HloComputation* computation : module.MakeComputationPostOrder(true)) {
    if (implied.contains(computation)) continue;
    absl::StrAppend(&result, "\n", PrintHloComputation(*computation), "\n");
  }
  return result;
}

std::string HloInstruction::ToString() const { return PrintHloInstruction(*this); }
std::string HloComputation::ToString() const { return PrintHloComputation(*this); }
std::string HloModule::ToString() const { return PrintHloModule(*this); }

}  // namespace xla
