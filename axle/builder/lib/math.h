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

// Element-wise functions (math_functions.cc). Real floating-point operands;
// the narrow float types compute in f32. As XLA: Acosh is NaN below 1,
// Atanh outside [-1, 1]; ErfInv is +-inf at +-1; Lgamma is +inf and Digamma
// NaN at the non-positive integers.
XlaOp Acos(XlaOp x);
XlaOp Asin(XlaOp x);
XlaOp Atan(XlaOp x);
XlaOp Acosh(XlaOp x);
XlaOp Asinh(XlaOp x);
XlaOp Atanh(XlaOp x);
XlaOp Cosh(XlaOp x);
XlaOp Sinh(XlaOp x);
XlaOp RoundToEven(XlaOp x);  // ties to even (round-nearest-even)
XlaOp Erfc(XlaOp x);         // 1 - erf(x), accurate in the tails
XlaOp ErfInv(XlaOp x);
XlaOp Lgamma(XlaOp input);   // log |gamma(x)|
XlaOp Digamma(XlaOp input);  // d/dx lgamma(x)

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_MATH_H_
