// CollectiveHub on its own: rendezvous order, sequence numbers, timeouts,
// abort and finished replicas; no op evaluation involved.
#include "axle/eval/collective_hub.h"

#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

using std::chrono::milliseconds;

constexpr char kModule[] = R"(
HloModule hub_test, replica_count=4

add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT s = s32[] add(a, b)
}

ENTRY main {
  p = s32[] parameter(0)
  ROOT ar = s32[] all-reduce(p), to_apply=add
}
)";

class CollectiveHubTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto module = ParseAndVerifyModule(kModule);
    ASSERT_TRUE(module.ok()) << module.status();
    module_ = *std::move(module);
    collective_ = module_->entry_computation()->root_instruction();
  }
  std::unique_ptr<HloModule> module_;
  const HloInstruction* collective_ = nullptr;
};

TEST_F(CollectiveHubTest, EveryMemberGetsAllContributionsInGroupOrder) {
  CollectiveHub hub(4);
  const std::vector<int64_t> group = {3, 1, 0, 2};
  std::vector<std::vector<int32_t>> seen(4);
  std::vector<std::thread> threads;
  for (int64_t r = 0; r < 4; ++r) {
    threads.emplace_back([&, r] {
      for (int round = 0; round < 3; ++round) {
        auto all = hub.Rendezvous(*collective_, group, r,
                                  LiteralUtil::CreateR0<int32_t>(r * 10 + round));
        ASSERT_TRUE(all.ok()) << all.status();
        for (const Literal& value : **all) seen[r].push_back(value.Get<int32_t>({}));
      }
    });
  }
  for (auto& t : threads) t.join();
  // Round k pairs each replica's k-th arrival; contributions in group order.
  const std::vector<int32_t> expected = {30, 10, 0, 20, 31, 11, 1, 21, 32, 12, 2, 22};
  for (int64_t r = 0; r < 4; ++r) EXPECT_EQ(seen[r], expected) << "replica " << r;
}

TEST_F(CollectiveHubTest, MissingMemberTimesOut) {
  CollectiveHub hub(2, milliseconds(50));
  auto start = std::chrono::steady_clock::now();
  auto all = hub.Rendezvous(*collective_, {0, 1}, 0, LiteralUtil::CreateR0<int32_t>(1));
  ASSERT_FALSE(all.ok());
  EXPECT_EQ(all.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_TRUE(absl::StrContains(all.status().message(), "replicas {1} did not arrive"))
      << all.status();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

TEST_F(CollectiveHubTest, AbortWakesWaiters) {
  CollectiveHub hub(2, std::chrono::seconds(60));
  absl::Status waiter_status;
  std::thread waiter([&] {
    waiter_status =
        hub.Rendezvous(*collective_, {0, 1}, 0, LiteralUtil::CreateR0<int32_t>(1)).status();
  });
  std::this_thread::sleep_for(milliseconds(20));
  hub.Abort(absl::InternalError("replica 1 exploded"));
  waiter.join();
  EXPECT_FALSE(waiter_status.ok());
  EXPECT_TRUE(absl::StrContains(waiter_status.message(), "replica 1 exploded")) << waiter_status;
  // Later waits fail at once too, and the first abort status is kept.
  hub.Abort(absl::InternalError("second"));
  EXPECT_TRUE(absl::StrContains(hub.abort_status().message(), "exploded"));
  EXPECT_FALSE(hub.Rendezvous(*collective_, {0, 1}, 1, LiteralUtil::CreateR0<int32_t>(2)).ok());
}

TEST_F(CollectiveHubTest, FinishedMemberFailsWaitAtOnce) {
  CollectiveHub hub(2, std::chrono::seconds(60));
  hub.MarkFinished(1);
  auto all = hub.Rendezvous(*collective_, {0, 1}, 0, LiteralUtil::CreateR0<int32_t>(1));
  ASSERT_FALSE(all.ok());
  EXPECT_TRUE(absl::StrContains(all.status().message(), "replica 1 finished")) << all.status();
}

TEST_F(CollectiveHubTest, MailboxesAreFifoPerChannelAndTarget) {
  CollectiveHub hub(2, milliseconds(50));
  hub.Send(7, 1, LiteralUtil::CreateR0<int32_t>(1));
  hub.Send(7, 1, LiteralUtil::CreateR0<int32_t>(2));
  hub.Send(8, 1, LiteralUtil::CreateR0<int32_t>(3));
  EXPECT_EQ(hub.Receive(7, 1, 1)->Get<int32_t>({}), 1);
  EXPECT_EQ(hub.Receive(7, 1, 1)->Get<int32_t>({}), 2);
  EXPECT_EQ(hub.Receive(8, 1, 1)->Get<int32_t>({}), 3);
  auto empty = hub.Receive(7, 1, 1);
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.status().code(), absl::StatusCode::kDeadlineExceeded);
  hub.MarkFinished(0);
  auto alone = hub.Receive(7, 1, 1);
  ASSERT_FALSE(alone.ok());
  EXPECT_TRUE(absl::StrContains(alone.status().message(), "no matching send")) << alone.status();
}

TEST_F(CollectiveHubTest, ReceiveWaitsForALaterSend) {
  CollectiveHub hub(2, std::chrono::seconds(60));
  std::thread sender([&] {
    std::this_thread::sleep_for(milliseconds(20));
    hub.Send(1, -1, LiteralUtil::CreateR0<int32_t>(42));
  });
  auto value = hub.Receive(1, -1, 0);
  sender.join();
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(value->Get<int32_t>({}), 42);
}

}  // namespace
}  // namespace xla
