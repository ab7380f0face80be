// Reduction kernels (axle/backends/cpu/codegen/reduction_kernel.h): column
// reductions (accumulating into the outputs in memory order, in tiles) and
// row reductions (several outputs folded side by side, or, for the reducers
// of reassociable_reduction.h, one output at a time in vectorised loops and
// long rows in chunks) must give the interpreter's results: bit for bit
// where the kernel keeps the interpreter's fold order, and for maximum and
// minimum (associative); f32/f64 sums of row reductions are reassociated, so
// they are compared with a tolerance that grows with the row length (their
// bit-identity for 1 and 2 threads is thread_count_determinism_test's). The
// modules are large enough to run in several work groups on the default
// thread pool. Each case also checks which kernel the code generator chose.
// Transposes (lowering_transpose.cc: 8x8 register blocks) and the
// non-temporal stores of large element-wise loop kernels
// (jit/streaming_store_pass.h) are checked the same way.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <optional>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/random_hlo.h"

namespace xla::cpu {
namespace {

struct KernelCase {
  std::string name;
  std::string module;    // HLO text
  std::string lowering;  // expected in the lowering report
  // Set: a reassociated sum, compared with this tolerance instead of bit
  // for bit.
  std::optional<ErrorSpec> tolerance;
};

// The tolerance of a sum of `length` inputs in [-1, 1) of `type` (none:
// exact comparison, for other types and reducers): the interpreter's serial
// sum is off by up to about length * epsilon relative to the sum of
// magnitudes, which for inputs of one sign is the sum itself.
std::optional<ErrorSpec> SumTolerance(const std::string& type, const std::string& op,
                                      int64_t length) {
  if (op != "add" || (type != "f32" && type != "f64")) return std::nullopt;
  const double epsilon = type == "f32" ? 0x1p-24 : 0x1p-53;
  const double n = static_cast<double>(length + 1);
  return ErrorSpec(16 * epsilon * n, std::max(1e-5, epsilon * n));
}

// A reducer computation `name` of type `type` applying `op`.
std::string Reducer(const std::string& name, const std::string& type, const std::string& op) {
  return absl::StrCat(name, " {\n  a = ", type, "[] parameter(0)\n  b = ", type,
                      "[] parameter(1)\n  ROOT r = ", type, "[] ", op, "(a, b)\n}\n");
}

// A module reducing parameter x of `input` over `dims` with `op`.
// `length`: the inputs folded into one output.
KernelCase Reduce(const std::string& name, const std::string& type, const std::string& input,
                     const std::string& output, const std::string& dims, const std::string& op,
                     const std::string& init, const std::string& lowering, int64_t length = 0) {
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducer("reducer", type, op),
                       "\nENTRY main {\n  x = ", type, input, " parameter(0)\n  init = ", type,
                       "[] constant(", init, ")\n  ROOT r = ", type, output,
                       " reduce(x, init), dimensions={", dims, "}, to_apply=reducer\n}\n"),
          lowering, SumTolerance(type, op, length)};
}

const char kArgmax[] = R"(
argmax {
  max = f32[] parameter(0)
  argmax = s32[] parameter(1)
  value = f32[] parameter(2)
  index = s32[] parameter(3)
  ge = pred[] compare(value, max), direction=GE
  m = f32[] select(ge, value, max)
  i = s32[] select(ge, index, argmax)
  ROOT t = (f32[], s32[]) tuple(m, i)
}
)";

KernelCase Argmax(const std::string& name, const std::string& input,
                     const std::string& output, const std::string& dims,
                     const std::string& lowering) {
  return {name,
          absl::StrCat("HloModule ", name, "\n", kArgmax, "\nENTRY main {\n  v = f32", input,
                       " parameter(0)\n  k = s32", input,
                       " parameter(1)\n  iv = f32[] constant(-inf)\n  ik = s32[] constant(-1)\n"
                       "  ROOT r = (f32",
                       output, ", s32", output,
                       ") reduce(v, k, iv, ik), dimensions={", dims, "}, to_apply=argmax\n}\n"),
          lowering, std::nullopt};
}

// Multi-output fusions given with the module: a sum of squares next to the
// squares (a side output over the reduction's input).
KernelCase SquaresAndSum(const std::string& name, const std::string& input,
                            const std::string& output, const std::string& dims,
                            const std::string& lowering, int64_t length = 0) {
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducer("add", "f32", "add"),
                       "\nfused {\n  p = f32", input, " parameter(0)\n  sq = f32", input,
                       " multiply(p, p)\n  zero = f32[] constant(0)\n  s = f32", output,
                       " reduce(sq, zero), dimensions={", dims, "}, to_apply=add\n  ROOT t = (f32",
                       output, ", f32", input, ") tuple(s, sq)\n}\n\nENTRY main {\n  x = f32",
                       input, " parameter(0)\n  ROOT f = (f32", output, ", f32", input,
                       ") fusion(x), kind=kInput, calls=fused\n}\n"),
          lowering, SumTolerance("f32", "add", length)};
}

KernelCase Transpose(const std::string& name, const std::string& type,
                        const std::string& input, const std::string& output,
                        const std::string& lowering) {
  return {name,
          absl::StrCat("HloModule ", name, "\n\nENTRY main {\n  x = ", type, input,
                       " parameter(0)\n  ROOT t = ", type, output,
                       " transpose(x), dimensions={1,0}\n}\n"),
          lowering, std::nullopt};
}

constexpr char kColumn[] = "column reduction kernel";
constexpr char kRow[] = "row reduction kernel";
constexpr char kVectorRows[] = "row reduction kernel, vectorised rows";
constexpr char kChunks[] = " chunks per output";

// A multi-output fusion of a sum and a maximum of exp(x) next to exp(x).
KernelCase SumMaxFusion(const std::string& name, const std::string& input,
                        const std::string& output, const std::string& dims,
                        const std::string& lowering, int64_t length) {
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducer("add", "f32", "add"),
                       Reducer("max", "f32", "maximum"), "\nfused {\n  p = f32", input,
                       " parameter(0)\n  e = f32", input,
                       " exponential(p)\n  zero = f32[] constant(0)\n  ninf = f32[] "
                       "constant(-inf)\n  s = f32",
                       output, " reduce(e, zero), dimensions={", dims,
                       "}, to_apply=add\n  m = f32", output, " reduce(e, ninf), dimensions={",
                       dims, "}, to_apply=max\n  ROOT t = (f32", output, ", f32", output, ", f32",
                       input, ") tuple(s, m, e)\n}\n\nENTRY main {\n  x = f32", input,
                       " parameter(0)\n  ROOT f = (f32", output, ", f32", output, ", f32", input,
                       ") fusion(x), kind=kInput, calls=fused\n}\n"),
          lowering, SumTolerance("f32", "add", 3 * length)};
}
constexpr char kBlocks[] = "8x8-block transpose kernel";
constexpr char kNonTemporal[] = "8x8-block transpose kernel, non-temporal stores";

constexpr char kLoopNonTemporal[] = "kernel, non-temporal stores in";

// relu(a * b + c): a memory-bound loop fusion.
KernelCase ElementWise(const std::string& name, const std::string& shape,
                       const std::string& lowering) {
  const std::string type = "f32" + shape;
  return {name,
          absl::StrCat("HloModule ", name, "\n\nENTRY main {\n  a = ", type,
                       " parameter(0)\n  b = ", type, " parameter(1)\n  c = ", type,
                       " parameter(2)\n  m = ", type, " multiply(a, b)\n  s = ", type,
                       " add(m, c)\n  zero = f32[] constant(0)\n  z = ", type,
                       " broadcast(zero), dimensions={}\n  ROOT r = ", type,
                       " maximum(s, z)\n}\n"),
          lowering, std::nullopt};
}

std::vector<KernelCase> Cases() {
  return {
      // Columns: odd sizes (tiles with a tail), several work groups.
      Reduce("col_add_odd", "f32", "[1003,1037]", "[1037]", "0", "add", "0", kColumn),
      Reduce("col_add_small", "f32", "[7,17]", "[17]", "0", "add", "0.5", kColumn),
      Reduce("col_max", "f32", "[301,1500]", "[1500]", "0", "maximum", "-inf", kColumn),
      Reduce("col_min_3d", "f32", "[5,9,70]", "[70]", "0,1", "minimum", "inf", kColumn),
      Reduce("col_middle", "f32", "[6,300,133]", "[6,133]", "1", "add", "0", kColumn),
      Reduce("col_f16", "f16", "[129,1030]", "[1030]", "0", "add", "0", kColumn),
      Reduce("col_f64", "f64", "[333,777]", "[777]", "0", "add", "0", kColumn),
      Reduce("col_s32_mul", "s32", "[40,1001]", "[1001]", "0", "multiply", "1", kColumn),
      Reduce("col_pred_or", "pred", "[41,999]", "[999]", "0", "or", "false", kColumn),
      Reduce("col_u8_max", "u8", "[300,515]", "[515]", "0", "maximum", "0", kColumn),
      // A column-major parameter: layout assignment copies it to row-major
      // first, so the reduction is a row reduction.
      Reduce("col_layout", "f32", "[700,300]{0,1}", "[700]", "1", "add", "0", kRow, 300),
      // Reduced dimensions lie in memory as 2 then 1: not the fold order, so
      // the kernel folds row-wise.
      Reduce("layout_descending", "f32", "[30,40,50]{0,1,2}", "[30]", "1,2", "add", "0", kRow),
      // Rows: lane blocks with a tail (1001 = 125 * 8 + 1).
      Reduce("row_add_odd", "f32", "[1001,1003]", "[1001]", "1", "add", "0", kVectorRows, 1003),
      Reduce("row_max_3d", "f32", "[3,5,7]", "[3,5]", "2", "maximum", "-inf", kRow),
      Reduce("row_min", "f32", "[517,300]", "[517]", "1", "minimum", "inf", kVectorRows),
      // Reassociated rows: short ones fold in lanes, long ones vectorised,
      // longer ones in chunks (2^16 elements) folded in parallel.
      Reduce("row_add_1", "f32", "[9,1]", "[9]", "1", "add", "0.5", "", 1),
      Reduce("row_add_7", "f32", "[33,7]", "[33]", "1", "add", "0.5", kRow, 7),
      Reduce("row_add_17", "f32", "[11,17]", "[11]", "1", "add", "0", kRow, 17),
      Reduce("row_add_32", "f32", "[11,32]", "[11]", "1", "add", "0", kVectorRows, 32),
      Reduce("row_max_1003", "f32", "[5,1003]", "[5]", "1", "maximum", "-inf", kVectorRows),
      Reduce("row_add_chunks", "f32", "[3,65541]", "[3]", "1", "add", "1.5", kChunks, 65541),
      Reduce("row_min_chunks", "f32", "[3,65541]", "[3]", "1", "minimum", "inf", kChunks),
      Reduce("row_f64_chunks", "f64", "[2,140001]", "[2]", "1", "add", "0", kChunks, 140001),
      Reduce("sum_1m", "f32", "[1048579]", "[]", "0", "add", "0", kChunks, 1048579),
      Reduce("max_1m", "f32", "[1048579]", "[]", "0", "maximum", "-inf", kChunks),
      // Several reduced dimensions: minor rows delinearised, chunks of whole
      // minor rows (163 of 400) or pieces of one (70000 = 65536 + 4464).
      Reduce("rows_3d_chunks", "f32", "[4,300,400]", "[4]", "1,2", "add", "0", kChunks, 120000),
      Reduce("rows_4d", "f32", "[2,3,50,700]", "[2,50]", "1,3", "add", "0", kVectorRows, 2100),
      Reduce("rows_4d_chunks", "f32", "[2,3,5,70000]", "[3,5]", "0,3", "add", "0", kChunks,
             140000),
      Reduce("rows_4d_max", "f64", "[2,3,5,7000]", "[3,5]", "0,3", "maximum", "-inf",
             kVectorRows),
      // Minor-most physical dimension reduced through a column-major layout.
      Reduce("rows_layout", "f32", "[70000,3]{0,1}", "[3]", "0", "add", "0", "", 70000),
      Reduce("rows_zero_minor", "f32", "[9,0]", "[9]", "1", "add", "2", ""),
      Reduce("all_65541", "f32", "[65541]", "[]", "0", "add", "-3", kChunks, 65541),
      Reduce("all_7", "f64", "[7]", "[]", "0", "add", "0", "", 7),
      Reduce("rank0", "f32", "[]", "[]", "", "add", "1", ""),
      // More outputs than fit kMaxReductionPartials: vectorised rows instead.
      Reduce("rows_many_long", "f32", "[600,131073]", "[600]", "1", "add", "0", kVectorRows,
             131073),
      Reduce("rows_zero_all", "f32", "[0]", "[]", "0", "add", "2", ""),
      // The simplifier may rewrite row_one and empty_reduced: only values count.
      Reduce("row_one", "f32", "[13,1]", "[13]", "1", "add", "0", ""),
      Reduce("row_f64", "f64", "[257,515]", "[257]", "1", "add", "0", kVectorRows, 515),
      Reduce("row_c64", "c64", "[100,70]", "[100]", "1", "add", "(0, 0)", kRow),
      Reduce("row_s32_mul", "s32", "[99,1000]", "[99]", "1", "multiply", "1", kRow),
      Reduce("row_bf16", "bf16", "[300,257]", "[300]", "1", "add", "0", kRow),
      Reduce("all_f32", "f32", "[100003]", "[]", "0", "add", "0", kChunks, 100003),
      Reduce("all_2d", "f32", "[301,203]", "[]", "0,1", "add", "0", kVectorRows, 301 * 203),
      Reduce("empty_reduced", "f32", "[0,9]", "[9]", "0", "add", "3", ""),
      Argmax("argmax_cols", "[300,601]", "[601]", "0", kColumn),
      Argmax("argmax_rows", "[601,300]", "[601]", "1", kRow),
      SquaresAndSum("fused_rows", "[517,301]", "[517]", "1", kVectorRows, 301),
      SquaresAndSum("fused_all_chunks", "[140001]", "[]", "0", kChunks, 140001),
      SumMaxFusion("fused_sum_max_rows", "[300,517]", "[300]", "1", kVectorRows, 517),
      SumMaxFusion("fused_sum_max_chunks", "[2,70001]", "[2]", "1", kChunks, 70001),
      SquaresAndSum("fused_cols", "[301,517]", "[517]", "0", kColumn),
      // Transposes: whole blocks, edges in both dimensions, work groups.
      Transpose("transpose_8", "f32", "[8,8]", "[8,8]", kBlocks),
      Transpose("transpose_edges", "f32", "[1037,13]", "[13,1037]", kBlocks),
      Transpose("transpose_large", "s32", "[515,1003]", "[1003,515]", kBlocks),
      Transpose("transpose_u32", "u32", "[9,17]", "[17,9]", kBlocks),
      Transpose("transpose_f64", "f64", "[40,33]", "[33,40]", "tiled kernel"),
      Transpose("transpose_thin", "f32", "[5,100]", "[100,5]", "tiled kernel"),
      // Tiles with partial column tiles (40 = 32 + 8) and band tails (33).
      Transpose("transpose_tile_tails", "f32", "[40,33]", "[33,40]", kBlocks),
      // At least 32 MiB out: non-temporal stores when output rows are whole
      // blocks (2048 columns), ordinary ones otherwise (2051).
      Transpose("transpose_non_temporal", "s32", "[2048,4097]", "[4097,2048]", kNonTemporal),
      Transpose("transpose_big_odd", "f32", "[2051,2049]", "[2049,2051]", kBlocks),
      // Element-wise loop kernels writing at least 32 MiB: vector stores at
      // 64-byte-aligned addresses are non-temporal, others not (rows of 1025
      // floats start at every alignment); the fence makes them visible.
      ElementWise("elementwise_non_temporal", "[8388609]", kLoopNonTemporal),
      ElementWise("elementwise_non_temporal_odd_rows", "[8193,1025]", kLoopNonTemporal),
      ElementWise("elementwise_below_32mib", "[8388607]", "kernel in"),
  };
}

class ReduceTransposeKernelTest : public ::testing::TestWithParam<KernelCase> {};

std::vector<const Literal*> Pointers(const std::vector<Literal>& literals) {
  std::vector<const Literal*> pointers;
  for (const Literal& literal : literals) pointers.push_back(&literal);
  return pointers;
}

TEST_P(ReduceTransposeKernelTest, MatchesTheInterpreterBitForBit) {
  const KernelCase& c = GetParam();
  auto module = ParseAndVerifyModule(c.module);
  ASSERT_TRUE(module.ok()) << module.status() << "\n" << c.module;
  auto arguments = testlib::RandomArguments(**module, 7);
  ASSERT_TRUE(arguments.ok()) << arguments.status();
  auto expected = HloEvaluator().Evaluate(**module, Pointers(*arguments));
  ASSERT_TRUE(expected.ok()) << expected.status();

  auto stages = CompileStagesForCpu((*module)->Clone(), CompileOptions{});
  ASSERT_TRUE(stages.ok()) << stages.status();
  EXPECT_NE(stages->lowering.find(c.lowering), std::string::npos) << stages->lowering;

  auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
  ASSERT_TRUE(executable.ok()) << executable.status();
  auto actual = (*executable)->Execute(Pointers(*arguments));
  ASSERT_TRUE(actual.ok()) << actual.status();
  if (c.tolerance) {
    EXPECT_TRUE(LiteralNear(*expected, *actual, *c.tolerance).ok())
        << LiteralNear(*expected, *actual, *c.tolerance);
  } else {
    EXPECT_TRUE(LiteralEqual(*expected, *actual).ok()) << LiteralEqual(*expected, *actual);
  }
}

// Reassociated maximum and minimum are exact: NaN wins wherever it lies, +0
// is above -0, infinities fold as values; over lengths that take every path
// (lanes, vectorised loops with tails, chunks with a short last piece).
TEST(ReassociatedMaxMinTest, NaNInfinitiesAndSignedZerosAreExact) {
  for (const char* op : {"maximum", "minimum"}) {
    for (int64_t length : {1, 7, 17, 1003, 65541, 140001}) {
      SCOPED_TRACE(absl::StrCat(op, " of ", length));
      const KernelCase c = Reduce("maxmin", "f32", absl::StrCat("[2,", length, "]"), "[2]", "1",
                                  op, op == std::string("maximum") ? "-inf" : "inf", "");
      auto module = ParseAndVerifyModule(c.module);
      ASSERT_TRUE(module.ok()) << module.status();
      auto executable = CpuCompiler().Compile((*module)->Clone(), CompileOptions{});
      ASSERT_TRUE(executable.ok()) << executable.status();
      const float inf = std::numeric_limits<float>::infinity();
      const float nan = std::numeric_limits<float>::quiet_NaN();
      // Row 0 and row 1 of each pattern: signed zeros with the other sign at
      // the end or in the middle; infinities; a NaN late in the row.
      for (int pattern = 0; pattern < 4; ++pattern) {
        std::vector<float> values(2 * length);
        for (int64_t i = 0; i < length; ++i) {
          values[i] = (pattern == 0 || pattern == 2) ? -0.0f : 0.0f;
          values[length + i] = pattern == 2 ? -inf : (pattern == 3 ? 0.5f : 0.0f);
        }
        if (pattern == 0) values[length - 1] = 0.0f;
        if (pattern == 1) values[length / 2] = -0.0f;
        if (pattern == 2) values[length + length / 3] = inf;
        if (pattern == 3) values[2 * length - 1 - length / 5] = nan;
        Literal x = LiteralUtil::CreateR1<float>(values).Reshape({2, length}).value();
        auto expected = HloEvaluator().Evaluate(**module, {&x});
        ASSERT_TRUE(expected.ok()) << expected.status();
        auto actual = (*executable)->Execute({&x});
        ASSERT_TRUE(actual.ok()) << actual.status();
        EXPECT_TRUE(LiteralEqual(*expected, *actual).ok())
            << "pattern " << pattern << ": " << LiteralEqual(*expected, *actual);
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, ReduceTransposeKernelTest, ::testing::ValuesIn(Cases()),
                         [](const ::testing::TestParamInfo<KernelCase>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace xla::cpu
