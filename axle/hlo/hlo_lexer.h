// A character-level scanner over HLO text for the parser.
//
// HLO text mixes several small grammars (shapes, literals, windows "2x2",
// paddings "0_0x1_1", dim labels "b01f_01io->b01f"), so instead of one token
// set the lexer offers scanning primitives the parser and the attribute
// codecs combine. Whitespace and comments (`// ...` and `/* ... */`) are
// skipped by every primitive. Errors carry "LINE:COLUMN: error: " and a
// snippet of the offending line with a caret.
#ifndef AXLE_HLO_HLO_LEXER_H_
#define AXLE_HLO_HLO_LEXER_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla {

class HloLexer {
 public:
  explicit HloLexer(absl::string_view text) : text_(text) {}

  // Skips whitespace and comments; returns the next character or '\0' at the
  // end of the text.
  char Peek();
  bool AtEnd() { return Peek() == '\0'; }
  // Consumes `punctuation` ("{", "->", "=") if the text continues with it.
  bool TryConsume(absl::string_view punctuation);
  // Consumes `punctuation` only if it comes next with nothing skipped: the
  // separators inside one compact value ("3x3", "0_0x1_2"), which must not
  // reach across a line into the next instruction ("x.1 = ...").
  bool TryConsumeAdjacent(absl::string_view punctuation);
  absl::Status Expect(absl::string_view punctuation);
  // Consumes `keyword` only if it is followed by a non-identifier character.
  bool TryConsumeKeyword(absl::string_view keyword);

  // An identifier: [A-Za-z_$][A-Za-z0-9_.$-]*, optionally prefixed by '%'
  // (which is dropped). Empty if the text does not start with one.
  absl::string_view TryLexName();
  absl::StatusOr<std::string> LexName(absl::string_view what);
  // An identifier without the dash ([A-Za-z0-9_]+): attribute words like
  // "b01f_01io" or "rng_uniform".
  absl::string_view TryLexWord();

  absl::StatusOr<int64_t> LexInt64(absl::string_view what);
  absl::StatusOr<float> LexFloat(absl::string_view what);
  absl::StatusOr<bool> LexBool(absl::string_view what);
  // A double-quoted string with C escapes, unescaped.
  absl::StatusOr<std::string> LexString(absl::string_view what);
  // The text inside a balanced "{...}" (quotes respected), braces consumed.
  absl::StatusOr<std::string> LexBracedText(absl::string_view what);
  // Skips one attribute value of any form: a string, balanced braces or
  // parentheses, or a run of non-separator characters.
  absl::Status SkipValue(absl::string_view what);

  // The unconsumed text (after Peek's skipping when `skip_space`).
  absl::string_view Rest(bool skip_space = true);
  void Advance(size_t bytes) { pos_ += bytes; }
  size_t offset() const { return pos_; }
  void set_offset(size_t offset) { pos_ = offset; }

  // "LINE:COLUMN: error: message" for `offset`, plus the line and a caret.
  absl::Status ErrorAt(size_t offset, absl::string_view message) const;
  // An error at the next unskipped character.
  absl::Status Error(absl::string_view message);
  // "expected X, found 'Y'".
  absl::Status ExpectedError(absl::string_view what);
  // A short description of the next token for messages ("'foo'", "end of input").
  std::string DescribeNext();

 private:
  void SkipSpaceAndComments();
  absl::string_view text_;
  size_t pos_ = 0;
};

}  // namespace xla

#endif  // AXLE_HLO_HLO_LEXER_H_
