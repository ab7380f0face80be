// Common scalar computations (XLA's hlo/builder/lib/arithmetic.h), the
// reductions Any/All and ArgMax/ArgMin, and small composite ops (Square,
// Reciprocal; XLA declares those in lib/math.h, which includes this file).
#ifndef AXLE_BUILDER_LIB_ARITHMETIC_H_
#define AXLE_BUILDER_LIB_ARITHMETIC_H_

#include <functional>
#include <string>

#include "absl/types/span.h"
#include "axle/builder/lib/comparators.h"
#include "axle/builder/xla_builder.h"

namespace xla {

// (T, T) -> T computations, built in a sub-builder of `builder`. A failure
// (an invalid type) yields a null computation, which the op using it reports.
XlaComputation CreateScalarComputation(
    const std::string& name, PrimitiveType type, XlaBuilder* builder,
    const std::function<XlaOp(XlaOp, XlaOp)>& generator);
XlaComputation CreateScalarAddComputation(PrimitiveType type, XlaBuilder* builder);
XlaComputation CreateScalarMultiplyComputation(PrimitiveType type, XlaBuilder* builder);
XlaComputation CreateScalarMaxComputation(PrimitiveType type, XlaBuilder* builder);
XlaComputation CreateScalarMinComputation(PrimitiveType type, XlaBuilder* builder);
XlaComputation CreateScalarAndComputation(PrimitiveType type, XlaBuilder* builder);
XlaComputation CreateScalarOrComputation(PrimitiveType type, XlaBuilder* builder);

// Whether any (all) element of a PRED array is true; a PRED scalar.
XlaOp Any(XlaOp predicates);
XlaOp All(XlaOp predicates);

// The index (of type output_type, an integral type) of the largest
// (smallest) element along `axis`, which is removed from the shape. Ties go
// to the smallest index; a NaN counts as beyond every number, so the first
// NaN wins, as in XLA.
XlaOp ArgMax(XlaOp input, PrimitiveType output_type, int axis);
XlaOp ArgMin(XlaOp input, PrimitiveType output_type, int axis);

XlaOp Square(XlaOp operand);      // operand * operand
XlaOp Reciprocal(XlaOp operand);  // 1 / operand

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_ARITHMETIC_H_
