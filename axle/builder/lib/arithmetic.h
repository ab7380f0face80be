// Common scalar computations (XLA's client/lib/arithmetic.h) and small
// composite ops (Square, Reciprocal).
#ifndef AXLE_BUILDER_LIB_ARITHMETIC_H_
#define AXLE_BUILDER_LIB_ARITHMETIC_H_

#include <functional>
#include <string>

#include "absl/types/span.h"
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

// Sort comparators over 2 * operand_types.size() scalar parameters that
// compare the first operand's pair (lhs at 0, rhs at 1).
XlaComputation CreateScalarLtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder);
XlaComputation CreateScalarGtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder);

XlaOp Square(XlaOp operand);      // operand * operand
XlaOp Reciprocal(XlaOp operand);  // 1 / operand

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_ARITHMETIC_H_
