// ShapeInference: windows, reductions, convolution, dot, fft, linear algebra,
// batch norm, gather/scatter and collectives.
#include "axle/hlo/shape_inference.h"
#include "tests/hlo/shape_inference_test_util.h"

namespace xla {
namespace {

using si_test::ExpectError;
using si_test::ExpectShape;
using si_test::Reducer;
using si_test::S;
using si_test::Scalar;
using si_test::Sig;
using si_test::Tup;

struct Dim {
  int64_t size, stride = 1, low = 0, high = 0, base_dilation = 1, window_dilation = 1;
};

Window MakeWindow(std::vector<Dim> dims) {
  Window w;
  for (const Dim& d : dims) {
    WindowDimension* wd = w.add_dimensions();
    wd->set_size(d.size);
    wd->set_stride(d.stride);
    wd->set_padding_low(d.low);
    wd->set_padding_high(d.high);
    wd->set_base_dilation(d.base_dilation);
    wd->set_window_dilation(d.window_dilation);
  }
  return w;
}

// --- Windows ------------------------------------------------------------------

TEST(ShapeInferenceWindowTest, WindowOutputShape) {
  // Max-pool of the seed: [4,6] with window 2x3, strides 2x3 -> [2,2].
  ExpectShape(
      ShapeInference::InferWindowOutputShape(S(F32, {4, 6}), MakeWindow({{2, 2}, {3, 3}}), F32),
      S(F32, {2, 2}));
  // Padding: (5 + 1 + 1 - 3) / 2 + 1 = 3.
  ExpectShape(ShapeInference::InferWindowOutputShape(S(F32, {5}), MakeWindow({{3, 2, 1, 1}}), F32),
              S(F32, {3}));
  // Base dilation 2 on 3 elements -> 5; window 2 -> 4.
  ExpectShape(
      ShapeInference::InferWindowOutputShape(S(F32, {3}), MakeWindow({{2, 1, 0, 0, 2, 1}}), F32),
      S(F32, {4}));
  // Window dilation 3 on size 2 -> effective 4; base 6 -> 3.
  ExpectShape(
      ShapeInference::InferWindowOutputShape(S(F32, {6}), MakeWindow({{2, 1, 0, 0, 1, 3}}), F32),
      S(F32, {3}));
  // A window larger than the padded base gives 0.
  ExpectShape(ShapeInference::InferWindowOutputShape(S(F32, {2}), MakeWindow({{3}}), F32),
              S(F32, {0}));
  // Negative padding shrinks the base.
  ExpectShape(
      ShapeInference::InferWindowOutputShape(S(F32, {6}), MakeWindow({{2, 1, -1, -1}}), F32),
      S(F32, {3}));
  ExpectError(ShapeInference::InferWindowOutputShape(S(F32, {4}), MakeWindow({{0}}), F32),
              {"window dimension 0", "size 0"});
  ExpectError(ShapeInference::InferWindowOutputShape(S(F32, {4}), MakeWindow({{2, 0}}), F32),
              {"stride 0"});
  ExpectError(
      ShapeInference::InferWindowOutputShape(S(F32, {4}), MakeWindow({{2, 1, 0, 0, 0, 1}}), F32),
      {"base", "dilation 0"});
  ExpectError(ShapeInference::InferWindowOutputShape(S(F32, {4, 4}), MakeWindow({{2}}), F32),
              {"1 dimensions", "rank 2"});
}

TEST(ShapeInferenceWindowTest, ReduceWindow) {
  Shape op = S(F32, {4, 6}), init = Scalar(F32);
  Window w = MakeWindow({{2, 2}, {3, 3}});
  ExpectShape(ShapeInference::InferReduceWindowShape({&op}, {&init}, w, Reducer(F32)),
              S(F32, {2, 2}));
  // Variadic: two operands, tuple reducer.
  Shape op2 = S(S32, {4, 6}), init2 = Scalar(S32);
  ProgramShape two =
      Sig({Scalar(F32), Scalar(S32), Scalar(F32), Scalar(S32)}, Tup({Scalar(F32), Scalar(S32)}));
  ExpectShape(ShapeInference::InferReduceWindowShape({&op, &op2}, {&init, &init2}, w, two),
              Tup({S(F32, {2, 2}), S(S32, {2, 2})}));
  ExpectError(ShapeInference::InferReduceWindowShape({&op}, {&init2}, w, Reducer(F32)),
              {"reduce-window", "init value 0", "s32[]"});
  ExpectError(
      ShapeInference::InferReduceWindowShape({&op}, {&init}, MakeWindow({{2}}), Reducer(F32)),
      {"reduce-window", "1 dimensions", "rank 2"});
  ExpectError(ShapeInference::InferReduceWindowShape({&op}, {&init}, w, Reducer(S32)),
              {"reduce-window", "to_apply"});
  ExpectError(ShapeInference::InferReduceWindowShape({&op, &op2}, {&init, &init2}, w, Reducer(F32)),
              {"reduce-window", "4 parameters", "2"});
}

TEST(ShapeInferenceWindowTest, SelectAndScatter) {
  Shape operand = S(F32, {4, 6}), source = S(F32, {2, 2}), init = Scalar(F32);
  ProgramShape select = Sig({Scalar(F32), Scalar(F32)}, Scalar(PRED));
  Window w = MakeWindow({{2, 2}, {3, 3}});
  ExpectShape(
      ShapeInference::InferSelectAndScatterShape(operand, select, w, source, init, Reducer(F32)),
      operand);
  ExpectError(ShapeInference::InferSelectAndScatterShape(operand, select, w, S(F32, {2, 3}), init,
                                                         Reducer(F32)),
              {"select-and-scatter", "source", "f32[2,3]", "f32[2,2]"});
  ExpectError(ShapeInference::InferSelectAndScatterShape(operand, Reducer(F32), w, source, init,
                                                         Reducer(F32)),
              {"select-and-scatter", "select", "pred"});
  ExpectError(
      ShapeInference::InferSelectAndScatterShape(operand, select, w, source, init, Reducer(S32)),
      {"select-and-scatter", "scatter"});
}

// --- Reduce -------------------------------------------------------------------

TEST(ShapeInferenceWindowTest, Reduce) {
  Shape op = S(F32, {10, 11, 12}), init = Scalar(F32);
  ExpectShape(ShapeInference::InferReduceShape({&op, &init}, {1}, Reducer(F32)), S(F32, {10, 12}));
  ExpectShape(ShapeInference::InferReduceShape({&op, &init}, {0, 1, 2}, Reducer(F32)), Scalar(F32));
  ExpectShape(ShapeInference::InferReduceShape({&op, &init}, {}, Reducer(F32)), op);
  // Variadic argmax-style reduce.
  Shape idx = S(S32, {10, 11, 12}), idx_init = Scalar(S32);
  ProgramShape argmax =
      Sig({Scalar(F32), Scalar(S32), Scalar(F32), Scalar(S32)}, Tup({Scalar(F32), Scalar(S32)}));
  ExpectShape(ShapeInference::InferReduceShape({&op, &idx, &init, &idx_init}, {2}, argmax),
              Tup({S(F32, {10, 11}), S(S32, {10, 11})}));
  ExpectError(ShapeInference::InferReduceShape({&op, &init}, {3}, Reducer(F32)),
              {"reduce", "3", "rank 3"});
  ExpectError(ShapeInference::InferReduceShape({&op, &init}, {1, 1}, Reducer(F32)),
              {"reduce", "repeats", "1"});
  ExpectError(ShapeInference::InferReduceShape({&op, &idx, &init, &idx_init}, {2}, Reducer(F32)),
              {"reduce", "4 parameters", "takes 2"});
  ExpectError(ShapeInference::InferReduceShape({&op, &op}, {0}, Reducer(F32)),
              {"reduce", "init value 0", "scalar"});
  Shape other = S(S32, {10, 11});
  ExpectError(ShapeInference::InferReduceShape({&op, &other, &init, &idx_init}, {2}, argmax),
              {"reduce", "s32[10,11]"});
  ProgramShape wrong_result = Sig({Scalar(F32), Scalar(F32)}, Scalar(S32));
  ExpectError(ShapeInference::InferReduceShape({&op, &init}, {0}, wrong_result),
              {"reduce", "to_apply", "s32[]"});
  ProgramShape vector_result = Sig({Scalar(F32), Scalar(F32)}, S(F32, {2}));
  ExpectError(ShapeInference::InferReduceShape({&op, &init}, {0}, vector_result),
              {"reduce", "scalar", "f32[2]"});
  ExpectError(ShapeInference::InferReduceShape({&op}, {0}, Reducer(F32)),
              {"reduce", "1 arguments"});
}

// --- Convolution ---------------------------------------------------------------

ConvolutionDimensionNumbers Bf01Dnums(int spatial) {
  // lhs [b, f, s...], rhs [o, i, s...], out [b, f, s...].
  ConvolutionDimensionNumbers d;
  d.set_input_batch_dimension(0);
  d.set_input_feature_dimension(1);
  d.set_kernel_output_feature_dimension(0);
  d.set_kernel_input_feature_dimension(1);
  d.set_output_batch_dimension(0);
  d.set_output_feature_dimension(1);
  for (int i = 0; i < spatial; ++i) {
    d.add_input_spatial_dimensions(2 + i);
    d.add_kernel_spatial_dimensions(2 + i);
    d.add_output_spatial_dimensions(2 + i);
  }
  return d;
}

TEST(ShapeInferenceConvTest, Basic) {
  Window w = MakeWindow({{3}, {3}});
  ExpectShape(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5, 5}), S(F32, {4, 2, 3, 3}), 1, 1,
                                                 w, Bf01Dnums(2)),
              S(F32, {1, 4, 3, 3}));
  // Same padding and stride 2: (5 + 2 - 3) / 2 + 1 = 3.
  ExpectShape(
      ShapeInference::InferConvolveShape(S(F32, {1, 2, 5, 5}), S(F32, {4, 2, 3, 3}), 1, 1,
                                         MakeWindow({{3, 2, 1, 1}, {3, 2, 1, 1}}), Bf01Dnums(2)),
      S(F32, {1, 4, 3, 3}));
  // lhs (base) dilation 2: 5 -> 9, window 3 -> 7.
  ExpectShape(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5}), S(F32, {4, 2, 3}), 1, 1,
                                                 MakeWindow({{3, 1, 0, 0, 2, 1}}), Bf01Dnums(1)),
              S(F32, {1, 4, 7}));
  // rhs (window) dilation 2: effective 5, base 5 -> 1.
  ExpectShape(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5}), S(F32, {4, 2, 3}), 1, 1,
                                                 MakeWindow({{3, 1, 0, 0, 1, 2}}), Bf01Dnums(1)),
              S(F32, {1, 4, 1}));
}

TEST(ShapeInferenceConvTest, NonDefaultLayout) {
  // NHWC input, HWIO kernel, NHWC output.
  ConvolutionDimensionNumbers d;
  d.set_input_batch_dimension(0);
  d.add_input_spatial_dimensions(1);
  d.add_input_spatial_dimensions(2);
  d.set_input_feature_dimension(3);
  d.add_kernel_spatial_dimensions(0);
  d.add_kernel_spatial_dimensions(1);
  d.set_kernel_input_feature_dimension(2);
  d.set_kernel_output_feature_dimension(3);
  d.set_output_batch_dimension(0);
  d.add_output_spatial_dimensions(1);
  d.add_output_spatial_dimensions(2);
  d.set_output_feature_dimension(3);
  ExpectShape(ShapeInference::InferConvolveShape(S(F32, {8, 10, 12, 3}), S(F32, {3, 3, 3, 16}), 1,
                                                 1, MakeWindow({{3}, {3}}), d),
              S(F32, {8, 8, 10, 16}));
}

TEST(ShapeInferenceConvTest, GroupCounts) {
  Window w = MakeWindow({{3}});
  // feature_group_count 2: lhs features 4 = 2 * rhs input features 2.
  ExpectShape(ShapeInference::InferConvolveShape(S(F32, {1, 4, 5}), S(F32, {6, 2, 3}), 2, 1, w,
                                                 Bf01Dnums(1)),
              S(F32, {1, 6, 3}));
  // batch_group_count 2: output batch = 4 / 2.
  ExpectShape(ShapeInference::InferConvolveShape(S(F32, {4, 2, 5}), S(F32, {6, 2, 3}), 1, 2, w,
                                                 Bf01Dnums(1)),
              S(F32, {2, 6, 3}));
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {1, 4, 5}), S(F32, {6, 3, 3}), 2, 1, w,
                                                 Bf01Dnums(1)),
              {"convolution", "4", "feature_group_count 2", "3"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {1, 4, 5}), S(F32, {5, 2, 3}), 2, 1, w,
                                                 Bf01Dnums(1)),
              {"convolution", "5", "divisible", "feature_group_count 2"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {3, 2, 5}), S(F32, {6, 2, 3}), 1, 2, w,
                                                 Bf01Dnums(1)),
              {"convolution", "batch", "3", "batch_group_count 2"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {4, 2, 5}), S(F32, {5, 2, 3}), 1, 2, w,
                                                 Bf01Dnums(1)),
              {"convolution", "5", "batch_group_count 2"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {4, 4, 5}), S(F32, {4, 2, 3}), 2, 2, w,
                                                 Bf01Dnums(1)),
              {"convolution", "cannot both"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {4, 4, 5}), S(F32, {4, 2, 3}), 0, 1, w,
                                                 Bf01Dnums(1)),
              {"convolution", "feature_group_count is 0"});
}

TEST(ShapeInferenceConvTest, Errors) {
  Window w = MakeWindow({{3}});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5}), S(F32, {4, 2, 2}), 1, 1, w,
                                                 Bf01Dnums(1)),
              {"convolution", "window dimension 0", "size 3", "2"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5, 5}), S(F32, {4, 2, 3}), 1, 1, w,
                                                 Bf01Dnums(1)),
              {"convolution", "lhs", "rank 4", "rank 3"});
  ConvolutionDimensionNumbers dup = Bf01Dnums(1);
  dup.set_input_feature_dimension(0);
  ExpectError(
      ShapeInference::InferConvolveShape(S(F32, {1, 2, 5}), S(F32, {4, 2, 3}), 1, 1, w, dup),
      {"convolution", "input dimension numbers", "repeats"});
  ConvolutionDimensionNumbers out_of_range = Bf01Dnums(1);
  out_of_range.set_output_feature_dimension(3);
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5}), S(F32, {4, 2, 3}), 1, 1, w,
                                                 out_of_range),
              {"convolution", "output dimension numbers", "3"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5}), S(C64, {4, 2, 3}), 1, 1, w,
                                                 Bf01Dnums(1)),
              {"convolution", "element type"});
  ExpectError(ShapeInference::InferConvolveShape(S(F32, {1, 2, 5}), S(F32, {4, 2, 3}), 1, 1,
                                                 MakeWindow({{3}, {3}}), Bf01Dnums(1)),
              {"convolution", "window has 2", "1 spatial"});
}

TEST(ShapeInferenceConvTest, PreferredElementType) {
  Window w = MakeWindow({{3}});
  ExpectShape(ShapeInference::InferConvolveShape(S(S8, {1, 2, 5}), S(S8, {4, 2, 3}), 1, 1, w,
                                                 Bf01Dnums(1), S32),
              S(S32, {1, 4, 3}));
  ExpectError(ShapeInference::InferConvolveShape(S(S32, {1, 2, 5}), S(S32, {4, 2, 3}), 1, 1, w,
                                                 Bf01Dnums(1), S8),
              {"convolution", "narrower"});
}

// --- Dot -----------------------------------------------------------------------

DotDimensionNumbers DotDnums(std::vector<int64_t> lc, std::vector<int64_t> rc,
                             std::vector<int64_t> lb = {}, std::vector<int64_t> rb = {}) {
  DotDimensionNumbers d;
  for (int64_t x : lc) d.add_lhs_contracting_dimensions(x);
  for (int64_t x : rc) d.add_rhs_contracting_dimensions(x);
  for (int64_t x : lb) d.add_lhs_batch_dimensions(x);
  for (int64_t x : rb) d.add_rhs_batch_dimensions(x);
  return d;
}

TEST(ShapeInferenceDotTest, SeedExamples) {
  // Contracting lhs dim 1 with rhs dim 1: [2,3] x [2,3] -> [2,2].
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(F32, {2, 3}), DotDnums({1}, {1})),
              S(F32, {2, 2}));
  // Batch matmul: [2,2,2] x [2,2,2], batch {0}, contracting {2} / {1}.
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {2, 2, 2}), S(F32, {2, 2, 2}),
                                              DotDnums({2}, {1}, {0}, {0})),
              S(F32, {2, 2, 2}));
  // [b0, b1, m, k] x [b0, b1, k, n] -> [b0, b1, m, n].
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {5, 6, 7, 8}), S(F32, {5, 6, 8, 9}),
                                              DotDnums({3}, {2}, {0, 1}, {0, 1})),
              S(F32, {5, 6, 7, 9}));
}

TEST(ShapeInferenceDotTest, PlainDot) {
  // Dot of rank 1/2 operands: lhs contracting {rank-1}, rhs contracting {0}.
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {3}), S(F32, {3}), DotDnums({0}, {0})),
              Scalar(F32));
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(F32, {3}), DotDnums({1}, {0})),
              S(F32, {2}));
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(F32, {3, 4}), DotDnums({1}, {0})),
              S(F32, {2, 4}));
  // Batch dims need not lead: the result puts them first anyway.
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {3, 5, 2}), S(F32, {5, 3, 4}),
                                              DotDnums({0}, {1}, {1}, {0})),
              S(F32, {5, 2, 4}));
  // No contraction at all: an outer product.
  ExpectShape(ShapeInference::InferDotOpShape(S(F32, {2}), S(F32, {3}), DotDnums({}, {})),
              S(F32, {2, 3}));
}

TEST(ShapeInferenceDotTest, Errors) {
  ExpectError(
      ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(F32, {4, 5}), DotDnums({1}, {0})),
      {"dot", "lhs contracting dimension 1 has size 3", "rhs contracting dimension 0 has size 4"});
  ExpectError(ShapeInference::InferDotOpShape(S(F32, {2, 3, 4}), S(F32, {3, 4, 5}),
                                              DotDnums({2}, {1}, {0}, {0})),
              {"dot", "batch dimension 0", "2", "3"});
  ExpectError(ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(F32, {3, 4}), DotDnums({2}, {0})),
              {"dot", "lhs", "2", "rank 2"});
  ExpectError(
      ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(F32, {3, 4}), DotDnums({1}, {0, 1})),
      {"dot", "1 contracting", "2"});
  ExpectError(
      ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(F32, {2, 3}), DotDnums({1}, {1}, {0}, {})),
      {"dot", "1 batch", "0"});
  ExpectError(
      ShapeInference::InferDotOpShape(S(F32, {3, 3}), S(F32, {3, 3}), DotDnums({0}, {0}, {0}, {1})),
      {"dot", "lhs batch and contracting", "repeats dimension 0"});
  ExpectError(ShapeInference::InferDotOpShape(S(F32, {2, 3}), S(C64, {3, 4}), DotDnums({1}, {0})),
              {"dot", "element type"});
  ExpectError(ShapeInference::InferDotOpShape(S(PRED, {2, 3}), S(S8, {3, 4}), DotDnums({1}, {0})),
              {"dot", "element type"});
}

// As in XLA, operand types may differ; the result takes the more precise one.
TEST(ShapeInferenceDotTest, MixedOperandTypesGiveTheMorePreciseResult) {
  struct Case {
    PrimitiveType lhs, rhs, result;
  };
  for (const Case& c : {Case{S8, S16, S16}, Case{S16, S8, S16}, Case{S8, BF16, BF16},
                        Case{F16, BF16, F16}, Case{U8, S8, S8}, Case{S32, S64, S64},
                        Case{F32, F64, F64}, Case{C64, C128, C128}}) {
    absl::StatusOr<Shape> shape =
        ShapeInference::InferDotOpShape(S(c.lhs, {2, 3}), S(c.rhs, {3, 4}), DotDnums({1}, {0}));
    ASSERT_TRUE(shape.ok()) << shape.status();
    // Inferred shapes carry no layout; S() gives MakeShape's default one.
    EXPECT_TRUE(ShapeUtil::EqualIgnoringLayout(*shape, S(c.result, {2, 4}))) << *shape;
  }
}

TEST(ShapeInferenceDotTest, PreferredAndMixedTypes) {
  ExpectShape(
      ShapeInference::InferDotOpShape(S(BF16, {2, 3}), S(BF16, {3, 4}), DotDnums({1}, {0}), F32),
      S(F32, {2, 4}));
  ExpectShape(
      ShapeInference::InferDotOpShape(S(S8, {2, 3}), S(S8, {3, 4}), DotDnums({1}, {0}), S32),
      S(S32, {2, 4}));
  ExpectShape(ShapeInference::InferDotOpShape(S(BF16, {2, 3}), S(F32, {3, 4}), DotDnums({1}, {0})),
              S(F32, {2, 4}));
}

// --- FFT -----------------------------------------------------------------------

TEST(ShapeInferenceFftTest, Types) {
  ExpectShape(ShapeInference::InferFftShape(S(C64, {4, 8}), FFT, {8}), S(C64, {4, 8}));
  ExpectShape(ShapeInference::InferFftShape(S(C128, {4, 8}), IFFT, {4, 8}), S(C128, {4, 8}));
  ExpectShape(ShapeInference::InferFftShape(S(F32, {4, 8}), RFFT, {8}), S(C64, {4, 5}));
  ExpectShape(ShapeInference::InferFftShape(S(F64, {4, 8}), RFFT, {4, 8}), S(C128, {4, 5}));
  ExpectShape(ShapeInference::InferFftShape(S(C64, {4, 5}), IRFFT, {8}), S(F32, {4, 8}));
  ExpectShape(ShapeInference::InferFftShape(S(C64, {3, 4, 5}), IRFFT, {3, 4, 9}),
              S(F32, {3, 4, 9}));
  ExpectError(ShapeInference::InferFftShape(S(F32, {8}), FFT, {8}),
              {"fft", "FFT", "complex", "f32"});
  ExpectError(ShapeInference::InferFftShape(S(C64, {8}), RFFT, {8}), {"fft", "RFFT", "c64"});
  ExpectError(ShapeInference::InferFftShape(S(F32, {8}), IRFFT, {8}), {"fft", "IRFFT", "complex"});
  ExpectError(ShapeInference::InferFftShape(S(F32, {4, 8}), RFFT, {6}),
              {"fft", "RFFT", "dimension 1", "6", "8"});
  ExpectError(ShapeInference::InferFftShape(S(C64, {4, 4}), IRFFT, {8}),
              {"fft", "IRFFT", "dimension 1", "5", "4"});
  ExpectError(ShapeInference::InferFftShape(S(C64, {2, 2, 2, 2}), FFT, {2, 2, 2, 2}),
              {"fft", "4 entries", "1 to 3"});
  ExpectError(ShapeInference::InferFftShape(S(C64, {8}), FFT, {}), {"fft", "0 entries"});
  ExpectError(ShapeInference::InferFftShape(S(C64, {8}), FFT, {2, 8}), {"fft", "rank 1", ">= 2"});
  // As XLA, FFT and IFFT pad or truncate to fft_length: the shape is the operand's.
  ExpectShape(ShapeInference::InferFftShape(S(C64, {8}), FFT, {4}), S(C64, {8}));
  ExpectShape(ShapeInference::InferFftShape(S(C128, {2, 3}), IFFT, {5, 2}), S(C128, {2, 3}));
}

// --- Linear algebra --------------------------------------------------------------

TEST(ShapeInferenceLinalgTest, TriangularSolve) {
  TriangularSolveOptions left;
  left.set_left_side(true);
  TriangularSolveOptions right;
  ExpectShape(ShapeInference::InferTriangularSolveShape(S(F32, {5, 4, 4}), S(F32, {5, 4, 3}), left),
              S(F32, {5, 4, 3}));
  ExpectShape(ShapeInference::InferTriangularSolveShape(S(F32, {4, 4}), S(F32, {3, 4}), right),
              S(F32, {3, 4}));
  ExpectError(ShapeInference::InferTriangularSolveShape(S(F32, {4, 4}), S(F32, {4, 3}), right),
              {"triangular-solve", "left_side=false", "dimension 1", "4"});
  ExpectError(ShapeInference::InferTriangularSolveShape(S(F32, {4, 3}), S(F32, {4, 3}), left),
              {"triangular-solve", "square", "4", "3"});
  ExpectError(ShapeInference::InferTriangularSolveShape(S(F32, {2, 4, 4}), S(F32, {3, 4, 3}), left),
              {"triangular-solve", "batch dimension 0", "2", "3"});
  ExpectError(ShapeInference::InferTriangularSolveShape(S(F32, {4, 4}), S(F32, {1, 4, 3}), left),
              {"triangular-solve", "rank 2", "rank 3"});
  ExpectError(ShapeInference::InferTriangularSolveShape(S(S32, {4, 4}), S(S32, {4, 3}), left),
              {"triangular-solve", "floating"});
  ExpectError(ShapeInference::InferTriangularSolveShape(S(F32, {4}), S(F32, {4}), left),
              {"triangular-solve", "rank >= 2"});
  TriangularSolveOptions invalid = left;
  invalid.set_transpose_a(TriangularSolveOptions::TRANSPOSE_INVALID);
  ExpectError(ShapeInference::InferTriangularSolveShape(S(F32, {4, 4}), S(F32, {4, 3}), invalid),
              {"triangular-solve", "transpose_a"});
}

TEST(ShapeInferenceLinalgTest, Cholesky) {
  ExpectShape(ShapeInference::InferCholeskyShape(S(F64, {2, 3, 3})), S(F64, {2, 3, 3}));
  ExpectShape(ShapeInference::InferCholeskyShape(S(C64, {3, 3})), S(C64, {3, 3}));
  ExpectError(ShapeInference::InferCholeskyShape(S(F32, {3, 4})), {"cholesky", "square", "3", "4"});
  ExpectError(ShapeInference::InferCholeskyShape(S(S32, {3, 3})), {"cholesky", "s32"});
  ExpectError(ShapeInference::InferCholeskyShape(S(F32, {3})), {"cholesky", "rank >= 2"});
}

// --- Batch norm ------------------------------------------------------------------

TEST(ShapeInferenceBatchNormTest, AllThree) {
  Shape x = S(F32, {2, 3, 4, 5}), f = S(F32, {3});
  ExpectShape(ShapeInference::InferBatchNormTrainingShape(x, f, f, 1), Tup({x, f, f}));
  ExpectShape(ShapeInference::InferBatchNormInferenceShape(x, f, f, f, f, 1), x);
  ExpectShape(ShapeInference::InferBatchNormGradShape(x, f, f, f, x, 1), Tup({x, f, f}));
  ExpectError(ShapeInference::InferBatchNormTrainingShape(x, f, f, 4),
              {"batch-norm-training", "feature_index 4", "rank 4"});
  ExpectError(ShapeInference::InferBatchNormTrainingShape(x, S(F32, {4}), f, 1),
              {"batch-norm-training", "scale", "4", "3"});
  ExpectError(ShapeInference::InferBatchNormTrainingShape(x, f, S(F32, {3, 1}), 1),
              {"batch-norm-training", "offset", "rank 1"});
  ExpectError(
      ShapeInference::InferBatchNormTrainingShape(S(S32, {2, 3}), S(S32, {3}), S(S32, {3}), 1),
      {"batch-norm-training", "floating"});
  ExpectError(ShapeInference::InferBatchNormInferenceShape(x, f, f, f, S(F32, {2}), 1),
              {"batch-norm-inference", "variance", "2", "3"});
  ExpectError(ShapeInference::InferBatchNormInferenceShape(x, f, f, S(F16, {3}), f, 1),
              {"batch-norm-inference", "mean", "f32"});
  ExpectError(ShapeInference::InferBatchNormGradShape(x, f, f, f, S(F32, {2, 3, 4, 6}), 1),
              {"batch-norm-grad", "grad_output", "f32[2,3,4,6]"});
}

// --- Gather ----------------------------------------------------------------------

GatherDimensionNumbers GatherDnums(std::vector<int64_t> offset, std::vector<int64_t> collapsed,
                                   std::vector<int64_t> start_index_map, int64_t ivd,
                                   std::vector<int64_t> operand_batching = {},
                                   std::vector<int64_t> indices_batching = {}) {
  GatherDimensionNumbers d;
  for (int64_t x : offset) d.add_offset_dims(x);
  for (int64_t x : collapsed) d.add_collapsed_slice_dims(x);
  for (int64_t x : start_index_map) d.add_start_index_map(x);
  d.set_index_vector_dim(ivd);
  for (int64_t x : operand_batching) d.add_operand_batching_dims(x);
  for (int64_t x : indices_batching) d.add_start_indices_batching_dims(x);
  return d;
}

TEST(ShapeInferenceGatherTest, SeedExamples) {
  // 5 slices of [8,6] from [16,11] with indices s64[5,2].
  ExpectShape(ShapeInference::InferGatherShape(S(F32, {16, 11}), S(S64, {5, 2}),
                                               GatherDnums({1, 2}, {}, {0, 1}, 1), {8, 6}),
              S(F32, {5, 8, 6}));
  // Multi-dimensional indices [4,5,2].
  ExpectShape(ShapeInference::InferGatherShape(S(F32, {16, 11}), S(S64, {4, 5, 2}),
                                               GatherDnums({2, 3}, {}, {0, 1}, 2), {8, 6}),
              S(F32, {4, 5, 8, 6}));
  // tf.gather_nd style: indices [4,5,1], collapse dim 0, slice [1,11].
  ExpectShape(ShapeInference::InferGatherShape(S(F32, {16, 11}), S(S32, {4, 5, 1}),
                                               GatherDnums({2}, {0}, {0}, 2), {1, 11}),
              S(F32, {4, 5, 11}));
  // index_vector_dim == rank: an implicit trailing 1.
  ExpectShape(ShapeInference::InferGatherShape(S(F32, {16, 11}), S(S32, {4, 5}),
                                               GatherDnums({2}, {0}, {0}, 2), {1, 11}),
              S(F32, {4, 5, 11}));
  // Offset dims need not be trailing.
  ExpectShape(ShapeInference::InferGatherShape(S(F32, {16, 11}), S(S64, {5, 2}),
                                               GatherDnums({0, 2}, {}, {0, 1}, 1), {8, 6}),
              S(F32, {8, 5, 6}));
}

TEST(ShapeInferenceGatherTest, BatchingDims) {
  // operand [3,16,11] batched on dim 0 with indices [3,5,1] batched on dim 0.
  ExpectShape(ShapeInference::InferGatherShape(S(F32, {3, 16, 11}), S(S32, {3, 5, 1}),
                                               GatherDnums({2}, {1}, {1}, 2, {0}, {0}), {1, 1, 11}),
              S(F32, {3, 5, 11}));
  ExpectError(ShapeInference::InferGatherShape(S(F32, {3, 16, 11}), S(S32, {4, 5, 1}),
                                               GatherDnums({2}, {1}, {1}, 2, {0}, {0}), {1, 1, 11}),
              {"gather", "batching dimension 0", "3", "4"});
  ExpectError(ShapeInference::InferGatherShape(S(F32, {3, 16, 11}), S(S32, {3, 5, 1}),
                                               GatherDnums({2}, {1}, {1}, 2, {0}, {2}), {1, 1, 11}),
              {"gather", "start_indices_batching_dims", "index_vector_dim 2"});
  ExpectError(ShapeInference::InferGatherShape(S(F32, {3, 16, 11}), S(S32, {3, 5, 1}),
                                               GatherDnums({2}, {1}, {0}, 2, {0}, {0}), {1, 1, 11}),
              {"gather", "start_index_map", "operand_batching_dims"});
}

TEST(ShapeInferenceGatherTest, Errors) {
  const Shape operand = S(F32, {16, 11});
  ExpectError(ShapeInference::InferGatherShape(operand, S(F32, {5, 2}),
                                               GatherDnums({1, 2}, {}, {0, 1}, 1), {8, 6}),
              {"gather", "integral", "f32[5,2]"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 2}),
                                               GatherDnums({2, 1}, {}, {0, 1}, 1), {8, 6}),
              {"gather", "offset_dims", "sorted"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 2}),
                                               GatherDnums({1, 3}, {}, {0, 1}, 1), {8, 6}),
              {"gather", "offset_dims", "3", "rank 3"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 2}),
                                               GatherDnums({1, 2}, {}, {0}, 1), {8, 6}),
              {"gather", "start_index_map", "1 entries", "size 2"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 2}),
                                               GatherDnums({1, 2}, {}, {0, 0}, 1), {8, 6}),
              {"gather", "start_index_map", "repeats dimension 0"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 2}),
                                               GatherDnums({1, 2}, {}, {0, 1}, 3), {8, 6}),
              {"gather", "index_vector_dim 3", "[0, 2]"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 2}),
                                               GatherDnums({1, 2}, {}, {0, 1}, 1), {8, 6, 1}),
              {"gather", "slice_sizes", "3 entries", "rank 2"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 2}),
                                               GatherDnums({1, 2}, {}, {0, 1}, 1), {8, 12}),
              {"gather", "slice size 12", "dimension 1", "11"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 1}),
                                               GatherDnums({1}, {0}, {0}, 1), {2, 11}),
              {"gather", "collapsed slice dimension 0", "slice size 2"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 1}),
                                               GatherDnums({1}, {}, {0}, 1), {1, 11}),
              {"gather", "operand rank 2", "offset_dims (1)"});
  ExpectError(ShapeInference::InferGatherShape(operand, S(S32, {5, 1}),
                                               GatherDnums({1}, {1, 0}, {0}, 1), {1, 1}),
              {"gather", "collapsed_slice_dims", "sorted"});
}

// --- Scatter ---------------------------------------------------------------------

ScatterDimensionNumbers ScatterDnums(std::vector<int64_t> update_window,
                                     std::vector<int64_t> inserted, std::vector<int64_t> to_operand,
                                     int64_t ivd, std::vector<int64_t> input_batching = {},
                                     std::vector<int64_t> indices_batching = {}) {
  ScatterDimensionNumbers d;
  for (int64_t x : update_window) d.add_update_window_dims(x);
  for (int64_t x : inserted) d.add_inserted_window_dims(x);
  for (int64_t x : to_operand) d.add_scatter_dims_to_operand_dims(x);
  d.set_index_vector_dim(ivd);
  for (int64_t x : input_batching) d.add_input_batching_dims(x);
  for (int64_t x : indices_batching) d.add_scatter_indices_batching_dims(x);
  return d;
}

TEST(ShapeInferenceScatterTest, Basic) {
  // Row updates: operand [3,3], indices s32[2] (implicit trailing 1), updates [2,3].
  Shape operand = S(F32, {3, 3}), indices = S(S32, {2}), updates = S(F32, {2, 3});
  ScatterDimensionNumbers rows = ScatterDnums({1}, {0}, {0}, 1);
  ExpectShape(ShapeInference::InferScatterShape({&operand, &indices, &updates}, Reducer(F32), rows),
              operand);
  // Windows smaller than the operand are fine.
  Shape small = S(F32, {2, 2});
  ExpectShape(ShapeInference::InferScatterShape({&operand, &indices, &small}, Reducer(F32), rows),
              operand);
  // Variadic.
  Shape operand2 = S(S32, {3, 3}), updates2 = S(S32, {2, 3});
  ProgramShape two =
      Sig({Scalar(F32), Scalar(S32), Scalar(F32), Scalar(S32)}, Tup({Scalar(F32), Scalar(S32)}));
  ExpectShape(ShapeInference::InferScatterShape(
                  {&operand, &operand2, &indices, &updates, &updates2}, two, rows),
              Tup({operand, operand2}));
  // Batching: operand [2,3,3] batched on 0, indices [2,4,1] batched on 0.
  Shape b_operand = S(F32, {2, 3, 3}), b_indices = S(S32, {2, 4, 1}), b_updates = S(F32, {2, 4, 3});
  ExpectShape(ShapeInference::InferScatterShape({&b_operand, &b_indices, &b_updates}, Reducer(F32),
                                                ScatterDnums({2}, {1}, {1}, 2, {0}, {0})),
              b_operand);
}

TEST(ShapeInferenceScatterTest, Errors) {
  Shape operand = S(F32, {3, 3}), indices = S(S32, {2}), updates = S(F32, {2, 3});
  ScatterDimensionNumbers rows = ScatterDnums({1}, {0}, {0}, 1);
  Shape big = S(F32, {2, 4});
  ExpectError(ShapeInference::InferScatterShape({&operand, &indices, &big}, Reducer(F32), rows),
              {"scatter", "update window dimension 1", "4", "3"});
  Shape wrong_count = S(F32, {5, 3});
  ExpectError(
      ShapeInference::InferScatterShape({&operand, &indices, &wrong_count}, Reducer(F32), rows),
      {"scatter", "update scatter dimension 0", "5", "2"});
  Shape wrong_rank = S(F32, {2, 3, 1});
  ExpectError(
      ShapeInference::InferScatterShape({&operand, &indices, &wrong_rank}, Reducer(F32), rows),
      {"scatter", "rank 3", "rank 2"});
  ExpectError(ShapeInference::InferScatterShape({&operand, &indices, &updates}, Reducer(S32), rows),
              {"scatter", "to_apply"});
  ExpectError(ShapeInference::InferScatterShape({&operand, &indices, &updates}, Reducer(F32),
                                                ScatterDnums({1}, {}, {0}, 1)),
              {"scatter", "operand rank 2", "update_window_dims (1)"});
  ExpectError(ShapeInference::InferScatterShape({&operand, &indices, &updates}, Reducer(F32),
                                                ScatterDnums({1}, {0}, {0, 1}, 1)),
              {"scatter", "scatter_dims_to_operand_dims", "2 entries", "size 1"});
  ExpectError(ShapeInference::InferScatterShape({&operand, &indices, &updates}, Reducer(F32),
                                                ScatterDnums({1}, {2}, {0}, 1)),
              {"scatter", "inserted_window_dims", "2", "rank 2"});
  Shape float_indices = S(F32, {2});
  ExpectError(
      ShapeInference::InferScatterShape({&operand, &float_indices, &updates}, Reducer(F32), rows),
      {"scatter", "integral"});
  ExpectError(ShapeInference::InferScatterShape({&operand, &indices}, Reducer(F32), rows),
              {"scatter", "2 arguments"});
}

// --- Collectives -----------------------------------------------------------------

TEST(ShapeInferenceCollectiveTest, AllGatherAllReduceReduceScatter) {
  Shape a = S(F32, {4, 6}), b = S(S32, {2});
  ExpectShape(ShapeInference::InferAllGatherShape({&a}, 1, 3), S(F32, {4, 18}));
  ExpectShape(ShapeInference::InferAllGatherShape({&a, &b}, 0, 2),
              Tup({S(F32, {8, 6}), S(S32, {4})}));
  ExpectError(ShapeInference::InferAllGatherShape({&a}, 2, 3), {"all-gather", "2", "rank 2"});
  ExpectError(ShapeInference::InferAllGatherShape({&a}, 0, 0), {"all-gather", "shard_count", "0"});
  ExpectShape(ShapeInference::InferAllReduceShape({&a}), a);
  ExpectShape(ShapeInference::InferAllReduceShape({&a, &b}), Tup({a, b}));
  ExpectShape(ShapeInference::InferReduceScatterShape({&a}, 1, 3), S(F32, {4, 2}));
  ExpectError(ShapeInference::InferReduceScatterShape({&a}, 1, 4),
              {"reduce-scatter", "6", "shard_count 4"});
}

TEST(ShapeInferenceCollectiveTest, AllToAllAndPermute) {
  ExpectShape(ShapeInference::InferAllToAllShape(S(F32, {4, 6}), 1, 0, 3), S(F32, {12, 2}));
  ExpectShape(ShapeInference::InferAllToAllShape(S(F32, {4, 6}), 0, 0, 2), S(F32, {4, 6}));
  ExpectError(ShapeInference::InferAllToAllShape(S(F32, {4, 6}), 1, 0, 4),
              {"all-to-all", "6", "split_count 4"});
  ExpectError(ShapeInference::InferAllToAllShape(S(F32, {4, 6}), 2, 0, 2),
              {"all-to-all", "split_dimension 2"});
  Shape a = S(F32, {4}), b = S(F32, {5});
  ExpectShape(ShapeInference::InferAllToAllTupleShape({&a, &a}), Tup({a, a}));
  ExpectError(ShapeInference::InferAllToAllTupleShape({&a, &b}), {"all-to-all", "f32[5]"});
  ExpectShape(ShapeInference::InferCollectivePermuteShape({&a}), a);
}

}  // namespace
}  // namespace xla
