// Helpers shared by the files of the client math library (math.cc,
// math_functions.cc, math_special.cc). Not part of the public API.
#ifndef AXLE_BUILDER_LIB_MATH_INTERNAL_H_
#define AXLE_BUILDER_LIB_MATH_INTERNAL_H_

#include <functional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/builder/xla_builder.h"

namespace xla::math_internal {

// The shape the operands share once each is a real floating-point array and
// all have one shape (layouts aside) and element type, as XLA's math
// functions require; an InvalidArgument otherwise (the op's BuildOp names
// the function).
absl::StatusOr<Shape> SameRealFloatShape(XlaBuilder* builder, absl::Span<const XlaOp> operands);

// Applies `fn` to `operands` (checked by SameRealFloatShape): in their type
// for f32 and f64; the narrower float types are computed in f32 and the
// result converted back. Errors are reported under `name`.
using MathFn = std::function<XlaOp(absl::Span<const XlaOp>)>;
XlaOp FloatFunction(absl::string_view name, absl::Span<const XlaOp> operands, const MathFn& fn);
XlaOp FloatFunction(absl::string_view name, XlaOp x, const std::function<XlaOp(XlaOp)>& fn);

// A scalar of `like`'s element type.
XlaOp Scalar(XlaOp like, double value);

// An element-wise iteration as a While loop: `state` holds arrays, state[0]
// the PRED mask of the elements still iterating. Each round runs `body` on
// the state (inside the loop's body computation, so it may only use the ops
// it is given) and gets the next state, mask first; the loop stops once no
// element is active or after `max_iterations` rounds. The final state comes
// back. Errors (a body producing other shapes) are reported under `name`.
using LoopBody = std::function<std::vector<XlaOp>(absl::Span<const XlaOp>)>;
absl::StatusOr<std::vector<XlaOp>> IterateWhileAnyActive(absl::string_view name,
                                                         XlaBuilder* builder,
                                                         int max_iterations,
                                                         absl::Span<const XlaOp> state,
                                                         const LoopBody& body);

}  // namespace xla::math_internal

#endif  // AXLE_BUILDER_LIB_MATH_INTERNAL_H_
