// Client::ComputeConstant and BuildConstantSubGraph.
#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"
#include "axle/runtime/constant_subgraph.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

TEST(ComputeConstantTest, ConstantExpression) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaBuilder builder("c");
  XlaOp a = ConstantR1<int32_t>(&builder, {1, 2, 3});
  XlaOp b = ConstantR1<int32_t>(&builder, {10, 20, 30});
  XlaOp sum = Add(Mul(a, a), b);
  auto value = client->ComputeConstant(sum);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(*value, LiteralUtil::CreateR1<int32_t>({11, 24, 39}));
}

TEST(ComputeConstantTest, IgnoresUnrelatedParameters) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaBuilder builder("mixed");
  Shape shape = ShapeUtil::MakeShape(F32, {2});
  XlaOp x = Parameter(&builder, 0, shape, "x");
  XlaOp c = Sub(ConstantR1<float>(&builder, {5, 6}), ConstantR1<float>(&builder, {1, 1}));
  XlaOp uses_x = Add(x, c);
  (void)uses_x;  // built after c, still in the builder
  auto value = client->ComputeConstant(c);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(*value, LiteralUtil::CreateR1<float>({4, 5}));

  auto subgraph = BuildConstantSubGraph(c);
  ASSERT_TRUE(subgraph.ok()) << subgraph.status();
  EXPECT_EQ(subgraph->module().entry_computation()->num_parameters(), 0);
  auto program_shape = subgraph->GetProgramShape();
  ASSERT_TRUE(program_shape.ok());
  EXPECT_EQ(program_shape->parameters_size(), 0);
}

TEST(ComputeConstantTest, ParameterDependentValueIsAnError) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaBuilder builder("p");
  XlaOp x = Parameter(&builder, 0, ShapeUtil::MakeShape(F32, {2}), "x");
  XlaOp y = Neg(Add(x, ConstantR1<float>(&builder, {1, 2})));
  auto value = client->ComputeConstant(y);
  ASSERT_FALSE(value.ok());
  EXPECT_EQ(value.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(value.status().message(), "parameter 0 (x)")) << value.status();
  EXPECT_FALSE(BuildConstantSubGraph(y).ok());
}

TEST(ComputeConstantTest, WholeComputationAndOutputLayout) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaBuilder builder("m");
  Neg(ConstantR2<float>(&builder, {{1, 2}, {3, 4}}));
  auto computation = builder.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();
  Layout column_major = LayoutUtil::MakeLayout({0, 1});
  auto value = client->ComputeConstant(*computation, &column_major);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(*value, LiteralUtil::CreateR2<float>({{-1, -2}, {-3, -4}}));
  EXPECT_EQ(value->shape().layout(), column_major);
  Layout bad = LayoutUtil::MakeLayout({0});
  EXPECT_FALSE(client->ComputeConstant(*computation, &bad).ok());
}

TEST(ComputeConstantTest, CalledComputationsComeAlong) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaBuilder builder("calls");
  std::unique_ptr<XlaBuilder> sub = builder.CreateSubBuilder("double");
  XlaOp p = Parameter(sub.get(), 0, ShapeUtil::MakeShape(S32, {}), "v");
  Add(p, p);
  auto doubler = sub->Build();
  ASSERT_TRUE(doubler.ok()) << doubler.status();
  XlaOp result = Call(&builder, *doubler, {ConstantR0<int32_t>(&builder, 21)});
  auto value = client->ComputeConstant(result);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(*value, LiteralUtil::CreateR0<int32_t>(42));
}

TEST(ComputeConstantTest, BuilderErrorsAndNullOps) {
  Client* client = ClientLibrary::LocalClientOrDie();
  EXPECT_FALSE(client->ComputeConstant(XlaOp()).ok());
  EXPECT_FALSE(client->ComputeConstant(XlaComputation()).ok());
  XlaBuilder builder("bad");
  XlaOp bad = Add(ConstantR1<float>(&builder, {1, 2}), ConstantR1<float>(&builder, {1, 2, 3}));
  auto value = client->ComputeConstant(bad);
  ASSERT_FALSE(value.ok());
  EXPECT_TRUE(absl::StrContains(value.status().message(), "Add")) << value.status();
}

}  // namespace
}  // namespace xla
