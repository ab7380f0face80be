// What the replicas of one run share: rendezvous for collectives and the
// mailboxes of send/recv between replicas. One hub per run, shared by all
// replica threads (see replicated_evaluator.h). Thread-safe.
//
// A rendezvous is keyed by (opcode, channel id or instruction identity,
// replica group, sequence number): the n-th time replica r reaches a
// collective with a given key it meets the n-th arrival of every other member
// of its group. Each member contributes one literal and gets back all of the
// group's contributions in group order.
//
// Nothing waits forever: a wait fails when its timeout passes, when Abort()
// is called (the replicated evaluator aborts when a replica fails), or at
// once when a replica it waits for has finished its program.
#ifndef AXLE_EVAL_COLLECTIVE_HUB_H_
#define AXLE_EVAL_COLLECTIVE_HUB_H_

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/literal/literal.h"

namespace xla {

class HloInstruction;

class CollectiveHub {
 public:
  using Timeout = std::chrono::milliseconds;
  static constexpr Timeout kDefaultTimeout = std::chrono::seconds(30);

  explicit CollectiveHub(int64_t replica_count, Timeout timeout = kDefaultTimeout);
  CollectiveHub(const CollectiveHub&) = delete;
  CollectiveHub& operator=(const CollectiveHub&) = delete;

  int64_t replica_count() const { return replica_count_; }
  Timeout timeout() const { return timeout_; }

  // Replica `replica` (a member of `group`, replica ids in group order)
  // contributes `value` to `collective`'s rendezvous and waits for the rest
  // of its group. Returns every member's contribution in group order.
  absl::StatusOr<std::shared_ptr<const std::vector<Literal>>> Rendezvous(
      const HloInstruction& collective, absl::Span<const int64_t> group, int64_t replica,
      Literal value);

  // Mailboxes of send/recv between replicas, one FIFO per (channel, target);
  // target -1 is the channel's shared mailbox any replica may take from.
  void Send(int64_t channel, int64_t target, Literal value);
  // Waits for a value in (channel, target). Fails at once when the mailbox is
  // empty and every replica other than `replica` has finished.
  absl::StatusOr<Literal> Receive(int64_t channel, int64_t target, int64_t replica);

  // Fails every current and later wait. The first status given is kept.
  void Abort(absl::Status status);
  // OK unless aborted; else the first Abort() status.
  absl::Status abort_status() const;
  // Replica `replica` has finished its program: waits on it fail at once.
  void MarkFinished(int64_t replica);

 private:
  // (opcode, channel id or instruction address, group).
  using SiteKey = std::tuple<int, int64_t, std::vector<int64_t>>;
  struct Slot {
    std::vector<std::optional<Literal>> values;
    int64_t arrived = 0;
    int64_t departed = 0;
    std::shared_ptr<const std::vector<Literal>> result;
  };

  // Non-OK when a waiter must give up (lock held).
  absl::Status AbortedLocked(const std::string& what) const;
  std::optional<int64_t> FinishedMissingLocked(const Slot& slot,
                                               absl::Span<const int64_t> group) const;
  std::chrono::steady_clock::time_point Deadline() const;

  const int64_t replica_count_;
  const Timeout timeout_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::map<std::tuple<SiteKey, int64_t>, int64_t> arrivals_;  // (site, replica) -> count
  std::map<std::tuple<SiteKey, int64_t>, Slot> slots_;         // (site, sequence) -> slot
  std::map<std::pair<int64_t, int64_t>, std::deque<Literal>> mailboxes_;
  std::vector<bool> finished_;
  absl::Status aborted_;
};

}  // namespace xla

#endif  // AXLE_EVAL_COLLECTIVE_HUB_H_
