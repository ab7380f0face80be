// The expander and loop passes over the XLA corpus (modules XLA, JAX and TF
// printed; $AXLE_XLA_CORPUS or /work/shared/corpus/xla-hlo): on every module
// Axle parses and verifies, each pass must succeed, leave a valid module and
// be idempotent (a second run changes nothing).
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/pass_registry.h"

namespace xla {
namespace {

namespace fs = std::filesystem;

constexpr const char* kPasses[] = {
    "batchnorm-expander",           "comparison-expander",  "constant-folding",
    "convolution-canonicalization", "dot-decomposer",       "rng-expander",
    "simplify-while-loops",         "while-loop-trip-count-annotator"};

fs::path CorpusRoot() {
  const char* root = std::getenv("AXLE_XLA_CORPUS");
  return root != nullptr ? fs::path(root) : fs::path("/work/shared/corpus/xla-hlo");
}

std::vector<std::string> ParsableModules() {
  std::vector<std::string> texts;
  if (!fs::exists(CorpusRoot())) return texts;
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(CorpusRoot())) {
    if (entry.path().extension() == ".hlo") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  for (const fs::path& path : paths) {
    std::ifstream file(path);
    std::stringstream buffer;
    buffer << file.rdbuf();
    if (ParseAndVerifyModule(buffer.str()).ok()) texts.push_back(buffer.str());
  }
  return texts;
}

TEST(ExpanderCorpusTest, EveryPassSucceedsKeepsValidityAndIsIdempotent) {
  static const std::vector<std::string>* modules = new auto(ParsableModules());
  if (modules->empty()) GTEST_SKIP() << "no corpus at " << CorpusRoot();
  std::vector<std::string> failures;
  for (const char* name : kPasses) {
    int changed_modules = 0;
    for (const std::string& text : *modules) {
      auto module = ParseAndVerifyModule(text);
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
