// `axle opt`: exit codes, output on stdout, located errors on stderr.
#include "axle/tools/opt_command.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

namespace xla::tools {
namespace {

struct Result {
  int code;
  std::string out;
  std::string err;
};

Result RunOpt(std::vector<std::string> args) {
  std::ostringstream out, err;
  int code = RunOptCommand(args, out, err);
  return {code, out.str(), err.str()};
}

std::string WriteTemp(const std::string& name, const std::string& text) {
  std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

constexpr char kGood[] = R"(HloModule good

ENTRY main {
  x = f32[4]{0} parameter(0)
  ROOT n = f32[4]{0} negate(x)
}
)";

TEST(OptCommandTest, PrintsVerifiedModule) {
  Result r = RunOpt({WriteTemp("good.hlo", kGood)});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(r.err.empty());
  EXPECT_NE(r.out.find("HloModule good"), std::string::npos);
  EXPECT_NE(r.out.find("negate("), std::string::npos);
  // The printed module is itself valid input that prints identically.
  Result again = RunOpt({WriteTemp("again.hlo", r.out)});
  EXPECT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(again.out, r.out);
}

TEST(OptCommandTest, ParseErrorHasFileLineAndColumn) {
  std::string path = WriteTemp("bad.hlo", "HloModule bad\n\nENTRY main {\n  x = f32[4] frobnicate()\n}\n");
  Result r = RunOpt({path});
  EXPECT_EQ(r.code, 1);
  EXPECT_TRUE(r.out.empty());
  EXPECT_EQ(r.err.rfind(path + ":4:", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("frobnicate"), std::string::npos) << r.err;
}

TEST(OptCommandTest, VerifierErrorIsReported) {
  Result r = RunOpt({WriteTemp("wrong.hlo",
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
