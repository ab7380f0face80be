#include "axle/eval/collective_hub.h"

#include <algorithm>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla {

CollectiveHub::CollectiveHub(int64_t replica_count, Timeout timeout)
    : replica_count_(std::max<int64_t>(replica_count, 1)),
      timeout_(std::clamp<Timeout>(timeout, Timeout(0), std::chrono::hours(24 * 365))),
      finished_(replica_count_, false) {}

std::chrono::steady_clock::time_point CollectiveHub::Deadline() const {
  return std::chrono::steady_clock::now() + timeout_;
}

absl::Status CollectiveHub::AbortedLocked(const std::string& what) const {
  if (aborted_.ok()) return absl::OkStatus();
  return absl::Status(aborted_.code(),
                      absl::StrCat(what, " aborted because another replica failed: ",
                                   aborted_.message()));
}

std::optional<int64_t> CollectiveHub::FinishedMissingLocked(
    const Slot& slot, absl::Span<const int64_t> group) const {
  for (size_t i = 0; i < group.size(); ++i) {
    if (!slot.values[i].has_value() && finished_[group[i]]) return group[i];
  }
  return std::nullopt;
}

absl::StatusOr<std::shared_ptr<const std::vector<Literal>>> CollectiveHub::Rendezvous(
    const HloInstruction& collective, absl::Span<const int64_t> group, int64_t replica,
    Literal value) {
  const std::string what = absl::StrCat(HloOpcodeString(collective.opcode()), " ",
                                        collective.name(), " on replica ", replica);
  auto position = std::find(group.begin(), group.end(), replica);
  if (position == group.end() || replica < 0 || replica >= replica_count_) {
    return Internal(what, ": replica is not in its group {", absl::StrJoin(group, ","), "}");
  }
  for (int64_t member : group) {
    if (member < 0 || member >= replica_count_) {
      return InvalidArgument(what, ": replica ", member, " in group {",
                             absl::StrJoin(group, ","), "} is out of range [0, ",
                             replica_count_, ")");
    }
  }
  const size_t index = position - group.begin();
  const int64_t site_id = collective.attributes().channel_id
                              ? *collective.attributes().channel_id
                              : static_cast<int64_t>(reinterpret_cast<intptr_t>(&collective));
  SiteKey site{static_cast<int>(collective.opcode()), site_id,
               std::vector<int64_t>(group.begin(), group.end())};
  const auto deadline = Deadline();

  std::unique_lock<std::mutex> lock(mu_);
  RETURN_IF_ERROR(AbortedLocked(what));
  const int64_t sequence = arrivals_[{site, replica}]++;
  const auto slot_key = std::make_tuple(site, sequence);
  Slot& slot = slots_[slot_key];
  if (slot.values.empty()) slot.values.resize(group.size());
  slot.values[index] = std::move(value);
  if (++slot.arrived == static_cast<int64_t>(group.size())) {
    auto all = std::make_shared<std::vector<Literal>>();
    for (auto& contribution : slot.values) all->push_back(std::move(*contribution));
    slot.result = std::move(all);
    cv_.notify_all();
  }
  while (slot.result == nullptr) {
    RETURN_IF_ERROR(AbortedLocked(what));
    if (std::optional<int64_t> missing = FinishedMissingLocked(slot, group)) {
      return FailedPrecondition(what, ": replica ", *missing,
                                " finished its program without reaching this collective");
    }
    if (cv_.wait_until(lock, deadline) == std::cv_status::timeout && slot.result == nullptr) {
      std::vector<int64_t> absent;
      for (size_t i = 0; i < group.size(); ++i) {
        if (!slot.values[i].has_value()) absent.push_back(group[i]);
      }
      return absl::DeadlineExceededError(
          absl::StrCat(what, ": replicas {", absl::StrJoin(absent, ","),
                       "} did not arrive within ", timeout_.count(), " ms"));
    }
  }
  std::shared_ptr<const std::vector<Literal>> result = slot.result;
  if (++slot.departed == static_cast<int64_t>(group.size())) slots_.erase(slot_key);
  return result;
}

void CollectiveHub::Send(int64_t channel, int64_t target, Literal value) {
  std::lock_guard<std::mutex> lock(mu_);
  mailboxes_[{channel, target}].push_back(std::move(value));
  cv_.notify_all();
}

absl::StatusOr<Literal> CollectiveHub::Receive(int64_t channel, int64_t target,
                                               int64_t replica) {
  const std::string what = absl::StrCat("recv on channel ", channel, " by replica ", replica);
  const auto deadline = Deadline();
  std::unique_lock<std::mutex> lock(mu_);
  std::deque<Literal>& mailbox = mailboxes_[{channel, target}];
  while (mailbox.empty()) {
    RETURN_IF_ERROR(AbortedLocked(what));
    bool others_running = false;
    for (int64_t r = 0; r < replica_count_; ++r) {
      if (r != replica && !finished_[r]) others_running = true;
    }
    if (!others_running) {
      return FailedPrecondition(what, ": no matching send (every other replica has finished)");
    }
    if (cv_.wait_until(lock, deadline) == std::cv_status::timeout && mailbox.empty()) {
      return absl::DeadlineExceededError(
          absl::StrCat(what, ": no matching send within ", timeout_.count(), " ms"));
    }
  }
  Literal value = std::move(mailbox.front());
  mailbox.pop_front();
  return value;
}

void CollectiveHub::Abort(absl::Status status) {
  if (status.ok()) status = absl::CancelledError("collectives aborted");
  std::lock_guard<std::mutex> lock(mu_);
  if (aborted_.ok()) aborted_ = std::move(status);
  cv_.notify_all();
}

absl::Status CollectiveHub::abort_status() const {
  std::lock_guard<std::mutex> lock(mu_);
  return aborted_;
}

void CollectiveHub::MarkFinished(int64_t replica) {
  std::lock_guard<std::mutex> lock(mu_);
  if (replica >= 0 && replica < replica_count_) finished_[replica] = true;
  cv_.notify_all();
}

}  // namespace xla
