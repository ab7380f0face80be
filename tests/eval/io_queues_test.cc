// Infeed, outfeed and host transfers through HostQueues, driven by a host
// thread while replicas run.
#include "axle/eval/host_queues.h"

#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

using std::chrono::milliseconds;

std::unique_ptr<HloModule> Parse(const char* text) {
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

TEST(HostQueuesTest, FifoPerReplicaAndBoundedWait) {
  HostQueues queues(milliseconds(20));
  queues.EnqueueInfeed(0, LiteralUtil::CreateR0<int32_t>(1));
  queues.EnqueueInfeed(1, LiteralUtil::CreateR0<int32_t>(2));
  queues.EnqueueInfeed(0, LiteralUtil::CreateR0<int32_t>(3));
  EXPECT_EQ(queues.InfeedSize(0), 2);
  EXPECT_EQ(queues.DequeueInfeed(0)->Get<int32_t>({}), 1);
  EXPECT_EQ(queues.DequeueInfeed(0)->Get<int32_t>({}), 3);
  EXPECT_EQ(queues.DequeueInfeed(1)->Get<int32_t>({}), 2);
  auto empty = queues.DequeueInfeed(0);
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_TRUE(absl::StrContains(empty.status().message(), "infeed queue of replica 0 is empty"));
}

TEST(HostQueuesTest, InterruptWakesWaiterUntilCleared) {
  HostQueues queues(std::chrono::seconds(60));
  absl::Status status;
  std::thread waiter([&] { status = queues.DequeueOutfeed(0).status(); });
  std::this_thread::sleep_for(milliseconds(20));
  queues.Interrupt(absl::CancelledError("stop"));
  waiter.join();
  EXPECT_EQ(status.code(), absl::StatusCode::kCancelled);
  queues.ClearInterrupt();
  ASSERT_TRUE(queues.EnqueueOutfeed(0, LiteralUtil::CreateR0<float>(1.5f)).ok());
  EXPECT_EQ(queues.DequeueOutfeed(0, milliseconds(0))->Get<float>({}), 1.5f);
}

constexpr char kFeedLoop[] = R"(
HloModule feed_twice, replica_count=2

ENTRY main {
  t0 = token[] after-all()
  in1 = (f32[2], token[]) infeed(t0)
  a = f32[2] get-tuple-element(in1), index=0
  t1 = token[] get-tuple-element(in1), index=1
  in2 = (f32[2], token[]) infeed(t1)
  b = f32[2] get-tuple-element(in2), index=0
  t2 = token[] get-tuple-element(in2), index=1
  t3 = token[] outfeed(b, t2)
  t4 = token[] outfeed(a, t3)
  ROOT r = f32[2] get-tuple-element(in2), index=0
}
)";

TEST(InfeedOutfeedTest, HostFeedsWhileReplicasRun) {
  auto module = Parse(kFeedLoop);
  ASSERT_NE(module, nullptr);
  HostQueues queues(std::chrono::seconds(10));
  ReplicatedOptions options;
  options.host_queues = &queues;
  // Feed late, from another thread: the infeeds wait for the data.
  std::thread host([&] {
    std::this_thread::sleep_for(milliseconds(20));
    for (int64_t r = 0; r < 2; ++r) {
      queues.EnqueueInfeed(r, LiteralUtil::CreateR1<float>({1.0f * r, 1}));
      queues.EnqueueInfeed(r, LiteralUtil::CreateR1<float>({10.0f * r, 2}));
    }
  });
  auto results = EvaluateReplicated(*module, {{}, {}}, options);
  host.join();
  ASSERT_TRUE(results.ok()) << results.status();
  for (int64_t r = 0; r < 2; ++r) {
    EXPECT_EQ((*results)[r], LiteralUtil::CreateR1<float>({10.0f * r, 2}));
    // Outfeeds come out in program order: b first, then a.
    auto first = queues.DequeueOutfeed(r);
    auto second = queues.DequeueOutfeed(r);
    ASSERT_TRUE(first.ok() && second.ok());
    EXPECT_EQ(*first, LiteralUtil::CreateR1<float>({10.0f * r, 2}));
    EXPECT_EQ(*second, LiteralUtil::CreateR1<float>({1.0f * r, 1}));
  }
  EXPECT_EQ(queues.OutfeedSize(0), 0);
}

TEST(InfeedOutfeedTest, WrongShapeFromHostIsAnError) {
  auto module = Parse(kFeedLoop);
  ASSERT_NE(module, nullptr);
  HostQueues queues(milliseconds(10));
  queues.EnqueueInfeed(0, LiteralUtil::CreateR1<int32_t>({1, 2}));
  EvalOptions options;
  options.host_queues = &queues;
  HloEvaluator evaluator(options);
  auto result = evaluator.Evaluate(*module, {});
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "expects f32[2]")) << result.status();
}

constexpr char kHostTransfer[] = R"(
HloModule host_transfer

ENTRY main {
  p = s32[3] parameter(0)
  t0 = token[] after-all()
  send = (s32[3], u32[], token[]) send(p, t0), channel_id=5, is_host_transfer=true
  sd = token[] send-done(send), channel_id=5, is_host_transfer=true
  recv = (s32[2], u32[], token[]) recv(sd), channel_id=6, is_host_transfer=true
  rd = (s32[2], token[]) recv-done(recv), channel_id=6, is_host_transfer=true
  ROOT data = s32[2] get-tuple-element(rd), index=0
}
)";

TEST(HostTransferTest, SendAndRecvGoThroughTheHostQueuesByChannel) {
  auto module = Parse(kHostTransfer);
  ASSERT_NE(module, nullptr);
  HostQueues queues(std::chrono::seconds(10));
  ReplicatedOptions options;
  options.host_queues = &queues;
  // The host answers the device's send with a value for its recv.
  std::thread host([&] {
    auto sent = queues.DequeueFromDevice(0, 5);
    ASSERT_TRUE(sent.ok()) << sent.status();
    EXPECT_EQ(*sent, LiteralUtil::CreateR1<int32_t>({4, 5, 6}));
    queues.EnqueueToDevice(0, 6, LiteralUtil::CreateR1<int32_t>({-1, 7}));
  });
  Literal p = LiteralUtil::CreateR1<int32_t>({4, 5, 6});
  auto results = EvaluateReplicated(*module, {{&p}}, options);
  host.join();
  ASSERT_TRUE(results.ok()) << results.status();
  EXPECT_EQ((*results)[0], LiteralUtil::CreateR1<int32_t>({-1, 7}));
}

}  // namespace
}  // namespace xla
