#include "axle/hlo/hlo_lexer.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "axle/base/text_excerpt.h"

namespace xla {
namespace {

bool IsNameStart(char c) { return absl::ascii_isalpha(c) || c == '_' || c == '$'; }
bool IsNameChar(char c) {
  return absl::ascii_isalnum(c) || c == '_' || c == '.' || c == '$' || c == '-';
}
bool IsWordChar(char c) { return absl::ascii_isalnum(c) || c == '_'; }

}  // namespace

void HloLexer::SkipSpaceAndComments() {
  while (pos_ < text_.size()) {
    char c = text_[pos_];
    if (absl::ascii_isspace(c)) {
      ++pos_;
    } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
      while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '*') {
      size_t end = text_.find("*/", pos_ + 2);
      pos_ = end == absl::string_view::npos ? text_.size() : end + 2;
    } else {
      return;
    }
  }
}

char HloLexer::Peek() {
  SkipSpaceAndComments();
  return pos_ < text_.size() ? text_[pos_] : '\0';
}

absl::string_view HloLexer::Rest(bool skip_space) {
  if (skip_space) SkipSpaceAndComments();
  return text_.substr(pos_);
}

bool HloLexer::TryConsume(absl::string_view punctuation) {
  if (Rest().substr(0, punctuation.size()) != punctuation) return false;
  pos_ += punctuation.size();
  return true;
}

bool HloLexer::TryConsumeAdjacent(absl::string_view punctuation) {
  if (text_.substr(pos_, punctuation.size()) != punctuation) return false;
  pos_ += punctuation.size();
  return true;
}

absl::Status HloLexer::Expect(absl::string_view punctuation) {
  if (TryConsume(punctuation)) return absl::OkStatus();
  return ExpectedError(absl::StrCat("'", punctuation, "'"));
}

bool HloLexer::TryConsumeKeyword(absl::string_view keyword) {
  absl::string_view rest = Rest();
  if (rest.substr(0, keyword.size()) != keyword) return false;
  if (rest.size() > keyword.size() && IsNameChar(rest[keyword.size()])) return false;
  pos_ += keyword.size();
  return true;
}

absl::string_view HloLexer::TryLexName() {
  absl::string_view rest = Rest();
  size_t start = 0;
  if (!rest.empty() && rest[0] == '%') start = 1;
  if (start >= rest.size() || !IsNameStart(rest[start])) return {};
  size_t end = start + 1;
  while (end < rest.size() && IsNameChar(rest[end])) ++end;
  pos_ += end;
  return rest.substr(start, end - start);
}

absl::StatusOr<std::string> HloLexer::LexName(absl::string_view what) {
  absl::string_view name = TryLexName();
  if (name.empty()) return ExpectedError(what);
  return std::string(name);
}

absl::string_view HloLexer::TryLexWord() {
  absl::string_view rest = Rest();
  size_t end = 0;
  while (end < rest.size() && IsWordChar(rest[end])) ++end;
  pos_ += end;
  return rest.substr(0, end);
}

absl::StatusOr<int64_t> HloLexer::LexInt64(absl::string_view what) {
  absl::string_view rest = Rest();
  size_t end = 0;
  if (end < rest.size() && (rest[end] == '-' || rest[end] == '+')) ++end;
  size_t digits_start = end;
  while (end < rest.size() && absl::ascii_isdigit(rest[end])) ++end;
  if (end == digits_start) return ExpectedError(what);
  int64_t value;
  if (!absl::SimpleAtoi(rest.substr(0, end), &value)) {
    return Error(absl::StrCat(what, " ", QuoteExcerpt(rest.substr(0, end)),
                              " does not fit in 64 bits"));
  }
  pos_ += end;
  return value;
}

absl::StatusOr<float> HloLexer::LexFloat(absl::string_view what) {
  absl::string_view rest = Rest();
  size_t end = 0;
  while (end < rest.size() && (absl::ascii_isalnum(rest[end]) || rest[end] == '.' ||
                               rest[end] == '-' || rest[end] == '+')) {
    ++end;
  }
  float value;
  if (end == 0 || !absl::SimpleAtof(rest.substr(0, end), &value)) return ExpectedError(what);
  pos_ += end;
  return value;
}

absl::StatusOr<bool> HloLexer::LexBool(absl::string_view what) {
  if (TryConsumeKeyword("true")) return true;
  if (TryConsumeKeyword("false")) return false;
  return ExpectedError(absl::StrCat(what, " (true or false)"));
}

absl::StatusOr<std::string> HloLexer::LexString(absl::string_view what) {
  absl::string_view rest = Rest();
  if (rest.empty() || rest[0] != '"') return ExpectedError(absl::StrCat(what, " (a quoted string)"));
  size_t end = 1;
  while (end < rest.size() && rest[end] != '"') {
    if (rest[end] == '\\') ++end;
    ++end;
  }
  if (end >= rest.size()) return Error("unterminated string");
  std::string value;
  std::string error;
  if (!absl::CUnescape(rest.substr(1, end - 1), &value, &error)) {
    return Error(absl::StrCat("bad escape in string: ", error));
  }
  pos_ += end + 1;
  return value;
}

absl::StatusOr<std::string> HloLexer::LexBracedText(absl::string_view what) {
  absl::string_view rest = Rest();
  if (rest.empty() || rest[0] != '{') return ExpectedError(absl::StrCat(what, " ('{')"));
  int64_t depth = 0;
  for (size_t i = 0; i < rest.size(); ++i) {
    char c = rest[i];
    if (c == '"') {
      for (++i; i < rest.size() && rest[i] != '"'; ++i) {
        if (rest[i] == '\\') ++i;
      }
      if (i >= rest.size()) break;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}') {
      if (--depth == 0) {
        pos_ += i + 1;
        return std::string(rest.substr(1, i - 1));
      }
    }
  }
  return Error(absl::StrCat("unbalanced braces in ", what));
}

absl::Status HloLexer::SkipValue(absl::string_view what) {
  absl::string_view rest = Rest();
  if (rest.empty()) return ExpectedError(what);
  if (rest[0] == '"') return LexString(what).status();
  if (rest[0] == '{') return LexBracedText(what).status();
  if (rest[0] == '(') {
    int64_t depth = 0;
    for (size_t i = 0; i < rest.size(); ++i) {
      if (rest[i] == '(') ++depth;
      if (rest[i] == ')' && --depth == 0) {
        pos_ += i + 1;
        return absl::OkStatus();
      }
    }
    return Error(absl::StrCat("unbalanced parentheses in ", what));
  }
  size_t end = 0;
  while (end < rest.size() && !absl::ascii_isspace(rest[end]) && rest[end] != ',' &&
         rest[end] != '}' && rest[end] != ')') {
    ++end;
  }
  if (end == 0) return ExpectedError(what);
  pos_ += end;
  return absl::OkStatus();
}

absl::Status HloLexer::ErrorAt(size_t offset, absl::string_view message) const {
  offset = std::min(offset, text_.size());
  size_t last_newline = text_.substr(0, offset).rfind('\n');
  size_t line_start = last_newline == absl::string_view::npos ? 0 : last_newline + 1;
  int64_t line = 1 + std::count(text_.begin(), text_.begin() + line_start, '\n');
  int64_t column = 1 + static_cast<int64_t>(offset - line_start);
  size_t line_end = text_.find('\n', line_start);
  if (line_end == absl::string_view::npos) line_end = text_.size();
  absl::string_view snippet = text_.substr(line_start, line_end - line_start);
  std::string result = absl::StrCat(line, ":", column, ": error: ", message);
  // A snippet only for lines of a readable length.
  if (!snippet.empty() && snippet.size() <= 200) {
    absl::StrAppend(&result, "\n", snippet, "\n", std::string(offset - line_start, ' '), "^");
  }
  return absl::InvalidArgumentError(result);
}

absl::Status HloLexer::Error(absl::string_view message) {
  SkipSpaceAndComments();
  return ErrorAt(pos_, message);
}

std::string HloLexer::DescribeNext() {
  absl::string_view rest = Rest();
  if (rest.empty()) return "end of input";
  size_t end = 0;
  if (IsNameChar(rest[0]) || rest[0] == '%') {
    while (end < rest.size() && end < 40 && (IsNameChar(rest[end]) || rest[end] == '%')) ++end;
  } else {
    end = 1;
  }
  std::string token(rest.substr(0, end));
  if (!absl::ascii_isprint(static_cast<unsigned char>(token[0]))) {
    return absl::StrCat("byte 0x", absl::Hex(static_cast<unsigned char>(token[0])));
  }
  return absl::StrCat("'", token, "'");
}

absl::Status HloLexer::ExpectedError(absl::string_view what) {
  return Error(absl::StrCat("expected ", what, ", found ", DescribeNext()));
}

}  // namespace xla
