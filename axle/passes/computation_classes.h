// Structural identity of instructions and computations, for passes that
// merge what is the same (cse) and for compiling identical computations once.
//
// Two computations are identical in structure when their instructions match
// one to one in post order (HloInstruction::Identical, names ignored), with
// operands at the same positions, called computations identical in structure
// in turn, and the same root.
#ifndef AXLE_PASSES_COMPUTATION_CLASSES_H_
#define AXLE_PASSES_COMPUTATION_CLASSES_H_

#include <cstddef>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "axle/hlo/hlo_computation.h"

namespace xla {

// A hash of what HloInstruction::Identical compares, except operands and
// called computations: equal for identical instructions.
size_t InstructionLocalHash(const HloInstruction& instruction);

// Sorts computations into classes of structurally identical ones.
class ComputationClasses {
 public:
  // Adds `computation`; the computations it calls must have been added
  // before (callees first, e.g. HloModule::MakeComputationPostOrder).
  void Add(const HloComputation* computation);
  // The first added computation identical in structure to `computation`;
  // `computation` itself when it was not added.
  const HloComputation* Representative(const HloComputation* computation) const;

 private:
  size_t StructureHash(const HloComputation& computation) const;
  bool SameStructure(const HloComputation& a, const HloComputation& b) const;

  absl::flat_hash_map<const HloComputation*, const HloComputation*> representative_;
  absl::flat_hash_map<size_t, std::vector<const HloComputation*>> classes_by_hash_;
};

}  // namespace xla

#endif  // AXLE_PASSES_COMPUTATION_CLASSES_H_
