// A fixed pool of worker threads for parallel loops. Work is split into
// groups by the code generator (from shapes, never from the thread count),
// so results do not depend on how many threads take part.
//
// A compiled module calls ParallelFor once per parallel kernel, often every
// few microseconds, so the fork and join are kept cheap: the caller never
// waits for a worker that has nothing left to do, and workers and the caller
// poll for a short while (kSpin, yielding the core between polls) before
// sleeping, so back-to-back kernels find the workers awake instead of paying
// a futex wake-up and a context switch each, without taking the cores from
// the caller's serial work for long.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_THREAD_POOL_H_
#define AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_THREAD_POOL_H_

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
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
  // at most `max_threads - 1` workers; returns when all are done. Groups are
  // claimed in order from a shared counter, so the caller runs them all
  // itself when no worker is free. Workers run fn in the caller's
  // floating-point control (its denormal mode; axle/base/float_environment.h).
  // Safe to call from several threads at once and from inside fn.
  void ParallelFor(int64_t groups, int64_t max_threads, const std::function<void(int64_t)>& fn);

  // How long an idle worker, or a caller whose last groups run elsewhere,
  // polls before blocking.
  static constexpr std::chrono::microseconds kSpin{50};

  // The process-wide pool, created at the first parallel run: one thread
  // per hardware thread, or AXLE_NUM_THREADS (a positive integer) threads
  // counting the caller's, when that is set.
  static ThreadPool& Default();
  static int64_t DefaultThreadCount();

 private:
  struct Job;

  void WorkerLoop();
  // Takes the oldest helper ticket (mutex_ held), or returns nullptr when
  // there is none.
  std::shared_ptr<Job> TakeTicketLocked();
  // Runs groups of `job` until none is left, then detaches from it.
  static void Help(Job& job);

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::shared_ptr<Job>> tickets_;  // one entry per helper a job asks for
  std::atomic<int64_t> ticket_count_{0};
  int64_t sleeping_ = 0;  // workers blocked on wake_ (guarded by mutex_)
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_THREAD_POOL_H_
