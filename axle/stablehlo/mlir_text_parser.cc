#include "axle/stablehlo/mlir_text_parser.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <limits>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/stablehlo/dense_elements.h"
#include "axle/stablehlo/mlir_text_parser_impl.h"

namespace xla::stablehlo {
namespace {

using mlir_text::IsIdentifierChar;
using mlir_text::IsIdentifierStart;
using mlir_text::IsValueNameChar;
using mlir_text::NewAttribute;

bool AllEmptyDictionaries(const MlirAttribute& array) {
  for (const auto& element : array.elements) {
    if (element->kind != MlirAttribute::Kind::kDictionary || !element->fields.empty()) {
      return false;
    }
  }
  return true;
}

// Canonical form shared by both spellings (see mlir_text_parser.h).
void Canonicalise(MlirOperation& op) {
  SortAttributes(op.attributes);
  DropDefaultAttributes(op);
  if (op.name != "func.func") return;
  std::erase_if(op.attributes, [](const NamedAttribute& attribute) {
    return (attribute.name == "arg_attrs" || attribute.name == "res_attrs") &&
           attribute.value->kind == MlirAttribute::Kind::kArray &&
           AllEmptyDictionaries(*attribute.value);
  });
}

}  // namespace

absl::Status CheckOperandTypes(MlirTextParser& parser, const MlirOperation& op,
                               const std::vector<MlirType>& declared, size_t position) {
  if (declared.size() != op.operands.size()) {
    return parser.ErrorAt(position, absl::StrCat("operation ", op.name, " has ",
                                                 op.operands.size(), " operands but its type names ",
                                                 declared.size()));
  }
  for (size_t i = 0; i < declared.size(); ++i) {
    if (!SameType(op.operands[i]->type, declared[i])) {
      return parser.ErrorAt(
          position, absl::StrCat("operand ", i, " of ", op.name, " (", op.operands[i]->name,
                                 ") is ", ToString(op.operands[i]->type), ", its type says ",
                                 ToString(declared[i])));
    }
  }
  return absl::OkStatus();
}

void SortAttributes(std::vector<NamedAttribute>& attributes) {
  std::stable_sort(attributes.begin(), attributes.end(),
                   [](const NamedAttribute& a, const NamedAttribute& b) { return a.name < b.name; });
}

MlirTextParser::MlirTextParser(std::string_view text, std::string_view source_name)
    : text_(text), source_name_(source_name) {}

// ---------------------------------------------------------------- lexical

void MlirTextParser::SkipTrivia() {
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (absl::ascii_isspace(static_cast<unsigned char>(c))) {
      ++pos_;
    } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
      const size_t end = text_.find('\n', pos_);
      pos_ = end == std::string_view::npos ? text_.size() : end + 1;
    } else {
      break;
    }
  }
}

bool MlirTextParser::AtEnd() {
  SkipTrivia();
  return pos_ >= text_.size();
}

char MlirTextParser::PeekChar() {
  SkipTrivia();
  return pos_ < text_.size() ? text_[pos_] : '\0';
}

bool MlirTextParser::PeekIs(std::string_view literal) {
  SkipTrivia();
  return text_.substr(pos_, literal.size()) == literal;
}

bool MlirTextParser::TryConsume(std::string_view literal) {
  if (!PeekIs(literal)) return false;
  pos_ += literal.size();
  return true;
}

absl::Status MlirTextParser::Expect(std::string_view literal) {
  if (TryConsume(literal)) return absl::OkStatus();
  return Error(absl::StrCat("expected '", Absl(literal), "'"));
}

std::string_view MlirTextParser::PeekIdentifier() {
  SkipTrivia();
  if (pos_ >= text_.size() || !IsIdentifierStart(text_[pos_])) return {};
  size_t end = pos_ + 1;
  while (end < text_.size() && IsIdentifierChar(text_[end])) ++end;
  return text_.substr(pos_, end - pos_);
}

bool MlirTextParser::TryKeyword(std::string_view word) {
  if (PeekIdentifier() != word) return false;
  pos_ += word.size();
  return true;
}

absl::Status MlirTextParser::ExpectKeyword(std::string_view word) {
  if (TryKeyword(word)) return absl::OkStatus();
  return Error(absl::StrCat("expected '", Absl(word), "'"));
}

absl::StatusOr<std::string> MlirTextParser::ParseIdentifier(std::string_view what) {
  std::string_view id = PeekIdentifier();
  if (id.empty()) return Error(absl::StrCat("expected ", Absl(what)));
  pos_ += id.size();
  return std::string(id);
}

absl::StatusOr<int64_t> MlirTextParser::ParseInteger(std::string_view what) {
  SkipTrivia();
  const size_t start = pos_;
  size_t end = pos_;
  if (end < text_.size() && (text_[end] == '-' || text_[end] == '+')) ++end;
  const size_t digits = end;
  bool hex = false;
  if (text_.substr(end, 2) == "0x") {
    hex = true;
    end += 2;
  }
  while (end < text_.size() &&
         (hex ? absl::ascii_isxdigit(static_cast<unsigned char>(text_[end]))
              : absl::ascii_isdigit(static_cast<unsigned char>(text_[end])))) {
    ++end;
  }
  if (end == digits || (hex && end == digits + 2)) {
    return Error(absl::StrCat("expected ", Absl(what), " (an integer)"));
  }
  bool negative = text_[start] == '-';
  uint64_t value = 0;
  for (size_t i = digits + (hex ? 2 : 0); i < end; ++i) {
    const int digit = absl::ascii_isdigit(static_cast<unsigned char>(text_[i]))
                          ? text_[i] - '0'
                          : absl::ascii_tolower(static_cast<unsigned char>(text_[i])) - 'a' + 10;
    const int base = hex ? 16 : 10;
    if (value > (std::numeric_limits<uint64_t>::max() - digit) / base) {
      return Error(absl::StrCat(Absl(what), " is out of range"));
    }
    value = value * base + digit;
  }
  const uint64_t limit = negative ? uint64_t{1} << 63 : std::numeric_limits<uint64_t>::max();
  if (value > limit) return Error(absl::StrCat(Absl(what), " is out of range"));
  pos_ = end;
  return negative ? static_cast<int64_t>(~value + 1) : static_cast<int64_t>(value);
}

absl::StatusOr<bool> MlirTextParser::ParseBool(std::string_view what) {
  if (TryKeyword("true")) return true;
  if (TryKeyword("false")) return false;
  const char c = PeekChar();
  if (c == '0' || c == '1') {
    ASSIGN_OR_RETURN(int64_t value, ParseInteger(what));
    if (value == 0 || value == 1) return value == 1;
  }
  return Error(absl::StrCat("expected ", Absl(what), " (true or false)"));
}

absl::StatusOr<std::string> MlirTextParser::ParseStringLiteral() {
  SkipTrivia();
  if (pos_ >= text_.size() || text_[pos_] != '"') return Error("expected a string");
  const size_t start = pos_;
  ++pos_;
  std::string result;
  while (true) {
    if (pos_ >= text_.size() || text_[pos_] == '\n') {
      return ErrorAt(start, "unterminated string");
    }
    const char c = text_[pos_++];
    if (c == '"') break;
    if (c != '\\') {
      result.push_back(c);
      continue;
    }
    if (pos_ >= text_.size()) return ErrorAt(start, "unterminated string");
    const char e = text_[pos_++];
    switch (e) {
      case '"': result.push_back('"'); break;
      case '\\': result.push_back('\\'); break;
      case 'n': result.push_back('\n'); break;
      case 't': result.push_back('\t'); break;
      default: {
        auto hex = [](char h) {
          if (h >= '0' && h <= '9') return h - '0';
          if (h >= 'a' && h <= 'f') return h - 'a' + 10;
          if (h >= 'A' && h <= 'F') return h - 'A' + 10;
          return -1;
        };
        if (pos_ >= text_.size() || hex(e) < 0 || hex(text_[pos_]) < 0) {
          return ErrorAt(pos_ - 2, "unknown escape in string");
        }
        result.push_back(static_cast<char>(hex(e) * 16 + hex(text_[pos_])));
        ++pos_;
      }
    }
  }
  return result;
}

absl::StatusOr<std::vector<int64_t>> MlirTextParser::ParseIntegerList(std::string_view what) {
  RETURN_IF_ERROR(Expect("["));
  std::vector<int64_t> values;
  if (TryConsume("]")) return values;
  do {
    if (PeekIs("true") || PeekIs("false")) {
      ASSIGN_OR_RETURN(bool flag, ParseBool(what));
      values.push_back(flag);
      continue;
    }
    ASSIGN_OR_RETURN(int64_t value, ParseInteger(what));
    values.push_back(value);
  } while (TryConsume(","));
  RETURN_IF_ERROR(Expect("]"));
  return values;
}

absl::StatusOr<std::string> MlirTextParser::ParseSymbolName() {
  RETURN_IF_ERROR(Expect("@"));
  if (pos_ < text_.size() && text_[pos_] == '"') return ParseStringLiteral();
  size_t end = pos_;
  while (end < text_.size() && IsValueNameChar(text_[end])) ++end;
  if (end == pos_) return Error("expected a symbol name after '@'");
  std::string name(text_.substr(pos_, end - pos_));
  pos_ = end;
  return name;
}

std::string MlirTextParser::LineAndColumn(size_t position) {
  position = std::min(position, text_.size());
  // Every op asks for its position, mostly further on than the last one:
  // continue counting lines from there rather than from the start.
  if (position < line_cache_position_) {
    line_cache_position_ = 0;
    line_cache_line_ = 1;
    line_cache_start_ = 0;
  }
  for (size_t i = line_cache_position_; i < position; ++i) {
    if (text_[i] == '\n') {
      ++line_cache_line_;
      line_cache_start_ = i + 1;
    }
  }
  line_cache_position_ = position;
  return absl::StrCat(line_cache_line_, ":", position - line_cache_start_ + 1);
}

absl::Status MlirTextParser::ErrorAt(size_t position, std::string_view message) {
  // Point at the next token, not the space before it.
  while (position < text_.size() && absl::ascii_isspace(static_cast<unsigned char>(text_[position]))) {
    ++position;
  }
  const std::string where = LineAndColumn(position);
  std::string found;
  if (position >= text_.size()) {
    found = "end of input";
  } else {
    size_t end = position;
    while (end < text_.size() && end - position < 24 &&
           !absl::ascii_isspace(static_cast<unsigned char>(text_[end]))) {
      ++end;
    }
    if (end == position) end = position + 1;
    found = absl::StrCat("'", Absl(text_.substr(position, end - position)), "'");
  }
  return InvalidArgument(source_name_, ":", where, ": ", Absl(message), ", found ", found);
}

absl::Status MlirTextParser::Error(std::string_view message) {
  SkipTrivia();
  return ErrorAt(pos_, message);
}

absl::Status MlirTextParser::EnterNesting() {
  if (++depth_ > kMaxMlirNestingDepth) {
    --depth_;
    return Error(absl::StrCat("nesting deeper than ", kMaxMlirNestingDepth, " levels"));
  }
  return absl::OkStatus();
}


absl::StatusOr<std::string_view> MlirTextParser::SkipBalanced() {
  SkipTrivia();
  const size_t start = pos_;
  std::vector<char> closers;
  do {
    if (pos_ >= text_.size()) return ErrorAt(start, "unbalanced brackets");
    const char c = text_[pos_];
    if (c == '"') {
      RETURN_IF_ERROR(ParseStringLiteral().status());
      continue;
    }
    if (c == '-' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '>') {
      pos_ += 2;
      continue;
    }
    switch (c) {
      case '<': closers.push_back('>'); break;
      case '(': closers.push_back(')'); break;
      case '[': closers.push_back(']'); break;
      case '{': closers.push_back('}'); break;
      case '>': case ')': case ']': case '}':
        if (closers.empty() || closers.back() != c) {
          return ErrorAt(pos_, "unbalanced brackets");
        }
        closers.pop_back();
        break;
      default:
        if (closers.empty()) return ErrorAt(pos_, "expected an opening bracket");
    }
    if (closers.size() > static_cast<size_t>(kMaxMlirNestingDepth)) {
      return ErrorAt(pos_, "nesting too deep");
    }
    ++pos_;
  } while (!closers.empty());
  return text_.substr(start, pos_ - start);
}

absl::Status MlirTextParser::ParseOptionalLocation() {
  if (!PeekIs("loc(")) return absl::OkStatus();
  pos_ += 3;
  return SkipBalanced().status();
}

// ---------------------------------------------------------------- values

bool MlirTextParser::PeekOperand() { return PeekChar() == '%'; }

absl::StatusOr<std::string> MlirTextParser::ParseValueName() {
  SkipTrivia();
  if (pos_ >= text_.size() || text_[pos_] != '%') return Error("expected a value (%name)");
  size_t end = pos_ + 1;
  while (end < text_.size() && IsValueNameChar(text_[end])) ++end;
  if (end == pos_ + 1) return Error("expected a value name after '%'");
  std::string name(text_.substr(pos_, end - pos_));
  pos_ = end;
  return name;
}

absl::StatusOr<MlirValue*> MlirTextParser::ParseOperand() {
  SkipTrivia();
  const size_t start = pos_;
  ASSIGN_OR_RETURN(std::string name, ParseValueName());
  int64_t index = 0;
  if (pos_ < text_.size() && text_[pos_] == '#') {
    ++pos_;
    ASSIGN_OR_RETURN(index, ParseInteger("a result number"));
    if (index < 0 || index > std::numeric_limits<int>::max()) {
      return ErrorAt(start, "result number out of range");
    }
  }
  return LookUpValue(name, static_cast<int>(index), start);
}

absl::Status MlirTextParser::ParseOperandList(std::vector<MlirValue*>& operands) {
  if (!PeekOperand()) return absl::OkStatus();
  do {
    ASSIGN_OR_RETURN(MlirValue * operand, ParseOperand());
    operands.push_back(operand);
  } while (TryConsume(","));
  return absl::OkStatus();
}

void MlirTextParser::DefineValues(const std::string& name, std::vector<MlirValue*> values) {
  scopes_.back().values[name] = ValueGroup{std::move(values)};
}

absl::StatusOr<MlirValue*> MlirTextParser::LookUpValue(const std::string& name, int index,
                                                       size_t position) {
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    auto found = scope->values.find(name);
    if (found != scope->values.end()) {
      if (index >= static_cast<int>(found->second.values.size())) {
        return ErrorAt(position, absl::StrCat("value ", name, " has only ",
                                              found->second.values.size(), " results"));
      }
      return found->second.values[index];
    }
    if (scope->isolated) break;
  }
  return ErrorAt(position, absl::StrCat("use of undefined value ", name));
}

// ---------------------------------------------------------------- regions and ops

absl::StatusOr<std::unique_ptr<MlirRegion>> MlirTextParser::ParseRegion(
    const std::vector<ArgumentDeclaration>& entry_arguments, bool isolated) {
  RETURN_IF_ERROR(EnterNesting());
  NestingGuard guard(*this);
  RETURN_IF_ERROR(Expect("{"));
  scopes_.push_back(Scope{{}, isolated});
  auto region = std::make_unique<MlirRegion>();
  absl::Status status = [&]() -> absl::Status {
    auto new_block = [&](const std::vector<ArgumentDeclaration>& arguments) -> MlirBlock& {
      region->blocks.push_back(std::make_unique<MlirBlock>());
      MlirBlock& block = *region->blocks.back();
      for (const ArgumentDeclaration& argument : arguments) {
        auto value = std::make_unique<MlirValue>();
        value->type = argument.type;
        value->owner_block = &block;
        value->index = static_cast<int>(block.arguments.size());
        value->name = argument.name;
        DefineValues(argument.name, {value.get()});
        block.arguments.push_back(std::move(value));
      }
      return block;
    };
    if (!entry_arguments.empty() || (PeekChar() != '^' && PeekChar() != '}')) {
      RETURN_IF_ERROR(ParseBlockBody(new_block(entry_arguments), "}^"));
    }
    while (PeekChar() == '^') {
      const size_t label_position = pos_;
      ++pos_;
      size_t end = pos_;
      while (end < text_.size() && IsValueNameChar(text_[end])) ++end;
      std::string label(text_.substr(pos_, end - pos_));
      pos_ = end;
      if (label.empty()) return ErrorAt(label_position, "expected a block label after '^'");
      std::vector<ArgumentDeclaration> arguments;
      if (TryConsume("(")) {
        if (!TryConsume(")")) {
          do {
            ArgumentDeclaration argument;
            ASSIGN_OR_RETURN(argument.name, ParseValueName());
            RETURN_IF_ERROR(Expect(":"));
            ASSIGN_OR_RETURN(argument.type, ParseType());
            RETURN_IF_ERROR(ParseOptionalLocation());
            arguments.push_back(std::move(argument));
          } while (TryConsume(","));
          RETURN_IF_ERROR(Expect(")"));
        }
      }
      RETURN_IF_ERROR(Expect(":"));
      MlirBlock& block = new_block(arguments);
      if (!scopes_.back().blocks.emplace(label, &block).second) {
        return ErrorAt(label_position, absl::StrCat("redefinition of block ^", label));
      }
      RETURN_IF_ERROR(ParseBlockBody(block, "}^"));
    }
    RETURN_IF_ERROR(Expect("}"));
    return ResolveSuccessors(scopes_.back());
  }();
  scopes_.pop_back();
  RETURN_IF_ERROR(status);
  return region;
}

absl::Status MlirTextParser::ResolveSuccessors(Scope& scope) {
  for (const PendingSuccessor& successor : scope.successors) {
    auto found = scope.blocks.find(successor.label);
    if (found == scope.blocks.end()) {
      return ErrorAt(successor.position, absl::StrCat("use of undefined block ^", successor.label));
    }
    successor.op->successors[successor.index] = found->second;
  }
  return absl::OkStatus();
}

absl::Status MlirTextParser::ParseBlockBody(MlirBlock& block, std::string_view terminator_chars) {
  while (true) {
    const char c = PeekChar();
    if (c == '\0') return Error("expected '}' to close a region");
    if (terminator_chars.find(c) != std::string_view::npos) return absl::OkStatus();
    RETURN_IF_ERROR(ParseOperation(block));
  }
}

absl::Status MlirTextParser::ParseOperation(MlirBlock& block) {
  // Result names: `%a = `, `%a:2 = `, `%a, %b = `.
  std::vector<std::pair<std::string, int>> result_names;
  int result_count = 0;
  constexpr int64_t kMaxResults = 1000000;
  if (PeekOperand()) {
    do {
      ASSIGN_OR_RETURN(std::string name, ParseValueName());
      int64_t count = 1;
      if (TryConsume(":")) {
        ASSIGN_OR_RETURN(count, ParseInteger("a result count"));
        if (count < 1 || count > kMaxResults - result_count) {
          return Error("result count out of range");
        }
      }
      result_names.push_back({std::move(name), static_cast<int>(count)});
      result_count += static_cast<int>(count);
    } while (TryConsume(","));
    RETURN_IF_ERROR(Expect("="));
  }
  SkipTrivia();
  const size_t name_position = pos_;
  auto op = std::make_unique<MlirOperation>();
  op->location.where = LineAndColumn(name_position);
  std::vector<MlirType> result_types;
  if (PeekChar() == '"') {
    ASSIGN_OR_RETURN(op->name, ParseStringLiteral());
    RETURN_IF_ERROR(ParseGenericOperation(*op));
  } else {
    ASSIGN_OR_RETURN(std::string name, ParseIdentifier("an operation"));
    // Inside functions the func dialect's ops drop their prefix; `module` is builtin's.
    if (name == "return") name = "func.return";
    if (name == "call") name = "func.call";
    if (name == "module") name = "builtin.module";
    op->name = name;
    if (name == "func.func") {
      RETURN_IF_ERROR(ParseFuncOp(*op));
    } else if (name == "builtin.module") {
      RETURN_IF_ERROR(ParseModuleOp(*op));
    } else {
      RETURN_IF_ERROR(ParsePrettyOperation(*this, *op, result_count, result_types));
    }
  }
  if (op->results.empty() && !result_types.empty()) {
    for (auto& type : result_types) {
      auto value = std::make_unique<MlirValue>();
      value->type = std::move(type);
      op->results.push_back(std::move(value));
    }
  }
  RETURN_IF_ERROR(ParseOptionalLocation());
  if (static_cast<int>(op->results.size()) != result_count) {
    return ErrorAt(name_position,
                   absl::StrCat("operation ", op->name, " names ", result_count,
                                " results but its type gives ", op->results.size()));
  }
  // Results are numbered and named as written.
  int index = 0;
  for (const auto& [name, count] : result_names) {
    std::vector<MlirValue*> values;
    for (int i = 0; i < count; ++i, ++index) {
      MlirValue* value = op->results[index].get();
      value->defining_op = op.get();
      value->index = index;
      value->name = count == 1 ? name : absl::StrCat(name, "#", i);
      values.push_back(value);
    }
    DefineValues(name, std::move(values));
  }
  for (int i = 0; i < static_cast<int>(op->results.size()); ++i) {
    op->results[i]->defining_op = op.get();
    op->results[i]->index = i;
  }
  Canonicalise(*op);
  block.operations.push_back(std::move(op));
  return absl::OkStatus();
}

absl::Status MlirTextParser::ParseGenericOperation(MlirOperation& op) {
  const bool isolated = op.name == "func.func" || op.name == "builtin.module";
  RETURN_IF_ERROR(Expect("("));
  RETURN_IF_ERROR(ParseOperandList(op.operands));
  RETURN_IF_ERROR(Expect(")"));
  if (TryConsume("[")) {
    // Successor blocks `[^bb1, ^bb2]`, resolved when their region ends.
    do {
      SkipTrivia();
      const size_t position = pos_;
      if (!TryConsume("^")) return Error("expected a block label (^name)");
      size_t end = pos_;
      while (end < text_.size() && IsValueNameChar(text_[end])) ++end;
      scopes_.back().successors.push_back(
          {&op, op.successors.size(), std::string(text_.substr(pos_, end - pos_)), position});
      op.successors.push_back(nullptr);
      pos_ = end;
    } while (TryConsume(","));
    RETURN_IF_ERROR(Expect("]"));
  }
  if (PeekIs("<{")) {
    ++pos_;
    RETURN_IF_ERROR(ParseAttributeDictionary(op.attributes));
    RETURN_IF_ERROR(Expect(">"));
  }
  if (PeekIs("(")) {
    ++pos_;
    do {
      ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> region, ParseRegion({}, isolated));
      op.regions.push_back(std::move(region));
    } while (TryConsume(","));
    RETURN_IF_ERROR(Expect(")"));
  }
  RETURN_IF_ERROR(ParseOptionalAttributeDictionary(op.attributes));
  RETURN_IF_ERROR(Expect(":"));
  const size_t type_position = pos_;
  ASSIGN_OR_RETURN(MlirType type, ParseType());
  if (type.kind != MlirType::Kind::kFunction) {
    return ErrorAt(type_position, "expected the operation's function type");
  }
  RETURN_IF_ERROR(CheckOperandTypes(*this, op, type.elements, type_position));
  for (auto& result : type.results) {
    auto value = std::make_unique<MlirValue>();
    value->type = std::move(result);
    op.results.push_back(std::move(value));
  }
  return absl::OkStatus();
}

absl::Status MlirTextParser::ParseFuncOp(MlirOperation& op) {
  std::string_view visibility = PeekIdentifier();
  if (visibility == "public" || visibility == "private" || visibility == "nested") {
    pos_ += visibility.size();
    op.attributes.push_back({"sym_visibility", MakeString(visibility)});
  }
  ASSIGN_OR_RETURN(std::string name, ParseSymbolName());
  op.attributes.push_back({"sym_name", MakeString(name)});
  MlirType function;
  function.kind = MlirType::Kind::kFunction;
  auto arg_attrs = NewAttribute(MlirAttribute::Kind::kArray);
  auto res_attrs = NewAttribute(MlirAttribute::Kind::kArray);
  std::vector<ArgumentDeclaration> arguments;
  RETURN_IF_ERROR(Expect("("));
  if (!TryConsume(")")) {
    do {
      ArgumentDeclaration argument;
      if (PeekOperand()) {
        ASSIGN_OR_RETURN(argument.name, ParseValueName());
        RETURN_IF_ERROR(Expect(":"));
      }
      ASSIGN_OR_RETURN(argument.type, ParseType());
      auto attrs = NewAttribute(MlirAttribute::Kind::kDictionary);
      RETURN_IF_ERROR(ParseOptionalAttributeDictionary(attrs->fields));
      RETURN_IF_ERROR(ParseOptionalLocation());
      arg_attrs->elements.push_back(attrs);
      function.elements.push_back(argument.type);
      arguments.push_back(std::move(argument));
    } while (TryConsume(","));
    RETURN_IF_ERROR(Expect(")"));
  }
  const bool named = arguments.empty() || !arguments.front().name.empty();
  for (const ArgumentDeclaration& argument : arguments) {
    if (argument.name.empty() == named) {
      return Error("function arguments must all be named or all unnamed");
    }
  }
  if (TryConsume("->")) {
    if (TryConsume("(")) {
      if (!TryConsume(")")) {
        do {
          ASSIGN_OR_RETURN(MlirType type, ParseType());
          auto attrs = NewAttribute(MlirAttribute::Kind::kDictionary);
          RETURN_IF_ERROR(ParseOptionalAttributeDictionary(attrs->fields));
          function.results.push_back(std::move(type));
          res_attrs->elements.push_back(attrs);
        } while (TryConsume(","));
        RETURN_IF_ERROR(Expect(")"));
      }
    } else {
      ASSIGN_OR_RETURN(MlirType type, ParseType());
      function.results.push_back(std::move(type));
      res_attrs->elements.push_back(NewAttribute(MlirAttribute::Kind::kDictionary));
    }
  }
  auto function_type = NewAttribute(MlirAttribute::Kind::kType);
  function_type->type = function;
  op.attributes.push_back({"function_type", function_type});
  op.attributes.push_back({"arg_attrs", arg_attrs});
  op.attributes.push_back({"res_attrs", res_attrs});
  RETURN_IF_ERROR(ParseOptionalAttributeDictionaryWithKeyword(op.attributes));
  if (PeekChar() == '{') {
    if (!named) return Error("a function with a body needs named arguments");
    ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> body, ParseRegion(arguments, true));
    op.regions.push_back(std::move(body));
  } else {
    op.regions.push_back(std::make_unique<MlirRegion>());
  }
  return absl::OkStatus();
}

absl::Status MlirTextParser::ParseModuleOp(MlirOperation& op) {
  if (PeekChar() == '@') {
    ASSIGN_OR_RETURN(std::string name, ParseSymbolName());
    op.attributes.push_back({"sym_name", MakeString(name)});
  }
  RETURN_IF_ERROR(ParseOptionalAttributeDictionaryWithKeyword(op.attributes));
  ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> body, ParseRegion({}, true));
  if (body->blocks.empty()) body->blocks.push_back(std::make_unique<MlirBlock>());
  op.regions.push_back(std::move(body));
  return absl::OkStatus();
}

absl::Status MlirTextParser::ParseResourceSection() {
  // {-# dialect_resources: { builtin: { NAME: "0x..." } } #-}
  RETURN_IF_ERROR(Expect("{-#"));
  while (!TryConsume("#-}")) {
    if (AtEnd()) return Error("expected '#-}' to close the resource section");
    ASSIGN_OR_RETURN(std::string section, ParseIdentifier("a resource section"));
    RETURN_IF_ERROR(Expect(":"));
    if (section != "dialect_resources") {
      RETURN_IF_ERROR(SkipBalanced().status());
    } else {
      RETURN_IF_ERROR(Expect("{"));
      while (!TryConsume("}")) {
        ASSIGN_OR_RETURN(std::string dialect, ParseIdentifier("a dialect name"));
        RETURN_IF_ERROR(Expect(":"));
        RETURN_IF_ERROR(Expect("{"));
        while (!TryConsume("}")) {
          SkipTrivia();
          size_t end = pos_;
          while (end < text_.size() && text_[end] != ':' &&
                 !absl::ascii_isspace(static_cast<unsigned char>(text_[end]))) {
            ++end;
          }
          if (end == pos_) return Error("expected a resource name");
          std::string key(text_.substr(pos_, end - pos_));
          pos_ = end;
          RETURN_IF_ERROR(Expect(":"));
          if (PeekChar() == '"') {
            ASSIGN_OR_RETURN(std::string blob, ParseStringLiteral());
            if (dialect == "builtin") resources_[key] = std::move(blob);
          } else {
            RETURN_IF_ERROR(ParseAttribute().status());
          }
          if (!TryConsume(",")) {
            RETURN_IF_ERROR(Expect("}"));
            break;
          }
        }
        if (!TryConsume(",")) {
          RETURN_IF_ERROR(Expect("}"));
          break;
        }
      }
    }
    TryConsume(",");
  }
  return absl::OkStatus();
}

absl::Status MlirTextParser::ResolveResources() {
  for (PendingResource& pending : pending_resources_) {
    auto found = resources_.find(pending.name);
    if (found == resources_.end()) {
      return ErrorAt(pending.position,
                     absl::StrCat("dense_resource '", pending.name, "' has no blob in the file"));
    }
    std::string_view blob = found->second;
    // "0x" then 4 bytes of alignment (8 hex digits), then the data.
    if (!(blob.starts_with("0x") || blob.starts_with("0X")) || blob.size() < 10) {
      return ErrorAt(pending.position,
                     absl::StrCat("resource '", pending.name, "' is not a hex blob"));
    }
    const MlirType& type = pending.attribute->type;
    absl::StatusOr<Literal> hex_bytes =
        DenseLiteralFromHex(U8, {static_cast<int64_t>((blob.size() - 10) / 2)}, blob.substr(10));
    if (!hex_bytes.ok()) return ErrorAt(pending.position, std::string(hex_bytes.status().message()));
    std::string_view bytes(static_cast<const char*>(hex_bytes->untyped_data()),
                           hex_bytes->size_bytes());
    absl::StatusOr<Literal> literal =
        DenseLiteralFromBytes(type.element_type, type.dims, bytes, false);
    if (!literal.ok()) {
      return ErrorAt(pending.position, absl::StrCat("resource '", pending.name, "': ",
                                                    std::string(literal.status().message())));
    }
    pending.attribute->literal = std::make_shared<const Literal>(*std::move(literal));
  }
  return absl::OkStatus();
}

absl::Status MlirTextParser::ParseTopLevelDirective() {
  // `#name = attribute` / `#loc = loc(...)` / `!name = type`.
  const char sigil = PeekChar();
  ++pos_;
  size_t end = pos_;
  while (end < text_.size() && IsIdentifierChar(text_[end])) ++end;
  std::string name(text_.substr(pos_, end - pos_));
  pos_ = end;
  if (name.empty()) return Error("expected an alias name");
  RETURN_IF_ERROR(Expect("="));
  if (sigil == '!') {
    ASSIGN_OR_RETURN(MlirType type, ParseType());
    type_aliases_[name] = std::move(type);
    return absl::OkStatus();
  }
  if (PeekIs("loc(")) return ParseOptionalLocation();
  ASSIGN_OR_RETURN(AttributePtr attribute, ParseAttribute());
  attribute_aliases_[name] = std::move(attribute);
  return absl::OkStatus();
}

absl::StatusOr<MlirModule> MlirTextParser::ParseModule() {
  auto top = std::make_unique<MlirOperation>();
  top->name = "builtin.module";
  top->location.where = "1:1";
  top->regions.push_back(std::make_unique<MlirRegion>());
  top->regions.back()->blocks.push_back(std::make_unique<MlirBlock>());
  MlirBlock& top_block = *top->regions.back()->blocks.back();
  scopes_.push_back(Scope{{}, true});
  while (!AtEnd()) {
    if (PeekIs("{-#")) {
      RETURN_IF_ERROR(ParseResourceSection());
    } else if (PeekChar() == '#' || PeekChar() == '!') {
      RETURN_IF_ERROR(ParseTopLevelDirective());
    } else {
      RETURN_IF_ERROR(ParseOperation(top_block));
    }
  }
  RETURN_IF_ERROR(ResolveSuccessors(scopes_.back()));
  scopes_.pop_back();
  RETURN_IF_ERROR(ResolveResources());
  MlirModule module;
  if (top_block.operations.size() == 1 && top_block.operations.front()->name == "builtin.module") {
    module.module_op = std::move(top_block.operations.front());
  } else {
    for (const auto& op : top_block.operations) {
      if (op->name == "builtin.module") {
        return InvalidArgument(source_name_, ":", op->location.where,
                               ": a module must be the only top-level operation");
      }
    }
    module.module_op = std::move(top);
  }
  return module;
}

absl::StatusOr<MlirModule> ParseMlirText(std::string_view text, std::string_view source_name) {
  MlirTextParser parser(text, source_name);
  return parser.ParseModule();
}

}  // namespace xla::stablehlo
