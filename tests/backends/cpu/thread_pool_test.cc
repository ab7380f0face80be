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

}  // namespace
}  // namespace xla::cpu
