// `axle run --compile_cache_dir=DIR`: the first run compiles and stores, a
// later run (the in-memory cache cleared, as in a new process) loads the
// executable from DIR; a corrupt entry is recompiled with a warning.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "absl/strings/match.h"
#include "axle/backends/cpu/jit/compile_cache.h"
#include "axle/tools/run_command.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

CliResult RunAxle(std::vector<std::string> args) {
  cpu::CompileCache::Global().Clear();
  return RunSubcommand(RunRunCommand, args);
}

constexpr char kModule[] = R"(HloModule cached
ENTRY main {
  x = f32[3] parameter(0)
  e = f32[3] exponential(x)
  ROOT r = f32[3] add(e, x)
}
)";

TEST(RunCompileCacheTest, SecondRunLoadsFromTheDirectory) {
  const std::string module = WriteTempFile("run_compile_cache.hlo", kModule);
  const std::string dir = MakeTempDir("run_compile_cache");
  const std::vector<std::string> args = {"--verbose", "--compile_cache_dir=" + dir,
                                         "--input=f32[3] {0, 0, 0}", module};
  CliResult first = RunAxle(args);
  ASSERT_EQ(first.code, 0) << first.err;
  EXPECT_EQ(first.out, "f32[3] {1, 1, 1}\n");
  EXPECT_TRUE(absl::StrContains(first.err, "compile cache: miss")) << first.err;
  EXPECT_TRUE(absl::StrContains(first.err, "compile cache: stored")) << first.err;
  std::vector<std::string> files = ListFiles(dir);
  ASSERT_EQ(files.size(), 1u);
  EXPECT_TRUE(absl::EndsWith(files[0], ".axlexec")) << files[0];

  CliResult second = RunAxle(args);
  ASSERT_EQ(second.code, 0) << second.err;
  EXPECT_EQ(second.out, first.out);
  EXPECT_TRUE(absl::StrContains(second.err, "compile cache: hit")) << second.err;
  EXPECT_FALSE(absl::StrContains(second.err, "compile cache: stored")) << second.err;

  // Another option is another entry.
  std::vector<std::string> o1 = args;
  o1.insert(o1.begin(), "--opt_level=1");
  CliResult third = RunAxle(o1);
  ASSERT_EQ(third.code, 0) << third.err;
  EXPECT_TRUE(absl::StrContains(third.err, "compile cache: miss")) << third.err;
  EXPECT_EQ(ListFiles(dir).size(), 2u);

  // A corrupt entry: a warning, a compile, the entry replaced.
  for (const std::string& name : ListFiles(dir)) {
    std::ofstream(dir + "/" + name, std::ios::binary | std::ios::trunc) << "garbage";
  }
  CliResult fourth = RunAxle(args);
  ASSERT_EQ(fourth.code, 0) << fourth.err;
  EXPECT_EQ(fourth.out, first.out);
  EXPECT_TRUE(absl::StrContains(fourth.err, "warning: ignoring")) << fourth.err;
  EXPECT_TRUE(absl::StrContains(fourth.err, "compile cache: stored")) << fourth.err;
  EXPECT_TRUE(absl::StrContains(RunAxle(args).err, "compile cache: hit"));
}

TEST(RunCompileCacheTest, FlagErrors) {
  const std::string module = WriteTempFile("run_compile_cache_flags.hlo", kModule);
  CliResult empty = RunAxle({"--compile_cache_dir=", "--random_inputs", module});
  EXPECT_EQ(empty.code, 2) << empty.err;
  CliResult interpreter = RunAxle({"--backend=interpreter", "--compile_cache_dir=/tmp/x",
                                   "--random_inputs", module});
  EXPECT_EQ(interpreter.code, 1);
  EXPECT_TRUE(absl::StrContains(interpreter.err, "needs the cpu backend")) << interpreter.err;
}

}  // namespace
}  // namespace xla::tools
