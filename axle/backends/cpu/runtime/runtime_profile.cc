// __axle_profile_time and the process's instruction profile.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "axle/backends/cpu/runtime/instruction_profile.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla::cpu {
namespace {

struct Profile {
  std::mutex mutex;
  std::unordered_map<const HloInstruction*, InstructionProfileEntry> entries;
  std::atomic<bool> tracing{false};
  InstructionTrace trace;
  int64_t threads = 0;  // numbers handed out
};

Profile& GlobalProfile() {
  static auto* profile = new Profile;
  return *profile;
}

// This thread's number in traces, handed out on its first event (mutex held).
int64_t ThreadNumberLocked(Profile& profile) {
  thread_local int64_t number = 0;
  if (number == 0) number = ++profile.threads;
  return number;
}

// One call of `instruction`'s code, from `start` (steady clock, ns) for
// `nanoseconds` (thread-safe).
void Record(const HloInstruction* instruction, int64_t start, int64_t nanoseconds) {
  Profile& profile = GlobalProfile();
  std::lock_guard<std::mutex> lock(profile.mutex);
  InstructionProfileEntry& entry = profile.entries[instruction];
  entry.instruction = instruction;
  ++entry.calls;
  entry.nanoseconds += nanoseconds;
  if (!profile.tracing.load(std::memory_order_relaxed)) return;
  if (static_cast<int64_t>(profile.trace.events.size()) >= kMaxTraceEvents) {
    ++profile.trace.dropped;
    return;
  }
  profile.trace.events.push_back({instruction, start, nanoseconds, ThreadNumberLocked(profile)});
}

}  // namespace

void SetInstructionTracing(bool on) {
  GlobalProfile().tracing.store(on, std::memory_order_relaxed);
}

InstructionTrace TakeInstructionTrace() {
  Profile& profile = GlobalProfile();
  std::lock_guard<std::mutex> lock(profile.mutex);
  return std::exchange(profile.trace, InstructionTrace());
}

std::vector<InstructionProfileEntry> TakeInstructionProfile() {
  Profile& profile = GlobalProfile();
  std::vector<InstructionProfileEntry> result;
  {
    std::lock_guard<std::mutex> lock(profile.mutex);
    for (const auto& [instruction, entry] : profile.entries) result.push_back(entry);
    profile.entries.clear();
  }
  std::sort(result.begin(), result.end(), [](const auto& a, const auto& b) {
    if (a.nanoseconds != b.nanoseconds) return a.nanoseconds > b.nanoseconds;
    return a.instruction->name() < b.instruction->name();
  });
  return result;
}

std::string FormatInstructionProfile(const std::vector<InstructionProfileEntry>& entries) {
  int64_t total = 0;
  size_t name_width = 11;
  for (const InstructionProfileEntry& entry : entries) {
    total += entry.nanoseconds;
    name_width = std::max(name_width, entry.instruction->name().size());
  }
  std::string text = absl::StrFormat("%-*s  %-20s %10s %14s %7s\n", name_width, "instruction",
                                     "opcode", "calls", "total (us)", "share");
  for (const InstructionProfileEntry& entry : entries) {
    const double share = total > 0 ? 100.0 * entry.nanoseconds / total : 0.0;
    absl::StrAppendFormat(&text, "%-*s  %-20s %10d %14.3f %6.1f%%\n", name_width,
                          entry.instruction->name(),
                          HloOpcodeString(entry.instruction->opcode()), entry.calls,
                          entry.nanoseconds / 1e3, share);
  }
  absl::StrAppendFormat(&text, "%-*s  %-20s %10s %14.3f %6.1f%%\n", name_width, "total", "", "",
                        total / 1e3, total > 0 ? 100.0 : 0.0);
  return text;
}

}  // namespace xla::cpu

extern "C" uint64_t __axle_profile_time(void* ctx, const void* instruction, uint64_t start) {
  const uint64_t now = static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
  if (instruction != nullptr) {
    xla::cpu::Record(static_cast<const xla::HloInstruction*>(instruction),
                     static_cast<int64_t>(start), static_cast<int64_t>(now - start));
  }
  return now;
}
