// `axle run --profile`: the cpu backend's per-instruction time table.
#include <gtest/gtest.h>

#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "axle/tools/run_command.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

CliResult RunAxle(std::vector<std::string> args) { return RunSubcommand(RunRunCommand, args); }

constexpr char kModule[] = R"(HloModule profiled

ENTRY main {
  x = f32[1000]{0} parameter(0)
  e = f32[1000]{0} exponential(x)
  s = f32[1000]{0} sine(e)
  z = f32[] constant(0)
  ROOT r = f32[] reduce(s, z), dimensions={0}, to_apply=add
}

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
)";

TEST(RunProfileTest, PrintsEveryInstructionThatRunsWithItsCalls) {
  std::string module = WriteTempFile("run_profile.hlo", kModule);
  CliResult r = RunAxle({"--profile", "--iterations=3", "--random_inputs", module});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "profile of 3 runs")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "instruction")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "share")) << r.err;
  // One row per instruction that computes (the cpu pipeline may have fused
  // some), each run 3 times; parameters and constants emit no code.
  bool in_table = false;
  int rows = 0;
  for (absl::string_view line : absl::StrSplit(r.err, '\n')) {
    std::vector<absl::string_view> words = absl::StrSplit(line, ' ', absl::SkipWhitespace());
    if (words.empty()) continue;
    if (words[0] == "instruction") {
      in_table = true;
      continue;
    }
    if (!in_table || words[0] == "total") continue;
    ASSERT_EQ(words.size(), 5u) << line;
    ++rows;
    EXPECT_EQ(words[2], "3") << line;
    EXPECT_NE(words[0], "x") << line;
    EXPECT_NE(words[0], "z") << line;
  }
  EXPECT_GE(rows, 1) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "\ntotal")) << r.err;
}

TEST(RunProfileTest, NeedsTheCpuBackendAndTakesNoValue) {
  std::string module = WriteTempFile("run_profile2.hlo", kModule);
  CliResult interpreter =
      RunAxle({"--profile", "--backend=interpreter", "--random_inputs", module});
  EXPECT_NE(interpreter.code, 0);
  EXPECT_TRUE(absl::StrContains(interpreter.err, "--profile needs the cpu backend"))
      << interpreter.err;
  CliResult valued = RunAxle({"--profile=1", "--random_inputs", module});
  EXPECT_EQ(valued.code, 2) << valued.err;
}

TEST(RunProfileTest, WithoutTheFlagNothingIsTimed) {
  std::string module = WriteTempFile("run_profile3.hlo", kModule);
  CliResult r = RunAxle({"--random_inputs", module});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_FALSE(absl::StrContains(r.err, "profile")) << r.err;
}

}  // namespace
}  // namespace xla::tools
