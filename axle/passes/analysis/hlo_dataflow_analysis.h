// Dataflow over the sequential computations of a module (the entry, while
// conditions and bodies, conditional branches, call targets; see
// hlo_schedule.h): which value each array leaf of each instruction holds,
// where each value is defined, every position holding it and every read.
//
// A value is one array's bytes. An instruction defines a new value at each
// array leaf of its result, except:
//   get-tuple-element, tuple, bitcast, opt-barrier  forward their operands'
//       values (a bitcast's bytes are its operand's), except a bitcast to a
//       dynamic shape whose runtime sizes would not land where its operand's
//       lie (BitcastDefinesValue): it defines a value (the code generator
//       copies the elements and writes the result's sizes);
//   a conditional branch's or call target's parameter  holds the caller's
//       operand values;
//   while   defines three "phi" values per leaf that must share bytes (the
//       condition parameter's, the body parameter's and the result), filled
//       from the init at loop entry and from the body root at each loop-back;
//   conditional, call  define phi values filled from the root of the branch
//       that ran / of the callee.
// Tuple-shaped and token positions hold no value (tuples own no memory).
//
// A read (HloUse) is an instruction consuming a value's bytes: any operand
// leaf of a non-forwarding instruction (a while reads its init; a
// conditional reads only its branch index, its other operands are read by
// the branches; a call reads nothing itself), or a computation's root leaf,
// read by whoever runs the computation (operand_number kRootRead).
//
// Requires every sequential computation to run from one call site
// (flatten-call-graph, or copy-insertion, which clones shared ones).
#ifndef AXLE_PASSES_ANALYSIS_HLO_DATAFLOW_ANALYSIS_H_
#define AXLE_PASSES_ANALYSIS_HLO_DATAFLOW_ANALYSIS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/shape/shape.h"

namespace xla {

// Where a dynamic array's runtime sizes start in its buffer: after its
// elements at the bounds. And the bytes an array value takes: its elements,
// plus one int32 per dimension when it is dynamic (buffer_assignment.h).
int64_t DynamicSizesOffset(const Shape& array_shape);
int64_t ByteSizeOfValue(const Shape& array_shape);

// Whether `bitcast` defines a new value instead of forwarding its operand's:
// its result is dynamic and its runtime sizes (at DynamicSizesOffset of its
// own shape) are not its operand's (other dimensions, other dynamic
// dimensions, or a static operand with no sizes at all).
bool BitcastDefinesValue(const HloInstruction& bitcast);

struct HloPosition {
  const HloInstruction* instruction = nullptr;
  ShapeIndex index;

  const Shape& shape() const;
  std::string ToString() const;  // "name{1,0}"
  bool operator==(const HloPosition& other) const = default;
};

struct HloUse {
  // The computation's result is read by whoever runs the computation.
  static constexpr int64_t kRootRead = -1;

  const HloInstruction* instruction = nullptr;  // the reader (the root for kRootRead)
  int64_t operand_number = 0;
  ShapeIndex operand_index;  // the leaf of the operand (of the root for kRootRead)

  bool is_root_read() const { return operand_number == kRootRead; }
  std::string ToString() const;
  bool operator==(const HloUse& other) const = default;
};

class HloValue {
 public:
  enum class Kind {
    kDefined,     // computed by its instruction (parameters of the entry and constants too)
    kWhileState,  // a while's condition parameter, body parameter or result leaf
    kCallResult,  // a conditional's or call's result leaf
  };

  HloValue(int64_t id, Kind kind, HloPosition position, int64_t size_bytes)
      : id_(id), kind_(kind), defining_position_(std::move(position)), size_bytes_(size_bytes) {
    positions_.push_back(defining_position_);
  }

  int64_t id() const { return id_; }
  Kind kind() const { return kind_; }
  // Filled by copying or aliasing other values, not computed.
  bool is_phi() const { return kind_ != Kind::kDefined; }
  const HloPosition& defining_position() const { return defining_position_; }
  const HloInstruction* instruction() const { return defining_position_.instruction; }
  const ShapeIndex& index() const { return defining_position_.index; }
  const Shape& shape() const { return defining_position_.shape(); }
  int64_t size_bytes() const { return size_bytes_; }
  const std::vector<HloPosition>& positions() const { return positions_; }
  const std::vector<HloUse>& uses() const { return uses_; }
  // Held by a leaf of the entry computation's result.
  bool live_out() const { return live_out_; }
  // An entry parameter or a constant: memory the program must not write.
  bool read_only() const;

  std::string ToString() const;  // "add.3{}" (the defining position)

 private:
  friend class HloDataflowAnalysis;
  int64_t id_;
  Kind kind_;
  HloPosition defining_position_;
  int64_t size_bytes_;
  std::vector<HloPosition> positions_;
  std::vector<HloUse> uses_;
  bool live_out_ = false;
};

class HloDataflowAnalysis {
 public:
  static absl::StatusOr<std::unique_ptr<HloDataflowAnalysis>> Run(const HloModule& module);

  const HloModule& module() const { return module_; }
  // Sequential computations, callees before callers, the entry last.
  const std::vector<const HloComputation*>& computations() const { return computations_; }
  bool IsSequential(const HloComputation* computation) const {
    return computation == module_.entry_computation() || call_sites_.contains(computation);
  }
  // The while/conditional/call running `computation`; nullptr for the entry.
  const HloInstruction* CallSite(const HloComputation* computation) const;

  // Values, by id.
  const std::vector<std::unique_ptr<HloValue>>& values() const { return values_; }
  const HloValue& value(int64_t id) const { return *values_[id]; }
  // The value at an array leaf of an instruction of a sequential computation;
  // nullptr for tuple-shaped, token and unknown positions.
  const HloValue* GetValueOrNull(const HloInstruction* instruction,
                                 const ShapeIndex& index = {}) const;
  // Every array leaf of `instruction` with its value, in ForEachSubshape order.
  const std::vector<std::pair<ShapeIndex, const HloValue*>>& ValuesAt(
      const HloInstruction* instruction) const;
  // The values `instruction` defines (not those it forwards).
  std::vector<const HloValue*> ValuesDefinedBy(const HloInstruction* instruction) const;

  // The values whose bytes a phi is filled from: a while state's init and
  // body-root leaf, each branch root leaf of a conditional, a callee root leaf.
  std::vector<const HloValue*> PhiInputs(const HloValue& phi) const;
  // The three phi values of a while leaf: condition parameter, body
  // parameter, result. They share one slice.
  std::vector<const HloValue*> WhileStateValues(const HloInstruction* while_instruction,
                                                const ShapeIndex& index) const;

  // The instruction of `computation` through which `instruction` (possibly in
  // a computation it calls, at any depth) runs; nullptr when it does not run
  // inside `computation`.
  const HloInstruction* EnclosingInstructionIn(const HloInstruction* instruction,
                                               const HloComputation* computation) const;

  std::string ToString() const;

 private:
  explicit HloDataflowAnalysis(const HloModule& module) : module_(module) {}
  absl::Status Build();
  absl::Status FindCallSites();
  absl::Status DefineOrForward(const HloInstruction* instruction);
  HloValue* NewValue(HloValue::Kind kind, const HloInstruction* instruction,
                     const ShapeIndex& index);
  void AddPosition(HloValue* value, const HloInstruction* instruction, const ShapeIndex& index);
  void AddUses();

  const HloModule& module_;
  std::vector<const HloComputation*> computations_;
  absl::flat_hash_map<const HloComputation*, const HloInstruction*> call_sites_;
  std::vector<std::unique_ptr<HloValue>> values_;
  absl::flat_hash_map<const HloInstruction*, std::vector<std::pair<ShapeIndex, const HloValue*>>>
      values_at_;
};

// Array leaves of `shape` (no tuples, no tokens), in ForEachSubshape order.
std::vector<ShapeIndex> ArrayLeafIndices(const Shape& shape);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_HLO_DATAFLOW_ANALYSIS_H_
