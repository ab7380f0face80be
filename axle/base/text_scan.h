// Skipping what XLA's text formats allow between tokens: whitespace and
// "/* ... */" comments (XLA prints "/*index=5*/" inside long tuple shapes and
// literal values). Shared by the shape and literal scanners; the HLO lexer
// also skips "// ..." line comments on top of this.
#ifndef AXLE_BASE_TEXT_SCAN_H_
#define AXLE_BASE_TEXT_SCAN_H_

#include <cctype>
#include <cstddef>

#include "absl/strings/string_view.h"

namespace xla {

// The first position at or after `pos` that is neither whitespace nor inside
// a block comment. An unterminated comment runs to the end of the text.
inline size_t SkipSpaceAndBlockComments(absl::string_view text, size_t pos) {
  while (pos < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[pos]))) {
      ++pos;
    } else if (text[pos] == '/' && pos + 1 < text.size() && text[pos + 1] == '*') {
      size_t end = text.find("*/", pos + 2);
      pos = end == absl::string_view::npos ? text.size() : end + 2;
    } else {
      break;
    }
  }
  return pos;
}

}  // namespace xla

#endif  // AXLE_BASE_TEXT_SCAN_H_
