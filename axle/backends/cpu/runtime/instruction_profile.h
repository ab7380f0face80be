// The profile of compiled code built with CompileOptions::profile: the code
// calls __axle_profile_time around each instruction it emits code for, and
// the time lands here, one entry per instruction, added up over every run of
// every such executable in the process until taken (`axle run --profile`);
// while tracing is on, each call is also kept as an event of a timeline
// (`axle run --profile_out`: a Chrome trace, which Perfetto opens).
#ifndef AXLE_BACKENDS_CPU_RUNTIME_INSTRUCTION_PROFILE_H_
#define AXLE_BACKENDS_CPU_RUNTIME_INSTRUCTION_PROFILE_H_

#include <cstdint>
#include <string>
#include <vector>

namespace xla {
class HloInstruction;
}  // namespace xla

namespace xla::cpu {

struct InstructionProfileEntry {
  const HloInstruction* instruction;  // of the executable's optimised module
  int64_t calls = 0;
  int64_t nanoseconds = 0;
};

// The entries recorded so far, most time first, and a fresh start. The
// instructions belong to the executables that ran: take the profile while
// they live.
std::vector<InstructionProfileEntry> TakeInstructionProfile();

// The entries as a table: instruction, opcode, calls, total time and share
// of the total, one row each, in the order given.
std::string FormatInstructionProfile(const std::vector<InstructionProfileEntry>& entries);

// One call of an instruction's code: when it started (steady clock), how
// long it took, and which thread ran it (numbered from 1 in the order
// threads first recorded one).
struct InstructionTraceEvent {
  const HloInstruction* instruction;
  int64_t start_nanoseconds = 0;
  int64_t nanoseconds = 0;
  int64_t thread = 0;
};

// Keeps events from now on (on) or stops (off); at most kMaxTraceEvents are
// kept until taken, later ones counted as dropped.
constexpr int64_t kMaxTraceEvents = int64_t{1} << 22;
void SetInstructionTracing(bool on);

struct InstructionTrace {
  std::vector<InstructionTraceEvent> events;  // in the order recorded
  int64_t dropped = 0;
};
// The events kept so far, and a fresh start. The instructions belong to
// the executables that ran: use them while those live.
InstructionTrace TakeInstructionTrace();

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_INSTRUCTION_PROFILE_H_
