// Every op of the builder: built, its shape checked, the module verified.
#include <complex>

#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "gtest/gtest.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::BuildAndVerify;
using testing::S;
using testing::ShapeOf;

TEST(BuilderOpsTest, UnaryOps) {
  XlaBuilder b("unary");
  XlaOp x = Parameter(&b, 0, S(F32, {2, 3}), "x");
  XlaOp i = Parameter(&b, 1, S(S32, {4}), "i");
  XlaOp c = Parameter(&b, 2, S(C64, {2}), "c");
  for (XlaOp op : {Abs(x), Ceil(x), Floor(x), Cos(x), Sin(x), Tan(x), Tanh(x), Exp(x), Expm1(x),
                   Log(x), Log1p(x), Logistic(x), Neg(x), Sign(x), Sqrt(x), Rsqrt(x), Cbrt(x),
                   Round(x), RoundNearestEven(x), Erf(x), Square(x), Reciprocal(x), -x}) {
    EXPECT_EQ(ShapeOf(op), "f32[2,3]");
  }
  EXPECT_EQ(ShapeOf(IsFinite(x)), "pred[2,3]");
  for (XlaOp op : {PopulationCount(i), Clz(i), Not(i), ~i, Abs(i)}) {
    EXPECT_EQ(ShapeOf(op), "s32[4]");
  }
  EXPECT_EQ(ShapeOf(Real(c)), "f32[2]");
  EXPECT_EQ(ShapeOf(Imag(c)), "f32[2]");
  EXPECT_EQ(ShapeOf(Conj(c)), "c64[2]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, BinaryOpsAndImplicitBroadcast) {
  XlaBuilder b("binary");
  XlaOp m = Parameter(&b, 0, S(F32, {2, 3}), "m");
  XlaOp v = Parameter(&b, 1, S(F32, {3}), "v");
  XlaOp s = Parameter(&b, 2, S(F32, {}), "s");
  XlaOp i = Parameter(&b, 3, S(S32, {3}), "i");
  XlaOp u = Parameter(&b, 4, S(U32, {3}), "u");
  XlaOp d = Parameter(&b, 5, S(F32, {1, 3}), "d");
  for (XlaOp op : {Add(m, m), Sub(m, m), Mul(m, m), Div(m, m), Rem(m, m), Max(m, m), Min(m, m),
                   Pow(m, m), Atan2(m, m), m + m, m - m, m * m, m / m, m % m}) {
    EXPECT_EQ(ShapeOf(op), "f32[2,3]");
  }
  // Scalar with array, either side.
  EXPECT_EQ(ShapeOf(Add(s, m)), "f32[2,3]");
  EXPECT_EQ(ShapeOf(Mul(m, s)), "f32[2,3]");
  // Lower rank through broadcast_dimensions (matrix + row vector).
  EXPECT_EQ(ShapeOf(Add(m, v, {1})), "f32[2,3]");
  // Degenerate (size-1) dimension broadcasting.
  EXPECT_EQ(ShapeOf(Add(m, d)), "f32[2,3]");
  EXPECT_EQ(ShapeOf(Complex(v, v)), "c64[3]");
  for (XlaOp op : {And(i, i), Or(i, i), Xor(i, i), ShiftLeft(i, i), ShiftRightArithmetic(i, i),
                   ShiftRightLogical(i, i), i & i, i | i, i ^ i, i << i, i >> i}) {
    EXPECT_EQ(ShapeOf(op), "s32[3]");
  }
  EXPECT_EQ(ShapeOf(u >> u), "u32[3]");
  XlaComputation computation = BuildAndVerify(b);
  // The implicit broadcasts are explicit HLO instructions.
  int broadcasts = 0;
  for (const HloInstruction* instruction :
       computation.module().entry_computation()->instructions()) {
    if (instruction->opcode() == HloOpcode::kBroadcast) ++broadcasts;
  }
  EXPECT_GE(broadcasts, 4);
}

TEST(BuilderOpsTest, Comparisons) {
  XlaBuilder b("compare");
  XlaOp x = Parameter(&b, 0, S(F32, {4}), "x");
  XlaOp m = Parameter(&b, 1, S(F32, {2, 4}), "m");
  for (XlaOp op : {Eq(x, x), Ne(x, x), Ge(x, x), Gt(x, x), Le(x, x), Lt(x, x), EqTotalOrder(x, x),
                   NeTotalOrder(x, x), GeTotalOrder(x, x), GtTotalOrder(x, x),
                   LeTotalOrder(x, x), LtTotalOrder(x, x),
                   Compare(x, x, ComparisonDirection::kLt),
                   Compare(x, x, {}, ComparisonDirection::kGe, ComparisonType::kFloatTotalOrder)}) {
    EXPECT_EQ(ShapeOf(op), "pred[4]");
  }
  XlaOp total = LtTotalOrder(x, x);
  EXPECT_EQ(b.LookUpInstruction(total)->attributes().comparison_type,
            ComparisonType::kFloatTotalOrder);
  EXPECT_EQ(b.LookUpInstruction(total)->comparison_direction(), ComparisonDirection::kLt);
  EXPECT_EQ(ShapeOf(Eq(m, x, {1})), "pred[2,4]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, SelectClampConvert) {
  XlaBuilder b("select");
  XlaOp p = Parameter(&b, 0, S(PRED, {4}), "p");
  XlaOp x = Parameter(&b, 1, S(S32, {4}), "x");
  XlaOp lo = ConstantR0<int32_t>(&b, 0);
  XlaOp hi = ConstantR0<int32_t>(&b, 6);
  XlaOp scalar_pred = ConstantR0<bool>(&b, true);
  EXPECT_EQ(ShapeOf(Select(p, x, x)), "s32[4]");
  EXPECT_EQ(ShapeOf(Select(scalar_pred, x, x)), "s32[4]");
  EXPECT_EQ(ShapeOf(Clamp(lo, x, hi)), "s32[4]");
  EXPECT_EQ(ShapeOf(ConvertElementType(x, F32)), "f32[4]");
  EXPECT_EQ(ShapeOf(BitcastConvertType(x, F32)), "f32[4]");
  // Different widths: a new minor dimension, or one dropped.
  EXPECT_EQ(ShapeOf(BitcastConvertType(x, S8)), "s8[4,4]");
  XlaOp bytes = Parameter(&b, 2, S(U8, {3, 4}), "bytes");
  EXPECT_EQ(ShapeOf(BitcastConvertType(bytes, F32)), "f32[3]");
  XlaOp f = Parameter(&b, 3, S(F32, {4}), "f");
  EXPECT_EQ(ShapeOf(ReducePrecision(f, 5, 10)), "f32[4]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, ConstantsAndIota) {
  XlaBuilder b("constants");
  EXPECT_EQ(ShapeOf(ConstantR0<float>(&b, 1.5f)), "f32[]");
  EXPECT_EQ(ShapeOf(ConstantR1<int32_t>(&b, {1, 2, 3})), "s32[3]");
  EXPECT_EQ(ShapeOf(ConstantR1<float>(&b, 5, 2.0f)), "f32[5]");
  EXPECT_EQ(ShapeOf(ConstantR2<float>(&b, {{1, 2, 3}, {4, 5, 6}})), "f32[2,3]");
  EXPECT_EQ(ShapeOf(ConstantR0WithType(&b, BF16, 2.5)), "bf16[]");
  EXPECT_EQ(ShapeOf(Zero(&b, U8)), "u8[]");
  EXPECT_EQ(ShapeOf(One(&b, C64)), "c64[]");
  EXPECT_EQ(ShapeOf(MinValue(&b, F32)), "f32[]");
  EXPECT_EQ(ShapeOf(MaxValue(&b, S16)), "s16[]");
  EXPECT_EQ(ShapeOf(Iota(&b, S(S32, {4, 8}), 1)), "s32[4,8]");
  EXPECT_EQ(ShapeOf(Iota(&b, F32, 6)), "f32[6]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, ShapeManipulation) {
  XlaBuilder b("shapes");
  XlaOp v = Parameter(&b, 0, S(F32, {4, 2, 3}), "v");
  XlaOp s = Parameter(&b, 1, S(F32, {}), "s");
  XlaOp r = Parameter(&b, 2, S(F32, {3}), "r");
  XlaOp one = Parameter(&b, 3, S(F32, {1, 3}), "one");
  EXPECT_EQ(ShapeOf(Broadcast(s, {2, 3})), "f32[2,3]");
  EXPECT_EQ(ShapeOf(Broadcast(r, {2})), "f32[2,3]");
  EXPECT_EQ(ShapeOf(BroadcastInDim(r, {2, 3}, {1})), "f32[2,3]");
  EXPECT_EQ(ShapeOf(BroadcastInDim(one, {4, 3}, {0, 1})), "f32[4,3]");
  EXPECT_EQ(ShapeOf(Reshape(v, {0, 1, 2}, {24})), "f32[24]");
  EXPECT_EQ(ShapeOf(Reshape(v, {1, 2, 0}, {8, 3})), "f32[8,3]");
  EXPECT_EQ(ShapeOf(Reshape(v, {6, 4})), "f32[6,4]");
  EXPECT_EQ(ShapeOf(Reshape(S(F32, {2, 12}), v)), "f32[2,12]");
  EXPECT_EQ(ShapeOf(Collapse(v, {0, 1, 2})), "f32[24]");
  EXPECT_EQ(ShapeOf(Collapse(v, {0, 1})), "f32[8,3]");
  EXPECT_EQ(ShapeOf(Collapse(v, {1, 2})), "f32[4,6]");
  EXPECT_EQ(ShapeOf(Transpose(v, {2, 0, 1})), "f32[3,4,2]");
  EXPECT_EQ(ShapeOf(Trans(one)), "f32[3,1]");
  EXPECT_EQ(ShapeOf(Rev(v, {0, 2})), "f32[4,2,3]");
  EXPECT_EQ(ShapeOf(Slice(v, {1, 0, 0}, {3, 2, 3}, {1, 1, 2})), "f32[2,2,2]");
  EXPECT_EQ(ShapeOf(SliceInDim(v, 1, 4, 1, 0)), "f32[3,2,3]");
  XlaOp i0 = ConstantR0<int32_t>(&b, 1);
  EXPECT_EQ(ShapeOf(DynamicSlice(v, {i0, i0, i0}, {2, 1, 2})), "f32[2,1,2]");
  XlaOp update = Parameter(&b, 4, S(F32, {2, 1, 2}), "update");
  EXPECT_EQ(ShapeOf(DynamicUpdateSlice(v, update, {i0, i0, i0})), "f32[4,2,3]");
  EXPECT_EQ(ShapeOf(ConcatInDim(&b, {r, r, r}, 0)), "f32[9]");
  PaddingConfig config;
  auto* d0 = config.add_dimensions();
  d0->set_edge_padding_low(1);
  d0->set_edge_padding_high(2);
  d0->set_interior_padding(1);
  EXPECT_EQ(ShapeOf(Pad(r, s, config)), "f32[8]");
  EXPECT_EQ(ShapeOf(PadInDim(r, s, 0, 2, 1)), "f32[6]");
  XlaOp t = Tuple(&b, {r, s});
  EXPECT_EQ(ShapeOf(t), "(f32[3], f32[])");
  EXPECT_EQ(ShapeOf(GetTupleElement(t, 0)), "f32[3]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, GatherAndScatter) {
  XlaBuilder b("gather_scatter");
  XlaOp operand = Parameter(&b, 0, S(F32, {16, 11}), "operand");
  XlaOp indices = Parameter(&b, 1, S(S64, {5, 2}), "indices");
  GatherDimensionNumbers gather;
  gather.add_offset_dims(1);
  gather.add_offset_dims(2);
  gather.add_start_index_map(0);
  gather.add_start_index_map(1);
  gather.set_index_vector_dim(1);
  EXPECT_EQ(ShapeOf(Gather(operand, indices, gather, {8, 6})), "f32[5,8,6]");

  XlaComputation add = CreateScalarAddComputation(F32, &b);
  XlaOp updates = Parameter(&b, 2, S(F32, {5, 8, 6}), "updates");
  ScatterDimensionNumbers scatter;
  scatter.add_update_window_dims(1);
  scatter.add_update_window_dims(2);
  scatter.add_scatter_dims_to_operand_dims(0);
  scatter.add_scatter_dims_to_operand_dims(1);
  scatter.set_index_vector_dim(1);
  EXPECT_EQ(ShapeOf(Scatter(operand, indices, updates, add, scatter)), "f32[16,11]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, VariadicScatter) {
  XlaBuilder b("scatter2");
  XlaOp a = Parameter(&b, 0, S(F32, {8}), "a");
  XlaOp c = Parameter(&b, 1, S(S32, {8}), "c");
  XlaOp idx = Parameter(&b, 2, S(S32, {3, 1}), "idx");
  XlaOp ua = Parameter(&b, 3, S(F32, {3}), "ua");
  XlaOp uc = Parameter(&b, 4, S(S32, {3}), "uc");
  auto sub = b.CreateSubBuilder("combine");
  {
    XlaOp p0 = Parameter(sub.get(), 0, S(F32, {}), "p0");
    XlaOp p1 = Parameter(sub.get(), 1, S(S32, {}), "p1");
    XlaOp p2 = Parameter(sub.get(), 2, S(F32, {}), "p2");
    XlaOp p3 = Parameter(sub.get(), 3, S(S32, {}), "p3");
    Tuple(sub.get(), {Add(p0, p2), Add(p1, p3)});
  }
  XlaComputation combine = sub->Build().value();
  ScatterDimensionNumbers dnums;
  dnums.add_inserted_window_dims(0);
  dnums.add_scatter_dims_to_operand_dims(0);
  dnums.set_index_vector_dim(1);
  EXPECT_EQ(ShapeOf(Scatter({a, c}, idx, {ua, uc}, combine, dnums)), "(f32[8], s32[8])");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, DotAndConvolution) {
  XlaBuilder b("dot_conv");
  XlaOp m = Parameter(&b, 0, S(F32, {2, 3}), "m");
  XlaOp n = Parameter(&b, 1, S(F32, {3, 4}), "n");
  XlaOp v = Parameter(&b, 2, S(F32, {3}), "v");
  EXPECT_EQ(ShapeOf(Dot(m, n)), "f32[2,4]");
  EXPECT_EQ(ShapeOf(Dot(m, v)), "f32[2]");
  EXPECT_EQ(ShapeOf(Dot(v, v)), "f32[]");
  PrecisionConfig precision;
  precision.add_operand_precision(PrecisionConfig::HIGHEST);
  precision.add_operand_precision(PrecisionConfig::HIGHEST);
  EXPECT_EQ(ShapeOf(Dot(m, n, &precision, F64)), "f64[2,4]");

  XlaOp input = Parameter(&b, 3, S(F32, {1, 2, 5, 5}), "input");    // N C H W
  XlaOp kernel = Parameter(&b, 4, S(F32, {4, 2, 3, 3}), "kernel");  // O I H W
  EXPECT_EQ(ShapeOf(Conv(input, kernel, {1, 1}, Padding::kValid)), "f32[1,4,3,3]");
  EXPECT_EQ(ShapeOf(Conv(input, kernel, {1, 1}, Padding::kSame)), "f32[1,4,5,5]");
  EXPECT_EQ(ShapeOf(Conv(input, kernel, {2, 2}, Padding::kSame)), "f32[1,4,3,3]");
  EXPECT_EQ(ShapeOf(ConvWithGeneralPadding(input, kernel, {1, 1}, {{1, 1}, {0, 0}})),
            "f32[1,4,5,3]");
  ConvolutionDimensionNumbers nhwc;  // input N H W C, kernel H W I O, output N H W C
  nhwc.set_input_batch_dimension(0);
  nhwc.set_input_feature_dimension(3);
  nhwc.add_input_spatial_dimensions(1);
  nhwc.add_input_spatial_dimensions(2);
  nhwc.set_kernel_input_feature_dimension(2);
  nhwc.set_kernel_output_feature_dimension(3);
  nhwc.add_kernel_spatial_dimensions(0);
  nhwc.add_kernel_spatial_dimensions(1);
  nhwc.set_output_batch_dimension(0);
  nhwc.set_output_feature_dimension(3);
  nhwc.add_output_spatial_dimensions(1);
  nhwc.add_output_spatial_dimensions(2);
  XlaOp image = Parameter(&b, 5, S(F32, {2, 7, 7, 4}), "image");
  XlaOp filter = Parameter(&b, 6, S(F32, {3, 3, 4, 8}), "filter");
  EXPECT_EQ(ShapeOf(ConvWithGeneralDimensions(image, filter, {1, 1}, Padding::kValid, nhwc)),
            "f32[2,5,5,8]");
  EXPECT_EQ(ShapeOf(ConvGeneral(image, filter, {2, 2}, {{1, 1}, {1, 1}}, nhwc)), "f32[2,4,4,8]");
  // Dilations: lhs dilation 2 makes 7 -> 13; rhs dilation 2 makes 3 -> 5.
  EXPECT_EQ(ShapeOf(ConvGeneralDilated(image, filter, {1, 1}, {{0, 0}, {0, 0}}, {2, 2}, {1, 1},
                                       nhwc)),
            "f32[2,11,11,8]");
  EXPECT_EQ(ShapeOf(ConvGeneralDilated(image, filter, {1, 1}, {{0, 0}, {0, 0}}, {1, 1}, {2, 2},
                                       nhwc)),
            "f32[2,3,3,8]");
  // Grouped (depthwise) convolution: 4 groups, kernel input features 4 / 4.
  XlaOp depthwise = Parameter(&b, 7, S(F32, {3, 3, 1, 8}), "depthwise");
  EXPECT_EQ(ShapeOf(ConvGeneralDilated(image, depthwise, {1, 1}, {{0, 0}, {0, 0}}, {}, {}, nhwc,
                                       /*feature_group_count=*/4)),
            "f32[2,5,5,8]");
  // Batch groups: batch 2 split into 2 groups; output features divisible by 2.
  EXPECT_EQ(ShapeOf(ConvGeneralDilated(image, filter, {1, 1}, {{0, 0}, {0, 0}}, {}, {}, nhwc,
                                       /*feature_group_count=*/1, /*batch_group_count=*/2)),
            "f32[1,5,5,8]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, DotGeneralBatch) {
  XlaBuilder b("dot_general");
  XlaOp lhs = Parameter(&b, 0, S(F32, {7, 2, 3}), "lhs");
  XlaOp rhs = Parameter(&b, 1, S(F32, {7, 3, 5}), "rhs");
  DotDimensionNumbers dnums;
  dnums.add_lhs_contracting_dimensions(2);
  dnums.add_rhs_contracting_dimensions(1);
  dnums.add_lhs_batch_dimensions(0);
  dnums.add_rhs_batch_dimensions(0);
  EXPECT_EQ(ShapeOf(DotGeneral(lhs, rhs, dnums)), "f32[7,2,5]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, LinearAlgebraAndFft) {
  XlaBuilder b("linalg");
  XlaOp a = Parameter(&b, 0, S(F32, {2, 4, 4}), "a");
  XlaOp rhs = Parameter(&b, 1, S(F32, {2, 4, 3}), "rhs");
  EXPECT_EQ(ShapeOf(Cholesky(a, /*lower=*/true)), "f32[2,4,4]");
  EXPECT_EQ(ShapeOf(TriangularSolve(a, rhs, /*left_side=*/true, /*lower=*/true,
                                    /*unit_diagonal=*/false, TriangularSolveOptions::TRANSPOSE)),
            "f32[2,4,3]");
  XlaOp c = Parameter(&b, 2, S(C64, {8, 16}), "c");
  XlaOp r = Parameter(&b, 3, S(F32, {8, 16}), "r");
  EXPECT_EQ(ShapeOf(Fft(c, FFT, {16})), "c64[8,16]");
  EXPECT_EQ(ShapeOf(Fft(c, IFFT, {8, 16})), "c64[8,16]");
  EXPECT_EQ(ShapeOf(Fft(r, RFFT, {16})), "c64[8,9]");
  XlaOp half = Parameter(&b, 4, S(C64, {8, 9}), "half");
  EXPECT_EQ(ShapeOf(Fft(half, IRFFT, {16})), "f32[8,16]");
  XlaOp x = Parameter(&b, 5, S(F32, {2, 3, 4, 5}), "x");
  XlaOp scale = Parameter(&b, 6, S(F32, {5}), "scale");
  EXPECT_EQ(ShapeOf(BatchNormTraining(x, scale, scale, 0.001f, 3)),
            "(f32[2,3,4,5], f32[5], f32[5])");
  EXPECT_EQ(ShapeOf(BatchNormInference(x, scale, scale, scale, scale, 0.001f, 3)),
            "f32[2,3,4,5]");
  EXPECT_EQ(ShapeOf(BatchNormGrad(x, scale, scale, scale, x, 0.001f, 3)),
            "(f32[2,3,4,5], f32[5], f32[5])");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, Reductions) {
  XlaBuilder b("reduce");
  XlaOp x = Parameter(&b, 0, S(F32, {4, 2, 3}), "x");
  XlaOp k = Parameter(&b, 1, S(S32, {4, 2, 3}), "k");
  XlaOp zero = ConstantR0<float>(&b, 0);
  XlaComputation add = CreateScalarAddComputation(F32, &b);
  EXPECT_EQ(ShapeOf(Reduce(x, zero, add, {0})), "f32[2,3]");
  EXPECT_EQ(ShapeOf(Reduce(x, zero, add, {0, 2})), "f32[2]");
  EXPECT_EQ(ShapeOf(ReduceAll(x, zero, add)), "f32[]");
  // Variadic: max and argmax together.
  auto sub = b.CreateSubBuilder("argmax");
  {
    XlaOp max = Parameter(sub.get(), 0, S(F32, {}), "max");
    XlaOp argmax = Parameter(sub.get(), 1, S(S32, {}), "argmax");
    XlaOp value = Parameter(sub.get(), 2, S(F32, {}), "value");
    XlaOp index = Parameter(sub.get(), 3, S(S32, {}), "index");
    XlaOp take = Ge(value, max);
    Tuple(sub.get(), {Select(take, value, max), Select(take, index, argmax)});
  }
  XlaComputation argmax = sub->Build().value();
  XlaOp izero = ConstantR0<int32_t>(&b, 0);
  EXPECT_EQ(ShapeOf(Reduce(&b, {x, k}, {zero, izero}, argmax, {2})), "(f32[4,2], s32[4,2])");

  XlaComputation max = CreateScalarMaxComputation(F32, &b);
  XlaOp m = Parameter(&b, 2, S(F32, {4, 6}), "m");
  EXPECT_EQ(ShapeOf(ReduceWindow(m, zero, max, {2, 3}, {2, 3}, Padding::kValid)), "f32[2,2]");
  EXPECT_EQ(ShapeOf(ReduceWindow(m, zero, max, {2, 3}, {1, 1}, Padding::kSame)), "f32[4,6]");
  XlaOp line = Parameter(&b, 3, S(F32, {5}), "line");
  EXPECT_EQ(ShapeOf(ReduceWindow(line, zero, max, {3}, {2}, Padding::kValid)), "f32[2]");
  EXPECT_EQ(ShapeOf(ReduceWindow(line, zero, max, {3}, {2}, Padding::kSame)), "f32[3]");
  EXPECT_EQ(ShapeOf(ReduceWindowWithGeneralPadding(m, zero, max, {2, 2}, {1, 1}, {2, 1}, {1, 2},
                                                   {{1, 0}, {0, 1}})),
            "f32[7,5]");
  XlaOp mk = Parameter(&b, 4, S(S32, {4, 6}), "mk");
  EXPECT_EQ(ShapeOf(ReduceWindow({m, mk}, {zero, izero}, argmax, {2, 3}, {2, 3},
                                 Padding::kValid)),
            "(f32[2,2], s32[2,2])");

  XlaComputation ge = CreateScalarComputation(
      "ge", F32, &b, [](XlaOp lhs, XlaOp rhs) { return Ge(lhs, rhs); });
  XlaOp source = Parameter(&b, 5, S(F32, {2, 2}), "source");
  EXPECT_EQ(ShapeOf(SelectAndScatter(m, ge, {2, 3}, {2, 3}, Padding::kValid, source, zero, add)),
            "f32[4,6]");
  EXPECT_EQ(ShapeOf(SelectAndScatterWithGeneralPadding(m, ge, {2, 3}, {2, 3}, {{0, 0}, {0, 0}},
                                                       source, zero, add)),
            "f32[4,6]");
  EXPECT_EQ(ShapeOf(Map(&b, {m, m}, add, {0, 1})), "f32[4,6]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, Sort) {
  XlaBuilder b("sort");
  XlaOp keys = Parameter(&b, 0, S(F32, {3, 8}), "keys");
  XlaOp values = Parameter(&b, 1, S(S32, {3, 8}), "values");
  XlaComputation lt = CreateScalarLtComputation({F32}, &b);
  XlaOp sorted = Sort({keys}, lt);
  EXPECT_EQ(ShapeOf(sorted), "f32[3,8]");
  EXPECT_EQ(b.LookUpInstruction(sorted)->dimensions(), std::vector<int64_t>{1});
  XlaComputation lt2 = CreateScalarLtComputation({F32, S32}, &b);
  XlaOp both = Sort({keys, values}, lt2, /*dimension=*/0, /*is_stable=*/true);
  EXPECT_EQ(ShapeOf(both), "(f32[3,8], s32[3,8])");
  EXPECT_TRUE(b.LookUpInstruction(both)->attributes().is_stable);
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, ControlFlow) {
  XlaBuilder b("control");
  Shape state = ShapeUtil::MakeTupleShape({S(S32, {}), S(F32, {10})});
  auto cond_builder = b.CreateSubBuilder("condition");
  {
    XlaOp p = Parameter(cond_builder.get(), 0, state, "p");
    Lt(GetTupleElement(p, 0), ConstantR0<int32_t>(cond_builder.get(), 1000));
  }
  XlaComputation condition = cond_builder->Build().value();
  auto body_builder = b.CreateSubBuilder("body");
  {
    XlaOp p = Parameter(body_builder.get(), 0, state, "p");
    XlaOp i = GetTupleElement(p, 0);
    XlaOp v = GetTupleElement(p, 1);
    Tuple(body_builder.get(), {Add(i, ConstantR0<int32_t>(body_builder.get(), 1)),
                               Add(v, ConstantR1<float>(body_builder.get(), 10, 1.0f))});
  }
  XlaComputation body = body_builder->Build().value();
  XlaOp init = Tuple(&b, {ConstantR0<int32_t>(&b, 0), ConstantR1<float>(&b, 10, 0.0f)});
  EXPECT_EQ(ShapeOf(While(condition, body, init)), "(s32[], f32[10])");

  auto negate = b.CreateSubBuilder("negate");
  Neg(Parameter(negate.get(), 0, S(F32, {3}), "x"));
  XlaComputation negate_computation = negate->Build().value();
  auto identity = b.CreateSubBuilder("identity");
  Parameter(identity.get(), 0, S(F32, {3}), "x");
  XlaComputation identity_computation = identity->Build().value();
  XlaOp x = Parameter(&b, 0, S(F32, {3}), "x");
  XlaOp pred = Parameter(&b, 1, S(PRED, {}), "pred");
  EXPECT_EQ(ShapeOf(Conditional(pred, x, negate_computation, x, identity_computation)), "f32[3]");
  XlaOp index = Parameter(&b, 2, S(S32, {}), "index");
  const XlaComputation* branches[] = {&negate_computation, &identity_computation,
                                      &negate_computation};
  EXPECT_EQ(ShapeOf(Conditional(index, branches, {x, x, x})), "f32[3]");
  EXPECT_EQ(ShapeOf(Call(&b, negate_computation, {x})), "f32[3]");
  EXPECT_EQ(ShapeOf(CustomCall(&b, "myfunc", {x, pred}, S(F32, {3, 3}), "opaque", true)),
            "f32[3,3]");
  EXPECT_EQ(ShapeOf(CustomCallWithComputation(&b, "with_body", {x}, negate_computation,
                                              S(F32, {3}))),
            "f32[3]");
  EXPECT_EQ(ShapeOf(OptimizationBarrier(Tuple(&b, {x, pred}))), "(f32[3], pred[])");
  XlaComputation computation = BuildAndVerify(b);
  // One copy of `negate` although it is used four times; names stay unique.
  int negates = 0;
  for (const HloComputation* c : computation.module().computations()) {
    if (c->name().rfind("negate", 0) == 0) ++negates;
  }
  EXPECT_EQ(negates, 1);
  // entry, condition, body, negate, identity.
  EXPECT_EQ(computation.module().computation_count(), 5);
}

TEST(BuilderOpsTest, RandomNumbers) {
  XlaBuilder b("rng");
  XlaOp lo = ConstantR0<float>(&b, 0);
  XlaOp hi = ConstantR0<float>(&b, 1);
  EXPECT_EQ(ShapeOf(RngUniform(lo, hi, S(F32, {2, 3}))), "f32[2,3]");
  EXPECT_EQ(ShapeOf(RngNormal(lo, hi, S(F32, {5}))), "f32[5]");
  EXPECT_EQ(ShapeOf(RngBernoulli(ConstantR0<float>(&b, 0.3f), S(U32, {4}))), "u32[4]");
  XlaOp key = Parameter(&b, 0, S(U64, {2}), "key");
  EXPECT_EQ(ShapeOf(RngBitGenerator(RNG_THREE_FRY, key, S(U32, {8}))), "(u64[2], u32[8])");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, Collectives) {
  XlaBuilder b("collectives");
  XlaOp x = Parameter(&b, 0, S(F32, {4, 16}), "x");
  XlaComputation add = CreateScalarAddComputation(F32, &b);
  ReplicaGroup group;
  group.add_replica_ids(0);
  group.add_replica_ids(1);
  EXPECT_EQ(ShapeOf(AllReduce(x, add)), "f32[4,16]");
  EXPECT_EQ(ShapeOf(AllReduce(Tuple(&b, {x, x}), add, {group})), "(f32[4,16], f32[4,16])");
  EXPECT_EQ(ShapeOf(CrossReplicaSum(x)), "f32[4,16]");
  EXPECT_EQ(ShapeOf(AllGather(x, 0, 2, {group})), "f32[8,16]");
  EXPECT_EQ(ShapeOf(ReduceScatter(x, add, 1, 4)), "f32[4,4]");
  EXPECT_EQ(ShapeOf(AllToAll(x, 1, 0, 4)), "f32[16,4]");
  EXPECT_EQ(ShapeOf(AllToAll(x, 0, 0, 2)), "f32[4,16]");
  EXPECT_EQ(ShapeOf(AllToAllTuple({x, x})), "(f32[4,16], f32[4,16])");
  EXPECT_EQ(ShapeOf(CollectivePermute(x, {{0, 1}, {1, 0}})), "f32[4,16]");
  EXPECT_EQ(ShapeOf(ReplicaId(&b)), "u32[]");
  EXPECT_EQ(ShapeOf(PartitionId(&b)), "u32[]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, TokensFeedsAndChannels) {
  XlaBuilder b("io");
  XlaOp token = CreateToken(&b);
  EXPECT_EQ(ShapeOf(token), "token[]");
  EXPECT_EQ(ShapeOf(AfterAll(&b, {token, CreateToken(&b)})), "token[]");
  EXPECT_EQ(ShapeOf(Infeed(&b, S(F32, {2, 3}), "cfg")), "f32[2,3]");
  EXPECT_EQ(ShapeOf(InfeedWithToken(token, S(S32, {4}))), "(s32[4], token[])");
  XlaOp x = Parameter(&b, 0, S(F32, {3}), "x");
  EXPECT_EQ(ShapeOf(OutfeedWithToken(x, token, S(F32, {3}), "")), "token[]");
  Outfeed(x, S(F32, {3}), "");
  ChannelHandle channel = b.CreateChannelHandle();
  EXPECT_EQ(channel.type(), ChannelHandle::DEVICE_TO_DEVICE);
  EXPECT_NE(channel.handle(), b.CreateChannelHandle().handle());
  Send(x, channel);
  EXPECT_EQ(ShapeOf(SendWithToken(x, token, channel)), "token[]");
  EXPECT_EQ(ShapeOf(Recv(&b, S(F32, {3}), channel)), "f32[3]");
  EXPECT_EQ(ShapeOf(RecvWithToken(token, S(F32, {3}), channel)), "(f32[3], token[])");
  EXPECT_TRUE(b.first_error().ok()) << b.first_error();
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, DynamicDimensions) {
  XlaBuilder b("dynamic");
  XlaOp x = Parameter(&b, 0, S(F32, {10}), "x");
  XlaOp size = GetDimensionSize(x, 0);
  EXPECT_EQ(ShapeOf(size), "s32[]");
  EXPECT_EQ(ShapeOf(SetDimensionSize(x, ConstantR0<int32_t>(&b, 5), 0)), "f32[<=10]");
  BuildAndVerify(b);
}

TEST(BuilderOpsTest, MemberFormsOf2017) {
  ComputationBuilder builder("members");
  auto x = builder.Parameter(0, S(F32, {3}), "x");
  auto y = builder.ConstantR1<float>({1, 2, 3});
  auto sum = builder.Add(builder.Mul(x, y), builder.ConstantR0<float>(2));
  EXPECT_EQ(ShapeOf(sum), "f32[3]");
  EXPECT_EQ(ShapeOf(builder.Pow(sum, sum)), "f32[3]");
  EXPECT_EQ(ShapeOf(builder.Sqrt(sum)), "f32[3]");
  EXPECT_EQ(ShapeOf(builder.Reshape(sum, {3, 1})), "f32[3,1]");
  EXPECT_EQ(ShapeOf(builder.Trans(builder.Reshape(sum, {3, 1}))), "f32[1,3]");
  EXPECT_EQ(ShapeOf(builder.Tuple({x, y})), "(f32[3], f32[3])");
  BuildAndVerify(builder);
}

}  // namespace
}  // namespace xla
