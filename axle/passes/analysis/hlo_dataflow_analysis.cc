#include "axle/passes/analysis/hlo_dataflow_analysis.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/hlo_schedule.h"
#include "axle/shape/shape_util.h"

namespace xla {

int64_t DynamicSizesOffset(const Shape& array_shape) {
  return ShapeUtil::ByteSizeOfElements(array_shape);
}

int64_t ByteSizeOfValue(const Shape& array_shape) {
  const int64_t sizes =
      array_shape.IsArray() && array_shape.is_dynamic() ? 4 * array_shape.rank() : 0;
  return DynamicSizesOffset(array_shape) + sizes;
}
bool BitcastDefinesValue(const HloInstruction& bitcast) {
  const Shape& shape = bitcast.shape();
  const Shape& operand = bitcast.operand(0)->shape();
  if (!shape.IsArray() || shape.is_static()) return false;
  return !operand.IsArray() || operand.dimensions() != shape.dimensions() ||
         operand.dynamic_dimensions() != shape.dynamic_dimensions();
}

namespace {

std::string IndexString(const ShapeIndex& index) {
  return absl::StrCat("{", absl::StrJoin(index, ","), "}");
}

bool IsForwarding(const HloInstruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kGetTupleElement:
    case HloOpcode::kTuple:
    case HloOpcode::kOptimizationBarrier:
      return true;
    case HloOpcode::kBitcast:
      return !BitcastDefinesValue(instruction);
    default:
      return false;
  }
}

}  // namespace

std::vector<ShapeIndex> ArrayLeafIndices(const Shape& shape) {
  std::vector<ShapeIndex> leaves;
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex& index) {
    if (subshape.IsArray()) leaves.push_back(index);
  });
  return leaves;
}

const Shape& HloPosition::shape() const {
  return ShapeUtil::GetSubshape(instruction->shape(), index);
}

std::string HloPosition::ToString() const {
  return absl::StrCat(instruction->name(), IndexString(index));
}

std::string HloUse::ToString() const {
  if (is_root_read()) {
    return absl::StrCat(instruction->name(), IndexString(operand_index), " (root of ",
                        instruction->parent()->name(), ")");
  }
  return absl::StrCat(instruction->name(), " operand ", operand_number, IndexString(operand_index));
}

bool HloValue::read_only() const {
  if (kind_ != Kind::kDefined) return false;
  const HloInstruction* defining = instruction();
  return defining->opcode() == HloOpcode::kConstant ||
         (defining->opcode() == HloOpcode::kParameter && defining->parent()->IsEntryComputation());
}

std::string HloValue::ToString() const { return defining_position_.ToString(); }

absl::StatusOr<std::unique_ptr<HloDataflowAnalysis>> HloDataflowAnalysis::Run(
    const HloModule& module) {
  std::unique_ptr<HloDataflowAnalysis> analysis(new HloDataflowAnalysis(module));
  RETURN_IF_ERROR(analysis->Build());
  return analysis;
}

const HloInstruction* HloDataflowAnalysis::CallSite(const HloComputation* computation) const {
  auto it = call_sites_.find(computation);
  return it == call_sites_.end() ? nullptr : it->second;
}

absl::Status HloDataflowAnalysis::FindCallSites() {
  computations_ = SequentialComputations(module_);
  for (const HloComputation* computation : computations_) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kWhile &&
          instruction->opcode() != HloOpcode::kConditional &&
          instruction->opcode() != HloOpcode::kCall) {
        continue;
      }
      for (const HloComputation* callee : instruction->called_computations()) {
        if (!call_sites_.emplace(callee, instruction).second ||
            callee == module_.entry_computation()) {
          return absl::FailedPreconditionError(absl::StrCat(
              "computation ", callee->name(),
              " runs from more than one place; flatten-call-graph (or copy-insertion) must "
              "run first"));
        }
      }
    }
  }
  return absl::OkStatus();
}

HloValue* HloDataflowAnalysis::NewValue(HloValue::Kind kind, const HloInstruction* instruction,
                                        const ShapeIndex& index) {
  const int64_t size =
      ByteSizeOfValue(ShapeUtil::GetSubshape(instruction->shape(), index));
  values_.push_back(std::make_unique<HloValue>(static_cast<int64_t>(values_.size()), kind,
                                               HloPosition{instruction, index}, size));
  HloValue* value = values_.back().get();
  values_at_[instruction].emplace_back(index, value);
  return value;
}

void HloDataflowAnalysis::AddPosition(HloValue* value, const HloInstruction* instruction,
                                      const ShapeIndex& index) {
  value->positions_.push_back(HloPosition{instruction, index});
  value->size_bytes_ =
      std::max(value->size_bytes_,
               ByteSizeOfValue(ShapeUtil::GetSubshape(instruction->shape(), index)));
  values_at_[instruction].emplace_back(index, value);
}

absl::Status HloDataflowAnalysis::DefineOrForward(const HloInstruction* instruction) {
  values_at_[instruction];  // every instruction gets an entry, even without array leaves
  const HloInstruction* site = nullptr;
  if (instruction->opcode() == HloOpcode::kParameter) site = CallSite(instruction->parent());
  for (const ShapeIndex& index : ArrayLeafIndices(instruction->shape())) {
    // Where a forwarding instruction's leaf comes from.
    const HloInstruction* source = nullptr;
    ShapeIndex source_index;
    HloValue::Kind kind = HloValue::Kind::kDefined;
    switch (instruction->opcode()) {
      case HloOpcode::kGetTupleElement:
        source = instruction->operand(0);
        source_index = {instruction->tuple_index()};
        source_index.insert(source_index.end(), index.begin(), index.end());
        break;
      case HloOpcode::kTuple:
        source = instruction->operand(index[0]);
        source_index.assign(index.begin() + 1, index.end());
        break;
      case HloOpcode::kBitcast:
      case HloOpcode::kOptimizationBarrier:
        if (IsForwarding(*instruction)) {
          source = instruction->operand(0);
          source_index = index;
        }
        break;
      case HloOpcode::kParameter:
        if (site == nullptr) break;
        if (site->opcode() == HloOpcode::kWhile) {
          kind = HloValue::Kind::kWhileState;
        } else if (site->opcode() == HloOpcode::kConditional) {
          const auto& branches = site->branch_computations();
          int64_t branch =
              std::find(branches.begin(), branches.end(), instruction->parent()) - branches.begin();
          source = site->operand(branch + 1);
          source_index = index;
        } else {  // call
          source = site->operand(instruction->parameter_number());
          source_index = index;
        }
        break;
      case HloOpcode::kWhile:
        kind = HloValue::Kind::kWhileState;
        break;
      case HloOpcode::kConditional:
      case HloOpcode::kCall:
        kind = HloValue::Kind::kCallResult;
        break;
      default:
        break;
    }
    if (source == nullptr) {
      NewValue(kind, instruction, index);
      continue;
    }
    const HloValue* value = GetValueOrNull(source, source_index);
    if (value == nullptr) {
      return absl::InternalError(
          absl::StrCat("dataflow: ", instruction->name(), IndexString(index), " forwards ",
                       source->name(), IndexString(source_index), ", which holds no array value"));
    }
    AddPosition(values_[value->id()].get(), instruction, index);
  }
  return absl::OkStatus();
}

void HloDataflowAnalysis::AddUses() {
  for (const HloComputation* computation : computations_) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (IsForwarding(*instruction) || instruction->opcode() == HloOpcode::kCall) {
        continue;
      }
      int64_t operands = instruction->operand_count();
      if (instruction->opcode() == HloOpcode::kConditional) operands = 1;
      for (int64_t i = 0; i < operands; ++i) {
        for (const auto& [index, value] : ValuesAt(instruction->operand(i))) {
          values_[value->id()]->uses_.push_back(HloUse{instruction, i, index});
        }
      }
    }
    const HloInstruction* root = computation->root_instruction();
    const bool entry = computation == module_.entry_computation();
    for (const auto& [index, value] : ValuesAt(root)) {
      HloValue* mutable_value = values_[value->id()].get();
      mutable_value->uses_.push_back(HloUse{root, HloUse::kRootRead, index});
      if (entry) mutable_value->live_out_ = true;
    }
  }
}

absl::Status HloDataflowAnalysis::Build() {
  if (module_.entry_computation() == nullptr) {
    return absl::FailedPreconditionError("dataflow: the module has no entry computation");
  }
  RETURN_IF_ERROR(FindCallSites());
  // Callers first: branch and call parameters hold their caller's operands.
  for (auto it = computations_.rbegin(); it != computations_.rend(); ++it) {
    ASSIGN_OR_RETURN(std::vector<HloInstruction*> order, (*it)->MakeInstructionPostOrderOrError());
    for (const HloInstruction* instruction : order) {
      RETURN_IF_ERROR(DefineOrForward(instruction));
    }
  }
  AddUses();
  return absl::OkStatus();
}

const HloValue* HloDataflowAnalysis::GetValueOrNull(const HloInstruction* instruction,
                                                    const ShapeIndex& index) const {
  auto it = values_at_.find(instruction);
  if (it == values_at_.end()) return nullptr;
  // The leaves are in ForEachSubshape (pre-)order, which is the
  // lexicographic order of their indices: a binary search, so asking for
  // every leaf of a wide tuple stays n log n.
  const auto& leaves = it->second;
  auto leaf = std::lower_bound(
      leaves.begin(), leaves.end(), index,
      [](const std::pair<ShapeIndex, const HloValue*>& entry, const ShapeIndex& wanted) {
        return entry.first < wanted;
      });
  return leaf != leaves.end() && leaf->first == index ? leaf->second : nullptr;
}

const std::vector<std::pair<ShapeIndex, const HloValue*>>& HloDataflowAnalysis::ValuesAt(
    const HloInstruction* instruction) const {
  static const auto* kNone = new std::vector<std::pair<ShapeIndex, const HloValue*>>;
  auto it = values_at_.find(instruction);
  return it == values_at_.end() ? *kNone : it->second;
}

std::vector<const HloValue*> HloDataflowAnalysis::ValuesDefinedBy(
    const HloInstruction* instruction) const {
  std::vector<const HloValue*> defined;
  for (const auto& [index, value] : ValuesAt(instruction)) {
    if (value->instruction() == instruction) defined.push_back(value);
  }
  return defined;
}

std::vector<const HloValue*> HloDataflowAnalysis::WhileStateValues(
    const HloInstruction* while_instruction, const ShapeIndex& index) const {
  std::vector<const HloValue*> state;
  for (const HloInstruction* holder : std::vector<const HloInstruction*>{
           while_instruction->while_condition()->parameter_instruction(0),
           while_instruction->while_body()->parameter_instruction(0), while_instruction}) {
    if (const HloValue* value = GetValueOrNull(holder, index)) state.push_back(value);
  }
  return state;
}

std::vector<const HloValue*> HloDataflowAnalysis::PhiInputs(const HloValue& phi) const {
  std::vector<const HloValue*> inputs;
  auto add = [&](const HloInstruction* instruction) {
    if (const HloValue* value = GetValueOrNull(instruction, phi.index())) {
      inputs.push_back(value);
    }
  };
  const HloInstruction* defining = phi.instruction();
  switch (phi.kind()) {
    case HloValue::Kind::kDefined:
      break;
    case HloValue::Kind::kWhileState: {
      const HloInstruction* loop =
          defining->opcode() == HloOpcode::kWhile ? defining : CallSite(defining->parent());
      add(loop->operand(0));
      add(loop->while_body()->root_instruction());
      break;
    }
    case HloValue::Kind::kCallResult:
      for (const HloComputation* callee : defining->called_computations()) {
        add(callee->root_instruction());
      }
      break;
  }
  return inputs;
}

const HloInstruction* HloDataflowAnalysis::EnclosingInstructionIn(
    const HloInstruction* instruction, const HloComputation* computation) const {
  const HloInstruction* current = instruction;
  while (current != nullptr && current->parent() != computation) {
    current = CallSite(current->parent());
  }
  return current;
}

std::string HloDataflowAnalysis::ToString() const {
  std::string out;
  for (const auto& value : values_) {
    absl::StrAppend(&out, "value ", value->id(), ": ", value->ToString(),
                    value->is_phi() ? " (phi)" : "", value->live_out() ? " (live out)" : "", ", ",
                    value->size_bytes(), " bytes\n    positions:");
    for (const HloPosition& position : value->positions()) {
      absl::StrAppend(&out, " ", position.ToString());
    }
    absl::StrAppend(&out, "\n    uses:");
    for (const HloUse& use : value->uses()) absl::StrAppend(&out, " ", use.ToString(), ";");
    absl::StrAppend(&out, "\n");
  }
  return out;
}

}  // namespace xla
