// The constant part of a computation: what ComputeConstant evaluates.
#ifndef AXLE_BUILDER_CONSTANT_SUBGRAPH_H_
#define AXLE_BUILDER_CONSTANT_SUBGRAPH_H_

#include <memory>

#include "absl/status/statusor.h"
#include "axle/builder/xla_builder.h"
#include "axle/builder/xla_computation.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

// A copy of `module` whose entry keeps only what its root depends on (and
// the computations those instructions call), with no parameters. Fails with
// InvalidArgument naming the instruction when the root depends on a
// parameter or on a value that is not constant (infeed, recv, rng, custom
// call), or when the module has no entry.
absl::StatusOr<std::unique_ptr<HloModule>> ExtractConstantSubgraph(const HloModule& module);

// OK when `root` (an instruction of `computation`) has a value known before
// running; otherwise InvalidArgument saying which instruction it depends on
// (a parameter, infeed, recv, rng, a custom call, a collective), also inside
// the computations it calls.
absl::Status CheckConstant(const HloComputation& computation, const HloInstruction* root);

// XLA's XlaBuilder::BuildConstantSubGraph as a free function: the
// computation of what `root_op` depends on, with `root_op` as its root.
// Fails like ExtractConstantSubgraph, and with the builder's first error if
// it has one.
absl::StatusOr<XlaComputation> BuildConstantSubGraph(XlaOp root_op);

}  // namespace xla

#endif  // AXLE_BUILDER_CONSTANT_SUBGRAPH_H_
