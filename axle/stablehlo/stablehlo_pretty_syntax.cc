#include "axle/stablehlo/stablehlo_pretty_syntax.h"

#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"
#include "axle/stablehlo/mlir_text_parser_impl.h"

namespace xla::stablehlo {
namespace {

// How the types after the final `:` give the result types. Every form also
// takes a single function type `(operands) -> results` and `types -> results`.
enum class TypeTail {
  kLast,    // SameOperandsAndResultType and kin: every result has the last type
  kList,    // the list is the result types (type(results), PairwiseOpType)
  kReturn,  // terminators: optional `: operand types`, no results
};

// One op's custom format, as steps (space-separated):
//   %          one operand            %*    operands separated by commas
//   %,*        operands each followed by a comma (VariadicOperandWithAttribute)
//   'x'        punctuation or keyword x
//   KIND:NAME  attribute NAME: i64, i32 (integers), dims (array<i64: ...> from
//              [..]), bool, str, attr (any attribute)
//   enum:NAME:MNEMONIC   a bare word as #stablehlo<MNEMONIC WORD>
//   ? ... end  optional group, entered when its first step (a literal) matches
//   custom directives: slice dot_dims precision precision_algo conv_dims
//              window exp_mant target callee regions
// An optional attribute dictionary and `:` types follow the steps.
struct PrettyFormat {
  std::string_view name;
  std::string_view steps;
  TypeTail tail;
};

constexpr TypeTail kLast = TypeTail::kLast;
constexpr TypeTail kList = TypeTail::kList;
constexpr TypeTail kReturn = TypeTail::kReturn;

constexpr PrettyFormat kFormats[] = {
    // Element-wise: `%0 = stablehlo.add %a, %b : tensor<4xf32>`.
    {"stablehlo.abs", "%*", kLast},
    {"stablehlo.cbrt", "%*", kLast},
    {"stablehlo.ceil", "%*", kLast},
    {"stablehlo.convert", "%*", kLast},
    {"stablehlo.count_leading_zeros", "%*", kLast},
    {"stablehlo.cosine", "%*", kLast},
    {"stablehlo.exponential", "%*", kLast},
    {"stablehlo.exponential_minus_one", "%*", kLast},
    {"stablehlo.floor", "%*", kLast},
    {"stablehlo.imag", "%*", kLast},
    {"stablehlo.is_finite", "%*", kLast},
    {"stablehlo.log", "%*", kLast},
    {"stablehlo.log_plus_one", "%*", kLast},
    {"stablehlo.logistic", "%*", kLast},
    {"stablehlo.not", "%*", kLast},
    {"stablehlo.negate", "%*", kLast},
    {"stablehlo.popcnt", "%*", kLast},
    {"stablehlo.real", "%*", kLast},
    {"stablehlo.round_nearest_afz", "%*", kLast},
    {"stablehlo.round_nearest_even", "%*", kLast},
    {"stablehlo.rsqrt", "%*", kLast},
    {"stablehlo.sign", "%*", kLast},
    {"stablehlo.sine", "%*", kLast},
    {"stablehlo.sqrt", "%*", kLast},
    {"stablehlo.tan", "%*", kLast},
    {"stablehlo.tanh", "%*", kLast},
    {"stablehlo.uniform_quantize", "%*", kLast},
    {"stablehlo.uniform_dequantize", "%*", kLast},
    {"stablehlo.add", "%*", kLast},
    {"stablehlo.atan2", "%*", kLast},
    {"stablehlo.complex", "%*", kLast},
    {"stablehlo.divide", "%*", kLast},
    {"stablehlo.maximum", "%*", kLast},
    {"stablehlo.minimum", "%*", kLast},
    {"stablehlo.multiply", "%*", kLast},
    {"stablehlo.power", "%*", kLast},
    {"stablehlo.remainder", "%*", kLast},
    {"stablehlo.shift_left", "%*", kLast},
    {"stablehlo.shift_right_arithmetic", "%*", kLast},
    {"stablehlo.shift_right_logical", "%*", kLast},
    {"stablehlo.subtract", "%*", kLast},
    {"stablehlo.and", "%*", kLast},
    {"stablehlo.or", "%*", kLast},
    {"stablehlo.xor", "%*", kLast},
    {"stablehlo.select", "%*", kLast},
    {"stablehlo.clamp", "%*", kLast},
    {"stablehlo.tuple", "%*", kLast},
    {"stablehlo.after_all", "%*", kLast},
    // Operands and a function type.
    {"stablehlo.reshape", "%*", kList},
    {"stablehlo.dynamic_reshape", "%*", kList},
    {"stablehlo.bitcast_convert", "%*", kList},
    {"stablehlo.dynamic_update_slice", "%*", kList},
    {"stablehlo.dynamic_pad", "%*", kList},
    {"stablehlo.real_dynamic_slice", "%*", kList},
    // Ops with attributes in their syntax.
    {"stablehlo.iota", "'dim' '=' i64:iota_dimension", kList},
    {"stablehlo.dynamic_iota", "% ',' 'dim' '=' i64:iota_dimension", kList},
    {"stablehlo.create_token", "", kList},
    {"stablehlo.replica_id", "", kList},
    {"stablehlo.partition_id", "", kList},
    {"stablehlo.get_tuple_element", "% '[' i32:index ']'", kList},
    {"stablehlo.compare",
     "enum:comparison_direction:comparison_direction ',' % ',' % "
     "? ',' enum:compare_type:comparison_type end",
     kList},
    {"stablehlo.slice", "% slice", kList},
    {"stablehlo.dynamic_slice", "% ',' %,* 'sizes' '=' dims:slice_sizes", kList},
    {"stablehlo.broadcast", "% ',' 'sizes' '=' dims:broadcast_sizes", kList},
    {"stablehlo.broadcast_in_dim", "% ',' 'dims' '=' dims:broadcast_dimensions", kList},
    {"stablehlo.dynamic_broadcast_in_dim", "% ',' % ',' 'dims' '=' dims:broadcast_dimensions",
     kList},
    {"stablehlo.cholesky", "% ? ',' 'lower' '=' bool:lower end", kLast},
    {"stablehlo.concatenate", "%,* 'dim' '=' i64:dimension", kList},
    {"stablehlo.composite", "str:name %* regions", kList},
    {"stablehlo.convolution",
     "'(' %* ')' 'dim_numbers' '=' conv_dims ',' 'window' '=' '{' window '}'", kList},
    {"stablehlo.custom_call", "target '(' %* ')'", kList},
    {"stablehlo.dot", "% ',' % precision", kList},
    {"stablehlo.dot_general", "% ',' % ',' dot_dims precision_algo", kList},
    {"stablehlo.einsum", "% ',' % ',' 'config' '=' str:einsum_config", kList},
    {"stablehlo.unary_einsum", "% ',' 'config' '=' str:einsum_config", kList},
    {"stablehlo.fft", "% ',' 'type' '=' enum:fft_type:fft_type ',' 'length' '=' dims:fft_length",
     kList},
    {"stablehlo.get_dimension_size", "% ',' 'dim' '=' i64:dimension", kList},
    {"stablehlo.set_dimension_size", "% ',' % ',' 'dim' '=' i64:dimension", kList},
    {"stablehlo.reverse", "% ',' 'dims' '=' dims:dimensions", kLast},
    {"stablehlo.pad",
     "% ',' % ',' 'low' '=' dims:edge_padding_low ',' 'high' '=' dims:edge_padding_high ',' "
     "'interior' '=' dims:interior_padding",
     kList},
    {"stablehlo.transpose", "% ',' 'dims' '=' dims:permutation", kList},
    {"stablehlo.rng", "% ',' % ',' % ',' 'distribution' '=' enum:rng_distribution:rng_distribution",
     kList},
    {"stablehlo.rng_bit_generator", "% ',' 'algorithm' '=' enum:rng_algorithm:rng_algorithm",
     kList},
    {"stablehlo.reduce_precision", "% ',' 'format' '=' exp_mant", kLast},
    {"stablehlo.return", "%*", kReturn},
    {"func.return", "%*", kReturn},
    {"sdy.return", "%*", kReturn},
    {"func.call", "callee '(' %* ')'", kList},
    {"chlo.top_k", "'(' % ',' 'k' '=' i64:k ? ',' 'is_stable' '=' bool:is_stable end ')'", kList},
};

const PrettyFormat* FindFormat(std::string_view name) {
  for (const PrettyFormat& format : kFormats) {
    if (format.name == name) return &format;
  }
  return nullptr;
}

MlirType ScalarTensor(PrimitiveType element_type) {
  MlirType type;
  type.kind = MlirType::Kind::kTensor;
  type.element_type = element_type;
  return type;
}

using mlir_text::NewAttribute;

class FormatInterpreter {
 public:
  FormatInterpreter(MlirTextParser& parser, MlirOperation& op) : p_(parser), op_(op) {}

  absl::Status Run(std::string_view steps_text) {
    std::vector<std::string_view> steps;
    for (size_t start = 0; start < steps_text.size();) {
      size_t end = steps_text.find(' ', start);
      if (end == std::string_view::npos) end = steps_text.size();
      if (end > start) steps.push_back(steps_text.substr(start, end - start));
      start = end + 1;
    }
    for (size_t i = 0; i < steps.size(); ++i) {
      std::string_view step = steps[i];
      if (step == "?") {
        // Enter when the group's first literal comes next, else skip to `end`.
        const std::string_view first = steps[i + 1];
        const bool present = TryLiteral(first);
        ++i;
        if (!present) {
          while (i < steps.size() && steps[i] != "end") ++i;
        }
        continue;
      }
      if (step == "end") continue;
      RETURN_IF_ERROR(RunStep(step));
    }
    return absl::OkStatus();
  }

 private:
  static std::string_view Unquote(std::string_view literal) {
    return literal.substr(1, literal.size() - 2);
  }

  bool TryLiteral(std::string_view literal) {
    std::string_view text = Unquote(literal);
    if (absl::ascii_isalpha(static_cast<unsigned char>(text[0]))) return p_.TryKeyword(text);
    return p_.TryConsume(text);
  }

  void Add(std::string_view name, AttributePtr value) {
    op_.attributes.push_back({std::string(name), std::move(value)});
  }

  absl::Status RunStep(std::string_view step) {
    if (step.front() == '\'') {
      std::string_view text = Unquote(step);
      if (absl::ascii_isalpha(static_cast<unsigned char>(text[0]))) return p_.ExpectKeyword(text);
      return p_.Expect(text);
    }
    if (step == "%") {
      ASSIGN_OR_RETURN(MlirValue * operand, p_.ParseOperand());
      op_.operands.push_back(operand);
      return absl::OkStatus();
    }
    if (step == "%*") return p_.ParseOperandList(op_.operands);
    if (step == "%,*") {
      while (p_.PeekOperand()) {
        ASSIGN_OR_RETURN(MlirValue * operand, p_.ParseOperand());
        op_.operands.push_back(operand);
        RETURN_IF_ERROR(p_.Expect(","));
      }
      return absl::OkStatus();
    }
    const size_t colon = step.find(':');
    if (colon != std::string_view::npos) {
      const std::string_view kind = step.substr(0, colon);
      std::string_view name = step.substr(colon + 1);
      if (kind == "i64" || kind == "i32") {
        ASSIGN_OR_RETURN(int64_t value, p_.ParseInteger(name));
        Add(name, MlirTextParser::MakeInteger(value, kind == "i64" ? S64 : S32));
      } else if (kind == "dims") {
        ASSIGN_OR_RETURN(std::vector<int64_t> values, p_.ParseIntegerList(name));
        Add(name, MlirTextParser::MakeDenseI64Array(values));
      } else if (kind == "bool") {
        ASSIGN_OR_RETURN(bool value, p_.ParseBool(name));
        auto flag = NewAttribute(MlirAttribute::Kind::kBool);
        flag->int_value = value;
        Add(name, flag);
      } else if (kind == "str") {
        ASSIGN_OR_RETURN(std::string value, p_.ParseStringLiteral());
        Add(name, MlirTextParser::MakeString(value));
      } else if (kind == "attr") {
        ASSIGN_OR_RETURN(AttributePtr value, p_.ParseAttribute());
        Add(name, value);
      } else if (kind == "enum") {
        const size_t second = name.find(':');
        const std::string_view mnemonic = name.substr(second + 1);
        name = name.substr(0, second);
        ASSIGN_OR_RETURN(std::string word, p_.ParseIdentifier(absl::StrCat(Absl(mnemonic))));
        Add(name, MlirTextParser::MakeEnum(absl::StrCat("stablehlo.", Absl(mnemonic)), word));
      } else {
        return Internal("unknown format step ", Absl(step));
      }
      return absl::OkStatus();
    }
    if (step == "slice") return Slice();
    if (step == "dot_dims") return DotDimensions();
    if (step == "precision") return p_.TryConsume(",") ? Precision() : absl::OkStatus();
    if (step == "precision_algo") return PrecisionAndAlgorithm();
    if (step == "conv_dims") {
      ASSIGN_OR_RETURN(AttributePtr dims, p_.ParseConvDimensionsBody(false));
      Add("dimension_numbers", dims);
      return absl::OkStatus();
    }
    if (step == "window") return Window();
    if (step == "exp_mant") return ExponentMantissa();
    if (step == "target" || step == "callee") {
      ASSIGN_OR_RETURN(std::string symbol, p_.ParseSymbolName());
      if (step == "target") {
        Add("call_target_name", MlirTextParser::MakeString(symbol));
      } else {
        auto callee = NewAttribute(MlirAttribute::Kind::kSymbolRef);
        callee->string_value = symbol;
        Add("callee", callee);
      }
      return absl::OkStatus();
    }
    if (step == "regions") {
      if (!p_.TryConsume("(")) return absl::OkStatus();
      do {
        ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> region, p_.ParseRegion({}, false));
        op_.regions.push_back(std::move(region));
      } while (p_.TryConsume(","));
      return p_.Expect(")");
    }
    return Internal("unknown format step ", Absl(step));
  }

  // [0:2, 1:3:2]
  absl::Status Slice() {
    std::vector<int64_t> start, limit, stride;
    RETURN_IF_ERROR(p_.Expect("["));
    if (!p_.TryConsume("]")) {
      do {
        ASSIGN_OR_RETURN(int64_t first, p_.ParseInteger("a slice start"));
        RETURN_IF_ERROR(p_.Expect(":"));
        ASSIGN_OR_RETURN(int64_t last, p_.ParseInteger("a slice limit"));
        int64_t step = 1;
        if (p_.TryConsume(":")) {
          ASSIGN_OR_RETURN(step, p_.ParseInteger("a slice stride"));
        }
        start.push_back(first);
        limit.push_back(last);
        stride.push_back(step);
      } while (p_.TryConsume(","));
      RETURN_IF_ERROR(p_.Expect("]"));
    }
    Add("start_indices", MlirTextParser::MakeDenseI64Array(start));
    Add("limit_indices", MlirTextParser::MakeDenseI64Array(limit));
    Add("strides", MlirTextParser::MakeDenseI64Array(stride));
    return absl::OkStatus();
  }

  // [batching_dims = [0] x [0], ]contracting_dims = [2] x [1]
  absl::Status DotDimensions() {
    std::vector<int64_t> lhs_batching, rhs_batching;
    if (p_.TryKeyword("batching_dims")) {
      RETURN_IF_ERROR(p_.Expect("="));
      ASSIGN_OR_RETURN(lhs_batching, p_.ParseIntegerList("lhs batching dimensions"));
      RETURN_IF_ERROR(p_.ExpectKeyword("x"));
      ASSIGN_OR_RETURN(rhs_batching, p_.ParseIntegerList("rhs batching dimensions"));
      RETURN_IF_ERROR(p_.Expect(","));
    }
    RETURN_IF_ERROR(p_.ExpectKeyword("contracting_dims"));
    RETURN_IF_ERROR(p_.Expect("="));
    ASSIGN_OR_RETURN(std::vector<int64_t> lhs_contracting,
                     p_.ParseIntegerList("lhs contracting dimensions"));
    RETURN_IF_ERROR(p_.ExpectKeyword("x"));
    ASSIGN_OR_RETURN(std::vector<int64_t> rhs_contracting,
                     p_.ParseIntegerList("rhs contracting dimensions"));
    // The generic printer leaves empty lists out.
    auto dot = NewAttribute(MlirAttribute::Kind::kStruct);
    dot->dialect_name = "stablehlo.dot";
    auto add_field = [&](const char* name, const std::vector<int64_t>& values) {
      if (!values.empty()) dot->fields.push_back({name, MlirTextParser::MakeI64List(values)});
    };
    add_field("lhs_batching_dimensions", lhs_batching);
    add_field("rhs_batching_dimensions", rhs_batching);
    add_field("lhs_contracting_dimensions", lhs_contracting);
    add_field("rhs_contracting_dimensions", rhs_contracting);
    Add("dot_dimension_numbers", dot);
    return absl::OkStatus();
  }

  // precision = [DEFAULT, HIGHEST] (after the comma)
  absl::Status Precision() {
    RETURN_IF_ERROR(p_.ExpectKeyword("precision"));
    RETURN_IF_ERROR(p_.Expect("="));
    RETURN_IF_ERROR(p_.Expect("["));
    auto list = NewAttribute(MlirAttribute::Kind::kArray);
    if (!p_.TryConsume("]")) {
      do {
        ASSIGN_OR_RETURN(std::string word, p_.ParseIdentifier("a precision"));
        list->elements.push_back(MlirTextParser::MakeEnum("stablehlo.precision", word));
      } while (p_.TryConsume(","));
      RETURN_IF_ERROR(p_.Expect("]"));
    }
    Add("precision_config", list);
    return absl::OkStatus();
  }

  absl::Status Algorithm() {
    RETURN_IF_ERROR(p_.Expect("="));
    RETURN_IF_ERROR(p_.Expect("<"));
    ASSIGN_OR_RETURN(AttributePtr algorithm, p_.ParseStructBody("stablehlo.dot_algorithm"));
    Add("algorithm", algorithm);
    return absl::OkStatus();
  }

  // [, precision = [...]][, algorithm = <...>]
  absl::Status PrecisionAndAlgorithm() {
    if (!p_.TryConsume(",")) return absl::OkStatus();
    if (p_.TryKeyword("algorithm")) return Algorithm();
    RETURN_IF_ERROR(Precision());
    if (!p_.TryConsume(",")) return absl::OkStatus();
    RETURN_IF_ERROR(p_.ExpectKeyword("algorithm"));
    return Algorithm();
  }

  // stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [..], rhs_dilate = [..], reverse = [..]
  absl::Status Window() {
    while (true) {
      std::string_view key = p_.PeekIdentifier();
      if (key != "stride" && key != "pad" && key != "lhs_dilate" && key != "rhs_dilate" &&
          key != "reverse") {
        break;
      }
      const std::string name(key);
      RETURN_IF_ERROR(p_.ExpectKeyword(name));
      RETURN_IF_ERROR(p_.Expect("="));
      if (name == "pad") {
        std::vector<int64_t> values;
        RETURN_IF_ERROR(p_.Expect("["));
        if (!p_.TryConsume("]")) {
          do {
            ASSIGN_OR_RETURN(std::vector<int64_t> pair, p_.ParseIntegerList("a padding pair"));
            if (pair.size() != 2) return p_.Error("expected a [low, high] padding pair");
            values.insert(values.end(), pair.begin(), pair.end());
          } while (p_.TryConsume(","));
          RETURN_IF_ERROR(p_.Expect("]"));
        }
        const int64_t rows = static_cast<int64_t>(values.size() / 2);
        auto padding = NewAttribute(MlirAttribute::Kind::kDenseElements);
        padding->type.kind = MlirType::Kind::kTensor;
        padding->type.element_type = S64;
        padding->type.dims = {rows, 2};
        Literal literal(ShapeUtil::MakeShape(S64, {rows, 2}));
        for (size_t i = 0; i < values.size(); ++i) literal.data<int64_t>()[i] = values[i];
        padding->literal = std::make_shared<const Literal>(std::move(literal));
        Add("padding", padding);
      } else {
        ASSIGN_OR_RETURN(std::vector<int64_t> values, p_.ParseIntegerList(name));
        if (name == "reverse") {
          Add("window_reversal", MlirTextParser::MakeDenseBoolArray(values));
        } else {
          Add(name == "stride"       ? "window_strides"
              : name == "lhs_dilate" ? "lhs_dilation"
                                     : "rhs_dilation",
              MlirTextParser::MakeDenseI64Array(values));
        }
      }
      if (!p_.TryConsume(",")) break;
    }
    return absl::OkStatus();
  }

  // e5m10
  absl::Status ExponentMantissa() {
    const size_t position = p_.position();
    ASSIGN_OR_RETURN(std::string word, p_.ParseIdentifier("a format e#m#"));
    const size_t m = word.find('m');
    int64_t exponent = 0, mantissa = 0;
    auto digits = [](std::string_view text, int64_t* value) {
      if (text.empty() || text.size() > 9) return false;
      *value = 0;
      for (char c : text) {
        if (!absl::ascii_isdigit(static_cast<unsigned char>(c))) return false;
        *value = *value * 10 + (c - '0');
      }
      return true;
    };
    if (word.size() < 4 || word[0] != 'e' || m == std::string::npos ||
        !digits(std::string_view(word).substr(1, m - 1), &exponent) ||
        !digits(std::string_view(word).substr(m + 1), &mantissa)) {
      return p_.ErrorAt(position, "expected an exponent-mantissa format like e5m10");
    }
    Add("exponent_bits", MlirTextParser::MakeInteger(exponent, S32));
    Add("mantissa_bits", MlirTextParser::MakeInteger(mantissa, S32));
    return absl::OkStatus();
  }

  MlirTextParser& p_;
  MlirOperation& op_;
};

// The types after `:` (see TypeTail).
absl::Status ParseTypeTail(MlirTextParser& p, const MlirOperation& op, TypeTail tail,
                           int result_count, std::vector<MlirType>& result_types) {
  if (tail == TypeTail::kReturn) {
    if (p.TryConsume(":")) RETURN_IF_ERROR(p.ParseTypeList().status());
    return absl::OkStatus();
  }
  RETURN_IF_ERROR(p.Expect(":"));
  p.SkipTrivia();
  const size_t type_position = p.position();
  ASSIGN_OR_RETURN(std::vector<MlirType> types, p.ParseTypeList());
  if (types.size() == 1 && types[0].kind == MlirType::Kind::kFunction) {
    RETURN_IF_ERROR(CheckOperandTypes(p, op, types[0].elements, type_position));
    result_types = types[0].results;
  } else if (p.TryConsume("->")) {
    ASSIGN_OR_RETURN(result_types, p.ParseResultTypes());
  } else if (tail == TypeTail::kLast) {
    result_types.assign(result_count, types.back());
  } else {
    result_types = std::move(types);
  }
  return absl::OkStatus();
}

// stablehlo.constant dense<1.0> : tensor<f32>, also `stablehlo.constant() <{value = ...}> : () -> t`.
absl::Status ParseConstant(MlirTextParser& p, MlirOperation& op,
                           std::vector<MlirType>& result_types) {
  if (p.TryConsume("(")) {
    RETURN_IF_ERROR(p.Expect(")"));
    if (p.TryConsume("<")) {
      RETURN_IF_ERROR(p.ParseAttributeDictionary(op.attributes));
      RETURN_IF_ERROR(p.Expect(">"));
    }
    RETURN_IF_ERROR(p.ParseOptionalAttributeDictionary(op.attributes));
    RETURN_IF_ERROR(p.Expect(":"));
    ASSIGN_OR_RETURN(MlirType type, p.ParseType());
    if (type.kind != MlirType::Kind::kFunction) return p.Error("expected '() -> type'");
    result_types = type.results;
    return absl::OkStatus();
  }
  RETURN_IF_ERROR(p.ParseOptionalAttributeDictionary(op.attributes));
  const size_t position = p.position();
  ASSIGN_OR_RETURN(AttributePtr value, p.ParseAttribute());
  if (value->kind != MlirAttribute::Kind::kDenseElements &&
      !(value->kind == MlirAttribute::Kind::kOpaque &&
        value->type.kind == MlirType::Kind::kTensor)) {
    return p.ErrorAt(position, "expected a dense elements value for the constant");
  }
  op.attributes.push_back({"value", value});
  result_types = {value->type};
  return absl::OkStatus();
}

// stablehlo.while(%iterArg = %a, ...) : types attributes {...} cond { ... } do { ... }
absl::Status ParseWhile(MlirTextParser& p, MlirOperation& op,
                        std::vector<MlirType>& result_types) {
  RETURN_IF_ERROR(p.Expect("("));
  std::vector<ArgumentDeclaration> arguments;
  if (!p.TryConsume(")")) {
    do {
      ArgumentDeclaration argument;
      ASSIGN_OR_RETURN(argument.name, p.ParseValueName());
      RETURN_IF_ERROR(p.Expect("="));
      ASSIGN_OR_RETURN(MlirValue * operand, p.ParseOperand());
      op.operands.push_back(operand);
      arguments.push_back(std::move(argument));
    } while (p.TryConsume(","));
    RETURN_IF_ERROR(p.Expect(")"));
  }
  if (!arguments.empty()) {
    RETURN_IF_ERROR(p.Expect(":"));
    ASSIGN_OR_RETURN(result_types, p.ParseTypeList());
    if (result_types.size() != arguments.size()) {
      return p.Error(absl::StrCat("while has ", arguments.size(), " operands but ",
                                  result_types.size(), " types"));
    }
    for (size_t i = 0; i < arguments.size(); ++i) arguments[i].type = result_types[i];
  }
  RETURN_IF_ERROR(p.ParseOptionalAttributeDictionaryWithKeyword(op.attributes));
  RETURN_IF_ERROR(p.ExpectKeyword("cond"));
  ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> cond, p.ParseRegion(arguments, false));
  RETURN_IF_ERROR(p.ExpectKeyword("do"));
  ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> body, p.ParseRegion(arguments, false));
  op.regions.push_back(std::move(cond));
  op.regions.push_back(std::move(body));
  return absl::OkStatus();
}

// stablehlo.reduce(%x init: %c), ... applies stablehlo.add across dimensions = [0] : fn
// stablehlo.reduce(%x init: %c) across dimensions = [0] : fn reducer(%a: t, %b: t) {...}
absl::Status ParseReduce(MlirTextParser& p, MlirOperation& op,
                         std::vector<MlirType>& result_types) {
  std::vector<MlirValue*> inputs, inits;
  do {
    RETURN_IF_ERROR(p.Expect("("));
    ASSIGN_OR_RETURN(MlirValue * input, p.ParseOperand());
    RETURN_IF_ERROR(p.ExpectKeyword("init"));
    RETURN_IF_ERROR(p.Expect(":"));
    ASSIGN_OR_RETURN(MlirValue * init, p.ParseOperand());
    RETURN_IF_ERROR(p.Expect(")"));
    inputs.push_back(input);
    inits.push_back(init);
  } while (p.TryConsume(","));
  op.operands = inputs;
  op.operands.insert(op.operands.end(), inits.begin(), inits.end());
  std::string inner_name;
  if (p.TryKeyword("applies")) {
    ASSIGN_OR_RETURN(inner_name, p.ParseIdentifier("the reduction operation"));
  }
  RETURN_IF_ERROR(p.ExpectKeyword("across"));
  RETURN_IF_ERROR(p.ExpectKeyword("dimensions"));
  RETURN_IF_ERROR(p.Expect("="));
  ASSIGN_OR_RETURN(std::vector<int64_t> dimensions, p.ParseIntegerList("reduce dimensions"));
  op.attributes.push_back({"dimensions", MlirTextParser::MakeDenseI64Array(dimensions)});
  RETURN_IF_ERROR(p.ParseOptionalAttributeDictionary(op.attributes));
  RETURN_IF_ERROR(p.Expect(":"));
  const size_t type_position = p.position();
  ASSIGN_OR_RETURN(MlirType function, p.ParseType());
  if (function.kind != MlirType::Kind::kFunction || function.elements.empty()) {
    return p.ErrorAt(type_position, "expected the reduce's function type");
  }
  RETURN_IF_ERROR(CheckOperandTypes(p, op, function.elements, type_position));
  result_types = function.results;
  if (inner_name.empty()) {
    RETURN_IF_ERROR(p.ExpectKeyword("reducer"));
    std::vector<ArgumentDeclaration> firsts, seconds;
    while (p.TryConsume("(")) {
      for (auto* list : {&firsts, &seconds}) {
        ArgumentDeclaration argument;
        ASSIGN_OR_RETURN(argument.name, p.ParseValueName());
        RETURN_IF_ERROR(p.Expect(":"));
        ASSIGN_OR_RETURN(argument.type, p.ParseType());
        RETURN_IF_ERROR(p.ParseOptionalLocation());
        list->push_back(std::move(argument));
        if (list == &firsts) RETURN_IF_ERROR(p.Expect(","));
      }
      RETURN_IF_ERROR(p.Expect(")"));
    }
    firsts.insert(firsts.end(), seconds.begin(), seconds.end());
    ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> body, p.ParseRegion(firsts, false));
    op.regions.push_back(std::move(body));
    return absl::OkStatus();
  }
  // The compact form's region: ^bb0(%lhs: tensor<E>, %rhs: tensor<E>): inner op; return.
  const MlirType& input_type = function.elements.front();
  if (input_type.kind != MlirType::Kind::kTensor) {
    return p.ErrorAt(type_position, "reduce inputs must be tensors");
  }
  const MlirType scalar = ScalarTensor(input_type.element_type);
  auto region = std::make_unique<MlirRegion>();
  auto block = std::make_unique<MlirBlock>();
  for (int i = 0; i < 2; ++i) {
    auto argument = std::make_unique<MlirValue>();
    argument->type = scalar;
    argument->owner_block = block.get();
    argument->index = i;
    argument->name = absl::StrCat("%reduce_arg", i);
    block->arguments.push_back(std::move(argument));
  }
  auto inner = std::make_unique<MlirOperation>();
  inner->name = inner_name;
  inner->location = op.location;
  inner->operands = {block->arguments[0].get(), block->arguments[1].get()};
  auto inner_result = std::make_unique<MlirValue>();
  inner_result->type = scalar;
  inner_result->defining_op = inner.get();
  inner->results.push_back(std::move(inner_result));
  auto terminator = std::make_unique<MlirOperation>();
  const size_t dot = inner_name.find('.');
  terminator->name = absl::StrCat(inner_name.substr(0, dot), ".return");
  terminator->location = op.location;
  terminator->operands = {inner->results[0].get()};
  block->operations.push_back(std::move(inner));
  block->operations.push_back(std::move(terminator));
  region->blocks.push_back(std::move(block));
  op.regions.push_back(std::move(region));
  return absl::OkStatus();
}

// stablehlo.optimization_barrier %a, %b : t1, t2   or   stablehlo.optimization_barrier ()
absl::Status ParseOptimizationBarrier(MlirTextParser& p, MlirOperation& op,
                                      std::vector<MlirType>& result_types) {
  RETURN_IF_ERROR(p.ParseOptionalAttributeDictionary(op.attributes));
  if (p.TryConsume("(")) return p.Expect(")");
  RETURN_IF_ERROR(p.ParseOperandList(op.operands));
  RETURN_IF_ERROR(p.Expect(":"));
  ASSIGN_OR_RETURN(result_types, p.ParseTypeList());
  return absl::OkStatus();
}

// Attributes whose value is the op's default: the custom printers leave them
// out while a generic print shows whatever the producer stored, so both
// readers drop them (absent means this value).
struct DefaultAttribute {
  std::string_view op;
  std::string_view attribute;
  std::string_view value;  // as ToString prints it
};

constexpr DefaultAttribute kDefaultAttributes[] = {
    {"stablehlo.custom_call", "api_version", "1 : i32"},
    {"stablehlo.custom_call", "called_computations", "[]"},
    {"stablehlo.custom_call", "has_side_effect", "false"},
    {"stablehlo.custom_call", "output_operand_aliases", "[]"},
    {"stablehlo.composite", "composite_attributes", "{}"},
    {"stablehlo.composite", "version", "0 : i32"},
    {"stablehlo.cholesky", "lower", "false"},
    {"stablehlo.infeed", "infeed_config", "\"\""},
    {"stablehlo.outfeed", "outfeed_config", "\"\""},
    {"stablehlo.send", "is_host_transfer", "false"},
    {"stablehlo.recv", "is_host_transfer", "false"},
    {"stablehlo.gather", "indices_are_sorted", "false"},
    {"stablehlo.dynamic_gather", "indices_are_sorted", "false"},
    {"stablehlo.scatter", "indices_are_sorted", "false"},
    {"stablehlo.scatter", "unique_indices", "false"},
    {"stablehlo.sort", "dimension", "-1 : i64"},
    {"stablehlo.sort", "is_stable", "false"},
    {"chlo.top_k", "is_stable", "true"},
    {"chlo.scan", "is_reverse", "false"},
};

// chlo.scan (%xs) inits (%carry) dimension=0 attributes {...} ({^bb0...}) : fn
absl::Status ParseChloScan(MlirTextParser& p, MlirOperation& op,
                           std::vector<MlirType>& result_types) {
  std::vector<MlirValue*> inputs, inits;
  RETURN_IF_ERROR(p.Expect("("));
  RETURN_IF_ERROR(p.ParseOperandList(inputs));
  RETURN_IF_ERROR(p.Expect(")"));
  RETURN_IF_ERROR(p.ExpectKeyword("inits"));
  RETURN_IF_ERROR(p.Expect("("));
  RETURN_IF_ERROR(p.ParseOperandList(inits));
  RETURN_IF_ERROR(p.Expect(")"));
  RETURN_IF_ERROR(p.ExpectKeyword("dimension"));
  RETURN_IF_ERROR(p.Expect("="));
  ASSIGN_OR_RETURN(int64_t dimension, p.ParseInteger("the scan dimension"));
  RETURN_IF_ERROR(p.ParseOptionalAttributeDictionaryWithKeyword(op.attributes));
  ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> body, p.ParseRegion({}, false));
  op.regions.push_back(std::move(body));
  RETURN_IF_ERROR(p.Expect(":"));
  const size_t type_position = p.position();
  ASSIGN_OR_RETURN(MlirType function, p.ParseType());
  const auto carries = static_cast<int64_t>(inits.size());
  if (function.kind != MlirType::Kind::kFunction ||
      static_cast<int64_t>(function.results.size()) < carries) {
    return p.ErrorAt(type_position, "expected the scan's function type");
  }
  op.operands = inputs;
  op.operands.insert(op.operands.end(), inits.begin(), inits.end());
  result_types = function.results;
  // The generic form's segment sizes: (inputs, inits) and (outputs, carries).
  auto segments = [](int64_t a, int64_t b) {
    auto sizes = NewAttribute(MlirAttribute::Kind::kDenseArray);
    sizes->ints = {a, b};
    sizes->type.kind = MlirType::Kind::kScalar;
    sizes->type.element_type = S32;
    return sizes;
  };
  op.attributes.push_back({"dimension", MlirTextParser::MakeInteger(dimension, S64)});
  op.attributes.push_back(
      {"operandSegmentSizes", segments(static_cast<int64_t>(inputs.size()), carries)});
  op.attributes.push_back({"resultSegmentSizes",
                           segments(static_cast<int64_t>(function.results.size()) - carries,
                                    carries)});
  return absl::OkStatus();
}

// ---- Shardy (sdy) ops JAX emits around sharded computations. Their
// attributes are kept by spelling (kOpaque), as the generic printer spells them.

AttributePtr Opaque(std::string spelling) {
  auto attribute = NewAttribute(MlirAttribute::Kind::kOpaque);
  attribute->string_value = std::move(spelling);
  return attribute;
}

// `<...>` as `#sdy.MNEMONIC<...>`.
absl::StatusOr<AttributePtr> ParseSdyAngle(MlirTextParser& p, std::string_view mnemonic) {
  if (p.PeekChar() != '<') return p.Error("expected '<'");
  ASSIGN_OR_RETURN(std::string_view body, p.SkipBalanced());
  return Opaque(absl::StrCat("#sdy.", Absl(mnemonic), Absl(body)));
}

// sdy.mesh @mesh = <["x"=2]> {attrs}
absl::Status ParseSdyMesh(MlirTextParser& p, MlirOperation& op) {
  ASSIGN_OR_RETURN(std::string name, p.ParseSymbolName());
  op.attributes.push_back({"sym_name", MlirTextParser::MakeString(name)});
  RETURN_IF_ERROR(p.Expect("="));
  ASSIGN_OR_RETURN(AttributePtr mesh, ParseSdyAngle(p, "mesh"));
  op.attributes.push_back({"mesh", mesh});
  return p.ParseOptionalAttributeDictionary(op.attributes);
}

// sdy.sharding_constraint %x <@mesh, [{"x"}]> : tensor<4xf32> (also sdy.reshard)
absl::Status ParseSdyShardingConstraint(MlirTextParser& p, MlirOperation& op,
                                        std::vector<MlirType>& result_types) {
  ASSIGN_OR_RETURN(MlirValue * operand, p.ParseOperand());
  op.operands.push_back(operand);
  ASSIGN_OR_RETURN(AttributePtr sharding, ParseSdyAngle(p, "sharding"));
  op.attributes.push_back({"sharding", sharding});
  RETURN_IF_ERROR(p.ParseOptionalAttributeDictionary(op.attributes));
  RETURN_IF_ERROR(p.Expect(":"));
  ASSIGN_OR_RETURN(MlirType type, p.ParseType());
  result_types = {type};
  return absl::OkStatus();
}

// sdy.manual_computation(%x) in_shardings=[<...>] out_shardings=[<...>]
//     manual_axes={"x"} (%arg1: tensor<2xf32>) { ... sdy.return ... } : (...) -> ...
absl::Status ParseSdyManualComputation(MlirTextParser& p, MlirOperation& op,
                                       std::vector<MlirType>& result_types) {
  RETURN_IF_ERROR(p.Expect("("));
  RETURN_IF_ERROR(p.ParseOperandList(op.operands));
  RETURN_IF_ERROR(p.Expect(")"));
  for (const char* name : {"in_shardings", "out_shardings"}) {
    RETURN_IF_ERROR(p.ExpectKeyword(name));
    RETURN_IF_ERROR(p.Expect("="));
    if (p.PeekChar() != '[') return p.Error("expected '['");
    ASSIGN_OR_RETURN(std::string_view list, p.SkipBalanced());
    op.attributes.push_back(
        {name, Opaque(absl::StrCat("#sdy.sharding_per_value<", Absl(list), ">"))});
  }
  RETURN_IF_ERROR(p.ExpectKeyword("manual_axes"));
  RETURN_IF_ERROR(p.Expect("="));
  if (p.PeekChar() != '{') return p.Error("expected '{'");
  ASSIGN_OR_RETURN(std::string_view axes, p.SkipBalanced());
  op.attributes.push_back({"manual_axes", Opaque(absl::StrCat("#sdy<manual_axes", Absl(axes), ">"))});
  std::vector<ArgumentDeclaration> arguments;
  RETURN_IF_ERROR(p.Expect("("));
  if (!p.TryConsume(")")) {
    do {
      ArgumentDeclaration argument;
      ASSIGN_OR_RETURN(argument.name, p.ParseValueName());
      RETURN_IF_ERROR(p.Expect(":"));
      ASSIGN_OR_RETURN(argument.type, p.ParseType());
      RETURN_IF_ERROR(p.ParseOptionalLocation());
      arguments.push_back(std::move(argument));
    } while (p.TryConsume(","));
    RETURN_IF_ERROR(p.Expect(")"));
  }
  ASSIGN_OR_RETURN(std::unique_ptr<MlirRegion> body, p.ParseRegion(arguments, false));
  op.regions.push_back(std::move(body));
  RETURN_IF_ERROR(p.ParseOptionalAttributeDictionary(op.attributes));
  return ParseTypeTail(p, op, TypeTail::kList, 0, result_types);
}

}  // namespace

void DropDefaultAttributes(MlirOperation& op) {
  std::erase_if(op.attributes, [&](const NamedAttribute& attribute) {
    for (const DefaultAttribute& row : kDefaultAttributes) {
      if (row.op == op.name && row.attribute == attribute.name) {
        return ToString(*attribute.value) == row.value;
      }
    }
    return false;
  });
}

bool HasPrettySyntax(std::string_view op_name) {
  return FindFormat(op_name) != nullptr || op_name == "stablehlo.constant" ||
         op_name == "chlo.constant" || op_name == "stablehlo.while" ||
         op_name == "stablehlo.reduce" || op_name == "stablehlo.optimization_barrier" ||
         op_name == "sdy.mesh" || op_name == "sdy.sharding_constraint" ||
         op_name == "sdy.reshard" || op_name == "sdy.manual_computation" ||
         op_name.starts_with("chlo.");
}

absl::Status ParsePrettyOperation(MlirTextParser& parser, MlirOperation& op, int result_count,
                                  std::vector<MlirType>& result_types) {
  const std::string& name = op.name;
  if (name == "stablehlo.constant" || name == "chlo.constant") {
    return ParseConstant(parser, op, result_types);
  }
  if (name == "stablehlo.while") return ParseWhile(parser, op, result_types);
  if (name == "stablehlo.reduce") return ParseReduce(parser, op, result_types);
  if (name == "stablehlo.optimization_barrier") {
    return ParseOptimizationBarrier(parser, op, result_types);
  }
  if (name == "chlo.scan") return ParseChloScan(parser, op, result_types);
  if (name == "sdy.mesh") return ParseSdyMesh(parser, op);
  if (name == "sdy.sharding_constraint" || name == "sdy.reshard") {
    return ParseSdyShardingConstraint(parser, op, result_types);
  }
  if (name == "sdy.manual_computation") return ParseSdyManualComputation(parser, op, result_types);
  const PrettyFormat* format = FindFormat(name);
  // chlo ops without their own row: operands, then `: types -> types` or a function type.
  static constexpr PrettyFormat kChloDefault{"chlo", "%*", TypeTail::kLast};
  if (format == nullptr && name.starts_with("chlo.")) format = &kChloDefault;
  if (format == nullptr) {
    return parser.Error(absl::StrCat("operation '", name,
                                     "' has no custom syntax known here (write it in the "
                                     "generic form \"", name, "\"(...))"));
  }
  FormatInterpreter interpreter(parser, op);
  RETURN_IF_ERROR(interpreter.Run(format->steps));
  RETURN_IF_ERROR(parser.ParseOptionalAttributeDictionary(op.attributes));
  return ParseTypeTail(parser, op, format->tail, result_count, result_types);
}

}  // namespace xla::stablehlo
