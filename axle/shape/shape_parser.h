// Parses XLA shape text: "f32[2,3]", "f32[<=10,3]{0,1}", "f32[?,784]" (an
// unbounded dynamic dimension), "pred[]", "token[]", "(f32[2], (s32[], u8[0]))",
// "()", "b(f32[16]{0})" (a buffer).
//
// A layout is recognised only when "{" follows "]" directly ("f32[2]{0}"), so
// "f32[2] {1, 2}" leaves the value text alone. XLA's layout extras after a
// colon ("{1,0:T(8,128)}") are accepted and ignored. Parsed shapes are
// validated (ShapeUtil::ValidateShape): negative or overflowing dimensions and
// bad layouts are errors.
//
// Errors are InvalidArgument and say what was expected. When `error_offset` is
// null the message ends with "at offset N"; when it is given, it receives the
// byte offset into `text` and the message carries no position, so a caller
// (the HLO parser) can report its own line:column instead.
#ifndef AXLE_SHAPE_SHAPE_PARSER_H_
#define AXLE_SHAPE_SHAPE_PARSER_H_

#include <cstddef>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/shape/shape.h"

namespace xla {

// The whole of `text` (surrounding whitespace allowed) must be one shape.
absl::StatusOr<Shape> ParseShape(absl::string_view text, size_t* error_offset = nullptr);

// Parses one shape at the start of `text` (after optional whitespace) and sets
// `*consumed` to the bytes used, leading whitespace included, trailing not.
absl::StatusOr<Shape> ParseShapePrefix(absl::string_view text, size_t* consumed,
                                       size_t* error_offset = nullptr);

}  // namespace xla

#endif  // AXLE_SHAPE_SHAPE_PARSER_H_
