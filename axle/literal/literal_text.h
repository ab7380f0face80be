// Literal text in XLA syntax, printed on one line and parsed back:
//   s32[] 5          pred[2] {true, false}      f32[2,3] {{1, 2, 3}, {4, 5, 6}}
//   f32[0] {}        f32[2,0] {{}, {}}          c64[2] {(1, 2), (3, -4)}
//   (f32[2] {1, 2}, s32[] 3)                    token
// Floating-point values print in the shortest form that reads back to the same
// value (f16/bf16: shortest that reads back to the same f16/bf16), plus inf,
// -inf, nan, -nan. Literal::ToString and friends are defined here.
//
// Parsing accepts what the printer writes and also: a layout after an array
// shape ("f32[2,2]{0,1} {{1, 2}, {3, 4}}", values always in logical row-major
// order), any whitespace between tokens, "+" signs, any C float form ("1e-3",
// ".5", "infinity"), 1/0 for pred, a bare real for a complex element, a tuple
// shape followed by a tuple value ("(f32[2], s32[]) ({1, 2}, 3)"), and
// optional shapes on tuple elements inside a value ("(f32[2] {1, 2}, 3)").
// Element counts must match the shape exactly; integers out of their type's
// range and finite floats that overflow their type are errors.
//
// Errors are InvalidArgument and say what was expected. As in shape_parser.h:
// when `error_offset` is null the message ends with "at offset N"; otherwise
// the byte offset into `text` is stored there and the message has no position.
#ifndef AXLE_LITERAL_LITERAL_TEXT_H_
#define AXLE_LITERAL_LITERAL_TEXT_H_

#include <cstddef>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/literal/literal.h"

namespace xla {

// "SHAPE VALUE" or a tuple of those; the whole text (whitespace around it ok).
absl::StatusOr<Literal> ParseLiteral(absl::string_view text, size_t* error_offset = nullptr);

// Only the value part, for a known shape: "{1, 2}", "5", "({1, 2}, 3)".
absl::StatusOr<Literal> ParseLiteralValue(absl::string_view text, const Shape& shape,
                                          size_t* error_offset = nullptr);
// Like ParseLiteralValue but stops after the value (used inside larger texts,
// e.g. HLO's "constant({1, 2})"); `*consumed` counts leading whitespace too.
absl::StatusOr<Literal> ParseLiteralValuePrefix(absl::string_view text, const Shape& shape,
                                                size_t* consumed,
                                                size_t* error_offset = nullptr);

// One element as the printer writes it: "1.5", "-inf", "true", "(1, -2)".
template <typename T>
std::string ElementToString(T value);

}  // namespace xla

#endif  // AXLE_LITERAL_LITERAL_TEXT_H_
