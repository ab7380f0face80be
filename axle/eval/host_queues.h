// Host-side queues between the host program and running replicas: each
// replica's infeed (host pushes, infeed pops) and outfeed (outfeed pushes,
// host pops), and the host ends of send/recv with is_host_transfer=true, one
// queue per (replica, channel) in each direction.
//
// Every blocking pop waits at most a bounded time (timeout(), 30 s unless
// set) and then fails with DEADLINE_EXCEEDED; Interrupt() fails current and
// later waits at once until ClearInterrupt() (the replicated evaluator does
// this when one replica fails, so the others do not sit out the timeout).
// Thread-safe.
#ifndef AXLE_EVAL_HOST_QUEUES_H_
#define AXLE_EVAL_HOST_QUEUES_H_

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/literal/literal.h"

namespace xla {

class HostQueues {
 public:
  using Timeout = std::chrono::milliseconds;
  static constexpr Timeout kDefaultTimeout = std::chrono::seconds(30);

  explicit HostQueues(Timeout timeout = kDefaultTimeout) : timeout_(timeout) {}
  HostQueues(const HostQueues&) = delete;
  HostQueues& operator=(const HostQueues&) = delete;

  // How long a device-side pop (infeed, host recv) waits for data. 0: no
  // wait (every value was enqueued before the run; an empty queue is an
  // error at once).
  Timeout timeout() const;
  void set_timeout(Timeout timeout);

  // The most bytes one device-to-host queue (outfeed, host send) holds
  // while the host does not drain it: a program outfeeding in a loop fails
  // with ResourceExhausted instead of growing without bound. Default 1 GiB.
  static constexpr int64_t kDefaultMaxQueuedBytes = int64_t{1} << 30;
  void set_max_queued_bytes(int64_t bytes);

  // ---- Host side. A missing timeout means timeout().
  void EnqueueInfeed(int64_t replica, Literal value);
  absl::StatusOr<Literal> DequeueOutfeed(int64_t replica,
                                         std::optional<Timeout> timeout = std::nullopt);
  // Data for a recv with is_host_transfer=true on `channel`.
  void EnqueueToDevice(int64_t replica, int64_t channel, Literal value);
  // Data a send with is_host_transfer=true put on `channel`.
  absl::StatusOr<Literal> DequeueFromDevice(int64_t replica, int64_t channel,
                                            std::optional<Timeout> timeout = std::nullopt);
  int64_t OutfeedSize(int64_t replica) const;
  int64_t InfeedSize(int64_t replica) const;

  // ---- Device side (the interpreter's ops).
  absl::StatusOr<Literal> DequeueInfeed(int64_t replica);
  // ResourceExhausted when the queue would exceed max_queued_bytes.
  absl::Status EnqueueOutfeed(int64_t replica, Literal value);
  absl::Status SendToHost(int64_t replica, int64_t channel, Literal value);
  absl::StatusOr<Literal> RecvFromHost(int64_t replica, int64_t channel);

  // Fails every current and later wait with `status` (the first one given
  // wins) until ClearInterrupt().
  void Interrupt(absl::Status status);
  void ClearInterrupt();

 private:
  enum class Kind { kInfeed, kOutfeed, kToDevice, kFromDevice };
  using Key = std::tuple<Kind, int64_t, int64_t>;  // kind, replica, channel

  static std::string Describe(const Key& key);
  void Push(const Key& key, Literal value);
  absl::Status PushBounded(const Key& key, Literal value);
  absl::StatusOr<Literal> Pop(const Key& key, Timeout timeout);
  int64_t Size(const Key& key) const;

  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::map<Key, std::deque<Literal>> queues_;
  std::map<Key, int64_t> queued_bytes_;
  int64_t max_queued_bytes_ = kDefaultMaxQueuedBytes;
  absl::Status interrupted_;
  Timeout timeout_;
};

}  // namespace xla

#endif  // AXLE_EVAL_HOST_QUEUES_H_
