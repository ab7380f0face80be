// The expander and loop passes over the XLA corpus (modules XLA, JAX and TF
// printed; $AXLE_XLA_CORPUS or /work/shared/corpus/xla-hlo): on every module
// Axle parses and verifies, each pass must succeed, leave a valid module and
// be idempotent (a second run changes nothing).
#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/pass_registry.h"
#include "tests/testlib/xla_corpus.h"

namespace xla {
namespace {

constexpr const char* kPasses[] = {
    "batchnorm-expander",           "comparison-expander",  "constant-folding",
    "convolution-canonicalization", "dot-decomposer",       "rng-expander",
    "simplify-while-loops",         "while-loop-trip-count-annotator"};

TEST(ExpanderCorpusTest, EveryPassSucceedsKeepsValidityAndIsIdempotent) {
  static const auto* modules = new auto(testlib::ParsableXlaCorpusModules());
  if (modules->empty()) GTEST_SKIP() << "no corpus at " << testlib::XlaCorpusRoot();
  std::vector<std::string> failures;
  for (const char* name : kPasses) {
    int changed_modules = 0;
    for (const testlib::CorpusModule& corpus_module : *modules) {
      auto module = ParseAndVerifyModule(corpus_module.text);
      auto pass = MakePassByName(name);
      ASSERT_TRUE(pass.ok()) << pass.status();
      auto fail = [&](absl::string_view why) {
        failures.push_back(absl::StrCat(name, " on ", (*module)->name(), ": ", why));
      };
      absl::StatusOr<bool> first = (*pass)->Run(module->get());
      if (!first.ok()) {
        fail(first.status().message());
        continue;
      }
      absl::Status valid = HloVerifier::Verify(**module);
      if (!valid.ok()) {
        fail(absl::StrCat("invalid after the pass: ", valid.message()));
        continue;
      }
      changed_modules += *first;
      const std::string after = (*module)->ToString();
      absl::StatusOr<bool> second = (*pass)->Run(module->get());
      if (!second.ok() || *second || (*module)->ToString() != after) {
        fail("not idempotent");
      }
    }
    std::cout << name << " changed " << changed_modules << " of " << modules->size()
              << " modules\n";
  }
  EXPECT_TRUE(failures.empty()) << absl::StrJoin(failures, "\n");
}

}  // namespace
}  // namespace xla
