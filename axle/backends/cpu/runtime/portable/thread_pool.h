// A fixed pool of worker threads for parallel loops. Work is split into
// groups by the code generator (from shapes, never from the thread count),
// so results do not depend on how many threads take part.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_THREAD_POOL_H_
#define AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_THREAD_POOL_H_

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace xla::cpu {

class ThreadPool {
 public:
  explicit ThreadPool(int64_t threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  int64_t size() const { return static_cast<int64_t>(workers_.size()); }

  // Runs fn(group) for every group in [0, groups), on the calling thread and
  // at most `max_threads - 1` workers; returns when all are done.
  void ParallelFor(int64_t groups, int64_t max_threads, const std::function<void(int64_t)>& fn);

  // The process-wide pool, created at the first parallel run: one thread
  // per hardware thread, or AXLE_NUM_THREADS (a positive integer) threads
  // counting the caller's, when that is set.
  static ThreadPool& Default();
  static int64_t DefaultThreadCount();

 private:
  void WorkerLoop();

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> tasks_;
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_THREAD_POOL_H_
