// copy-insertion: adds the copies (and control dependencies) that let buffer
// assignment give control flow's values shared bytes without copying them
// at run time. Run it after layout-assignment and after every other pass,
// right before scheduling (a later pass could undo what it establishes).
//
// After it, for any schedule that respects the module's data and control
// dependencies (HloSchedule, ScheduleModule):
//   1. Every sequential computation (entry, while condition and body,
//      branch, call target) runs from one call site: shared ones are cloned.
//   2. Entry result: every array leaf holds a distinct value computed by an
//      instruction that writes memory: never an entry parameter, a constant,
//      or a value held by another leaf (copies are added where it would be).
//   3. Conditional branches and call targets: likewise for every root leaf
//      (nor a loop state that may stay in such memory, see 5), and the value
//      is computed inside that computation (never a value of the caller
//      passed in through a parameter).
//   4. While body root, for each leaf i whose value is not the body
//      parameter's leaf i: the value is computed inside the body, appears at
//      no other root leaf, and every read of the parameter's leaf i happens
//      before the instruction computing it, or at it when that instruction
//      can write over its operand in place (buffer_sharing.h; a nested while
//      taking the leaf as its init counts). Copies at the root (and, for
//      cycles such as a swap, of the parameter leaf at the body's start) and
//      control dependencies make it so.
//   5. While init, each leaf: appears at no other init leaf, is computed in
//      the while's own computation (not a branch's or call target's
//      parameter), and every other read of it happens before the while
//      (control dependencies are added where the order was open; a copy is
//      added where a read comes after).
//      A leaf in a parameter's or constant's memory (or a loop state that
//      passes such a leaf through) is copied unless the body passes it
//      through unchanged and the loop's result leaf is not an entry result
//      leaf (the loop then only reads it, in that memory).
// So buffer assignment can make the while's init, state and body root share
// one slice per leaf and each branch root share the conditional's slices;
// see buffer_assignment.h for what it then guarantees.
#ifndef AXLE_PASSES_COPY_INSERTION_H_
#define AXLE_PASSES_COPY_INSERTION_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class CopyInsertion : public HloPass {
 public:
  absl::string_view name() const override { return "copy-insertion"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_COPY_INSERTION_H_
