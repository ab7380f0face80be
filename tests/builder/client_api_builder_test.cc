// XLA client API pieces of the builder (issue 10 part 2): Array constants,
// LiteralSlice constants, Copy, TopK, variadic And/Or, IsConstant,
// BuildConstantSubGraph, the kConv* constants, RaggedDot, CollectiveBroadcast,
// RaggedAllToAll and the lib helpers' shapes and errors. Values are checked
// on the interpreter in tests/runtime/client_api_test.cc.
#include "absl/strings/match.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/lib/comparators.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/lib/math.h"
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

TEST(ClientApiBuilderTest, ArrayAndSliceConstants) {
  XlaBuilder b("constants");
  EXPECT_EQ(ShapeOf(ConstantR2FromArray2D<float>(&b, Array2D<float>({{1, 2, 3}, {4, 5, 6}}))),
            "f32[2,3]");
  EXPECT_EQ(ShapeOf(ConstantR3FromArray3D<int32_t>(&b, Array3D<int32_t>(2, 3, 4))), "s32[2,3,4]");
  EXPECT_EQ(ShapeOf(ConstantR4FromArray4D<float>(&b, Array4D<float>(1, 2, 3, 4))), "f32[1,2,3,4]");
  Literal tuple = LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<float>({1, 2}),
                                              LiteralUtil::CreateR0<int32_t>(3));
  XlaOp element = ConstantLiteral(&b, LiteralSlice(tuple, {1}));
  EXPECT_EQ(ShapeOf(element), "s32[]");
  EXPECT_EQ(b.LookUpInstruction(element)->literal(), LiteralUtil::CreateR0<int32_t>(3));
  BuildAndVerify(b);
}

TEST(ClientApiBuilderTest, CopyTopKAndVariadicLogic) {
  XlaBuilder b("ops");
  XlaOp x = Parameter(&b, 0, S(F32, {3, 5}), "x");
  XlaOp p = Parameter(&b, 1, S(PRED, {4}), "p");
  XlaOp copy = Copy(x);
  EXPECT_EQ(ShapeOf(copy), "f32[3,5]");
  EXPECT_EQ(b.LookUpInstruction(copy)->opcode(), HloOpcode::kCopy);
  XlaOp top = TopK(x, 2, /*largest=*/true);
  EXPECT_EQ(ShapeOf(top), "(f32[3,2], s32[3,2])");
  EXPECT_EQ(b.LookUpInstruction(top)->attributes().top_k, 2);
  EXPECT_EQ(ShapeOf(And(p, p, p)), "pred[4]");
  EXPECT_EQ(ShapeOf(Or(p, p, p, p, p)), "pred[4]");
  BuildAndVerify(b);

  XlaBuilder bad("bad");
  TopK(Parameter(&bad, 0, S(F32, {3}), "x"), 4, true);
  EXPECT_TRUE(absl::StartsWith(bad.first_error().message(), "TopK:")) << bad.first_error();
}

TEST(ClientApiBuilderTest, IsConstantAndBuildConstantSubGraph) {
  XlaBuilder b("is_constant");
  XlaOp x = Parameter(&b, 0, S(F32, {2}), "x");
  XlaOp c = Add(ConstantR1<float>(&b, {1, 2}), ConstantR0<float>(&b, 3));
  XlaOp mixed = Mul(c, x);
  EXPECT_EQ(*b.IsConstant(c), true);
  EXPECT_EQ(*b.IsConstant(mixed), false);
  EXPECT_EQ(*b.IsConstant(x), false);
  EXPECT_EQ(
      *b.IsConstant(RngUniform(ConstantR0<float>(&b, 0), ConstantR0<float>(&b, 1), S(F32, {2}))),
      false);
  EXPECT_FALSE(b.IsConstant(XlaOp()).ok());
  absl::StatusOr<XlaComputation> sub = b.BuildConstantSubGraph(c);
  ASSERT_TRUE(sub.ok()) << sub.status();
  ProgramShape shape = *sub->GetProgramShape();
  EXPECT_EQ(shape.parameters_size(), 0);
  EXPECT_EQ(shape.result().ToString(), "f32[2]");
  absl::StatusOr<XlaComputation> refused = b.BuildConstantSubGraph(mixed);
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(absl::StrContains(refused.status().message(), "depends on parameter 0"))
      << refused.status();
}

TEST(ClientApiBuilderTest, ConvDimensionConstants) {
  EXPECT_EQ(XlaBuilder::kConvBatchDimension, 0);
  EXPECT_EQ(XlaBuilder::kConvFeatureDimension, 1);
  EXPECT_EQ(XlaBuilder::kConvFirstSpatialDimension, 2);
  EXPECT_EQ(XlaBuilder::kConvSecondSpatialDimension, 3);
  EXPECT_EQ(XlaBuilder::kConvKernelOutputDimension, 0);
  EXPECT_EQ(XlaBuilder::kConvKernelInputDimension, 1);
  EXPECT_EQ(XlaBuilder::kConvKernelFirstSpatialDimension, 2);
  EXPECT_EQ(XlaBuilder::kConvKernelSecondSpatialDimension, 3);
  ConvolutionDimensionNumbers dnums = XlaBuilder::CreateDefaultConvDimensionNumbers(2);
  EXPECT_EQ(dnums.input_batch_dimension(), XlaBuilder::kConvBatchDimension);
  EXPECT_EQ(dnums.input_feature_dimension(), XlaBuilder::kConvFeatureDimension);
  EXPECT_EQ(dnums.kernel_output_feature_dimension(), XlaBuilder::kConvKernelOutputDimension);
  EXPECT_EQ(dnums.kernel_input_feature_dimension(), XlaBuilder::kConvKernelInputDimension);
  ASSERT_EQ(dnums.input_spatial_dimensions_size(), 2);
  EXPECT_EQ(dnums.input_spatial_dimensions(1), XlaBuilder::kConvSecondSpatialDimension);
  EXPECT_EQ(dnums.kernel_spatial_dimensions(0), XlaBuilder::kConvKernelFirstSpatialDimension);
}

TEST(ClientApiBuilderTest, RaggedAndCollectiveOps) {
  XlaBuilder b("ragged");
  XlaOp lhs = Parameter(&b, 0, S(F32, {6, 4}), "lhs");
  XlaOp rhs = Parameter(&b, 1, S(F32, {3, 4, 5}), "rhs");
  XlaOp groups = Parameter(&b, 2, S(S32, {3}), "groups");
  RaggedDotDimensionNumbers dnums;
  dnums.mutable_dot_dimension_numbers()->add_lhs_contracting_dimensions(1);
  dnums.mutable_dot_dimension_numbers()->add_rhs_contracting_dimensions(1);
  dnums.add_lhs_ragged_dimensions(0);
  dnums.add_rhs_group_dimensions(0);
  EXPECT_EQ(ShapeOf(RaggedDot(lhs, rhs, groups, dnums)), "f32[6,5]");
  XlaOp v = Parameter(&b, 3, S(F32, {4}), "v");
  EXPECT_EQ(ShapeOf(CollectiveBroadcast(v, {})), "f32[4]");
  XlaOp offsets = Parameter(&b, 4, S(S32, {1}), "offsets");
  XlaOp out = RaggedAllToAll(v, offsets, offsets, v, offsets, offsets);
  EXPECT_EQ(ShapeOf(out), "f32[4]");
  // HLO order: input, output, input_offsets, send_sizes, output_offsets, recv_sizes.
  EXPECT_EQ(b.LookUpInstruction(out)->operand_count(), 6);
  BuildAndVerify(b);
}

TEST(ClientApiBuilderTest, LibHelperShapesAndErrors) {
  XlaBuilder b("lib");
  XlaOp x = Parameter(&b, 0, S(F32, {2, 3}), "x");
  XlaOp p = Parameter(&b, 1, S(PRED, {2, 3}), "p");
  EXPECT_EQ(ShapeOf(ArgMax(x, S32, 1)), "s32[2]");
  EXPECT_EQ(ShapeOf(ArgMin(x, S64, 0)), "s64[3]");
  EXPECT_EQ(ShapeOf(Any(p)), "pred[]");
  EXPECT_EQ(ShapeOf(All(p)), "pred[]");
  EXPECT_EQ(ShapeOf(Zeros(&b, S(S32, {4}))), "s32[4]");
  EXPECT_EQ(ShapeOf(ZerosLike(x)), "f32[2,3]");
  EXPECT_EQ(ShapeOf(Epsilon(&b, BF16)), "bf16[]");
  EXPECT_EQ(ShapeOf(NanValue(&b, F64)), "f64[]");
  EXPECT_EQ(ShapeOf(MaxFiniteValue(&b, S8)), "s8[]");
  EXPECT_EQ(ShapeOf(MinFiniteValue(&b, F16)), "f16[]");
  for (XlaOp op : {IsNan(x), IsInf(x), IsPosInf(x), IsNegInf(x)}) {
    EXPECT_EQ(ShapeOf(op), "pred[2,3]");
  }
  std::vector<PrimitiveType> types = {F32, S32};
  EXPECT_EQ(CreateScalarLtComputation(types, &b).GetProgramShape()->parameters_size(), 4);
  BuildAndVerify(b);

  for (auto make_error : std::vector<std::function<void(XlaBuilder*)>>{
           [](XlaBuilder* e) { Epsilon(e, S32); },
           [](XlaBuilder* e) { NanValue(e, U8); },
           [](XlaBuilder* e) { MaxFiniteValue(e, C64); },
           [](XlaBuilder* e) { IsNan(Parameter(e, 0, S(S32, {2}), "i")); },
           [](XlaBuilder* e) { Any(Parameter(e, 0, S(F32, {2}), "f")); },
           [](XlaBuilder* e) { ArgMax(Parameter(e, 0, S(F32, {2}), "f"), S32, 1); },
           [](XlaBuilder* e) { ArgMin(Parameter(e, 0, S(F32, {2}), "f"), F32, 0); },
       }) {
    XlaBuilder e("error");
    make_error(&e);
    EXPECT_FALSE(e.first_error().ok());
  }
}

}  // namespace
}  // namespace xla
