#include "axle/hlo/hlo_parser.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_attribute_codecs.h"
#include "axle/hlo/hlo_attribute_table.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_lexer.h"
#include "axle/hlo/hlo_printer.h"
#include "axle/hlo/shape_inference.h"
#include "axle/hlo/stack_frame_text.h"
#include "axle/literal/literal.h"
#include "axle/literal/literal_text.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_parser.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Header attributes XLA writes that Axle does not model: kept as written in
// HloModuleConfig::verbatim_attributes and printed back.
constexpr absl::string_view kVerbatimHeaderKeys[] = {
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

// Nesting limits: instructions written inside operand lists and computations
// written inside attributes are parsed recursively, so their depth is capped.
constexpr int kMaxNestedInstructionDepth = 64;
constexpr int kMaxInlineComputationDepth = 16;
// Elided ("{...}") and scalar-filled array constants are materialised; refuse
// ones whose data would exceed this many bytes.
constexpr int64_t kMaxMaterialisedConstantBytes = int64_t{1} << 30;

// The text cannot show a scalar's layout (f32[] prints alike with or without
// one), so a parsed "f32[]" has none; an inferred shape drops its scalars'
// layouts too, or the module would not print and re-parse to itself.
void DropScalarLayouts(Shape* shape) {
  if (shape->IsArray() && shape->rank() == 0) shape->clear_layout();
  for (Shape& element : *shape->mutable_tuple_shapes()) DropScalarLayouts(&element);
}

// Opcodes whose result shape is the writer's choice: they cannot be written
// without one (shape inference has nothing to infer it from).
bool ShapeMustBeWritten(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kParameter:
    case HloOpcode::kConstant:
    case HloOpcode::kCustomCall:
    case HloOpcode::kBitcast:
    case HloOpcode::kIota:
    case HloOpcode::kRng:
    case HloOpcode::kRngBitGenerator:
    case HloOpcode::kBroadcast:
    case HloOpcode::kReshape:
    case HloOpcode::kDynamicReshape:
    case HloOpcode::kConvert:
    case HloOpcode::kBitcastConvert:
    case HloOpcode::kInfeed:
    case HloOpcode::kRecv:
    case HloOpcode::kAllGather:
    case HloOpcode::kReduceScatter:
      return true;
    default:
      return false;
  }
}

class HloParserImpl : public AttributeNameResolver {
 public:
  explicit HloParserImpl(absl::string_view text) : lexer_(text) {}

  absl::StatusOr<std::unique_ptr<HloModule>> Run();

  absl::StatusOr<HloComputation*> FindComputation(absl::string_view name,
                                                  size_t offset) override;
  absl::StatusOr<HloInstruction*> FindInstruction(absl::string_view name,
                                                  size_t offset) override;
  absl::StatusOr<HloComputation*> ParseInlineComputation(HloLexer& lexer,
                                                         size_t offset) override;

 private:
  absl::Status ParseHeader();
  absl::Status ParseEntryComputationLayout();
  absl::Status ParseComputation();
  absl::Status ParseSignature();
  // The instructions up to and including the closing '}'; sets the root.
  absl::Status ParseComputationBody(HloComputation* computation, size_t name_offset);
  absl::Status ParseInstruction(HloComputation* computation, HloInstruction** root,
                                bool* root_marked);
  // "[SHAPE] opcode(operands)" and, unless nested in an operand list,
  // ", attributes". Without a shape the result shape is inferred.
  absl::StatusOr<HloInstruction*> ParseInstructionRhs(HloComputation* computation,
                                                      std::string name, size_t start,
                                                      int nesting);
  absl::StatusOr<Literal> ParseConstantValue(const Shape& shape, bool* elided);
  absl::Status ParseOperands(HloComputation* computation, int nesting,
                             std::vector<HloInstruction*>* operands);
  absl::Status ParseAttributes(HloOpcode opcode, AttributeRecord* record,
                               absl::flat_hash_set<std::string>* seen,
                               std::optional<HloOpcode> fallback = std::nullopt);
  absl::StatusOr<HloComputation*> WrapAsyncOperation(HloOpcode wrapped_opcode,
                                                     const HloInstruction& start,
                                                     size_t opcode_offset,
                                                     AttributeRecord* record);
  absl::Status LinkAsyncCalls(const HloInstruction& instruction, std::optional<HloOpcode> sugar,
                              size_t opcode_offset, AttributeRecord* record);
  absl::Status CheckAttributeSet(HloOpcode opcode, size_t instruction_offset,
                                 absl::string_view name,
                                 absl::Span<HloInstruction* const> operands,
                                 const absl::flat_hash_set<std::string>& seen);
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
  int inline_depth_ = 0;
  int64_t inline_count_ = 0;
};

absl::StatusOr<std::unique_ptr<HloModule>> HloParserImpl::Run() {
  RETURN_IF_ERROR(ParseHeader());
  RETURN_IF_ERROR(ParseStackFrameTables(lexer_, &config_.stack_frames));
  while (!lexer_.AtEnd()) RETURN_IF_ERROR(ParseComputation());
  if (computations_.empty()) return lexer_.ExpectedError("a computation");
  return Finish();
}

absl::Status HloParserImpl::ParseHeader() {
  if (!lexer_.TryConsumeKeyword("HloModule")) return lexer_.ExpectedError("'HloModule'");
  ASSIGN_OR_RETURN(module_name_, lexer_.LexName("a module name"));
  lexer_.TryConsume(":");  // older dumps write "HloModule name:"
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
    } else if (std::find(std::begin(kVerbatimHeaderKeys), std::end(kVerbatimHeaderKeys), key) !=
               std::end(kVerbatimHeaderKeys)) {
      absl::string_view value = lexer_.Rest();
      size_t value_offset = lexer_.offset();
      RETURN_IF_ERROR(lexer_.SkipValue(absl::StrCat("a value for ", key)));
      config_.verbatim_attributes.emplace_back(
          key, std::string(value.substr(0, lexer_.offset() - value_offset)));
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
  RETURN_IF_ERROR(ParseComputationBody(computation.get(), name_offset));
  if (lexer_.TryConsume(",")) {
    lexer_.Peek();
    size_t key_offset = lexer_.offset();
    if (!lexer_.TryConsumeKeyword("execution_thread")) {
      return lexer_.ErrorAt(key_offset, absl::StrCat("unknown computation attribute '",
                                                     lexer_.TryLexName(), "'"));
    }
    RETURN_IF_ERROR(lexer_.Expect("="));
    ASSIGN_OR_RETURN(std::string thread, lexer_.LexString("an execution thread name"));
    computation->SetExecutionThread(std::move(thread));
  }
  if (is_entry) entry_index_ = static_cast<int64_t>(computations_.size());
  computations_by_name_[name] = computation.get();
  computations_.push_back(std::move(computation));
  current_computation_name_.clear();
  current_computation_ = nullptr;
  return absl::OkStatus();
}

absl::Status HloParserImpl::ParseComputationBody(HloComputation* computation,
                                                 size_t name_offset) {
  HloInstruction* root = nullptr;
  bool root_marked = false;
  while (!lexer_.TryConsume("}")) {
    if (lexer_.AtEnd()) {
      return lexer_.ExpectedError("'}' closing computation " + computation->name());
    }
    RETURN_IF_ERROR(ParseInstruction(computation, &root, &root_marked));
  }
  if (root == nullptr) {
    return lexer_.ErrorAt(name_offset,
                          absl::StrCat("computation '", computation->name(), "' is empty"));
  }
  computation->set_root_instruction(root);
  return absl::OkStatus();
}

absl::StatusOr<HloComputation*> HloParserImpl::ParseInlineComputation(HloLexer& lexer,
                                                                      size_t offset) {
  if (inline_depth_ >= kMaxInlineComputationDepth) {
    return lexer.ErrorAt(offset, absl::StrCat("computations nested deeper than ",
                                              kMaxInlineComputationDepth));
  }
  RETURN_IF_ERROR(lexer.Expect("{"));
  // A fresh instruction scope; the name cannot be referenced from the text.
  std::string name;
  do {
    name = absl::StrCat(current_computation_name_, ".inline.", inline_count_++);
  } while (computations_by_name_.contains(name) || forward_references_.contains(name));
  auto computation = std::make_unique<HloComputation>(name);
  std::string saved_name = std::move(current_computation_name_);
  HloComputation* saved_computation = current_computation_;
  auto saved_instructions = std::move(instructions_by_name_);
  current_computation_name_ = name;
  current_computation_ = computation.get();
  instructions_by_name_.clear();
  ++inline_depth_;
  absl::Status body = ParseComputationBody(computation.get(), offset);
  --inline_depth_;
  current_computation_name_ = std::move(saved_name);
  current_computation_ = saved_computation;
  instructions_by_name_ = std::move(saved_instructions);
  RETURN_IF_ERROR(body);
  HloComputation* result = computation.get();
  computations_.push_back(std::move(computation));
  return result;
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
  ASSIGN_OR_RETURN(HloInstruction * added, ParseInstructionRhs(computation, name, start, 0));
  instructions_by_name_[name] = added;
  if (is_root) {
    *root_marked = true;
    *root = added;
  } else if (!*root_marked) {
    *root = added;  // without ROOT, the last instruction is the root
  }
  return absl::OkStatus();
}

absl::StatusOr<HloInstruction*> HloParserImpl::ParseInstructionRhs(HloComputation* computation,
                                                                   std::string name,
                                                                   size_t start, int nesting) {
  // A shape, unless a name followed by '(' (the opcode) comes first; "b(" is
  // a buffer shape (no opcode is called b).
  std::optional<Shape> shape;
  lexer_.Peek();
  size_t shape_offset = lexer_.offset();
  absl::string_view first = lexer_.TryLexName();
  bool shape_written = first.empty() || lexer_.Peek() != '(' || first == "b";
  lexer_.set_offset(shape_offset);
  if (shape_written) {
    shape.emplace();
    RETURN_IF_ERROR(attribute_codecs::ShapeValue::Parse(lexer_, *this, &*shape));
  }
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
  if (!shape && ShapeMustBeWritten(*opcode)) {
    return lexer_.ErrorAt(opcode_offset,
                          absl::StrCat("instruction '", name, "' needs a result shape: the shape "
                                       "of ", opcode_name, " cannot be inferred"));
  }
  if (name.empty()) name = opcode_name;  // a nested instruction

  std::unique_ptr<HloInstruction> instruction;
  bool elided = false;
  RETURN_IF_ERROR(lexer_.Expect("("));
  if (*opcode == HloOpcode::kParameter) {
    ASSIGN_OR_RETURN(int64_t number, lexer_.LexInt64("a parameter number"));
    RETURN_IF_ERROR(lexer_.Expect(")"));
    instruction = HloInstruction::CreateParameter(number, *shape, name);
  } else if (*opcode == HloOpcode::kConstant) {
    ASSIGN_OR_RETURN(Literal literal, ParseConstantValue(*shape, &elided));
    RETURN_IF_ERROR(lexer_.Expect(")"));
    instruction = HloInstruction::Create(HloOpcode::kConstant, *shape, {});
    instruction->SetLiteral(std::move(literal));
  } else {
    std::vector<HloInstruction*> operands;
    RETURN_IF_ERROR(ParseOperands(computation, nesting, &operands));
    int arity = HloOpcodeArity(*opcode);
    if (arity != kVariadicArity && static_cast<int>(operands.size()) != arity) {
      return lexer_.ErrorAt(opcode_offset, absl::StrCat(opcode_name, " takes ", arity,
                                                        " operand", arity == 1 ? "" : "s",
                                                        " but was given ", operands.size()));
    }
    instruction = HloInstruction::Create(*opcode, shape ? *shape : Shape(), operands);
  }
  instruction->SetName(name);

  AttributeRecord record;
  record.attributes = instruction->attributes();
  record.attributes.opaque.literal_elided = elided;
  absl::flat_hash_set<std::string> seen;
  // Attributes of a nested instruction cannot be told from its user's.
  if (sugar && *opcode == HloOpcode::kAsyncStart) {
    if (!shape) {
      return lexer_.ErrorAt(opcode_offset, absl::StrCat("instruction '", name,
                                                        "' needs a result shape: ", opcode_name,
                                                        " is written with one"));
    }
    // The wrapped op's attributes, plus the async ones.
    if (nesting == 0) RETURN_IF_ERROR(ParseAttributes(*sugar, &record, &seen, *opcode));
    RETURN_IF_ERROR(CheckAttributeSet(*sugar, start, name, instruction->operands(), seen));
    RETURN_IF_ERROR(CheckCalledComputations(*sugar, start, record));
    ASSIGN_OR_RETURN(HloComputation * wrapped,
                     WrapAsyncOperation(*sugar, *instruction, opcode_offset, &record));
    record.called_computations = {wrapped};
  } else {
    if (nesting == 0) RETURN_IF_ERROR(ParseAttributes(*opcode, &record, &seen));
    RETURN_IF_ERROR(CheckAttributeSet(*opcode, start, name, instruction->operands(), seen));
    RETURN_IF_ERROR(CheckCalledComputations(*opcode, start, record));
  }
  RETURN_IF_ERROR(LinkAsyncCalls(*instruction, sugar, opcode_offset, &record));
  // XLA's outfeed_shape defaults to the shape of the value fed out.
  if (*opcode == HloOpcode::kOutfeed && !seen.contains("outfeed_shape") &&
      instruction->operand_count() > 0) {
    record.attributes.outfeed_shape = instruction->operand(0)->shape();
  }
  instruction->set_attributes(std::move(record.attributes));
  instruction->set_called_computations(std::move(record.called_computations));
  if (!shape) {
    absl::StatusOr<Shape> inferred = ShapeInference::InferInstructionShape(*instruction);
    if (!inferred.ok()) {
      return lexer_.ErrorAt(opcode_offset,
                            absl::StrCat("cannot infer the shape of '", name,
                                         "': ", inferred.status().message()));
    }
    DropScalarLayouts(&*inferred);
    *instruction->mutable_shape() = *std::move(inferred);
  }

  HloInstruction* added = computation->AddInstruction(std::move(instruction));
  for (HloInstruction* predecessor : record.control_predecessors) {
    RETURN_IF_ERROR(predecessor->AddControlDependencyTo(added));
  }
  return added;
}

absl::StatusOr<Literal> HloParserImpl::ParseConstantValue(const Shape& shape, bool* elided) {
  absl::string_view rest = lexer_.Rest();
  size_t value_offset = lexer_.offset();
  auto error = [&](size_t at, absl::string_view message) {
    return lexer_.ErrorAt(value_offset + at, absl::StrCat("bad constant value: ", message));
  };
  bool elided_form = absl::StartsWith(rest, "{...}");
  // XLA also writes an array constant as one scalar that fills it.
  bool scalar_fill = !elided_form && shape.IsArray() && shape.rank() > 0 &&
                     !rest.empty() && rest[0] != '{';
  if (elided_form || scalar_fill) {
    RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
    if (!shape.IsArray()) return error(0, "only an array constant may be elided");
    std::optional<int64_t> bytes =
        CheckedMul(ShapeUtil::ElementsIn(shape),
                   static_cast<int64_t>(primitive_util::ByteWidth(shape.element_type())));
    if (!bytes || *bytes > kMaxMaterialisedConstantBytes) {
      return error(0, absl::StrCat("constant of shape ", shape.ToString(),
                                   " is too large to materialise"));
    }
  }
  if (elided_form) {
    // The values were left out when printing: zeros stand for them, and the
    // printer writes "{...}" back.
    lexer_.Advance(5);
    *elided = true;
    absl::StatusOr<Literal> zeros = Literal::Create(shape);
    if (!zeros.ok()) return error(0, zeros.status().message());
    return zeros;
  }
  size_t consumed = 0, error_offset = 0;
  if (scalar_fill) {
    absl::StatusOr<Literal> scalar = ParseLiteralValuePrefix(
        rest, ShapeUtil::MakeScalarShape(shape.element_type()), &consumed, &error_offset);
    if (!scalar.ok()) return error(error_offset, scalar.status().message());
    lexer_.Advance(consumed);
    absl::StatusOr<Literal> filled = Literal::Create(shape);
    if (!filled.ok()) return error(0, filled.status().message());
    PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      filled->PopulateWithValue<T>(scalar->data<T>()[0]);
    });
    return filled;
  }
  // Every element takes at least one character: refuse shapes the text
  // cannot fill before allocating them.
  if (ShapeUtil::ValidateShape(shape).ok() &&
      ShapeUtil::ElementsInRecursive(shape) > static_cast<int64_t>(rest.size())) {
    return error(0, absl::StrCat("constant of shape ", shape.ToString(),
                                 " has more elements than the text has characters"));
  }
  absl::StatusOr<Literal> literal = ParseLiteralValuePrefix(rest, shape, &consumed, &error_offset);
  if (!literal.ok()) return error(error_offset, literal.status().message());
  lexer_.Advance(consumed);
  return literal;
}

absl::Status HloParserImpl::ParseOperands(HloComputation* computation, int nesting,
                                          std::vector<HloInstruction*>* operands) {
  if (lexer_.TryConsume(")")) return absl::OkStatus();
  while (true) {
    lexer_.Peek();
    const size_t operand_start = lexer_.offset();
    size_t start = operand_start;
    std::optional<Shape> declared;
    absl::string_view word = lexer_.TryLexName();
    bool is_shape = lexer_.Rest(false).substr(0, 1) == "[" && !word.empty() &&
                    primitive_util::ParseName(word).has_value();
    if (word.empty() && lexer_.Peek() == '(') is_shape = true;  // a tuple shape
    if (word == "b" && lexer_.Rest(false).substr(0, 1) == "(") is_shape = true;  // a buffer
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
    HloInstruction* operand = nullptr;
    if (lexer_.Peek() == '(') {
      // An instruction written in place of its name: "add(f32[] parameter(0), ...)".
      if (nesting + 1 > kMaxNestedInstructionDepth) {
        return lexer_.ErrorAt(start, absl::StrCat("instructions nested deeper than ",
                                                  kMaxNestedInstructionDepth));
      }
      lexer_.set_offset(operand_start);
      ASSIGN_OR_RETURN(operand, ParseInstructionRhs(computation, "", start, nesting + 1));
    } else {
      ASSIGN_OR_RETURN(operand, FindInstruction(word, start));
      if (declared && !ShapeUtil::Compatible(*declared, operand->shape())) {
        return lexer_.ErrorAt(start, absl::StrCat("operand '", word, "' is declared with shape ",
                                                  declared->ToString(true), " but '", word,
                                                  "' has shape ", operand->shape().ToString(true)));
      }
    }
    operands->push_back(operand);
    if (lexer_.TryConsume(")")) return absl::OkStatus();
    if (!lexer_.TryConsume(",")) return lexer_.ExpectedError("',' or ')' after an operand");
  }
}

absl::Status HloParserImpl::ParseAttributes(HloOpcode opcode, AttributeRecord* record,
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
  return absl::OkStatus();
}

absl::Status HloParserImpl::CheckAttributeSet(HloOpcode opcode, size_t instruction_offset,
                                              absl::string_view name,
                                              absl::Span<HloInstruction* const> operands,
                                              const absl::flat_hash_set<std::string>& seen) {
  for (const AttributeSpec& spec : HloAttributeTable()) {
    if (!spec.AppliesTo(opcode)) continue;
    if (seen.contains(spec.key)) {
      for (const std::string& other : spec.requires_keys) {
        if (!seen.contains(other)) {
          return lexer_.ErrorAt(instruction_offset,
                                absl::StrCat("instruction '", name, "' has '", spec.key,
                                             "' but not '", other, "'"));
        }
      }
      for (const std::string& other : spec.excludes_keys) {
        if (seen.contains(other)) {
          return lexer_.ErrorAt(instruction_offset,
                                absl::StrCat("instruction '", name, "' has both '", spec.key,
                                             "' and '", other, "'"));
        }
      }
    }
    // As in XLA, broadcasting a scalar needs no dimensions (they are {}).
    bool scalar_broadcast = opcode == HloOpcode::kBroadcast && spec.key == "dimensions" &&
                            operands.size() == 1 && ShapeUtil::IsScalar(operands[0]->shape());
    if (spec.required() && !seen.contains(spec.key) && !scalar_broadcast) {
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
  root->set_attributes(std::move(wrapped_attributes));
  root->set_called_computations(record->called_computations);
  computation->set_root_instruction(computation->AddInstruction(std::move(root)));

  // Only what every instruction may carry; the rest is the wrapped op's.
  AttributeRecord start_record;
  CopyCommonAttributes(*record, &start_record);
  start_record.attributes.async_execution_thread = record->attributes.async_execution_thread;
  record->attributes = std::move(start_record.attributes);

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
