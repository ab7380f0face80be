#include "axle/tools/literal_inputs.h"

#include "axle/base/status_macros.h"
#include "axle/literal/literal_text.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"
#include "axle/tools/cli_io.h"

namespace xla::tools {
namespace {

// 1-based line and column of byte `offset` in `text`.
std::pair<int64_t, int64_t> LineAndColumn(absl::string_view text, size_t offset) {
  if (offset > text.size()) offset = text.size();
  int64_t line = 1, column = 1;
  for (size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {line, column};
}

}  // namespace

absl::StatusOr<Literal> ParseLiteralNamed(absl::string_view text, absl::string_view name) {
  size_t offset = 0;
  absl::StatusOr<Literal> literal = ParseLiteral(text, &offset);
  if (literal.ok()) return literal;
  auto [line, column] = LineAndColumn(text, offset);
  return absl::Status(literal.status().code(),
                      absl::StrCat(name, ":", line, ":", column,
                                   ": error: malformed literal: ", literal.status().message()));
}

absl::StatusOr<Literal> LoadInput(const InputSpec& input, int64_t max_size) {
  if (input.is_inline) return ParseLiteralNamed(input.text, input.display);
  ASSIGN_OR_RETURN(std::string text, ReadInputFile(input.text, max_size));
  return ParseLiteralNamed(text, input.text == "-" ? "<stdin>" : input.text);
}

absl::Status CheckInputs(const ProgramShape& signature, const std::vector<Literal>& inputs,
                         const std::vector<InputSpec>& specs) {
  const int64_t expected = signature.parameters_size();
  if (static_cast<int64_t>(inputs.size()) != expected) {
    return InvalidArgument("the module takes ", expected, expected == 1 ? " input " : " inputs ",
                           signature.ToString(), " but ", inputs.size(),
                           inputs.size() == 1 ? " was" : " were", " given");
  }
  for (int64_t i = 0; i < expected; ++i) {
    const Shape& want = signature.parameters(i);
    const Shape& got = inputs[i].shape();
    // A dynamic parameter takes a value at its runtime sizes.
    if (ShapeUtil::Compatible(got, want) || ShapeUtil::FitsBounds(got, want)) continue;
    const std::string& name = signature.parameter_names(i);
    std::string source = i < static_cast<int64_t>(specs.size()) ? specs[i].display : "";
    bool same_dims = got.IsArray() && want.IsArray() && got.dimensions() == want.dimensions();
    return InvalidArgument(source.empty() ? "" : source + ": ", "input ", i, " has ",
                           same_dims ? "the wrong element type" : "the wrong shape", ": ",
                           ShapeUtil::HumanString(got), " but parameter ", i,
                           name.empty() ? "" : " (" + name + ")", " is ",
                           ShapeUtil::HumanString(want));
  }
  return absl::OkStatus();
}

}  // namespace xla::tools
