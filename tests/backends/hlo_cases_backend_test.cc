// Runs every execution case under tests/hlo/cases on every compiled backend
// (the interpreter runs them in tests/eval/hlo_cases_test.cc), through the
// platform's compiler and executable as users do.
//
// tests/backends/<platform>_pending_cases.txt lists the cases a backend does
// not pass yet, one path per line: they are skipped with that note, and a
// listed case that passes fails the test, so the list only shrinks.
#include <filesystem>
#include <fstream>
#include <set>

#include <gtest/gtest.h>

#include "absl/cleanup/cleanup.h"
#include "absl/strings/strip.h"
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "tests/testlib/hlo_case.h"

namespace xla {
namespace {

using testlib::HloCase;

std::set<std::string> PendingCases(const std::string& platform) {
  std::set<std::string> pending;
  std::ifstream file(std::filesystem::path(AXLE_SOURCE_DIR) / "tests/backends" /
                     (platform + "_pending_cases.txt"));
  std::string line;
  while (std::getline(file, line)) {
    absl::string_view path = absl::StripAsciiWhitespace(line);
    if (!path.empty() && path[0] != '#') pending.insert(std::string(path));
  }
  return pending;
}

absl::StatusOr<std::vector<Literal>> RunOnPlatform(const std::string& platform_name,
                                                   const HloCase& c) {
  ASSIGN_OR_RETURN(Platform * platform, PlatformUtil::GetPlatform(platform_name));
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(c.text));
  CompileOptions options;
  options.num_replicas = c.replicas;
  ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                   platform->compiler()->Compile(std::move(module), options));
  ASSIGN_OR_RETURN(auto inputs, testlib::HloCaseInputs(c));
  return executable->ExecuteReplicated(testlib::Pointers(inputs));
}

struct BackendCase {
  std::string platform;
  std::string path;
};

void PrintTo(const BackendCase& c, std::ostream* os) { *os << c.platform << ":" << c.path; }

class BackendCaseTest : public ::testing::TestWithParam<BackendCase> {};

TEST_P(BackendCaseTest, MatchesExpectation) {
  const BackendCase& param = GetParam();
  absl::StatusOr<HloCase> c = testlib::ReadHloCase(param.path);
  ASSERT_TRUE(c.ok()) << c.status();
  // Results whose bytes the compiled code leaves unwritten show as 0x7F...,
  // not as the zeros a fresh page happens to hold.
  literal_internal::Uninitialized::SetFillForTesting(0x7F);
  absl::Cleanup no_fill = [] { literal_internal::Uninitialized::SetFillForTesting(std::nullopt); };
  absl::Status check = testlib::CheckHloCaseResults(*c, RunOnPlatform(param.platform, *c));
  static const auto* pending = new std::map<std::string, std::set<std::string>>;
  auto& listed = const_cast<std::map<std::string, std::set<std::string>>&>(*pending);
  if (!listed.contains(param.platform)) listed[param.platform] = PendingCases(param.platform);
  if (listed[param.platform].contains(param.path)) {
    ASSERT_FALSE(check.ok()) << param.path << " passes on " << param.platform
                             << ": remove it from tests/backends/" << param.platform
                             << "_pending_cases.txt";
    GTEST_SKIP() << "pending on " << param.platform << ": " << check.message();
  }
  EXPECT_TRUE(check.ok()) << check.message();
}

std::vector<BackendCase> AllBackendCases() {
  std::vector<BackendCase> cases;
  for (const std::string& platform : PlatformUtil::PlatformNames()) {
    if (platform == "interpreter") continue;
    for (const std::string& path : testlib::AllHloCasePaths()) cases.push_back({platform, path});
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Cases, BackendCaseTest, ::testing::ValuesIn(AllBackendCases()),
                         [](const ::testing::TestParamInfo<BackendCase>& info) {
                           return testlib::HloCaseTestName(info.param.platform + "/" +
                                                           info.param.path);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(BackendCaseTest);

}  // namespace
}  // namespace xla
