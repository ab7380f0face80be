// Runs the JAX-generated corpus (tests/stablehlo/corpus, made by
// tests/stablehlo/generate_corpus.sh from jax 0.10.2) and the converter's own
// cases (tests/stablehlo/converter_cases: ops JAX rarely emits, with XLA:CPU's
// results for the same text): every case's module in every form JAX and XLA
// print (StableHLO text, pretty and generic; the portable artifact at JAX's
// default, an older and the plugin's VHLO version; HLO text; XLA:CPU's
// optimised HLO) is read, compiled for the interpreter and `cpu`, run on the
// case's inputs, and compared with XLA:CPU's results within the case's
// tolerance (meta.json).
//
// tests/stablehlo/corpus_pending.txt lists "CASE FORM PLATFORM  # reason"
// lines (FORM and PLATFORM may be `*`) that do not pass yet: they are
// skipped, and a listed entry that passes fails the test, so the list only
// shrinks.
#include <filesystem>
#include <map>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_text.h"
#include "axle/stablehlo/module_reader.h"

namespace xla {
namespace {

namespace fs = std::filesystem;

const char* const kForms[] = {"module.mlir",       "module.generic.mlir",  "module.mlirbc",
                              "module.old.mlirbc", "module.plugin.mlirbc", "module.hlo",
                              "module.opt.hlo"};
const char* const kPlatforms[] = {"interpreter", "cpu"};

// Case names are paths relative to this folder: "corpus/<category>/<name>",
// "converter_cases/<category>/<name>".
fs::path StableHloTestsRoot() { return fs::path(AXLE_SOURCE_DIR) / "tests/stablehlo"; }

std::string ReadFile(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream buffer;
  buffer << file.rdbuf();
  return buffer.str();
}

// Every case directory (one holding expected.txt), sorted.
std::vector<std::string> CorpusCases() {
  std::vector<std::string> cases;
  for (const char* folder : {"corpus", "converter_cases"}) {
    fs::path root = StableHloTestsRoot() / folder;
    if (!fs::exists(root)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
      if (entry.path().filename() == "expected.txt") {
        cases.push_back(fs::relative(entry.path().parent_path(), StableHloTestsRoot()).string());
      }
    }
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

// "CASE FORM PLATFORM" entries of corpus_pending.txt.
const std::set<std::string>& PendingEntries() {
  static const auto* pending = [] {
    auto* entries = new std::set<std::string>;
    std::ifstream file(fs::path(AXLE_SOURCE_DIR) / "tests/stablehlo/corpus_pending.txt");
    std::string line;
    while (std::getline(file, line)) {
      absl::string_view entry = line;
      entry = entry.substr(0, entry.find('#'));
      std::vector<std::string> words = absl::StrSplit(entry, ' ', absl::SkipWhitespace());
      if (words.size() == 3) entries->insert(absl::StrJoin(words, " "));
    }
    return entries;
  }();
  return *pending;
}

bool IsPending(const std::string& name, const std::string& form, const std::string& platform) {
  for (const std::string& f : {form, std::string("*")}) {
    for (const std::string& p : {platform, std::string("*")}) {
      if (PendingEntries().contains(absl::StrCat(name, " ", f, " ", p))) return true;
    }
  }
  return false;
}

// The tolerance in meta.json ("atol": A, "rtol": R); exact when absent.
std::optional<ErrorSpec> Tolerance(const std::string& meta) {
  auto number = [&](const char* key) -> std::optional<double> {
    std::smatch match;
    std::regex pattern(absl::StrCat("\"", key, "\"\\s*:\\s*([-+0-9.eE]+)"));
    if (!std::regex_search(meta, match, pattern)) return std::nullopt;
    return std::stod(match[1].str());
  };
  std::optional<double> atol = number("atol"), rtol = number("rtol");
  if (!atol && !rtol) return std::nullopt;
  if (atol.value_or(0) == 0 && rtol.value_or(0) == 0) return std::nullopt;
  return ErrorSpec(atol.value_or(0), rtol.value_or(0));
}

absl::StatusOr<std::unique_ptr<HloModule>> ReadForm(const fs::path& dir, const std::string& form) {
  std::string contents = ReadFile(dir / form);
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module,
                   ParseModuleInAnyFormat(contents, (dir / form).string()));
  RETURN_IF_ERROR(HloVerifier::Verify(*module));
  return module;
}

absl::StatusOr<Literal> CompileAndRun(std::unique_ptr<HloModule> module,
                                      const std::string& platform_name,
                                      const std::vector<Literal>& inputs) {
  ASSIGN_OR_RETURN(Platform * platform, PlatformUtil::GetPlatform(platform_name));
  ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                   platform->compiler()->Compile(std::move(module), {}));
  std::vector<const Literal*> arguments;
  for (const Literal& input : inputs) arguments.push_back(&input);
  return executable->Execute(arguments);
}

class StableHloCorpusTest : public ::testing::TestWithParam<std::string> {};

TEST_P(StableHloCorpusTest, EveryFormGivesXlaCpuResults) {
  const std::string& name = GetParam();
  fs::path dir = StableHloTestsRoot() / name;
  std::vector<Literal> inputs;
  for (absl::string_view line : absl::StrSplit(ReadFile(dir / "inputs.txt"), '\n')) {
    if (absl::StripAsciiWhitespace(line).empty()) continue;
    absl::StatusOr<Literal> input = ParseLiteral(line);
    ASSERT_TRUE(input.ok()) << name << " inputs.txt: " << input.status();
    inputs.push_back(*std::move(input));
  }
  absl::StatusOr<Literal> expected =
      ParseLiteral(absl::StripAsciiWhitespace(ReadFile(dir / "expected.txt")));
  ASSERT_TRUE(expected.ok()) << name << " expected.txt: " << expected.status();
  std::optional<ErrorSpec> tolerance = Tolerance(ReadFile(dir / "meta.json"));
  // The forms of one program usually convert to the same HLO text: each
  // distinct module runs once per platform, and every form that gave it
  // shares the outcome.
  std::map<std::string, std::map<std::string, absl::Status>> outcome_by_module;
  int forms = 0;
  for (const char* form : kForms) {
    if (!fs::exists(dir / form)) continue;
    ++forms;
    absl::StatusOr<std::unique_ptr<HloModule>> module = ReadForm(dir, form);
    std::string key = module.ok() ? (*module)->ToString() : "";
    for (const char* platform : kPlatforms) {
      absl::Status check = module.status();
      if (module.ok()) {
        auto& outcomes = outcome_by_module[key];
        if (!outcomes.contains(platform)) {
          absl::StatusOr<Literal> result = CompileAndRun((*module)->Clone(), platform, inputs);
          absl::Status match = result.status();
          if (result.ok()) {
            match = tolerance ? LiteralNear(*expected, *result, *tolerance)
                              : LiteralEqual(*expected, *result);
          }
          outcomes[platform] = match;
        }
        check = outcomes[platform];
      }
      std::string entry = absl::StrCat(name, " ", form, " ", platform);
      if (IsPending(name, form, platform)) {
        // Pending is about running: every form still reads and converts.
        EXPECT_TRUE(module.ok()) << entry << ": " << module.status();
        EXPECT_FALSE(check.ok()) << entry
                                 << " passes: remove it from tests/stablehlo/corpus_pending.txt";
        continue;
      }
      EXPECT_TRUE(check.ok()) << entry << ": " << check.message();
    }
  }
  EXPECT_GT(forms, 0) << name << ": the case has no module";
}

std::string CaseTestName(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) {
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Corpus, StableHloCorpusTest, ::testing::ValuesIn(CorpusCases()),
                         CaseTestName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(StableHloCorpusTest);

// The corpus is there and large enough that the test above means something.
TEST(StableHloCorpusPresenceTest, CorpusHasCases) { EXPECT_GE(CorpusCases().size(), 100u); }

}  // namespace
}  // namespace xla
