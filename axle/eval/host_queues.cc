#include "axle/eval/host_queues.h"

#include "absl/strings/str_cat.h"
#include "axle/eval/memory_limit.h"

namespace xla {

HostQueues::Timeout HostQueues::timeout() const {
  std::lock_guard<std::mutex> lock(mu_);
  return timeout_;
}

void HostQueues::set_timeout(Timeout timeout) {
  std::lock_guard<std::mutex> lock(mu_);
  timeout_ = timeout;
}

void HostQueues::set_max_queued_bytes(int64_t bytes) {
  std::lock_guard<std::mutex> lock(mu_);
  max_queued_bytes_ = bytes;
}

void HostQueues::EnqueueInfeed(int64_t replica, Literal value) {
  Push({Kind::kInfeed, replica, 0}, std::move(value));
}

absl::StatusOr<Literal> HostQueues::DequeueOutfeed(int64_t replica,
                                                   std::optional<Timeout> timeout) {
  return Pop({Kind::kOutfeed, replica, 0}, timeout ? *timeout : this->timeout());
}

void HostQueues::EnqueueToDevice(int64_t replica, int64_t channel, Literal value) {
  Push({Kind::kToDevice, replica, channel}, std::move(value));
}

absl::StatusOr<Literal> HostQueues::DequeueFromDevice(int64_t replica, int64_t channel,
                                                      std::optional<Timeout> timeout) {
  return Pop({Kind::kFromDevice, replica, channel}, timeout ? *timeout : this->timeout());
}

int64_t HostQueues::OutfeedSize(int64_t replica) const {
  return Size({Kind::kOutfeed, replica, 0});
}

int64_t HostQueues::InfeedSize(int64_t replica) const { return Size({Kind::kInfeed, replica, 0}); }

absl::StatusOr<Literal> HostQueues::DequeueInfeed(int64_t replica) {
  return Pop({Kind::kInfeed, replica, 0}, timeout());
}

absl::Status HostQueues::EnqueueOutfeed(int64_t replica, Literal value) {
  return PushBounded({Kind::kOutfeed, replica, 0}, std::move(value));
}

absl::Status HostQueues::SendToHost(int64_t replica, int64_t channel, Literal value) {
  return PushBounded({Kind::kFromDevice, replica, channel}, std::move(value));
}

absl::StatusOr<Literal> HostQueues::RecvFromHost(int64_t replica, int64_t channel) {
  return Pop({Kind::kToDevice, replica, channel}, timeout());
}

void HostQueues::Interrupt(absl::Status status) {
  if (status.ok()) status = absl::CancelledError("host queues interrupted");
  std::lock_guard<std::mutex> lock(mu_);
  if (interrupted_.ok()) interrupted_ = std::move(status);
  cv_.notify_all();
}

void HostQueues::ClearInterrupt() {
  std::lock_guard<std::mutex> lock(mu_);
  interrupted_ = absl::OkStatus();
}

std::string HostQueues::Describe(const Key& key) {
  const auto& [kind, replica, channel] = key;
  switch (kind) {
    case Kind::kInfeed:
      return absl::StrCat("infeed queue of replica ", replica);
    case Kind::kOutfeed:
      return absl::StrCat("outfeed queue of replica ", replica);
    case Kind::kToDevice:
      return absl::StrCat("host-to-device queue of replica ", replica, " channel ", channel);
    case Kind::kFromDevice:
      return absl::StrCat("device-to-host queue of replica ", replica, " channel ", channel);
  }
  return "host queue";
}

void HostQueues::Push(const Key& key, Literal value) {
  std::lock_guard<std::mutex> lock(mu_);
  queued_bytes_[key] += StorageBytes(value.shape());
  queues_[key].push_back(std::move(value));
  cv_.notify_all();
}

absl::Status HostQueues::PushBounded(const Key& key, Literal value) {
  std::lock_guard<std::mutex> lock(mu_);
  const int64_t bytes = StorageBytes(value.shape());
  int64_t& queued = queued_bytes_[key];
  if (bytes > max_queued_bytes_ - queued) {
    return absl::ResourceExhaustedError(absl::StrCat(
        Describe(key), " already holds ", queues_[key].size(), " values (", queued,
        " bytes) the host has not taken; one more of ", bytes,
        " bytes would pass its limit of ", max_queued_bytes_, " bytes"));
  }
  queued += bytes;
  queues_[key].push_back(std::move(value));
  cv_.notify_all();
  return absl::OkStatus();
}

absl::StatusOr<Literal> HostQueues::Pop(const Key& key, Timeout timeout) {
  std::unique_lock<std::mutex> lock(mu_);
  auto ready = [&] {
    auto it = queues_.find(key);
    return !interrupted_.ok() || (it != queues_.end() && !it->second.empty());
  };
  if (timeout.count() < 0) timeout = Timeout(0);
  // wait_for with a huge duration can overflow the clock: cap the wait.
  if (timeout > std::chrono::hours(24 * 365)) timeout = std::chrono::hours(24 * 365);
  if (timeout.count() == 0 && !ready()) {
    return absl::FailedPreconditionError(absl::StrCat(
        Describe(key), " is empty and nothing can fill it during this run (give its values "
        "before running: axle run --infeed=LITERAL, or HostQueues in the run options)"));
  }
  if (!cv_.wait_for(lock, timeout, ready)) {
    return absl::DeadlineExceededError(absl::StrCat(Describe(key), " is empty after waiting ",
                                                    timeout.count(), " ms"));
  }
  auto it = queues_.find(key);
  if (it == queues_.end() || it->second.empty()) {
    return absl::Status(interrupted_.code(),
                        absl::StrCat("waiting on ", Describe(key),
                                     " interrupted: ", interrupted_.message()));
  }
  Literal value = std::move(it->second.front());
  it->second.pop_front();
  queued_bytes_[key] -= StorageBytes(value.shape());
  return value;
}

int64_t HostQueues::Size(const Key& key) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = queues_.find(key);
  return it == queues_.end() ? 0 : static_cast<int64_t>(it->second.size());
}

}  // namespace xla
