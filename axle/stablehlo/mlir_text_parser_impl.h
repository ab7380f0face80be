// The MLIR text parser's machinery, shared by the generic syntax
// (mlir_text_parser.cc) and the custom assembly formats of the StableHLO, CHLO
// and func ops (stablehlo_pretty_syntax.cc). Internal to axle/stablehlo.
//
// A character-level recursive-descent parser: MLIR's custom formats mix
// punctuation in ways a fixed token stream would fight (`[b, 0]x[0, i]->[b]`,
// `[0:2, 1:3:2]`, `e5m10`), so every rule reads characters after skipping
// whitespace and `//` comments.
#ifndef AXLE_STABLEHLO_MLIR_TEXT_PARSER_IMPL_H_
#define AXLE_STABLEHLO_MLIR_TEXT_PARSER_IMPL_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {

// This absl's StrCat takes absl::string_view, not std::string_view.
inline absl::string_view Absl(std::string_view text) { return {text.data(), text.size()}; }

using AttributePtr = std::shared_ptr<const MlirAttribute>;

// Small helpers of the text parser's files.
namespace mlir_text {

inline bool IsIdentifierStart(char c) {
  return absl::ascii_isalpha(static_cast<unsigned char>(c)) || c == '_';
}
inline bool IsIdentifierChar(char c) {
  return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.';
}
inline bool IsValueNameChar(char c) {
  return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
         c == '.' || c == '-';
}
inline bool IsNumberChar(char c) {
  return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '+';
}
inline std::shared_ptr<MlirAttribute> NewAttribute(MlirAttribute::Kind kind) {
  auto attribute = std::make_shared<MlirAttribute>();
  attribute->kind = kind;
  return attribute;
}
inline MlirType ScalarType(PrimitiveType type) {
  MlirType result;
  result.kind = MlirType::Kind::kScalar;
  result.element_type = type;
  return result;
}

}  // namespace mlir_text

// Deeper nesting of regions, attributes or types is refused with an error.
inline constexpr int kMaxMlirNestingDepth = 200;

// A block argument declared before its region is parsed (`%arg0: tensor<f32>`).
struct ArgumentDeclaration {
  std::string name;  // with the %
  MlirType type;
};

class MlirTextParser {
 public:
  MlirTextParser(std::string_view text, std::string_view source_name);

  absl::StatusOr<MlirModule> ParseModule();

  // ---- Characters and tokens. Every Peek/Try/Expect skips trivia first.
  void SkipTrivia();
  bool AtEnd();
  char PeekChar();
  bool PeekIs(std::string_view literal);
  // Consumes `literal` (punctuation) when it comes next.
  bool TryConsume(std::string_view literal);
  absl::Status Expect(std::string_view literal);
  // A bare identifier ([A-Za-z_][A-Za-z0-9_$.]*) equal to `word`.
  bool TryKeyword(std::string_view word);
  absl::Status ExpectKeyword(std::string_view word);
  // The next bare identifier without consuming it ("" when none).
  std::string_view PeekIdentifier();
  absl::StatusOr<std::string> ParseIdentifier(std::string_view what);
  absl::StatusOr<int64_t> ParseInteger(std::string_view what);
  absl::StatusOr<bool> ParseBool(std::string_view what);
  absl::StatusOr<std::string> ParseStringLiteral();
  // `[1, 2]` (or `[]`): a list of integers.
  absl::StatusOr<std::vector<int64_t>> ParseIntegerList(std::string_view what);
  // `@name` or `@"name"`: the name without the @.
  absl::StatusOr<std::string> ParseSymbolName();

  // An error at the current position: "SOURCE:LINE:COL: message, found 'x'".
  absl::Status Error(std::string_view message);
  absl::Status ErrorAt(size_t position, std::string_view message);
  size_t position() const { return pos_; }

  // ---- Types and attributes.
  absl::StatusOr<MlirType> ParseType();
  // `type` or `(type, ...)` (the results of a function type).
  absl::StatusOr<std::vector<MlirType>> ParseResultTypes();
  // A comma-separated list of types (at least one).
  absl::StatusOr<std::vector<MlirType>> ParseTypeList();
  absl::StatusOr<AttributePtr> ParseAttribute();
  // `{name = value, flag, ...}` appended to `attributes`.
  absl::Status ParseAttributeDictionary(std::vector<NamedAttribute>& attributes);
  absl::Status ParseOptionalAttributeDictionary(std::vector<NamedAttribute>& attributes);
  // `attributes {...}` when the keyword comes next.
  absl::Status ParseOptionalAttributeDictionaryWithKeyword(
      std::vector<NamedAttribute>& attributes);
  // After `#dialect.name<`: `field = value, ...>` (or `VALUE>`, an enum).
  absl::StatusOr<AttributePtr> ParseStructBody(std::string dialect_name);
  // Convolution dimension numbers, `raw field = ...` or the compact
  // `[b, 0, f]x[0, i, o]->[b, 0, f]`; then `>` when `closing_angle`.
  absl::StatusOr<AttributePtr> ParseConvDimensionsBody(bool closing_angle);
  // A `#stablehlo<NAME VALUE>`-style enum made from a bare word.
  static AttributePtr MakeEnum(std::string_view dialect_name, std::string_view value);
  static AttributePtr MakeInteger(int64_t value, PrimitiveType type);
  static AttributePtr MakeDenseI64Array(const std::vector<int64_t>& values);
  static AttributePtr MakeDenseBoolArray(const std::vector<int64_t>& values);
  static AttributePtr MakeString(std::string_view value);
  static AttributePtr MakeI64List(const std::vector<int64_t>& values);  // kArray

  // Skips a balanced `<...>`, `(...)`, `[...]` or `{...}` (strings and `->`
  // inside honoured) and returns the text it spanned.
  absl::StatusOr<std::string_view> SkipBalanced();

  // ---- Values, regions and operations.
  bool PeekOperand();
  absl::StatusOr<MlirValue*> ParseOperand();
  // Comma-separated operands until something that is not `%` (may be none).
  absl::Status ParseOperandList(std::vector<MlirValue*>& operands);
  // `%name` as written (for block arguments declared by custom syntax).
  absl::StatusOr<std::string> ParseValueName();
  // `{ ... }`: blocks of operations. `entry_arguments` become the entry
  // block's arguments when the region does not name its own block.
  absl::StatusOr<std::unique_ptr<MlirRegion>> ParseRegion(
      const std::vector<ArgumentDeclaration>& entry_arguments, bool isolated);
  // `loc(...)` when it comes next (dropped).
  absl::Status ParseOptionalLocation();
  // Parses one operation into `block`.
  absl::Status ParseOperation(MlirBlock& block);

  const std::string& source_name() const { return source_name_; }

 private:
  struct ValueGroup {
    std::vector<MlirValue*> values;
  };
  // A successor `^label` waiting for its block (labels may come later).
  struct PendingSuccessor {
    MlirOperation* op;
    size_t index;
    std::string label;
    size_t position;
  };
  // One region's names: its values (and, unless isolated, its parents') and
  // its block labels.
  struct Scope {
    absl::flat_hash_map<std::string, ValueGroup> values;
    bool isolated = false;
    absl::flat_hash_map<std::string, MlirBlock*> blocks;
    std::vector<PendingSuccessor> successors;
  };
  absl::Status ResolveSuccessors(Scope& scope);
  struct PendingResource {
    std::shared_ptr<MlirAttribute> attribute;
    std::string name;
    size_t position;
  };

  // "LINE:COLUMN" of a position (1-based).
  std::string LineAndColumn(size_t position);
  absl::StatusOr<PrimitiveType> ParseElementTypeName(std::string_view name);
  absl::StatusOr<MlirType> ParseTensorType();
  absl::StatusOr<MlirType> ParseFunctionTypeAfterParen();
  absl::StatusOr<AttributePtr> ParseAttributeImpl();
  absl::StatusOr<AttributePtr> ParseNumberAttribute();
  absl::StatusOr<AttributePtr> ParseDenseAttribute();
  absl::StatusOr<AttributePtr> ParseDenseArrayAttribute();
  absl::StatusOr<AttributePtr> ParseHashAttribute();
  absl::Status ParseGenericOperation(MlirOperation& op);
  absl::Status ParseFuncOp(MlirOperation& op);
  absl::Status ParseModuleOp(MlirOperation& op);
  absl::Status ParseBlockBody(MlirBlock& block, std::string_view terminator_chars);
  absl::Status ParseTopLevelDirective();
  absl::Status ParseResourceSection();
  absl::Status ResolveResources();
  void DefineValues(const std::string& name, std::vector<MlirValue*> values);
  absl::StatusOr<MlirValue*> LookUpValue(const std::string& name, int index, size_t position);
  absl::Status EnterNesting();
  void LeaveNesting() { --depth_; }

  std::string_view text_;
  std::string source_name_;
  size_t pos_ = 0;
  int depth_ = 0;
  size_t line_cache_position_ = 0;  // LineAndColumn's last position and its line
  int line_cache_line_ = 1;
  size_t line_cache_start_ = 0;
  std::vector<Scope> scopes_;
  absl::flat_hash_map<std::string, AttributePtr> attribute_aliases_;
  absl::flat_hash_map<std::string, MlirType> type_aliases_;
  absl::flat_hash_map<std::string, std::string> resources_;  // name -> hex digits
  std::vector<PendingResource> pending_resources_;

  friend class NestingGuard;
};

// Calls LeaveNesting on every path out of a nested rule.
class NestingGuard {
 public:
  explicit NestingGuard(MlirTextParser& parser) : parser_(parser) {}
  ~NestingGuard() { parser_.LeaveNesting(); }

 private:
  MlirTextParser& parser_;
};

// Parses the custom ("pretty") form of operation `op.name` (stablehlo.*,
// chlo.*): everything after the op name up to, not including, a trailing
// location. Fills operands, attributes, regions and, in `result_types`, the
// types of its `result_count` results. Unknown names are an error.
absl::Status ParsePrettyOperation(MlirTextParser& parser, MlirOperation& op,
                                  int result_count, std::vector<MlirType>& result_types);

// Checks `op`'s operands against the operand types of its written function
// type, as MLIR does when it resolves operands: "operand 1 of stablehlo.add
// is tensor<4xf32>, its type says tensor<2xf32>".
absl::Status CheckOperandTypes(MlirTextParser& parser, const MlirOperation& op,
                               const std::vector<MlirType>& declared, size_t position);

// Removes attributes equal to the op's default value (stablehlo_pretty_syntax.cc).
void DropDefaultAttributes(MlirOperation& op);

// MLIR's canonical attribute order (dictionaries are sorted by name).
void SortAttributes(std::vector<NamedAttribute>& attributes);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_MLIR_TEXT_PARSER_IMPL_H_
