// WhileLoopSimplifier ("simplify-while-loops"): removes loops and loop state
// that do nothing.
//   trip count 0 (analysis/while_loop_analysis.h) -> the init value
//   trip count 1 -> call(init), to_apply=body (for call-inliner to inline)
//   dead state -> a narrower loop: element i of the state tuple goes when
//     the condition does not read it, no other element's update and no
//     side-effecting instruction of the body depends on it, and after the
//     loop only get-tuple-elements of other indices read the result:
//       s = (a, b) while((x, y))   [b only feeds b]
//       -> s' = (a) while((x)), users of gte(s, 0) read gte(s', 0)
//     Repeated per loop until nothing more goes (removing one element can
//     free another).
// Loops are left alone when their condition has side effects (the rewrite
// would drop its runs), when they or their computations have control edges,
// or when the state parameter is used other than through
// get-tuple-element. Inner loops are simplified before the loops holding
// them. The replaced computations are dropped when nothing calls them.
#ifndef AXLE_PASSES_WHILE_LOOP_SIMPLIFIER_H_
#define AXLE_PASSES_WHILE_LOOP_SIMPLIFIER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class WhileLoopSimplifier : public HloPass {
 public:
  absl::string_view name() const override { return "simplify-while-loops"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_WHILE_LOOP_SIMPLIFIER_H_
