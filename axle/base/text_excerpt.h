// How parsers quote input in error messages: a short, printable excerpt, so
// that a 1 GB token (a number with a billion digits) is not copied whole
// into the message.
#ifndef AXLE_BASE_TEXT_EXCERPT_H_
#define AXLE_BASE_TEXT_EXCERPT_H_

#include <cctype>
#include <cstddef>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"

namespace xla {

inline constexpr size_t kMaxQuotedChars = 40;

// 'text' quoted, cut at a newline or after `max_chars` characters ("..."
// marks a cut), unprintable bytes shown as '?'.
inline std::string QuoteExcerpt(absl::string_view text, size_t max_chars = kMaxQuotedChars) {
  std::string shown;
  size_t i = 0;
  for (; i < text.size() && i < max_chars && text[i] != '\n'; ++i) {
    shown += std::isprint(static_cast<unsigned char>(text[i])) ? text[i] : '?';
  }
  return absl::StrCat("'", shown, i < text.size() ? "...'" : "'");
}

}  // namespace xla

#endif  // AXLE_BASE_TEXT_EXCERPT_H_
