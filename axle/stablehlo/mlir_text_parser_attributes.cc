// The text parser's types and attributes: builtin types (tensor, tuple,
// complex, function types, !dialect types by spelling) and attributes
// (numbers, strings, arrays, dictionaries, dense<...>, array<...>,
// #stablehlo enums and structs, anything else by spelling).
#include <algorithm>
#include <limits>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/stablehlo/dense_elements.h"
#include "axle/stablehlo/mlir_text_parser_impl.h"
#include "axle/stablehlo/mlir_types.h"

namespace xla::stablehlo {

using mlir_text::IsIdentifierChar;
using mlir_text::IsNumberChar;
using mlir_text::NewAttribute;
using mlir_text::ScalarType;

// ---------------------------------------------------------------- types

absl::StatusOr<MlirType> MlirTextParser::ParseType() {
  RETURN_IF_ERROR(EnterNesting());
  NestingGuard guard(*this);
  const char c = PeekChar();
  const size_t start = pos_;
  if (c == '!') {
    ++pos_;
    size_t end = pos_;
    while (end < text_.size() && IsIdentifierChar(text_[end])) ++end;
    std::string name(text_.substr(pos_, end - pos_));
    pos_ = end;
    if (name.empty()) return ErrorAt(start, "expected a type name after '!'");
    if (name == "stablehlo.token" || name == "mhlo.token") {
      MlirType token;
      token.kind = MlirType::Kind::kToken;
      return token;
    }
    if (pos_ < text_.size() && text_[pos_] == '<') {
      RETURN_IF_ERROR(SkipBalanced().status());
    } else if (auto alias = type_aliases_.find(name); alias != type_aliases_.end()) {
      return alias->second;
    }
    MlirType other;
    other.kind = MlirType::Kind::kOther;
    other.spelling = std::string(text_.substr(start, pos_ - start));
    return other;
  }
  if (c == '(') {
    ++pos_;
    return ParseFunctionTypeAfterParen();
  }
  std::string_view id = PeekIdentifier();
  if (id.empty()) return Error("expected a type");
  if (id == "tensor") return ParseTensorType();
  if (id == "tuple") {
    pos_ += id.size();
    RETURN_IF_ERROR(Expect("<"));
    MlirType tuple;
    tuple.kind = MlirType::Kind::kTuple;
    if (!TryConsume(">")) {
      ASSIGN_OR_RETURN(tuple.elements, ParseTypeList());
      RETURN_IF_ERROR(Expect(">"));
    }
    return tuple;
  }
  if (id == "none") {
    pos_ += id.size();
    return MlirType{};
  }
  if (id == "complex") {
    pos_ += id.size();
    RETURN_IF_ERROR(Expect("<"));
    ASSIGN_OR_RETURN(MlirType component, ParseType());
    RETURN_IF_ERROR(Expect(">"));
    if (component.kind == MlirType::Kind::kScalar && component.element_type == F32) {
      return ScalarType(C64);
    }
    if (component.kind == MlirType::Kind::kScalar && component.element_type == F64) {
      return ScalarType(C128);
    }
    MlirType other;
    other.kind = MlirType::Kind::kOther;
    other.spelling = std::string(text_.substr(start, pos_ - start));
    return other;
  }
  pos_ += id.size();
  if (std::optional<PrimitiveType> element = ElementTypeFromMlirName(id)) {
    return ScalarType(*element);
  }
  // Another builtin or dialect type (vector<...>, memref<...>, tf32): kept by spelling.
  if (pos_ < text_.size() && text_[pos_] == '<') RETURN_IF_ERROR(SkipBalanced().status());
  MlirType other;
  other.kind = MlirType::Kind::kOther;
  other.spelling = std::string(text_.substr(start, pos_ - start));
  return other;
}

absl::StatusOr<MlirType> MlirTextParser::ParseTensorType() {
  const size_t start = pos_;
  pos_ += std::string_view("tensor").size();
  RETURN_IF_ERROR(Expect("<"));
  MlirType tensor;
  tensor.kind = MlirType::Kind::kTensor;
  if (PeekIs("*")) {
    // Unranked: kept by spelling.
    pos_ = start;
    RETURN_IF_ERROR(ExpectKeyword("tensor"));
    RETURN_IF_ERROR(SkipBalanced().status());
    MlirType other;
    other.kind = MlirType::Kind::kOther;
    other.spelling = std::string(text_.substr(start, pos_ - start));
    return other;
  }
  // Dimensions: `4x`, `?x` until the element type.
  while (pos_ < text_.size()) {
    if (text_[pos_] == '?') {
      ++pos_;
      tensor.dims.push_back(MlirType::kDynamicDim);
    } else if (absl::ascii_isdigit(static_cast<unsigned char>(text_[pos_]))) {
      const size_t digits = pos_;
      int64_t dim = 0;
      while (pos_ < text_.size() && absl::ascii_isdigit(static_cast<unsigned char>(text_[pos_]))) {
        if (dim > (std::numeric_limits<int64_t>::max() - 9) / 10) {
          return ErrorAt(digits, "tensor dimension is out of range");
        }
        dim = dim * 10 + (text_[pos_++] - '0');
      }
      tensor.dims.push_back(dim);
    } else {
      break;
    }
    if (pos_ >= text_.size() || text_[pos_] != 'x') {
      return ErrorAt(pos_, "expected 'x' after a tensor dimension");
    }
    ++pos_;
  }
  ASSIGN_OR_RETURN(MlirType element, ParseType());
  if (element.kind != MlirType::Kind::kScalar) {
    // Quantized or other element types: the tensor is kept by its spelling.
    while (TryConsume(",")) RETURN_IF_ERROR(ParseAttribute().status());
    RETURN_IF_ERROR(Expect(">"));
    MlirType other;
    other.kind = MlirType::Kind::kOther;
    other.spelling = std::string(text_.substr(start, pos_ - start));
    return other;
  }
  tensor.element_type = element.element_type;
  if (TryConsume(",")) {
    ASSIGN_OR_RETURN(AttributePtr encoding, ParseAttribute());
    const MlirAttribute* bounds = encoding->kind == MlirAttribute::Kind::kStruct
                                      ? encoding->FindField("bounds")
                                      : nullptr;
    if (bounds != nullptr && bounds->kind == MlirAttribute::Kind::kArray) {
      if (bounds->elements.size() != tensor.dims.size()) {
        return Error(absl::StrCat("tensor bounds name ", bounds->elements.size(),
                                  " dimensions for a tensor of rank ", tensor.dims.size()));
      }
      for (const auto& bound : bounds->elements) tensor.bounds.push_back(bound->int_value);
    }
  }
  RETURN_IF_ERROR(Expect(">"));
  return tensor;
}

absl::StatusOr<MlirType> MlirTextParser::ParseFunctionTypeAfterParen() {
  MlirType function;
  function.kind = MlirType::Kind::kFunction;
  if (!TryConsume(")")) {
    ASSIGN_OR_RETURN(function.elements, ParseTypeList());
    RETURN_IF_ERROR(Expect(")"));
  }
  RETURN_IF_ERROR(Expect("->"));
  ASSIGN_OR_RETURN(function.results, ParseResultTypes());
  return function;
}

absl::StatusOr<std::vector<MlirType>> MlirTextParser::ParseResultTypes() {
  if (PeekChar() == '(') {
    // `(a, b)` is a result list unless it is a function type `(a) -> b`.
    const size_t start = pos_;
    ++pos_;
    std::vector<MlirType> types;
    if (!TryConsume(")")) {
      ASSIGN_OR_RETURN(types, ParseTypeList());
      RETURN_IF_ERROR(Expect(")"));
    }
    if (!PeekIs("->")) return types;
    pos_ = start;
  }
  ASSIGN_OR_RETURN(MlirType type, ParseType());
  return std::vector<MlirType>{std::move(type)};
}

absl::StatusOr<std::vector<MlirType>> MlirTextParser::ParseTypeList() {
  std::vector<MlirType> types;
  do {
    ASSIGN_OR_RETURN(MlirType type, ParseType());
    types.push_back(std::move(type));
  } while (TryConsume(","));
  return types;
}

// ---------------------------------------------------------------- attributes

AttributePtr MlirTextParser::MakeEnum(std::string_view dialect_name, std::string_view value) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kEnum);
  attribute->dialect_name = std::string(dialect_name);
  attribute->string_value = std::string(value);
  return attribute;
}

AttributePtr MlirTextParser::MakeInteger(int64_t value, PrimitiveType type) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kInteger);
  attribute->int_value = value;
  attribute->type = ScalarType(type);
  return attribute;
}

AttributePtr MlirTextParser::MakeDenseI64Array(const std::vector<int64_t>& values) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kDenseArray);
  attribute->ints = values;
  attribute->type = ScalarType(S64);
  return attribute;
}

AttributePtr MlirTextParser::MakeDenseBoolArray(const std::vector<int64_t>& values) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kDenseArray);
  for (int64_t value : values) attribute->ints.push_back(value != 0);
  attribute->type = ScalarType(PRED);
  return attribute;
}

AttributePtr MlirTextParser::MakeString(std::string_view value) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kString);
  attribute->string_value = std::string(value);
  return attribute;
}

AttributePtr MlirTextParser::MakeI64List(const std::vector<int64_t>& values) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kArray);
  for (int64_t value : values) attribute->elements.push_back(MakeInteger(value, S64));
  return attribute;
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseAttribute() {
  RETURN_IF_ERROR(EnterNesting());
  NestingGuard guard(*this);
  return ParseAttributeImpl();
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseAttributeImpl() {
  const char c = PeekChar();
  const size_t start = pos_;
  switch (c) {
    case '"': {
      ASSIGN_OR_RETURN(std::string value, ParseStringLiteral());
      if (TryConsume(":")) RETURN_IF_ERROR(ParseType().status());
      return MakeString(value);
    }
    case '[': {
      ++pos_;
      auto array = NewAttribute(MlirAttribute::Kind::kArray);
      if (!TryConsume("]")) {
        do {
          ASSIGN_OR_RETURN(AttributePtr element, ParseAttribute());
          array->elements.push_back(std::move(element));
        } while (TryConsume(","));
        RETURN_IF_ERROR(Expect("]"));
      }
      return array;
    }
    case '{': {
      auto dictionary = NewAttribute(MlirAttribute::Kind::kDictionary);
      RETURN_IF_ERROR(ParseAttributeDictionary(dictionary->fields));
      return dictionary;
    }
    case '@': {
      auto symbol = NewAttribute(MlirAttribute::Kind::kSymbolRef);
      ASSIGN_OR_RETURN(symbol->string_value, ParseSymbolName());
      while (PeekIs("::@")) {
        pos_ += 2;
        ASSIGN_OR_RETURN(std::string nested, ParseSymbolName());
        absl::StrAppend(&symbol->string_value, "::@", nested);
      }
      return symbol;
    }
    case '#':
      return ParseHashAttribute();
    case '(':
    case '!': {
      auto type_attribute = NewAttribute(MlirAttribute::Kind::kType);
      ASSIGN_OR_RETURN(type_attribute->type, ParseType());
      return type_attribute;
    }
    default:
      break;
  }
  if (c == '-' || c == '+' || absl::ascii_isdigit(static_cast<unsigned char>(c))) {
    return ParseNumberAttribute();
  }
  std::string_view id = PeekIdentifier();
  if (id.empty()) return Error("expected an attribute");
  if (id == "true" || id == "false") {
    pos_ += id.size();
    auto flag = NewAttribute(MlirAttribute::Kind::kBool);
    flag->int_value = id == "true";
    return flag;
  }
  if (id == "unit") {
    pos_ += id.size();
    return NewAttribute(MlirAttribute::Kind::kUnit);
  }
  if (id == "dense" || id == "dense_resource") return ParseDenseAttribute();
  if (id == "array") return ParseDenseArrayAttribute();
  if (id == "sparse" || id == "affine_map" || id == "affine_set" || id == "strided" ||
      id == "distinct" || id == "opaque") {
    pos_ += id.size();
    while (pos_ < text_.size() && (text_[pos_] == '<' || text_[pos_] == '[')) {
      RETURN_IF_ERROR(SkipBalanced().status());
    }
    if (PeekIs(":") && id != "affine_map" && id != "distinct") {
      ++pos_;
      RETURN_IF_ERROR(ParseType().status());
    }
    auto opaque = NewAttribute(MlirAttribute::Kind::kOpaque);
    opaque->string_value = std::string(text_.substr(start, pos_ - start));
    return opaque;
  }
  // Anything else spelled like a type is a type attribute (tensor<...>, f32, tf32).
  auto type_attribute = NewAttribute(MlirAttribute::Kind::kType);
  ASSIGN_OR_RETURN(type_attribute->type, ParseType());
  return type_attribute;
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseNumberAttribute() {
  SkipTrivia();
  const size_t start = pos_;
  size_t end = pos_;
  if (end < text_.size() && (text_[end] == '-' || text_[end] == '+')) ++end;
  while (end < text_.size() && IsNumberChar(text_[end])) {
    // A sign only follows an exponent.
    if ((text_[end] == '-' || text_[end] == '+') &&
        !(text_[end - 1] == 'e' || text_[end - 1] == 'E')) {
      break;
    }
    ++end;
  }
  const std::string token(text_.substr(start, end - start));
  const bool hex = token.find("0x") != std::string::npos || token.find("0X") != std::string::npos;
  const bool is_float = !hex && token.find_first_of(".eE") != std::string::npos;
  pos_ = end;
  // Untyped literals: i64 and f64, as MLIR reads them.
  MlirType type = ScalarType(is_float ? F64 : S64);
  if (TryConsume(":")) {
    ASSIGN_OR_RETURN(type, ParseType());
  }
  const bool float_type = type.kind == MlirType::Kind::kScalar &&
                          primitive_util::IsFloatingPointType(type.element_type);
  if (is_float || float_type) {
    if (!float_type) return ErrorAt(start, "a floating-point attribute needs a float type");
    // One element through the dense-literal rules: hex bit patterns and rounding alike.
    absl::StatusOr<Literal> value =
        DenseLiteralFromText(type.element_type, {}, {DenseElementText{token, "", false}});
    if (!value.ok()) return ErrorAt(start, std::string(value.status().message()));
    auto attribute = NewAttribute(MlirAttribute::Kind::kFloat);
    attribute->float_value = *value->GetAsDouble({});
    attribute->type = type;
    return attribute;
  }
  // Re-read the token as an integer (ui64 values above INT64_MAX wrap: the
  // bits are what matter).
  const size_t after_type = pos_;
  pos_ = start;
  absl::StatusOr<int64_t> value = ParseInteger("an integer attribute");
  if (!value.ok()) return value.status();
  if (pos_ != end) return ErrorAt(start, absl::StrCat("'", token, "' is not a number"));
  pos_ = after_type;
  auto attribute = NewAttribute(MlirAttribute::Kind::kInteger);
  attribute->int_value = *value;
  attribute->type = type;
  if (type.kind == MlirType::Kind::kScalar && type.element_type == PRED) {
    attribute->kind = MlirAttribute::Kind::kBool;
  }
  return attribute;
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseDenseAttribute() {
  const size_t start = pos_;
  ASSIGN_OR_RETURN(std::string keyword, ParseIdentifier("dense"));
  RETURN_IF_ERROR(Expect("<"));
  auto attribute = NewAttribute(MlirAttribute::Kind::kDenseElements);
  if (keyword == "dense_resource") {
    SkipTrivia();
    size_t end = pos_;
    while (end < text_.size() && text_[end] != '>' &&
           !absl::ascii_isspace(static_cast<unsigned char>(text_[end]))) {
      ++end;
    }
    std::string name(text_.substr(pos_, end - pos_));
    pos_ = end;
    RETURN_IF_ERROR(Expect(">"));
    RETURN_IF_ERROR(Expect(":"));
    ASSIGN_OR_RETURN(attribute->type, ParseType());
    if (attribute->type.kind != MlirType::Kind::kTensor) {
      return ErrorAt(start, "dense_resource needs a ranked tensor type");
    }
    pending_resources_.push_back({attribute, name, start});
    return attribute;
  }
  // The body: "0x..." hex, a scalar (splat) or nested lists of elements.
  std::vector<DenseElementText> elements;
  std::string hex;
  bool is_hex = false;
  bool is_string = false;
  // The nested lists' shape: the length of the lists at each depth (all
  // lists at one depth must agree), checked against the type below.
  bool is_list = false;
  bool ragged = false;
  std::vector<int64_t> list_sizes;   // by depth
  std::vector<int64_t> open_counts;  // elements so far of each open list
  auto parse_element = [&]() -> absl::Status {
    DenseElementText element;
    auto scalar = [&](std::string* out) -> absl::Status {
      SkipTrivia();
      size_t end = pos_;
      while (end < text_.size() && IsNumberChar(text_[end])) {
        if ((text_[end] == '-' || text_[end] == '+') && end > pos_ &&
            !(text_[end - 1] == 'e' || text_[end - 1] == 'E')) {
          break;
        }
        ++end;
      }
      if (end == pos_) return Error("expected a dense element");
      *out = std::string(text_.substr(pos_, end - pos_));
      pos_ = end;
      return absl::OkStatus();
    };
    if (TryConsume("(")) {
      element.is_complex = true;
      RETURN_IF_ERROR(scalar(&element.real));
      RETURN_IF_ERROR(Expect(","));
      RETURN_IF_ERROR(scalar(&element.imag));
      RETURN_IF_ERROR(Expect(")"));
    } else {
      RETURN_IF_ERROR(scalar(&element.real));
    }
    elements.push_back(std::move(element));
    if (!open_counts.empty()) ++open_counts.back();
    return absl::OkStatus();
  };
  // Iterative walk of the nested lists (no recursion on the text's depth).
  if (PeekChar() == '"') {
    ASSIGN_OR_RETURN(std::string body, ParseStringLiteral());
    if (body.size() >= 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) {
      is_hex = true;
      hex = body.substr(2);
    } else {
      is_string = true;
    }
  } else if (PeekChar() == '>') {
    // dense<> : tensor<0x...>
  } else if (PeekChar() != '[') {
    RETURN_IF_ERROR(parse_element());
  } else {
    is_list = true;
    while (true) {
      if (TryConsume("[")) {
        if (!open_counts.empty()) ++open_counts.back();
        open_counts.push_back(0);
        if (open_counts.size() > static_cast<size_t>(kMaxMlirNestingDepth)) {
          return Error("dense elements nested too deeply");
        }
        if (!PeekIs("]")) continue;
      } else {
        RETURN_IF_ERROR(parse_element());
      }
      // Close finished lists; a comma starts the next element or list.
      bool more = false;
      while (!open_counts.empty()) {
        if (TryConsume(",")) {
          more = true;
          break;
        }
        RETURN_IF_ERROR(Expect("]"));
        const size_t depth = open_counts.size() - 1;
        if (list_sizes.size() <= depth) list_sizes.resize(depth + 1, -1);
        if (list_sizes[depth] < 0) list_sizes[depth] = open_counts.back();
        if (list_sizes[depth] != open_counts.back()) ragged = true;
        open_counts.pop_back();
      }
      if (!more) break;
    }
  }
  RETURN_IF_ERROR(Expect(">"));
  RETURN_IF_ERROR(Expect(":"));
  const size_t type_position = pos_;
  ASSIGN_OR_RETURN(attribute->type, ParseType());
  if (is_string || attribute->type.kind != MlirType::Kind::kTensor) {
    // String tensors, vectors and other containers are kept by spelling.
    attribute->kind = MlirAttribute::Kind::kOpaque;
    attribute->string_value = std::string(text_.substr(start, pos_ - start));
    return attribute;
  }
  absl::StatusOr<Literal> literal =
      is_hex ? DenseLiteralFromHex(attribute->type.element_type, attribute->type.dims, hex)
             : DenseLiteralFromText(attribute->type.element_type, attribute->type.dims,
                                    elements);
  if (!literal.ok()) return ErrorAt(type_position, std::string(literal.status().message()));
  // A list form must have the type's shape (a bare scalar is a splat).
  if (is_list && (ragged || list_sizes != attribute->type.dims) &&
      !(elements.size() == 1 && attribute->type.dims.empty())) {
    return ErrorAt(type_position, absl::StrCat("dense element lists do not have the shape of ",
                                               ToString(attribute->type)));
  }
  attribute->literal = std::make_shared<const Literal>(*std::move(literal));
  return attribute;
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseDenseArrayAttribute() {
  const size_t start = pos_;
  RETURN_IF_ERROR(ExpectKeyword("array"));
  RETURN_IF_ERROR(Expect("<"));
  ASSIGN_OR_RETURN(MlirType element, ParseType());
  if (element.kind != MlirType::Kind::kScalar ||
      !(primitive_util::IsIntegralType(element.element_type) || element.element_type == PRED)) {
    // Float arrays: kept by spelling.
    while (!PeekIs(">") && !AtEnd()) ++pos_;
    RETURN_IF_ERROR(Expect(">"));
    auto opaque = NewAttribute(MlirAttribute::Kind::kOpaque);
    opaque->string_value = std::string(text_.substr(start, pos_ - start));
    return opaque;
  }
  auto attribute = NewAttribute(MlirAttribute::Kind::kDenseArray);
  attribute->type = element;
  if (TryConsume(":")) {
    do {
      if (element.element_type == PRED) {
        ASSIGN_OR_RETURN(bool flag, ParseBool("an i1 array element"));
        attribute->ints.push_back(flag);
      } else {
        ASSIGN_OR_RETURN(int64_t value, ParseInteger("an array element"));
        attribute->ints.push_back(value);
      }
    } while (TryConsume(","));
  }
  RETURN_IF_ERROR(Expect(">"));
  return attribute;
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseHashAttribute() {
  const size_t start = pos_;
  ++pos_;  // '#'
  size_t end = pos_;
  while (end < text_.size() && IsIdentifierChar(text_[end])) ++end;
  const std::string name(text_.substr(pos_, end - pos_));
  pos_ = end;
  if (name.empty()) return ErrorAt(start, "expected an attribute name after '#'");
  auto opaque_from_start = [&]() -> absl::StatusOr<AttributePtr> {
    pos_ = start + 1 + name.size();
    if (pos_ < text_.size() && text_[pos_] == '<') RETURN_IF_ERROR(SkipBalanced().status());
    auto opaque = NewAttribute(MlirAttribute::Kind::kOpaque);
    opaque->string_value = std::string(text_.substr(start, pos_ - start));
    return opaque;
  };
  if (pos_ >= text_.size() || text_[pos_] != '<') {
    if (auto alias = attribute_aliases_.find(name); alias != attribute_aliases_.end()) {
      return alias->second;
    }
    return opaque_from_start();
  }
  const bool known_dialect = name.starts_with("stablehlo") || name.starts_with("chlo") ||
                             name.starts_with("mhlo") || name.starts_with("vhlo");
  if (!known_dialect) return opaque_from_start();
  ++pos_;  // '<'
  absl::StatusOr<AttributePtr> parsed;
  if (name.find('.') == std::string::npos) {
    // #stablehlo<comparison_direction GT>
    std::string_view mnemonic = PeekIdentifier();
    pos_ += mnemonic.size();
    std::string_view value = PeekIdentifier();
    pos_ += value.size();
    if (mnemonic.empty() || value.empty() || !TryConsume(">")) return opaque_from_start();
    return MakeEnum(absl::StrCat(name, ".", Absl(mnemonic)), value);
  }
  if (name == "stablehlo.conv" || name == "mhlo.conv") {
    parsed = ParseConvDimensionsBody(true);
  } else if (name == "stablehlo.bounds") {
    // #stablehlo.bounds<4, ?>
    auto bounds = NewAttribute(MlirAttribute::Kind::kStruct);
    bounds->dialect_name = name;
    auto list = NewAttribute(MlirAttribute::Kind::kArray);
    absl::Status status = absl::OkStatus();
    if (!PeekIs(">")) {
      do {
        if (TryConsume("?")) {
          list->elements.push_back(MakeInteger(MlirType::kDynamicDim, S64));
          continue;
        }
        absl::StatusOr<int64_t> bound = ParseInteger("a bound");
        if (!bound.ok()) {
          status = bound.status();
          break;
        }
        list->elements.push_back(MakeInteger(*bound, S64));
      } while (TryConsume(","));
    }
    if (status.ok()) status = Expect(">");
    if (!status.ok()) return status;
    bounds->fields.push_back({"bounds", list});
    return bounds;
  } else {
    parsed = ParseStructBody(name);
  }
  if (!parsed.ok()) return opaque_from_start();
  return parsed;
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseStructBody(std::string dialect_name) {
  // `#d.name<VALUE>` is an enum; else `field = value, ...` up to '>'.
  std::string_view first = PeekIdentifier();
  if (!first.empty()) {
    const size_t saved = pos_;
    pos_ += first.size();
    if (TryConsume(">")) return MakeEnum(dialect_name, first);
    pos_ = saved;
  }
  auto attribute = NewAttribute(MlirAttribute::Kind::kStruct);
  attribute->dialect_name = std::move(dialect_name);
  if (TryConsume(">")) return attribute;
  do {
    ASSIGN_OR_RETURN(std::string field, ParseIdentifier("a field name"));
    RETURN_IF_ERROR(Expect("="));
    AttributePtr value;
    if (PeekChar() == '[') {
      // Integer lists (dimension numbers, bounds with `?`) as kArray of i64.
      const size_t saved = pos_;
      ++pos_;
      auto list = NewAttribute(MlirAttribute::Kind::kArray);
      bool ints = true;
      if (!TryConsume("]")) {
        do {
          if (TryConsume("?")) {
            list->elements.push_back(MakeInteger(MlirType::kDynamicDim, S64));
            continue;
          }
          const char c = PeekChar();
          if (!(c == '-' || absl::ascii_isdigit(static_cast<unsigned char>(c)))) {
            ints = false;
            break;
          }
          ASSIGN_OR_RETURN(int64_t element, ParseInteger("a list element"));
          list->elements.push_back(MakeInteger(element, S64));
        } while (TryConsume(","));
        if (ints) RETURN_IF_ERROR(Expect("]"));
      }
      if (ints) {
        value = list;
      } else {
        pos_ = saved;
        ASSIGN_OR_RETURN(value, ParseAttribute());
      }
    } else if (PeekChar() == '-' || absl::ascii_isdigit(static_cast<unsigned char>(PeekChar()))) {
      ASSIGN_OR_RETURN(value, ParseNumberAttribute());
    } else {
      ASSIGN_OR_RETURN(value, ParseAttribute());
    }
    attribute->fields.push_back({std::move(field), std::move(value)});
  } while (TryConsume(","));
  RETURN_IF_ERROR(Expect(">"));
  // Struct printers leave out empty lists and zero tolerances, generic or
  // not, but not always: drop them so that equal attributes read alike
  // (absent means empty or zero). Convolution numbers keep every field.
  if (attribute->dialect_name != "stablehlo.conv") {
    const bool accuracy = attribute->dialect_name == "stablehlo.result_accuracy";
    std::erase_if(attribute->fields, [&](const NamedAttribute& field) {
      const MlirAttribute& value = *field.value;
      if (value.kind == MlirAttribute::Kind::kArray && value.elements.empty()) return true;
      return accuracy && ((value.kind == MlirAttribute::Kind::kFloat && value.float_value == 0) ||
                          (value.kind == MlirAttribute::Kind::kInteger && value.int_value == 0));
    });
  }
  return attribute;
}

absl::StatusOr<AttributePtr> MlirTextParser::ParseConvDimensionsBody(bool closing_angle) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kStruct);
  attribute->dialect_name = "stablehlo.conv";
  if (TryKeyword("raw")) {
    ASSIGN_OR_RETURN(AttributePtr raw, ParseStructBody("stablehlo.conv"));
    if (raw->kind != MlirAttribute::Kind::kStruct) return Error("expected conv fields");
    return raw;
  }
  // [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
  struct Part {
    const char* batch_letter;
    const char* feature_letter;
    const char* batch_field;
    const char* feature_field;
    const char* spatial_field;
  };
  static constexpr Part kParts[] = {
      {"b", "f", "input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions"},
      {"i", "o", "kernel_input_feature_dimension", "kernel_output_feature_dimension",
       "kernel_spatial_dimensions"},
      {"b", "f", "output_batch_dimension", "output_feature_dimension",
       "output_spatial_dimensions"},
  };
  for (int part = 0; part < 3; ++part) {
    if (part == 1) RETURN_IF_ERROR(Expect("x"));
    if (part == 2) RETURN_IF_ERROR(Expect("->"));
    RETURN_IF_ERROR(Expect("["));
    int64_t batch = -1, feature = -1;
    std::vector<int64_t> spatial;
    std::vector<std::pair<int64_t, int64_t>> spatial_positions;  // (spatial index, position)
    int64_t position = 0;
    do {
      const char c = PeekChar();
      if (absl::ascii_isdigit(static_cast<unsigned char>(c))) {
        ASSIGN_OR_RETURN(int64_t index, ParseInteger("a spatial dimension"));
        if (index > 1000000) return Error("spatial dimension index too large");
        spatial_positions.push_back({index, position});
      } else {
        ASSIGN_OR_RETURN(std::string letter, ParseIdentifier("a dimension letter"));
        if (letter == kParts[part].batch_letter && batch < 0) {
          batch = position;
        } else if (letter == kParts[part].feature_letter && feature < 0) {
          feature = position;
        } else {
          return Error(absl::StrCat("unexpected convolution dimension '", letter, "'"));
        }
      }
      ++position;
    } while (TryConsume(","));
    RETURN_IF_ERROR(Expect("]"));
    if (batch < 0 || feature < 0) return Error("convolution dimensions lack a batch or feature");
    spatial.assign(spatial_positions.size(), -1);
    for (const auto& [index, at] : spatial_positions) {
      if (index < 0 || index >= static_cast<int64_t>(spatial.size()) || spatial[index] >= 0) {
        return Error("convolution spatial dimensions must be 0..n-1, each once");
      }
      spatial[index] = at;
    }
    attribute->fields.push_back({kParts[part].batch_field, MakeInteger(batch, S64)});
    attribute->fields.push_back({kParts[part].feature_field, MakeInteger(feature, S64)});
    attribute->fields.push_back({kParts[part].spatial_field, MakeI64List(spatial)});
  }
  if (closing_angle) RETURN_IF_ERROR(Expect(">"));
  return attribute;
}

absl::Status MlirTextParser::ParseAttributeDictionary(std::vector<NamedAttribute>& attributes) {
  RETURN_IF_ERROR(EnterNesting());
  NestingGuard guard(*this);
  RETURN_IF_ERROR(Expect("{"));
  std::vector<NamedAttribute> read;
  if (!TryConsume("}")) {
    do {
      std::string name;
      if (PeekChar() == '"') {
        ASSIGN_OR_RETURN(name, ParseStringLiteral());
      } else {
        ASSIGN_OR_RETURN(name, ParseIdentifier("an attribute name"));
      }
      AttributePtr value;
      if (TryConsume("=")) {
        ASSIGN_OR_RETURN(value, ParseAttribute());
      } else {
        value = NewAttribute(MlirAttribute::Kind::kUnit);
      }
      read.push_back({std::move(name), std::move(value)});
    } while (TryConsume(","));
    RETURN_IF_ERROR(Expect("}"));
  }
  SortAttributes(read);
  for (auto& attribute : read) attributes.push_back(std::move(attribute));
  return absl::OkStatus();
}

absl::Status MlirTextParser::ParseOptionalAttributeDictionary(
    std::vector<NamedAttribute>& attributes) {
  if (PeekChar() != '{') return absl::OkStatus();
  return ParseAttributeDictionary(attributes);
}

absl::Status MlirTextParser::ParseOptionalAttributeDictionaryWithKeyword(
    std::vector<NamedAttribute>& attributes) {
  if (!TryKeyword("attributes")) return absl::OkStatus();
  return ParseAttributeDictionary(attributes);
}

}  // namespace xla::stablehlo
