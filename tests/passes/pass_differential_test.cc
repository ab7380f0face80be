// Every registered pass, and every pipeline, over every execution case in
// tests/hlo/cases: with the verifier after each pass, the optimised module
// must still produce the case's EXPECT on the interpreter.
#include <map>
#include <regex>

#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/pass_registry.h"
#include "axle/passes/pipelines.h"
#include "tests/testlib/hlo_case.h"

namespace xla {
namespace {

// Runs `make_pass()` over every case; returns one line per failing case.
std::vector<std::string> FailuresOver(
    const std::function<std::unique_ptr<HloPass>()>& make_pass) {
  std::vector<std::string> failures;
  for (const std::string& path : testlib::AllHloCasePaths()) {
    auto fail = [&](absl::string_view why) { failures.push_back(absl::StrCat(path, ": ", why)); };
    absl::StatusOr<testlib::HloCase> c = testlib::ReadHloCase(path);
    if (!c.ok()) {
      fail(c.status().message());
      continue;
    }
    auto module = ParseAndVerifyModule(c->text);
    if (!module.ok()) {
      fail(module.status().message());
      continue;
    }
    std::unique_ptr<HloPass> pass = make_pass();
    PassRunOptions options;
    options.verify_each = true;
    PassRunContext context{&options};
    absl::StatusOr<bool> changed = RunPassInContext(*pass, module->get(), context);
    if (!changed.ok()) {
      fail(changed.status().message());
      continue;
    }
    absl::Status valid = HloVerifier::Verify(**module);
    if (!valid.ok()) {
      fail(absl::StrCat("invalid after the pass: ", valid.message()));
      continue;
    }
    auto inputs = testlib::HloCaseInputs(*c);
    if (!inputs.ok()) {
      fail(inputs.status().message());
      continue;
    }
    auto results = EvaluateReplicated(**module, testlib::Pointers(*inputs));
    absl::Status check = testlib::CheckHloCaseResults(*c, results);
    if (!check.ok()) fail(check.message());
  }
  return failures;
}

TEST(PassDifferentialTest, EveryPassKeepsEveryCaseResult) {
  for (const RegisteredPass& registered : RegisteredPasses()) {
    std::vector<std::string> failures = FailuresOver(registered.make);
    EXPECT_TRUE(failures.empty()) << "pass " << registered.name << ":\n"
                                  << absl::StrJoin(failures, "\n");
  }
}

TEST(PassDifferentialTest, EveryPipelineKeepsEveryCaseResult) {
  for (const std::string& name : PipelineNames()) {
    std::vector<std::string> failures = FailuresOver([&]() -> std::unique_ptr<HloPass> {
      return *MakePipelineByName(name);
    });
    EXPECT_TRUE(failures.empty()) << "pipeline " << name << ":\n"
                                  << absl::StrJoin(failures, "\n");
  }
}

// The module's text with every %name replaced by its order of first
// appearance: a pass that removes a copy another pass re-adds under a new
// name leaves the same canonical text.
std::string CanonicalText(const HloModule& module) {
  static const std::regex kName("%[A-Za-z0-9_.\\-]+");
  std::map<std::string, int> ids;
  std::string text = module.ToString(), out;
  auto begin = std::sregex_iterator(text.begin(), text.end(), kName);
  size_t last = 0;
  for (auto it = begin; it != std::sregex_iterator(); ++it) {
    out.append(text, last, it->position() - last);
    auto [entry, inserted] = ids.emplace(it->str(), static_cast<int>(ids.size()));
    absl::StrAppend(&out, "%v", entry->second);
    last = it->position() + it->length();
  }
  out.append(text, last, std::string::npos);
  return out;
}

// A pipeline run over its own output changes nothing but names: no pass
// undoes another's work, and none keeps adding (copies, fusions) forever.
TEST(PassDifferentialTest, EveryPipelineIsIdempotentOnItsOutput) {
  for (const std::string& name : PipelineNames()) {
    std::vector<std::string> failures;
    for (const std::string& path : testlib::AllHloCasePaths()) {
      absl::StatusOr<testlib::HloCase> c = testlib::ReadHloCase(path);
      ASSERT_TRUE(c.ok()) << path << ": " << c.status();
      auto module = ParseAndVerifyModule(c->text);
      ASSERT_TRUE(module.ok()) << path << ": " << module.status();
      ASSERT_TRUE((*MakePipelineByName(name))->Run(module->get()).ok()) << path;
      const std::string once = CanonicalText(**module);
      absl::StatusOr<bool> changed = (*MakePipelineByName(name))->Run(module->get());
      ASSERT_TRUE(changed.ok()) << path << ": " << changed.status();
      if (CanonicalText(**module) != once) {
        failures.push_back(absl::StrCat(path, ": a second run changed the module"));
      }
    }
    EXPECT_TRUE(failures.empty()) << "pipeline " << name << ":\n"
                                  << absl::StrJoin(failures, "\n");
  }
}

}  // namespace
}  // namespace xla
