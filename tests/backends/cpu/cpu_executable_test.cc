// The CPU executable: compile cache, concurrent runs, argument checks,
// parallel work groups and the printable compile stages.
#include "axle/backends/cpu/cpu_executable.h"

#include <thread>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/cpu/jit/compile_cache.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla::cpu {
namespace {

constexpr char kAxpy[] = R"(
HloModule axpy
ENTRY e {
  a = f32[] parameter(0)
  x = f32[1048576] parameter(1)
  y = f32[1048576] parameter(2)
  b = f32[1048576] broadcast(a), dimensions={}
  m = f32[1048576] multiply(b, x)
  ROOT r = f32[1048576] add(m, y)
}
)";

std::unique_ptr<Executable> Compile(const char* text) {
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
  EXPECT_TRUE(executable.ok()) << executable.status();
  return *std::move(executable);
}

struct AxpyInputs {
  Literal a = LiteralUtil::CreateR0<float>(2.0f);
  Literal x, y;
  AxpyInputs() {
    std::vector<float> xs(1 << 20), ys(1 << 20);
    for (size_t i = 0; i < xs.size(); ++i) {
      xs[i] = static_cast<float>(i % 1000);
      ys[i] = static_cast<float>(i % 7);
    }
    x = LiteralUtil::CreateR1<float>(xs);
    y = LiteralUtil::CreateR1<float>(ys);
  }
  std::vector<const Literal*> args() const { return {&a, &x, &y}; }
};

TEST(CpuExecutableTest, LargeLoopRunsInWorkGroupsWithExactValues) {
  auto executable = Compile(kAxpy);
  AxpyInputs inputs;
  auto result = executable->Execute(inputs.args());
  ASSERT_TRUE(result.ok()) << result.status();
  absl::Span<const float> out = result->data<float>();
  for (size_t i = 0; i < out.size(); ++i) {
    ASSERT_EQ(out[i], 2.0f * static_cast<float>(i % 1000) + static_cast<float>(i % 7)) << i;
  }
  auto stages = CompileStagesForCpu(*ParseAndVerifyModule(kAxpy), CompileOptions{});
  ASSERT_TRUE(stages.ok()) << stages.status();
  EXPECT_TRUE(absl::StrContains(stages->lowering, "work groups")) << stages->lowering;
}

TEST(CpuExecutableTest, SecondCompileOfTheSameModuleHitsTheCache) {
  auto first = Compile(kAxpy);
  int64_t hits = CompileCache::Global().hits();
  auto second = Compile(kAxpy);
  EXPECT_EQ(CompileCache::Global().hits(), hits + 1);
  EXPECT_EQ(&static_cast<CpuExecutable*>(first.get())->artifact(),
            &static_cast<CpuExecutable*>(second.get())->artifact());
}

TEST(CpuExecutableTest, RunsFromEightThreadsAtOnceWithIdenticalResults) {
  auto executable = Compile(kAxpy);
  AxpyInputs inputs;
  auto expected = executable->Execute(inputs.args());
  ASSERT_TRUE(expected.ok()) << expected.status();
  std::vector<std::thread> threads;
  std::vector<absl::StatusOr<Literal>> results(8, absl::UnknownError("not run"));
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] { results[t] = executable->Execute(inputs.args()); });
  }
  for (std::thread& thread : threads) thread.join();
  for (const auto& result : results) {
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, *expected);
  }
}

TEST(CpuExecutableTest, WrongArgumentShapeIsAnError) {
  auto executable = Compile(kAxpy);
  Literal a = LiteralUtil::CreateR0<float>(1.0f);
  Literal x = LiteralUtil::CreateR1<float>({1, 2, 3});
  auto result = executable->Execute({&a, &x, &x});
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(result.status().message(), "argument 1")) << result.status();
}

TEST(CpuExecutableTest, StagesPrintIrAndAssembly) {
  auto stages = CompileStagesForCpu(*ParseAndVerifyModule(kAxpy), CompileOptions{});
  ASSERT_TRUE(stages.ok()) << stages.status();
  EXPECT_TRUE(absl::StrContains(stages->llvm_ir, "define i32 @axle_entry")) << stages->llvm_ir;
  EXPECT_TRUE(absl::StrContains(stages->llvm_ir_optimized, "axle_entry"));
  EXPECT_TRUE(absl::StrContains(stages->assembly, "axle_entry:")) << stages->assembly;
  EXPECT_TRUE(absl::StrContains(stages->buffer_assignment, "allocation"));
}

}  // namespace
}  // namespace xla::cpu
