// The text of XLA's stack-frame tables (see stack_frame_index.h), written
// between the module header and the first computation:
//
//   FileNames
//   1 "model.py"
//
//   FunctionNames
//   1 "<module>"
//   2 "f"
//
//   FileLocations
//   1 {file_name_id=1 function_name_id=2 line=3 end_line=3 column=4 end_column=9}
//
//   StackFrames
//   1 {file_location_id=1 parent_frame_id=1}
//
// As in XLA, a printed parent_frame_id is the frame's id plus one, so 1 means
// "no parent"; StackFrameIndex holds the unshifted id (0 = none).
#ifndef AXLE_HLO_STACK_FRAME_TEXT_H_
#define AXLE_HLO_STACK_FRAME_TEXT_H_

#include <string>

#include "absl/status/status.h"
#include "axle/hlo/hlo_lexer.h"
#include "axle/hlo/stack_frame_index.h"

namespace xla {

// If the text continues with the "FileNames" table, parses all four tables
// into `index`; otherwise consumes nothing. Rows must be numbered 1, 2, ...
// and ids must name existing rows.
absl::Status ParseStackFrameTables(HloLexer& lexer, StackFrameIndex* index);

// The four tables, each preceded by a blank line and ended by a newline;
// empty for an empty index.
std::string PrintStackFrameTables(const StackFrameIndex& index);

}  // namespace xla

#endif  // AXLE_HLO_STACK_FRAME_TEXT_H_
