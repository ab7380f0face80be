// Reachability between the instructions of one computation while a pass edits
// it: "does a path of operand or control edges lead from `from` to `to`".
//
// Every instruction carries a key, and keys increase along every edge (a
// topological order). Only instructions whose key lies between the two ends
// can be on a path, so a search between them never leaves that window: a
// question about two nearby instructions touches nearby instructions only,
// where an unpruned search walks everything downstream of `from` (quadratic
// over a pass asking about every candidate pair of a large computation).
//
// The search runs from both ends, backward from `to` over operands and
// forward from `from` over users, growing the side that has scanned fewer
// edges: fan-out (one parameter read by thousands) makes a forward search
// alone scan every user of every node in the window, and a backward search
// alone walks all of `to`'s ancestors after `from` when `from` has few
// descendants.
//
// Keys live in a vector indexed by unique id (dense over the ids the
// computation had at the last renumbering; later ids in a small hash map),
// next to a visit stamp, so a search hashes nothing.
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
  // An instruction's key and the search that last visited it.
  struct Slot {
    double key = 0;
    uint32_t visited = 0;
    bool keyed = false;
    bool forward = false;  // which side of the search visited it
  };
  enum class Answer { kNo, kYes, kUnknown };

  // The pruned search, with valid keys for both ends; kUnknown when it met
  // an instruction without a key.
  Answer SearchWindow(const HloInstruction* from, const HloInstruction* to);

  absl::Status Recompute();
  bool Reorder(const HloInstruction* instruction, double lower, double upper);
  // Null for an instruction without a key (added since the renumbering and
  // not placed, or outside any module).
  Slot* SlotOf(const HloInstruction* instruction);
  const double* KeyOf(const HloInstruction* instruction);
  void SetKey(const HloInstruction* instruction, double key);

  const HloComputation* computation_;
  // Slots of unique ids [dense_base_, dense_base_ + dense_.size()); those
  // outside (new instructions, or every id when the ids are too sparse for
  // a vector) in sparse_.
  int64_t dense_base_ = 0;
  std::vector<Slot> dense_;
  absl::flat_hash_map<int64_t, Slot> sparse_;
  uint32_t search_ = 0;  // stamp of the current search
  bool valid_ = false;
  int64_t recomputations_ = 0;
  int64_t reorders_ = 0;
  // Instructions visited by unpruned searches since the keys were valid.
  int64_t unpruned_work_ = 0;
  // Scratch for the searches, kept to reuse its memory.
  std::vector<const HloInstruction*> stack_;
  std::vector<const HloInstruction*> forward_stack_;
};

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_INSTRUCTION_REACHABILITY_H_
