// The cpu backend's thread pool: AXLE_NUM_THREADS sizes the process-wide
// pool; ParallelFor runs every group exactly once whatever the threads.
#include "axle/backends/cpu/runtime/portable/thread_pool.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace xla::cpu {
namespace {

// Sets AXLE_NUM_THREADS for the scope and restores what was there.
class ScopedThreadsEnv {
 public:
  explicit ScopedThreadsEnv(const char* value) {
    if (const char* old = std::getenv("AXLE_NUM_THREADS")) saved_ = old;
    if (value == nullptr) {
      unsetenv("AXLE_NUM_THREADS");
    } else {
      setenv("AXLE_NUM_THREADS", value, 1);
    }
  }
  ~ScopedThreadsEnv() {
    if (saved_) {
      setenv("AXLE_NUM_THREADS", saved_->c_str(), 1);
    } else {
      unsetenv("AXLE_NUM_THREADS");
    }
  }

 private:
  std::optional<std::string> saved_;
};

TEST(ThreadPoolTest, DefaultThreadCountFollowsAxleNumThreads) {
  const int64_t hardware = std::max<int64_t>(1, std::thread::hardware_concurrency());
  {
    ScopedThreadsEnv env("3");
    EXPECT_EQ(ThreadPool::DefaultThreadCount(), 3);
  }
  {
    ScopedThreadsEnv env("1");
    EXPECT_EQ(ThreadPool::DefaultThreadCount(), 1);
  }
  // Unset, zero, negative or not a number: one thread per hardware thread.
  for (const char* value : {static_cast<const char*>(nullptr), "0", "-2", "two", ""}) {
    ScopedThreadsEnv env(value);
    EXPECT_EQ(ThreadPool::DefaultThreadCount(), hardware) << (value ? value : "(unset)");
  }
}

TEST(ThreadPoolTest, ParallelForRunsEveryGroupOnceForAnyThreadLimit) {
  ThreadPool pool(3);
  for (int64_t max_threads : {1, 2, 4, 16}) {
    std::vector<std::atomic<int>> runs(37);
    pool.ParallelFor(37, max_threads, [&](int64_t group) { runs[group].fetch_add(1); });
    for (int64_t group = 0; group < 37; ++group) {
      EXPECT_EQ(runs[group].load(), 1) << "group " << group << ", max_threads " << max_threads;
    }
  }
}

// Back-to-back calls, as a module's kernels make them: each returns only
// after its groups ran, whether the workers were spinning or asleep.
TEST(ThreadPoolTest, ManyShortCallsEachRunEveryGroup) {
  ThreadPool pool(2);
  std::vector<int64_t> sums;
  for (int64_t call = 0; call < 2000; ++call) {
    const int64_t groups = 1 + call % 5;
    std::vector<int64_t> values(groups, 0);
    pool.ParallelFor(groups, 3, [&](int64_t group) { values[group] = call + group; });
    for (int64_t group = 0; group < groups; ++group) {
      ASSERT_EQ(values[group], call + group) << "call " << call << ", group " << group;
    }
  }
}

// A group may itself run a parallel loop (a library call inside a kernel's
// work group), and several threads may run modules on one pool at once.
TEST(ThreadPoolTest, NestedAndConcurrentCallsRunEveryGroupOnce) {
  ThreadPool pool(3);
  constexpr int64_t kOuter = 6, kInner = 7;
  auto run_nested = [&pool](std::vector<std::atomic<int>>& runs) {
    pool.ParallelFor(kOuter, 4, [&](int64_t outer) {
      pool.ParallelFor(kInner, 4, [&](int64_t inner) { runs[outer * kInner + inner]++; });
    });
  };
  std::vector<std::vector<std::atomic<int>>> runs;
  for (int caller = 0; caller < 3; ++caller) runs.emplace_back(kOuter * kInner);
  std::vector<std::thread> callers;
  for (int caller = 0; caller < 3; ++caller) {
    callers.emplace_back([&, caller] {
      for (int repeat = 0; repeat < 50; ++repeat) run_nested(runs[caller]);
    });
  }
  for (std::thread& caller : callers) caller.join();
  for (int caller = 0; caller < 3; ++caller) {
    for (int64_t i = 0; i < kOuter * kInner; ++i) {
      EXPECT_EQ(runs[caller][i].load(), 50) << "caller " << caller << ", element " << i;
    }
  }
}

// Workers that went to sleep (idle longer than the spin) wake for new work;
// a pool destroyed while its workers spin or sleep joins them.
TEST(ThreadPoolTest, SleepingWorkersWakeAndIdlePoolsShutDown) {
  for (int pools = 0; pools < 4; ++pools) {
    ThreadPool pool(2);
    for (int round = 0; round < 3; ++round) {
      std::this_thread::sleep_for(ThreadPool::kSpin * 3);
      std::vector<std::atomic<int>> runs(9);
      pool.ParallelFor(9, 3, [&](int64_t group) { runs[group]++; });
      for (int64_t group = 0; group < 9; ++group) EXPECT_EQ(runs[group].load(), 1);
    }
  }
  ThreadPool unused(2);  // destroyed at once, its workers still spinning
}

}  // namespace
}  // namespace xla::cpu
