// A convolution whose kernel is a constant of the module: the JIT reorders
// the kernel to oneDNN's format in the first run only, keeps it in a cache
// slot of the compiled module, and frees it with the module. Every run
// still agrees with the interpreter (within the library's rounding bound),
// and a parameter kernel keeps nothing.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/jit/compile_cache.h"
#include "axle/backends/cpu/runtime/runtime_cache.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/compile_and_run.h"

namespace xla {
namespace {

constexpr int64_t kInputFeatures = 16;
constexpr int64_t kOutputFeatures = 32;

std::vector<float> RandomValues(int64_t count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> values(count);
  for (float& v : values) v = uniform(rng);
  return values;
}

Literal RandomInput(const std::vector<int64_t>& dims, uint64_t seed) {
  int64_t count = 1;
  for (int64_t d : dims) count *= d;
  return *LiteralUtil::CreateR1<float>(RandomValues(count, seed)).Reshape(dims);
}

// A 3x3 NHWC convolution of x f32[2,20,20,16] with a kernel f32[3,3,16,32]:
// a constant (written out in the text) or parameter 1.
std::string ConvolutionModule(bool constant_kernel) {
  const std::string kernel_shape =
      absl::StrCat("f32[3,3,", kInputFeatures, ",", kOutputFeatures, "]");
  const std::string kernel =
      constant_kernel
          ? absl::StrCat(
                kernel_shape, " constant(",
                RandomInput({3, 3, kInputFeatures, kOutputFeatures}, 7).ToStringWithoutShape(), ")")
          : absl::StrCat(kernel_shape, " parameter(1)");
  return absl::StrCat(R"(
HloModule conv_kernel
ENTRY main {
  x = f32[2,20,20,16] parameter(0)
  k = )",
                      kernel, R"(
  ROOT c = f32[2,20,20,32] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
})");
}

// Runs the module's executable on `arguments` and expects the interpreter's
// values within the bound of lowering_convolution.cc (K = 144 terms of
// magnitude < 1).
void ExpectRunMatchesInterpreter(Executable& executable, const std::string& text,
                                 const std::vector<const Literal*>& arguments) {
  absl::StatusOr<Literal> cpu = executable.Execute(arguments);
  ASSERT_TRUE(cpu.ok()) << cpu.status();
  absl::StatusOr<Literal> expected = testlib::CompileAndRun("interpreter", text, arguments);
  ASSERT_TRUE(expected.ok()) << expected.status();
  EXPECT_TRUE(LiteralNear(*expected, *cpu, ErrorSpec(144 * 144 * 0x1p-24, 0)).ok());
}

absl::StatusOr<std::unique_ptr<Executable>> CompileForCpu(const std::string& text) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(text));
  ASSIGN_OR_RETURN(Platform * platform, PlatformUtil::GetPlatform("cpu"));
  return platform->compiler()->Compile(std::move(module), {});
}

TEST(ConstantKernelCacheTest, ConstantKernelIsReorderedOnceAndFreedWithTheCode) {
  cpu::CompileCache::Global().Clear();
  const int64_t before = cpu::LiveRuntimeCaches();
  const std::string text = ConvolutionModule(/*constant_kernel=*/true);
  absl::StatusOr<std::unique_ptr<Executable>> executable = CompileForCpu(text);
  ASSERT_TRUE(executable.ok()) << executable.status();
  EXPECT_EQ(cpu::LiveRuntimeCaches(), before);  // nothing before the first run

  Literal x1 = RandomInput({2, 20, 20, kInputFeatures}, 1);
  ExpectRunMatchesInterpreter(**executable, text, {&x1});
  EXPECT_EQ(cpu::LiveRuntimeCaches(), before + 1);
  // Later runs (other inputs) use the kept kernel and keep nothing more.
  Literal x2 = RandomInput({2, 20, 20, kInputFeatures}, 2);
  ExpectRunMatchesInterpreter(**executable, text, {&x2});
  ExpectRunMatchesInterpreter(**executable, text, {&x1});
  EXPECT_EQ(cpu::LiveRuntimeCaches(), before + 1);

  // A second executable of the same module shares the compiled code, and
  // with it the cache.
  absl::StatusOr<std::unique_ptr<Executable>> again = CompileForCpu(text);
  ASSERT_TRUE(again.ok()) << again.status();
  ExpectRunMatchesInterpreter(**again, text, {&x2});
  EXPECT_EQ(cpu::LiveRuntimeCaches(), before + 1);

  // Freed with the code: once no executable and no compile-cache entry
  // holds it.
  executable->reset();
  again->reset();
  EXPECT_EQ(cpu::LiveRuntimeCaches(), before + 1);
  cpu::CompileCache::Global().Clear();
  EXPECT_EQ(cpu::LiveRuntimeCaches(), before);
}

TEST(ConstantKernelCacheTest, ParameterKernelKeepsNothing) {
  cpu::CompileCache::Global().Clear();
  const int64_t before = cpu::LiveRuntimeCaches();
  const std::string text = ConvolutionModule(/*constant_kernel=*/false);
  absl::StatusOr<std::unique_ptr<Executable>> executable = CompileForCpu(text);
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = RandomInput({2, 20, 20, kInputFeatures}, 3);
  Literal k1 = RandomInput({3, 3, kInputFeatures, kOutputFeatures}, 4);
  Literal k2 = RandomInput({3, 3, kInputFeatures, kOutputFeatures}, 5);
  // Each run reorders the kernel it is given.
  ExpectRunMatchesInterpreter(**executable, text, {&x, &k1});
  ExpectRunMatchesInterpreter(**executable, text, {&x, &k2});
  EXPECT_EQ(cpu::LiveRuntimeCaches(), before);
  cpu::CompileCache::Global().Clear();
}

}  // namespace
}  // namespace xla
