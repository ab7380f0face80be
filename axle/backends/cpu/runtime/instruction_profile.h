// The profile of compiled code built with CompileOptions::profile: the code
// calls __axle_profile_time around each instruction it emits code for, and
// the time lands here, one entry per instruction, added up over every run of
// every such executable in the process until taken (`axle run --profile`).
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

// Adds one call of `nanoseconds` to `instruction`'s entry (thread-safe).
void RecordInstructionTime(const HloInstruction* instruction, int64_t nanoseconds);

// The entries recorded so far, most time first, and a fresh start. The
// instructions belong to the executables that ran: take the profile while
// they live.
std::vector<InstructionProfileEntry> TakeInstructionProfile();

// The entries as a table: instruction, opcode, calls, total time and share
// of the total, one row each, in the order given.
std::string FormatInstructionProfile(const std::vector<InstructionProfileEntry>& entries);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_INSTRUCTION_PROFILE_H_
