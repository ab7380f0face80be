// The cleanup passes over the XLA-printed modules of the shared corpus
// (tests/testlib/xla_corpus.h; skipped when absent): on every module that parses and verifies, each pass must succeed
// with the verifier after it, and a second run must change nothing. Small
// side-effect-free modules also run on the interpreter before and after, on
// random inputs: the results must be equal.
#include <iostream>
#include <map>
#include <optional>

#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/pass_registry.h"
#include "tests/testlib/xla_corpus.h"

namespace xla {
namespace {

constexpr const char* kCleanupPasses[] = {
    "call-inliner", "conditional-simplifier", "cse", "dce", "flatten-call-graph",
    "tuple-simplifier", "zero-sized-hlo-elimination"};

// Runs `pass_name` on `module` with the verifier after it.
absl::StatusOr<bool> RunVerified(absl::string_view pass_name, HloModule* module) {
  absl::StatusOr<std::unique_ptr<HloPass>> pass = MakePassByName(pass_name);
  if (!pass.ok()) return pass.status();
  PassRunOptions options;
  options.verify_each = true;
  PassRunContext context{&options};
  return RunPassInContext(**pass, module, context);
}

TEST(CleanupCorpusTest, EveryPassSucceedsAndIsIdempotent) {
  const std::vector<testlib::CorpusModule> modules = testlib::ParsableXlaCorpusModules();
  if (modules.empty()) GTEST_SKIP() << "no corpus at " << testlib::XlaCorpusRoot();
  ASSERT_GT(modules.size(), 1000u) << "most of the corpus should parse";
  std::vector<std::string> failures;
  std::map<std::string, int64_t> changed_counts;
  int64_t compared = 0;
  for (const testlib::CorpusModule& corpus_module : modules) {
    const std::string& name = corpus_module.name;
    absl::StatusOr<std::unique_ptr<HloModule>> original = ParseAndVerifyModule(corpus_module.text);
    ASSERT_TRUE(original.ok()) << name << ": " << original.status();
    bool worth_running = testlib::CheapToInterpret(**original);
    const uint64_t seed = std::hash<std::string>()(name);
    std::optional<Literal> expected;  // evaluated when a pass first changes the module
    for (const char* pass_name : kCleanupPasses) {
      std::unique_ptr<HloModule> module = (*original)->Clone("");
      auto fail = [&](absl::string_view why) {
        failures.push_back(absl::StrCat(pass_name, " on ", name, ": ", why));
      };
      absl::StatusOr<bool> first = RunVerified(pass_name, module.get());
      if (!first.ok()) {
        fail(first.status().message());
        continue;
      }
      changed_counts[pass_name] += *first;
      absl::StatusOr<bool> second = RunVerified(pass_name, module.get());
      if (!second.ok()) {
        fail(second.status().message());
      } else if (*second) {
        fail("a second run changed the module again");
      }
      if (worth_running && *first) {
        expected = testlib::EvaluateOnRandomInputs(**original, seed);
        worth_running = false;  // once
      }
      if (expected && *first) {
        std::optional<Literal> actual = testlib::EvaluateOnRandomInputs(*module, seed);
        absl::Status same = actual ? LiteralEqual(*expected, *actual)
                                   : absl::InternalError("the interpreter failed after the pass");
        if (!same.ok()) fail(same.message());
        ++compared;
      }
    }
  }
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures:\n"
                                << absl::StrJoin(failures, "\n");
  std::cout << modules.size() << " modules, " << compared
            << " changed ones compared on the interpreter; modules changed per pass: "
            << absl::StrJoin(changed_counts, ", ", absl::PairFormatter("=")) << "\n";
  // Real modules give the passes work, not only the cases do.
  EXPECT_GT(changed_counts["dce"], 50);
  EXPECT_GT(changed_counts["cse"], 50);
}

}  // namespace
}  // namespace xla
