// Reachability between the instructions of one computation while a pass edits
// it: "does a path of operand or control edges lead from `from` to `to`".
//
// Every instruction carries a key, and keys increase along every edge (a
// topological order). Only instructions whose key lies between the two ends
// can be on a path, so a search from `from` never leaves that window: a
// question about two nearby instructions touches nearby instructions only,
// where an unpruned search walks everything downstream of `from` (quadratic
// over a pass asking about every candidate pair of a large computation).
//
// Edits: Place() gives a new instruction a key between its neighbours'; when
// a predecessor comes after a successor (a merge of two distant siblings), it
// moves only the keys between the two (Pearce-Kelly). An instruction the
// structure has not seen, or one Place() could not fit, invalidates the
// keys; until unpruned searches have cost a walk of the computation they
// answer, then all keys are recomputed (one post-order walk). The caller
// must Place() or Invalidate() after any edit that adds an edge between
// instructions it has seen; removing edges needs nothing.
#ifndef AXLE_PASSES_ANALYSIS_INSTRUCTION_REACHABILITY_H_
#define AXLE_PASSES_ANALYSIS_INSTRUCTION_REACHABILITY_H_

#include <cstdint>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla {

// Whether a path of length >= 1 of operand or control edges leads from
// `from` to `to`: one unpruned search, for a question or two on a computation
// that is being edited; a pass asking many uses the class below.
bool Reaches(const HloInstruction* from, const HloInstruction* to);

class InstructionReachability {
 public:
  explicit InstructionReachability(const HloComputation* computation) : computation_(computation) {}

  // Whether a path of length >= 1 leads from `from` to `to` (both in the
  // computation). An error only when the computation has a cycle.
  absl::StatusOr<bool> Reaches(const HloInstruction* from, const HloInstruction* to);

  // After `instruction` was added or gained operands, users or control
  // edges: gives it a key between its neighbours' (looking through new
  // neighbours to theirs), reordering the keys between a predecessor and a
  // successor that come in the wrong order, or recomputes all keys at the
  // next question when that fails. Place new instructions operands first.
  void Place(const HloInstruction* instruction);

  // Recompute all keys before the next question.
  void Invalidate() { valid_ = false; }

  // How many times all keys were computed, and how many edits against the
  // order were absorbed by moving only the keys between their ends (for
  // tests and benchmarks).
  int64_t recomputations() const { return recomputations_; }
  int64_t reorders() const { return reorders_; }

 private:
  absl::Status Recompute();
  bool Reorder(const HloInstruction* instruction, double lower, double upper);
  const double* KeyOf(const HloInstruction* instruction) const;

  const HloComputation* computation_;
  absl::flat_hash_map<const HloInstruction*, double> key_;
  bool valid_ = false;
  int64_t recomputations_ = 0;
  int64_t reorders_ = 0;
  // Instructions visited by unpruned searches since the keys were valid.
  int64_t unpruned_work_ = 0;
  // Scratch for the searches, kept to reuse its memory.
  std::vector<const HloInstruction*> stack_;
};

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_INSTRUCTION_REACHABILITY_H_
