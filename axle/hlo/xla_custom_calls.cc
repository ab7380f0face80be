#include "axle/hlo/xla_custom_calls.h"

#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_computation.h"

namespace xla {
namespace {

constexpr absl::string_view kTopK = "TopK";

absl::Status NotATopK(const HloInstruction& instruction, absl::string_view why) {
  return absl::InvalidArgumentError(
      absl::StrCat("custom-call ", instruction.name(), " to 'TopK': ", why));
}

// The one parameter `value` depends on, or -1 when it depends on none or on
// several.
int64_t OnlyParameterReached(const HloInstruction* value) {
  int64_t found = -1;
  std::vector<const HloInstruction*> stack = {value};
  absl::flat_hash_set<const HloInstruction*> seen;
  while (!stack.empty()) {
    const HloInstruction* at = stack.back();
    stack.pop_back();
    if (!seen.insert(at).second) continue;
    if (at->opcode() == HloOpcode::kParameter) {
      if (found >= 0 && found != at->parameter_number()) return -1;
      found = at->parameter_number();
    }
    for (const HloInstruction* operand : at->operands()) stack.push_back(operand);
  }
  return found;
}

}  // namespace

bool IsXlaBuiltinCustomCall(const HloInstruction& instruction) {
  return instruction.opcode() == HloOpcode::kCustomCall &&
         instruction.attributes().custom_call_target == kTopK;
}

absl::StatusOr<TopKCustomCall> ReadTopKCustomCall(const HloInstruction& instruction) {
  if (instruction.opcode() != HloOpcode::kCustomCall ||
      instruction.attributes().custom_call_target != kTopK) {
    return NotATopK(instruction, "not a TopK custom-call");
  }
  if (instruction.operand_count() != 1 || !instruction.operand(0)->shape().IsArray() ||
      instruction.operand(0)->shape().rank() < 1) {
    return NotATopK(instruction, "needs one array operand of rank >= 1");
  }
  const Shape& operand = instruction.operand(0)->shape();
  const Shape& result = instruction.shape();
  const int64_t last = operand.rank() - 1;
  bool shapes_ok = result.IsTuple() && result.tuple_shapes_size() == 2;
  for (int64_t i = 0; shapes_ok && i < 2; ++i) {
    const Shape& element = result.tuple_shapes(i);
    shapes_ok = element.IsArray() && element.rank() == operand.rank() &&
                element.element_type() == (i == 0 ? operand.element_type() : S32);
    for (int64_t d = 0; shapes_ok && d < last; ++d) {
      shapes_ok = element.dimensions(d) == operand.dimensions(d);
    }
  }
  if (!shapes_ok ||
      result.tuple_shapes(0).dimensions(last) != result.tuple_shapes(1).dimensions(last) ||
      result.tuple_shapes(0).dimensions(last) > operand.dimensions(last)) {
    return NotATopK(instruction, absl::StrCat("result ", result.ToString(),
                                              " is not (values, s32 indices) of the top k of ",
                                              operand.ToString()));
  }
  TopKCustomCall call;
  call.k = result.tuple_shapes(0).dimensions(last);
  // The comparator says the order: compare(a, b) with GT/GE is "largest
  // first", LT/LE "smallest first"; compare(b, a) the other way round.
  if (instruction.called_computations().size() != 1 ||
      instruction.called_computations()[0]->root_instruction() == nullptr) {
    return NotATopK(instruction, "needs one comparator computation");
  }
  const HloComputation& comparator = *instruction.called_computations()[0];
  const HloInstruction* compare = comparator.root_instruction();
  // Each side of the compare is a function of one value parameter: the value
  // itself, or its total-order key (bitcast, xor, select) as XLA writes it.
  const int64_t lhs = compare->opcode() == HloOpcode::kCompare && compare->operand_count() == 2
                          ? OnlyParameterReached(compare->operand(0))
                          : -1;
  const int64_t rhs = lhs >= 0 ? OnlyParameterReached(compare->operand(1)) : -1;
  if (lhs < 0 || rhs < 0 || lhs + rhs != 1) {
    return NotATopK(instruction, absl::StrCat("comparator ", comparator.name(),
                                              " is not a compare of parameter 0 with parameter 1"));
  }
  const ComparisonDirection direction = compare->comparison_direction();
  if (direction == ComparisonDirection::kGt || direction == ComparisonDirection::kGe) {
    call.largest = true;
  } else if (direction == ComparisonDirection::kLt || direction == ComparisonDirection::kLe) {
    call.largest = false;
  } else {
    return NotATopK(instruction,
                    absl::StrCat("comparator ", comparator.name(), " does not order (EQ or NE)"));
  }
  if (lhs == 1) call.largest = !call.largest;
  return call;
}

}  // namespace xla
