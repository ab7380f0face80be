// A run whose replicas disagree ends with an error, promptly, never a hang.
#include <chrono>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/host_queues.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

// Every replica reads its infeed, then all-reduces it.
constexpr char kFeedThenReduce[] = R"(
HloModule feed_then_reduce, replica_count=2

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  t = token[] after-all()
  in = (f32[], token[]) infeed(t)
  x = f32[] get-tuple-element(in), index=0
  ROOT ar = f32[] all-reduce(x), to_apply=add
}
)";

TEST(CollectiveFailureTest, TimeoutAbortsTheOtherReplicas) {
  auto module = ParseAndVerifyModule(kFeedThenReduce);
  ASSERT_TRUE(module.ok()) << module.status();
  // Only replica 0 is fed: it waits in the all-reduce while replica 1 waits
  // on its infeed. The collective times out first and the abort wakes
  // replica 1 long before its own 60 s infeed timeout.
  HostQueues queues(std::chrono::seconds(60));
  queues.EnqueueInfeed(0, LiteralUtil::CreateR0<float>(1));
  ReplicatedOptions options;
  options.host_queues = &queues;
  options.timeout = std::chrono::milliseconds(100);
  auto start = std::chrono::steady_clock::now();
  auto results = EvaluateReplicated(**module, {{}, {}}, options);
  auto elapsed = std::chrono::steady_clock::now() - start;
  ASSERT_FALSE(results.ok());
  EXPECT_EQ(results.status().code(), absl::StatusCode::kDeadlineExceeded) << results.status();
  EXPECT_TRUE(absl::StrContains(results.status().message(), "replica 0")) << results.status();
  EXPECT_LT(elapsed, std::chrono::seconds(10));
  // The queues are usable again after the run.
  queues.EnqueueInfeed(1, LiteralUtil::CreateR0<float>(2));
  EXPECT_TRUE(queues.DequeueInfeed(1).ok());
}

TEST(CollectiveFailureTest, BothFedSucceeds) {
  auto module = ParseAndVerifyModule(kFeedThenReduce);
  ASSERT_TRUE(module.ok()) << module.status();
  HostQueues queues(std::chrono::seconds(10));
  queues.EnqueueInfeed(0, LiteralUtil::CreateR0<float>(1.5f));
  queues.EnqueueInfeed(1, LiteralUtil::CreateR0<float>(2));
  ReplicatedOptions options;
  options.host_queues = &queues;
  auto results = EvaluateReplicated(**module, {{}, {}}, options);
  ASSERT_TRUE(results.ok()) << results.status();
  EXPECT_EQ((*results)[0], LiteralUtil::CreateR0<float>(3.5f));
  EXPECT_EQ((*results)[1], LiteralUtil::CreateR0<float>(3.5f));
}

TEST(CollectiveFailureTest, FailingReplicaAbortsTheWaitingOnes) {
  auto module = ParseAndVerifyModule(kFeedThenReduce);
  ASSERT_TRUE(module.ok()) << module.status();
  // Replica 1 gets a value of the wrong shape and fails; replica 0 is in
  // the all-reduce with a 60 s timeout and must be woken by the abort.
  HostQueues queues(std::chrono::seconds(60));
  queues.EnqueueInfeed(0, LiteralUtil::CreateR0<float>(1));
  queues.EnqueueInfeed(1, LiteralUtil::CreateR0<int32_t>(1));
  ReplicatedOptions options;
  options.host_queues = &queues;
  options.timeout = std::chrono::seconds(60);
  auto start = std::chrono::steady_clock::now();
  auto results = EvaluateReplicated(**module, {{}, {}}, options);
  ASSERT_FALSE(results.ok());
  EXPECT_TRUE(absl::StrContains(results.status().message(), "replica 1")) << results.status();
  EXPECT_TRUE(absl::StrContains(results.status().message(), "expects f32[]"))
      << results.status();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST(CollectiveFailureTest, ReplicaGroupOutOfRangeIsAnError) {
  auto module = ParseAndVerifyModule(R"(
HloModule bad_groups

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  p = f32[] parameter(0)
  ROOT ar = f32[] all-reduce(p), replica_groups={{0,5}}, to_apply=add
}
)");
  // Refused before running (hlo/replica_group_check.h), naming the id.
  ASSERT_FALSE(module.ok());
  EXPECT_TRUE(absl::StrContains(module.status().message(), "but name 5")) << module.status();
}

TEST(CollectiveFailureTest, ManyReplicasWithoutAHubIsAnError) {
  auto module = ParseAndVerifyModule(R"(
HloModule no_hub

ENTRY main {
  p = f32[2] parameter(0)
  ROOT ag = f32[4] all-gather(p), dimensions={0}
}
)");
  ASSERT_TRUE(module.ok()) << module.status();
  Literal x = LiteralUtil::CreateR1<float>({1, 2});
  EvalOptions options;
  options.replica_count = 2;
  HloEvaluator evaluator(options);
  auto result = evaluator.Evaluate(**module, {&x});
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "need a CollectiveHub"))
      << result.status();
  options.replica_id = 7;
  HloEvaluator bad_id(options);
  result = bad_id.Evaluate(**module, {&x});
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "replica id 7")) << result.status();
}

}  // namespace
}  // namespace xla
