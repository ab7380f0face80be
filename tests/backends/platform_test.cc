// The platform registry, the interpreter compiler and argument checking.
#include <algorithm>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/backends/platform_util.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

constexpr char kNegate[] = R"(HloModule neg
ENTRY main {
  x = f32[4]{0} parameter(0)
  ROOT n = f32[4]{0} negate(x)
})";

std::unique_ptr<Executable> CompileOrDie(absl::string_view text, CompileOptions options = {}) {
  auto module = ParseAndReturnUnverifiedModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  auto platform = PlatformUtil::GetPlatform("interpreter");
  EXPECT_TRUE(platform.ok()) << platform.status();
  auto executable = (*platform)->compiler()->Compile(*std::move(module), options);
  EXPECT_TRUE(executable.ok()) << executable.status();
  return *std::move(executable);
}

TEST(PlatformUtilTest, InterpreterIsRegisteredAndCpuIsTheDefault) {
  auto platform = PlatformUtil::GetPlatform("interpreter");
  ASSERT_TRUE(platform.ok()) << platform.status();
  EXPECT_EQ((*platform)->Name(), "interpreter");
  auto by_case = PlatformUtil::GetPlatform("Interpreter");
  ASSERT_TRUE(by_case.ok());
  EXPECT_EQ(*by_case, *platform);
  auto fallback = PlatformUtil::GetDefaultPlatform();
  ASSERT_TRUE(fallback.ok());
  EXPECT_EQ((*fallback)->Name(), "cpu");
  EXPECT_EQ(*fallback, *PlatformUtil::GetPlatform("CPU"));
  std::vector<std::string> names = PlatformUtil::PlatformNames();
  EXPECT_NE(std::find(names.begin(), names.end(), "interpreter"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "cpu"), names.end());
}

TEST(PlatformUtilTest, UnknownAndPlannedPlatformsAreClearErrors) {
  auto gpu = PlatformUtil::GetPlatform("gpu");
  ASSERT_FALSE(gpu.ok());
  EXPECT_EQ(gpu.status().code(), absl::StatusCode::kNotFound);
  EXPECT_TRUE(absl::StrContains(gpu.status().message(), "not available yet"))
      << gpu.status();
  auto cpu = PlatformUtil::GetPlatform("CPU");
  ASSERT_TRUE(cpu.ok()) << cpu.status();
  EXPECT_EQ((*cpu)->Name(), "cpu");
  auto bogus = PlatformUtil::GetPlatform("tpu9000");
  ASSERT_FALSE(bogus.ok());
  EXPECT_TRUE(absl::StrContains(bogus.status().message(), "tpu9000")) << bogus.status();
  EXPECT_TRUE(absl::StrContains(bogus.status().message(), "interpreter")) << bogus.status();
}

TEST(PlatformUtilTest, DuplicateRegistrationIsRefused) {
  class Fake : public Platform {
   public:
    const std::string& Name() const override { return name_; }
    std::string Description() const override { return "fake"; }
    Compiler* compiler() override { return nullptr; }

   private:
    std::string name_ = "INTERPRETER";
  };
  absl::Status status = PlatformUtil::RegisterPlatform(std::make_unique<Fake>());
  EXPECT_EQ(status.code(), absl::StatusCode::kAlreadyExists) << status;
}

TEST(InterpreterCompilerTest, RunsAModule) {
  auto executable = CompileOrDie(kNegate);
  Literal x = LiteralUtil::CreateR1<float>({1, -2, 3, 0});
  auto result = executable->Execute({&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<float>({-1, 2, -3, -0.0f}));
}

TEST(InterpreterCompilerTest, RejectsInvalidModulesAndReplicaCounts) {
  auto module = ParseAndReturnUnverifiedModule(R"(HloModule bad
ENTRY main {
  x = f32[4] parameter(0)
  ROOT n = f32[5] negate(x)
})");
  ASSERT_TRUE(module.ok());
  Compiler* compiler = (*PlatformUtil::GetPlatform("interpreter"))->compiler();
  auto executable = compiler->Compile(*std::move(module), {});
  EXPECT_EQ(executable.status().code(), absl::StatusCode::kInvalidArgument);

  for (int64_t replicas : {int64_t{0}, int64_t{-3}, kMaxReplicas + 1}) {
    auto good = ParseAndReturnUnverifiedModule(kNegate);
    ASSERT_TRUE(good.ok());
    CompileOptions options;
    options.num_replicas = replicas;
    auto refused = compiler->Compile(*std::move(good), options);
    ASSERT_FALSE(refused.ok()) << replicas;
    EXPECT_TRUE(absl::StrContains(refused.status().message(), "replica count"))
        << refused.status();
  }
}

TEST(ExecutableTest, ArgumentsAreChecked) {
  auto executable = CompileOrDie(kNegate);
  Literal wrong_dims = LiteralUtil::CreateR1<float>({1, 2, 3});
  Literal wrong_type = LiteralUtil::CreateR1<int32_t>({1, 2, 3, 4});
  Literal good = LiteralUtil::CreateR1<float>({1, 2, 3, 4});

  auto none = executable->Execute({});
  ASSERT_FALSE(none.ok());
  EXPECT_TRUE(absl::StrContains(none.status().message(), "takes 1 argument")) << none.status();
  auto two = executable->Execute({&good, &good});
  EXPECT_FALSE(two.ok());

  auto dims = executable->Execute({&wrong_dims});
  ASSERT_FALSE(dims.ok());
  EXPECT_TRUE(absl::StrContains(dims.status().message(), "f32[4]")) << dims.status();
  EXPECT_TRUE(absl::StrContains(dims.status().message(), "f32[3]")) << dims.status();
  EXPECT_TRUE(absl::StrContains(dims.status().message(), "(x)")) << dims.status();

  auto type = executable->Execute({&wrong_type});
  ASSERT_FALSE(type.ok());
  EXPECT_TRUE(absl::StrContains(type.status().message(), "element type")) << type.status();
  EXPECT_TRUE(absl::StrContains(type.status().message(), "s32[4]")) << type.status();
}

TEST(ExecutableTest, ArgumentsInOtherLayoutsAreAccepted) {
  auto executable = CompileOrDie(R"(HloModule t
ENTRY main {
  x = f32[2,2]{1,0} parameter(0)
  ROOT n = f32[2,2]{1,0} negate(x)
})");
  Literal x = LiteralUtil::CreateR2<float>({{1, 2}, {3, 4}});
  Literal column_major = x.Relayout(LayoutUtil::MakeLayout({0, 1}));
  auto result = executable->Execute({&column_major});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR2<float>({{-1, -2}, {-3, -4}}));
}

TEST(ExecutableTest, ReplicasRunAsThreads) {
  CompileOptions options;
  options.num_replicas = 3;
  auto executable = CompileOrDie(R"(HloModule r
ENTRY main {
  ROOT id = u32[] replica-id()
})", options);
  EXPECT_EQ(executable->num_replicas(), 3);
  auto results = executable->ExecuteReplicated({{}, {}, {}});
  ASSERT_TRUE(results.ok()) << results.status();
  ASSERT_EQ(results->size(), 3u);
  for (uint32_t r = 0; r < 3; ++r) EXPECT_EQ((*results)[r], LiteralUtil::CreateR0<uint32_t>(r));
  auto wrong = executable->ExecuteReplicated({{}, {}});
  EXPECT_FALSE(wrong.ok());
}

}  // namespace
}  // namespace xla
