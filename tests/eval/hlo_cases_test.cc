// Runs every execution text case under tests/hlo/cases (see its README.md).
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_text.h"

namespace xla {
namespace {

namespace fs = std::filesystem;

struct HloCase {
  std::string text;
  int64_t replicas = 1;
  std::map<int64_t, std::vector<std::string>> inputs;  // -1: every replica
  std::map<int64_t, std::string> expected;             // -1: every replica
  std::optional<ErrorSpec> tolerance;
  std::optional<std::string> error;
};

// "INPUT[3]" -> ("INPUT", 3); "INPUT" -> ("INPUT", -1).
std::pair<std::string, int64_t> SplitReplica(absl::string_view key) {
  size_t open = key.find('[');
  if (open == absl::string_view::npos) return {std::string(key), -1};
  int64_t replica = -1;
  if (!absl::SimpleAtoi(key.substr(open + 1, key.size() - open - 2), &replica)) replica = -2;
  return {std::string(key.substr(0, open)), replica};
}

absl::StatusOr<HloCase> ReadCase(const fs::path& path) {
  std::ifstream file(path);
  std::stringstream buffer;
  buffer << file.rdbuf();
  HloCase c;
  c.text = buffer.str();
  for (absl::string_view line : absl::StrSplit(c.text, '\n')) {
    line = absl::StripAsciiWhitespace(line);
    if (!absl::ConsumePrefix(&line, "//")) continue;
    line = absl::StripLeadingAsciiWhitespace(line);
    size_t colon = line.find(':');
    if (colon == absl::string_view::npos) continue;
    auto [key, replica] = SplitReplica(line.substr(0, colon));
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
      c.tolerance = spec;
    }
  }
  return c;
}

std::vector<std::string> AllCases() {
  std::vector<std::string> paths;
  fs::path root = fs::path(AXLE_SOURCE_DIR) / "tests/hlo/cases";
  if (!fs::exists(root)) return paths;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() == ".hlo") {
      paths.push_back(fs::relative(entry.path(), root).string());
    }
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

class HloCaseTest : public ::testing::TestWithParam<std::string> {};

TEST_P(HloCaseTest, MatchesExpectation) {
  fs::path path = fs::path(AXLE_SOURCE_DIR) / "tests/hlo/cases" / GetParam();
  absl::StatusOr<HloCase> c = ReadCase(path);
  ASSERT_TRUE(c.ok()) << c.status();
  ASSERT_TRUE(c->error || !c->expected.empty()) << "case has neither EXPECT nor ERROR";
  auto module = ParseAndVerifyModule(c->text);
  ASSERT_TRUE(module.ok()) << module.status();

  std::vector<std::vector<Literal>> inputs(c->replicas);
  for (int64_t r = 0; r < c->replicas; ++r) {
    auto it = c->inputs.count(r) ? c->inputs.find(r) : c->inputs.find(-1);
    if (it == c->inputs.end()) continue;
    for (const std::string& text : it->second) {
      absl::StatusOr<Literal> literal = ParseLiteral(text);
      ASSERT_TRUE(literal.ok()) << "INPUT " << text << ": " << literal.status();
      inputs[r].push_back(*std::move(literal));
    }
  }
  std::vector<std::vector<const Literal*>> args(c->replicas);
  for (int64_t r = 0; r < c->replicas; ++r) {
    for (const Literal& literal : inputs[r]) args[r].push_back(&literal);
  }
  absl::StatusOr<std::vector<Literal>> results = EvaluateReplicated(**module, args);
  if (c->error) {
    ASSERT_FALSE(results.ok()) << "expected an error containing '" << *c->error << "'";
    EXPECT_TRUE(absl::StrContains(results.status().message(), *c->error)) << results.status();
    return;
  }
  ASSERT_TRUE(results.ok()) << results.status();
  for (int64_t r = 0; r < c->replicas; ++r) {
    auto it = c->expected.count(r) ? c->expected.find(r) : c->expected.find(-1);
    ASSERT_NE(it, c->expected.end()) << "no EXPECT for replica " << r;
    absl::StatusOr<Literal> expected = ParseLiteral(it->second);
    ASSERT_TRUE(expected.ok()) << "EXPECT " << it->second << ": " << expected.status();
    absl::Status match = c->tolerance
                             ? LiteralNear(*expected, (*results)[r], *c->tolerance)
                             : LiteralEqual(*expected, (*results)[r]);
    EXPECT_TRUE(match.ok()) << "replica " << r << ": " << match.message()
                            << "\n  got: " << (*results)[r].ToString();
  }
}

std::string CaseName(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& ch : name) {
    if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Cases, HloCaseTest, ::testing::ValuesIn(AllCases()), CaseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(HloCaseTest);

}  // namespace
}  // namespace xla
