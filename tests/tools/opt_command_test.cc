// `axle opt`: exit codes, output on stdout, located errors on stderr.
#include "axle/tools/opt_command.h"

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/compile_stages.h"
#include "axle/passes/pass_registry.h"

#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

using Result = CliResult;

Result RunOpt(std::vector<std::string> args) { return RunSubcommand(RunOptCommand, args); }

constexpr char kGood[] = R"(HloModule good

ENTRY main {
  x = f32[4]{0} parameter(0)
  ROOT n = f32[4]{0} negate(x)
}
)";

TEST(OptCommandTest, PrintsVerifiedModule) {
  Result r = RunOpt({WriteTempFile("good.hlo", kGood)});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(r.err.empty());
  EXPECT_NE(r.out.find("HloModule good"), std::string::npos);
  EXPECT_NE(r.out.find("negate("), std::string::npos);
  // The printed module is itself valid input that prints identically.
  Result again = RunOpt({WriteTempFile("again.hlo", r.out)});
  EXPECT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(again.out, r.out);
}

TEST(OptCommandTest, ParseErrorHasFileLineAndColumn) {
  std::string path = WriteTempFile("bad.hlo", "HloModule bad\n\nENTRY main {\n  x = f32[4] frobnicate()\n}\n");
  Result r = RunOpt({path});
  EXPECT_EQ(r.code, 1);
  EXPECT_TRUE(r.out.empty());
  EXPECT_EQ(r.err.rfind(path + ":4:", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("frobnicate"), std::string::npos) << r.err;
}

TEST(OptCommandTest, VerifierErrorIsReported) {
  Result r = RunOpt({WriteTempFile("wrong.hlo",
                               "HloModule w\nENTRY main {\n  x = f32[4] parameter(0)\n"
                               "  ROOT n = f32[5] negate(x)\n}\n")});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("error"), std::string::npos) << r.err;
}

TEST(OptCommandTest, MissingFileIsAnError) {
  Result r = RunOpt({"/nonexistent/module.hlo"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("/nonexistent/module.hlo"), std::string::npos);
}

TEST(OptCommandTest, UsageErrors) {
  EXPECT_EQ(RunOpt({}).code, 2);
  EXPECT_EQ(RunOpt({"a.hlo", "b.hlo"}).code, 2);
  EXPECT_EQ(RunOpt({"--bogus", "a.hlo"}).code, 2);
  EXPECT_EQ(RunOpt({"--passes=a", "--pipeline=cpu", "a.hlo"}).code, 2);
  EXPECT_EQ(RunOpt({"--dump_pass_re=.*", "a.hlo"}).code, 2);
  EXPECT_EQ(RunOpt({"--stage", "a.hlo"}).code, 2);
  EXPECT_EQ(RunOpt({"--no-verify", "--pipeline=cpu", "a.hlo"}).code, 2);
  EXPECT_EQ(RunOpt({"--help"}).code, 0);
}

TEST(OptCommandTest, HelpIsASpec) {
  Result help = RunOpt({"--help"});
  for (const char* text : {"--passes=", "--pipeline=", "--stage=", "--list-passes",
                           "--verify-each", "--xla_disable_hlo_passes", "--dump_to",
                           "--dump_pass_re", "buffer-assignment", "exit codes"}) {
    EXPECT_TRUE(absl::StrContains(help.out, text)) << text;
  }
}

TEST(OptCommandTest, ListPassesNamesEveryPassPipelineAndStage) {
  Result r = RunOpt({"--list-passes"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(r.out, "pipelines")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "  cpu")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "  buffer-assignment")) << r.out;
  for (const RegisteredPass& pass : RegisteredPasses()) {
    EXPECT_TRUE(absl::StrContains(r.out, "  " + pass.name)) << pass.name;
    EXPECT_TRUE(absl::StrContains(r.out, pass.summary)) << pass.name;
  }
}

TEST(OptCommandTest, PipelineCpuPrintsAValidModule) {
  Result r = RunOpt({"--pipeline=cpu", "--verify-each", WriteTempFile("cpu.hlo", kGood)});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(ParseAndVerifyModule(r.out).ok()) << r.out;
}

// Every registered pass runs from the command line on a small module.
TEST(OptCommandTest, EveryRegisteredPassByName) {
  std::string module = WriteTempFile("each_pass.hlo", kGood);
  for (const RegisteredPass& pass : RegisteredPasses()) {
    Result r = RunOpt({"--passes=" + pass.name, "--verify-each", module});
    EXPECT_EQ(r.code, 0) << pass.name << ": " << r.err;
    EXPECT_TRUE(ParseAndVerifyModule(r.out).ok()) << pass.name << ":\n" << r.out;
  }
}

TEST(OptCommandTest, UnknownPassPipelineOrStageIsAnError) {
  std::string module = WriteTempFile("unknown.hlo", kGood);
  for (const std::vector<std::string>& flags :
       {std::vector<std::string>{"--passes=no-such-pass"}, {"--pipeline=no-such-pipeline"},
        {"--stage=no-such-stage"}, {"--pipeline=cpu", "--xla_disable_hlo_passes=no-such-pass"}}) {
    std::vector<std::string> args = flags;
    args.push_back(module);
    Result r = RunOpt(args);
    EXPECT_EQ(r.code, 1) << flags[0];
    EXPECT_TRUE(r.out.empty());
    EXPECT_TRUE(absl::StrContains(r.err, "no-such-")) << r.err;
  }
}

TEST(OptCommandTest, BufferAssignmentStage) {
  Result r = RunOpt({"--stage=buffer-assignment", WriteTempFile("ba.hlo", kGood)});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(r.out, "allocation")) << r.out;
}

// A backend's stage, added to the table the way backends add theirs.
TEST(OptCommandTest, RegisteredStagesArePrintedAndDumped) {
  RegisterCompileStage({"test-instruction-count", "instructions in the entry", "",
                        [](HloModule& module, const StageOptions&) -> absl::StatusOr<std::string> {
                          return absl::StrCat(
                              module.entry_computation()->instruction_count(), "\n");
                        }});
  std::string dir = MakeTempDir("opt_stage_dump");
  Result r = RunOpt({"--stage=test-instruction-count", "--dump_to=" + dir,
                     WriteTempFile("count.hlo", kGood)});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "2\n");
  std::vector<std::string> files = ListFiles(dir);
  ASSERT_EQ(files.size(), 3u);
  EXPECT_EQ(files[0], "good.0000.before_optimizations.txt");
  EXPECT_TRUE(absl::EndsWith(files[1], ".after_optimizations.txt")) << files[1];
  EXPECT_TRUE(absl::EndsWith(files[2], ".test-instruction-count.txt")) << files[2];
  EXPECT_EQ(ReadFile(dir + "/" + files[2]), "2\n");
  EXPECT_TRUE(absl::StrContains(RunOpt({"--list-passes"}).out, "test-instruction-count"));
}

TEST(OptCommandTest, DumpErrorsAreErrors) {
  std::string module = WriteTempFile("dump_errors.hlo", kGood);
  Result regex = RunOpt({"--dump_to=" + MakeTempDir("opt_re"), "--dump_pass_re=[", module});
  EXPECT_EQ(regex.code, 1);
  EXPECT_TRUE(absl::StrContains(regex.err, "--dump_pass_re")) << regex.err;
  std::string file = WriteTempFile("opt_not_a_dir", "x");
  Result directory = RunOpt({"--xla_dump_to=" + file + "/d", module});
  EXPECT_EQ(directory.code, 1);
  EXPECT_TRUE(absl::StrContains(directory.err, file)) << directory.err;
}

}  // namespace
}  // namespace xla::tools
