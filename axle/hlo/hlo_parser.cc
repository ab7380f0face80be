#include "axle/hlo/hlo_parser.h"

#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_attribute_codecs.h"
#include "axle/hlo/hlo_attribute_table.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_lexer.h"
#include "axle/hlo/hlo_printer.h"
#include "axle/literal/literal.h"
#include "axle/literal/literal_text.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_parser.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Header attributes XLA writes that Axle does not model: accepted, skipped.
constexpr absl::string_view kSkippedHeaderKeys[] = {
    "is_scheduled",
    "input_output_alias",
    "alias_passthrough_params",
    "allow_spmd_sharding_propagation_to_output",
    "allow_spmd_sharding_propagation_to_parameters",
    "frontend_attributes",
    "buffer_donor",
    "spmd_output_sharding",
    "spmd_parameters_shardings",
    "use_auto_spmd_partitioning",
    "launch_id",
};

// "X-start", "X-update", "X-done" for an opcode X: XLA's spelling of an
// async-start/update/done whose computation wraps one X.
struct AsyncShorthand {
  HloOpcode async_opcode;
  HloOpcode wrapped_opcode;
};

std::optional<AsyncShorthand> ParseAsyncShorthand(absl::string_view name) {
  constexpr std::pair<absl::string_view, HloOpcode> kSuffixes[] = {
      {"-start", HloOpcode::kAsyncStart},
      {"-update", HloOpcode::kAsyncUpdate},
      {"-done", HloOpcode::kAsyncDone}};
  for (const auto& [suffix, async_opcode] : kSuffixes) {
    if (!absl::EndsWith(name, suffix)) continue;
    std::optional<HloOpcode> wrapped =
        StringToHloOpcode(name.substr(0, name.size() - suffix.size()));
    if (wrapped && *wrapped != HloOpcode::kAsyncStart && *wrapped != HloOpcode::kAsyncUpdate &&
        *wrapped != HloOpcode::kAsyncDone) {
      return AsyncShorthand{async_opcode, *wrapped};
    }
  }
  return std::nullopt;
}

class HloParserImpl : public AttributeNameResolver {
 public:
  explicit HloParserImpl(absl::string_view text) : lexer_(text) {}

  absl::StatusOr<std::unique_ptr<HloModule>> Run();

  absl::StatusOr<HloComputation*> FindComputation(absl::string_view name,
                                                  size_t offset) override;
  absl::StatusOr<HloInstruction*> FindInstruction(absl::string_view name,
                                                  size_t offset) override;

 private:
  absl::Status ParseHeader();
  absl::Status ParseEntryComputationLayout();
  absl::Status ParseComputation();
  absl::Status ParseSignature();
  absl::Status ParseInstruction(HloComputation* computation, HloInstruction** root,
                                bool* root_marked);
  absl::Status ParseOperands(HloOpcode opcode, std::vector<HloInstruction*>* operands);
  absl::Status ParseAttributes(HloOpcode opcode, size_t instruction_offset,
                               absl::string_view name, AttributeRecord* record,
                               absl::flat_hash_set<std::string>* seen,
                               std::optional<HloOpcode> fallback = std::nullopt);
  absl::StatusOr<HloComputation*> WrapAsyncOperation(HloOpcode wrapped_opcode,
                                                     const HloInstruction& start,
                                                     size_t opcode_offset,
                                                     AttributeRecord* record);
  absl::Status LinkAsyncCalls(const HloInstruction& instruction, std::optional<HloOpcode> sugar,
                              size_t opcode_offset, AttributeRecord* record);
  absl::Status CheckCalledComputations(HloOpcode opcode, size_t offset,
                                       const AttributeRecord& record);
  absl::StatusOr<std::unique_ptr<HloModule>> Finish();

  HloLexer lexer_;
  std::string module_name_;
  HloModuleConfig config_;
  std::optional<ProgramShape> header_layout_;
  std::vector<std::unique_ptr<HloComputation>> computations_;
  absl::flat_hash_map<std::string, HloComputation*> computations_by_name_;
  int64_t entry_index_ = -1;
  std::string current_computation_name_;
  HloComputation* current_computation_ = nullptr;
  // Computations referenced before their definition, with where the first
  // reference is; defining one takes the object from here.
  absl::flat_hash_map<std::string, std::pair<std::unique_ptr<HloComputation>, size_t>>
      forward_references_;
  absl::flat_hash_map<std::string, HloInstruction*> instructions_by_name_;
};

absl::StatusOr<std::unique_ptr<HloModule>> HloParserImpl::Run() {
  RETURN_IF_ERROR(ParseHeader());
  while (!lexer_.AtEnd()) RETURN_IF_ERROR(ParseComputation());
  if (computations_.empty()) return lexer_.ExpectedError("a computation");
  return Finish();
}

absl::Status HloParserImpl::ParseHeader() {
  if (!lexer_.TryConsumeKeyword("HloModule")) return lexer_.ExpectedError("'HloModule'");
  ASSIGN_OR_RETURN(module_name_, lexer_.LexName("a module name"));
  absl::flat_hash_set<std::string> seen;
  while (lexer_.TryConsume(",")) {
    lexer_.Peek();
    size_t key_offset = lexer_.offset();
    ASSIGN_OR_RETURN(std::string key, lexer_.LexName("a module attribute"));
    if (!seen.insert(key).second) {
      return lexer_.ErrorAt(key_offset, absl::StrCat("module attribute '", key, "' given twice"));
    }
    RETURN_IF_ERROR(lexer_.Expect("="));
    if (key == "entry_computation_layout") {
      RETURN_IF_ERROR(ParseEntryComputationLayout());
    } else if (key == "replica_count" || key == "num_partitions") {
      size_t value_offset = lexer_.offset();
      ASSIGN_OR_RETURN(int64_t value, lexer_.LexInt64(key));
      if (value < 1) {
        return lexer_.ErrorAt(value_offset, absl::StrCat(key, " must be positive, got ", value));
      }
      (key == "replica_count" ? config_.replica_count : config_.num_partitions) = value;
    } else if (std::find(std::begin(kSkippedHeaderKeys), std::end(kSkippedHeaderKeys), key) !=
               std::end(kSkippedHeaderKeys)) {
      RETURN_IF_ERROR(lexer_.SkipValue(absl::StrCat("a value for ", key)));
    } else {
      return lexer_.ErrorAt(key_offset, absl::StrCat("unknown module attribute '", key, "'"));
    }
  }
  return absl::OkStatus();
}

absl::Status HloParserImpl::ParseEntryComputationLayout() {
  RETURN_IF_ERROR(lexer_.Expect("{"));
  RETURN_IF_ERROR(lexer_.Expect("("));
  ProgramShape layout;
  if (!lexer_.TryConsume(")")) {
    while (true) {
      Shape shape;
      RETURN_IF_ERROR(attribute_codecs::ShapeValue::Parse(lexer_, *this, &shape));
      layout.add_parameters(std::move(shape));
      if (lexer_.TryConsume(")")) break;
      if (!lexer_.TryConsume(",")) return lexer_.ExpectedError("',' or ')'");
    }
  }
  RETURN_IF_ERROR(lexer_.Expect("->"));
  RETURN_IF_ERROR(attribute_codecs::ShapeValue::Parse(lexer_, *this, layout.mutable_result()));
  RETURN_IF_ERROR(lexer_.Expect("}"));
  header_layout_ = std::move(layout);
  return absl::OkStatus();
}

absl::Status HloParserImpl::ParseSignature() {
  // "(name: shape, ...) -> shape": informational; the body is the truth.
  RETURN_IF_ERROR(lexer_.Expect("("));
  if (lexer_.TryConsume(")")) {
    RETURN_IF_ERROR(lexer_.Expect("->"));
    Shape result;
    return attribute_codecs::ShapeValue::Parse(lexer_, *this, &result);
  }
  while (true) {
    size_t start = lexer_.offset();
    absl::string_view name = lexer_.TryLexName();
    if (name.empty() || !lexer_.TryConsume(":")) lexer_.set_offset(start);
    Shape shape;
    RETURN_IF_ERROR(attribute_codecs::ShapeValue::Parse(lexer_, *this, &shape));
    if (lexer_.TryConsume(")")) break;
    if (!lexer_.TryConsume(",")) return lexer_.ExpectedError("',' or ')' in the signature");
  }
  RETURN_IF_ERROR(lexer_.Expect("->"));
  Shape result;
  return attribute_codecs::ShapeValue::Parse(lexer_, *this, &result);
}

absl::Status HloParserImpl::ParseComputation() {
  bool is_entry = lexer_.TryConsumeKeyword("ENTRY");
  lexer_.Peek();
  size_t name_offset = lexer_.offset();
  ASSIGN_OR_RETURN(std::string name, lexer_.LexName("a computation name"));
  if (computations_by_name_.contains(name)) {
    return lexer_.ErrorAt(name_offset, absl::StrCat("computation '", name, "' defined twice"));
  }
  if (is_entry && entry_index_ >= 0) {
    return lexer_.ErrorAt(name_offset, "a second ENTRY computation");
  }
  if (lexer_.Peek() == '(') RETURN_IF_ERROR(ParseSignature());
  RETURN_IF_ERROR(lexer_.Expect("{"));

  std::unique_ptr<HloComputation> computation;
  auto forward = forward_references_.find(name);
  if (forward != forward_references_.end()) {
    computation = std::move(forward->second.first);
    forward_references_.erase(forward);
  } else {
    computation = std::make_unique<HloComputation>(name);
  }
  current_computation_name_ = name;
  current_computation_ = computation.get();
  instructions_by_name_.clear();
  HloInstruction* root = nullptr;
  bool root_marked = false;
  while (!lexer_.TryConsume("}")) {
    if (lexer_.AtEnd()) return lexer_.ExpectedError("'}' closing computation " + name);
    RETURN_IF_ERROR(ParseInstruction(computation.get(), &root, &root_marked));
  }
  if (root == nullptr) {
    return lexer_.ErrorAt(name_offset, absl::StrCat("computation '", name, "' is empty"));
  }
  computation->set_root_instruction(root);
  if (is_entry) entry_index_ = static_cast<int64_t>(computations_.size());
  computations_by_name_[name] = computation.get();
  computations_.push_back(std::move(computation));
  current_computation_name_.clear();
  current_computation_ = nullptr;
  return absl::OkStatus();
}

absl::Status HloParserImpl::ParseInstruction(HloComputation* computation, HloInstruction** root,
                                             bool* root_marked) {
  bool is_root = lexer_.TryConsumeKeyword("ROOT");
  lexer_.Peek();
  size_t start = lexer_.offset();
  ASSIGN_OR_RETURN(std::string name, lexer_.LexName("an instruction name or '}'"));
  if (instructions_by_name_.contains(name)) {
    return lexer_.ErrorAt(start, absl::StrCat("instruction '", name,
                                              "' defined twice in computation '",
                                              current_computation_name_, "'"));
  }
  if (is_root && *root_marked) {
    return lexer_.ErrorAt(start, absl::StrCat("second ROOT instruction '", name,
                                              "' in computation '", current_computation_name_,
                                              "'"));
  }
  RETURN_IF_ERROR(lexer_.Expect("="));
  Shape shape;
  RETURN_IF_ERROR(attribute_codecs::ShapeValue::Parse(lexer_, *this, &shape));
  lexer_.Peek();
  size_t opcode_offset = lexer_.offset();
  ASSIGN_OR_RETURN(std::string opcode_name, lexer_.LexName("an opcode"));
  std::optional<HloOpcode> opcode = StringToHloOpcode(opcode_name);
  // XLA's shorthand for an async op wrapping one instruction: "abs-start",
  // "custom-call-update", "all-to-all-done"...
  std::optional<HloOpcode> sugar;
  if (!opcode) {
    std::optional<AsyncShorthand> shorthand = ParseAsyncShorthand(opcode_name);
    if (!shorthand) {
      return lexer_.ErrorAt(opcode_offset, absl::StrCat("unknown opcode '", opcode_name, "'"));
    }
    opcode = shorthand->async_opcode;
    sugar = shorthand->wrapped_opcode;
  }

  std::unique_ptr<HloInstruction> instruction;
  RETURN_IF_ERROR(lexer_.Expect("("));
  if (*opcode == HloOpcode::kParameter) {
    ASSIGN_OR_RETURN(int64_t number, lexer_.LexInt64("a parameter number"));
    RETURN_IF_ERROR(lexer_.Expect(")"));
    instruction = HloInstruction::CreateParameter(number, shape, name);
  } else if (*opcode == HloOpcode::kConstant) {
    absl::string_view rest = lexer_.Rest();
    size_t value_offset = lexer_.offset();
    // Every element takes at least one character: refuse shapes the text
    // cannot fill before allocating them.
    if (ShapeUtil::ValidateShape(shape).ok() &&
        ShapeUtil::ElementsInRecursive(shape) > static_cast<int64_t>(rest.size())) {
      return lexer_.ErrorAt(value_offset,
                            absl::StrCat("constant of shape ", shape.ToString(),
                                         " has more elements than the text has characters"));
    }
    size_t consumed = 0, error_offset = 0;
    absl::StatusOr<Literal> literal =
        ParseLiteralValuePrefix(rest, shape, &consumed, &error_offset);
    if (!literal.ok()) {
      return lexer_.ErrorAt(value_offset + error_offset,
                            absl::StrCat("bad constant value: ", literal.status().message()));
    }
    lexer_.Advance(consumed);
    RETURN_IF_ERROR(lexer_.Expect(")"));
    instruction = HloInstruction::Create(HloOpcode::kConstant, shape, {});
    instruction->SetLiteral(*std::move(literal));
  } else {
    std::vector<HloInstruction*> operands;
    RETURN_IF_ERROR(ParseOperands(*opcode, &operands));
    int arity = HloOpcodeArity(*opcode);
    if (arity != kVariadicArity && static_cast<int>(operands.size()) != arity) {
      return lexer_.ErrorAt(opcode_offset, absl::StrCat(opcode_name, " takes ", arity,
                                                        " operand", arity == 1 ? "" : "s",
                                                        " but was given ", operands.size()));
    }
    instruction = HloInstruction::Create(*opcode, shape, operands);
  }
  instruction->SetName(name);

  AttributeRecord record;
  record.attributes = instruction->attributes();
  absl::flat_hash_set<std::string> seen;
  if (sugar && *opcode == HloOpcode::kAsyncStart) {
    // The wrapped op's attributes, plus the async ones.
    RETURN_IF_ERROR(ParseAttributes(*sugar, start, name, &record, &seen, *opcode));
    RETURN_IF_ERROR(CheckCalledComputations(*sugar, start, record));
    ASSIGN_OR_RETURN(HloComputation * wrapped,
                     WrapAsyncOperation(*sugar, *instruction, opcode_offset, &record));
    record.called_computations = {wrapped};
  } else {
    RETURN_IF_ERROR(ParseAttributes(*opcode, start, name, &record, &seen));
    RETURN_IF_ERROR(CheckCalledComputations(*opcode, start, record));
  }
  RETURN_IF_ERROR(LinkAsyncCalls(*instruction, sugar, opcode_offset, &record));
  // XLA's outfeed_shape defaults to the shape of the value fed out.
  if (*opcode == HloOpcode::kOutfeed && !seen.contains("outfeed_shape") &&
      instruction->operand_count() > 0) {
    record.attributes.outfeed_shape = instruction->operand(0)->shape();
  }
  *instruction->mutable_attributes() = std::move(record.attributes);
  instruction->set_called_computations(std::move(record.called_computations));

  HloInstruction* added = computation->AddInstruction(std::move(instruction));
  for (HloInstruction* predecessor : record.control_predecessors) {
    RETURN_IF_ERROR(predecessor->AddControlDependencyTo(added));
  }
  instructions_by_name_[name] = added;
  if (is_root) {
    *root_marked = true;
    *root = added;
  } else if (!*root_marked) {
    *root = added;  // without ROOT, the last instruction is the root
  }
  return absl::OkStatus();
}

absl::Status HloParserImpl::ParseOperands(HloOpcode opcode,
                                          std::vector<HloInstruction*>* operands) {
  if (lexer_.TryConsume(")")) return absl::OkStatus();
  while (true) {
    lexer_.Peek();
    size_t start = lexer_.offset();
    std::optional<Shape> declared;
    absl::string_view word = lexer_.TryLexName();
    bool is_shape = lexer_.Rest(false).substr(0, 1) == "[" && !word.empty() &&
                    primitive_util::ParseName(word).has_value();
    if (word.empty() && lexer_.Peek() == '(') is_shape = true;  // a tuple shape
    if (is_shape) {
      lexer_.set_offset(start);
      Shape shape;
      RETURN_IF_ERROR(attribute_codecs::ShapeValue::Parse(lexer_, *this, &shape));
      declared = std::move(shape);
      lexer_.Peek();
      start = lexer_.offset();
      word = lexer_.TryLexName();
    }
    if (word.empty()) return lexer_.ExpectedError("an operand name");
    ASSIGN_OR_RETURN(HloInstruction * operand, FindInstruction(word, start));
    if (declared && !ShapeUtil::Compatible(*declared, operand->shape())) {
      return lexer_.ErrorAt(start, absl::StrCat("operand '", word, "' is declared with shape ",
                                                declared->ToString(true), " but '", word,
                                                "' has shape ", operand->shape().ToString(true)));
    }
    operands->push_back(operand);
    if (lexer_.TryConsume(")")) return absl::OkStatus();
    if (!lexer_.TryConsume(",")) return lexer_.ExpectedError("',' or ')' after an operand");
  }
}

absl::Status HloParserImpl::ParseAttributes(HloOpcode opcode, size_t instruction_offset,
                                            absl::string_view name, AttributeRecord* record,
                                            absl::flat_hash_set<std::string>* seen,
                                            std::optional<HloOpcode> fallback) {
  while (lexer_.TryConsume(",")) {
    lexer_.Peek();
    size_t key_offset = lexer_.offset();
    ASSIGN_OR_RETURN(std::string key, lexer_.LexName("an attribute name"));
    const AttributeSpec* spec = FindAttributeSpec(key, opcode);
    if (spec == nullptr && fallback) spec = FindAttributeSpec(key, *fallback);
    if (spec == nullptr) {
      if (AttributeKeyIsKnown(key)) {
        return lexer_.ErrorAt(key_offset, absl::StrCat("attribute '", key, "' is not allowed on ",
                                                       HloOpcodeString(opcode)));
      }
      return lexer_.ErrorAt(key_offset, absl::StrCat("unknown attribute '", key, "'"));
    }
    if (!seen->insert(key).second) {
      return lexer_.ErrorAt(key_offset, absl::StrCat("attribute '", key, "' given twice"));
    }
    RETURN_IF_ERROR(lexer_.Expect("="));
    RETURN_IF_ERROR(spec->parse(lexer_, *this, record));
  }
  for (const AttributeSpec& spec : HloAttributeTable()) {
    if (!spec.AppliesTo(opcode)) continue;
    if (seen->contains(spec.key)) {
      for (const std::string& other : spec.requires_keys) {
        if (!seen->contains(other)) {
          return lexer_.ErrorAt(instruction_offset,
                                absl::StrCat("instruction '", name, "' has '", spec.key,
                                             "' but not '", other, "'"));
        }
      }
      for (const std::string& other : spec.excludes_keys) {
        if (seen->contains(other)) {
          return lexer_.ErrorAt(instruction_offset,
                                absl::StrCat("instruction '", name, "' has both '", spec.key,
                                             "' and '", other, "'"));
        }
      }
    }
    if (spec.required() && !seen->contains(spec.key)) {
      return lexer_.ErrorAt(instruction_offset,
                            absl::StrCat("instruction '", name, "' (", HloOpcodeString(opcode),
                                         ") is missing the required attribute '", spec.key,
                                         "'"));
    }
  }
  return absl::OkStatus();
}

// The computation `X-start` shorthand stands for: parameters for the start's
// operands and one X instruction computing element 1 of the start's shape.
// The wrapped op takes the record's attributes; the start keeps the async
// thread and the attributes every instruction may carry.
absl::StatusOr<HloComputation*> HloParserImpl::WrapAsyncOperation(HloOpcode wrapped_opcode,
                                                                  const HloInstruction& start,
                                                                  size_t opcode_offset,
                                                                  AttributeRecord* record) {
  const Shape& shape = start.shape();
  if (!shape.IsTuple() || shape.tuple_shapes_size() < 2) {
    return lexer_.ErrorAt(opcode_offset,
                          absl::StrCat(HloOpcodeString(wrapped_opcode),
                                       "-start must have a tuple shape (operands, result, "
                                       "context...) but has ",
                                       shape.ToString()));
  }
  if (wrapped_opcode == HloOpcode::kParameter || wrapped_opcode == HloOpcode::kConstant ||
      HloOpcodeArity(wrapped_opcode) == 0 ||
      (HloOpcodeArity(wrapped_opcode) != kVariadicArity &&
       HloOpcodeArity(wrapped_opcode) != start.operand_count())) {
    return lexer_.ErrorAt(opcode_offset, absl::StrCat(HloOpcodeString(wrapped_opcode),
                                                      "-start: cannot wrap ",
                                                      HloOpcodeString(wrapped_opcode), " with ",
                                                      start.operand_count(), " operand(s)"));
  }
  std::string base = absl::StrCat(start.name(), ".wrapped");
  std::string name = base;
  for (int i = 1; computations_by_name_.contains(name) || forward_references_.contains(name) ||
                  name == current_computation_name_;
       ++i) {
    name = absl::StrCat(base, ".", i);
  }
  auto computation = std::make_unique<HloComputation>(name);
  std::vector<HloInstruction*> parameters;
  for (int64_t i = 0; i < start.operand_count(); ++i) {
    parameters.push_back(computation->AddInstruction(HloInstruction::CreateParameter(
        i, start.operand(i)->shape(), absl::StrCat("param_", i))));
  }
  auto root = HloInstruction::Create(wrapped_opcode, shape.tuple_shapes(1), parameters);
  root->SetName(HloOpcodeString(wrapped_opcode));
  HloAttributes wrapped_attributes = record->attributes;
  wrapped_attributes.async_execution_thread = HloAttributes().async_execution_thread;
  *root->mutable_attributes() = std::move(wrapped_attributes);
  root->set_called_computations(record->called_computations);
  computation->set_root_instruction(computation->AddInstruction(std::move(root)));

  HloAttributes start_attributes;
  start_attributes.async_execution_thread = record->attributes.async_execution_thread;
  start_attributes.backend_config = record->attributes.backend_config;
  start_attributes.opaque = record->attributes.opaque;
  record->attributes = std::move(start_attributes);

  HloComputation* wrapped = computation.get();
  computations_by_name_[name] = wrapped;
  computations_.push_back(std::move(computation));
  return wrapped;
}

// async-update/done call what their start calls; XLA may leave calls= out.
absl::Status HloParserImpl::LinkAsyncCalls(const HloInstruction& instruction,
                                           std::optional<HloOpcode> sugar, size_t opcode_offset,
                                           AttributeRecord* record) {
  const HloOpcode opcode = instruction.opcode();
  if (opcode != HloOpcode::kAsyncUpdate && opcode != HloOpcode::kAsyncDone) {
    return absl::OkStatus();
  }
  const HloInstruction* previous = instruction.operand(0);
  const bool chained = previous->opcode() == HloOpcode::kAsyncStart ||
                       previous->opcode() == HloOpcode::kAsyncUpdate;
  if (record->called_computations.empty()) {
    if (!chained || previous->called_computations().empty()) {
      return lexer_.ErrorAt(opcode_offset,
                            absl::StrCat(HloOpcodeString(opcode), " '", instruction.name(),
                                         "' needs calls= or an async-start/async-update operand"));
    }
    record->called_computations = previous->called_computations();
  }
  if (sugar) {
    const HloComputation* wrapped = record->called_computations[0];
    const HloInstruction* root = wrapped->root_instruction();
    if (root != nullptr && root->opcode() != *sugar) {
      return lexer_.ErrorAt(opcode_offset,
                            absl::StrCat(HloOpcodeString(*sugar), "-",
                                         opcode == HloOpcode::kAsyncDone ? "done" : "update",
                                         " '", instruction.name(), "' continues an async ",
                                         HloOpcodeString(root->opcode()), ", not ",
                                         HloOpcodeString(*sugar)));
    }
  }
  return absl::OkStatus();
}

absl::Status HloParserImpl::CheckCalledComputations(HloOpcode opcode, size_t offset,
                                                    const AttributeRecord& record) {
  for (size_t i = 0; i < record.called_computations.size(); ++i) {
    if (record.called_computations[i] == nullptr) {
      return lexer_.ErrorAt(offset, absl::StrCat(HloOpcodeString(opcode),
                                                 " is missing called computation ", i,
                                                 " (e.g. true_computation without "
                                                 "false_computation)"));
    }
  }
  if (opcode == HloOpcode::kConditional && record.called_computations.empty()) {
    return lexer_.ErrorAt(offset, "conditional needs true_computation and false_computation, "
                                  "or branch_computations");
  }
  return absl::OkStatus();
}

absl::StatusOr<HloComputation*> HloParserImpl::FindComputation(absl::string_view name,
                                                               size_t offset) {
  auto it = computations_by_name_.find(name);
  if (it != computations_by_name_.end()) return it->second;
  // A computation calling itself or one defined later: resolved (or
  // reported) when the text ends; the verifier rejects recursion.
  if (current_computation_ != nullptr && name == current_computation_name_) {
    return current_computation_;
  }
  auto& forward = forward_references_[name];
  if (forward.first == nullptr) {
    forward = {std::make_unique<HloComputation>(std::string(name)), offset};
  }
  return forward.first.get();
}

absl::StatusOr<HloInstruction*> HloParserImpl::FindInstruction(absl::string_view name,
                                                               size_t offset) {
  auto it = instructions_by_name_.find(name);
  if (it != instructions_by_name_.end()) return it->second;
  return lexer_.ErrorAt(offset, absl::StrCat("undefined instruction '", name,
                                             "' in computation '", current_computation_name_,
                                             "' (instructions must be defined before use)"));
}

absl::StatusOr<std::unique_ptr<HloModule>> HloParserImpl::Finish() {
  if (!forward_references_.empty()) {
    auto first = forward_references_.begin();
    for (auto it = forward_references_.begin(); it != forward_references_.end(); ++it) {
      if (it->second.second < first->second.second) first = it;
    }
    return lexer_.ErrorAt(first->second.second,
                          absl::StrCat("undefined computation '", first->first, "'"));
  }
  if (entry_index_ < 0) entry_index_ = static_cast<int64_t>(computations_.size()) - 1;
  HloComputation* entry = computations_[entry_index_].get();
  if (header_layout_ &&
      !(FillDefaultLayouts(*header_layout_) == DefaultEntryComputationLayout(*entry))) {
    config_.entry_computation_layout = std::move(header_layout_);
  }
  auto module = std::make_unique<HloModule>(module_name_, config_);
  for (size_t i = 0; i < computations_.size(); ++i) {
    if (static_cast<int64_t>(i) == entry_index_) {
      module->AddEntryComputation(std::move(computations_[i]));
    } else {
      module->AddEmbeddedComputation(std::move(computations_[i]));
    }
  }
  return module;
}

}  // namespace

absl::StatusOr<std::unique_ptr<HloModule>> ParseAndReturnUnverifiedModule(
    absl::string_view text) {
  HloParserImpl parser(text);
  return parser.Run();
}

}  // namespace xla
