// `axle run --profile_out=FILE`: the cpu backend's instruction timeline as
// Chrome trace JSON, which Perfetto (ui.perfetto.dev) and chrome://tracing
// open: one complete ("X") event per call of an instruction's code, named
// after the instruction, its opcode as the category, times in microseconds
// from the first event, one track per thread that ran instructions.
#ifndef AXLE_TOOLS_PROFILE_TRACE_H_
#define AXLE_TOOLS_PROFILE_TRACE_H_

#include <string>

#include "axle/backends/cpu/runtime/instruction_profile.h"

namespace xla::tools {

// The instructions of `trace` must still live.
std::string FormatChromeTrace(const cpu::InstructionTrace& trace);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_PROFILE_TRACE_H_
