#include "axle/passes/analysis/while_loop_analysis.h"

#include <limits>

#include "axle/hlo/hlo_computation.h"
#include "axle/literal/literal.h"

namespace xla {
namespace {

using Wide = __int128;

std::optional<int64_t> ScalarIntegerConstant(const HloInstruction* instruction) {
  if (instruction->opcode() != HloOpcode::kConstant || !instruction->shape().IsArray() ||
      instruction->shape().rank() != 0 ||
      !primitive_util::IsIntegralType(instruction->shape().element_type())) {
    return std::nullopt;
  }
  return instruction->literal().GetIntegralAsS64({});
}

bool IsStateElement(const HloInstruction* instruction, const HloComputation* computation,
                    int64_t* index) {
  if (instruction->opcode() != HloOpcode::kGetTupleElement ||
      instruction->operand(0) != computation->parameter_instruction(0)) {
    return false;
  }
  *index = instruction->tuple_index();
  return true;
}

ComparisonDirection Reversed(ComparisonDirection direction) {
  switch (direction) {
    case ComparisonDirection::kLt:
      return ComparisonDirection::kGt;
    case ComparisonDirection::kLe:
      return ComparisonDirection::kGe;
    case ComparisonDirection::kGt:
      return ComparisonDirection::kLt;
    case ComparisonDirection::kGe:
      return ComparisonDirection::kLe;
    default:
      return direction;
  }
}

struct LoopCondition {
  int64_t index;  // of the induction variable in the state
  ComparisonDirection direction;  // induction variable DIRECTION bound
  int64_t bound;
};

std::optional<LoopCondition> MatchCondition(const HloComputation& condition) {
  const HloInstruction* root = condition.root_instruction();
  if (root->opcode() != HloOpcode::kCompare) return std::nullopt;
  const PrimitiveType type = root->operand(0)->shape().element_type();
  if (!primitive_util::IsIntegralType(type)) return std::nullopt;
  const ComparisonType default_type = primitive_util::IsSignedIntegralType(type)
                                          ? ComparisonType::kSigned
                                          : ComparisonType::kUnsigned;
  if (root->attributes().comparison_type.value_or(default_type) != default_type) {
    return std::nullopt;
  }
  LoopCondition result{0, root->comparison_direction(), 0};
  std::optional<int64_t> bound;
  if (IsStateElement(root->operand(0), &condition, &result.index)) {
    bound = ScalarIntegerConstant(root->operand(1));
  } else if (IsStateElement(root->operand(1), &condition, &result.index)) {
    bound = ScalarIntegerConstant(root->operand(0));
    result.direction = Reversed(result.direction);
  }
  if (!bound) return std::nullopt;
  result.bound = *bound;
  return result;
}

// The constant the body adds to state element `index` each iteration.
std::optional<int64_t> MatchStep(const HloComputation& body, int64_t index) {
  const HloInstruction* root = body.root_instruction();
  if (root->opcode() != HloOpcode::kTuple || index >= root->operand_count()) return std::nullopt;
  const HloInstruction* update = root->operand(index);
  int64_t read = -1;
  if (update->opcode() == HloOpcode::kAdd) {
    for (int side = 0; side < 2; ++side) {
      if (IsStateElement(update->operand(side), &body, &read) && read == index) {
        return ScalarIntegerConstant(update->operand(1 - side));
      }
    }
  } else if (update->opcode() == HloOpcode::kSubtract &&
             IsStateElement(update->operand(0), &body, &read) && read == index) {
    std::optional<int64_t> step = ScalarIntegerConstant(update->operand(1));
    if (step && *step != std::numeric_limits<int64_t>::min()) return -*step;
  }
  return std::nullopt;
}

std::optional<int64_t> MatchInit(const HloInstruction& init, int64_t index) {
  if (init.opcode() == HloOpcode::kTuple && index < init.operand_count()) {
    return ScalarIntegerConstant(init.operand(index));
  }
  if (init.opcode() == HloOpcode::kConstant && init.shape().IsTuple() &&
      index < init.shape().tuple_shapes_size()) {
    const Literal& element = init.literal().tuple_element(index);
    if (element.shape().IsArray() && element.shape().rank() == 0) {
      return element.GetIntegralAsS64({});
    }
  }
  return std::nullopt;
}

bool Holds(ComparisonDirection direction, Wide a, Wide b) {
  switch (direction) {
    case ComparisonDirection::kEq:
      return a == b;
    case ComparisonDirection::kNe:
      return a != b;
    case ComparisonDirection::kLt:
      return a < b;
    case ComparisonDirection::kLe:
      return a <= b;
    case ComparisonDirection::kGt:
      return a > b;
    case ComparisonDirection::kGe:
      return a >= b;
  }
  return false;
}

// Iterations of `for (i = init; i DIRECTION bound; i += step)` over exact
// integers; nullopt when it does not end.
std::optional<Wide> CountIterations(ComparisonDirection direction, Wide init, Wide bound,
                                    Wide step) {
  if (!Holds(direction, init, bound)) return 0;
  if (step == 0) return std::nullopt;
  switch (direction) {
    case ComparisonDirection::kLt:
      if (step < 0) return std::nullopt;
      return (bound - init + step - 1) / step;
    case ComparisonDirection::kLe:
      if (step < 0) return std::nullopt;
      return (bound - init) / step + 1;
    case ComparisonDirection::kGt:
      if (step > 0) return std::nullopt;
      return (init - bound - step - 1) / -step;
    case ComparisonDirection::kGe:
      if (step > 0) return std::nullopt;
      return (init - bound) / -step + 1;
    case ComparisonDirection::kNe: {
      const Wide distance = bound - init;
      if (distance % step != 0 || distance / step <= 0) return std::nullopt;
      return distance / step;
    }
    case ComparisonDirection::kEq:
      return 1;
  }
  return std::nullopt;
}

}  // namespace

std::optional<int64_t> ComputeWhileLoopTripCount(const HloInstruction& while_op) {
  if (while_op.opcode() != HloOpcode::kWhile || !while_op.shape().IsTuple()) return std::nullopt;
  std::optional<LoopCondition> condition = MatchCondition(*while_op.while_condition());
  if (!condition) return std::nullopt;
  std::optional<int64_t> step = MatchStep(*while_op.while_body(), condition->index);
  std::optional<int64_t> init = MatchInit(*while_op.operand(0), condition->index);
  if (!step || !init) return std::nullopt;
  const Shape& state = while_op.shape().tuple_shapes(condition->index);
  std::optional<Wide> count = CountIterations(condition->direction, *init, condition->bound, *step);
  if (!count || *count > std::numeric_limits<int64_t>::max()) return std::nullopt;
  // Every value the variable takes, the last one included, must fit its type
  // (no wrap-around); the values are monotone, so checking the last suffices.
  const int bits = primitive_util::BitWidth(state.element_type());
  const bool is_signed = primitive_util::IsSignedIntegralType(state.element_type());
  const Wide lowest = is_signed ? -(Wide(1) << (bits - 1)) : Wide(0);
  const Wide highest = is_signed ? (Wide(1) << (bits - 1)) - 1 : (Wide(1) << bits) - 1;
  const Wide last = Wide(*init) + *count * Wide(*step);
  if (last < lowest || last > highest) return std::nullopt;
  return static_cast<int64_t>(*count);
}

}  // namespace xla
