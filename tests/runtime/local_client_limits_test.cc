// LocalClient with the hardening options: custom-call libraries named in
// the build options, the memory limit, host queues and the cancellation
// flag in the run options, a dynamic parameter given at its runtime size.
// Every case on both platforms.
#include <atomic>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/eval/host_queues.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"
#include "tests/testlib/deep_modules.h"

namespace xla {
namespace {

const char* const kPlatforms[] = {"cpu", "interpreter"};

absl::StatusOr<std::unique_ptr<LocalExecutable>> Build(
    const char* platform, const std::string& text, std::vector<Shape> layouts,
    const ExecutableBuildOptions& options = ExecutableBuildOptions()) {
  auto client = ClientLibrary::GetOrCreateLocalClient(platform);
  if (!client.ok()) return client.status();
  auto module = ParseAndVerifyModule(text);
  if (!module.ok()) return module.status();
  std::vector<const Shape*> pointers;
  for (const Shape& shape : layouts) pointers.push_back(&shape);
  auto executables = (*client)->Compile(XlaComputation(*std::move(module)), pointers, options);
  if (!executables.ok()) return executables.status();
  return std::move((*executables)[0]);
}

absl::StatusOr<Literal> RunOn(LocalExecutable& executable, const std::vector<Literal>& args,
                              ExecutableRunOptions options = {}) {
  std::vector<ScopedShapedBuffer> buffers;
  std::vector<const ShapedBuffer*> pointers;
  buffers.reserve(args.size());
  for (const Literal& arg : args) {
    buffers.emplace_back(arg.Clone(), 0);
    pointers.push_back(&buffers.back());
  }
  auto result = executable.Run(pointers, options);
  if (!result.ok()) return result.status();
  return result->literal().Clone();
}

TEST(LocalClientLimitsTest, CustomCallLibraryFromTheBuildOptions) {
  const std::string text = R"(
HloModule calls
ENTRY main {
  x = s32[4] parameter(0)
  ROOT y = s32[4] custom-call(x), custom_call_target="axle_lib_triple_plus_one"
})";
  Shape shape = ShapeUtil::MakeShape(S32, {4});
  for (const char* platform : kPlatforms) {
    ExecutableBuildOptions missing;
    missing.add_custom_call_library("/nonexistent/libnothing.so");
    auto bad = Build(platform, text, {shape}, missing);
    ASSERT_FALSE(bad.ok()) << platform;
    EXPECT_TRUE(absl::StrContains(bad.status().message(), "/nonexistent/libnothing.so"))
        << bad.status();
    ExecutableBuildOptions options;
    options.add_custom_call_library(AXLE_TEST_CUSTOM_CALL_LIBRARY);
    auto executable = Build(platform, text, {shape}, options);
    ASSERT_TRUE(executable.ok()) << platform << ": " << executable.status();
    std::vector<Literal> args;
    args.push_back(LiteralUtil::CreateR1<int32_t>({1, -2, 3, 0}));
    auto result = RunOn(**executable, args);
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, LiteralUtil::CreateR1<int32_t>({4, -5, 10, 1})) << platform;
  }
}

TEST(LocalClientLimitsTest, MemoryLimitFromTheBuildOptions) {
  const std::string text = R"(
HloModule big
ENTRY main {
  z = f32[] constant(1)
  ROOT b = f32[2684354560] broadcast(z), dimensions={}
})";
  for (const char* platform : kPlatforms) {
    ExecutableBuildOptions options;
    options.set_memory_limit_bytes(int64_t{1} << 30);
    absl::Status status = Build(platform, text, {}, options).status();
    if (status.ok()) {  // the interpreter finds out when it runs
      auto executable = Build(platform, text, {}, options);
      status = RunOn(**executable, {}).status();
    }
    EXPECT_EQ(status.code(), absl::StatusCode::kResourceExhausted) << platform << ": " << status;
    EXPECT_TRUE(absl::StrContains(status.message(), "10737418240 bytes")) << status;
  }
}

TEST(LocalClientLimitsTest, InfeedThroughRunOptionsAndAtOnceErrorWithout) {
  const std::string text = R"(
HloModule feed
ENTRY main {
  tok = token[] after-all()
  in = (s32[2], token[]) infeed(tok)
  ROOT v = s32[2] get-tuple-element(in), index=0
})";
  for (const char* platform : kPlatforms) {
    auto executable = Build(platform, text, {});
    ASSERT_TRUE(executable.ok()) << executable.status();
    auto empty = RunOn(**executable, {});
    ASSERT_FALSE(empty.ok()) << platform;
    EXPECT_TRUE(absl::StrContains(empty.status().message(), "is empty")) << empty.status();
    HostQueues queues;
    queues.EnqueueInfeed(0, LiteralUtil::CreateR1<int32_t>({7, 8}));
    ExecutableRunOptions options;
    options.set_host_queues(&queues);
    auto fed = RunOn(**executable, {}, options);
    ASSERT_TRUE(fed.ok()) << platform << ": " << fed.status();
    EXPECT_EQ(*fed, LiteralUtil::CreateR1<int32_t>({7, 8})) << platform;
  }
}

TEST(LocalClientLimitsTest, CancellationFlagInTheRunOptions) {
  for (const char* platform : kPlatforms) {
    auto executable = Build(platform, testlib::kEndlessLoopModule, {});
    ASSERT_TRUE(executable.ok()) << executable.status();
    std::atomic<bool> cancelled{true};  // already asked to stop
    ExecutableRunOptions options;
    options.set_cancellation_flag(&cancelled);
    auto result = RunOn(**executable, {}, options);
    ASSERT_FALSE(result.ok()) << platform;
    EXPECT_EQ(result.status().code(), absl::StatusCode::kCancelled) << result.status();
  }
}

TEST(LocalClientLimitsTest, DynamicParameterCompiledForAValueAtItsRuntimeSize) {
  const std::string text = R"(
HloModule dynp
ENTRY main {
  x = s32[<=4] parameter(0)
  ROOT y = s32[<=4] negate(x)
})";
  std::vector<Literal> args;
  args.push_back(LiteralUtil::CreateR1<int32_t>({1, 2}));
  for (const char* platform : kPlatforms) {
    // The layout comes from the value, as axle run passes it.
    auto executable = Build(platform, text, {args[0].shape()});
    ASSERT_TRUE(executable.ok()) << platform << ": " << executable.status();
    auto result = RunOn(**executable, args);
    ASSERT_TRUE(result.ok()) << platform << ": " << result.status();
    EXPECT_EQ(result->Get<int32_t>({1}), -2) << platform;
    EXPECT_EQ(result->shape().dimensions(0), 2) << platform;
  }
}

}  // namespace
}  // namespace xla
