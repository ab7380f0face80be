#include "axle/backends/cpu/runtime/portable/thread_pool.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "axle/base/float_environment.h"

namespace xla::cpu {
namespace {

// A hint to the core that this thread is busy-waiting.
inline void CpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

// Polls `done` for up to ThreadPool::kSpin; true once it holds. After the
// first few polls each one yields the core: on a loaded machine the thread
// the poller waits for (or the caller's next kernel) may need it.
template <typename Done>
bool SpinUntil(const Done& done) {
  constexpr int64_t kPausePolls = 64;
  const auto deadline = std::chrono::steady_clock::now() + ThreadPool::kSpin;
  for (int64_t i = 1;; ++i) {
    if (done()) return true;
    if (i < kPausePolls) {
      CpuRelax();
    } else {
      std::this_thread::yield();
      if (std::chrono::steady_clock::now() >= deadline) return done();
    }
  }
}

}  // namespace

// One ParallelFor call. Workers reach it through tickets and share its
// ownership: a worker that took a ticket but runs late finds every group
// claimed and lets go, and the caller never waits for it (on a loaded
// machine that could take a scheduler time slice).
struct ThreadPool::Job {
  const std::function<void(int64_t)>* fn = nullptr;
  int64_t groups = 0;
  // The caller's floating-point control (its denormal mode): workers compute
  // in it, so results never depend on which thread ran a group.
  FloatControl float_control = 0;
  std::atomic<int64_t> next{0};
  std::atomic<int64_t> done{0};
  std::mutex mutex;
  std::condition_variable finished;
};

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

std::shared_ptr<ThreadPool::Job> ThreadPool::TakeTicketLocked() {
  if (tickets_.empty()) return nullptr;
  std::shared_ptr<Job> job = std::move(tickets_.front());
  tickets_.pop_front();
  ticket_count_.fetch_sub(1, std::memory_order_relaxed);
  return job;
}

void ThreadPool::Help(Job& job) {
  FloatControlScope float_control(job.float_control);
  int64_t group;
  while ((group = job.next.fetch_add(1, std::memory_order_relaxed)) < job.groups) {
    (*job.fn)(group);
    if (job.done.fetch_add(1, std::memory_order_acq_rel) + 1 == job.groups) {
      std::lock_guard<std::mutex> lock(job.mutex);
      job.finished.notify_all();
    }
  }
}

void ThreadPool::WorkerLoop() {
  while (true) {
    std::shared_ptr<Job> job;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      job = TakeTicketLocked();
    }
    if (job == nullptr &&
        !SpinUntil([&] { return ticket_count_.load(std::memory_order_relaxed) > 0; })) {
      std::unique_lock<std::mutex> lock(mutex_);
      ++sleeping_;
      wake_.wait(lock, [&] { return stopping_ || !tickets_.empty(); });
      --sleeping_;
      if (tickets_.empty()) return;  // stopping
      job = TakeTicketLocked();
    }
    if (job != nullptr) Help(*job);  // else a ticket appeared while polling
  }
}

void ThreadPool::ParallelFor(int64_t groups, int64_t max_threads,
                             const std::function<void(int64_t)>& fn) {
  const int64_t helpers = std::min({groups, max_threads, size() + 1}) - 1;
  if (helpers <= 0) {
    for (int64_t group = 0; group < groups; ++group) fn(group);
    return;
  }
  auto job = std::make_shared<Job>();
  job->fn = &fn;
  job->groups = groups;
  job->float_control = GetFloatControl();
  int64_t wake = 0;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (int64_t i = 0; i < helpers; ++i) tickets_.push_back(job);
    ticket_count_.fetch_add(helpers, std::memory_order_relaxed);
    wake = std::min(helpers, sleeping_);
  }
  for (int64_t i = 0; i < wake; ++i) wake_.notify_one();
  Help(*job);
  // Every group is claimed: the tickets no worker took are withdrawn.
  {
    std::lock_guard<std::mutex> lock(mutex_);
    const auto end = std::remove(tickets_.begin(), tickets_.end(), job);
    ticket_count_.fetch_sub(tickets_.end() - end, std::memory_order_relaxed);
    tickets_.erase(end, tickets_.end());
  }
  auto all_done = [&] { return job->done.load(std::memory_order_acquire) == groups; };
  if (!SpinUntil(all_done)) {
    std::unique_lock<std::mutex> lock(job->mutex);
    job->finished.wait(lock, all_done);
  }
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
