// A small FileCheck for pass tests: `// CHECK:` lines in a case are matched,
// in order, against a pass's printed output.
//
//   CHECK: text        text occurs on a later line than the previous match
//                      (or on the same line, after it)
//   CHECK-NEXT: text   text occurs on the line after the previous match
//   CHECK-SAME: text   text occurs on the previous match's line, after it
//   CHECK-NOT: text    text does not occur between the previous match and the
//                      next one (or the end)
// In text, {{regex}} matches a regular expression, [[NAME:regex]] matches
// and binds NAME, [[NAME]] matches what NAME was bound to; the rest is
// literal. Patterns never span lines.
#ifndef AXLE_TESTS_TESTLIB_FILE_CHECK_H_
#define AXLE_TESTS_TESTLIB_FILE_CHECK_H_

#include <map>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace xla::testlib {

struct CheckDirective {
  enum Kind { kCheck, kNext, kSame, kNot } kind;
  std::string pattern;
  int line_in_case;  // 1-based, for messages
};

// The CHECK directives of a case, in order.
inline std::vector<CheckDirective> ParseCheckDirectives(absl::string_view text) {
  std::vector<CheckDirective> directives;
  int line_number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++line_number;
    size_t comment = line.find("//");
    if (comment == absl::string_view::npos) continue;
    absl::string_view rest = absl::StripLeadingAsciiWhitespace(line.substr(comment + 2));
    static const std::pair<const char*, CheckDirective::Kind> kPrefixes[] = {
        {"CHECK-NEXT:", CheckDirective::kNext},
        {"CHECK-SAME:", CheckDirective::kSame},
        {"CHECK-NOT:", CheckDirective::kNot},
        {"CHECK:", CheckDirective::kCheck}};
    for (const auto& [prefix, kind] : kPrefixes) {
      if (absl::ConsumePrefix(&rest, prefix)) {
        directives.push_back(
            {kind, std::string(absl::StripAsciiWhitespace(rest)), line_number});
        break;
      }
    }
  }
  return directives;
}

namespace file_check_internal {

inline std::string EscapeRegex(absl::string_view text) {
  std::string out;
  for (char ch : text) {
    if (std::string_view("\\^$.|?*+()[]{}").find(ch) != std::string_view::npos) out += '\\';
    out += ch;
  }
  return out;
}

// The regex for `pattern`, with the names its capture groups bind, in order.
inline absl::Status CompilePattern(absl::string_view pattern,
                                   const std::map<std::string, std::string>& bound,
                                   std::string* regex, std::vector<std::string>* captures) {
  while (!pattern.empty()) {
    size_t regex_at = pattern.find("{{");
    size_t var_at = pattern.find("[[");
    size_t next = std::min(regex_at, var_at);
    *regex += EscapeRegex(pattern.substr(0, next));
    if (next == absl::string_view::npos) break;
    pattern.remove_prefix(next);
    if (next == regex_at) {
      size_t end = pattern.find("}}");
      if (end == absl::string_view::npos) return absl::InvalidArgumentError("unclosed {{");
      *regex += absl::StrCat("(?:", pattern.substr(2, end - 2), ")");
      pattern.remove_prefix(end + 2);
    } else {
      size_t end = pattern.find("]]");
      if (end == absl::string_view::npos) return absl::InvalidArgumentError("unclosed [[");
      absl::string_view body = pattern.substr(2, end - 2);
      size_t colon = body.find(':');
      if (colon == absl::string_view::npos) {
        auto it = bound.find(std::string(body));
        if (it == bound.end()) {
          return absl::InvalidArgumentError(absl::StrCat("[[", body, "]] is not bound"));
        }
        *regex += EscapeRegex(it->second);
      } else {
        captures->push_back(std::string(body.substr(0, colon)));
        *regex += absl::StrCat("(", body.substr(colon + 1), ")");
      }
      pattern.remove_prefix(end + 2);
    }
  }
  return absl::OkStatus();
}

// Finds `pattern` in `line` at or after `from`; binds captures on success.
inline absl::StatusOr<std::optional<size_t>> FindInLine(
    const std::string& line, size_t from, absl::string_view pattern,
    std::map<std::string, std::string>& bound) {
  std::string regex;
  std::vector<std::string> captures;
  absl::Status compiled = CompilePattern(pattern, bound, &regex, &captures);
  if (!compiled.ok()) return compiled;
  std::smatch match;
  std::string tail = line.substr(std::min(from, line.size()));
  if (!std::regex_search(tail, match, std::regex(regex))) return std::optional<size_t>();
  // Groups inside user regexes would shift the numbering; captures come
  // first in each [[...]], so count them in order.
  for (size_t i = 0; i < captures.size() && i + 1 < match.size(); ++i) {
    bound[captures[i]] = match[i + 1].str();
  }
  return std::optional<size_t>(from + match.position(0) + match.length(0));
}

}  // namespace file_check_internal

// OK when `output` satisfies every directive; else a message naming the
// failing directive's case line and showing the output.
inline absl::Status FileCheck(const std::string& output,
                              const std::vector<CheckDirective>& directives) {
  using file_check_internal::FindInLine;
  std::vector<std::string> lines = absl::StrSplit(output, '\n');
  std::map<std::string, std::string> bound;
  size_t line = 0, column = 0;  // the position after the previous match
  bool matched_any = false;
  std::vector<const CheckDirective*> pending_nots;
  auto fail = [&](const CheckDirective& d, absl::string_view why) {
    return absl::NotFoundError(absl::StrCat("CHECK on case line ", d.line_in_case, " (",
                                            d.pattern, "): ", why, "\n--- output ---\n",
                                            output));
  };
  // CHECK-NOTs between (line, column) and the match at (end_line, end_col).
  auto check_nots = [&](size_t end_line, size_t end_column) -> absl::Status {
    for (const CheckDirective* d : pending_nots) {
      for (size_t l = line; l <= end_line && l < lines.size(); ++l) {
        std::string text = lines[l];
        if (l == end_line) text = text.substr(0, std::min(end_column, text.size()));
        size_t from = l == line ? column : 0;
        auto found = FindInLine(text, from, d->pattern, bound);
        if (!found.ok()) return fail(*d, found.status().message());
        if (found->has_value()) return fail(*d, absl::StrCat("found on output line ", l + 1));
      }
    }
    pending_nots.clear();
    return absl::OkStatus();
  };
  for (const CheckDirective& d : directives) {
    if (d.kind == CheckDirective::kNot) {
      pending_nots.push_back(&d);
      continue;
    }
    std::optional<std::pair<size_t, size_t>> at;  // (line, end column)
    if (d.kind == CheckDirective::kCheck) {
      for (size_t l = line; l < lines.size() && !at; ++l) {
        auto found = FindInLine(lines[l], l == line ? column : 0, d.pattern, bound);
        if (!found.ok()) return fail(d, found.status().message());
        if (found->has_value()) at = {l, **found};
      }
      if (!at) return fail(d, "not found");
    } else {
      if (!matched_any) return fail(d, "needs a CHECK before it");
      size_t l = d.kind == CheckDirective::kNext ? line + 1 : line;
      if (l >= lines.size()) return fail(d, "no such line");
      auto found = FindInLine(lines[l], d.kind == CheckDirective::kSame ? column : 0, d.pattern,
                              bound);
      if (!found.ok()) return fail(d, found.status().message());
      if (!found->has_value()) {
        return fail(d, absl::StrCat("not on output line ", l + 1, ": ", lines[l]));
      }
      at = {l, **found};
    }
    absl::Status nots = check_nots(at->first, at->second);
    if (!nots.ok()) return nots;
    line = at->first;
    column = at->second;
    matched_any = true;
  }
  return check_nots(lines.empty() ? 0 : lines.size() - 1, std::string::npos);
}

}  // namespace xla::testlib

#endif  // AXLE_TESTS_TESTLIB_FILE_CHECK_H_
