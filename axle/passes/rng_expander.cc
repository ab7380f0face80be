#include "axle/passes/rng_expander.h"

#include "axle/base/status_macros.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/passes/instruction_rewriter.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// True for an integer uniform rng whose constant range [a, b) is empty: the
// interpreter returns a without drawing.
bool IsEmptyIntegerRange(const HloInstruction& rng) {
  const PrimitiveType type = rng.shape().element_type();
  if (rng.attributes().distribution != RNG_UNIFORM || !primitive_util::IsIntegralType(type)) {
    return false;
  }
  const HloInstruction* a = rng.operand(0);
  const HloInstruction* b = rng.operand(1);
  if (a->opcode() != HloOpcode::kConstant || b->opcode() != HloOpcode::kConstant) return false;
  // Values as int64: exact for every signed type and for unsigned values up
  // to 2^63 (larger u64 bounds are left alone), where signed and unsigned
  // order agree.
  std::optional<int64_t> lo = a->literal().GetIntegralAsS64({});
  std::optional<int64_t> hi = b->literal().GetIntegralAsS64({});
  return lo && hi && *hi <= *lo;
}

// The stream-independent value of `rng`, or nullptr when it has none.
absl::StatusOr<HloInstruction*> StreamFreeValue(HloInstruction* rng) {
  const Shape& shape = rng->shape();
  if (!shape.IsArray() || shape.is_dynamic() ||
      primitive_util::IsComplexType(shape.element_type())) {
    return nullptr;
  }
  if (ShapeUtil::ElementsIn(shape) == 0) {
    HloInstruction* empty = MakeConstantHlo(
        rng->parent(), Literal(ShapeUtil::MakeShape(shape.element_type(), shape.dimensions())));
    *empty->mutable_shape() = shape;  // the rng's layout, or none
    return empty;
  }
  if (IsEmptyIntegerRange(*rng)) return MakeBroadcastLike(rng->mutable_operand(0), rng);
  return nullptr;
}

}  // namespace

absl::StatusOr<bool> RngExpander::Run(HloModule* module) {
  return RewriteEachInstruction(module, [](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (instruction->opcode() != HloOpcode::kRng) return false;
    ASSIGN_OR_RETURN(HloInstruction * value, StreamFreeValue(instruction));
    if (value == nullptr) return false;
    RETURN_IF_ERROR(instruction->parent()->ReplaceInstruction(instruction, value));
    return true;
  });
}

}  // namespace xla
