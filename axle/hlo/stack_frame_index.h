// XLA's stack-frame tables: where in the user's source each instruction came
// from. A module header may be followed by the tables
//   FileNames / FunctionNames / FileLocations / StackFrames
// and an instruction's metadata names a frame by `stack_frame_id=N`. Ids are
// 1-based positions in these vectors; 0 means "none". Axle does not act on
// them, but keeps them so that XLA's printed modules print back alike.
#ifndef AXLE_HLO_STACK_FRAME_INDEX_H_
#define AXLE_HLO_STACK_FRAME_INDEX_H_

#include <cstdint>
#include <string>
#include <vector>

namespace xla {

struct StackFrameIndex {
  struct FileLocation {
    int64_t file_name_id = 0;
    int64_t function_name_id = 0;
    int64_t line = 0;
    int64_t end_line = 0;
    int64_t column = 0;
    int64_t end_column = 0;
    bool operator==(const FileLocation& other) const = default;
  };
  struct StackFrame {
    int64_t file_location_id = 0;
    int64_t parent_frame_id = 0;
    bool operator==(const StackFrame& other) const = default;
  };

  std::vector<std::string> file_names;
  std::vector<std::string> function_names;
  std::vector<FileLocation> file_locations;
  std::vector<StackFrame> stack_frames;

  bool empty() const {
    return file_names.empty() && function_names.empty() && file_locations.empty() &&
           stack_frames.empty();
  }
  bool operator==(const StackFrameIndex& other) const = default;
};

}  // namespace xla

#endif  // AXLE_HLO_STACK_FRAME_INDEX_H_
