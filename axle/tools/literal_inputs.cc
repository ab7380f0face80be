#include "axle/tools/literal_inputs.h"

#include <type_traits>

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

template <typename T>
T RandomElement(std::mt19937_64& rng) {
  if constexpr (std::is_same_v<T, bool>) {
    return std::uniform_int_distribution<int>(0, 1)(rng) == 1;
  } else if constexpr (kIsComplex<T>) {
    using Part = typename T::value_type;
    std::uniform_real_distribution<Part> parts(-1, 1);
    Part re = parts(rng);
    return T(re, parts(rng));
  } else if constexpr (kIsFloating<T>) {
    return static_cast<T>(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
  } else if constexpr (std::is_signed_v<T>) {
    return static_cast<T>(std::uniform_int_distribution<int>(-10, 10)(rng));
  } else {
    return static_cast<T>(std::uniform_int_distribution<int>(0, 10)(rng));
  }
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

absl::StatusOr<Literal> LoadInput(const InputSpec& input) {
  if (input.is_inline) return ParseLiteralNamed(input.text, input.display);
  ASSIGN_OR_RETURN(std::string text, ReadInputFile(input.text));
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
    if (ShapeUtil::Compatible(got, want)) continue;
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

absl::StatusOr<Literal> MakeRandomLiteral(const Shape& shape, std::mt19937_64& rng) {
  if (shape.IsTuple()) {
    std::vector<Literal> elements;
    for (const Shape& element : shape.tuple_shapes()) {
      ASSIGN_OR_RETURN(Literal value, MakeRandomLiteral(element, rng));
      elements.push_back(std::move(value));
    }
    return Literal::MakeTuple(std::move(elements));
  }
  if (shape.IsToken()) return LiteralUtil::CreateToken();
  ASSIGN_OR_RETURN(Literal literal, Literal::Create(shape));
  PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (T& element : literal.data<T>()) element = RandomElement<T>(rng);
  });
  return literal;
}

}  // namespace xla::tools
