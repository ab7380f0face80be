// `axle run --profile`: the cpu backend's per-instruction time table (the
// first of several runs left out), and `--profile_out`: every run's
// instruction timeline as Chrome trace JSON.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
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
  EXPECT_TRUE(absl::StrContains(r.err, "profile of runs 2 to 3 (cpu; run 1")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "instruction")) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "share")) << r.err;
  // One row per instruction that computes (the cpu pipeline may have fused
  // some), each run twice after the first run; parameters and constants
  // emit no code.
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
    EXPECT_EQ(words[2], "2") << line;
    EXPECT_NE(words[0], "x") << line;
    EXPECT_NE(words[0], "z") << line;
  }
  EXPECT_GE(rows, 1) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "\ntotal")) << r.err;
}

TEST(RunProfileTest, OneRunIsProfiledWhole) {
  std::string module = WriteTempFile("run_profile_once.hlo", kModule);
  CliResult r = RunAxle({"--profile", "--random_inputs", module});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(r.err, "profile of 1 run (cpu)")) << r.err;
}

// The rows of the profile table: instruction name -> calls.
std::map<std::string, int64_t> TableCalls(const std::string& err) {
  std::map<std::string, int64_t> calls;
  bool in_table = false;
  for (absl::string_view line : absl::StrSplit(err, '\n')) {
    std::vector<absl::string_view> words = absl::StrSplit(line, ' ', absl::SkipWhitespace());
    if (words.empty()) continue;
    if (words[0] == "instruction") {
      in_table = true;
    } else if (in_table && words[0] != "total" && words.size() == 5) {
      int64_t n = 0;
      if (absl::SimpleAtoi(words[2], &n)) calls[std::string(words[0])] = n;
    }
  }
  return calls;
}

// Every call of every run is one complete event of the trace, on the
// calling thread's track, each event within the trace's span; the table
// still leaves the first run out.
TEST(RunProfileTest, ProfileOutWritesEveryRunAsChromeTraceEvents) {
  std::string module = WriteTempFile("run_profile_trace.hlo", kModule);
  std::string trace_path = WriteTempFile("run_profile_trace.json", "stale");
  CliResult r =
      RunAxle({"--profile_out=" + trace_path, "--iterations=3", "--random_inputs", module});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::map<std::string, int64_t> calls = TableCalls(r.err);
  ASSERT_FALSE(calls.empty()) << r.err;
  const std::string trace = ReadFile(trace_path);
  EXPECT_TRUE(absl::StartsWith(trace, "{\"displayTimeUnit\": \"ns\", \"traceEvents\": [")) << trace;
  EXPECT_TRUE(absl::StrContains(trace, "\"otherData\": {\"dropped_events\": 0}}")) << trace;
  int64_t events = 0;
  for (absl::string_view line : absl::StrSplit(trace, '\n')) {
    if (!absl::StartsWith(line, "{\"name\": ")) continue;
    ++events;
    EXPECT_TRUE(absl::StrContains(line, "\"ph\": \"X\"")) << line;
    EXPECT_TRUE(absl::StrContains(line, "\"pid\": 1, \"tid\": 1}")) << line;
    EXPECT_FALSE(absl::StrContains(line, "\"ts\": -")) << line;
    EXPECT_FALSE(absl::StrContains(line, "\"dur\": -")) << line;
  }
  int64_t table_calls = 0;
  for (const auto& [name, n] : calls) {
    table_calls += n;
    EXPECT_EQ(n, 2) << name;
    // Three events for each instruction of the table (its first run too).
    size_t found = 0;
    for (size_t at = trace.find("\"name\": \"" + name + "\","); at != std::string::npos;
         at = trace.find("\"name\": \"" + name + "\",", at + 1)) {
      ++found;
    }
    EXPECT_EQ(found, 3u) << name;
  }
  EXPECT_EQ(events, table_calls / 2 * 3) << trace;
}

TEST(RunProfileTest, ProfileOutRefusesNoFileTheInterpreterAndAnUnwritablePath) {
  std::string module = WriteTempFile("run_profile_trace2.hlo", kModule);
  CliResult empty = RunAxle({"--profile_out=", "--random_inputs", module});
  EXPECT_EQ(empty.code, 2) << empty.err;
  EXPECT_TRUE(absl::StrContains(empty.err, "--profile_out needs a file name")) << empty.err;
  CliResult interpreter =
      RunAxle({"--profile_out=t.json", "--backend=interpreter", "--random_inputs", module});
  EXPECT_NE(interpreter.code, 0);
  EXPECT_TRUE(absl::StrContains(interpreter.err, "--profile_out needs the cpu backend"))
      << interpreter.err;
  CliResult unwritable =
      RunAxle({"--profile_out=/nonexistent-axle-dir/t.json", "--random_inputs", module});
  EXPECT_EQ(unwritable.code, 1) << unwritable.err;
  EXPECT_TRUE(absl::StrContains(unwritable.err, "cannot write /nonexistent-axle-dir/t.json"))
      << unwritable.err;
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
