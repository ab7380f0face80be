// `axle compile`: writes PREFIX.o and PREFIX.h, prints link flags, and fails
// clearly (exit 1 for bad modules and targets, 2 for usage errors).
#include "axle/tools/compile_command.h"

#include <filesystem>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "tests/backends/aot/aot_test_modules.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

using cpu::testing::kAotAdd;
using cpu::testing::kAotAxpy;
using cpu::testing::kAotInfeed;

CliResult Compile(const std::vector<std::string>& args) {
  return RunSubcommand(RunCompileCommand, args);
}

TEST(CompileCommandTest, WritesTheObjectAndTheHeader) {
  std::string module = WriteTempFile("compile_add.hlo", kAotAdd);
  std::string prefix = MakeTempDir("compile_out") + "/add";
  CliResult result = Compile({module, "--cpp_class=foo::bar::Adder", "-o", prefix});
  ASSERT_EQ(result.code, 0) << result.err;
  std::string object = ReadFile(prefix + ".o");
  std::string header = ReadFile(prefix + ".h");
  EXPECT_EQ(object.substr(0, 4), "\x7f" "ELF");
  EXPECT_TRUE(absl::StrContains(object, "axle_aot_foo_bar_Adder"));
  EXPECT_TRUE(absl::StrContains(header, "namespace foo {\nnamespace bar {\n\nclass Adder {"));
  EXPECT_TRUE(absl::StrContains(header, "float& arg_x(std::size_t dim0)"));
  CliResult arm = Compile({module, "--cpp_class=Adder", "--out=" + prefix + "_arm",
                           "--target_triple=aarch64-linux-gnu", "--entry_point=adder_arm"});
  ASSERT_EQ(arm.code, 0) << arm.err;
  EXPECT_TRUE(absl::StrContains(ReadFile(prefix + "_arm.o"), "adder_arm"));
}

TEST(CompileCommandTest, PrintsLinkFlags) {
  CliResult none =
      Compile({WriteTempFile("compile_flags_add.hlo", kAotAdd), "--print_link_flags"});
  ASSERT_EQ(none.code, 0) << none.err;
  EXPECT_EQ(none.out, "\n");  // the C++ standard library is enough
  CliResult axpy =
      Compile({WriteTempFile("compile_flags_axpy.hlo", kAotAxpy), "--print_link_flags"});
  if (FindAotRuntimeLibrary().empty()) {
    EXPECT_EQ(axpy.code, 1);
    EXPECT_TRUE(absl::StrContains(axpy.err, "libaxle_aot_runtime.a")) << axpy.err;
    EXPECT_TRUE(absl::StrContains(axpy.err, "__axle_parallel_for")) << axpy.err;
  } else {
    ASSERT_EQ(axpy.code, 0) << axpy.err;
    EXPECT_EQ(axpy.out, FindAotRuntimeLibrary() + " -lpthread\n");
  }
}

TEST(CompileCommandTest, WritesTheStaticLibraryWithTheRuntimeItNeeds) {
  std::string axpy = WriteTempFile("compile_archive_axpy.hlo", kAotAxpy);
  std::string dir = MakeTempDir("compile_archive");
  std::vector<std::string> tfcompile_style = {axpy, "--cpp_class=Axpy",
                                              "--out_function_object=" + dir + "/axpy.a",
                                              "--out_header=" + dir + "/axpy_gen.h",
                                              "--print_link_flags"};
  CliResult result = Compile(tfcompile_style);
  if (FindAotRuntimeLibrary().empty()) {
    EXPECT_EQ(result.code, 1);
    EXPECT_TRUE(absl::StrContains(result.err, "--aot_runtime")) << result.err;
    GTEST_SKIP() << "this build has no libaxle_aot_runtime.a";
  }
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_EQ(result.out, "-lpthread\n");  // the runtime is inside
  std::string archive = ReadFile(dir + "/axpy.a");
  EXPECT_EQ(archive.substr(0, 8), "!<arch>\n");
  EXPECT_TRUE(absl::StrContains(archive, "axpy.o/"));
  EXPECT_TRUE(absl::StrContains(archive, "__axle_parallel_for"));
  EXPECT_TRUE(absl::StrContains(ReadFile(dir + "/axpy_gen.h"), "class Axpy {"));
  // -o PREFIX --archive; an object needing no runtime is the archive's only member.
  std::string add = WriteTempFile("compile_archive_add.hlo", kAotAdd);
  CliResult prefixed = Compile({add, "--cpp_class=Add", "-o", dir + "/add", "--archive",
                                "--print_link_flags", "--aot_runtime=/nonexistent.a"});
  ASSERT_EQ(prefixed.code, 0) << prefixed.err;
  EXPECT_EQ(prefixed.out, "\n");
  EXPECT_FALSE(std::filesystem::exists(dir + "/add.o"));
  EXPECT_TRUE(absl::StrContains(ReadFile(dir + "/add.a"), "add.o/"));
  EXPECT_TRUE(std::filesystem::exists(dir + "/add.h"));
  // A runtime library that is not one is a clear error.
  std::string junk = WriteTempFile("compile_archive_junk.a", "junk");
  CliResult bad = Compile({axpy, "--cpp_class=Axpy", "--out_function_object=" + dir + "/b.a",
                           "--aot_runtime=" + junk});
  EXPECT_EQ(bad.code, 1);
  EXPECT_TRUE(absl::StrContains(bad.err, "is not a static library")) << bad.err;
}

TEST(CompileCommandTest, FindsTheCrossRuntimeForTheTarget) {
  std::string axpy = WriteTempFile("compile_cross_axpy.hlo", kAotAxpy);
  for (const char* triple : {"aarch64-linux-gnu", "riscv64-linux-gnu"}) {
    CliResult result = Compile({axpy, "--print_link_flags", std::string("--target_triple=") + triple});
    std::string library = FindAotRuntimeLibrary(triple);
    if (library.empty()) {
      EXPECT_EQ(result.code, 1);
      EXPECT_TRUE(absl::StrContains(result.err, std::string("aot-runtime/") + triple))
          << result.err;
    } else {
      ASSERT_EQ(result.code, 0) << result.err;
      EXPECT_EQ(result.out, library + " -lpthread\n");
      EXPECT_TRUE(absl::StrContains(library, std::string("aot-runtime/") + triple)) << library;
    }
  }
}

TEST(CompileCommandTest, BadInputIsAClearError) {
  std::string add = WriteTempFile("compile_bad_add.hlo", kAotAdd);
  std::string prefix = MakeTempDir("compile_bad") + "/out";
  EXPECT_EQ(Compile({}).code, 2);
  EXPECT_EQ(Compile({add}).code, 2);                       // nowhere to write
  EXPECT_EQ(Compile({add, "-o", prefix}).code, 2);         // no class
  EXPECT_EQ(Compile({add, "--cpp_class=A", "-o"}).code, 2);
  EXPECT_EQ(Compile({add, "--cpp_class=A", "-o", prefix, "--out_header=x.h"}).code, 2);
  EXPECT_EQ(Compile({add, "--out_function_object=x.a"}).code, 2);  // no class
  EXPECT_EQ(Compile({add, "--cpp_class=A", "-o", prefix, "--archive=yes"}).code, 2);
  EXPECT_EQ(Compile({add, "--cpp_class=A", "-o", prefix, "--frobnicate=1"}).code, 2);
  EXPECT_EQ(Compile({add, "--cpp_class=A", "-o", prefix, "--opt_level=7"}).code, 2);
  CliResult bad_class = Compile({add, "--cpp_class=a::1b", "-o", prefix});
  EXPECT_EQ(bad_class.code, 1);
  EXPECT_TRUE(absl::StrContains(bad_class.err, "a::1b")) << bad_class.err;
  CliResult triple = Compile({add, "--cpp_class=A", "-o", prefix, "--target_triple=bogus-x-y"});
  EXPECT_EQ(triple.code, 1);
  EXPECT_TRUE(absl::StrContains(triple.err, "bogus")) << triple.err;
  std::string malformed = WriteTempFile("compile_malformed.hlo", "HloModule m\nENTRY e {\n  ROOT x = f32[] nonsense()\n}\n");
  CliResult parse = Compile({malformed, "--cpp_class=A", "-o", prefix});
  EXPECT_EQ(parse.code, 1);
  EXPECT_TRUE(absl::StrContains(parse.err, "compile_malformed.hlo:3:")) << parse.err;
  std::string infeed = WriteTempFile("compile_infeed.hlo", kAotInfeed);
  CliResult host = Compile({infeed, "--cpp_class=A", "-o", prefix});
  EXPECT_EQ(host.code, 1);
  EXPECT_TRUE(absl::StrContains(host.err, "infeed")) << host.err;
  EXPECT_FALSE(std::filesystem::exists(prefix + ".o"));
}

TEST(CompileCommandTest, HelpDescribesTheFlags) {
  CliResult help = Compile({"--help"});
  EXPECT_EQ(help.code, 0);
  for (const char* flag : {"--cpp_class", "--target_triple", "--target_cpu", "--target_features",
                           "--entry_point", "--print_link_flags", "--out_function_object",
                           "--out_header", "--archive", "--aot_runtime"}) {
    EXPECT_TRUE(absl::StrContains(help.out, flag)) << flag;
  }
}

}  // namespace
}  // namespace xla::tools
