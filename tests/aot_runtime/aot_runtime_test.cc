// libaxle_aot_runtime's functions called directly with an xla::aot::RunContext,
// as ahead-of-time compiled code calls them. Expected values come from the
// interpreter (HloEvaluator) on the equivalent HLO, from std algorithms, or
// from the ABI's documented messages. This binary links the interpreter's
// layers and the AOT library, not the JIT's runtime.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/aot_runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/shape/shape_util.h"

// libaxle_aot_runtime's definition of LLVM's bfloat library call.
extern "C" float __truncsfbf2(float value);

namespace xla::aot {
namespace {

template <typename T>
Literal MakeArray(PrimitiveType type, const std::vector<int64_t>& dims,
                  const std::vector<T>& values) {
  Literal literal(ShapeUtil::MakeShape(type, dims));
  std::copy(values.begin(), values.end(), literal.data<T>().begin());
  return literal;
}

Literal Evaluate(const std::string& text, std::vector<const Literal*> args) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status() << "\n" << text;
  if (!module.ok()) return Literal();
  HloEvaluator evaluator;
  absl::StatusOr<Literal> result = evaluator.Evaluate(**module, args);
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? std::move(*result) : Literal();
}

template <typename T>
std::vector<T> Randoms(int64_t n, uint32_t seed) {
  std::mt19937 engine(seed);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  std::vector<T> values(n);
  for (T& value : values) value = static_cast<T>(uniform(engine));
  return values;
}

std::string Dims(const std::vector<int64_t>& dims) { return absl::StrJoin(dims, ","); }

// ---- Core: parallel loops, errors, scratch memory.

// out[i] = i * i + 1 for i in [begin, end); buffers is the int64 array.
void SquareKernel(void*, void* buffers, int64_t begin, int64_t end) {
  auto* out = static_cast<int64_t*>(buffers);
  for (int64_t i = begin; i < end; ++i) out[i] = i * i + 1;
}

TEST(AotRuntimeTest, ParallelForGivesTheSameResultsOnOneAndFourThreads) {
  for (int64_t groups : {1, 3, 7, 64}) {
    std::vector<int64_t> one(1003, -1), four(1003, -1);
    RunContext single(1), parallel(4);
    EXPECT_EQ(__axle_parallel_for(&single, SquareKernel, one.data(), 1003, groups), 0);
    EXPECT_EQ(__axle_parallel_for(&parallel, SquareKernel, four.data(), 1003, groups), 0);
    EXPECT_EQ(one, four);
    for (int64_t i = 0; i < 1003; ++i) ASSERT_EQ(one[i], i * i + 1);
  }
}

// Records an error from inside a work group (group 2 of 4).
void FailingKernel(void* ctx, void*, int64_t begin, int64_t) {
  if (begin == 50) __axle_while_limit_exceeded(ctx, "inner", 3);
}

TEST(AotRuntimeTest, FirstErrorWinsAndParallelForReportsIt) {
  RunContext run(4);
  EXPECT_FALSE(run.failed());
  EXPECT_EQ(__axle_parallel_for(&run, FailingKernel, nullptr, 100, 4), 1);
  EXPECT_TRUE(run.failed());
  EXPECT_STREQ(run.error_message(),
               "while loop inner exceeded the limit of 3 iterations (max_while_iterations)");
  EXPECT_EQ(__axle_while_limit_exceeded(&run, "outer", 9), 1);
  EXPECT_STREQ(run.error_message(),
               "while loop inner exceeded the limit of 3 iterations (max_while_iterations)");
}

TEST(AotRuntimeTest, LongErrorsAreTruncated) {
  RunContext run;
  const std::string name(2000, 'w');
  __axle_while_limit_exceeded(&run, name.c_str(), 1);
  EXPECT_EQ(std::strlen(run.error_message()), RunContext::kErrorCapacity - 1);
  EXPECT_EQ(std::string(run.error_message()).substr(0, 14), "while loop www");
}

TEST(AotRuntimeTest, MallocIsAlignedAndCancellationNeverHappens) {
  RunContext run;
  void* pointer = __axle_malloc(&run, 1000);
  ASSERT_NE(pointer, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(pointer) % 64, 0u);
  std::memset(pointer, 1, 1000);
  __axle_free(pointer);
  EXPECT_EQ(__axle_check_cancelled(&run, "loop"), 0);
  EXPECT_EQ(__axle_replica_id(&run), 0);
  EXPECT_EQ(__axle_partition_id(&run), 0);
  EXPECT_FALSE(run.failed());
}

TEST(AotRuntimeTest, DynamicShapeErrorsAreWordedAsTheInterpreters) {
  RunContext run;
  EXPECT_EQ(__axle_dimension_size_error(&run, "s", "slice", kAxleSizeSliceLimit, "f32[<=8]", 0,
                                        3, 5),
            1);
  EXPECT_STREQ(run.error_message(),
               "evaluating s: slice s: slice limit 5 of dimension 0 is past its runtime size 3 "
               "in f32[<=8]");
  RunContext other;
  EXPECT_EQ(__axle_dynamic_operand_error(&other, "g", "gather", kAxleOperandWindow,
                                         "f32[<=4,3]", 0, 0, 2, 3),
            1);
  EXPECT_STREQ(other.error_message(),
               "evaluating g: gather g: slice size 3 of dimension 0 does not fit: dimension 0 "
               "of operand 0 (f32[<=4,3]) has runtime size 2");
}

// ---- Element functions.

TEST(AotRuntimeTest, TruncsfBf2RoundsToNearestEvenThroughBothNames) {
  auto bits = [](float (*f)(float), float x) {
    const float result = f(x);
    uint32_t word;
    std::memcpy(&word, &result, sizeof(word));
    return word & 0xffff;
  };
  EXPECT_EQ(bits(__axle_truncsfbf2, 1.0f), 0x3f80u);
  EXPECT_EQ(bits(__truncsfbf2, 1.0f), 0x3f80u);
  // 1 + 2^-8 is halfway between bf16 1 and 1 + 2^-7: to even (1).
  EXPECT_EQ(bits(__axle_truncsfbf2, 1.00390625f), 0x3f80u);
  EXPECT_EQ(bits(__axle_truncsfbf2, 1.01171875f), 0x3f82u);  // 1 + 3 * 2^-8: up
  EXPECT_EQ(bits(__axle_truncsfbf2, -std::nanf("")), 0xffc0u);
}

TEST(AotRuntimeTest, ComplexFunctionsUseStdComplex) {
  float out[2];
  __axle_c64_multiply(1, 2, 3, -1, out);
  EXPECT_EQ(out[0], 5.0f);
  EXPECT_EQ(out[1], 5.0f);
  double exp_out[2];
  __axle_c128_math(kAxleComplexExp, 0.5, 1.5, 0, 0, exp_out);
  const std::complex<double> expected = std::exp(std::complex<double>(0.5, 1.5));
  EXPECT_EQ(exp_out[0], expected.real());
  EXPECT_EQ(exp_out[1], expected.imag());
}

// ---- Sort.

int32_t LessFloatKey(void*, void* const* values) {
  return *static_cast<const float*>(values[0]) < *static_cast<const float*>(values[1]);
}

TEST(AotRuntimeTest, SortIsStableAndTheSameOnAnyThreadCount) {
  const int64_t rows = 5, columns = 301;
  std::vector<float> keys(rows * columns);
  std::vector<int32_t> payload(rows * columns);
  for (int64_t i = 0; i < rows * columns; ++i) {
    keys[i] = static_cast<float>((i * 7919) % 23);  // many ties
    payload[i] = static_cast<int32_t>(i % columns);
  }
  std::vector<float> expected_keys = keys;
  std::vector<int32_t> expected_payload = payload;
  for (int64_t r = 0; r < rows; ++r) {
    std::vector<int64_t> order(columns);
    for (int64_t c = 0; c < columns; ++c) order[c] = c;
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return keys[r * columns + a] < keys[r * columns + b];
    });
    for (int64_t c = 0; c < columns; ++c) {
      expected_keys[r * columns + c] = keys[r * columns + order[c]];
      expected_payload[r * columns + c] = payload[r * columns + order[c]];
    }
  }
  for (int threads : {1, 4}) {
    std::vector<float> k = keys;
    std::vector<int32_t> p = payload;
    void* arrays[] = {k.data(), p.data()};
    const int64_t bytes[] = {4, 4};
    const int64_t strides[] = {4 * columns, 4, 4 * columns, 4};
    const int64_t dims[] = {rows, columns};
    RunContext run(threads);
    ASSERT_EQ(__axle_sort(&run, LessFloatKey, 2, arrays, bytes, strides, 2, dims, 1, 3), 0);
    EXPECT_EQ(k, expected_keys);
    EXPECT_EQ(p, expected_payload);
  }
}

// ---- Matrix products, convolution, fft, linear algebra: the interpreter's
// results (matmul and conv2d within the cpu tests' float tolerance; fft of
// short lines, cholesky and triangular-solve exactly).

template <typename T>
void ExpectNear(absl::Span<const T> actual, absl::Span<const T> expected, double tolerance) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i) {
    ASSERT_NEAR(actual[i], expected[i], tolerance * (1 + std::abs(expected[i]))) << "at " << i;
  }
}

template <typename T>
void CheckMatmul(PrimitiveType type, int64_t batch, int64_t m, int64_t n, int64_t k,
                 bool transpose_lhs, bool transpose_rhs, double tolerance) {
  const std::vector<T> lhs = Randoms<T>(batch * m * k, 1), rhs = Randoms<T>(batch * k * n, 2);
  const std::vector<int64_t> lhs_dims = {batch, transpose_lhs ? k : m, transpose_lhs ? m : k};
  const std::vector<int64_t> rhs_dims = {batch, transpose_rhs ? n : k, transpose_rhs ? k : n};
  const std::string t = type == F32 ? "f32" : "f64";
  const std::string text = absl::StrCat(
      "HloModule m\nENTRY e {\n  a = ", t, "[", Dims(lhs_dims), "] parameter(0)\n  b = ", t, "[",
      Dims(rhs_dims), "] parameter(1)\n  ROOT d = ", t, "[", batch, ",", m, ",", n,
      "] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={", transpose_lhs ? 1 : 2,
      "}, rhs_batch_dims={0}, rhs_contracting_dims={", transpose_rhs ? 2 : 1, "}\n}\n");
  const Literal a = MakeArray(type, lhs_dims, lhs), b = MakeArray(type, rhs_dims, rhs);
  const Literal expected = Evaluate(text, {&a, &b});
  std::vector<T> one(batch * m * n), four(batch * m * n);
  RunContext single(1), parallel(4);
  auto matmul = [](auto&&... args) {
    if constexpr (std::is_same_v<T, float>) {
      return __axle_matmul_f32(args...);
    } else {
      return __axle_matmul_f64(args...);
    }
  };
  ASSERT_EQ(matmul(&single, lhs.data(), rhs.data(), one.data(), batch, m, n, k, transpose_lhs,
                   transpose_rhs, int64_t{3}, int64_t{2}),
            0);
  ASSERT_EQ(matmul(&parallel, lhs.data(), rhs.data(), four.data(), batch, m, n, k,
                   transpose_lhs, transpose_rhs, int64_t{3}, int64_t{2}),
            0);
  EXPECT_EQ(one, four);
  ExpectNear<T>(one, expected.data<T>(), tolerance);
}

TEST(AotRuntimeTest, MatmulMatchesTheInterpreter) {
  CheckMatmul<float>(F32, 2, 37, 19, 53, false, false, 1e-5);
  CheckMatmul<float>(F32, 1, 64, 33, 70, true, false, 1e-5);
  CheckMatmul<float>(F32, 3, 5, 8, 9, false, true, 1e-5);
  CheckMatmul<double>(F64, 2, 17, 23, 31, true, true, 1e-13);
}

struct ConvCase {
  int64_t batch, height, width, features, kernel_height, kernel_width, out_features;
  int64_t stride_h, stride_w, pad_top, pad_bottom, pad_left, pad_right, dilation_h, dilation_w;
  int64_t batch_groups, row_groups;
};

void CheckConv2d(const ConvCase& c) {
  const int64_t extent_h = (c.kernel_height - 1) * c.dilation_h + 1;
  const int64_t extent_w = (c.kernel_width - 1) * c.dilation_w + 1;
  const int64_t out_h = (c.height + c.pad_top + c.pad_bottom - extent_h) / c.stride_h + 1;
  const int64_t out_w = (c.width + c.pad_left + c.pad_right - extent_w) / c.stride_w + 1;
  const std::vector<int64_t> in_dims = {c.batch, c.height, c.width, c.features};
  const std::vector<int64_t> k_dims = {c.kernel_height, c.kernel_width, c.features,
                                       c.out_features};
  const std::vector<int64_t> out_dims = {c.batch, out_h, out_w, c.out_features};
  const std::vector<float> input = Randoms<float>(ShapeUtil::ElementsIn(
                                                      ShapeUtil::MakeShape(F32, in_dims)),
                                                  3);
  const std::vector<float> kernel =
      Randoms<float>(ShapeUtil::ElementsIn(ShapeUtil::MakeShape(F32, k_dims)), 4);
  const std::string text = absl::StrCat(
      "HloModule m\nENTRY e {\n  x = f32[", Dims(in_dims), "] parameter(0)\n  k = f32[",
      Dims(k_dims), "] parameter(1)\n  ROOT c = f32[", Dims(out_dims),
      "] convolution(x, k), window={size=", c.kernel_height, "x", c.kernel_width, " stride=",
      c.stride_h, "x", c.stride_w, " pad=", c.pad_top, "_", c.pad_bottom, "x", c.pad_left, "_",
      c.pad_right, " rhs_dilate=", c.dilation_h, "x", c.dilation_w,
      "}, dim_labels=b01f_01io->b01f\n}\n");
  const Literal x = MakeArray(F32, in_dims, input), k = MakeArray(F32, k_dims, kernel);
  const Literal expected = Evaluate(text, {&x, &k});
  int64_t geometry[kAxleConv2dFieldCount];
  const int64_t values[] = {c.batch,        c.height,     c.width,      c.features,
                            c.kernel_height, c.kernel_width, c.out_features, out_h,
                            out_w,          c.stride_h,   c.stride_w,   c.pad_top,
                            c.pad_bottom,   c.pad_left,   c.pad_right,  c.dilation_h,
                            c.dilation_w,   c.batch_groups, c.row_groups};
  std::copy(std::begin(values), std::end(values), geometry);
  const int64_t size = ShapeUtil::ElementsIn(ShapeUtil::MakeShape(F32, out_dims));
  std::vector<float> one(size, NAN), four(size, NAN);
  RunContext single(1), parallel(4);
  ASSERT_EQ(
      __axle_conv2d_f32(&single, input.data(), kernel.data(), one.data(), geometry, nullptr), 0);
  ASSERT_EQ(
      __axle_conv2d_f32(&parallel, input.data(), kernel.data(), four.data(), geometry, nullptr),
      0);
  EXPECT_EQ(std::memcmp(one.data(), four.data(), size * sizeof(float)), 0);
  ExpectNear<float>(one, expected.data<float>(), 1e-5);
}

TEST(AotRuntimeTest, Conv2dMatchesTheInterpreter) {
  // batch groups; strides, asymmetric padding, dilation; row groups.
  CheckConv2d({4, 9, 7, 3, 3, 3, 5, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1});
  CheckConv2d({2, 11, 10, 4, 3, 2, 6, 2, 3, 2, 0, 1, 2, 2, 1, 2, 1});
  CheckConv2d({1, 20, 12, 5, 5, 3, 7, 1, 2, 2, 2, 0, 1, 1, 2, 1, 4});
  CheckConv2d({2, 6, 6, 8, 1, 1, 16, 1, 1, 0, 0, 0, 0, 1, 1, 2, 3});
}

TEST(AotRuntimeTest, FftOfShortLinesEqualsTheInterpreter) {
  const std::vector<float> real = Randoms<float>(3 * 16, 5);
  const Literal x = MakeArray(F32, {3, 16}, real);
  const Literal expected = Evaluate(
      "HloModule m\nENTRY e {\n  x = f32[3,16] parameter(0)\n  ROOT f = c64[3,9] fft(x), "
      "fft_type=RFFT, fft_length={16}\n}\n",
      {&x});
  std::vector<std::complex<float>> out(3 * 9);
  RunContext run(4);
  ASSERT_EQ(__axle_fft(&run, real.data(), out.data(), kAxleRfft, 0, 3, 1, 16, 1, 1, 2), 0);
  const auto want = expected.data<complex64>();
  for (size_t i = 0; i < out.size(); ++i) ASSERT_EQ(out[i], want[i]) << "at " << i;
}

TEST(AotRuntimeTest, CholeskyAndTriangularSolveEqualTheInterpreter) {
  // a = m m^T + 4 I: positive definite.
  const std::vector<double> m = Randoms<double>(2 * 16, 6);
  std::vector<double> a(2 * 16);
  for (int b = 0; b < 2; ++b) {
    for (int i = 0; i < 4; ++i) {
      for (int j = 0; j < 4; ++j) {
        double sum = i == j ? 4 : 0;
        for (int t = 0; t < 4; ++t) sum += m[b * 16 + i * 4 + t] * m[b * 16 + j * 4 + t];
        a[b * 16 + i * 4 + j] = sum;
      }
    }
  }
  const Literal a_literal = MakeArray(F64, {2, 4, 4}, a);
  const Literal expected_l = Evaluate(
      "HloModule m\nENTRY e {\n  a = f64[2,4,4] parameter(0)\n  ROOT l = f64[2,4,4] "
      "cholesky(a), lower=true\n}\n",
      {&a_literal});
  std::vector<double> l(2 * 16);
  RunContext run(4);
  ASSERT_EQ(__axle_cholesky(&run, a.data(), l.data(), F64, 2, 4, 1, 2), 0);
  EXPECT_EQ(absl::MakeConstSpan(l), expected_l.data<double>());

  const std::vector<double> rhs = Randoms<double>(2 * 4 * 3, 7);
  const Literal l_literal = MakeArray(F64, {2, 4, 4}, l);
  const Literal b_literal = MakeArray(F64, {2, 4, 3}, rhs);
  const Literal expected_x = Evaluate(
      "HloModule m\nENTRY e {\n  a = f64[2,4,4] parameter(0)\n  b = f64[2,4,3] parameter(1)\n"
      "  ROOT x = f64[2,4,3] triangular-solve(a, b), left_side=true, lower=true, "
      "unit_diagonal=false, transpose_a=TRANSPOSE\n}\n",
      {&l_literal, &b_literal});
  std::vector<double> x(2 * 4 * 3);
  ASSERT_EQ(__axle_triangular_solve(&run, l.data(), rhs.data(), x.data(), F64, 2, 4, 4, 3,
                                    kAxleTriangularLeftSide | kAxleTriangularLower |
                                        kAxleTriangularTranspose,
                                    2),
            0);
  EXPECT_EQ(absl::MakeConstSpan(x), expected_x.data<double>());
}

// ---- Random numbers: the interpreter's stream for the same seed.

TEST(AotRuntimeTest, RngDrawsTheInterpretersStream) {
  const Literal expected = Evaluate(
      "HloModule m\nENTRY e {\n  a = f32[] constant(-1)\n  b = f32[] constant(3)\n"
      "  u = f32[1000] rng(a, b), distribution=rng_uniform\n  lo = s32[] constant(-5)\n"
      "  hi = s32[] constant(100)\n  i = s32[7] rng(lo, hi), distribution=rng_uniform\n"
      "  mu = f64[] constant(2)\n  sigma = f64[] constant(0.5)\n"
      "  n = f64[5] rng(mu, sigma), distribution=rng_normal\n"
      "  ROOT t = (f32[1000], s32[7], f64[5]) tuple(u, i, n)\n}\n",
      {});
  RunContext run(1, 42);
  const float a = -1, b = 3;
  const int32_t lo = -5, hi = 100;
  const double mu = 2, sigma = 0.5;
  std::vector<float> u(1000);
  std::vector<int32_t> i(7);
  std::vector<double> n(5);
  ASSERT_EQ(__axle_rng(&run, "u", F32, kAxleRngUniform, &a, &b, u.data(), 1000), 0);
  ASSERT_EQ(__axle_rng(&run, "i", S32, kAxleRngUniform, &lo, &hi, i.data(), 7), 0);
  ASSERT_EQ(__axle_rng(&run, "n", F64, kAxleRngNormal, &mu, &sigma, n.data(), 5), 0);
  EXPECT_EQ(absl::MakeConstSpan(u), expected.data<float>({0}));
  EXPECT_EQ(absl::MakeConstSpan(i), expected.data<int32_t>({1}));
  EXPECT_EQ(absl::MakeConstSpan(n), expected.data<double>({2}));
}

TEST(AotRuntimeTest, RngBitGeneratorEqualsTheInterpreter) {
  const std::vector<uint64_t> state = {0x1234567890abcdefull, 77};
  const Literal state_literal = MakeArray(U64, {2}, state);
  for (const char* algorithm : {"rng_three_fry", "rng_philox"}) {
    const Literal expected = Evaluate(
        absl::StrCat("HloModule m\nENTRY e {\n  s = u64[2] parameter(0)\n"
                     "  ROOT r = (u64[2], u32[5,3]) rng-bit-generator(s), algorithm=",
                     algorithm, "\n}\n"),
        {&state_literal});
    std::vector<uint64_t> new_state(2);
    std::vector<uint32_t> bits(15);
    const int64_t dims[] = {5, 3};
    RunContext run;
    const int32_t code = std::string(algorithm) == "rng_three_fry" ? 1 : 2;
    ASSERT_EQ(__axle_rng_bit_generator(&run, "r", code, 2, state.data(), new_state.data(), U32,
                                       2, dims, bits.data()),
              0);
    EXPECT_EQ(absl::MakeConstSpan(new_state), expected.data<uint64_t>({0})) << algorithm;
    EXPECT_EQ(absl::MakeConstSpan(bits), expected.data<uint32_t>({1})) << algorithm;
  }
  RunContext run;
  std::vector<uint64_t> new_state(1);
  uint32_t bits[1];
  const int64_t dims[] = {1};
  EXPECT_EQ(__axle_rng_bit_generator(&run, "r", 1, 1, state.data(), new_state.data(), U32, 1,
                                     dims, bits),
            1);
  EXPECT_STREQ(run.error_message(),
               "evaluating r: rng-bit-generator: the three-fry algorithm needs a state of 2 "
               "elements but got 1");
}

}  // namespace
}  // namespace xla::aot
