// Client: TransferToServer / Execute / ExecuteAndTransfer / Transfer, as in
// seed 002's axpy example, with argument checking and replicas.
#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

// alpha * x + y, as in the tutorial (Mul broadcasts the scalar alpha).
XlaComputation BuildAxpy(const Shape& alpha, const Shape& x, const Shape& y) {
  XlaBuilder builder("axpy");
  auto param_alpha = builder.Parameter(0, alpha, "alpha");
  auto param_x = builder.Parameter(1, x, "x");
  auto param_y = builder.Parameter(2, y, "y");
  builder.Add(builder.Mul(param_alpha, param_x), param_y);
  auto computation = builder.Build();
  EXPECT_TRUE(computation.ok()) << computation.status();
  return *std::move(computation);
}

// x * y + y: element-wise only.
XlaComputation BuildMulAdd() {
  XlaBuilder builder("mul_add");
  Shape shape = ShapeUtil::MakeShape(F32, {3});
  XlaOp x = Parameter(&builder, 0, shape, "x");
  XlaOp y = Parameter(&builder, 1, shape, "y");
  Add(Mul(x, y), y);
  auto computation = builder.Build();
  EXPECT_TRUE(computation.ok()) << computation.status();
  return *std::move(computation);
}

TEST(ClientTest, LocalClientOrDieIsTheCpuSingleton) {
  LocalClient* client = ClientLibrary::LocalClientOrDie();
  ASSERT_NE(client, nullptr);
  EXPECT_EQ(client->platform()->Name(), "cpu");
  EXPECT_EQ(ClientLibrary::ClientLibraryOrDie(), client);
  auto by_name = ClientLibrary::GetOrCreateLocalClient("cpu");
  ASSERT_TRUE(by_name.ok()) << by_name.status();
  EXPECT_EQ(*by_name, client);
  auto interpreter = ClientLibrary::GetOrCreateLocalClient("interpreter");
  ASSERT_TRUE(interpreter.ok()) << interpreter.status();
  EXPECT_NE(*interpreter, client);
}

TEST(ClientTest, UnknownPlatformIsAnError) {
  auto gpu = ClientLibrary::GetOrCreateLocalClient("gpu");
  ASSERT_FALSE(gpu.ok());
  EXPECT_TRUE(absl::StrContains(gpu.status().message(), "not available yet")) << gpu.status();
  EXPECT_FALSE(ClientLibrary::GetOrCreateLocalClient("nonesuch").ok());
}

TEST(ClientTest, AxpyWithParameters) {
  Client* client = ClientLibrary::ClientLibraryOrDie();
  Literal alpha = LiteralUtil::CreateR0<float>(3.5f);
  Literal x = LiteralUtil::CreateR1<float>({1, 2, 3, 4});
  Literal y = LiteralUtil::CreateR1<float>({10, 20, 30, 40});
  XlaComputation computation = BuildAxpy(alpha.shape(), x.shape(), y.shape());

  auto alpha_data = client->TransferToServer(alpha);
  auto x_data = client->TransferToServer(x);
  auto y_data = client->TransferToServer(y);
  ASSERT_TRUE(alpha_data.ok() && x_data.ok() && y_data.ok());
  auto result = client->ExecuteAndTransfer(
      computation, {alpha_data->get(), x_data->get(), y_data->get()});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<float>({13.5f, 27, 40.5f, 54}));
}

TEST(ClientTest, AxpyWithConstants) {
  Client* client = ClientLibrary::ClientLibraryOrDie();
  XlaBuilder builder("axpy");
  std::vector<float> x = {1, 2, 3, 4}, y = {10, 20, 30, 40};
  auto axpy = builder.Add(
      builder.Mul(builder.ConstantR0<float>(3.5f), builder.ConstantR1<float>(x)),
      builder.ConstantR1<float>(y));
  (void)axpy;
  auto computation = builder.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();
  auto result = client->ExecuteAndTransfer(*computation, {});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<float>({13.5f, 27, 40.5f, 54}));
}

TEST(ClientTest, ExecuteThenTransferAndChain) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaComputation computation = BuildMulAdd();
  auto x = client->TransferToServer(LiteralUtil::CreateR1<float>({1, 2, 3}));
  auto y = client->TransferToServer(LiteralUtil::CreateR1<float>({4, 5, 6}));
  ASSERT_TRUE(x.ok() && y.ok());
  auto data = client->Execute(computation, {x->get(), y->get()});
  ASSERT_TRUE(data.ok()) << data.status();
  EXPECT_TRUE(ShapeUtil::Compatible((*data)->shape(), ShapeUtil::MakeShape(F32, {3})));
  // The result feeds the next execution without leaving the service.
  auto again = client->Execute(computation, {data->get(), y->get()});
  ASSERT_TRUE(again.ok()) << again.status();
  auto literal = client->Transfer(**again);
  ASSERT_TRUE(literal.ok()) << literal.status();
  // (x*y+y)*y+y = {8,15,24}*... : {8*4+4, 15*5+5, 24*6+6}
  EXPECT_EQ(*literal, LiteralUtil::CreateR1<float>({36, 80, 150}));
}

TEST(ClientTest, TransferWithLayout) {
  Client* client = ClientLibrary::LocalClientOrDie();
  Literal m = LiteralUtil::CreateR2<float>({{1, 2}, {3, 4}});
  auto data = client->TransferToServer(m);
  ASSERT_TRUE(data.ok());
  Shape column_major = ShapeUtil::MakeShapeWithLayout(F32, {2, 2}, {0, 1});
  auto back = client->Transfer(**data, &column_major);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, m);
  EXPECT_EQ(back->shape().layout(), LayoutUtil::MakeLayout({0, 1}));
  Shape wrong = ShapeUtil::MakeShape(F32, {4});
  EXPECT_FALSE(client->Transfer(**data, &wrong).ok());
}

TEST(ClientTest, ArgumentMismatchesAreClearErrors) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaComputation computation = BuildMulAdd();
  auto good = client->TransferToServer(LiteralUtil::CreateR1<float>({1, 2, 3}));
  auto short_vector = client->TransferToServer(LiteralUtil::CreateR1<float>({1, 2}));
  auto ints = client->TransferToServer(LiteralUtil::CreateR1<int32_t>({1, 2, 3}));
  ASSERT_TRUE(good.ok() && short_vector.ok() && ints.ok());

  auto count = client->Execute(computation, {good->get()});
  ASSERT_FALSE(count.ok());
  EXPECT_EQ(count.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(count.status().message(), "takes 2 arguments")) << count.status();

  auto shape = client->Execute(computation, {good->get(), short_vector->get()});
  ASSERT_FALSE(shape.ok());
  EXPECT_TRUE(absl::StrContains(shape.status().message(), "argument 1 (y)")) << shape.status();
  EXPECT_TRUE(absl::StrContains(shape.status().message(), "f32[2]")) << shape.status();

  auto type = client->ExecuteAndTransfer(computation, {ints->get(), good->get()});
  ASSERT_FALSE(type.ok());
  EXPECT_TRUE(absl::StrContains(type.status().message(), "element type")) << type.status();

  EXPECT_FALSE(client->Execute(computation, {good->get(), nullptr}).ok());
  EXPECT_FALSE(client->Execute(XlaComputation(), {}).ok());
}

TEST(ClientTest, ReplicaCountIsAnExecutionOption) {
  Client* client = ClientLibrary::LocalClientOrDie();
  XlaBuilder builder("replica_id");
  ReplicaId(&builder);
  auto computation = builder.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();

  ExecutionOptions options;
  options.set_num_replicas(4);
  auto data = client->Execute(*computation, {}, &options);
  ASSERT_TRUE(data.ok()) << data.status();
  ASSERT_EQ((*data)->replica_count(), 4);
  for (uint32_t r = 0; r < 4; ++r) {
    EXPECT_EQ((*data)->value(r), LiteralUtil::CreateR0<uint32_t>(r));
  }
  auto first = client->Transfer(**data);
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(*first, LiteralUtil::CreateR0<uint32_t>(0));

  options.set_num_replicas(0);
  auto refused = client->Execute(*computation, {}, &options);
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(absl::StrContains(refused.status().message(), "replica count")) << refused.status();
}

TEST(ClientTest, DeconstructTuple) {
  Client* client = ClientLibrary::LocalClientOrDie();
  auto data = client->TransferToServer(LiteralUtil::MakeTupleOwned(
      LiteralUtil::CreateR0<int32_t>(7), LiteralUtil::CreateR1<float>({1, 2})));
  ASSERT_TRUE(data.ok());
  auto parts = client->DeconstructTuple(**data);
  ASSERT_TRUE(parts.ok()) << parts.status();
  ASSERT_EQ(parts->size(), 2u);
  EXPECT_EQ((*parts)[0]->value(), LiteralUtil::CreateR0<int32_t>(7));
  auto not_tuple = client->TransferToServer(LiteralUtil::CreateR0<int32_t>(1));
  EXPECT_FALSE(client->DeconstructTuple(**not_tuple).ok());
}

}  // namespace
}  // namespace xla
