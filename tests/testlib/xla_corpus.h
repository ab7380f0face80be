// The XLA corpus: HLO modules that XLA, JAX and TF printed, in
// $AXLE_XLA_CORPUS or /work/shared/corpus/xla-hlo. Many use syntax Axle does
// not parse yet; corpus tests take the ones that parse and verify.
#ifndef AXLE_TESTS_TESTLIB_XLA_CORPUS_H_
#define AXLE_TESTS_TESTLIB_XLA_CORPUS_H_

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal.h"

namespace xla::testlib {

inline std::filesystem::path XlaCorpusRoot() {
  const char* root = std::getenv("AXLE_XLA_CORPUS");
  return root != nullptr ? std::filesystem::path(root)
                         : std::filesystem::path("/work/shared/corpus/xla-hlo");
}

// Every .hlo file of the corpus, sorted; empty when there is no corpus.
inline std::vector<std::filesystem::path> XlaCorpusPaths() {
  std::vector<std::filesystem::path> paths;
  if (!std::filesystem::exists(XlaCorpusRoot())) return paths;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(XlaCorpusRoot())) {
    if (entry.path().extension() == ".hlo") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

struct CorpusModule {
  std::string name;  // the path below the corpus root
  std::string text;
};

// The corpus modules Axle parses and verifies, in path order.
inline std::vector<CorpusModule> ParsableXlaCorpusModules() {
  std::vector<CorpusModule> modules;
  for (const std::filesystem::path& path : XlaCorpusPaths()) {
    std::ifstream file(path);
    std::stringstream buffer;
    buffer << file.rdbuf();
    if (!ParseAndVerifyModule(buffer.str()).ok()) continue;
    modules.push_back({std::filesystem::relative(path, XlaCorpusRoot()).string(), buffer.str()});
  }
  return modules;
}

// Roughly how many element operations interpreting every instruction of
// `module` once costs (windows and contractions cost per output element).
double InterpretationWork(const HloModule& module);

// Cheap to interpret (about a million element operations at most), free of
// side effects, replica dependence, custom calls, dynamic shapes and loops
// (some corpus loops never end): worth comparing before and after a pass.
bool CheapToInterpret(const HloModule& module);

// The entry's result on random inputs drawn from `seed`; nullopt where the
// interpreter cannot run the module.
std::optional<Literal> EvaluateOnRandomInputs(const HloModule& module, uint64_t seed);

}  // namespace xla::testlib

#endif  // AXLE_TESTS_TESTLIB_XLA_CORPUS_H_
