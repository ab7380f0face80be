// Runs the before/after cases under tests/passes (see README.md there).
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/str_split.h"
#include "axle/base/status_macros.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/random_literal.h"
#include "axle/passes/pass_registry.h"
#include "axle/passes/pipelines.h"
#include "tests/testlib/file_check.h"
#include "tests/testlib/hlo_case.h"

namespace xla {
namespace {

namespace fs = std::filesystem;

struct PassCase {
  std::string text;
  std::vector<std::string> run;
  std::optional<bool> changed;
  std::optional<ErrorSpec> tolerance;
  bool differential = true;
};

fs::path PassCasesRoot() { return fs::path(AXLE_SOURCE_DIR) / "tests/passes"; }

absl::StatusOr<PassCase> ReadPassCase(const fs::path& path) {
  std::ifstream file(path);
  std::stringstream buffer;
  buffer << file.rdbuf();
  PassCase c;
  c.text = buffer.str();
  for (absl::string_view line : absl::StrSplit(c.text, '\n')) {
    line = absl::StripAsciiWhitespace(line);
    if (!absl::ConsumePrefix(&line, "//")) continue;
    line = absl::StripLeadingAsciiWhitespace(line);
    if (absl::ConsumePrefix(&line, "RUN:")) {
      for (absl::string_view name : absl::StrSplit(line, ',', absl::SkipWhitespace())) {
        c.run.push_back(std::string(absl::StripAsciiWhitespace(name)));
      }
    } else if (absl::ConsumePrefix(&line, "CHANGED:")) {
      line = absl::StripAsciiWhitespace(line);
      if (line != "true" && line != "false") {
        return absl::InvalidArgumentError(absl::StrCat("bad CHANGED: ", line));
      }
      c.changed = line == "true";
    } else if (absl::ConsumePrefix(&line, "TOLERANCE:")) {
      absl::StatusOr<ErrorSpec> spec = testlib::ParseTolerance(line);
      if (!spec.ok()) return spec.status();
      c.tolerance = *spec;
    } else if (absl::ConsumePrefix(&line, "NO-DIFF:")) {
      c.differential = false;
    }
  }
  if (c.run.empty()) return absl::InvalidArgumentError("case has no RUN line");
  return c;
}

absl::StatusOr<std::unique_ptr<HloPassPipeline>> MakeRunPipeline(
    const std::vector<std::string>& names) {
  auto pipeline = std::make_unique<HloPassPipeline>("test");
  for (const std::string& name : names) {
    absl::string_view view = name;
    if (absl::ConsumePrefix(&view, "pipeline=")) {
      ASSIGN_OR_RETURN(std::unique_ptr<HloPassPipeline> inner, MakePipelineByName(view));
      pipeline->AddPass(std::move(inner));
    } else {
      ASSIGN_OR_RETURN(std::unique_ptr<HloPass> pass, MakePassByName(view));
      pipeline->AddPass(std::move(pass));
    }
  }
  return pipeline;
}

std::vector<std::string> AllPassCases() {
  std::vector<std::string> paths;
  fs::path root = PassCasesRoot();
  if (!fs::exists(root)) return paths;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() == ".hlo") {
      paths.push_back(fs::relative(entry.path(), root).string());
    }
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

class PassCaseTest : public ::testing::TestWithParam<std::string> {};

TEST_P(PassCaseTest, Matches) {
  absl::StatusOr<PassCase> c = ReadPassCase(PassCasesRoot() / GetParam());
  ASSERT_TRUE(c.ok()) << c.status();
  auto module = ParseAndVerifyModule(c->text);
  ASSERT_TRUE(module.ok()) << module.status();
  std::string before_text = (*module)->ToString();

  // Interpreter run before the passes, on inputs from a fixed seed.
  bool differential = c->differential;
  for (const HloComputation* computation : (*module)->computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      differential &= !instruction->HasSideEffectNoRecurse();
    }
  }
  std::vector<Literal> inputs;
  std::optional<Literal> before_result;
  if (differential) {
    std::mt19937_64 rng(std::hash<std::string>()(GetParam()));
    for (const HloInstruction* parameter :
         (*module)->entry_computation()->parameter_instructions()) {
      auto input = MakeRandomLiteral(parameter->shape(), rng);
      ASSERT_TRUE(input.ok()) << input.status();
      inputs.push_back(*std::move(input));
    }
    std::vector<const Literal*> args;
    for (const Literal& input : inputs) args.push_back(&input);
    auto result = HloEvaluator().Evaluate(**module, args);
    ASSERT_TRUE(result.ok()) << "interpreter before the passes: " << result.status();
    before_result = *std::move(result);
  }

  auto pipeline = MakeRunPipeline(c->run);
  ASSERT_TRUE(pipeline.ok()) << pipeline.status();
  PassRunOptions options;
  options.verify_each = true;
  absl::StatusOr<bool> changed = (*pipeline)->Run(module->get(), options);
  ASSERT_TRUE(changed.ok()) << changed.status();
  absl::Status valid = HloVerifier::Verify(**module);
  ASSERT_TRUE(valid.ok()) << valid;
  std::string after_text = (*module)->ToString();

  if (c->changed) {
    EXPECT_EQ(*changed, *c->changed) << after_text;
    if (!*c->changed) {
      EXPECT_EQ(after_text, before_text);
    }
  }
  absl::Status checked = testlib::FileCheck(after_text, testlib::ParseCheckDirectives(c->text));
  EXPECT_TRUE(checked.ok()) << checked.message();

  if (before_result) {
    std::vector<const Literal*> args;
    for (const Literal& input : inputs) args.push_back(&input);
    auto after_result = HloEvaluator().Evaluate(**module, args);
    ASSERT_TRUE(after_result.ok()) << "interpreter after the passes: " << after_result.status();
    absl::Status same = c->tolerance ? LiteralNear(*before_result, *after_result, *c->tolerance)
                                     : LiteralEqual(*before_result, *after_result);
    EXPECT_TRUE(same.ok()) << "results differ before and after the passes: " << same.message()
                           << "\n  before: " << before_result->ToString()
                           << "\n  after: " << after_result->ToString();
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, PassCaseTest, ::testing::ValuesIn(AllPassCases()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return testlib::HloCaseTestName(info.param);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(PassCaseTest);

}  // namespace
}  // namespace xla
