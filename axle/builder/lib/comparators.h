// Sort comparators (XLA's hlo/builder/lib/comparators.h).
#ifndef AXLE_BUILDER_LIB_COMPARATORS_H_
#define AXLE_BUILDER_LIB_COMPARATORS_H_

#include "absl/types/span.h"
#include "axle/builder/xla_builder.h"

namespace xla {

// Comparators over 2 * operand_types.size() scalar parameters (lhs and rhs
// of each sorted operand in turn) that compare the first operand's pair
// (parameters 0 and 1) with < or >. A std::vector of types converts.
XlaComputation CreateScalarLtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder);
XlaComputation CreateScalarGtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder);

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_COMPARATORS_H_
