// A large element-wise module (fused broadcasts, transcendentals, a vector
// tail: more elements than one work group, and a row length that is not a
// multiple of the vector width), a softmax and a layer norm over its rows
// (row fusion kernels, whose f32 sums and maxima fold in an order of their
// own), library matrix products (operands stored transposed, a grid of
// tiles per matrix; a short product with a bias and relu epilogue on
// oneDNN's matmul, or its 1x1 convolution kernel without AVX-512) and float sums (reassociated in vector
// accumulators and chunks: one long row, a whole matrix, rows, columns)
// give bit-identical results with 1 and 2 threads: kernels split into work
// groups by shape, never by thread count, each GEMM tile is one
// single-threaded call, and a reassociated sum's order derives from the
// shape alone.
//
// The thread count is fixed when the process-wide pool is created, so the
// test runs this binary again (ThreadCountChild, which writes its result
// to a file) once with AXLE_NUM_THREADS=1 and once with 2.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/platform_util.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

constexpr char kOutputVariable[] = "AXLE_THREAD_COUNT_TEST_OUT";
constexpr int64_t kRows = 1031;
constexpr int64_t kColumns = 517;

constexpr char kModule[] = R"(
HloModule threads

ENTRY main {
  x = f32[1031,517] parameter(0)
  v = f32[517] parameter(1)
  u = f32[1031] parameter(2)
  bv = f32[1031,517] broadcast(v), dimensions={1}
  bu = f32[1031,517] broadcast(u), dimensions={0}
  m = f32[1031,517] multiply(x, bv)
  a = f32[1031,517] add(m, bu)
  t = f32[1031,517] tanh(a)
  e = f32[1031,517] exponential(t)
  l = f32[1031,517] log-plus-one(e)
  s = f32[1031,517] logistic(x)
  d = f32[1031,517] divide(l, s)
  zero = f32[] constant(0)
  bz = f32[1031,517] broadcast(zero), dimensions={}
  ROOT r = f32[1031,517] maximum(d, bz)
}
)";

// Softmax over the rows of x (v and u unused).
constexpr char kSoftmaxModule[] = R"(
HloModule softmax

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}

ENTRY main {
  x = f32[1031,517] parameter(0)
  v = f32[517] parameter(1)
  u = f32[1031] parameter(2)
  ninf = f32[] constant(-inf)
  m = f32[1031] reduce(x, ninf), dimensions={1}, to_apply=max
  bm = f32[1031,517] broadcast(m), dimensions={0}
  c = f32[1031,517] subtract(x, bm)
  e = f32[1031,517] exponential(c)
  zero = f32[] constant(0)
  s = f32[1031] reduce(e, zero), dimensions={1}, to_apply=add
  bs = f32[1031,517] broadcast(s), dimensions={0}
  ROOT r = f32[1031,517] divide(e, bs)
}
)";

// Layer norm over the rows of x, scaled by v (u unused): two levels of
// reassociated row sums.
constexpr char kLayerNormModule[] = R"(
HloModule layernorm

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = f32[1031,517] parameter(0)
  v = f32[517] parameter(1)
  u = f32[1031] parameter(2)
  zero = f32[] constant(0)
  sum = f32[1031] reduce(x, zero), dimensions={1}, to_apply=add
  n = f32[] constant(517)
  bn = f32[1031] broadcast(n), dimensions={}
  mean = f32[1031] divide(sum, bn)
  bm = f32[1031,517] broadcast(mean), dimensions={0}
  c = f32[1031,517] subtract(x, bm)
  sq = f32[1031,517] multiply(c, c)
  ss = f32[1031] reduce(sq, zero), dimensions={1}, to_apply=add
  var = f32[1031] divide(ss, bn)
  eps = f32[] constant(1e-05)
  be = f32[1031] broadcast(eps), dimensions={}
  ve = f32[1031] add(var, be)
  inv = f32[1031] rsqrt(ve)
  bi = f32[1031,517] broadcast(inv), dimensions={0}
  norm = f32[1031,517] multiply(c, bi)
  bg = f32[1031,517] broadcast(v), dimensions={1}
  ROOT out = f32[1031,517] multiply(norm, bg)
}
)";

// Same parameters and result shape: x^T x (lhs stored transposed), then
// x (x^T x)^T (rhs stored transposed, in two tiles of uneven height).
constexpr char kDotModule[] = R"(
HloModule threads_dot

ENTRY main {
  x = f32[1031,517] parameter(0)
  v = f32[517] parameter(1)
  u = f32[1031] parameter(2)
  s = f32[517,517] dot(x, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  ROOT d = f32[1031,517] dot(x, s), lhs_contracting_dims={1}, rhs_contracting_dims={1}
}
)";

// A short product (then bias, relu and a pad, one loop fusion): two row
// blocks of uneven height, each one single-threaded oneDNN matmul (with
// AVX-512), else on the 1x1 convolution kernel, its 512 x 512 weights
// converted (OIhw8i8o) in chunks of features by the work groups.
constexpr char kGemmEpilogueModule[] = R"(
HloModule threads_gemm_epilogue

ENTRY main {
  x = f32[1031,517] parameter(0)
  v = f32[517] parameter(1)
  u = f32[1031] parameter(2)
  a = f32[387,512] slice(x), slice={[0:387], [0:512]}
  b = f32[512,512] slice(x), slice={[500:1012], [0:512]}
  d = f32[387,512] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  vs = f32[512] slice(v), slice={[0:512]}
  vb = f32[387,512] broadcast(vs), dimensions={1}
  s = f32[387,512] add(d, vb)
  z = f32[] constant(0)
  zb = f32[387,512] broadcast(z), dimensions={}
  r = f32[387,512] maximum(s, zb)
  ROOT p = f32[1031,517] pad(r, z), padding=0_644x0_5
}
)";

// Sums of x (v and u unused): `reduce` is appended.
constexpr char kSumModulePrefix[] = R"(
HloModule sums

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = f32[1031,517] parameter(0)
  v = f32[517] parameter(1)
  u = f32[1031] parameter(2)
  zero = f32[] constant(0.25)
)";

const std::string kLongSum = absl::StrCat(kSumModulePrefix, R"(
  long = f32[533027] reshape(x)
  ROOT r = f32[] reduce(long, zero), dimensions={0}, to_apply=add
})");
const std::string kMatrixSum = absl::StrCat(kSumModulePrefix, R"(
  ROOT r = f32[] reduce(x, zero), dimensions={0,1}, to_apply=add
})");
const std::string kRowSums = absl::StrCat(kSumModulePrefix, R"(
  ROOT r = f32[1031] reduce(x, zero), dimensions={1}, to_apply=add
})");
const std::string kColumnSums = absl::StrCat(kSumModulePrefix, R"(
  ROOT r = f32[517] reduce(x, zero), dimensions={0}, to_apply=add
})");

const char* const kModules[] = {kModule,          kSoftmaxModule,     kDotModule,
                                kLayerNormModule, kGemmEpilogueModule, kLongSum.c_str(),
                                kMatrixSum.c_str(), kRowSums.c_str(), kColumnSums.c_str()};
constexpr const char* kModuleNames[] = {"elementwise", "softmax",    "dot",      "layernorm",
                                        "gemm_epilogue", "long_sum", "matrix_sum", "row_sums",
                                        "column_sums"};
constexpr int64_t kResultElements[] = {kRows * kColumns, kRows * kColumns, kRows * kColumns,
                                       kRows * kColumns, kRows * kColumns, 1, 1, kRows, kColumns};
constexpr char kModuleVariable[] = "AXLE_THREAD_COUNT_TEST_MODULE";

std::vector<float> Values(int64_t n, float scale) {
  std::vector<float> values(n);
  for (int64_t i = 0; i < n; ++i) values[i] = scale * std::sin(0.37f * static_cast<float>(i));
  return values;
}

// Runs the module in this process and writes the result's bytes to
// AXLE_THREAD_COUNT_TEST_OUT; skipped when that is not set.
TEST(ThreadCountChild, WritesResult) {
  const char* out = std::getenv(kOutputVariable);
  if (out == nullptr) GTEST_SKIP() << "run by ThreadCountDeterminismTest";
  const char* which = std::getenv(kModuleVariable);
  const int index = which == nullptr ? 0 : std::atoi(which);
  ASSERT_TRUE(index >= 0 && index < static_cast<int>(std::size(kModules))) << which;
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(kModules[index]);
  ASSERT_TRUE(module.ok()) << module.status();
  absl::StatusOr<Platform*> platform = PlatformUtil::GetPlatform("cpu");
  ASSERT_TRUE(platform.ok()) << platform.status();
  absl::StatusOr<std::unique_ptr<Executable>> executable =
      (*platform)->compiler()->Compile(*std::move(module), {});
  ASSERT_TRUE(executable.ok()) << executable.status();
  Literal x = LiteralUtil::CreateR1<float>(Values(kRows * kColumns, 3.0f));
  x = x.Reshape({kRows, kColumns}).value();
  Literal v = LiteralUtil::CreateR1<float>(Values(kColumns, 2.0f));
  Literal u = LiteralUtil::CreateR1<float>(Values(kRows, 1.0f));
  absl::StatusOr<Literal> result = (*executable)->Execute({&x, &v, &u});
  ASSERT_TRUE(result.ok()) << result.status();
  std::ofstream file(out, std::ios::binary);
  file.write(static_cast<const char*>(result->untyped_data()), result->size_bytes());
  ASSERT_TRUE(file.good());
}

std::string RunChild(int threads, int module) {
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  const std::string out = (std::filesystem::temp_directory_path() /
                           absl::StrCat("axle_thread_count_", getpid(), "_", module, "_", threads))
                              .string();
  const std::string command =
      absl::StrCat("AXLE_NUM_THREADS=", threads, " ", kModuleVariable, "=", module, " ",
                   kOutputVariable, "='", out, "' '", self,
                   "' --gtest_filter=ThreadCountChild.WritesResult > /dev/null 2>&1");
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  std::ifstream file(out, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::filesystem::remove(out);
  return bytes;
}

class ThreadCountDeterminismTest : public ::testing::TestWithParam<int> {};

TEST_P(ThreadCountDeterminismTest, OneAndTwoThreadsGiveTheSameBits) {
  const std::string one = RunChild(1, GetParam());
  const std::string two = RunChild(2, GetParam());
  const int64_t elements = kResultElements[GetParam()];
  ASSERT_EQ(one.size(), static_cast<size_t>(elements * sizeof(float)));
  ASSERT_EQ(two.size(), one.size());
  EXPECT_TRUE(one == two) << "results differ between 1 and 2 threads";
  // The result is not trivially constant.
  std::vector<float> values(elements);
  std::memcpy(values.data(), one.data(), one.size());
  int64_t nonzero = 0;
  for (float value : values) nonzero += value != 0;
  EXPECT_GT(nonzero, elements / 10);
}

INSTANTIATE_TEST_SUITE_P(Modules, ThreadCountDeterminismTest,
                         ::testing::Range(0, static_cast<int>(std::size(kModules))),
                         [](const ::testing::TestParamInfo<int>& info) {
                           return std::string(kModuleNames[info.param]);
                         });

}  // namespace
}  // namespace xla
