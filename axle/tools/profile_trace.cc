#include "axle/tools/profile_trace.h"

#include "absl/strings/str_format.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/tools/graph_html.h"

namespace xla::tools {

std::string FormatChromeTrace(const cpu::InstructionTrace& trace) {
  int64_t origin = 0;
  for (size_t i = 0; i < trace.events.size(); ++i) {
    const int64_t start = trace.events[i].start_nanoseconds;
    if (i == 0 || start < origin) origin = start;
  }
  std::string text = "{\"displayTimeUnit\": \"ns\", \"traceEvents\": [";
  for (size_t i = 0; i < trace.events.size(); ++i) {
    const cpu::InstructionTraceEvent& event = trace.events[i];
    absl::StrAppendFormat(&text,
                          "%s\n{\"name\": %s, \"cat\": %s, \"ph\": \"X\", \"ts\": %.3f, "
                          "\"dur\": %.3f, \"pid\": 1, \"tid\": %d}",
                          i == 0 ? "" : ",", JsonString(event.instruction->name()),
                          JsonString(HloOpcodeString(event.instruction->opcode())),
                          (event.start_nanoseconds - origin) / 1e3, event.nanoseconds / 1e3,
                          event.thread);
  }
  absl::StrAppendFormat(&text, "\n], \"otherData\": {\"dropped_events\": %d}}\n", trace.dropped);
  return text;
}

}  // namespace xla::tools
