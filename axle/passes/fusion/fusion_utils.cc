#include "axle/passes/fusion/fusion_utils.h"

#include <memory>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/literal/literal.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

bool IsStaticArray(const Shape& shape) { return shape.IsArray() && shape.is_static(); }

// Whether the divisor of an integer divide/remainder is a constant scalar,
// possibly broadcast: LLVM turns that into multiplies and shifts.
bool DividesByConstant(const HloInstruction& instruction) {
  const HloInstruction* divisor = instruction.operand(1);
  if (divisor->opcode() == HloOpcode::kBroadcast) divisor = divisor->operand(0);
  return divisor->opcode() == HloOpcode::kConstant &&
         ShapeUtil::IsEffectiveScalar(divisor->shape());
}

// True when some window position reads an input element another position
// also reads.
bool WindowsOverlap(const Window& window) {
  for (const WindowDimension& dimension : window.dimensions()) {
    int64_t extent = (dimension.size() - 1) * dimension.window_dilation() + 1;
    if (extent > dimension.stride()) return true;
  }
  return false;
}

// Whether `user` reads element i of operand `index` exactly when computing
// its own element i (a reduce: while visiting input element i).
bool ReadsAtLoopIndex(const HloInstruction& user, int64_t index) {
  if (user.opcode() == HloOpcode::kReduce) return index < user.operand_count() / 2;
  return user.IsElementwise() && user.shape().IsArray() &&
         ShapeUtil::SameDimensions(user.shape(), user.operand(index)->shape());
}

bool AllUsesReadAtLoopIndex(const HloInstruction& value, const HloInstruction& user) {
  for (int64_t i = 0; i < user.operand_count(); ++i) {
    if (user.operand(i) == &value && !ReadsAtLoopIndex(user, i)) return false;
  }
  return true;
}

bool IsSequentialCall(HloOpcode opcode) {
  return opcode == HloOpcode::kWhile || opcode == HloOpcode::kConditional ||
         opcode == HloOpcode::kCall;
}

}  // namespace

bool CanLiveInFusion(const HloInstruction& instruction) {
  // Checked first: a while/conditional/call never lives in a fusion, and
  // asking HasSideEffect of one walks all its (possibly 20,000-deep) callees.
  if (IsSequentialCall(instruction.opcode())) return false;
  if (instruction.HasSideEffect()) return false;
  if (!instruction.control_predecessors().empty() ||
      !instruction.control_successors().empty()) {
    return false;
  }
  for (const HloInstruction* operand : instruction.operands()) {
    if (!IsStaticArray(operand->shape())) return false;
  }
  // A copy that changes the layout is what layout-assignment (which runs
  // after fusion) inserts: fused, its operand would need that copy again,
  // and the pipeline would not be idempotent.
  if (instruction.opcode() == HloOpcode::kCopy &&
      !LayoutUtil::LayoutsInShapesEqual(instruction.shape(), instruction.operand(0)->shape())) {
    return false;
  }
  // Nor a dynamic result: the runtime sizes of a value inside a fusion have
  // nowhere to live (the CPU backend keeps them after a buffer's elements).
  return instruction.shape().is_static();
}

bool IsExpensiveForFusion(const HloInstruction& instruction) {
  PrimitiveType type = instruction.shape().IsArray() ? instruction.shape().element_type()
                                                     : PRIMITIVE_TYPE_INVALID;
  switch (instruction.opcode()) {
    case HloOpcode::kExp:
    case HloOpcode::kExpm1:
    case HloOpcode::kLog:
    case HloOpcode::kLog1p:
    case HloOpcode::kLogistic:
    case HloOpcode::kTanh:
    case HloOpcode::kErf:
    case HloOpcode::kPower:
    case HloOpcode::kSin:
    case HloOpcode::kCos:
    case HloOpcode::kTan:
    case HloOpcode::kAcos:
    case HloOpcode::kAcosh:
    case HloOpcode::kAsin:
    case HloOpcode::kAsinh:
    case HloOpcode::kAtanh:
    case HloOpcode::kCosh:
    case HloOpcode::kSinh:
    case HloOpcode::kAtan2:
    case HloOpcode::kSqrt:
    case HloOpcode::kRsqrt:
    case HloOpcode::kCbrt:
    case HloOpcode::kMap:
    case HloOpcode::kGather:
    case HloOpcode::kDot:
    case HloOpcode::kConvolution:
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
      return true;
    case HloOpcode::kDivide:
    case HloOpcode::kRemainder:
      return !(primitive_util::IsIntegralType(type) && DividesByConstant(instruction));
    case HloOpcode::kAbs:
    case HloOpcode::kSign:
      return primitive_util::IsComplexType(type);
    default:
      return false;
  }
}

bool IsFusibleProducer(const HloInstruction& instruction, const FusionOptions& options) {
  if (!IsStaticArray(instruction.shape()) || !CanLiveInFusion(instruction)) return false;
  switch (instruction.opcode()) {
    case HloOpcode::kConstant:
      return ShapeUtil::ElementsIn(instruction.shape()) <= options.max_fused_constant_elements;
    case HloOpcode::kBroadcast:
    case HloOpcode::kReshape:
    case HloOpcode::kTranspose:
    case HloOpcode::kSlice:
    case HloOpcode::kPad:
    case HloOpcode::kConcatenate:
    case HloOpcode::kIota:
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kGather:
    case HloOpcode::kReverse:
    case HloOpcode::kBitcastConvert:
      return true;
    default:
      // Element-wise: arithmetic, compare, select, clamp, convert, copy,
      // reduce-precision, map (its computation is scalar).
      return instruction.IsElementwise();
  }
}

bool IsFusibleRoot(const HloInstruction& instruction, const FusionOptions& options) {
  switch (instruction.opcode()) {
    case HloOpcode::kReduce:  // variadic too: the fusion is then tuple-shaped
      return instruction.shape().is_static() && CanLiveInFusion(instruction);
    case HloOpcode::kReduceWindow:
      return IsStaticArray(instruction.shape()) && CanLiveInFusion(instruction);
    default:
      return IsFusibleProducer(instruction, options);
  }
}

bool ReusesOperandElements(const HloInstruction& consumer, int64_t operand_index) {
  int64_t half = consumer.operand_count() / 2;  // reduce, reduce-window: inputs then inits
  switch (consumer.opcode()) {
    case HloOpcode::kReduce:
      return operand_index >= half;
    case HloOpcode::kReduceWindow:
      return operand_index >= half || WindowsOverlap(consumer.window());
    case HloOpcode::kGather:
      return true;
    case HloOpcode::kDynamicSlice:
      return operand_index > 0;
    case HloOpcode::kPad:
      return operand_index == 1;
    case HloOpcode::kReshape:
    case HloOpcode::kTranspose:
    case HloOpcode::kReverse:
    case HloOpcode::kSlice:
    case HloOpcode::kConcatenate:
      return false;
    default:
      // Element-wise ops with scalar operands, broadcast, bitcast-convert to
      // a narrower type: an operand element feeds several result elements.
      if (!consumer.shape().IsArray()) return true;
      return ShapeUtil::ElementsIn(consumer.operand(operand_index)->shape()) <
             ShapeUtil::ElementsIn(consumer.shape());
  }
}

bool ReadsOnlyAtLoopIndex(const HloInstruction& consumer, const HloInstruction& producer,
                          ReduceReads reduce_reads) {
  if (consumer.opcode() != HloOpcode::kFusion) return AllUsesReadAtLoopIndex(producer, consumer);
  const HloComputation* fused = consumer.fused_instructions_computation();
  std::vector<const HloInstruction*> parameters;
  for (int64_t i = 0; i < consumer.operand_count(); ++i) {
    if (consumer.operand(i) == &producer) parameters.push_back(fused->parameter_instruction(i));
  }
  return FusedValuesReadOnlyAtLoopIndex(std::move(parameters), reduce_reads);
}

bool FusedValuesReadOnlyAtLoopIndex(std::vector<const HloInstruction*> values,
                                    ReduceReads reduce_reads) {
  // Walk forward from the values; reduces and the multi-output tuple end a
  // path.
  std::vector<const HloInstruction*> pending = std::move(values);
  absl::flat_hash_set<const HloInstruction*> seen;
  while (!pending.empty()) {
    const HloInstruction* value = pending.back();
    pending.pop_back();
    for (const HloInstruction* user : value->users()) {
      if (user->opcode() == HloOpcode::kTuple && user->IsRoot()) continue;
      if (user->opcode() == HloOpcode::kReduce && reduce_reads == ReduceReads::kForbidden) {
        return false;
      }
      if (!AllUsesReadAtLoopIndex(*value, *user)) return false;
      if (user->opcode() != HloOpcode::kReduce && seen.insert(user).second) {
        pending.push_back(user);
      }
    }
  }
  return true;
}

bool MayDuplicate(const HloInstruction& producer) {
  if (IsExpensiveForFusion(producer)) return false;
  // A slice reads only the elements it returns (and a few scalar indices).
  if (producer.opcode() == HloOpcode::kSlice || producer.opcode() == HloOpcode::kDynamicSlice) {
    return true;
  }
  int64_t operand_bytes = 0;
  absl::flat_hash_set<const HloInstruction*> seen;
  for (const HloInstruction* operand : producer.operands()) {
    if (seen.insert(operand).second) operand_bytes += ShapeUtil::ByteSizeOfElements(operand->shape());
  }
  return operand_bytes <= ShapeUtil::ByteSizeOfElements(producer.shape());
}

bool IsRowReduction(const HloInstruction& reduce) {
  if (reduce.opcode() != HloOpcode::kReduce || reduce.operand_count() != 2) return false;
  const Shape& input = reduce.operand(0)->shape();
  return IsStaticArray(input) && IsStaticArray(reduce.shape()) && input.rank() >= 1 &&
         reduce.dimensions().size() == 1 && reduce.dimensions(0) == input.rank() - 1 &&
         CanLiveInFusion(reduce);
}

bool IsBroadcastAlongRows(const HloInstruction& broadcast) {
  if (broadcast.opcode() != HloOpcode::kBroadcast || !broadcast.shape().IsArray()) return false;
  const int64_t rank = broadcast.operand(0)->shape().rank();
  if (broadcast.shape().rank() != rank + 1) return false;
  for (int64_t d = 0; d < rank; ++d) {
    if (broadcast.dimensions(d) != d) return false;
  }
  return true;
}

bool ReadsRowReductionPerRow(const HloInstruction& reduce, const HloInstruction* root) {
  if (!IsRowReduction(reduce)) return false;
  const Shape& rows = reduce.operand(0)->shape();
  const Shape& kept = reduce.shape();
  // A value and whether it is in the row space (else: one value per row).
  std::vector<std::pair<const HloInstruction*, bool>> pending = {{&reduce, false}};
  absl::flat_hash_set<std::pair<const HloInstruction*, bool>> seen;
  while (!pending.empty()) {
    auto [value, in_rows] = pending.back();
    pending.pop_back();
    if (value == root) {
      if (!in_rows) return false;
      continue;
    }
    for (const HloInstruction* user : value->users()) {
      if (user->opcode() == HloOpcode::kTuple && user->IsRoot() && root == nullptr) {
        if (!in_rows && value != &reduce) return false;
        continue;
      }
      bool next_in_rows;
      if (in_rows) {
        if (IsRowReduction(*user) && ShapeUtil::SameDimensions(user->operand(0)->shape(), rows) &&
            user->operand(1) != value) {
          continue;  // another row reduction of these rows: computed per row too
        }
        if (!user->IsElementwise() || !ShapeUtil::SameDimensions(user->shape(), rows) ||
            !AllUsesReadAtLoopIndex(*value, *user)) {
          return false;
        }
        next_in_rows = true;
      } else if (user->opcode() == HloOpcode::kBroadcast) {
        if (!IsBroadcastAlongRows(*user) || !ShapeUtil::SameDimensions(user->shape(), rows)) {
          return false;
        }
        next_in_rows = true;
      } else {
        if (!user->IsElementwise() || !ShapeUtil::SameDimensions(user->shape(), kept)) return false;
        next_in_rows = false;
      }
      if (seen.insert({user, next_in_rows}).second) pending.push_back({user, next_in_rows});
    }
  }
  return true;
}

FusionKind FusionKindForRoot(const HloInstruction& root) {
  bool reduces =
      root.opcode() == HloOpcode::kReduce || root.opcode() == HloOpcode::kReduceWindow;
  return reduces ? FusionKind::kInput : FusionKind::kLoop;
}

std::vector<HloComputation*> FusionTargetComputations(const HloModule& module) {
  std::vector<HloComputation*> result;
  if (module.entry_computation() == nullptr) return result;
  absl::flat_hash_set<HloComputation*> seen = {module.entry_computation()};
  std::vector<HloComputation*> worklist = {module.entry_computation()};
  while (!worklist.empty()) {
    HloComputation* computation = worklist.back();
    worklist.pop_back();
    result.push_back(computation);
    for (const HloInstruction* instruction : computation->instructions()) {
      if (!IsSequentialCall(instruction->opcode())) continue;
      for (HloComputation* called : instruction->called_computations()) {
        if (seen.insert(called).second) worklist.push_back(called);
      }
    }
  }
  return result;
}

absl::flat_hash_set<const HloComputation*> FusionBodies(const HloModule& module) {
  absl::flat_hash_set<const HloComputation*> bodies;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kFusion) continue;
      for (const HloComputation* called : instruction->called_computations()) {
        bodies.insert(called);
      }
    }
  }
  return bodies;
}

int64_t FusedSize(const HloInstruction& instruction) {
  if (instruction.opcode() != HloOpcode::kFusion) return 1;
  const HloComputation* fused = instruction.fused_instructions_computation();
  return fused->instruction_count() - fused->num_parameters();
}

std::vector<const HloInstruction*> FusionRoots(const HloInstruction& fusion) {
  const HloInstruction* root = fusion.fused_instructions_computation()->root_instruction();
  if (root->opcode() != HloOpcode::kTuple) return {root};
  return std::vector<const HloInstruction*>(root->operands().begin(), root->operands().end());
}

namespace {

// Builds one fused computation from the members: `values` maps each outer
// member to its value inside (several for an inlined multi-output fusion).
class FusedComputationBuilder {
 public:
  explicit FusedComputationBuilder(absl::Span<HloInstruction* const> members)
      : members_(members.begin(), members.end()),
        fused_(std::make_unique<HloComputation>("fused_computation")) {}

  absl::Status AddMember(HloInstruction* member) {
    if (member->opcode() == HloOpcode::kGetTupleElement) {
      auto outputs = outputs_.find(member->operand(0));
      if (outputs != outputs_.end()) {
        values_[member] = outputs->second.at(member->tuple_index());
        return absl::OkStatus();
      }
    }
    std::vector<HloInstruction*> operands;
    for (HloInstruction* operand : member->operands()) {
      ASSIGN_OR_RETURN(HloInstruction * inner, InnerValue(operand));
      operands.push_back(inner);
    }
    if (member->opcode() == HloOpcode::kFusion) return Inline(member, operands);
    values_[member] = fused_->AddInstruction(member->CloneWithNewOperands(member->shape(), operands));
    return absl::OkStatus();
  }

  // The value of `outer` inside: its clone when it is a member, else the
  // parameter standing for it (made on first use).
  absl::StatusOr<HloInstruction*> InnerValue(HloInstruction* outer) {
    if (members_.contains(outer)) {
      auto value = values_.find(outer);
      if (value == values_.end()) {
        return Internal("fusion member ", outer->name(), " is used before it is fused");
      }
      return value->second;
    }
    auto parameter = parameters_.find(outer);
    if (parameter != parameters_.end()) return parameter->second;
    int64_t number = static_cast<int64_t>(fusion_operands_.size());
    HloInstruction* inner = fused_->AddInstruction(HloInstruction::CreateParameter(
        number, outer->shape(), absl::StrCat("param_", number)));
    parameters_[outer] = inner;
    fusion_operands_.push_back(outer);
    return inner;
  }

  std::unique_ptr<HloComputation> Finish(HloInstruction* root) {
    fused_->set_root_instruction(root);
    return std::move(fused_);
  }
  HloComputation* fused() { return fused_.get(); }
  const std::vector<HloInstruction*>& fusion_operands() const { return fusion_operands_; }

 private:
  // Clones a member fusion's computation in place of its parameters.
  absl::Status Inline(HloInstruction* fusion, const std::vector<HloInstruction*>& operands) {
    const HloComputation* called = fusion->fused_instructions_computation();
    const HloInstruction* root = called->root_instruction();
    absl::flat_hash_map<const HloInstruction*, HloInstruction*> map;
    for (HloInstruction* instruction : called->MakeInstructionPostOrder()) {
      if (instruction->opcode() == HloOpcode::kParameter) {
        map[instruction] = operands.at(instruction->parameter_number());
        continue;
      }
      // A multi-output root is not cloned: its elements are the outputs.
      if (instruction == root && root->opcode() == HloOpcode::kTuple) continue;
      std::vector<HloInstruction*> inner_operands;
      for (HloInstruction* operand : instruction->operands()) inner_operands.push_back(map.at(operand));
      map[instruction] =
          fused_->AddInstruction(instruction->CloneWithNewOperands(instruction->shape(), inner_operands));
    }
    if (root->opcode() == HloOpcode::kTuple) {
      std::vector<HloInstruction*>& outputs = outputs_[fusion];
      for (const HloInstruction* element : root->operands()) outputs.push_back(map.at(element));
    } else {
      values_[fusion] = map.at(root);
    }
    return absl::OkStatus();
  }

  absl::flat_hash_set<HloInstruction*> members_;
  std::unique_ptr<HloComputation> fused_;
  absl::flat_hash_map<const HloInstruction*, HloInstruction*> values_;
  absl::flat_hash_map<const HloInstruction*, std::vector<HloInstruction*>> outputs_;
  absl::flat_hash_map<const HloInstruction*, HloInstruction*> parameters_;
  std::vector<HloInstruction*> fusion_operands_;
};

}  // namespace

absl::StatusOr<HloInstruction*> CreateFusion(HloComputation* computation,
                                             absl::Span<HloInstruction* const> members,
                                             absl::Span<HloInstruction* const> outputs,
                                             FusionKind kind) {
  if (outputs.empty()) return Internal("a fusion needs at least one output");
  FusedComputationBuilder builder(members);
  for (HloInstruction* member : members) RETURN_IF_ERROR(builder.AddMember(member));
  std::vector<HloInstruction*> roots;
  for (HloInstruction* output : outputs) {
    if (!output->shape().IsArray() && outputs.size() > 1) {
      return Internal("multi-output fusion output ", output->name(), " is not an array");
    }
    ASSIGN_OR_RETURN(HloInstruction * root, builder.InnerValue(output));
    roots.push_back(root);
  }
  HloInstruction* root = roots.front();
  if (roots.size() > 1) {
    std::vector<Shape> shapes;
    for (const HloInstruction* element : roots) shapes.push_back(element->shape());
    root = builder.fused()->AddInstruction(
        HloInstruction::Create(HloOpcode::kTuple, ShapeUtil::MakeTupleShape(shapes), roots));
  }
  std::unique_ptr<HloComputation> fused = builder.Finish(root);
  auto fusion = HloInstruction::Create(HloOpcode::kFusion, root->shape(), builder.fusion_operands());
  fusion->SetName("fusion");
  fusion->mutable_attributes()->fusion_kind = kind;
  fusion->AppendCalledComputation(computation->parent()->AddEmbeddedComputation(std::move(fused)));
  return computation->AddInstruction(std::move(fusion));
}

absl::Status ReplaceOutputsWithFusion(HloInstruction* fusion,
                                      absl::Span<HloInstruction* const> outputs) {
  if (outputs.size() == 1) return outputs.front()->ReplaceAllUsesWith(fusion);
  for (int64_t i = 0; i < static_cast<int64_t>(outputs.size()); ++i) {
    ASSIGN_OR_RETURN(HloInstruction * element, MakeGetTupleElementHlo(fusion, i));
    RETURN_IF_ERROR(outputs[i]->ReplaceAllUsesWith(element));
  }
  return absl::OkStatus();
}

}  // namespace xla
