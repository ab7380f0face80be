// Bounded dynamic shapes on the CPU backend against the interpreter, the
// oracle: results whose runtime sizes are below their bounds, dynamic entry
// parameters, ops that read only the runtime sizes (reduce, dot,
// reduce-window) and sizes that do not fit (errors, never crashes).
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_util.h"

namespace xla::cpu {
namespace {

// A custom-call target for a dynamic result: it fills the bound (6
// elements) and never reads its operand, whose runtime size it cannot know.
extern "C" void AxleTestDynamicFill(void* out, const void**) {
  int32_t* result = static_cast<int32_t*>(out);
  for (int i = 0; i < 6; ++i) result[i] = 100 + i;
}
XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(AxleTestDynamicFill);

struct Runs {
  absl::StatusOr<Literal> cpu;
  absl::StatusOr<Literal> interpreter;
};

Runs RunBoth(const std::string& text, const std::vector<const Literal*>& arguments) {
  Runs runs{absl::InternalError("not run"), absl::InternalError("not run")};
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  if (!module.ok()) return Runs{module.status(), module.status()};
  absl::StatusOr<std::vector<Literal>> expected = EvaluateReplicated(**module, {arguments});
  if (expected.ok()) {
    runs.interpreter = std::move((*expected)[0]);
  } else {
    runs.interpreter = expected.status();
  }
  absl::StatusOr<std::unique_ptr<Executable>> executable =
      CpuCompiler().Compile(std::move(*module), CompileOptions());
  if (!executable.ok()) {
    runs.cpu = executable.status();
    return runs;
  }
  runs.cpu = (*executable)->Execute(arguments, BackendRunOptions());
  return runs;
}

// The CPU result equals the interpreter's bit for bit, dimensions (runtime
// sizes) included. LiteralEqual ignores the dynamic bits: the interpreter
// marks a value dynamic or not depending on the op that made it.
void ExpectSameAsInterpreter(const std::string& text,
                             const std::vector<const Literal*>& arguments) {
  Runs runs = RunBoth(text, arguments);
  ASSERT_TRUE(runs.interpreter.ok()) << runs.interpreter.status();
  ASSERT_TRUE(runs.cpu.ok()) << runs.cpu.status();
  absl::Status match = LiteralEqual(*runs.interpreter, *runs.cpu);
  EXPECT_TRUE(match.ok()) << match << "\ncpu " << runs.cpu->ToString() << "\ninterpreter "
                          << runs.interpreter->ToString();
}

// Both fail, the CPU backend with a message containing `message`.
void ExpectBothFail(const std::string& text, const std::vector<const Literal*>& arguments,
                    absl::string_view message) {
  Runs runs = RunBoth(text, arguments);
  EXPECT_FALSE(runs.interpreter.ok()) << runs.interpreter->ToString();
  ASSERT_FALSE(runs.cpu.ok()) << runs.cpu->ToString();
  EXPECT_TRUE(absl::StrContains(runs.cpu.status().message(), message)) << runs.cpu.status();
}

constexpr char kDynamicResults[] = R"(
HloModule dynamic_results
ENTRY e {
  x = f32[3,4] parameter(0)
  m = s32[] parameter(1)
  n = s32[] parameter(2)
  a = f32[<=3,4] set-dimension-size(x, m), dimensions={0}
  b = f32[<=3,<=4] set-dimension-size(a, n), dimensions={1}
  neg = f32[<=3,<=4] negate(b)
  sum = f32[<=3,<=4] add(b, neg)
  t = f32[<=4,<=3] transpose(b), dimensions={1,0}
  c = f32[2,<=3,<=4] broadcast(b), dimensions={1,2}
  ROOT r = (f32[<=3,<=4], f32[<=3,<=4], f32[<=4,<=3], f32[2,<=3,<=4]) tuple(neg, sum, t, c)
}
)";

TEST(CpuDynamicShapes, ResultsTakeTheirRuntimeSizes) {
  Literal x = LiteralUtil::CreateR2<float>({{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}});
  for (int32_t m : {0, 1, 3}) {
    for (int32_t n : {0, 2, 4}) {
      SCOPED_TRACE(testing::Message() << "sizes " << m << " x " << n);
      Literal lm = LiteralUtil::CreateR0<int32_t>(m);
      Literal ln = LiteralUtil::CreateR0<int32_t>(n);
      ExpectSameAsInterpreter(kDynamicResults, {&x, &lm, &ln});
    }
  }
}

TEST(CpuDynamicShapes, ResultShapeIsTheRuntimeSizes) {
  Literal x = LiteralUtil::CreateR2<float>({{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}});
  Literal m = LiteralUtil::CreateR0<int32_t>(2);
  Literal n = LiteralUtil::CreateR0<int32_t>(3);
  Runs runs = RunBoth(kDynamicResults, {&x, &m, &n});
  ASSERT_TRUE(runs.cpu.ok()) << runs.cpu.status();
  // Hand computed: the transposed 2x3 corner of x.
  EXPECT_TRUE(LiteralEqual(LiteralUtil::CreateR2<float>({{1, 5}, {2, 6}, {3, 7}}),
                           runs.cpu->subliteral({2}))
                  .ok())
      << runs.cpu->ToString();
}

constexpr char kDynamicParameter[] = R"(
HloModule dynamic_parameter
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  v = f32[<=6] parameter(0)
  e = f32[<=6] multiply(v, v)
  z = f32[] constant(0)
  s = f32[] reduce(e, z), dimensions={0}, to_apply=add
  n = s32[] get-dimension-size(v), dimensions={0}
  ROOT r = (f32[<=6], f32[], s32[]) tuple(e, s, n)
}
)";

TEST(CpuDynamicShapes, DynamicParameterAtItsRuntimeSize) {
  for (const Literal& v : {LiteralUtil::CreateR1<float>({0.5f, -1, 2, 3.25f}),
                           LiteralUtil::CreateR1<float>({}),
                           LiteralUtil::CreateR1<float>({1, 2, 3, 4, 5, 6})}) {
    SCOPED_TRACE(v.ToString());
    ExpectSameAsInterpreter(kDynamicParameter, {&v});
  }
}

TEST(CpuDynamicShapes, DynamicParameterAboveItsBoundIsAnError) {
  Literal v = LiteralUtil::CreateR1<float>({1, 2, 3, 4, 5, 6, 7});
  ExpectBothFail(kDynamicParameter, {&v}, "argument 0");
}

constexpr char kReduceOverDynamic[] = R"(
HloModule reduce_over_dynamic
mul {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT m = s32[] multiply(a, b)
}
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT s = s32[] add(a, b)
}
ENTRY e {
  x = s32[4,5] parameter(0)
  n = s32[] parameter(1)
  d = s32[4,<=5] set-dimension-size(x, n), dimensions={1}
  one = s32[] constant(1)
  zero = s32[] constant(0)
  rows = s32[4] reduce(d, one), dimensions={1}, to_apply=mul
  cols = s32[<=5] reduce(d, zero), dimensions={0}, to_apply=add
  all = s32[] reduce(d, zero), dimensions={0,1}, to_apply=add
  dot = s32[4,4] dot(d, d), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  win = s32[4,<=6] reduce-window(d, zero), window={size=1x2 pad=0_0x1_1}, to_apply=add
  ROOT r = (s32[4], s32[<=5], s32[], s32[4,4], s32[4,<=6]) tuple(rows, cols, all, dot, win)
}
)";

TEST(CpuDynamicShapes, ReduceDotAndWindowsReadOnlyTheRuntimeSize) {
  Literal x = LiteralUtil::CreateR2<int32_t>(
      {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}, {16, 17, 18, 19, 20}});
  for (int32_t n : {0, 1, 3, 5}) {
    SCOPED_TRACE(testing::Message() << "size " << n);
    Literal ln = LiteralUtil::CreateR0<int32_t>(n);
    ExpectSameAsInterpreter(kReduceOverDynamic, {&x, &ln});
  }
}

TEST(CpuDynamicShapes, ReduceOverTheRuntimeSizeByHand) {
  Literal x = LiteralUtil::CreateR2<int32_t>(
      {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}, {16, 17, 18, 19, 20}});
  Literal n = LiteralUtil::CreateR0<int32_t>(2);
  Runs runs = RunBoth(kReduceOverDynamic, {&x, &n});
  ASSERT_TRUE(runs.cpu.ok()) << runs.cpu.status();
  // Hand computed over the first two columns.
  EXPECT_TRUE(LiteralEqual(LiteralUtil::CreateR1<int32_t>({2, 42, 132, 272}),
                           runs.cpu->subliteral({0}))
                  .ok());
  EXPECT_TRUE(LiteralEqual(LiteralUtil::CreateR1<int32_t>({34, 38}), runs.cpu->subliteral({1}))
                  .ok());
  EXPECT_TRUE(LiteralEqual(LiteralUtil::CreateR0<int32_t>(72), runs.cpu->subliteral({2})).ok())
      << runs.cpu->ToString();
}

constexpr char kBadReshape[] = R"(
HloModule bad_reshape
ENTRY e {
  a = s32[6] parameter(0)
  k = s32[] parameter(1)
  two = s32[] constant(2)
  d = s32[<=6] set-dimension-size(a, k), dimensions={0}
  ROOT r = s32[<=3,2] dynamic-reshape(d, two, two)
}
)";

TEST(CpuDynamicShapes, SizesThatDoNotFitAreErrors) {
  Literal a = LiteralUtil::CreateR1<int32_t>({1, 2, 3, 4, 5, 6});
  Literal five = LiteralUtil::CreateR0<int32_t>(5);
  ExpectBothFail(kBadReshape, {&a, &five}, "elements");
  Literal minus = LiteralUtil::CreateR0<int32_t>(-1);
  ExpectBothFail(kBadReshape, {&a, &minus}, "outside [0, 6]");
  Literal four = LiteralUtil::CreateR0<int32_t>(4);
  ExpectSameAsInterpreter(kBadReshape, {&a, &four});
}

constexpr char kSliceOfDynamic[] = R"(
HloModule slice_of_dynamic
ENTRY e {
  a = s32[6] parameter(0)
  k = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(a, k), dimensions={0}
  ROOT s = s32[3] slice(d), slice={[1:4]}
}
)";

TEST(CpuDynamicShapes, SliceReadsOnlyWithinTheRuntimeSize) {
  Literal a = LiteralUtil::CreateR1<int32_t>({1, 2, 3, 4, 5, 6});
  Literal five = LiteralUtil::CreateR0<int32_t>(5);
  ExpectSameAsInterpreter(kSliceOfDynamic, {&a, &five});
  Literal four = LiteralUtil::CreateR0<int32_t>(4);
  ExpectSameAsInterpreter(kSliceOfDynamic, {&a, &four});
  Literal three = LiteralUtil::CreateR0<int32_t>(3);
  ExpectBothFail(kSliceOfDynamic, {&a, &three}, "past its runtime size 3");
}

// Every op the interpreter accepts with a dynamic operand, over runtime
// sizes 0, 1, 4 and the bound 6 of d: the CPU result equals the
// interpreter's, or both fail, the CPU with an InvalidArgument naming the
// op (the interpreter runs reshape, concatenate, pad, reverse, sort,
// scatter, bitcast-convert, bitcast, fft, collectives and
// dynamic-update-slice's operand only at their bounds, slice, dynamic-slice
// and gather only where the window fits the runtime size, and convolution,
// select-and-scatter, cholesky and triangular-solve only where the
// operands' runtime sizes agree).
struct OpCase {
  const char* op;
  const char* text;
};

const OpCase kOpCases[] = {
    {"reshape", R"(
HloModule reshape1

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6,1] reshape(d)
}
)"},
    {"reshape", R"(
HloModule reshape3

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[<=6,2] broadcast(d), dimensions={0}
  ROOT r = s32[<=12] reshape(b)
}
)"},
    {"concatenate", R"(
HloModule concat

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  c = s32[3] constant({7,8,9})
  ROOT r = s32[<=15] concatenate(d, c, d), dimensions={0}
}
)"},
    {"pad", R"(
HloModule pad

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  c = s32[] constant(-1)
  ROOT r = s32[<=14] pad(d, c), padding=1_2_1
}
)"},
    {"slice", R"(
HloModule slicedyn

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=3] slice(d), slice={[1:4]}
}
)"},
    {"slice", R"(
HloModule slicestride

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=3] slice(d), slice={[0:6:2]}
}
)"},
    {"dynamic-slice", R"(
HloModule dslice

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  i = s32[] constant(3)
  ROOT r = s32[2] dynamic-slice(d, i), dynamic_slice_sizes={2}
}
)"},
    {"dynamic-slice", R"(
HloModule ds2

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[<=6,3] broadcast(d), dimensions={0}
  i = s32[] constant(1)
  ROOT r = s32[2,2] dynamic-slice(b, i, i), dynamic_slice_sizes={2,2}
}
)"},
    {"dynamic-update-slice", R"(
HloModule dus

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  i = s32[] constant(3)
  u = s32[2] constant({-5,-6})
  ROOT r = s32[<=6] dynamic-update-slice(d, u, i)
}
)"},
    {"reverse", R"(
HloModule reverse

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] reverse(d), dimensions={0}
}
)"},
    {"sort", R"(
HloModule sort
cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = pred[] compare(a, b), direction=GT
}
ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] sort(d), dimensions={0}, to_apply=cmp
}
)"},
    {"sort", R"(
HloModule sort2
cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = pred[] compare(a, b), direction=GT
}
ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[<=6,3] broadcast(d), dimensions={0}
  ROOT r = s32[<=6,3] sort(b), dimensions={1}, to_apply=cmp
}
)"},
    {"gather", R"(
HloModule gather

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  i = s32[2,1] constant({{1},{4}})
  ROOT r = s32[2,2] gather(d, i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={2}
}
)"},
    {"gather", R"(
HloModule gather2

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[<=6,3] broadcast(d), dimensions={0}
  i = s32[2] constant({0,5})
  ROOT r = s32[2,<=6] gather(b, i), offset_dims={1}, collapsed_slice_dims={1}, start_index_map={1}, index_vector_dim=1, slice_sizes={6,1}
}
)"},
    {"gather", R"(
HloModule gather3

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  i = s32[2,1] constant({{1},{4}})
  ROOT r = s32[2,1] gather(d, i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={1}
}
)"},
    {"scatter", R"(
HloModule scatter
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = s32[] add(a, b)
}
ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  i = s32[2,1] constant({{1},{4}})
  u = s32[2] constant({100,200})
  ROOT r = s32[<=6] scatter(d, i, u), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
}
)"},
    {"iota", R"(
HloModule iota

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] iota(), iota_dimension=0
}
)"},
    {"iota", R"(
HloModule iota2

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6,2] iota(), iota_dimension=1
}
)"},
    {"copy", R"(
HloModule copy

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] copy(d)
}
)"},
    {"copy", R"(
HloModule copy2

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[<=6,3] broadcast(d), dimensions={0}
  ROOT r = s32[<=6,3]{0,1} copy(b)
}
)"},
    {"bitcast-convert", R"(
HloModule bcconv

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = f32[<=6] bitcast-convert(d)
}
)"},
    {"bitcast-convert", R"(
HloModule bcconv2

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s16[<=6,2] bitcast-convert(d)
}
)"},
    {"fft", R"(
HloModule fft

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  f = f32[6] convert(x)
  c = c64[6] convert(f)
  s = c64[<=6] set-dimension-size(c, n), dimensions={0}
  ROOT r = c64[<=6] fft(s), fft_type=FFT, fft_length={6}
}
)"},
    {"rng", R"(
HloModule rng

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  f = f32[] constant(0)
  g = f32[] constant(1)
  ROOT r = f32[<=6] rng(f, g), distribution=rng_uniform
}
)"},
    {"clamp", R"(
HloModule clamp

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  lo = s32[] constant(2)
  hi = s32[] constant(4)
  ROOT r = s32[<=6] clamp(lo, d, hi)
}
)"},
    {"convert", R"(
HloModule convert

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = f32[<=6] convert(d)
}
)"},
    {"map", R"(
HloModule map
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = s32[] add(a, b)
}
ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] map(d, d), dimensions={0}, to_apply=add
}
)"},
    {"select", R"(
HloModule select

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  z = s32[<=6] negate(d)
  p = pred[<=6] compare(d, z), direction=GT
  ROOT r = s32[<=6] select(p, d, z)
}
)"},
    {"reduce-precision", R"(
HloModule rpre

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  f = f32[<=6] convert(d)
  ROOT r = f32[<=6] reduce-precision(f), exponent_bits=5, mantissa_bits=2
}
)"},
    {"get-tuple-element", R"(
HloModule tuplegte

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  t = (s32[<=6], s32[]) tuple(d, n)
  ROOT r = s32[<=6] get-tuple-element(t), index=0
}
)"},
    {"while", R"(
HloModule while
cond {
  p = (s32[<=6], s32[]) parameter(0)
  i = s32[] get-tuple-element(p), index=1
  t = s32[] constant(3)
  ROOT c = pred[] compare(i, t), direction=LT
}
body {
  p = (s32[<=6], s32[]) parameter(0)
  v = s32[<=6] get-tuple-element(p), index=0
  i = s32[] get-tuple-element(p), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  w = s32[<=6] add(v, v)
  ROOT t = (s32[<=6], s32[]) tuple(w, j)
}
ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  z = s32[] constant(0)
  t = (s32[<=6], s32[]) tuple(d, z)
  w = (s32[<=6], s32[]) while(t), condition=cond, body=body
  ROOT r = s32[<=6] get-tuple-element(w), index=0
}
)"},    {"convolution", R"(
HloModule conv

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[1,<=6,1] broadcast(d), dimensions={1}
  k = s32[2,1,1] constant({{{2}},{{-3}}})
  ROOT r = s32[1,<=5,1] convolution(b, k), window={size=2}, dim_labels=b0f_0io->b0f
}
)"},
    {"convolution", R"(
HloModule conv_pad

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[1,<=6,1] broadcast(d), dimensions={1}
  k = s32[3,1,1] constant({{{2}},{{-3}},{{5}}})
  ROOT r = s32[1,<=6,1] convolution(b, k), window={size=3 stride=2 pad=1_2 lhs_dilate=2}, dim_labels=b0f_0io->b0f
}
)"},
    {"convolution", R"(
HloModule conv_batch

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[<=6,3,1] broadcast(d), dimensions={0}
  k = s32[2,1,2] constant({{{2,1}},{{-3,7}}})
  ROOT r = s32[<=6,2,2] convolution(b, k), window={size=2}, dim_labels=b0f_0io->b0f
}
)"},
    {"convolution", R"(
HloModule conv_features

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[2,<=6] broadcast(d), dimensions={1}
  k = s32[6,3] constant({{1,2,3},{4,5,6},{7,8,9},{1,0,1},{2,2,2},{3,1,-1}})
  ROOT r = s32[2,3] convolution(b, k), dim_labels=bf_io->bf
}
)"},
    {"select-and-scatter", R"(
HloModule sas
ge {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = pred[] compare(a, b), direction=GE
}
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = s32[] add(a, b)
}

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  z = s32[] constant(0)
  src = s32[<=3] reduce-window(d, z), window={size=2 stride=2}, to_apply=add
  ROOT r = s32[<=6] select-and-scatter(d, src, z), window={size=2 stride=2}, select=ge, scatter=add
}
)"},
    {"select-and-scatter", R"(
HloModule sas_pad
ge {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = pred[] compare(a, b), direction=GE
}
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = s32[] add(a, b)
}

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  z = s32[] constant(0)
  src = s32[<=6] reduce-window(d, z), window={size=3 pad=1_1}, to_apply=add
  ROOT r = s32[<=6] select-and-scatter(d, src, z), window={size=3 pad=1_1}, select=ge, scatter=add
}
)"},
    {"select-and-scatter", R"(
HloModule sas_static_source
ge {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = pred[] compare(a, b), direction=GE
}
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = s32[] add(a, b)
}

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  z = s32[] constant(0)
  src = s32[3] constant({10,20,30})
  ROOT r = s32[<=6] select-and-scatter(d, src, z), window={size=2 stride=2}, select=ge, scatter=add
}
)"},
    {"dynamic-update-slice", R"(
HloModule dus_update

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  o = s32[8] constant({-1,-2,-3,-4,-5,-6,-7,-8})
  i = s32[] constant(3)
  ROOT r = s32[8] dynamic-update-slice(o, d, i)
}
)"},
    {"dynamic-update-slice", R"(
HloModule dus_update2

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  b = s32[<=6,2] broadcast(d), dimensions={0}
  o = s32[7,3] broadcast(n), dimensions={}
  i = s32[] constant(1)
  ROOT r = s32[7,3] dynamic-update-slice(o, b, i, i)
}
)"},
    {"bitcast", R"(
HloModule bitcast

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] bitcast(d)
}
)"},
    {"bitcast", R"(
HloModule bitcast_rank

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  r = s32[<=6,1] bitcast(d)
  ROOT t = (s32[<=6,1], s32[<=6]) tuple(r, d)
}
)"},
    {"cholesky", R"(
HloModule cholesky_dyn

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  i0 = s32[6,6] iota(), iota_dimension=0
  i1 = s32[6,6] iota(), iota_dimension=1
  eq = pred[6,6] compare(i0, i1), direction=EQ
  xb = s32[6,6] broadcast(x), dimensions={0}
  ten = s32[] constant(10)
  tb = s32[6,6] broadcast(ten), dimensions={}
  diag = s32[6,6] add(xb, tb)
  ib = s32[6,6] add(i0, i1)
  m = s32[6,6] select(eq, diag, ib)
  f = f32[6,6] convert(m)
  d0 = f32[<=6,6] set-dimension-size(f, n), dimensions={0}
  d = f32[<=6,<=6] set-dimension-size(d0, n), dimensions={1}
  ROOT r = f32[<=6,<=6] cholesky(d), lower=true
}
)"},
    {"cholesky", R"(
HloModule cholesky_upper

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  i0 = s32[6,6] iota(), iota_dimension=0
  i1 = s32[6,6] iota(), iota_dimension=1
  eq = pred[6,6] compare(i0, i1), direction=EQ
  xb = s32[6,6] broadcast(x), dimensions={0}
  ten = s32[] constant(10)
  tb = s32[6,6] broadcast(ten), dimensions={}
  diag = s32[6,6] add(xb, tb)
  ib = s32[6,6] add(i0, i1)
  m = s32[6,6] select(eq, diag, ib)
  f = f32[6,6] convert(m)
  d0 = f32[<=6,6] set-dimension-size(f, n), dimensions={0}
  d = f32[<=6,<=6] set-dimension-size(d0, n), dimensions={1}
  ROOT r = f32[<=6,<=6] cholesky(d), lower=false
}
)"},
    {"triangular-solve", R"(
HloModule trsm_left

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  i0 = s32[6,6] iota(), iota_dimension=0
  i1 = s32[6,6] iota(), iota_dimension=1
  eq = pred[6,6] compare(i0, i1), direction=EQ
  xb = s32[6,6] broadcast(x), dimensions={0}
  ten = s32[] constant(10)
  tb = s32[6,6] broadcast(ten), dimensions={}
  diag = s32[6,6] add(xb, tb)
  ib = s32[6,6] add(i0, i1)
  m = s32[6,6] select(eq, diag, ib)
  f = f32[6,6] convert(m)
  d0 = f32[<=6,6] set-dimension-size(f, n), dimensions={0}
  d = f32[<=6,<=6] set-dimension-size(d0, n), dimensions={1}
  xs = f32[6] convert(x)
  bb = f32[6,3] broadcast(xs), dimensions={0}
  bd = f32[<=6,3] set-dimension-size(bb, n), dimensions={0}
  ROOT r = f32[<=6,3] triangular-solve(d, bd), left_side=true, lower=true, transpose_a=NO_TRANSPOSE
}
)"},
    {"triangular-solve", R"(
HloModule trsm_right

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  i0 = s32[6,6] iota(), iota_dimension=0
  i1 = s32[6,6] iota(), iota_dimension=1
  eq = pred[6,6] compare(i0, i1), direction=EQ
  xb = s32[6,6] broadcast(x), dimensions={0}
  ten = s32[] constant(10)
  tb = s32[6,6] broadcast(ten), dimensions={}
  diag = s32[6,6] add(xb, tb)
  ib = s32[6,6] add(i0, i1)
  m = s32[6,6] select(eq, diag, ib)
  f = f32[6,6] convert(m)
  d0 = f32[<=6,6] set-dimension-size(f, n), dimensions={0}
  d = f32[<=6,<=6] set-dimension-size(d0, n), dimensions={1}
  xs = f32[6] convert(x)
  bb = f32[2,6] broadcast(xs), dimensions={1}
  bd = f32[2,<=6] set-dimension-size(bb, n), dimensions={1}
  ROOT r = f32[2,<=6] triangular-solve(d, bd), left_side=false, lower=false, transpose_a=TRANSPOSE
}
)"},
    {"triangular-solve", R"(
HloModule trsm_static_b

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  i0 = s32[6,6] iota(), iota_dimension=0
  i1 = s32[6,6] iota(), iota_dimension=1
  eq = pred[6,6] compare(i0, i1), direction=EQ
  xb = s32[6,6] broadcast(x), dimensions={0}
  ten = s32[] constant(10)
  tb = s32[6,6] broadcast(ten), dimensions={}
  diag = s32[6,6] add(xb, tb)
  ib = s32[6,6] add(i0, i1)
  m = s32[6,6] select(eq, diag, ib)
  f = f32[6,6] convert(m)
  d0 = f32[<=6,6] set-dimension-size(f, n), dimensions={0}
  d = f32[<=6,<=6] set-dimension-size(d0, n), dimensions={1}
  xs = f32[6] convert(x)
  bb = f32[6,2] broadcast(xs), dimensions={0}
  ROOT r = f32[6,2] triangular-solve(d, bb), left_side=true, lower=true, transpose_a=NO_TRANSPOSE
}
)"},
    {"rng-bit-generator", R"(
HloModule rbg

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  st = u64[2] constant({1, 2})
  ROOT r = (u64[2], u32[<=6]) rng-bit-generator(st), algorithm=rng_three_fry
}
)"},
    {"all-gather", R"(
HloModule ag

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] all-gather(d), dimensions={0}, replica_groups={}
}
)"},
    {"all-to-all", R"(
HloModule a2a

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] all-to-all(d), dimensions={0}, replica_groups={}
}
)"},
    {"reduce-scatter", R"(
HloModule rs
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = s32[] add(a, b)
}

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] reduce-scatter(d), dimensions={0}, replica_groups={}, to_apply=add
}
)"},
    {"all-reduce", R"(
HloModule ar
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT g = s32[] add(a, b)
}

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] all-reduce(d), replica_groups={}, to_apply=add
}
)"},
    {"collective-permute", R"(
HloModule cp

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] collective-permute(d), source_target_pairs={{0,0}}
}
)"},
    {"custom-call", R"(
HloModule cc

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  ROOT r = s32[<=6] custom-call(d), custom_call_target="AxleTestDynamicFill"
}
)"},
    {"fft", R"(
HloModule rfft

ENTRY e {
  x = s32[6] parameter(0)
  n = s32[] parameter(1)
  d = s32[<=6] set-dimension-size(x, n), dimensions={0}
  f = f32[<=6] convert(d)
  ROOT r = c64[4] fft(f), fft_type=RFFT, fft_length={6}
}
)"},
};

TEST(CpuDynamicShapes, EveryOpMatchesTheInterpreterAtEveryRuntimeSize) {
  Literal x = LiteralUtil::CreateR1<int32_t>({1, 2, 3, 4, 5, 6});
  for (const OpCase& op_case : kOpCases) {
    for (int32_t n : {0, 1, 4, 6}) {
      SCOPED_TRACE(testing::Message() << op_case.text << "size " << n);
      Literal ln = LiteralUtil::CreateR0<int32_t>(n);
      Runs runs = RunBoth(op_case.text, {&x, &ln});
      if (runs.interpreter.ok()) {
        ASSERT_TRUE(runs.cpu.ok()) << runs.cpu.status();
        absl::Status match = LiteralEqual(*runs.interpreter, *runs.cpu);
        EXPECT_TRUE(match.ok()) << match << "\ncpu " << runs.cpu->ToString() << "\ninterpreter "
                                << runs.interpreter->ToString();
        continue;
      }
      ASSERT_FALSE(runs.cpu.ok()) << runs.cpu->ToString() << " where the interpreter fails: "
                                  << runs.interpreter.status();
      EXPECT_EQ(runs.cpu.status().code(), absl::StatusCode::kInvalidArgument);
      EXPECT_TRUE(absl::StrContains(runs.cpu.status().message(), absl::StrCat(op_case.op, " r:")))
          << runs.cpu.status();
    }
  }
}

// Hand computed: the start 3 of a 2-element window clamps to runtime size
// 4 - 2 = 2 (not to the bound's 4), as the interpreter clamps it.
TEST(CpuDynamicShapes, DynamicSliceClampsToTheRuntimeSize) {
  Literal x = LiteralUtil::CreateR1<int32_t>({1, 2, 3, 4, 5, 6});
  Literal n = LiteralUtil::CreateR0<int32_t>(4);
  Runs runs = RunBoth(kOpCases[6].text, {&x, &n});
  ASSERT_TRUE(runs.cpu.ok()) << runs.cpu.status();
  EXPECT_TRUE(LiteralEqual(LiteralUtil::CreateR1<int32_t>({3, 4}), *runs.cpu).ok())
      << runs.cpu->ToString();
}

}  // namespace
}  // namespace xla::cpu
