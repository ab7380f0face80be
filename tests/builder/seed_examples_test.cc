// The code examples of the seed documents, as written there apart from
// namespaces and StatusOr handling (`.ConsumeValueOrDie()` -> `.value()`,
// `util::StatusOr<std::unique_ptr<Computation>>` ->
// `absl::StatusOr<Computation>`, `gtl::ArraySlice` -> `absl::Span<const>`).
// Each built module is checked (program shape, verifier, HLO text).
#include "absl/strings/match.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/xla_builder.h"
#include "gtest/gtest.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::BuildAndVerify;

std::string ProgramShapeOf(const XlaComputation& computation) {
  absl::StatusOr<ProgramShape> shape = computation.GetProgramShape();
  return shape.ok() ? shape->ToString() : std::string(shape.status().message());
}

// ---- seed 002: "Getting started - basic example" (axpy with parameters).
absl::StatusOr<xla::Computation> BuildAxpyParameters(const xla::Literal& alpha,
                                                     const xla::Literal& x,
                                                     const xla::Literal& y) {
  xla::Client* client = nullptr;  // xla::ClientLibrary::ClientLibraryOrDie()
  xla::ComputationBuilder builder(client, "axpy");

  // Build the actual XLA computation graph. It's a function taking
  // three parameters and computing a single output.
  auto param_alpha = builder.Parameter(0, alpha.shape(), "alpha");
  auto param_x = builder.Parameter(1, x.shape(), "x");
  auto param_y = builder.Parameter(2, y.shape(), "y");
  auto axpy = builder.Add(builder.Mul(param_alpha, param_x), param_y);
  (void)axpy;

  // We're done building the graph. Create a computation on the server.
  absl::StatusOr<xla::Computation> computation_status = builder.Build();
  return computation_status;
}

TEST(SeedExamplesTest, AxpyWithParameters) {
  Literal alpha = LiteralUtil::CreateR0<float>(3.1415926535f);
  Literal x = LiteralUtil::CreateR1<float>({-1.0f, 1.0f, 2.0f, -2.0f});
  Literal y = LiteralUtil::CreateR1<float>({5.0f, 5.0f, 5.0f, 5.0f});
  absl::StatusOr<Computation> computation = BuildAxpyParameters(alpha, x, y);
  ASSERT_TRUE(computation.ok()) << computation.status();
  EXPECT_EQ(ProgramShapeOf(*computation), "(alpha: f32[], x: f32[4], y: f32[4]) -> f32[4]");
  EXPECT_TRUE(HloVerifier::Verify(computation->module()).ok());
  std::string text = computation->ToString();
  EXPECT_TRUE(absl::StrContains(text, "HloModule axpy")) << text;
  EXPECT_TRUE(absl::StrContains(text, "multiply(")) << text;
  EXPECT_TRUE(absl::StrContains(text, "broadcast(")) << text;  // the scalar alpha
  EXPECT_TRUE(absl::StrContains(text, "ROOT")) << text;
}

// ---- seed 002: "Constants vs. parameters" (axpy with constants).
absl::StatusOr<xla::Computation> BuildAxpyConstants(float alpha, absl::Span<const float> x,
                                                    absl::Span<const float> y) {
  xla::Client* client = nullptr;  // xla::ClientLibrary::ClientLibraryOrDie()
  xla::ComputationBuilder builder(client, "axpy");

  auto constant_alpha = builder.ConstantR0<float>(alpha);
  auto constant_x = builder.ConstantR1<float>(x);
  auto constant_y = builder.ConstantR1<float>(y);
  auto axpy = builder.Add(builder.Mul(constant_alpha, constant_x), constant_y);
  (void)axpy;

  absl::StatusOr<xla::Computation> computation_status = builder.Build();
  return computation_status;
}

TEST(SeedExamplesTest, AxpyWithConstants) {
  std::vector<float> x = {-1.0f, 1.0f, 2.0f, -2.0f};
  std::vector<float> y = {5.0f, 5.0f, 5.0f, 5.0f};
  absl::StatusOr<Computation> computation = BuildAxpyConstants(3.14f, x, y);
  ASSERT_TRUE(computation.ok()) << computation.status();
  EXPECT_EQ(ProgramShapeOf(*computation), "() -> f32[4]");
  EXPECT_TRUE(HloVerifier::Verify(computation->module()).ok());
  EXPECT_TRUE(absl::StrContains(computation->ToString(), "constant(")) << computation->ToString();
}

// ---- The same axpy in today's free-function style.
TEST(SeedExamplesTest, AxpyFreeFunctions) {
  XlaBuilder b("axpy");
  XlaOp alpha = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {}), "alpha");
  XlaOp x = Parameter(&b, 1, ShapeUtil::MakeShape(F32, {4}), "x");
  XlaOp y = Parameter(&b, 2, ShapeUtil::MakeShape(F32, {4}), "y");
  Add(Mul(alpha, x), y);
  XlaComputation computation = BuildAndVerify(b);
  EXPECT_EQ(ProgramShapeOf(computation), "(alpha: f32[], x: f32[4], y: f32[4]) -> f32[4]");
}

// ---- seed 000 / 001 / 002: ReduceWindow with a max reducer.
TEST(SeedExamplesTest, ReduceWindowMax) {
  Client* client_ = nullptr;
  // `XlaComputation max;` in the seed: a StatusOr here so `*max` reads as written.
  absl::StatusOr<XlaComputation> max;

  // Create a computation for the reduction (maximum).
  {
    XlaBuilder builder(client_, "max");
    auto y = builder.Parameter(0, ShapeUtil::MakeShape(F32, {}), "y");
    auto x = builder.Parameter(1, ShapeUtil::MakeShape(F32, {}), "x");
    builder.Max(y, x);
    max = builder.Build().value();
  }

  // Create a ReduceWindow computation with the max reduction computation.
  XlaBuilder builder(client_, "reduce_window_2x3");
  auto shape = ShapeUtil::MakeShape(F32, {4, 6});
  auto input = builder.Parameter(0, shape, "input");
  builder.ReduceWindow(
      input,
      /*init_val=*/builder.ConstantLiteral(LiteralUtil::MinValue(F32)),
      *max,
      /*window_dimensions=*/{2, 3},
      /*window_stride_dimensions=*/{2, 3},
      Padding::kValid);

  XlaComputation computation = BuildAndVerify(builder);
  EXPECT_EQ(ProgramShapeOf(computation), "(input: f32[4,6]) -> f32[2,2]");
  EXPECT_EQ(computation.module().computation_count(), 2);
  std::string text = computation.ToString();
  EXPECT_TRUE(absl::StrContains(text, "reduce-window(")) << text;
  EXPECT_TRUE(absl::StrContains(text, "to_apply=")) << text;
  EXPECT_TRUE(absl::StrContains(text, "maximum(")) << text;
}

// ---- seed 000: the min reduce-window over [10000, 1000, 100, 10, 1].
TEST(SeedExamplesTest, ReduceWindowPaddingExample) {
  XlaBuilder b("reduce_window_min");
  XlaOp input = ConstantR1<float>(&b, {10000, 1000, 100, 10, 1});
  XlaComputation min = CreateScalarMinComputation(F32, &b);
  XlaOp init = ConstantLiteral(&b, LiteralUtil::MaxValue(F32));
  XlaOp valid = ReduceWindow(input, init, min, {3}, {2}, Padding::kValid);
  XlaOp same = ReduceWindow(input, init, min, {3}, {2}, Padding::kSame);
  EXPECT_EQ(testing::ShapeOf(valid), "f32[2]");
  EXPECT_EQ(testing::ShapeOf(same), "f32[3]");
  Tuple(&b, {valid, same});
  BuildAndVerify(b);
}

// ---- seed 000: AllToAll.
TEST(SeedExamplesTest, AllToAll) {
  XlaBuilder b("alltoall");
  auto x = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {4, 16}), "x");
  AllToAll(x, /*split_dimension=*/1, /*concat_dimension=*/0, /*split_count=*/4);
  XlaComputation computation = BuildAndVerify(b);
  EXPECT_EQ(ProgramShapeOf(computation), "(x: f32[4,16]) -> f32[16,4]");
  EXPECT_TRUE(absl::StrContains(computation.ToString(), "all-to-all(")) << computation.ToString();
}

// ---- seed 000: While (the pseudocode of while_test.cc, built for real).
//   init = {0, zero_vector[10]}; while (result(0) < 1000) {
//     result = {result(0) + 1, result(1) + constant_vector[10]} }
TEST(SeedExamplesTest, While) {
  Shape result_shape = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(S32, {}), ShapeUtil::MakeShape(F32, {10})});

  XlaComputation condition;
  {
    XlaBuilder builder("condition");
    auto prev = Parameter(&builder, 0, result_shape, "prev");
    auto iteration = GetTupleElement(prev, 0);
    Gt(ConstantR0<int32_t>(&builder, 1000), iteration);
    condition = builder.Build().value();
  }

  XlaComputation body;
  {
    XlaBuilder builder("body");
    auto prev = Parameter(&builder, 0, result_shape, "prev");
    auto iteration = GetTupleElement(prev, 0);
    auto weights = GetTupleElement(prev, 1);
    auto input = ConstantR1<float>(&builder, 10, 1.f);
    auto new_weights = Add(weights, input);
    Tuple(&builder, {Add(iteration, ConstantR0<int32_t>(&builder, 1)), new_weights});
    body = builder.Build().value();
  }

  XlaBuilder builder("while");
  auto init = Tuple(&builder, {ConstantR0<int32_t>(&builder, 0),
                               ConstantR1<float>(&builder, 10, 0.f)});
  auto result = While(condition, body, init);
  (void)result;

  XlaComputation computation = BuildAndVerify(builder);
  EXPECT_EQ(ProgramShapeOf(computation), "() -> (s32[], f32[10])");
  EXPECT_EQ(computation.module().computation_count(), 3);
  std::string text = computation.ToString();
  EXPECT_TRUE(absl::StrContains(text, "while(")) << text;
  EXPECT_TRUE(absl::StrContains(text, "condition=")) << text;
  EXPECT_TRUE(absl::StrContains(text, "body=")) << text;
}

// ---- seed 000: CustomCall("myfunc", {x, y}, f32[3x3]).
TEST(SeedExamplesTest, CustomCall) {
  XlaBuilder b("custom_call");
  auto x = ConstantR1<float>(&b, {1, 2});
  auto y = ConstantR2<float>(&b, {{10, 20, 30}, {40, 50, 60}});
  CustomCall(&b, "myfunc", {x, y}, ShapeUtil::MakeShape(F32, {3, 3}));
  XlaComputation computation = BuildAndVerify(b);
  EXPECT_EQ(ProgramShapeOf(computation), "() -> f32[3,3]");
  std::string text = computation.ToString();
  EXPECT_TRUE(absl::StrContains(text, "custom-call(")) << text;
  EXPECT_TRUE(absl::StrContains(text, "myfunc")) << text;
}

// ---- seed 000: DotGeneral with contracting, then batch dimension numbers.
TEST(SeedExamplesTest, DotGeneral) {
  XlaBuilder b("dot_general");
  auto lhs = ConstantR2<float>(&b, {{1.0, 2.0, 3.0}, {4.0, 5.0, 6.0}});
  auto rhs = ConstantR2<float>(&b, {{1.0, 1.0, 1.0}, {2.0, 2.0, 2.0}});
  {
    DotDimensionNumbers dnums;
    dnums.add_lhs_contracting_dimensions(1);
    dnums.add_rhs_contracting_dimensions(1);
    EXPECT_EQ(testing::ShapeOf(DotGeneral(lhs, rhs, dnums)), "f32[2,2]");
  }
  auto batch_lhs = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {2, 2, 2}), "lhs");
  auto batch_rhs = Parameter(&b, 1, ShapeUtil::MakeShape(F32, {2, 2, 2}), "rhs");
  DotDimensionNumbers dnums;
  dnums.add_lhs_contracting_dimensions(2);
  dnums.add_rhs_contracting_dimensions(1);
  dnums.add_lhs_batch_dimensions(0);
  dnums.add_rhs_batch_dimensions(0);
  DotGeneral(batch_lhs, batch_rhs, dnums);
  XlaComputation computation = BuildAndVerify(b);
  EXPECT_EQ(ProgramShapeOf(computation), "(lhs: f32[2,2,2], rhs: f32[2,2,2]) -> f32[2,2,2]");
  EXPECT_TRUE(absl::StrContains(computation.ToString(), "lhs_batch_dims={0}"))
      << computation.ToString();
}

// ---- seed 000: Gather of 5 slices [8,6] from [16,11], then with [4,5,2]
// indices.
TEST(SeedExamplesTest, Gather) {
  XlaBuilder b("gather");
  auto operand = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {16, 11}), "operand");
  auto indices = Parameter(&b, 1, ShapeUtil::MakeShape(S64, {5, 2}), "indices");
  auto batched = Parameter(&b, 2, ShapeUtil::MakeShape(S64, {4, 5, 2}), "batched");
  GatherDimensionNumbers dnums;
  dnums.add_offset_dims(1);
  dnums.add_offset_dims(2);
  dnums.add_start_index_map(0);
  dnums.add_start_index_map(1);
  dnums.set_index_vector_dim(1);
  EXPECT_EQ(testing::ShapeOf(Gather(operand, indices, dnums, {8, 6})), "f32[5,8,6]");
  GatherDimensionNumbers batched_dnums;
  batched_dnums.add_offset_dims(2);
  batched_dnums.add_offset_dims(3);
  batched_dnums.add_start_index_map(0);
  batched_dnums.add_start_index_map(1);
  batched_dnums.set_index_vector_dim(2);
  Gather(operand, batched, batched_dnums, {8, 6}, /*indices_are_sorted=*/true);
  XlaComputation computation = BuildAndVerify(b);
  EXPECT_EQ(ProgramShapeOf(computation),
            "(operand: f32[16,11], indices: s64[5,2], batched: s64[4,5,2]) -> f32[4,5,8,6]");
  EXPECT_TRUE(absl::StrContains(computation.ToString(), "gather(")) << computation.ToString();
}

// ---- Build(root) picks a root other than the last op; GetProgramShape
// agrees with the built computation.
TEST(SeedExamplesTest, BuildWithRoot) {
  XlaBuilder b("root");
  XlaOp x = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {2}), "x");
  XlaOp doubled = Add(x, x);
  Neg(x);
  EXPECT_EQ(b.GetProgramShape().value().ToString(), "(x: f32[2]) -> f32[2]");
  absl::StatusOr<XlaComputation> computation = b.Build(doubled);
  ASSERT_TRUE(computation.ok()) << computation.status();
  EXPECT_EQ(computation->module().entry_computation()->root_instruction()->opcode(),
            HloOpcode::kAdd);
  // The builder stays usable: building again gives the same signature.
  absl::StatusOr<XlaComputation> again = b.Build();
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->module().entry_computation()->root_instruction()->opcode(),
            HloOpcode::kNegate);
}

}  // namespace
}  // namespace xla

namespace xla {
namespace {

TEST(XlaComputationTest, CopiesShareAndClonesAreIndependent) {
  XlaBuilder b("square");
  XlaOp x = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {3}), "x");
  Square(x);
  XlaComputation computation = b.Build().value();
  XlaComputation copy = computation;
  EXPECT_EQ(&copy.module(), &computation.module());
  EXPECT_EQ(copy.name(), "square");
  absl::StatusOr<std::unique_ptr<HloModule>> clone = computation.CloneModule();
  ASSERT_TRUE(clone.ok());
  EXPECT_NE(clone->get(), &computation.module());
  EXPECT_EQ((*clone)->ToString(), computation.ToString());
  EXPECT_TRUE(XlaComputation().IsNull());
  EXPECT_FALSE(XlaComputation().GetProgramShape().ok());
  EXPECT_EQ(XlaComputation().ToString(), "");
}

}  // namespace
}  // namespace xla
