#include "axle/backends/cpu/runtime/portable/thread_pool.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>

namespace xla::cpu {

ThreadPool::ThreadPool(int64_t threads) {
  for (int64_t i = 0; i < threads; ++i) workers_.emplace_back([this] { WorkerLoop(); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& worker : workers_) worker.join();
}

void ThreadPool::WorkerLoop() {
  while (true) {
    std::function<void()> task;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !tasks_.empty(); });
      if (tasks_.empty()) return;
      task = std::move(tasks_.front());
      tasks_.pop_front();
    }
    task();
  }
}

void ThreadPool::ParallelFor(int64_t groups, int64_t max_threads,
                             const std::function<void(int64_t)>& fn) {
  const int64_t helpers = std::min({groups, max_threads, size() + 1}) - 1;
  if (helpers <= 0) {
    for (int64_t group = 0; group < groups; ++group) fn(group);
    return;
  }
  // Groups are claimed from a shared counter; `state` outlives the call for
  // helpers that start after all groups are taken.
  struct State {
    std::atomic<int64_t> next{0};
    std::atomic<int64_t> done{0};
    std::mutex mutex;
    std::condition_variable finished;
  };
  auto state = std::make_shared<State>();
  auto work = [state, groups, &fn] {
    int64_t group;
    while ((group = state->next.fetch_add(1)) < groups) {
      fn(group);
      if (state->done.fetch_add(1) + 1 == groups) {
        std::lock_guard<std::mutex> lock(state->mutex);
        state->finished.notify_all();
      }
    }
  };
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (int64_t i = 0; i < helpers; ++i) tasks_.push_back(work);
  }
  wake_.notify_all();
  work();
  std::unique_lock<std::mutex> lock(state->mutex);
  state->finished.wait(lock, [&] { return state->done.load() == groups; });
}

int64_t ThreadPool::DefaultThreadCount() {
  const char* env = std::getenv("AXLE_NUM_THREADS");
  if (env != nullptr && *env != '\0') {
    char* end = nullptr;
    const long long threads = std::strtoll(env, &end, 10);
    if (*end == '\0' && threads >= 1) return threads;
  }
  return std::max<int64_t>(1, std::thread::hardware_concurrency());
}

ThreadPool& ThreadPool::Default() {
  static ThreadPool* pool = new ThreadPool(DefaultThreadCount() - 1);
  return *pool;
}

}  // namespace xla::cpu
