// One node of the HLO graph: an opcode, its result shape, operands, called
// computations and attributes. Owned by its HloComputation.
#ifndef AXLE_HLO_HLO_INSTRUCTION_H_
#define AXLE_HLO_HLO_INSTRUCTION_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "axle/hlo/hlo_attributes.h"
#include "axle/hlo/hlo_opcode.h"
#include "axle/shape/shape.h"

namespace xla {

class HloComputation;
class Literal;

class HloInstruction {
 public:
  ~HloInstruction();
  HloInstruction(const HloInstruction&) = delete;
  HloInstruction& operator=(const HloInstruction&) = delete;

  // The general constructor: every instruction can be made with it and then
  // given attributes and called computations. Operands' user lists are updated.
  static std::unique_ptr<HloInstruction> Create(HloOpcode opcode, const Shape& shape,
                                                absl::Span<HloInstruction* const> operands);
  static std::unique_ptr<HloInstruction> CreateParameter(int64_t parameter_number,
                                                         const Shape& shape,
                                                         const std::string& name);
  static std::unique_ptr<HloInstruction> CreateConstant(Literal literal);
  static std::unique_ptr<HloInstruction> CreateGetTupleElement(const Shape& shape,
                                                               HloInstruction* operand,
                                                               int64_t index);

  HloOpcode opcode() const { return opcode_; }
  const Shape& shape() const { return shape_; }
  Shape* mutable_shape() { return &shape_; }

  const std::string& name() const { return name_; }
  void SetName(std::string name) { name_ = std::move(name); }
  int64_t unique_id() const { return unique_id_; }
  void SetUniqueId(int64_t id) { unique_id_ = id; }

  // Operands.
  int64_t operand_count() const { return static_cast<int64_t>(operands_.size()); }
  const HloInstruction* operand(int64_t i) const { return operands_[i]; }
  HloInstruction* mutable_operand(int64_t i) { return operands_[i]; }
  const std::vector<HloInstruction*>& operands() const { return operands_; }
  void AppendOperand(HloInstruction* operand);
  // Replaces operand i, keeping both instructions' user lists right.
  absl::Status ReplaceOperandWith(int64_t operand_num, HloInstruction* new_operand);

  // Users: instructions that have this one as an operand (each listed once;
  // in the order they became users, except that removing one from a list of
  // 64 or more moves the last user into its place).
  const std::vector<HloInstruction*>& users() const { return users_; }
  int64_t user_count() const { return static_cast<int64_t>(users_.size()); }
  bool IsUserOf(const HloInstruction* operand) const;
  // Makes every user of this instruction use `new_producer` instead; also
  // moves the root of the parent computation. Shapes must be compatible.
  absl::Status ReplaceAllUsesWith(HloInstruction* new_producer);
  absl::Status ReplaceUseWith(HloInstruction* user, HloInstruction* new_producer);

  // Control dependencies (ordering without data flow).
  const std::vector<HloInstruction*>& control_predecessors() const {
    return control_predecessors_;
  }
  const std::vector<HloInstruction*>& control_successors() const { return control_successors_; }
  absl::Status AddControlDependencyTo(HloInstruction* successor);
  void DetachFromOperandsAndUsers();  // drops all edges, data and control

  // Called computations, in the order XLA keeps them:
  //   to_apply-style ops (map, reduce, reduce-window, reduce-scatter,
  //   all-reduce, scatter, sort, call, fusion, custom-call): [to_apply...]
  //   while: [condition, body]; conditional: branches (true, false for a
  //   pred predicate); select-and-scatter: [select, scatter].
  const std::vector<HloComputation*>& called_computations() const {
    return called_computations_;
  }
  void AppendCalledComputation(HloComputation* computation) {
    called_computations_.push_back(computation);
  }
  void set_called_computations(std::vector<HloComputation*> computations) {
    called_computations_ = std::move(computations);
  }
  void ReplaceCalledComputations(
      const std::function<HloComputation*(HloComputation*)>& map_function);
  HloComputation* to_apply() const { return called_computations_.at(0); }
  HloComputation* while_condition() const { return called_computations_.at(0); }
  HloComputation* while_body() const { return called_computations_.at(1); }
  HloComputation* select() const { return called_computations_.at(0); }
  HloComputation* scatter() const { return called_computations_.at(1); }
  HloComputation* true_computation() const { return called_computations_.at(0); }
  HloComputation* false_computation() const { return called_computations_.at(1); }
  const std::vector<HloComputation*>& branch_computations() const {
    return called_computations_;
  }
  HloComputation* fused_instructions_computation() const { return called_computations_.at(0); }

  // Attributes. Convenience accessors for the common ones. Stored out of
  // line and only once written (see attributes_ below).
  const HloAttributes& attributes() const {
    return attributes_ != nullptr ? *attributes_ : DefaultAttributes();
  }
  // Allocates the record on first use: call it only to write an attribute.
  HloAttributes* mutable_attributes();
  // Replaces every attribute; a record equal to the defaults is not stored.
  void set_attributes(HloAttributes attributes);
  const std::vector<int64_t>& dimensions() const { return attributes().dimensions; }
  int64_t dimensions(int i) const { return attributes().dimensions[i]; }
  int64_t parameter_number() const { return attributes().parameter_number; }
  int64_t tuple_index() const { return attributes().tuple_index; }
  const Window& window() const { return attributes().window; }
  ComparisonDirection comparison_direction() const { return attributes().comparison_direction; }

  // constant.
  bool HasLiteral() const { return literal_ != nullptr; }
  const Literal& literal() const { return *literal_; }
  void SetLiteral(Literal literal);

  HloComputation* parent() const { return parent_; }
  void SetParent(HloComputation* computation) { parent_ = computation; }

  bool IsElementwise() const { return HloOpcodeIsElementwise(opcode_); }
  // Side effects of this instruction alone (its opcode's trait, or a
  // custom-call marked custom_call_has_side_effect).
  bool HasSideEffectNoRecurse() const;
  // Also true when a called computation has an instruction with a side effect.
  bool HasSideEffect() const;
  // True when `predicate` holds for an instruction of a computation this one
  // calls, directly or through further calls.
  bool AnyCalledInstruction(const std::function<bool(const HloInstruction&)>& predicate) const;
  bool IsRoot() const;

  // Equal opcode, shape (layouts included), attributes, literal (bit for bit:
  // -0 is not +0), called computations (by `computations_equal`), and
  // operands (by `operands_equal`).
  bool Identical(const HloInstruction& other,
                 const std::function<bool(const HloInstruction*, const HloInstruction*)>&
                     operands_equal,
                 const std::function<bool(const HloComputation*, const HloComputation*)>&
                     computations_equal) const;

  // A copy with the same attributes, called computations and literal, but the
  // given shape and operands; not yet in any computation.
  std::unique_ptr<HloInstruction> CloneWithNewOperands(
      const Shape& shape, absl::Span<HloInstruction* const> new_operands) const;

  // HLO text of this one instruction ("%add = f32[2]{0} add(...)").
  std::string ToString() const;

 private:
  HloInstruction(HloOpcode opcode, const Shape& shape);
  void AddUser(HloInstruction* user);
  void RemoveUser(HloInstruction* user);

  // Where each operand of a wide instruction sits in operands_ (a root
  // tuple of thousands of values): replacing a value's uses there then
  // costs those uses, not a scan of the whole list per replaced value
  // (quadratic when a pass replaces many of them). Built on the first edit
  // that needs it and kept up to date by every operand edit after that.
  struct OperandPositions;
  // The index, built now if this instruction is wide enough; else null.
  OperandPositions* PositionsForEdit();
  // Makes every use of `from` among the operands a use of `to` (null: none);
  // the user lists are the caller's.
  void ReplaceOperandUses(const HloInstruction* from, HloInstruction* to);
  // Where each user of a value with many users sits in users_, so that
  // removing one costs O(1) (RemoveUser builds it).
  struct UserPositions;

  static const HloAttributes& DefaultAttributes();

  // What graph walks read comes first, so a walk touches one or two cache
  // lines per instruction.
  HloOpcode opcode_;
  // Slot in the parent computation's instruction vector: the computation
  // finds, removes and marks its instructions by it instead of hashing
  // pointers (the hash maps made every scan miss the cache on big modules).
  friend class HloComputation;
  int64_t index_in_parent_ = -1;
  HloComputation* parent_ = nullptr;
  std::vector<HloInstruction*> operands_;
  std::vector<HloInstruction*> users_;
  std::vector<HloComputation*> called_computations_;
  Shape shape_;
  std::string name_;
  int64_t unique_id_ = -1;
  std::vector<HloInstruction*> control_predecessors_;
  std::vector<HloInstruction*> control_successors_;
  // Null while every attribute has its default. HloAttributes is ~1.8 KB;
  // stored inline it made each instruction ~2.2 KB, so a module of 50,000
  // instructions outgrew the cache and every pass's walk slowed per
  // instruction as modules grew. Most instructions carry few or none.
  std::unique_ptr<HloAttributes> attributes_;
  std::unique_ptr<Literal> literal_;
  std::unique_ptr<OperandPositions> operand_positions_;
  std::unique_ptr<UserPositions> user_positions_;
};

}  // namespace xla

#endif  // AXLE_HLO_HLO_INSTRUCTION_H_
