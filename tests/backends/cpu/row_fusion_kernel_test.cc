// Row fusions (reduction_kernel.h, EmitRowFusionKernel): softmax and layer
// norm over the last dimension become one fusion (instruction-fusion joins
// row reductions read per row into their consumers' fusion) and one kernel
// on cpu. f32/f64 sums, maxima and minima fold each row with vector
// accumulators (reassociable_reduction.h): sums match the interpreter within
// a tolerance, maxima and minima exactly (NaN, infinities, -0 included).
// Other reducers (f16/bf16 sums) fold in the interpreter's order: modules
// without approximated functions match it bit for bit; softmax (exp
// approximated on cpu: a few ulps) and layer norm within a tolerance.
// Shapes cover lane-block tails (1001 rows = 125 * 8 + 1), odd row lengths
// (vector group tails), rows of one element, rows longer than one buffered
// tile, a rank-1 input (one row), batch dimensions, a non-default layout,
// several work groups, and the float types.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "axle/literal/literal_comparison.h"
#include "tests/testlib/random_hlo.h"

namespace xla::cpu {
namespace {

struct RowCase {
  std::string name;
  std::string module;  // HLO text
  bool exact;          // bit-identical to the interpreter, else within tolerance
  bool one_kernel;     // the lowering report shows one row fusion kernel
};

std::string Reducers(const std::string& type) {
  return absl::StrCat("add {\n  a = ", type, "[] parameter(0)\n  b = ", type,
                      "[] parameter(1)\n  ROOT s = ", type, "[] add(a, b)\n}\n\nmax {\n  a = ",
                      type, "[] parameter(0)\n  b = ", type, "[] parameter(1)\n  ROOT m = ", type,
                      "[] maximum(a, b)\n}\n\n");
}

// "[d0,...,dn]" and the kept dimensions "[d0,...,dn-1]", "{0,...,n-1}".
struct Dims {
  std::string rows, kept, leading, last;
};

Dims MakeDims(const std::vector<int64_t>& dims) {
  std::vector<int64_t> kept(dims.begin(), dims.end() - 1);
  std::vector<int64_t> leading;
  for (size_t i = 0; i < kept.size(); ++i) leading.push_back(static_cast<int64_t>(i));
  return {absl::StrCat("[", absl::StrJoin(dims, ","), "]"),
          absl::StrCat("[", absl::StrJoin(kept, ","), "]"),
          absl::StrCat("{", absl::StrJoin(leading, ","), "}"),
          absl::StrCat(dims.size() - 1)};
}

RowCase Softmax(const std::string& name, const std::string& t, const std::vector<int64_t>& dims,
                bool one_kernel = true) {
  Dims d = MakeDims(dims);
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducers(t), "ENTRY main {\n  x = ", t,
                       d.rows, " parameter(0)\n  ninf = ", t, "[] constant(-inf)\n  m = ", t,
                       d.kept, " reduce(x, ninf), dimensions={", d.last,
                       "}, to_apply=max\n  bm = ", t, d.rows, " broadcast(m), dimensions=",
                       d.leading, "\n  c = ", t, d.rows, " subtract(x, bm)\n  e = ", t, d.rows,
                       " exponential(c)\n  zero = ", t, "[] constant(0)\n  s = ", t, d.kept,
                       " reduce(e, zero), dimensions={", d.last, "}, to_apply=add\n  bs = ", t,
                       d.rows, " broadcast(s), dimensions=", d.leading, "\n  ROOT r = ", t,
                       d.rows, " divide(e, bs)\n}\n"),
          false, one_kernel};
}

RowCase LayerNorm(const std::string& name, const std::string& t,
                  const std::vector<int64_t>& dims) {
  Dims d = MakeDims(dims);
  const std::string row_length = absl::StrCat(dims.back());
  return {name,
          absl::StrCat(
              "HloModule ", name, "\n\n", Reducers(t), "ENTRY main {\n  x = ", t, d.rows,
              " parameter(0)\n  g = ", t, "[", row_length, "] parameter(1)\n  zero = ", t,
              "[] constant(0)\n  sum = ", t, d.kept, " reduce(x, zero), dimensions={", d.last,
              "}, to_apply=add\n  n = ", t, "[] constant(", row_length, ")\n  bn = ", t, d.kept,
              " broadcast(n), dimensions={}\n  mean = ", t, d.kept, " divide(sum, bn)\n  bm = ",
              t, d.rows, " broadcast(mean), dimensions=", d.leading, "\n  c = ", t, d.rows,
              " subtract(x, bm)\n  sq = ", t, d.rows, " multiply(c, c)\n  ss = ", t, d.kept,
              " reduce(sq, zero), dimensions={", d.last, "}, to_apply=add\n  var = ", t, d.kept,
              " divide(ss, bn)\n  eps = ", t, "[] constant(1e-05)\n  be = ", t, d.kept,
              " broadcast(eps), dimensions={}\n  ve = ", t, d.kept, " add(var, be)\n  inv = ", t,
              d.kept, " rsqrt(ve)\n  bi = ", t, d.rows, " broadcast(inv), dimensions=", d.leading,
              "\n  norm = ", t, d.rows, " multiply(c, bi)\n  bg = ", t, d.rows,
              " broadcast(g), dimensions={", d.last, "}\n  ROOT out = ", t, d.rows,
              " multiply(norm, bg)\n}\n"),
          false, true};
}

// x / sum(|x|) per row: no approximated function, so bit-identical where
// the sum folds in the interpreter's order (`exact`).
RowCase SumNormalise(const std::string& name, const std::string& t,
                     const std::vector<int64_t>& dims, bool exact) {
  Dims d = MakeDims(dims);
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducers(t), "ENTRY main {\n  x = ", t,
                       d.rows, " parameter(0)\n  a = ", t, d.rows, " abs(x)\n  one = ", t,
                       "[] constant(1)\n  s = ", t, d.kept, " reduce(a, one), dimensions={",
                       d.last, "}, to_apply=add\n  bs = ", t, d.rows,
                       " broadcast(s), dimensions=", d.leading, "\n  ROOT r = ", t, d.rows,
                       " divide(x, bs)\n}\n"),
          exact, true};
}

// The sum of squared deviations from the row mean: the root is a reduction
// whose input uses another (kInput with an inner row reduction).
RowCase Variance(const std::string& name, const std::vector<int64_t>& dims) {
  Dims d = MakeDims(dims);
  return {name,
          absl::StrCat("HloModule ", name, "\n\n", Reducers("f32"), "ENTRY main {\n  x = f32",
                       d.rows, " parameter(0)\n  zero = f32[] constant(0)\n  sum = f32", d.kept,
                       " reduce(x, zero), dimensions={", d.last, "}, to_apply=add\n  bm = f32",
                       d.rows, " broadcast(sum), dimensions=", d.leading, "\n  c = f32", d.rows,
                       " subtract(x, bm)\n  sq = f32", d.rows, " multiply(c, c)\n  ROOT v = f32",
                       d.kept, " reduce(sq, zero), dimensions={", d.last, "}, to_apply=add\n}\n"),
          false, true};
}

// Softmax whose row sums are an output too: the sum's fusion also outputs
// exp (multi-output fusion) and holds the row max: a row fusion kernel with
// a reduction root and a side output; the division is a loop.
RowCase SoftmaxAndSums(const std::string& name, const std::vector<int64_t>& dims) {
  RowCase c = Softmax(name, "f32", dims);
  Dims d = MakeDims(dims);
  const std::string root = absl::StrCat("  ROOT r = f32", d.rows, " divide(e, bs)\n");
  c.module.replace(c.module.find(root), root.size(),
                   absl::StrCat("  r = f32", d.rows, " divide(e, bs)\n  ROOT t = (f32", d.rows,
                                ", f32", d.kept, ") tuple(r, s)\n"));
  return c;
}

// `c` with its parameter `type` (e.g. "f32[5,6,33]") stored in `layout`;
// the fusion may then be another kernel: values only.
RowCase WithLayout(RowCase c, const std::string& type, const std::string& layout) {
  const std::string parameter = absl::StrCat("x = ", type, " parameter(0)");
  c.module.replace(c.module.find(parameter), parameter.size(),
                   absl::StrCat("x = ", type, layout, " parameter(0)"));
  c.one_kernel = false;
  return c;
}

std::vector<RowCase> Cases() {
  return {
      Softmax("softmax_tails", "f32", {1001, 1003}),
      Softmax("softmax_rank3", "f32", {3, 5, 1003}),
      Softmax("softmax_rank1", "f32", {1003}),
      Softmax("softmax_small", "f32", {9, 7}),
      // The simplifier may rewrite reductions of one element: values only.
      Softmax("softmax_row_of_one", "f32", {13, 1}, false),
      Softmax("softmax_f16", "f16", {257, 130}),
      Softmax("softmax_bf16", "bf16", {129, 67}),
      Softmax("softmax_f64", "f64", {100, 203}),
      Softmax("softmax_row_of_17", "f32", {31, 17}),
      Softmax("softmax_long_rows", "f32", {37, 3001}),
      Softmax("softmax_long_rows_f64", "f64", {9, 1029}),
      WithLayout(Softmax("softmax_layout", "f32", {5, 6, 33}), "f32[5,6,33]", "{2,0,1}"),
      LayerNorm("layernorm_tails", "f32", {1001, 1003}),
      LayerNorm("layernorm_row_of_7", "f32", {100, 7}),
      LayerNorm("layernorm_long_rows", "f32", {11, 2053}),
      LayerNorm("layernorm_rank3", "f32", {2, 5, 9}),
      LayerNorm("layernorm_f16", "f16", {33, 64}),
      LayerNorm("layernorm_f64", "f64", {17, 129}),
      SumNormalise("sum_normalise_f32", "f32", {1031, 517}, false),
      SumNormalise("sum_normalise_bf16", "bf16", {31, 300}, true),
      SumNormalise("sum_normalise_f64", "f64", {9, 1000}, false),
      Variance("variance_root", {515, 333}),
      Variance("variance_rank1", {1000}),
      SoftmaxAndSums("softmax_and_sums", {300, 129}),
  };
}

std::vector<const Literal*> Pointers(const std::vector<Literal>& literals) {
  std::vector<const Literal*> pointers;
  for (const Literal& literal : literals) pointers.push_back(&literal);
  return pointers;
}

ErrorSpec Tolerance(const Shape& shape) {
  switch (shape.element_type()) {
    case F16:
    case BF16:
      return ErrorSpec(1e-2, 2e-2);  // one rounding of a few-ulp f32 difference
    case F64:
      return ErrorSpec(1e-12, 1e-12);
    default:
      return ErrorSpec(1e-6, 1e-5);
  }
}

class RowFusionKernelTest : public ::testing::TestWithParam<RowCase> {};

TEST_P(RowFusionKernelTest, MatchesTheInterpreter) {
  const RowCase& c = GetParam();
  auto module = ParseAndVerifyModule(c.module);
  ASSERT_TRUE(module.ok()) << module.status() << "\n" << c.module;
  auto arguments = testlib::RandomArguments(**module, 11);
  ASSERT_TRUE(arguments.ok()) << arguments.status();
  auto expected = HloEvaluator().Evaluate(**module, Pointers(*arguments));
  ASSERT_TRUE(expected.ok()) << expected.status();

  auto stages = CompileStagesForCpu((*module)->Clone(), CompileOptions{});
  ASSERT_TRUE(stages.ok()) << stages.status();
  if (c.one_kernel) {
    EXPECT_NE(stages->lowering.find("row fusion kernel"), std::string::npos) << stages->lowering;
    EXPECT_EQ(stages->lowering.find("row reduction kernel"), std::string::npos)
        << stages->lowering;
  }

  auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
  ASSERT_TRUE(executable.ok()) << executable.status();
  auto actual = (*executable)->Execute(Pointers(*arguments));
  ASSERT_TRUE(actual.ok()) << actual.status();
  if (c.exact) {
    EXPECT_TRUE(LiteralEqual(*expected, *actual).ok()) << LiteralEqual(*expected, *actual);
  } else {
    ErrorSpec error = Tolerance(expected->shape());
    EXPECT_TRUE(LiteralNear(*expected, *actual, error).ok())
        << LiteralNear(*expected, *actual, error);
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, RowFusionKernelTest, ::testing::ValuesIn(Cases()),
                         [](const ::testing::TestParamInfo<RowCase>& info) {
                           return info.param.name;
                         });

// Row maxima and minima with signed zeros, NaN and infinities, in the
// vector groups and in the tail of a row of 37 (32 + 5): exact, as the
// interpreter (NaN wins, +0 above -0). The minimum folds x - max: a second
// level.
template <typename T>
void ExpectExactMaxMin(const std::string& t) {
  constexpr int64_t kRows = 9, kColumns = 37;
  const std::string rows = absl::StrCat(t, "[", kRows, ",", kColumns, "]");
  const std::string kept = absl::StrCat(t, "[", kRows, "]");
  const std::string module_text = absl::StrCat(
      "HloModule special\n\nmax {\n  a = ", t, "[] parameter(0)\n  b = ", t,
      "[] parameter(1)\n  ROOT m = ", t, "[] maximum(a, b)\n}\n\nmin {\n  a = ", t,
      "[] parameter(0)\n  b = ", t, "[] parameter(1)\n  ROOT m = ", t,
      "[] minimum(a, b)\n}\n\nENTRY main {\n  x = ", rows, " parameter(0)\n  ninf = ", t,
      "[] constant(-inf)\n  pinf = ", t, "[] constant(inf)\n  m = ", kept,
      " reduce(x, ninf), dimensions={1}, to_apply=max\n  bm = ", rows,
      " broadcast(m), dimensions={0}\n  d = ", rows, " subtract(x, bm)\n  n = ", kept,
      " reduce(d, pinf), dimensions={1}, to_apply=min\n  bn = ", rows,
      " broadcast(n), dimensions={0}\n  r = ", rows, " subtract(d, bn)\n  ROOT o = (", rows,
      ", ", kept, ", ", kept, ") tuple(r, m, n)\n}\n");
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T inf = std::numeric_limits<T>::infinity();
  std::vector<T> x(kRows * kColumns);
  for (int64_t i = 0; i < kRows * kColumns; ++i) x[i] = std::sin(T(0.7) * T(i));
  auto row = [&](int64_t r) { return x.begin() + r * kColumns; };
  std::fill(row(0), row(1), T(-0.0));
  x[0 * kColumns + 35] = T(0.0);  // +0 in the tail of -0s
  std::fill(row(1), row(2), T(0.0));
  x[1 * kColumns + 3] = T(-0.0);  // -0 in a vector group of +0s
  x[2 * kColumns + 20] = nan;     // NaN in a vector group
  x[3 * kColumns + 36] = nan;     // NaN in the tail
  x[4 * kColumns + 10] = inf;
  x[4 * kColumns + 33] = -inf;
  std::fill(row(5), row(6), -inf);
  std::fill(row(6), row(7), T(-0.0));
  x[7 * kColumns + 0] = -inf;
  x[7 * kColumns + 36] = inf;
  std::vector<Literal> arguments;
  arguments.push_back(LiteralUtil::CreateR1<T>(x).Reshape({kRows, kColumns}).value());

  auto module = ParseAndVerifyModule(module_text);
  ASSERT_TRUE(module.ok()) << module.status() << "\n" << module_text;
  auto expected = HloEvaluator().Evaluate(**module, Pointers(arguments));
  ASSERT_TRUE(expected.ok()) << expected.status();
  auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
  ASSERT_TRUE(executable.ok()) << executable.status();
  auto actual = (*executable)->Execute(Pointers(arguments));
  ASSERT_TRUE(actual.ok()) << actual.status();
  EXPECT_TRUE(LiteralEqual(*expected, *actual).ok()) << LiteralEqual(*expected, *actual);
}

TEST(RowFusionKernelSpecialValues, F32MaximaAndMinimaAreExact) { ExpectExactMaxMin<float>("f32"); }
TEST(RowFusionKernelSpecialValues, F64MaximaAndMinimaAreExact) {
  ExpectExactMaxMin<double>("f64");
}

}  // namespace
}  // namespace xla::cpu
