// Sort comparators (XLA's hlo/builder/lib/comparators.h).
#ifndef AXLE_BUILDER_LIB_COMPARATORS_H_
#define AXLE_BUILDER_LIB_COMPARATORS_H_

#include <optional>
#include <string>
#include <vector>

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

// A comparison op such as Lt, Gt or LtTotalOrder.
using XlaOpGenerator = XlaOp (*)(XlaOp, XlaOp, absl::Span<const int64_t>);

// A sort comparator over 2 * operand_types.size() scalar parameters
// ("p.I.lhs", "p.I.rhs") ordering lexicographically: the first operand with
// a generator decides unless its pair is equal (total order), then the next
// operand with a generator. `generators` has one entry per operand; at
// least one is set.
XlaComputation CreateScalarComparisonComputation(
    const std::string& name, const std::vector<PrimitiveType>& operand_types,
    const std::vector<std::optional<XlaOpGenerator>>& generators, XlaBuilder* builder);

}  // namespace xla

#endif  // AXLE_BUILDER_LIB_COMPARATORS_H_
