// Element-wise math helpers (XLA's hlo/builder/lib/math.h). Square and
// Reciprocal come with lib/arithmetic.h.
#ifndef AXLE_BUILDER_LIB_MATH_H_
#define AXLE_BUILDER_LIB_MATH_H_

#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/xla_builder.h"

namespace xla {

// PRED arrays of the operand's shape. The operand must have a real
// floating-point type (an error otherwise, as in XLA). Types without an
// infinity (f8e4m3fn...) are never infinite.
XlaOp IsNan(XlaOp operand);
XlaOp IsInf(XlaOp operand);
XlaOp IsPosInf(XlaOp operand);
XlaOp IsNegInf(XlaOp operand);

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_MATH_H_
