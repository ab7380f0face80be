// The execution text cases under tests/hlo/cases (format in its README.md):
// reading them, making their inputs, and checking a result against them.
// Shared by every runner: the interpreter's, each pass's and each backend's.
#ifndef AXLE_TESTS_TESTLIB_HLO_CASE_H_
#define AXLE_TESTS_TESTLIB_HLO_CASE_H_

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "axle/literal/literal.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_text.h"

namespace xla::testlib {

struct HloCase {
  std::string path;  // relative to tests/hlo/cases
  std::string text;
  int64_t replicas = 1;
  std::map<int64_t, std::vector<std::string>> inputs;  // -1: every replica
  std::map<int64_t, std::string> expected;             // -1: every replica
  std::optional<ErrorSpec> tolerance;
  std::optional<std::string> error;
};

inline std::string HloCasesRoot() {
  return (std::filesystem::path(AXLE_SOURCE_DIR) / "tests/hlo/cases").string();
}

// "INPUT[3]" -> ("INPUT", 3); "INPUT" -> ("INPUT", -1); -2 when malformed.
inline std::pair<std::string, int64_t> SplitReplicaKey(absl::string_view key) {
  size_t open = key.find('[');
  if (open == absl::string_view::npos) return {std::string(key), -1};
  int64_t replica = -1;
  if (!absl::SimpleAtoi(key.substr(open + 1, key.size() - open - 2), &replica)) replica = -2;
  return {std::string(key.substr(0, open)), replica};
}

inline absl::StatusOr<ErrorSpec> ParseTolerance(absl::string_view value) {
  ErrorSpec spec{0, 0};
  for (absl::string_view part : absl::StrSplit(value, ' ', absl::SkipEmpty())) {
    double number = 0;
    if (absl::ConsumePrefix(&part, "atol=") && absl::SimpleAtod(part, &number)) {
      spec.abs = number;
    } else if (absl::ConsumePrefix(&part, "rtol=") && absl::SimpleAtod(part, &number)) {
      spec.rel = number;
    } else {
      return absl::InvalidArgumentError(absl::StrCat("bad TOLERANCE: ", value));
    }
  }
  return spec;
}

// Parses the directives of a case's text.
inline absl::StatusOr<HloCase> ParseHloCase(std::string text, std::string path = "") {
  HloCase c;
  c.path = std::move(path);
  c.text = std::move(text);
  for (absl::string_view line : absl::StrSplit(c.text, '\n')) {
    line = absl::StripAsciiWhitespace(line);
    if (!absl::ConsumePrefix(&line, "//")) continue;
    line = absl::StripLeadingAsciiWhitespace(line);
    size_t colon = line.find(':');
    if (colon == absl::string_view::npos) continue;
    auto [key, replica] = SplitReplicaKey(line.substr(0, colon));
    absl::string_view value = absl::StripAsciiWhitespace(line.substr(colon + 1));
    static const auto* kDirectives =
        new std::set<std::string>{"INPUT", "EXPECT", "ERROR", "REPLICAS", "TOLERANCE"};
    if (!kDirectives->contains(key)) continue;  // an ordinary comment
    if (replica == -2) return absl::InvalidArgumentError(absl::StrCat("bad directive: ", line));
    if (key == "INPUT") {
      c.inputs[replica].push_back(std::string(value));
    } else if (key == "EXPECT") {
      c.expected[replica] = std::string(value);
    } else if (key == "ERROR") {
      c.error = std::string(value);
    } else if (key == "REPLICAS") {
      if (!absl::SimpleAtoi(value, &c.replicas) || c.replicas < 1) {
        return absl::InvalidArgumentError(absl::StrCat("bad REPLICAS: ", value));
      }
    } else if (key == "TOLERANCE") {
      absl::StatusOr<ErrorSpec> spec = ParseTolerance(value);
      if (!spec.ok()) return spec.status();
      c.tolerance = *spec;
    }
  }
  if (!c.error && c.expected.empty()) {
    return absl::InvalidArgumentError("case has neither EXPECT nor ERROR");
  }
  return c;
}

// Reads tests/hlo/cases/<relative_path>.
inline absl::StatusOr<HloCase> ReadHloCase(const std::string& relative_path) {
  std::ifstream file(std::filesystem::path(HloCasesRoot()) / relative_path);
  if (!file) return absl::NotFoundError(absl::StrCat("cannot read case ", relative_path));
  std::stringstream buffer;
  buffer << file.rdbuf();
  return ParseHloCase(buffer.str(), relative_path);
}

// Every case, as paths relative to tests/hlo/cases, sorted.
inline std::vector<std::string> AllHloCasePaths() {
  namespace fs = std::filesystem;
  std::vector<std::string> paths;
  fs::path root = HloCasesRoot();
  if (!fs::exists(root)) return paths;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() == ".hlo") {
      paths.push_back(fs::relative(entry.path(), root).string());
    }
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

// The parsed inputs of every replica (replica r's list, in parameter order).
inline absl::StatusOr<std::vector<std::vector<Literal>>> HloCaseInputs(const HloCase& c) {
  std::vector<std::vector<Literal>> inputs(c.replicas);
  for (int64_t r = 0; r < c.replicas; ++r) {
    auto it = c.inputs.count(r) ? c.inputs.find(r) : c.inputs.find(-1);
    if (it == c.inputs.end()) continue;
    for (const std::string& text : it->second) {
      absl::StatusOr<Literal> literal = ParseLiteral(text);
      if (!literal.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("INPUT ", text, ": ", literal.status().message()));
      }
      inputs[r].push_back(*std::move(literal));
    }
  }
  return inputs;
}

inline std::vector<std::vector<const Literal*>> Pointers(
    const std::vector<std::vector<Literal>>& inputs) {
  std::vector<std::vector<const Literal*>> pointers(inputs.size());
  for (size_t r = 0; r < inputs.size(); ++r) {
    for (const Literal& literal : inputs[r]) pointers[r].push_back(&literal);
  }
  return pointers;
}

// OK when `results` (one per replica, or the failure) is what the case
// expects: the ERROR fragment, or each replica's EXPECT (exactly, or within
// the case's TOLERANCE).
inline absl::Status CheckHloCaseResults(const HloCase& c,
                                        const absl::StatusOr<std::vector<Literal>>& results) {
  if (c.error) {
    if (results.ok()) {
      return absl::FailedPreconditionError(
          absl::StrCat("expected an error containing '", *c.error, "', got a result"));
    }
    if (!absl::StrContains(results.status().message(), *c.error)) {
      return absl::FailedPreconditionError(absl::StrCat(
          "expected an error containing '", *c.error, "', got: ", results.status().message()));
    }
    return absl::OkStatus();
  }
  if (!results.ok()) return results.status();
  if (static_cast<int64_t>(results->size()) != c.replicas) {
    return absl::FailedPreconditionError(
        absl::StrCat("expected ", c.replicas, " results, got ", results->size()));
  }
  for (int64_t r = 0; r < c.replicas; ++r) {
    auto it = c.expected.count(r) ? c.expected.find(r) : c.expected.find(-1);
    if (it == c.expected.end()) {
      return absl::FailedPreconditionError(absl::StrCat("no EXPECT for replica ", r));
    }
    absl::StatusOr<Literal> expected = ParseLiteral(it->second);
    if (!expected.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("EXPECT ", it->second, ": ", expected.status().message()));
    }
    absl::Status match = c.tolerance ? LiteralNear(*expected, (*results)[r], *c.tolerance)
                                     : LiteralEqual(*expected, (*results)[r]);
    if (!match.ok()) {
      return absl::FailedPreconditionError(absl::StrCat("replica ", r, ": ", match.message(),
                                                        "\n  got: ", (*results)[r].ToString()));
    }
  }
  return absl::OkStatus();
}

// A gtest-friendly name for a case path.
inline std::string HloCaseTestName(const std::string& path) {
  std::string name = path;
  for (char& ch : name) {
    if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

}  // namespace xla::testlib

#endif  // AXLE_TESTS_TESTLIB_HLO_CASE_H_
