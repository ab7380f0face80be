// LocalClient::Compile and LocalExecutable::Run on buffers.
#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

XlaComputation BuildSubtract(const Shape& shape) {
  XlaBuilder builder("sub");
  Sub(Parameter(&builder, 0, shape, "a"), Parameter(&builder, 1, shape, "b"));
  auto computation = builder.Build();
  EXPECT_TRUE(computation.ok()) << computation.status();
  return *std::move(computation);
}

TEST(LocalClientTest, CompileOnceRunMany) {
  LocalClient* client = ClientLibrary::LocalClientOrDie();
  Shape shape = ShapeUtil::MakeShape(S32, {3});
  auto executables = client->Compile(BuildSubtract(shape), {&shape, &shape},
                                     ExecutableBuildOptions());
  ASSERT_TRUE(executables.ok()) << executables.status();
  ASSERT_EQ(executables->size(), 1u);
  LocalExecutable& executable = *(*executables)[0];
  for (int32_t k = 0; k < 3; ++k) {
    auto a = client->LiteralToShapedBuffer(LiteralUtil::CreateR1<int32_t>({10, 20, 30}), 0);
    auto b = client->LiteralToShapedBuffer(LiteralUtil::CreateR1<int32_t>({k, k, k}), 0);
    ASSERT_TRUE(a.ok() && b.ok());
    auto result = executable.Run({&*a, &*b}, ExecutableRunOptions());
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_TRUE(ShapeUtil::Compatible(result->on_device_shape(), shape));
    auto literal = client->ShapedBufferToLiteral(*result);
    ASSERT_TRUE(literal.ok());
    EXPECT_EQ(*literal, LiteralUtil::CreateR1<int32_t>({10 - k, 20 - k, 30 - k}));
  }
}

TEST(LocalClientTest, CompileChecksArgumentLayouts) {
  LocalClient* client = ClientLibrary::LocalClientOrDie();
  Shape shape = ShapeUtil::MakeShape(F32, {2});
  Shape other = ShapeUtil::MakeShape(F32, {3});
  XlaComputation computation = BuildSubtract(shape);
  auto too_few = client->Compile(computation, {&shape}, ExecutableBuildOptions());
  ASSERT_FALSE(too_few.ok());
  EXPECT_TRUE(absl::StrContains(too_few.status().message(), "takes 2 arguments"))
      << too_few.status();
  auto wrong = client->Compile(computation, {&shape, &other}, ExecutableBuildOptions());
  ASSERT_FALSE(wrong.ok());
  EXPECT_TRUE(absl::StrContains(wrong.status().message(), "f32[3]")) << wrong.status();
  ExecutableBuildOptions bad_device;
  bad_device.set_device_ordinal(3);
  EXPECT_FALSE(client->Compile(computation, {&shape, &shape}, bad_device).ok());
}

TEST(LocalClientTest, RunChecksArguments) {
  LocalClient* client = ClientLibrary::LocalClientOrDie();
  Shape shape = ShapeUtil::MakeShape(F32, {2});
  auto executables =
      client->Compile(BuildSubtract(shape), {&shape, &shape}, ExecutableBuildOptions());
  ASSERT_TRUE(executables.ok());
  auto good = client->LiteralToShapedBuffer(LiteralUtil::CreateR1<float>({1, 2}), 0);
  auto bad = client->LiteralToShapedBuffer(LiteralUtil::CreateR1<double>({1, 2}), 0);
  ASSERT_TRUE(good.ok() && bad.ok());
  auto result = (*executables)[0]->Run({&*good, &*bad});
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "argument 1 (b)")) << result.status();
  EXPECT_TRUE(absl::StrContains(result.status().message(), "f64[2]")) << result.status();
  EXPECT_FALSE((*executables)[0]->Run({&*good}).ok());
  EXPECT_FALSE(client->LiteralToShapedBuffer(LiteralUtil::CreateR0<float>(1), 5).ok());
}

TEST(LocalClientTest, ResultLayout) {
  LocalClient* client = ClientLibrary::LocalClientOrDie();
  Shape shape = ShapeUtil::MakeShape(F32, {2, 2});
  ExecutableBuildOptions options;
  options.set_result_layout(ShapeUtil::MakeShapeWithLayout(F32, {2, 2}, {0, 1}));
  auto executables = client->Compile(BuildSubtract(shape), {&shape, &shape}, options);
  ASSERT_TRUE(executables.ok()) << executables.status();
  auto a = client->LiteralToShapedBuffer(LiteralUtil::CreateR2<float>({{5, 6}, {7, 8}}), 0);
  auto b = client->LiteralToShapedBuffer(LiteralUtil::CreateR2<float>({{1, 1}, {2, 2}}), 0);
  auto result = (*executables)[0]->Run({&*a, &*b});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->literal(), LiteralUtil::CreateR2<float>({{4, 5}, {5, 6}}));
  EXPECT_EQ(result->on_device_shape().layout(), LayoutUtil::MakeLayout({0, 1}));

  ExecutableBuildOptions wrong;
  wrong.set_result_layout(ShapeUtil::MakeShape(F32, {4}));
  EXPECT_FALSE(client->Compile(BuildSubtract(shape), {&shape, &shape}, wrong).ok());
}

TEST(LocalClientTest, ReplicatedExecutable) {
  LocalClient* client = ClientLibrary::LocalClientOrDie();
  XlaBuilder builder("shifted_id");
  Shape scalar = ShapeUtil::MakeShape(U32, {});
  Add(ReplicaId(&builder), Parameter(&builder, 0, scalar, "offset"));
  auto computation = builder.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();
  ExecutableBuildOptions options;
  options.set_num_replicas(2);
  auto executables = client->Compile(*computation, {&scalar}, options);
  ASSERT_TRUE(executables.ok()) << executables.status();
  auto ten = client->LiteralToShapedBuffer(LiteralUtil::CreateR0<uint32_t>(10), 0);
  auto twenty = client->LiteralToShapedBuffer(LiteralUtil::CreateR0<uint32_t>(20), 0);
  auto results = (*executables)[0]->RunReplicated({{&*ten}, {&*twenty}});
  ASSERT_TRUE(results.ok()) << results.status();
  ASSERT_EQ(results->size(), 2u);
  EXPECT_EQ((*results)[0].literal(), LiteralUtil::CreateR0<uint32_t>(10));
  EXPECT_EQ((*results)[1].literal(), LiteralUtil::CreateR0<uint32_t>(21));
  auto first = (*executables)[0]->Run({&*ten});
  ASSERT_TRUE(first.ok()) << first.status();
  EXPECT_EQ(first->literal(), LiteralUtil::CreateR0<uint32_t>(10));
}

}  // namespace
}  // namespace xla
