// algsimp (under HloPassFix) over the XLA corpus (tests/testlib/xla_corpus.h;
// skipped when absent): on every module that parses it must succeed, leave a
// valid module, and be idempotent. Small side-effect-free modules are also
// run on the interpreter before and after, on random inputs: the results
// must be the same bits.
#include <iostream>
#include <map>

#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/passes/algebraic_simplifier.h"
#include "axle/passes/hlo_pass_fix.h"
#include "tests/testlib/xla_corpus.h"

namespace xla {
namespace {

int64_t InstructionCount(const HloModule& module) {
  int64_t count = 0;
  for (const HloComputation* computation : module.computations()) {
    count += computation->instruction_count();
  }
  return count;
}

TEST(AlgsimpCorpusTest, ValidIdempotentAndExactOnXlaModules) {
  const std::vector<testlib::CorpusModule> corpus = testlib::ParsableXlaCorpusModules();
  if (corpus.empty()) GTEST_SKIP() << "no corpus at " << testlib::XlaCorpusRoot();
  int64_t changed_modules = 0, compared = 0, before_total = 0, after_total = 0;
  std::map<std::string, int64_t> rule_counts;
  std::vector<std::string> failures;
  for (const testlib::CorpusModule& corpus_module : corpus) {
    auto module = ParseAndVerifyModule(corpus_module.text);
    ASSERT_TRUE(module.ok()) << module.status();
    const std::string& name = corpus_module.name;
    auto fail = [&](absl::string_view why) { failures.push_back(absl::StrCat(name, ": ", why)); };

    const uint64_t seed = std::hash<std::string>()(name);
    std::optional<Literal> before;
    if (testlib::CheapToInterpret(**module)) {
      before = testlib::EvaluateOnRandomInputs(**module, seed);
    }

    const int64_t count_before = InstructionCount(**module);
    HloPassFix<AlgebraicSimplifier> fix;
    PassRunOptions options;
    options.verify_each = true;
    PassRunContext context{&options};
    absl::StatusOr<bool> changed = RunPassInContext(fix, module->get(), context);
    if (!changed.ok()) {
      fail(changed.status().message());
      continue;
    }
    absl::Status valid = HloVerifier::Verify(**module);
    if (!valid.ok()) {
      fail(absl::StrCat("invalid after algsimp: ", valid.message()));
      continue;
    }
    for (const auto& [rule, count] : fix.rule_counts()) rule_counts[rule] += count;
    changed_modules += *changed;
    before_total += count_before;
    after_total += InstructionCount(**module);

    const std::string text = (*module)->ToString();
    absl::StatusOr<bool> again = AlgebraicSimplifier().Run(module->get());
    if (!again.ok() || *again || (*module)->ToString() != text) {
      fail("not idempotent: a second run changed the module");
      continue;
    }
    if (before) {
      std::optional<Literal> after = testlib::EvaluateOnRandomInputs(**module, seed);
      if (!after) {
        fail("the interpreter failed after algsimp");
        continue;
      }
      absl::Status same = LiteralEqual(*before, *after);
      if (!same.ok()) fail(absl::StrCat("results differ: ", same.message()));
      ++compared;
    }
  }
  std::cout << "algsimp over the " << corpus.size() << " of " << testlib::XlaCorpusPaths().size()
            << " corpus modules that parse: " << changed_modules << " changed, instructions "
            << before_total << " -> " << after_total << " (" << before_total - after_total
            << " removed); " << compared << " compared on the interpreter\n";
  for (const auto& [rule, count] : rule_counts) std::cout << "  " << count << "\t" << rule << "\n";
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures:\n"
                                << absl::StrJoin(failures, "\n");
}

}  // namespace
}  // namespace xla
