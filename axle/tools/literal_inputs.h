// Input literals for `axle run`: read from files or inline text with errors
// located as NAME:LINE:COLUMN, checked against the entry parameters, or
// made up from a seed.
#ifndef AXLE_TOOLS_LITERAL_INPUTS_H_
#define AXLE_TOOLS_LITERAL_INPUTS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/tools/cli_io.h"
#include "absl/strings/string_view.h"
#include "axle/literal/literal.h"
#include "axle/shape/program_shape.h"

namespace xla::tools {

// One input as given on the command line.
struct InputSpec {
  bool is_inline = false;  // --input=TEXT
  std::string text;        // the path ("-": stdin) or the inline literal
  std::string display;     // how errors name it: the path, or "--input #K"
};

// Parses `text` as one literal; errors read "NAME:LINE:COLUMN: error: ...".
absl::StatusOr<Literal> ParseLiteralNamed(absl::string_view text, absl::string_view name);

// Reads (files of at most `max_size` bytes) and parses one input.
absl::StatusOr<Literal> LoadInput(const InputSpec& input,
                                  int64_t max_size = kDefaultMaxInputFileSize);

// OK when `inputs` fit the parameters of `signature` in number, element type
// and dimensions; else InvalidArgument naming the input and the parameter.
absl::Status CheckInputs(const ProgramShape& signature, const std::vector<Literal>& inputs,
                         const std::vector<InputSpec>& specs);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_LITERAL_INPUTS_H_
