// flatten-call-graph (FlattenCallGraph): gives every computation called in a
// sequential context (while condition or body, conditional branch, call)
// exactly one call site, by cloning it, its own callees included, for the
// other call sites.
//
//   %w1 = while(%a), condition=%c, body=%b
//   %w2 = while(%z), condition=%c, body=%b
//     ->  %w2 = while(%z), condition=%c.clone, body=%b.clone
//
// Computations applied per element or fused (to_apply of reduce, map, sort,
// scatter, all-reduce, ...; fusion's computation) may stay shared, as in XLA:
// they run to completion inside their caller. One that is called from both
// kinds of context gets a clone for each sequential call site. Afterwards a
// sequential computation's buffers belong to one call site.
#ifndef AXLE_PASSES_FLATTEN_CALL_GRAPH_H_
#define AXLE_PASSES_FLATTEN_CALL_GRAPH_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class FlattenCallGraph : public HloPass {
 public:
  absl::string_view name() const override { return "flatten-call-graph"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_FLATTEN_CALL_GRAPH_H_
