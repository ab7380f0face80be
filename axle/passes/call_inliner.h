// call-inliner (CallInliner): replaces every call with the body of the
// computation it calls.
//
//   %r = f32[4] call(%x, %y), to_apply=%body
//     ->  %body's instructions copied into the caller with its parameters
//         bound to %x and %y; users of %r use the copy of %body's root
//
// Calls inside inlined bodies are inlined too, until no call is left. The
// call's control predecessors precede every copied instruction and its
// control successors follow them. Computations no longer called are removed.
#ifndef AXLE_PASSES_CALL_INLINER_H_
#define AXLE_PASSES_CALL_INLINER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class CallInliner : public HloPass {
 public:
  absl::string_view name() const override { return "call-inliner"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_CALL_INLINER_H_
