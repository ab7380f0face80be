#include "axle/shape/shape_parser.h"

#include <cctype>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/base/text_excerpt.h"
#include "axle/base/text_scan.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Deep enough for any real program, shallow enough that hostile input such as
// "((((..." cannot exhaust the stack.
constexpr int kMaxTupleDepth = 256;

// Shows the text at an error position, shortened, for messages.
std::string Describe(absl::string_view text, size_t pos) {
  if (pos >= text.size()) return "end of input";
  return QuoteExcerpt(text.substr(pos), 12);
}

class ShapeParser {
 public:
  explicit ShapeParser(absl::string_view text) : text_(text) {}

  size_t pos() const { return pos_; }
  size_t error_pos() const { return error_pos_; }

  void SkipWhitespace() { pos_ = SkipSpaceAndBlockComments(text_, pos_); }

  absl::StatusOr<Shape> ParseOne(int depth = 0) {
    SkipWhitespace();
    if (depth > kMaxTupleDepth) {
      return Error(pos_, absl::StrCat("tuple nesting deeper than ", kMaxTupleDepth));
    }
    if (Peek() == '(') return ParseTuple(depth);
    if (text_.substr(pos_, 2) == "b(") return ParseBuffer();
    return ParseArray();
  }

  absl::Status Error(size_t at, absl::string_view message) {
    error_pos_ = at;
    return InvalidArgument(message);
  }
  absl::Status Expected(absl::string_view what) {
    return Error(pos_, absl::StrCat("expected ", what, " in shape, found ", Describe(text_, pos_)));
  }

 private:
  char Peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }

  absl::StatusOr<Shape> ParseTuple(int depth) {
    ++pos_;  // '('
    std::vector<Shape> elements;
    SkipWhitespace();
    if (Peek() == ')') {
      ++pos_;
      return Shape(std::move(elements));
    }
    while (true) {
      ASSIGN_OR_RETURN(Shape element, ParseOne(depth + 1));
      elements.push_back(std::move(element));
      SkipWhitespace();
      if (Peek() == ',') {
        ++pos_;
        continue;
      }
      if (Peek() == ')') {
        ++pos_;
        return Shape(std::move(elements));
      }
      return Expected("',' or ')' in tuple");
    }
  }

  // "b(f32[16]{0})": a buffer holding an array.
  absl::StatusOr<Shape> ParseBuffer() {
    pos_ += 2;  // "b("
    SkipWhitespace();
    if (Peek() == '(' || text_.substr(pos_, 2) == "b(") {
      return Expected("an array shape inside a buffer shape b(...)");
    }
    ASSIGN_OR_RETURN(Shape shape, ParseArray());
    if (!shape.IsArray()) {
      return Error(pos_, absl::StrCat("a buffer shape holds an array, not ", shape.ToString()));
    }
    SkipWhitespace();
    if (Peek() != ')') return Expected("')' after the array of a buffer shape");
    ++pos_;
    shape.set_buffer(true);
    return shape;
  }

  absl::StatusOr<Shape> ParseArray() {
    size_t start = pos_;
    while (pos_ < text_.size() && std::isalnum(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    absl::string_view name = text_.substr(start, pos_ - start);
    if (name.empty()) {
      pos_ = start;
      return Expected("an element type (e.g. f32) or '('");
    }
    std::optional<PrimitiveType> type = primitive_util::ParseName(name);
    if (!type || *type == TUPLE) {
      return Error(start, absl::StrCat("unknown element type '", name, "' in shape"));
    }
    SkipWhitespace();  // XLA lexes "s32 [2]" as two tokens too
    if (Peek() != '[') return Expected(absl::StrCat("'[' after '", name, "'"));
    ++pos_;
    Shape shape(*type, {});
    SkipWhitespace();
    if (Peek() != ']') {
      while (true) {
        SkipWhitespace();
        bool dynamic = false;
        if (Peek() == '?') {  // unbounded dynamic
          ++pos_;
          shape.add_dimensions(Shape::kUnboundedSize, /*dynamic=*/true);
        } else {
          if (text_.substr(pos_, 2) == "<=") {
            dynamic = true;
            pos_ += 2;
            SkipWhitespace();
          }
          ASSIGN_OR_RETURN(int64_t size, ParseDimension());
          shape.add_dimensions(size, dynamic);
        }
        SkipWhitespace();
        if (Peek() == ',') {
          ++pos_;
          continue;
        }
        if (Peek() == ']') break;
        return Expected("',' or ']' in dimensions");
      }
    }
    ++pos_;  // ']'
    if (Peek() == '{') {
      RETURN_IF_ERROR(ParseLayout(&shape));
      // A scalar's layout ("f32[]{}", "s32[]{:T(128)}") is never printed, so
      // it is not kept either: "f32[]{}" and "f32[]" are the same shape.
      if (shape.rank() == 0 && shape.layout().minor_to_major().empty()) shape.clear_layout();
    }
    absl::Status valid = ShapeUtil::ValidateShape(shape);
    if (!valid.ok()) return Error(start, valid.message());
    return shape;
  }

  absl::StatusOr<int64_t> ParseDimension() {
    size_t start = pos_;
    if (Peek() == '-') {
      return Error(start, "dimension sizes must be non-negative in shape");
    }
    if (!std::isdigit(static_cast<unsigned char>(Peek()))) {
      return Expected("a dimension size");
    }
    int64_t value = 0;
    while (std::isdigit(static_cast<unsigned char>(Peek()))) {
      std::optional<int64_t> next = CheckedMul(value, 10);
      if (next) next = CheckedAdd(*next, Peek() - '0');
      if (!next) return Error(start, "dimension size does not fit in int64 in shape");
      value = *next;
      ++pos_;
    }
    return value;
  }

  // "{1,0}", "{}", "{1,0:T(8,128)}": only the minor-to-major list is kept.
  absl::Status ParseLayout(Shape* shape) {
    ++pos_;  // '{'
    Layout layout;
    SkipWhitespace();
    if (Peek() != '}' && Peek() != ':') {
      while (true) {
        SkipWhitespace();
        ASSIGN_OR_RETURN(int64_t dim, ParseDimension());
        layout.add_minor_to_major(dim);
        SkipWhitespace();
        if (Peek() == ',') {
          ++pos_;
          continue;
        }
        break;
      }
    }
    if (Peek() == ':') {
      // The element size "E(4)" is kept; tiling, memory space and the like
      // are skipped to the matching '}'.
      int parens = 0;
      while (pos_ < text_.size()) {
        char c = text_[pos_];
        if (parens == 0 && text_.substr(pos_, 2) == "E(") {
          pos_ += 2;
          ASSIGN_OR_RETURN(int64_t bits, ParseDimension());
          if (Peek() != ')') return Expected("')' after the element size in layout");
          ++pos_;
          layout.set_element_size_in_bits(bits);
          continue;
        }
        if (c == '(') ++parens;
        if (c == ')') --parens;
        if (c == '}' && parens == 0) break;
        if (c == '{' || c == '\n') break;
        ++pos_;
      }
    }
    if (Peek() != '}') return Expected("',' or '}' in layout");
    ++pos_;
    shape->set_layout(std::move(layout));
    return absl::OkStatus();
  }

  absl::string_view text_;
  size_t pos_ = 0;
  size_t error_pos_ = 0;
};

absl::Status Finish(absl::Status status, size_t offset, size_t* error_offset) {
  if (error_offset != nullptr) {
    *error_offset = offset;
    return status;
  }
  return InvalidArgument(status.message(), " at offset ", offset);
}

}  // namespace

absl::StatusOr<Shape> ParseShapePrefix(absl::string_view text, size_t* consumed,
                                       size_t* error_offset) {
  ShapeParser parser(text);
  absl::StatusOr<Shape> shape = parser.ParseOne();
  if (!shape.ok()) return Finish(shape.status(), parser.error_pos(), error_offset);
  if (consumed != nullptr) *consumed = parser.pos();
  return shape;
}

absl::StatusOr<Shape> ParseShape(absl::string_view text, size_t* error_offset) {
  ShapeParser parser(text);
  absl::StatusOr<Shape> shape = parser.ParseOne();
  if (!shape.ok()) return Finish(shape.status(), parser.error_pos(), error_offset);
  parser.SkipWhitespace();
  if (parser.pos() != text.size()) {
    return Finish(parser.Expected("end of input"), parser.error_pos(), error_offset);
  }
  return shape;
}

}  // namespace xla
