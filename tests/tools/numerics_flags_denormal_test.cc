// XLA:CPU's numerics on the command line: `--xla_cpu_flush_denormals` and
// `--xla_cpu_plain_complex_arithmetic` on `axle run` (both backends), their
// values, usage errors, and `axle compile` refusing to flush ahead of time.
// Expected values with the flags are JAX 0.10.2's on XLA:CPU.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/tools/compile_command.h"
#include "axle/tools/opt_command.h"
#include "axle/tools/run_command.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

constexpr char kMultiplyF32[] = R"(HloModule m
ENTRY e {
  a = f32[2] parameter(0)
  b = f32[2] parameter(1)
  ROOT r = f32[2] multiply(a, b)
}
)";

constexpr char kMultiplyC64[] = R"(HloModule m
ENTRY e {
  a = c64[1] parameter(0)
  b = c64[1] parameter(1)
  ROOT r = c64[1] multiply(a, b)
}
)";

CliResult RunAxle(const std::string& module, std::vector<std::string> flags,
              const std::vector<std::string>& inputs) {
  std::vector<std::string> args = std::move(flags);
  for (const std::string& input : inputs) args.push_back("--input=" + input);
  args.push_back(module);
  return RunSubcommand(RunRunCommand, args);
}

TEST(NumericsFlagsDenormalTest, FlushDenormalsOnEveryBackend) {
  const std::string module = WriteTempFile("denormal_multiply.hlo", kMultiplyF32);
  const std::vector<std::string> inputs = {"f32[2] {1e-38, 2}", "f32[2] {0.5, 3}"};
  for (const std::string backend : {"cpu", "interpreter"}) {
    CliResult flushed = RunAxle(module, {"--backend=" + backend, "--xla_cpu_flush_denormals"}, inputs);
    EXPECT_EQ(flushed.code, 0) << flushed.err;
    EXPECT_EQ(flushed.out, "f32[2] {0, 6}\n") << backend;
    CliResult off =
        RunAxle(module, {"--backend=" + backend, "--xla_cpu_flush_denormals=false"}, inputs);
    EXPECT_EQ(off.code, 0) << off.err;
    EXPECT_NE(off.out, flushed.out) << backend << ": subnormals are kept without the flag";
  }
}

TEST(NumericsFlagsDenormalTest, PlainComplexMultiply) {
  const std::string module = WriteTempFile("complex_multiply.hlo", kMultiplyC64);
  const std::vector<std::string> inputs = {"c64[1] {(inf, 0)}", "c64[1] {(inf, inf)}"};
  for (const std::string backend : {"cpu", "interpreter"}) {
    CliResult plain =
        RunAxle(module, {"--backend=" + backend, "--xla_cpu_plain_complex_arithmetic"}, inputs);
    EXPECT_EQ(plain.code, 0) << plain.err;
    // (inf*inf - 0*inf, inf*inf + 0*inf): NaN in both parts (of either sign).
    EXPECT_TRUE(absl::StrContains(plain.out, "nan")) << backend << ": " << plain.out;
    EXPECT_FALSE(absl::StrContains(plain.out, "inf")) << backend << ": " << plain.out;
    CliResult c99 = RunAxle(module, {"--backend=" + backend}, inputs);
    EXPECT_EQ(c99.code, 0) << c99.err;
    EXPECT_EQ(c99.out, "c64[1] {(inf, inf)}\n") << backend;
  }
}

TEST(NumericsFlagsDenormalTest, BadValueIsAUsageError) {
  const std::string module = WriteTempFile("denormal_multiply.hlo", kMultiplyF32);
  CliResult bad = RunAxle(module, {"--xla_cpu_flush_denormals=maybe"}, {});
  EXPECT_EQ(bad.code, 2);
  EXPECT_TRUE(absl::StrContains(bad.err, "--xla_cpu_flush_denormals")) << bad.err;
  CliResult opt = RunSubcommand(RunOptCommand, {"--xla_cpu_plain_complex_arithmetic", module});
  EXPECT_EQ(opt.code, 0) << opt.err;
}

TEST(NumericsFlagsDenormalTest, CompileRefusesToFlushAheadOfTime) {
  const std::string module = WriteTempFile("denormal_multiply.hlo", kMultiplyF32);
  CliResult result = RunSubcommand(
      RunCompileCommand, {module, "--cpp_class=M", "-o", WriteTempFile("unused", "") + "_out",
                          "--xla_cpu_flush_denormals"});
  EXPECT_EQ(result.code, 2);
  EXPECT_TRUE(absl::StrContains(result.err, "calling thread's floating-point mode"))
      << result.err;
}

}  // namespace
}  // namespace xla::tools
