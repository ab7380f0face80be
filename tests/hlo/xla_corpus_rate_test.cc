// The share of real XLA/JAX/TF modules Axle reads: every *.hlo of the shared
// corpus (tests/testlib/xla_corpus.h: $AXLE_XLA_CORPUS or
// /work/shared/corpus/xla-hlo) is parsed and verified. The test prints the
// rate and the failure groups (first error, numbers blanked), fails when the
// rate drops below kMinimumRate, and holds every module that is read to the
// printer's promise: print, parse back to an equal module that verifies and
// prints identically. Skipped when the corpus is absent.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "tests/testlib/xla_corpus.h"

namespace xla {
namespace {

// Raise as the parser learns more of XLA's syntax (measured: see git log).
constexpr double kMinimumRate = 0.965;  // 3,177 of 3,280 read on 2026-11-24

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// The message of a first error with what varies between modules blanked:
// the "FILE:LINE:COL: error: " prefix and numbers.
std::string FailureGroup(absl::string_view message) {
  size_t error = message.find("error: ");
  if (error != absl::string_view::npos) message.remove_prefix(error + 7);
  message = message.substr(0, message.find('\n'));
  std::string group;
  for (char c : message.substr(0, 100)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      group += c;
    } else if (group.empty() || group.back() != 'N') {
      group += 'N';
    }
  }
  return group;
}

TEST(XlaCorpusRateTest, ReadsEnoughOfTheCorpusAndRoundTripsWhatItReads) {
  const std::filesystem::path directory = testlib::XlaCorpusRoot();
  const std::vector<std::filesystem::path> files = testlib::XlaCorpusPaths();
  if (files.empty()) GTEST_SKIP() << "no XLA corpus at " << directory;

  int64_t read = 0;
  std::map<std::string, std::pair<int64_t, std::string>> groups;  // count, an example
  for (const auto& path : files) {
    std::string relative = std::filesystem::relative(path, directory).string();
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(ReadFile(path));
    if (!module.ok()) {
      auto& group = groups[FailureGroup(module.status().message())];
      if (group.first++ == 0) group.second = relative;
      continue;
    }
    ++read;
    std::string printed = (*module)->ToString();
    absl::StatusOr<std::unique_ptr<HloModule>> again = ParseAndVerifyModule(printed);
    ASSERT_TRUE(again.ok()) << relative << ": the printed module does not read back: "
                            << again.status() << "\nprinted text:\n"
                            << printed;
    EXPECT_TRUE(HloModulesEqual(**module, **again))
        << relative << ": the printed module reads back different:\n"
        << printed;
    EXPECT_EQ((*again)->ToString(), printed) << relative;
  }

  double rate = static_cast<double>(read) / static_cast<double>(files.size());
  std::vector<std::pair<int64_t, std::string>> ordered;
  for (const auto& [group, count_and_example] : groups) {
    ordered.push_back({count_and_example.first,
                       absl::StrCat(group, "   (e.g. ", count_and_example.second, ")")});
  }
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::string report = absl::StrCat("XLA corpus: ", read, " of ", files.size(),
                                    " modules parse and verify (", 100.0 * rate, "%)\n");
  for (const auto& [count, group] : ordered) absl::StrAppend(&report, "  ", count, "  ", group, "\n");
  std::cout << report;
  EXPECT_GE(rate, kMinimumRate) << report;
}

}  // namespace
}  // namespace xla
