#include "axle/literal/literal_text.h"

#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/base/text_excerpt.h"
#include "axle/base/text_scan.h"
#include "axle/literal/convert_element.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_parser.h"

namespace xla {
namespace {

// Tuples nest at most this deep in text: hostile input cannot blow the stack.
constexpr int kMaxTupleDepth = 256;

// ---------------------------------------------------------------- printing

template <typename F>  // float or double
std::string FloatToString(F value) {
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  char buffer[64];
  // Shortest form that reads back to the same value.
  std::to_chars_result result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  return std::string(buffer, result.ptr);
}

enum class NumberStatus { kOk, kInvalid, kOutOfRange };

// A real number in any C form ("1", "-1.5e-3", ".5", "inf", "nan"), with an
// optional sign. Underflow to a subnormal or zero is fine; a finite value too
// large for F is kOutOfRange.
template <typename F>
NumberStatus ParseFloatToken(absl::string_view token, F* out) {
  bool negative = false;
  if (!token.empty() && (token[0] == '+' || token[0] == '-')) {
    negative = token[0] == '-';
    token.remove_prefix(1);
  }
  if (token.empty() || token[0] == '+' || token[0] == '-') return NumberStatus::kInvalid;
  F value;
  std::from_chars_result result = std::from_chars(token.data(), token.data() + token.size(), value);
  if (result.ec == std::errc::invalid_argument || result.ptr != token.data() + token.size()) {
    return NumberStatus::kInvalid;
  }
  if (result.ec == std::errc::result_out_of_range) {
    // from_chars reports underflow as out of range too; strto* tells them apart.
    std::string copy(token);
    errno = 0;
    F fallback;
    if constexpr (std::is_same_v<F, float>) {
      fallback = std::strtof(copy.c_str(), nullptr);
    } else {
      fallback = std::strtod(copy.c_str(), nullptr);
    }
    if (std::isinf(fallback)) return NumberStatus::kOutOfRange;
    value = fallback;
  }
  *out = negative ? -value : value;
  return NumberStatus::kOk;
}

template <typename T>
bool SameSmallFloat(T a, T b) {
  float x = static_cast<float>(a), y = static_cast<float>(b);
  return x == y && std::signbit(x) == std::signbit(y);
}

// f16/bf16: the shortest decimal that reads back (through the parser's path,
// decimal -> f64 -> T) to the same value.
template <typename T>
std::string SmallFloatToString(T value) {
  float f = static_cast<float>(value);
  if (std::isnan(f) || std::isinf(f)) return FloatToString(f);
  auto reads_back = [&](const std::string& text) {
    double d;
    return ParseFloatToken<double>(text, &d) == NumberStatus::kOk &&
           SameSmallFloat(ConvertElement<T>(d), value);
  };
  char buffer[64];
  for (int precision = 1; precision <= 9; ++precision) {
    std::to_chars_result result =
        std::to_chars(buffer, buffer + sizeof(buffer), f, std::chars_format::general, precision);
    std::string digits(buffer, result.ptr);
    if (!reads_back(digits)) continue;
    // Same digits, spelled as the shortest float form ("100", not "1e+02").
    double d;
    ParseFloatToken<double>(digits, &d);
    std::string pretty = FloatToString(static_cast<float>(d));
    return reads_back(pretty) ? pretty : digits;
  }
  return FloatToString(f);  // unreachable: 9 digits always round-trip a float
}

// The narrow floats as XLA prints them: "%.*g" with the type's max_digits10
// (2 + digits * log10(2), digits counting the implicit bit).
template <typename T>
std::string NarrowFloatToString(T value) {
  const float f = static_cast<float>(value);
  if (std::isnan(f) || std::isinf(f)) return FloatToString(f);
  const int max_digits10 = 2 + (T::format.mantissa_bits + 1) * 30103 / 100000;
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*g", max_digits10, static_cast<double>(f));
  return buffer;
}

}  // namespace

template <typename T>
std::string ElementToString(T value) {
  if constexpr (std::is_same_v<T, bool>) {
    return value ? "true" : "false";
  } else if constexpr (kIsSignedInteger<T>) {
    return absl::StrCat(static_cast<int64_t>(value));
  } else if constexpr (kIsInteger<T>) {
    return absl::StrCat(static_cast<uint64_t>(value));
  } else if constexpr (kIsComplex<T>) {
    return absl::StrCat("(", FloatToString(value.real()), ", ", FloatToString(value.imag()), ")");
  } else if constexpr (kIsNarrowFloat<T>) {
    return NarrowFloatToString(value);
  } else if constexpr (kIsSmallFloat<T>) {
    return SmallFloatToString(value);
  } else {
    return FloatToString(value);
  }
}

#define AXLE_INSTANTIATE(T) template std::string ElementToString<T>(T);
AXLE_INSTANTIATE(bool)
AXLE_INSTANTIATE(int8_t)
AXLE_INSTANTIATE(int16_t)
AXLE_INSTANTIATE(int32_t)
AXLE_INSTANTIATE(int64_t)
AXLE_INSTANTIATE(uint8_t)
AXLE_INSTANTIATE(uint16_t)
AXLE_INSTANTIATE(uint32_t)
AXLE_INSTANTIATE(uint64_t)
AXLE_INSTANTIATE(half)
AXLE_INSTANTIATE(bfloat16)
AXLE_INSTANTIATE(float)
AXLE_INSTANTIATE(double)
AXLE_INSTANTIATE(complex64)
AXLE_INSTANTIATE(complex128)
AXLE_INSTANTIATE(int1)
AXLE_INSTANTIATE(int2)
AXLE_INSTANTIATE(int4)
AXLE_INSTANTIATE(uint1)
AXLE_INSTANTIATE(uint2)
AXLE_INSTANTIATE(uint4)
AXLE_INSTANTIATE(float8_e5m2)
AXLE_INSTANTIATE(float8_e4m3)
AXLE_INSTANTIATE(float8_e3m4)
AXLE_INSTANTIATE(float8_e4m3fn)
AXLE_INSTANTIATE(float8_e4m3fnuz)
AXLE_INSTANTIATE(float8_e5m2fnuz)
AXLE_INSTANTIATE(float8_e4m3b11fnuz)
AXLE_INSTANTIATE(float4_e2m1fn)
AXLE_INSTANTIATE(float8_e8m0fnu)
#undef AXLE_INSTANTIATE

namespace {

// Appends the braces-and-commas value of an array literal.
void AppendArrayValue(const Literal& literal, std::string* out) {
  const Shape& shape = literal.shape();
  // Iterate in logical row-major order over a row-major copy.
  Literal row_major = literal.shape().layout() == LayoutUtil::GetDefaultLayoutForShape(shape)
                          ? Literal()
                          : literal.Relayout(LayoutUtil::GetDefaultLayoutForShape(shape));
  const Literal& source = row_major.shape().IsArray() ? row_major : literal;
  PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<const T> values = source.data<T>();
    int64_t rank = shape.rank();
    if (rank == 0) {
      out->append(ElementToString(values[0]));
      return;
    }
    // Below the first zero-sized dimension there are no elements: print the
    // dimensions above it, each leaf an empty "{}".
    int64_t levels = rank;
    for (int64_t d = 0; d < rank; ++d) {
      if (shape.dimensions(d) == 0) {
        levels = d;
        break;
      }
    }
    // Zero elements under many (up to 2^62) rows: "{}" alone, which the
    // parser accepts for any zero-element shape, not one "{}" per row.
    constexpr int64_t kMaxEmptyRows = 1024;
    int64_t rows = 1;
    for (int64_t d = 0; d < levels && rows <= kMaxEmptyRows; ++d) {
      rows = CheckedMul(rows, shape.dimensions(d)).value_or(kMaxEmptyRows + 1);
    }
    if (levels == 0 || (levels < rank && rows > kMaxEmptyRows)) {
      out->append("{}");
      return;
    }
    std::vector<int64_t> index(levels, 0);
    out->append(levels, '{');
    for (int64_t i = 0;; ++i) {
      if (levels == rank) {
        out->append(ElementToString(values[i]));
      } else {
        out->append("{}");
      }
      // Advance the index; every dimension that wraps closes and reopens.
      int64_t wrapped = 0;
      int64_t d = levels - 1;
      for (; d >= 0; --d) {
        if (++index[d] < shape.dimensions(d)) break;
        index[d] = 0;
        ++wrapped;
      }
      if (d < 0) break;
      out->append(wrapped, '}');
      out->append(", ");
      out->append(wrapped, '{');
    }
    out->append(levels, '}');
  });
}

void AppendLiteral(const Literal& literal, bool print_shape, bool print_layout,
                   std::string* out) {
  const Shape& shape = literal.shape();
  if (shape.IsTuple()) {
    out->append("(");
    for (int64_t i = 0; i < literal.tuple_element_count(); ++i) {
      if (i > 0) out->append(", ");
      AppendLiteral(literal.tuple_element(i), print_shape, print_layout, out);
    }
    out->append(")");
    return;
  }
  if (shape.IsToken()) {
    out->append("token");
    return;
  }
  if (print_shape) {
    out->append(shape.ToString(print_layout));
    out->append(" ");
  }
  AppendArrayValue(literal, out);
}

}  // namespace

std::string Literal::ToString() const {
  std::string out;
  AppendLiteral(*this, /*print_shape=*/true, /*print_layout=*/false, &out);
  return out;
}

std::string Literal::ToStringWithLayout() const {
  std::string out;
  AppendLiteral(*this, /*print_shape=*/true, /*print_layout=*/true, &out);
  return out;
}

std::string Literal::ToStringWithoutShape() const {
  std::string out;
  AppendLiteral(*this, /*print_shape=*/false, /*print_layout=*/false, &out);
  return out;
}

std::string Literal::GetAsString(absl::Span<const int64_t> multi_index,
                                 ShapeIndexView shape_index) const {
  const Literal& sub = subliteral(shape_index);
  return PrimitiveTypeSwitch(sub.shape().element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    return ElementToString(sub.Get<T>(multi_index));
  });
}

// ----------------------------------------------------------------- parsing

namespace {

std::string Describe(absl::string_view text, size_t pos) {
  if (pos >= text.size()) return "end of input";
  return QuoteExcerpt(text.substr(pos), 16);
}

// Elements in all arrays of a validated shape, saturating instead of
// overflowing (each array fits in int64, their sum need not).
int64_t CheckedElementsRecursive(const Shape& shape) {
  if (!shape.IsTuple()) return shape.IsArray() ? ShapeUtil::ElementsIn(shape) : 0;
  int64_t total = 0;
  for (const Shape& s : shape.tuple_shapes()) {
    std::optional<int64_t> sum = CheckedAdd(total, CheckedElementsRecursive(s));
    if (!sum) return std::numeric_limits<int64_t>::max();
    total = *sum;
  }
  return total;
}

class LiteralParser {
 public:
  explicit LiteralParser(absl::string_view text) : text_(text) {}

  size_t pos() const { return pos_; }
  size_t error_pos() const { return error_pos_; }

  void SkipWhitespace() { pos_ = SkipSpaceAndBlockComments(text_, pos_); }

  absl::Status Error(size_t at, absl::string_view message) {
    error_pos_ = at;
    return InvalidArgument(message);
  }
  absl::Status Expected(absl::string_view what) {
    return Error(pos_, absl::StrCat("expected ", what, ", found ", Describe(text_, pos_)));
  }

  // "SHAPE VALUE", "token", or a parenthesised tuple of literals.
  absl::StatusOr<Literal> ParseLiteralWithShape(int depth) {
    SkipWhitespace();
    if (depth > kMaxTupleDepth) {
      return Error(pos_, absl::StrCat("tuple nesting deeper than ", kMaxTupleDepth));
    }
    if (AtWord("token")) {
      pos_ += 5;
      return Literal(ShapeUtil::MakeTokenShape());
    }
    if (Peek() == '(') {
      // Either "(shapes...) (values...)" or "(SHAPE VALUE, ...)".
      size_t start = pos_;
      size_t consumed = 0;
      size_t shape_error = 0;
      absl::StatusOr<Shape> shape =
          ParseShapePrefix(text_.substr(pos_), &consumed, &shape_error);
      if (shape.ok()) {
        pos_ += consumed;
        SkipWhitespace();
        if (Peek() == '(') return ParseValueForShape(*shape, depth);
        pos_ = start;
      }
      return ParseTupleOfLiterals(depth);
    }
    ASSIGN_OR_RETURN(Shape shape, ParseShapeHere());
    if (shape.IsToken()) {
      // "token[]" alone or followed by its value "token".
      size_t save = pos_;
      SkipWhitespace();
      if (AtWord("token")) {
        pos_ += 5;
      } else {
        pos_ = save;
      }
      return Literal(shape);
    }
    return ParseValueForShape(shape, depth);
  }

  // The value of a literal of known shape.
  absl::StatusOr<Literal> ParseValueForShape(const Shape& shape, int depth) {
    SkipWhitespace();
    if (depth > kMaxTupleDepth) {
      return Error(pos_, absl::StrCat("tuple nesting deeper than ", kMaxTupleDepth));
    }
    size_t start = pos_;
    absl::Status valid = ShapeUtil::ValidateShape(shape);
    if (!valid.ok()) return Error(start, valid.message());
    // Every element takes at least one character: refuse before allocating.
    int64_t elements = CheckedElementsRecursive(shape);
    if (elements > static_cast<int64_t>(text_.size() - pos_)) {
      return Error(start, absl::StrCat("text too short for the ", elements,
                                       " elements of a literal of shape ", shape.ToString()));
    }
    if (shape.IsTuple()) return ParseTupleValue(shape, depth);
    if (shape.IsToken()) {
      if (!AtWord("token")) return Expected("'token'");
      pos_ += 5;
      return Literal(shape);
    }
    absl::StatusOr<Literal> created = Literal::Create(shape);
    if (!created.ok()) return Error(start, created.status().message());
    Literal literal = *std::move(created);
    RETURN_IF_ERROR(ParseArrayValue(&literal));
    return literal;
  }

 private:
  char Peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }

  // `word` at the cursor, not followed by a name character or '['.
  bool AtWord(absl::string_view word) const {
    if (text_.substr(pos_, word.size()) != word) return false;
    size_t end = pos_ + word.size();
    if (end == text_.size()) return true;
    char c = text_[end];
    return !(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '[');
  }

  absl::StatusOr<Shape> ParseShapeHere() {
    size_t consumed = 0;
    size_t shape_error = 0;
    absl::StatusOr<Shape> shape = ParseShapePrefix(text_.substr(pos_), &consumed, &shape_error);
    if (!shape.ok()) return Error(pos_ + shape_error, shape.status().message());
    pos_ += consumed;
    return shape;
  }

  absl::StatusOr<Literal> ParseTupleOfLiterals(int depth) {
    ++pos_;  // '('
    std::vector<Literal> elements;
    SkipWhitespace();
    if (Peek() == ')') {
      ++pos_;
      return Literal::MakeTuple(std::move(elements));
    }
    while (true) {
      ASSIGN_OR_RETURN(Literal element, ParseLiteralWithShape(depth + 1));
      elements.push_back(std::move(element));
      SkipWhitespace();
      if (Peek() == ',') {
        ++pos_;
        continue;
      }
      if (Peek() == ')') {
        ++pos_;
        return Literal::MakeTuple(std::move(elements));
      }
      return Expected("',' or ')' after a tuple element");
    }
  }

  // "(v0, v1, ...)"; an element may repeat its shape ("(f32[2] {1, 2}, 3)").
  absl::StatusOr<Literal> ParseTupleValue(const Shape& shape, int depth) {
    if (Peek() != '(') {
      return Expected(absl::StrCat("'(' to start the value of tuple shape ", shape.ToString()));
    }
    ++pos_;
    std::vector<Literal> elements;
    int64_t count = shape.tuple_shapes_size();
    for (int64_t i = 0; i < count; ++i) {
      if (i > 0) {
        SkipWhitespace();
        if (Peek() != ',') {
          return Expected(absl::StrCat("',' before element ", i, " of tuple ",
                                       shape.ToString()));
        }
        ++pos_;
      }
      SkipWhitespace();
      const Shape& element_shape = shape.tuple_shapes(i);
      if (HasShapeAhead()) {
        size_t at = pos_;
        ASSIGN_OR_RETURN(Shape written, ParseShapeHere());
        if (!ShapeUtil::Compatible(written, element_shape)) {
          return Error(at, absl::StrCat("tuple element ", i, " has shape ", written.ToString(),
                                        " but ", element_shape.ToString(), " was expected"));
        }
      }
      ASSIGN_OR_RETURN(Literal element, ParseValueForShape(element_shape, depth + 1));
      elements.push_back(std::move(element));
    }
    SkipWhitespace();
    if (Peek() != ')') {
      return Expected(absl::StrCat("')' after the ", count, " elements of tuple ",
                                   shape.ToString()));
    }
    ++pos_;
    Literal result = Literal::MakeTuple(std::move(elements));
    return result;
  }

  // An element type name followed by '[' starts a shape.
  bool HasShapeAhead() const {
    size_t p = pos_;
    while (p < text_.size() && std::isalnum(static_cast<unsigned char>(text_[p]))) ++p;
    return p > pos_ && p < text_.size() && text_[p] == '[' &&
           primitive_util::ParseName(text_.substr(pos_, p - pos_)).has_value();
  }

  // Consumes one number or word: sign, digits, letters, '.', and a sign right
  // after an exponent 'e'.
  absl::string_view NextToken() {
    size_t start = pos_;
    size_t p = pos_;
    if (p < text_.size() && (text_[p] == '+' || text_[p] == '-')) ++p;
    while (p < text_.size()) {
      char c = text_[p];
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_') {
        ++p;
      } else if ((c == '+' || c == '-') && p > start && (text_[p - 1] == 'e' || text_[p - 1] == 'E')) {
        ++p;
      } else {
        break;
      }
    }
    // XLA writes NaN payloads as "nan(0x...)": accept and drop the payload.
    absl::string_view word = text_.substr(start, p - start);
    if (!word.empty() && (word[0] == '-' || word[0] == '+')) word.remove_prefix(1);
    if ((word == "nan" || word == "NaN" || word == "NAN") && p < text_.size() && text_[p] == '(') {
      size_t close = text_.find(')', p);
      if (close != absl::string_view::npos) {
        pos_ = close + 1;
        return text_.substr(start, p - start);
      }
    }
    pos_ = p;
    return text_.substr(start, p - start);
  }

  template <typename T>
  absl::Status ParseElement(const Shape& shape, T* out) {
    SkipWhitespace();
    const std::string& type_name = primitive_util::LowercaseName(shape.element_type());
    if constexpr (kIsComplex<T>) {
      using Component = typename T::value_type;
      if (Peek() != '(') {  // a bare real: imaginary part 0
        Component re;
        RETURN_IF_ERROR(ParseReal<Component>(type_name, &re));
        *out = T(re, 0);
        return absl::OkStatus();
      }
      ++pos_;
      Component re, im;
      SkipWhitespace();
      RETURN_IF_ERROR(ParseReal<Component>(type_name, &re));
      SkipWhitespace();
      if (Peek() != ',') return Expected(absl::StrCat("',' between the parts of a ", type_name));
      ++pos_;
      SkipWhitespace();
      RETURN_IF_ERROR(ParseReal<Component>(type_name, &im));
      SkipWhitespace();
      if (Peek() != ')') return Expected(absl::StrCat("')' to close a ", type_name));
      ++pos_;
      *out = T(re, im);
      return absl::OkStatus();
    } else {
      return ParseReal<T>(type_name, out);
    }
  }

  template <typename T>
  absl::Status ParseReal(const std::string& type_name, T* out) {
    size_t start = pos_;
    absl::string_view token = NextToken();
    if (token.empty()) return Expected(absl::StrCat("a ", type_name, " value"));
    auto invalid = [&]() {
      return Error(start,
                   absl::StrCat("expected a ", type_name, " value, found ", QuoteExcerpt(token)));
    };
    auto out_of_range = [&]() {
      return Error(start, absl::StrCat("value ", QuoteExcerpt(token), " is out of range for ",
                                       type_name));
    };
    if constexpr (std::is_same_v<T, bool>) {
      if (token == "true" || token == "1") {
        *out = true;
      } else if (token == "false" || token == "0") {
        *out = false;
      } else {
        return invalid();
      }
    } else if constexpr (kIsInteger<T>) {
      absl::string_view digits = token;
      bool negative = false;
      if (digits[0] == '+' || digits[0] == '-') {
        negative = digits[0] == '-';
        digits.remove_prefix(1);
      }
      if (digits.empty() || !std::isdigit(static_cast<unsigned char>(digits[0]))) {
        return invalid();
      }
      uint64_t magnitude = 0;
      std::from_chars_result result =
          std::from_chars(digits.data(), digits.data() + digits.size(), magnitude);
      if (result.ptr != digits.data() + digits.size()) return invalid();
      if (result.ec == std::errc::result_out_of_range) return out_of_range();
      if (result.ec != std::errc()) return invalid();
      // Range check in 128 bits: both int64 min and uint64 max fit.
      __int128 value = negative ? -static_cast<__int128>(magnitude) : magnitude;
      // (Sub-byte integers go through int64_t: they convert to arithmetic types.)
      using Wide = std::conditional_t<kIsSubByteInt<T>, int64_t, T>;
      if (value < static_cast<__int128>(static_cast<Wide>(std::numeric_limits<T>::lowest())) ||
          value > static_cast<__int128>(static_cast<Wide>(std::numeric_limits<T>::max()))) {
        return out_of_range();
      }
      *out = static_cast<T>(static_cast<Wide>(value));
    } else if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      NumberStatus status = ParseFloatToken<T>(token, out);
      if (status == NumberStatus::kInvalid) return invalid();
      if (status == NumberStatus::kOutOfRange) return out_of_range();
    } else {  // f16, bf16, the narrow floats
      double d;
      NumberStatus status = ParseFloatToken<double>(token, &d);
      if (status == NumberStatus::kInvalid) return invalid();
      T value = ConvertElement<T>(d);
      // Too large: rounds to inf, or to NaN in a format without inf.
      if (status == NumberStatus::kOutOfRange ||
          (std::isfinite(d) && !std::isfinite(static_cast<float>(value)))) {
        return out_of_range();
      }
      *out = value;
    }
    return absl::OkStatus();
  }

  absl::string_view text_;
  size_t pos_ = 0;
  size_t error_pos_ = 0;
  // Nested braces matching the dimensions exactly, parsed without recursion
  // so that a huge rank cannot exhaust the stack.
  absl::Status ParseArrayValue(Literal* literal) {
    const Shape& shape = literal->shape();
    return PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) -> absl::Status {
      using T = typename decltype(tag)::type;
      absl::Span<T> values = literal->data<T>();
      int64_t rank = shape.rank();
      if (rank == 0) return ParseElement<T>(shape, &values[0]);
      bool row_major = shape.layout() == LayoutUtil::GetDefaultLayoutForShape(shape);
      if (Peek() != '{') {
        return Expected(absl::StrCat("'{' to start the value of ", shape.ToString()));
      }
      ++pos_;
      SkipWhitespace();
      if (Peek() == '}' && ShapeUtil::ElementsIn(shape) == 0) {
        ++pos_;  // "{}": a zero-element array of any rank (the printer's short form)
        return absl::OkStatus();
      }
      std::vector<int64_t> index(rank, 0);  // position within each open level
      int64_t depth = 1;                    // open braces
      int64_t next_linear = 0;              // elements parsed, row-major
      bool need_element = false;            // just after a ','
      while (depth > 0) {
        SkipWhitespace();
        int64_t dim = depth - 1;
        if (Peek() == '}' && need_element) return Expected("a value after ','");
        if (Peek() == '}') {
          if (index[dim] != shape.dimensions(dim)) {
            return Error(pos_, absl::StrCat("dimension ", dim, " of ", shape.ToString(),
                                            " has size ", shape.dimensions(dim), " but only ",
                                            index[dim], " values were given"));
          }
          ++pos_;
          index[dim] = 0;
          if (--depth == 0) break;
          ++index[depth - 1];
        } else {
          if (index[dim] >= shape.dimensions(dim)) {
            return Error(pos_, absl::StrCat("too many values in dimension ", dim, " of ",
                                            shape.ToString(), ": expected ",
                                            shape.dimensions(dim), ", then '}'"));
          }
          if (dim + 1 < rank) {
            if (Peek() != '{') {
              return Expected(absl::StrCat("'{' to open dimension ", dim + 1, " of ",
                                           shape.ToString()));
            }
            ++pos_;
            ++depth;
            need_element = false;
            continue;
          }
          int64_t linear = row_major
                               ? next_linear
                               : IndexUtil::MultidimensionalIndexToLinearIndex(shape, index);
          RETURN_IF_ERROR(ParseElement<T>(shape, &values[linear]));
          ++next_linear;
          ++index[dim];
        }
        // After a value or a closed level: ',' or '}'.
        SkipWhitespace();
        if (Peek() == ',') {
          ++pos_;
          need_element = true;
        } else if (Peek() == '}') {
          need_element = false;
        } else {
          return Expected(absl::StrCat("',' or '}' in the value of ", shape.ToString()));
        }
      }
      return absl::OkStatus();
    });
  }

};

absl::Status Finish(const absl::Status& status, size_t offset, size_t* error_offset) {
  if (error_offset != nullptr) {
    *error_offset = offset;
    return status;
  }
  return InvalidArgument(status.message(), " at offset ", offset);
}

// Fails unless only whitespace follows.
absl::Status ExpectEnd(LiteralParser* parser, absl::string_view text) {
  parser->SkipWhitespace();
  if (parser->pos() != text.size()) return parser->Expected("end of input after the literal");
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Literal> ParseLiteral(absl::string_view text, size_t* error_offset) {
  LiteralParser parser(text);
  absl::StatusOr<Literal> literal = parser.ParseLiteralWithShape(0);
  if (literal.ok()) {
    absl::Status end = ExpectEnd(&parser, text);
    if (!end.ok()) literal = end;
  }
  if (!literal.ok()) return Finish(literal.status(), parser.error_pos(), error_offset);
  return literal;
}

absl::StatusOr<Literal> ParseLiteralValuePrefix(absl::string_view text, const Shape& shape,
                                                size_t* consumed, size_t* error_offset) {
  LiteralParser parser(text);
  absl::StatusOr<Literal> literal = parser.ParseValueForShape(shape, 0);
  if (!literal.ok()) return Finish(literal.status(), parser.error_pos(), error_offset);
  if (consumed != nullptr) *consumed = parser.pos();
  return literal;
}

absl::StatusOr<Literal> ParseLiteralValue(absl::string_view text, const Shape& shape,
                                          size_t* error_offset) {
  LiteralParser parser(text);
  absl::StatusOr<Literal> literal = parser.ParseValueForShape(shape, 0);
  if (literal.ok()) {
    absl::Status end = ExpectEnd(&parser, text);
    if (!end.ok()) literal = end;
  }
  if (!literal.ok()) return Finish(literal.status(), parser.error_pos(), error_offset);
  return literal;
}

}  // namespace xla
