// `axle opt`: exit codes, output on stdout, located errors on stderr.
#include "axle/tools/opt_command.h"

#include <gtest/gtest.h>

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
  EXPECT_EQ(RunOpt({"--help"}).code, 0);
}

}  // namespace
}  // namespace xla::tools
