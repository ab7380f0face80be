// Generated headers: they compile with g++ and clang++, as C++17 and C++20,
// under -Wall -Wextra -Werror, for programs of every element type, tuple
// parameters and results, a non-default layout, and no parameters at all;
// and a program using the classes (argN / arg_<name> / resultN accessors,
// both allocation modes, error_msg) links with the objects and computes the
// right values.
#include <string>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/aot/aot_compiler.h"
#include "axle/backends/cpu/aot/aot_header.h"
#include "tests/backends/aot/aot_test_util.h"

namespace xla::cpu {
namespace {

using testing::RunCommand;

// Every element type with a C++ storage type, a tuple parameter, a nested
// tuple result and a column-major argument.
constexpr char kTypes[] = R"(
HloModule types
ENTRY e {
  b = pred[2] parameter(0)
  i8 = s8[3] parameter(1)
  u16 = u16[] parameter(2)
  i32 = s32[2,3] parameter(3)
  u64 = u64[2] parameter(4)
  h = f16[2] parameter(5)
  bh = bf16[2] parameter(6)
  f = f32[2,2]{0,1} parameter(7)
  d = f64[] parameter(8)
  c = c64[2] parameter(9)
  z = c128[] parameter(10)
  pair = (s64[], f32[2]) parameter(11)
  nb = pred[2] not(b)
  ai8 = s8[3] add(i8, i8)
  mu16 = u16[] multiply(u16, u16)
  ni32 = s32[2,3] negate(i32)
  inner = (u16[], s32[2,3]) tuple(mu16, ni32)
  au64 = u64[2] add(u64, u64)
  ah = f16[2] add(h, h)
  one = f32[] constant(1)
  ones = f32[2,2] broadcast(one), dimensions={}
  af = f32[2,2] add(f, ones)
  sd = f64[] sqrt(d)
  mc = c64[2] add(c, c)
  nz = c128[] negate(z)
  s = s64[] get-tuple-element(pair), index=0
  v = f32[2] get-tuple-element(pair), index=1
  s2 = s64[] add(s, s)
  ROOT t = (pred[2], s8[3], (u16[], s32[2,3]), u64[2], f16[2], bf16[2], f32[2,2], f64[], c64[2], c128[], s64[], f32[2]) tuple(nb, ai8, inner, au64, ah, bh, af, sd, mc, nz, s2, v)
}
)";

constexpr char kMatMul[] = R"(
HloModule matmul
ENTRY e {
  x = f32[2,3] parameter(0)
  y = f32[3,2] parameter(1)
  ROOT d = f32[2,2] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
)";

constexpr char kSeven[] = R"(
HloModule seven
ENTRY e {
  ROOT c = s32[] constant(7)
}
)";

constexpr char kProgram[] = R"cc(
#include <complex>
#include <cstdio>
#include <cstring>

#include "matmul.h"
#include "seven.h"
#include "types.h"

#define CHECK(condition)                                              \
  do {                                                                \
    if (!(condition)) {                                               \
      std::printf("FAILED at line %d: %s\n", __LINE__, #condition); \
      return 1;                                                       \
    }                                                                 \
  } while (0)

int main() {
  test::Types t;
  t.arg0(0) = true;
  t.arg_b(1) = false;
  for (int i = 0; i < 3; ++i) t.arg1(i) = static_cast<std::int8_t>(i - 1);
  t.arg_u16() = 300;
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 3; ++j) t.arg3(i, j) = i * 3 + j;
  }
  t.arg4(0) = std::uint64_t{1} << 40;
  t.arg4(1) = 5;
  t.arg5(0) = t.arg5(1) = 0x3C00;  // f16 1.0
  t.arg6(0) = 0x3F80;              // bf16 1.0
  t.arg6(1) = 0xC000;              // bf16 -2.0
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) t.arg_f(i, j) = static_cast<float>(10 * i + j);
  }
  CHECK(t.arg7_data()[2] == 1.0f);  // column-major: (0, 1) is the third element
  t.arg8() = 2.25;
  t.arg9(0) = t.arg9(1) = std::complex<float>(1, 2);
  t.arg10() = std::complex<double>(1, -1);
  t.arg_pair_0() = 21;
  t.arg_pair_1(0) = 0.5f;
  t.arg12(1) = 1.5f;
  CHECK(t.Run());
  CHECK(t.error_msg().empty());
  CHECK(t.result0(0) == false && t.result0(1) == true);
  for (int i = 0; i < 3; ++i) CHECK(t.result1(i) == 2 * (i - 1));
  CHECK(t.result2() == 24464);  // 300 * 300 mod 65536
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 3; ++j) CHECK(t.result3(i, j) == -(i * 3 + j));
  }
  CHECK(t.result4(0) == std::uint64_t{1} << 41 && t.result4(1) == 10);
  CHECK(t.result5(0) == 0x4000 && t.result5(1) == 0x4000);  // f16 2.0
  CHECK(t.result6(0) == 0x3F80 && t.result6(1) == 0xC000);
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) CHECK(t.result7(i, j) == static_cast<float>(10 * i + j + 1));
  }
  CHECK(t.result8() == 1.5);
  CHECK(t.result9(1) == std::complex<float>(2, 4));
  CHECK(t.result10() == std::complex<double>(-1, 1));
  CHECK(t.result11() == 42);
  CHECK(t.result12(0) == 0.5f && t.result12(1) == 1.5f);
  CHECK(test::Types::kNumArgs == 13 && test::Types::kNumResults == 13);
  CHECK(test::Types::kArg3Size == 24 && test::Types::ArgSize(3) == 24);
  CHECK(test::Types::kResult9Size == 16 && test::Types::ResultSize(9) == 16);
  CHECK(t.result_data(11) == t.result11_data());

  // The caller's buffers; Run fails until every argument has one.
  alignas(64) float x[6] = {1, 2, 3, 4, 5, 6};
  alignas(64) float y[6] = {7, 8, 9, 10, 11, 12};
  test::inner::MatMul m(test::inner::MatMul::AllocMode::RESULTS_PROFILES_AND_TEMPS_ONLY);
  CHECK(!m.Run());
  CHECK(std::strstr(m.error_msg().c_str(), "set_argN_data") != nullptr);
  m.set_arg0_data(x);
  m.set_arg_y_data(y);
  CHECK(m.arg_x_data() == x && m.arg1_data() == y);
  CHECK(m.Run());
  CHECK(m.result0(0, 0) == 58 && m.result0(0, 1) == 64);
  CHECK(m.result0(1, 0) == 139 && m.result0(1, 1) == 154);
  CHECK(std::strcmp(test::inner::MatMul::kProgramShape,
                    "(x: f32[2,3]{1,0}, y: f32[3,2]{1,0}) -> f32[2,2]{1,0}") == 0);
  CHECK(test::inner::MatMul::kAlignment == 64);

  Seven seven;
  CHECK(Seven::kNumArgs == 0);
  CHECK(seven.Run() && seven.result0() == 7);
  std::printf("OK\n");
  return 0;
}
)cc";

class AotHeaderTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new std::string(testing::FreshDir("header"));
    struct Program {
      const char* text;
      const char* cpp_class;
      const char* file;
    };
    for (const Program& program : {Program{kTypes, "test::Types", "types"},
                                   Program{kMatMul, "test::inner::MatMul", "matmul"},
                                   Program{kSeven, "Seven", "seven"}}) {
      absl::StatusOr<AotArtifact> artifact = testing::CompileText(program.text, program.cpp_class);
      ASSERT_TRUE(artifact.ok()) << program.file << ": " << artifact.status();
      testing::WriteFile(absl::StrCat(*dir_, "/", program.file, ".h"), artifact->header);
      testing::WriteFile(absl::StrCat(*dir_, "/", program.file, ".o"), artifact->object);
      *objects_needing_runtime_ += !artifact->metadata.runtime_symbols.empty();
    }
    testing::WriteFile(*dir_ + "/main.cc", kProgram);
  }
  static std::string Dir() { return *dir_; }
  static std::string* dir_;
  static int* objects_needing_runtime_;
};
std::string* AotHeaderTest::dir_ = nullptr;
int* AotHeaderTest::objects_needing_runtime_ = new int(0);

TEST_F(AotHeaderTest, CompilesWithGccAndClangAsCxx17AndCxx20WithoutWarnings) {
  for (const char* compiler : {"g++", "clang++"}) {
    if (RunCommand(absl::StrCat(compiler, " --version")).code != 0) {
      ADD_FAILURE() << compiler << " is not installed";
      continue;
    }
    for (const char* standard : {"c++17", "c++20"}) {
      testing::CommandResult result = RunCommand(absl::StrCat(
          compiler, " -std=", standard, " -Wall -Wextra -Werror -pedantic ",
          testing::AotIncludeFlag(), " -I", Dir(), " -c ", Dir(), "/main.cc -o ", Dir(),
          "/main_", standard, ".o"));
      EXPECT_EQ(result.code, 0) << compiler << " -std=" << standard << ":\n" << result.output;
    }
  }
}

TEST_F(AotHeaderTest, ProgramUsingTheClassesComputesTheRightValues) {
  const std::string runtime = testing::AotRuntimeLibrary();
  if (*objects_needing_runtime_ > 0 && runtime.empty()) {
    GTEST_SKIP() << "the objects need libaxle_aot_runtime.a, which this build lacks";
  }
  const std::string binary = Dir() + "/program";
  testing::CommandResult build = RunCommand(absl::StrCat(
      "g++ -std=c++17 -O1 ", testing::AotIncludeFlag(), " -I", Dir(), " ", Dir(), "/main.cc ",
      Dir(), "/types.o ", Dir(), "/matmul.o ", Dir(), "/seven.o ", runtime, " -lpthread -o ",
      binary));
  ASSERT_EQ(build.code, 0) << build.output;
  testing::CommandResult run = RunCommand(binary);
  EXPECT_EQ(run.code, 0) << run.output;
  EXPECT_EQ(run.output, "OK\n");
}

TEST(AotElementTypeTest, EveryArrayTypeHasAStorageTypeOfItsSize) {
  EXPECT_EQ(AotElementType(F32), "float");
  EXPECT_EQ(AotElementType(S32), "std::int32_t");
  EXPECT_EQ(AotElementType(PRED), "bool");
  EXPECT_EQ(AotElementType(F16), "std::uint16_t");
  EXPECT_EQ(AotElementType(BF16), "std::uint16_t");
  EXPECT_EQ(AotElementType(C64), "std::complex<float>");
  EXPECT_EQ(AotElementType(C128), "std::complex<double>");
  EXPECT_EQ(AotElementType(TUPLE), "");
  EXPECT_EQ(AotElementType(TOKEN), "");
  for (int type = PRED; type < PrimitiveType_ARRAYSIZE; ++type) {
    if (type == TUPLE || type == TOKEN) continue;
    EXPECT_FALSE(AotElementType(static_cast<PrimitiveType>(type)).empty()) << type;
  }
}

}  // namespace
}  // namespace xla::cpu
