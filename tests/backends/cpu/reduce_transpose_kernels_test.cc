// Reduction kernels (axle/backends/cpu/codegen/reduction_kernel.h): column
// reductions (accumulating into the outputs in memory order, in tiles) and
// row reductions (several outputs folded side by side) must give exactly the
// interpreter's results: each output folds its inputs in the interpreter's
// order, so even float sums are bit-identical. The modules are large enough
// to run in several work groups on the default thread pool, so equality
// with the (sequential) interpreter also shows that the split into groups
// and the number of threads do not change a bit. Each case also checks
// which kernel the code generator chose. Transposes (lowering_transpose.cc:
// 8x8 register blocks) are checked the same way.
#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "tests/testlib/random_hlo.h"

namespace xla::cpu {
namespace {

struct KernelCase {
  std::string name;
  std::string module;    // HLO text
  std::string lowering;  // expected in the lowering report
};

// A reducer computation `name` of type `type` applying `op`.
std::string Reducer(const std::string& name, const std::string& type, const std::string& op) {
  return absl::StrCat(name, " {\n  a = ", type, "[] parameter(0)\n  b = ", type,
                      "[] parameter(1)\n  ROOT r = ", type, "[] ", op, "(a, b)\n}\n");
}

// A module reducing parameter x of `input` over `dims` with `op`.
KernelCase Reduce(const std::string& name, const std::string& type, const std::string& input,
                     const std::string& output, const std::string& dims, const std::string& op,
                     const std::string& init, const std::string& lowering) {
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducer("reducer", type, op),
                       "\nENTRY main {\n  x = ", type, input, " parameter(0)\n  init = ", type,
                       "[] constant(", init, ")\n  ROOT r = ", type, output,
                       " reduce(x, init), dimensions={", dims, "}, to_apply=reducer\n}\n"),
          lowering};
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
          lowering};
}

// Multi-output fusions given with the module: a sum of squares next to the
// squares (a side output over the reduction's input).
KernelCase SquaresAndSum(const std::string& name, const std::string& input,
                            const std::string& output, const std::string& dims,
                            const std::string& lowering) {
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducer("add", "f32", "add"),
                       "\nfused {\n  p = f32", input, " parameter(0)\n  sq = f32", input,
                       " multiply(p, p)\n  zero = f32[] constant(0)\n  s = f32", output,
                       " reduce(sq, zero), dimensions={", dims, "}, to_apply=add\n  ROOT t = (f32",
                       output, ", f32", input, ") tuple(s, sq)\n}\n\nENTRY main {\n  x = f32",
                       input, " parameter(0)\n  ROOT f = (f32", output, ", f32", input,
                       ") fusion(x), kind=kInput, calls=fused\n}\n"),
          lowering};
}

KernelCase Transpose(const std::string& name, const std::string& type,
                        const std::string& input, const std::string& output,
                        const std::string& lowering) {
  return {name,
          absl::StrCat("HloModule ", name, "\n\nENTRY main {\n  x = ", type, input,
                       " parameter(0)\n  ROOT t = ", type, output,
                       " transpose(x), dimensions={1,0}\n}\n"),
          lowering};
}

constexpr char kColumn[] = "column reduction kernel";
constexpr char kRow[] = "row reduction kernel";
constexpr char kBlocks[] = "8x8-block transpose kernel";
constexpr char kNonTemporal[] = "8x8-block transpose kernel, non-temporal stores";

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
      Reduce("col_layout", "f32", "[700,300]{0,1}", "[700]", "1", "add", "0", kRow),
      // Reduced dimensions lie in memory as 2 then 1: not the fold order, so
      // the kernel folds row-wise.
      Reduce("layout_descending", "f32", "[30,40,50]{0,1,2}", "[30]", "1,2", "add", "0", kRow),
      // Rows: lane blocks with a tail (1001 = 125 * 8 + 1).
      Reduce("row_add_odd", "f32", "[1001,1003]", "[1001]", "1", "add", "0", kRow),
      Reduce("row_max_3d", "f32", "[3,5,7]", "[3,5]", "2", "maximum", "-inf", kRow),
      Reduce("row_min", "f32", "[517,300]", "[517]", "1", "minimum", "inf", kRow),
      // The simplifier may rewrite row_one and empty_reduced: only values count.
      Reduce("row_one", "f32", "[13,1]", "[13]", "1", "add", "0", ""),
      Reduce("row_f64", "f64", "[257,515]", "[257]", "1", "add", "0", kRow),
      Reduce("row_c64", "c64", "[100,70]", "[100]", "1", "add", "(0, 0)", kRow),
      Reduce("row_s32_mul", "s32", "[99,1000]", "[99]", "1", "multiply", "1", kRow),
      Reduce("row_bf16", "bf16", "[300,257]", "[300]", "1", "add", "0", kRow),
      Reduce("all_f32", "f32", "[100003]", "[]", "0", "add", "0", kRow),
      Reduce("all_2d", "f32", "[301,203]", "[]", "0,1", "add", "0", kRow),
      Reduce("empty_reduced", "f32", "[0,9]", "[9]", "0", "add", "3", ""),
      Argmax("argmax_cols", "[300,601]", "[601]", "0", kColumn),
      Argmax("argmax_rows", "[601,300]", "[601]", "1", kRow),
      SquaresAndSum("fused_rows", "[517,301]", "[517]", "1", kRow),
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
      // At least 16 MiB out: non-temporal stores when output rows are whole
      // blocks (2048 columns), ordinary ones otherwise (2051).
      Transpose("transpose_non_temporal", "s32", "[2048,2057]", "[2057,2048]", kNonTemporal),
      Transpose("transpose_big_odd", "f32", "[2051,2049]", "[2049,2051]", kBlocks),
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
  EXPECT_TRUE(LiteralEqual(*expected, *actual).ok()) << LiteralEqual(*expected, *actual);
}

INSTANTIATE_TEST_SUITE_P(Cases, ReduceTransposeKernelTest, ::testing::ValuesIn(Cases()),
                         [](const ::testing::TestParamInfo<KernelCase>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace xla::cpu
