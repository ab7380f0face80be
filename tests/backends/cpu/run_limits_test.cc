// The cpu backend under limits: the memory limit checked against the buffer
// assignment (at compile time and per run), cancellation at loop back-edges,
// the bounded outfeed queue, and one replica behaving as the unit tests do
// (send/recv loopback, infeed errors at once). The interpreter is the oracle.
#include <atomic>
#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/eval/host_queues.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/deep_modules.h"

namespace xla::cpu {
namespace {

absl::StatusOr<std::unique_ptr<Executable>> Compile(const std::string& text,
                                                    int64_t memory_limit = 0) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(text));
  CompileOptions options;
  options.memory_limit_bytes = memory_limit;
  return CpuCompiler().Compile(std::move(module), options);
}

constexpr char kBroadcast10GB[] = R"(
HloModule big_broadcast
ENTRY main {
  z = f32[] constant(1)
  ROOT b = f32[2684354560] broadcast(z), dimensions={}
})";

TEST(CpuRunLimitsTest, BuffersOverTheLimitAreACompileError) {
  auto executable = Compile(kBroadcast10GB, int64_t{1} << 30);
  ASSERT_FALSE(executable.ok());
  EXPECT_EQ(executable.status().code(), absl::StatusCode::kResourceExhausted)
      << executable.status();
  EXPECT_TRUE(absl::StrContains(executable.status().message(), "instruction b"))
      << executable.status();
  EXPECT_TRUE(absl::StrContains(executable.status().message(), "10737418240 bytes"))
      << executable.status();
  // 400 GB: over the default limit (80% of physical memory) anywhere.
  auto huge = Compile(R"(
HloModule huge
ENTRY main {
  z = f32[] constant(1)
  ROOT b = f32[100000000000] broadcast(z), dimensions={}
})");
  ASSERT_FALSE(huge.ok());
  EXPECT_EQ(huge.status().code(), absl::StatusCode::kResourceExhausted) << huge.status();
}

// fft pads its operand to fft_length (fft-length-expander): as the
// interpreter's EvaluatorLimitsTest.FftPaddedPastMemory, a padded operand
// past the limit is a ResourceExhausted (the buffers' check), and one whose
// shape does not fit in int64 one naming the fft.
TEST(CpuRunLimitsTest, FftPaddedPastMemory) {
  for (const char* length : {"1000000000", "9223372036854775807"}) {
    auto executable = Compile(absl::StrCat(R"(
HloModule fft_padded
ENTRY main {
  x = c64[2,4] parameter(0)
  ROOT f = c64[2,4] fft(x), fft_type=FFT, fft_length={)",
                                           length, "}\n}\n"),
                              int64_t{1} << 30);
    ASSERT_FALSE(executable.ok()) << length;
    EXPECT_EQ(executable.status().code(), absl::StatusCode::kResourceExhausted)
        << executable.status();
  }
  auto huge = Compile(R"(
HloModule fft_int64_max
ENTRY main {
  x = c64[4] parameter(0)
  ROOT f = c64[4] fft(x), fft_type=IFFT, fft_length={9223372036854775807}
})");
  ASSERT_FALSE(huge.ok());
  EXPECT_TRUE(absl::StrContains(huge.status().message(), "fft f: its operand")) << huge.status();
}

TEST(CpuRunLimitsTest, TheRunChecksItsOwnLimit) {
  const std::string text = R"(
HloModule mid
ENTRY main {
  z = f32[] constant(2)
  ROOT b = f32[1048576] broadcast(z), dimensions={}
})";
  auto executable = Compile(text);
  ASSERT_TRUE(executable.ok()) << executable.status();
  BackendRunOptions options;
  options.memory_limit_bytes = 1 << 20;  // the result alone is 4 MiB
  auto result = (*executable)->Execute({}, options);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted) << result.status();
  options.memory_limit_bytes = 0;
  result = (*executable)->Execute({}, options);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->Get<float>({1048575}), 2.0f);
}

TEST(CpuRunLimitsTest, CancellationStopsARunningLoop) {
  auto executable = Compile(testlib::kEndlessLoopModule);
  ASSERT_TRUE(executable.ok()) << executable.status();
  std::atomic<bool> cancelled{false};
  BackendRunOptions options;
  options.cancelled = &cancelled;
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    cancelled.store(true);
  });
  auto result = (*executable)->Execute({}, options);
  canceller.join();
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kCancelled) << result.status();
}

constexpr char kOutfeedLoop[] = R"(
HloModule outfeed_loop
cond {
  p = (s32[], token[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(100)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], token[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  t = token[] get-tuple-element(p), index=1
  c = f32[] constant(1)
  v = f32[256] broadcast(c), dimensions={}
  o = token[] outfeed(v, t)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT r = (s32[], token[]) tuple(j, o)
}
ENTRY main {
  z = s32[] constant(0)
  t = token[] after-all()
  init = (s32[], token[]) tuple(z, t)
  w = (s32[], token[]) while(init), condition=cond, body=body
  ROOT i = s32[] get-tuple-element(w), index=0
})";

TEST(CpuRunLimitsTest, AnUndrainedOutfeedQueueIsBounded) {
  auto module = ParseAndVerifyModule(kOutfeedLoop);
  ASSERT_TRUE(module.ok()) << module.status();
  auto executable = Compile(kOutfeedLoop);
  ASSERT_TRUE(executable.ok()) << executable.status();
  for (bool on_cpu : {true, false}) {
    HostQueues queues(HostQueues::Timeout(0));
    queues.set_max_queued_bytes(10 * 1024);  // ten values of 1 KiB
    absl::StatusOr<std::vector<Literal>> result;
    if (on_cpu) {
      BackendRunOptions options;
      options.host_queues = &queues;
      result = (*executable)->ExecuteReplicated({{}}, options);
    } else {
      ReplicatedOptions options;
      options.host_queues = &queues;
      result = EvaluateReplicated(**module, {{}}, options);
    }
    ASSERT_FALSE(result.ok()) << on_cpu;
    EXPECT_EQ(result.status().code(), absl::StatusCode::kResourceExhausted) << result.status();
    EXPECT_TRUE(absl::StrContains(result.status().message(), "outfeed queue of replica 0"))
        << result.status();
    EXPECT_EQ(queues.OutfeedSize(0), 10) << on_cpu;
  }
}

TEST(CpuRunLimitsTest, OneReplicaSendRecvLoopbackAndInfeedMatchTheInterpreter) {
  const std::string loopback = R"(
HloModule loopback
ENTRY main {
  x = f32[2] parameter(0)
  tok = token[] after-all()
  s = (f32[2], u32[], token[]) send(x, tok), channel_id=1
  r = (f32[2], u32[], token[]) recv(tok), channel_id=1
  sd = token[] send-done(s), channel_id=1
  rd = (f32[2], token[]) recv-done(r), channel_id=1
  ROOT v = f32[2] get-tuple-element(rd), index=0
})";
  Literal x = LiteralUtil::CreateR1<float>({1.5f, -2});
  for (const char* platform : {"cpu", "interpreter"}) {
    auto found = PlatformUtil::GetPlatform(platform);
    ASSERT_TRUE(found.ok()) << found.status();
    Compiler* compiler = (*found)->compiler();
    auto module = ParseAndVerifyModule(loopback);
    ASSERT_TRUE(module.ok());
    auto executable = compiler->Compile(*std::move(module), CompileOptions());
    ASSERT_TRUE(executable.ok()) << platform << ": " << executable.status();
    auto result = (*executable)->Execute({&x});
    ASSERT_TRUE(result.ok()) << platform << ": " << result.status();
    EXPECT_EQ(*result, x) << platform;

    auto infeed_module = ParseAndVerifyModule(R"(
HloModule feed
ENTRY main {
  tok = token[] after-all()
  in = (f32[2], token[]) infeed(tok)
  ROOT v = f32[2] get-tuple-element(in), index=0
})");
    ASSERT_TRUE(infeed_module.ok());
    auto feed = compiler->Compile(*std::move(infeed_module), CompileOptions());
    ASSERT_TRUE(feed.ok()) << feed.status();
    // No queues given: nothing can fill the infeed, so it fails at once.
    auto start = std::chrono::steady_clock::now();
    auto empty = (*feed)->Execute({});
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
    ASSERT_FALSE(empty.ok()) << platform;
    EXPECT_TRUE(absl::StrContains(empty.status().message(), "infeed queue of replica 0 is empty"))
        << empty.status();
    HostQueues queues;
    queues.EnqueueInfeed(0, x.Clone());
    BackendRunOptions options;
    options.host_queues = &queues;
    auto fed = (*feed)->Execute({}, options);
    ASSERT_TRUE(fed.ok()) << platform << ": " << fed.status();
    EXPECT_EQ(*fed, x) << platform;
  }
}

}  // namespace
}  // namespace xla::cpu
