#include "axle/passes/copy_util.h"

#include <algorithm>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla {

HloInstruction* CopyLeaves(HloInstruction* value, const CopyLeafFn& copy_to) {
  HloComputation* computation = value->parent();
  // Pre-order subshapes; which leaves are copied; which subshapes change.
  std::vector<ShapeIndex> pre_order;
  absl::flat_hash_map<ShapeIndex, Shape> copies;
  absl::flat_hash_set<ShapeIndex> changed;
  ShapeUtil::ForEachSubshape(value->shape(), [&](const Shape& subshape, const ShapeIndex& index) {
    pre_order.push_back(index);
    if (!subshape.IsArray()) return;
    std::optional<Shape> copy = copy_to(subshape, index);
    if (!copy) return;
    copies.emplace(index, *std::move(copy));
    for (size_t length = 0; length <= index.size(); ++length) {
      changed.insert(ShapeIndex(index.begin(), index.begin() + length));
    }
  });
  if (changed.empty()) return value;
  // The instruction holding each needed subshape, parents first.
  absl::flat_hash_map<ShapeIndex, HloInstruction*> element = {{ShapeIndex{}, value}};
  for (const ShapeIndex& index : pre_order) {
    if (!changed.contains(index) || copies.contains(index)) continue;
    HloInstruction* tuple = element.at(index);
    for (int64_t i = 0; i < tuple->shape().tuple_shapes_size(); ++i) {
      ShapeIndex child = index;
      child.push_back(i);
      element[child] = tuple->opcode() == HloOpcode::kTuple
                           ? tuple->mutable_operand(i)
                           : computation->AddInstruction(HloInstruction::CreateGetTupleElement(
                                 tuple->shape().tuple_shapes(i), tuple, i));
    }
  }
  // Rebuilt subshapes, children first.
  absl::flat_hash_map<ShapeIndex, HloInstruction*> built;
  for (auto it = pre_order.rbegin(); it != pre_order.rend(); ++it) {
    const ShapeIndex& index = *it;
    if (!changed.contains(index)) continue;
    auto copy = copies.find(index);
    if (copy != copies.end()) {
      built[index] = computation->AddInstruction(
          HloInstruction::Create(HloOpcode::kCopy, copy->second, {element.at(index)}));
      continue;
    }
    const int64_t count = element.at(index)->shape().tuple_shapes_size();
    std::vector<HloInstruction*> operands;
    std::vector<Shape> shapes;
    for (int64_t i = 0; i < count; ++i) {
      ShapeIndex child = index;
      child.push_back(i);
      HloInstruction* operand = changed.contains(child) ? built.at(child) : element.at(child);
      operands.push_back(operand);
      shapes.push_back(operand->shape());
    }
    built[index] = computation->AddInstruction(
        HloInstruction::Create(HloOpcode::kTuple, ShapeUtil::MakeTupleShape(shapes), operands));
  }
  return built.at(ShapeIndex{});
}

absl::Status RemoveDeadTupleTree(HloInstruction* instruction) {
  std::vector<HloInstruction*> pending = {instruction};
  // What `pending` holds: a wide tuple's operands are checked once each,
  // without a scan of `pending` per operand.
  absl::flat_hash_set<const HloInstruction*> queued = {instruction};
  while (!pending.empty()) {
    HloInstruction* candidate = pending.back();
    pending.pop_back();
    queued.erase(candidate);
    if ((candidate->opcode() != HloOpcode::kTuple &&
         candidate->opcode() != HloOpcode::kGetTupleElement) ||
        candidate->user_count() > 0 || candidate->IsRoot() ||
        !candidate->control_successors().empty() || !candidate->control_predecessors().empty()) {
      continue;
    }
    std::vector<HloInstruction*> operands = candidate->operands();
    RETURN_IF_ERROR(candidate->parent()->RemoveInstruction(candidate));
    for (HloInstruction* operand : operands) {
      if (queued.insert(operand).second) pending.push_back(operand);
    }
  }
  return absl::OkStatus();
}

}  // namespace xla
