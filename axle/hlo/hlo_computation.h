// A computation: a DAG of instructions with numbered parameters and a root.
// Owns its instructions; owned by an HloModule.
#ifndef AXLE_HLO_HLO_COMPUTATION_H_
#define AXLE_HLO_HLO_COMPUTATION_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/program_shape.h"

namespace xla {

class HloModule;

class HloComputation {
 public:
  explicit HloComputation(std::string name) : name_(std::move(name)) {}
  HloComputation(const HloComputation&) = delete;
  HloComputation& operator=(const HloComputation&) = delete;

  const std::string& name() const { return name_; }
  void SetName(std::string name) { name_ = std::move(name); }
  // XLA's execution thread ("main" unless the text says otherwise, e.g. the
  // computations an async op runs on another thread).
  const std::string& execution_thread() const { return execution_thread_; }
  void SetExecutionThread(std::string thread) { execution_thread_ = std::move(thread); }

  // Adds an instruction (a parameter is registered under its number; its
  // number must be free). Returns the non-owning pointer.
  HloInstruction* AddInstruction(std::unique_ptr<HloInstruction> instruction);
  HloInstruction* AddParameter(std::unique_ptr<HloInstruction> parameter);
  // Removes an instruction that has no users and is not the root. Its
  // control predecessors become predecessors of its control successors, so
  // the order it imposed stays.
  absl::Status RemoveInstruction(HloInstruction* instruction);
  // Replaces all uses of old_instruction with new_instruction, then removes
  // old_instruction if it is dead.
  absl::Status ReplaceInstruction(HloInstruction* old_instruction,
                                  HloInstruction* new_instruction);

  HloInstruction* root_instruction() const { return root_; }
  void set_root_instruction(HloInstruction* root) { root_ = root; }

  int64_t num_parameters() const { return static_cast<int64_t>(parameters_.size()); }
  // nullptr if parameter `number` is missing (the verifier reports gaps).
  HloInstruction* parameter_instruction(int64_t number) const;
  const std::vector<HloInstruction*>& parameter_instructions() const { return parameters_; }

  int64_t instruction_count() const { return live_instruction_count_; }
  // Instructions in insertion order.
  std::vector<HloInstruction*> instructions() const;
  // Operands (and control predecessors) before users; every instruction,
  // including ones unreachable from the root. Fails on a cycle.
  absl::StatusOr<std::vector<HloInstruction*>> MakeInstructionPostOrderOrError() const;
  std::vector<HloInstruction*> MakeInstructionPostOrder() const;  // assumes acyclic
  HloInstruction* GetInstructionWithName(absl::string_view name) const;

  // Computations called by any instruction here, without repeats, in order.
  std::vector<HloComputation*> MakeEmbeddedComputationsList() const;

  ProgramShape ComputeProgramShape() const;

  // Copies `source`'s instructions into this computation, operands before
  // users, and records each copy in `map`. Instructions already in `map` are
  // not copied but stand for themselves: binding `source`'s parameters to a
  // call's operands that way inlines it. Control dependencies are copied;
  // called computations are shared, not copied.
  using InstructionMap = absl::flat_hash_map<const HloInstruction*, HloInstruction*>;
  void CloneInstructionsFrom(const HloComputation& source, InstructionMap* map);
  // A copy named "<name>.<suffix>" (just <name> for an empty suffix), in no
  // module yet, calling the same computations as this one.
  std::unique_ptr<HloComputation> Clone(absl::string_view suffix = "clone") const;

  HloModule* parent() const { return parent_; }
  void SetParent(HloModule* module) { parent_ = module; }
  bool IsEntryComputation() const;

  std::string ToString() const;  // HLO text of this computation

 private:
  // Takes ownership, sets the parent, names it within the module.
  HloInstruction* Adopt(std::unique_ptr<HloInstruction> instruction);
  // Whether `instruction` is one of this computation's live instructions.
  bool Owns(const HloInstruction* instruction) const;
  // Drops the null slots removals left, keeping the order.
  void CompactInstructions();

  std::string name_;
  std::string execution_thread_ = "main";
  // Insertion order. A removal nulls its slot (O(1), unlike erasing from a
  // vector) and the slots are compacted once half of them are null, so scans
  // stay linear and touch one contiguous array.
  std::vector<std::unique_ptr<HloInstruction>> instructions_;
  int64_t live_instruction_count_ = 0;
  std::vector<HloInstruction*> parameters_;  // indexed by parameter number; may hold nullptr
  HloInstruction* root_ = nullptr;
  HloModule* parent_ = nullptr;
};

}  // namespace xla

#endif  // AXLE_HLO_HLO_COMPUTATION_H_
