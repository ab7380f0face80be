// Dots on the cpu backend against the interpreter, on every path they take:
// the library GEMM (__axle_matmul_*, in tiles of the output) with batch
// dimensions (one and several), on oneDNN's matmul or 1x1 convolution
// kernel over blocks of rows and on sgemm, operands stored transposed (contracting
// dimension first, column-major layouts), column-major results, odd sizes
// (1, 7, 17, 1000 + 3) and tile grids with uneven tiles; and the loop
// kernel for small dots, narrow floats and integers, and zero-size arrays.
// The libraries sum in their own order: f32/f64 results are compared within
// the rounding bound of lowering_dot.cc, integer and narrow-float results
// (loop kernels, the interpreter's order) exactly.
#include <array>
#include <cmath>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/platform_util.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_util.h"
#include "tests/testlib/compile_and_run.h"

namespace xla {
namespace {

struct DotCase {
  std::string label;
  std::string type;                    // "f32", "s32", ...
  std::vector<int64_t> lhs, rhs, out;  // dimensions
  std::string lhs_layout, rhs_layout;  // "" = default, else e.g. "{0,1}"
  std::string dnums;                   // the dot's dimension numbers
};

std::string Dims(const std::vector<int64_t>& dims) { return absl::StrJoin(dims, ","); }

// Values in [-1, 1) (small integers for integer types), as `shape` says.
Literal RandomArray(const Shape& shape, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> values(ShapeUtil::ElementsIn(shape));
  const bool integral = !primitive_util::IsFloatingPointType(shape.element_type());
  for (float& v : values) v = integral ? std::round(uniform(rng) * 8) : uniform(rng);
  Literal flat = LiteralUtil::CreateR1<float>(values);
  Literal typed = *flat.Convert(shape.element_type());
  return typed.Reshape(shape.dimensions())->Relayout(LayoutUtil::LayoutOrDefault(shape));
}

// One RandomArray per entry parameter, seeded first_seed, first_seed + 1...
std::vector<Literal> RandomArguments(const HloModule& module, uint64_t first_seed) {
  const HloComputation* entry = module.entry_computation();
  std::vector<Literal> arguments;
  for (int64_t i = 0; i < entry->num_parameters(); ++i) {
    arguments.push_back(RandomArray(entry->parameter_instruction(i)->shape(), first_seed + i));
  }
  return arguments;
}

std::vector<const Literal*> Pointers(const std::vector<Literal>& literals) {
  std::vector<const Literal*> pointers;
  for (const Literal& literal : literals) pointers.push_back(&literal);
  return pointers;
}

// Runs `text` on the interpreter and on cpu with random arguments and
// compares: within the library's rounding bound for a contraction of k
// terms of f32/f64 (inputs in [-1, 1): |error| <= k * 2^-24 * k, with room
// to spare), exactly for other types.
void ExpectCpuMatchesInterpreter(const std::string& text, const std::string& type, int64_t k) {
  absl::StatusOr<std::unique_ptr<HloModule>> parsed = ParseAndVerifyModule(text);
  ASSERT_TRUE(parsed.ok()) << parsed.status() << "\n" << text;
  const std::vector<Literal> arguments = RandomArguments(**parsed, 1);
  const std::vector<const Literal*> pointers = Pointers(arguments);
  std::vector<Literal> results;
  for (const char* platform_name : {"interpreter", "cpu"}) {
    absl::StatusOr<Literal> result = testlib::CompileAndRun(platform_name, text, pointers);
    ASSERT_TRUE(result.ok()) << platform_name << ": " << result.status();
    results.push_back(*std::move(result));
  }
  absl::Status compared = absl::OkStatus();
  if (type == "f32") {
    compared = LiteralNear(results[0], results[1], ErrorSpec(1e-6 * k, 1e-5));
  } else if (type == "f64") {
    compared = LiteralNear(results[0], results[1], ErrorSpec(1e-14 * k, 1e-13));
  } else {
    compared = LiteralEqual(results[0], results[1]);
  }
  EXPECT_TRUE(compared.ok()) << compared << "\n" << text;
}

void CheckAgainstInterpreter(const DotCase& c) {
  SCOPED_TRACE(c.label);
  const std::string text = absl::StrCat(
      "HloModule dot\nENTRY main {\n  a = ", c.type, "[", Dims(c.lhs), "]", c.lhs_layout,
      " parameter(0)\n  b = ", c.type, "[", Dims(c.rhs), "]", c.rhs_layout,
      " parameter(1)\n  ROOT d = ", c.type, "[", Dims(c.out), "] dot(a, b), ", c.dnums, "\n}\n");
  int64_t k = 1;
  const std::string contracting = c.dnums.substr(c.dnums.find("lhs_contracting_dims={") + 22);
  for (absl::string_view d : absl::StrSplit(contracting.substr(0, contracting.find('}')), ',')) {
    k *= c.lhs[std::stoll(std::string(d))];
  }
  ExpectCpuMatchesInterpreter(text, c.type, k);
}

constexpr char kMatmul[] = "lhs_contracting_dims={1}, rhs_contracting_dims={0}";

// [m, k] x [k, n] in every storage order of the operands: contracting
// dimension minor or major (the library's transpose flags), also through
// column-major layouts of the parameters.
std::vector<DotCase> MatrixCases(const std::string& type, int64_t m, int64_t n, int64_t k) {
  const std::string label = absl::StrCat(type, " ", m, "x", n, "x", k);
  return {
      {label + " plain", type, {m, k}, {k, n}, {m, n}, "", "", kMatmul},
      {label + " lhs contracting first", type, {k, m}, {k, n}, {m, n}, "", "",
       "lhs_contracting_dims={0}, rhs_contracting_dims={0}"},
      {label + " rhs contracting last", type, {m, k}, {n, k}, {m, n}, "", "",
       "lhs_contracting_dims={1}, rhs_contracting_dims={1}"},
      {label + " both transposed", type, {k, m}, {n, k}, {m, n}, "", "",
       "lhs_contracting_dims={0}, rhs_contracting_dims={1}"},
      {label + " column-major operands", type, {m, k}, {k, n}, {m, n}, "{0,1}", "{0,1}",
       kMatmul},
  };
}

TEST(DotLibraryTest, MatricesOfOddSizesInEveryStorageOrder) {
  // (m, n, k): library sizes with 1, 7, 17 and 1000 + 3 among them, tile
  // grids (1031 x 2050 x 24 is 2 x 2 tiles of uneven size), and a small dot
  // that stays a loop kernel.
  const std::vector<std::array<int64_t, 3>> sizes = {
      {1003, 17, 7}, {1, 1003, 64}, {64, 1, 1003}, {1031, 2050, 24}, {7, 17, 1}, {33, 40, 29}};
  for (const auto& [m, n, k] : sizes) {
    for (const DotCase& c : MatrixCases("f32", m, n, k)) CheckAgainstInterpreter(c);
  }
  for (const DotCase& c : MatrixCases("f64", 130, 270, 103)) CheckAgainstInterpreter(c);
}

// f32 products of untransposed operands whose tiles are whole rows run on
// oneDNN's matmul where it has a brgemm kernel (AVX-512) and each block has
// 4M multiply-adds or more (onednn_gemm.h: 387 x 520 x 260 and
// 130 x 576 x 256 in two blocks, the batch of two), else on its 1x1
// convolution kernel (AVX2) when A is long (512
// rows or more) or B larger than L2: weights whose blocked format pads (17,
// 70, 300 features: converted whole) and does not (520, 576: converted in
// chunks of features shared by the groups, one batch and two), short
// matrices cut into two row blocks of uneven height (387 rows), and sizes
// at the thresholds that stay on sgemm (33 x 64 x 16, a depth of 15); every
// storage order, so the transposed variants take sgemm next to them.
TEST(DotLibraryTest, RowBlockKernels) {
  const std::vector<std::array<int64_t, 3>> sizes = {{1003, 17, 17}, {387, 520, 260},
                                                     {130, 576, 256}, {600, 70, 64},
                                                     {33, 64, 16},    {600, 1003, 15}};
  for (const auto& [m, n, k] : sizes) {
    for (const DotCase& c : MatrixCases("f32", m, n, k)) CheckAgainstInterpreter(c);
  }
  const std::string batched = "lhs_batch_dims={0}, lhs_contracting_dims={2}, "
                              "rhs_batch_dims={0}, rhs_contracting_dims={1}";
  CheckAgainstInterpreter({"batch of shared chunked weights", "f32", {2, 130, 256},
                           {2, 256, 576}, {2, 130, 576}, "", "", batched});
  CheckAgainstInterpreter({"batch of large padded weights", "f32", {3, 40, 600},
                           {3, 600, 300}, {3, 40, 300}, "", "", batched});
}

// One row times a row-major matrix is the emitted register-block kernel
// (register_block_gemm.h) without fused multiply-adds, which sums in the
// interpreter's order: bit-identical, f32 and f64, for whole column blocks,
// a partial last block (whole registers, then single columns), one block
// exactly, a batch dimension of one and an epilogue (bias, relu); a matrix
// stored transposed is transposed by dot canonicalisation first.
TEST(DotLibraryTest, RowVectorGemvIsExact) {
  struct GemvCase {
    std::string text;
    std::string lowering;  // expected in the lowering report
  };
  auto module = [](const std::string& type, const std::string& lhs, const std::string& rhs,
                   const std::string& out, const std::string& dnums, bool epilogue) {
    std::string text = absl::StrCat("HloModule gemv\nENTRY main {\n  a = ", type, lhs,
                                    " parameter(0)\n  b = ", type, rhs,
                                    " parameter(1)\n  d = ", type, out, " dot(a, b), ", dnums,
                                    "\n");
    if (!epilogue) return absl::StrCat(text, "  ROOT r = ", type, out, " copy(d)\n}\n");
    return absl::StrCat(text, "  c = ", type, out, " parameter(2)\n  s = ", type, out,
                        " add(d, c)\n  zero = ", type, "[] constant(0)\n  z = ", type, out,
                        " broadcast(zero), dimensions={}\n  ROOT r = ", type, out,
                        " maximum(s, z)\n}\n");
  };
  constexpr char kGemv[] = "register-block GEMM kernel (1 x 8 registers)";
  const std::vector<GemvCase> cases = {
      {module("f32", "[1,784]", "[784,1024]", "[1,1024]", kMatmul, false), kGemv},
      {module("f32", "[1,37]", "[37,1000]", "[1,1000]", kMatmul, true), kGemv},
      {module("f32", "[1,300]", "[300,128]", "[1,128]", kMatmul, false), kGemv},
      {module("f64", "[1,100]", "[100,517]", "[1,517]", kMatmul, true), kGemv},
      {module("f32", "[1,1,300]", "[1,300,200]", "[1,1,200]",
              "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, "
              "rhs_contracting_dims={1}",
              false),
       kGemv},
      {module("f32", "[1,300]", "[1000,300]", "[1,1000]",
              "lhs_contracting_dims={1}, rhs_contracting_dims={1}", false),
       kGemv},
  };
  for (const GemvCase& c : cases) {
    SCOPED_TRACE(c.text);
    absl::StatusOr<std::unique_ptr<HloModule>> parsed = ParseAndVerifyModule(c.text);
    ASSERT_TRUE(parsed.ok()) << parsed.status();
    auto stages = cpu::CompileStagesForCpu((*parsed)->Clone(), CompileOptions{});
    ASSERT_TRUE(stages.ok()) << stages.status();
    EXPECT_NE(stages->lowering.find(c.lowering), std::string::npos) << stages->lowering;
    const std::vector<Literal> arguments = RandomArguments(**parsed, 11);
    const std::vector<const Literal*> pointers = Pointers(arguments);
    absl::StatusOr<Literal> expected = testlib::CompileAndRun("interpreter", c.text, pointers);
    absl::StatusOr<Literal> actual = testlib::CompileAndRun("cpu", c.text, pointers);
    ASSERT_TRUE(expected.ok()) << expected.status();
    ASSERT_TRUE(actual.ok()) << actual.status();
    EXPECT_TRUE(LiteralEqual(*expected, *actual).ok()) << LiteralEqual(*expected, *actual);
  }
}

// Small products of row-major operands are the register-block kernel with
// fused multiply-adds (blocks of rows by registers of columns, partial row
// blocks a row at a time, partial column blocks a register then a column at
// a time): within the library's bound, in every storage order (the
// transposed ones take the library or a transpose first).
TEST(DotLibraryTest, SmallProductsInRegisterBlocks) {
  const std::vector<std::array<int64_t, 3>> sizes = {
      {64, 64, 64}, {7, 70, 300}, {33, 130, 61}, {2, 64, 1000}, {8, 96, 64}};
  for (const auto& [m, n, k] : sizes) {
    for (const DotCase& c : MatrixCases("f32", m, n, k)) CheckAgainstInterpreter(c);
  }
  for (const DotCase& c : MatrixCases("f64", 5, 37, 200)) CheckAgainstInterpreter(c);
  const std::string text =
      "HloModule small\nENTRY main {\n  a = f32[64,64] parameter(0)\n  b = f32[64,64] "
      "parameter(1)\n  ROOT d = f32[64,64] dot(a, b), lhs_contracting_dims={1}, "
      "rhs_contracting_dims={0}\n}\n";
  auto parsed = ParseAndVerifyModule(text);
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  auto stages = cpu::CompileStagesForCpu(*std::move(parsed), CompileOptions{});
  ASSERT_TRUE(stages.ok()) << stages.status();
  EXPECT_NE(stages->lowering.find("register-block GEMM kernel ("), std::string::npos)
      << stages->lowering;
  EXPECT_NE(stages->lowering.find("registers, fused)"), std::string::npos) << stages->lowering;
}

TEST(DotLibraryTest, BatchDimensions) {
  for (const std::string type : {"f32", "f64"}) {
    // One batch dimension; two (attention's [batch, heads, ...]), with the
    // rhs stored transposed (q k^T) and not (p v).
    CheckAgainstInterpreter({"one batch dim", type, {3, 65, 47}, {3, 47, 130}, {3, 65, 130}, "",
                             "", "lhs_batch_dims={0}, lhs_contracting_dims={2}, "
                                 "rhs_batch_dims={0}, rhs_contracting_dims={1}"});
    CheckAgainstInterpreter({"q k^T", type, {2, 3, 128, 64}, {2, 3, 128, 64}, {2, 3, 128, 128},
                             "", "", "lhs_batch_dims={0,1}, lhs_contracting_dims={3}, "
                                     "rhs_batch_dims={0,1}, rhs_contracting_dims={3}"});
    CheckAgainstInterpreter({"p v", type, {2, 3, 129, 130}, {2, 3, 130, 63}, {2, 3, 129, 63}, "",
                             "", "lhs_batch_dims={0,1}, lhs_contracting_dims={3}, "
                                 "rhs_batch_dims={0,1}, rhs_contracting_dims={2}"});
    CheckAgainstInterpreter({"three batch dims, lhs contracting first", type, {2, 1, 3, 70, 50},
                             {2, 1, 3, 70, 40}, {2, 1, 3, 50, 40}, "", "",
                             "lhs_batch_dims={0,1,2}, lhs_contracting_dims={3}, "
                             "rhs_batch_dims={0,1,2}, rhs_contracting_dims={3}"});
    // Batch dimensions not outermost in memory: not a contiguous stack.
    CheckAgainstInterpreter({"batch dim minor in layout", type, {4, 60, 50}, {4, 50, 70},
                             {4, 60, 70}, "{0,2,1}", "", "lhs_batch_dims={0}, "
                                                        "lhs_contracting_dims={2}, "
                                                        "rhs_batch_dims={0}, "
                                                        "rhs_contracting_dims={1}"});
  }
}

TEST(DotLibraryTest, NarrowFloatsAndIntegers) {
  for (const std::string type : {"f16", "bf16", "s32", "s8", "u16"}) {
    CheckAgainstInterpreter({type + " matrix", type, {67, 45}, {45, 39}, {67, 39}, "", "",
                             kMatmul});
    CheckAgainstInterpreter({type + " batch", type, {2, 3, 17, 33}, {2, 3, 33, 40},
                             {2, 3, 17, 40}, "", "",
                             "lhs_batch_dims={0,1}, lhs_contracting_dims={3}, "
                             "rhs_batch_dims={0,1}, rhs_contracting_dims={2}"});
  }
}

TEST(DotLibraryTest, ZeroSize) {
  for (const std::string type : {"f32", "f64"}) {
    CheckAgainstInterpreter({"no rows", type, {0, 300}, {300, 400}, {0, 400}, "", "", kMatmul});
    CheckAgainstInterpreter({"empty contraction", type, {300, 0}, {0, 400}, {300, 400}, "", "",
                             kMatmul});
    CheckAgainstInterpreter({"empty batch", type, {0, 2, 100, 300}, {0, 2, 300, 400},
                             {0, 2, 100, 400}, "", "",
                             "lhs_batch_dims={0,1}, lhs_contracting_dims={3}, "
                             "rhs_batch_dims={0,1}, rhs_contracting_dims={2}"});
  }
}

// A kOutput fusion (dot-epilogue-fusion's dot + bias + relu) whose dot the
// library takes: the GEMM writes the fusion's output, the epilogue updates
// it in place. Also with a transposed weight, an epilogue that reads the
// dot's operand again, and a product too small for the library.
TEST(DotLibraryTest, OutputFusionEpilogue) {
  for (const std::string type : {"f32", "f64"}) {
    for (const auto& [m, n, k, w_dims, w_contracting] :
         std::vector<std::tuple<int64_t, int64_t, int64_t, std::string, int>>{
             {257, 300, 203, "203,300", 0},
             {64, 1003, 70, "1003,70", 1},
             {5, 7, 3, "3,7", 0}}) {
      const std::string t = type;
      const std::string mn = absl::StrCat(m, ",", n);
      const std::string text = absl::StrCat(
          "HloModule epilogue\nfused {\n  p0 = ", t, "[", m, ",", k, "] parameter(0)\n  p1 = ", t,
          "[", w_dims, "] parameter(1)\n  p2 = ", t, "[", n, "] parameter(2)\n  d = ", t, "[",
          mn, "] dot(p0, p1), lhs_contracting_dims={1}, rhs_contracting_dims={", w_contracting,
          "}\n  b = ", t, "[", mn, "] broadcast(p2), dimensions={1}\n  a = ", t, "[", mn,
          "] add(d, b)\n  z = ", t, "[] constant(0)\n  zb = ", t, "[", mn,
          "] broadcast(z), dimensions={}\n  ROOT r = ", t, "[", mn,
          "] maximum(a, zb)\n}\nENTRY main {\n  x = ", t, "[", m, ",", k,
          "] parameter(0)\n  w = ", t, "[", w_dims, "] parameter(1)\n  bias = ", t, "[", n,
          "] parameter(2)\n  ROOT f = ", t, "[", mn,
          "] fusion(x, w, bias), kind=kOutput, calls=fused\n}\n");
      SCOPED_TRACE(text);
      ExpectCpuMatchesInterpreter(text, type, k);
    }
  }
  // The root is the dot itself; and an epilogue reading the lhs again.
  ExpectCpuMatchesInterpreter(R"(HloModule bare
fused {
  p0 = f32[200,150] parameter(0)
  p1 = f32[150,200] parameter(1)
  ROOT d = f32[200,200] dot(p0, p1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
ENTRY main {
  x = f32[200,150] parameter(0)
  w = f32[150,200] parameter(1)
  ROOT f = f32[200,200] fusion(x, w), kind=kOutput, calls=fused
}
)",
                              "f32", 150);
  ExpectCpuMatchesInterpreter(R"(HloModule reread
fused {
  p0 = f32[200,200] parameter(0)
  p1 = f32[200,200] parameter(1)
  d = f32[200,200] dot(p0, p1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT s = f32[200,200] subtract(d, p0)
}
ENTRY main {
  x = f32[200,200] parameter(0)
  w = f32[200,200] parameter(1)
  ROOT f = f32[200,200] fusion(x, w), kind=kOutput, calls=fused
}
)",
                              "f32", 200);
}

// Pointwise convolutions (convolution-canonicalization makes them dots):
// NCHW with one image and several, NHWC, against the interpreter.
TEST(DotLibraryTest, PointwiseConvolutions) {
  ExpectCpuMatchesInterpreter(R"(HloModule nchw
ENTRY main {
  x = f32[1,64,17,19] parameter(0)
  k = f32[130,64,1,1] parameter(1)
  ROOT c = f32[1,130,17,19] convolution(x, k), window={size=1x1}, dim_labels=bf01_oi01->bf01
}
)",
                              "f32", 64);
  ExpectCpuMatchesInterpreter(R"(HloModule nchw_batch
ENTRY main {
  x = f32[3,33,20,21] parameter(0)
  k = f32[1,1,33,70] parameter(1)
  ROOT c = f32[3,70,20,21] convolution(x, k), window={size=1x1}, dim_labels=bf01_01io->bf01
}
)",
                              "f32", 33);
  ExpectCpuMatchesInterpreter(R"(HloModule nhwc
ENTRY main {
  x = f64[2,30,31,40] parameter(0)
  k = f64[1,1,40,50] parameter(1)
  ROOT c = f64[2,30,31,50] convolution(x, k), window={size=1x1}, dim_labels=b01f_01io->b01f
}
)",
                              "f64", 40);
}

}  // namespace
}  // namespace xla
