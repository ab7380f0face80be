#include "axle/passes/computation_classes.h"

#include <string_view>

#include "absl/hash/hash.h"
#include "axle/literal/literal.h"

namespace xla {
namespace {

// Tuples by their elements: while loops' conditions differ mostly in the
// shape of the loop state, and hashing only a tuple's size put thousands of
// them in one class candidate list, each new one compared with all.
size_t ShapeHash(const Shape& shape) {
  size_t hash = absl::HashOf(static_cast<int>(shape.element_type()), shape.dimensions(),
                             shape.tuple_shapes_size());
  for (const Shape& element : shape.tuple_shapes()) hash = absl::HashOf(hash, ShapeHash(element));
  return hash;
}

// Bytes for arrays, consistent with Identical's bit-for-bit comparison.
size_t LiteralHash(const Literal& literal) {
  if (!literal.shape().IsArray()) return ShapeHash(literal.shape());
  return absl::HashOf(std::string_view(static_cast<const char*>(literal.untyped_data()),
                                       literal.size_bytes()));
}

// Position of each instruction in `order`.
absl::flat_hash_map<const HloInstruction*, size_t> Positions(
    const std::vector<HloInstruction*>& order) {
  absl::flat_hash_map<const HloInstruction*, size_t> positions;
  positions.reserve(order.size());
  for (size_t i = 0; i < order.size(); ++i) positions[order[i]] = i;
  return positions;
}

}  // namespace

size_t InstructionLocalHash(const HloInstruction& instruction) {
  // A few cheap attributes; Identical compares the rest.
  const HloAttributes& attributes = instruction.attributes();
  size_t hash = absl::HashOf(
      static_cast<int>(instruction.opcode()), ShapeHash(instruction.shape()),
      instruction.operand_count(), attributes.dimensions, attributes.slice_starts,
      attributes.slice_limits, attributes.tuple_index, attributes.parameter_number,
      attributes.iota_dimension, static_cast<int>(attributes.comparison_direction),
      attributes.custom_call_target);
  if (instruction.HasLiteral()) hash = absl::HashOf(hash, LiteralHash(instruction.literal()));
  return hash;
}

void ComputationClasses::Add(const HloComputation* computation) {
  if (representative_.contains(computation)) return;
  std::vector<const HloComputation*>& candidates =
      classes_by_hash_[StructureHash(*computation)];
  for (const HloComputation* candidate : candidates) {
    if (SameStructure(*computation, *candidate)) {
      representative_[computation] = candidate;
      return;
    }
  }
  candidates.push_back(computation);
  representative_[computation] = computation;
}

const HloComputation* ComputationClasses::Representative(
    const HloComputation* computation) const {
  auto it = representative_.find(computation);
  return it == representative_.end() ? computation : it->second;
}

size_t ComputationClasses::StructureHash(const HloComputation& computation) const {
  std::vector<HloInstruction*> order = computation.MakeInstructionPostOrder();
  absl::flat_hash_map<const HloInstruction*, size_t> positions = Positions(order);
  size_t hash = absl::HashOf(order.size(), computation.num_parameters(),
                             positions[computation.root_instruction()]);
  for (const HloInstruction* instruction : order) {
    hash = absl::HashOf(hash, InstructionLocalHash(*instruction));
    for (const HloInstruction* operand : instruction->operands()) {
      hash = absl::HashOf(hash, positions[operand]);
    }
    for (const HloComputation* callee : instruction->called_computations()) {
      hash = absl::HashOf(hash, Representative(callee));
    }
  }
  return hash;
}

bool ComputationClasses::SameStructure(const HloComputation& a, const HloComputation& b) const {
  std::vector<HloInstruction*> order_a = a.MakeInstructionPostOrder();
  std::vector<HloInstruction*> order_b = b.MakeInstructionPostOrder();
  if (order_a.size() != order_b.size() || a.num_parameters() != b.num_parameters()) return false;
  absl::flat_hash_map<const HloInstruction*, size_t> positions_a = Positions(order_a);
  absl::flat_hash_map<const HloInstruction*, size_t> positions_b = Positions(order_b);
  if (positions_a[a.root_instruction()] != positions_b[b.root_instruction()]) return false;
  auto same_operand = [&](const HloInstruction* x, const HloInstruction* y) {
    return positions_a.at(x) == positions_b.at(y);
  };
  auto same_callee = [&](const HloComputation* x, const HloComputation* y) {
    return Representative(x) == Representative(y);
  };
  for (size_t i = 0; i < order_a.size(); ++i) {
    if (!order_a[i]->Identical(*order_b[i], same_operand, same_callee)) return false;
  }
  return true;
}

}  // namespace xla
