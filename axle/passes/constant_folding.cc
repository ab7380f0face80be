#include "axle/passes/constant_folding.h"

#include <algorithm>
#include <limits>

#include "axle/base/status_macros.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/passes/instruction_rewriter.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Opcodes never folded, wherever they appear (also inside called
// computations): their value is not a function of their operands, or
// evaluating them may not end.
bool NeverFolded(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kParameter:
    case HloOpcode::kRng:
    case HloOpcode::kInfeed:
    case HloOpcode::kCustomCall:
    case HloOpcode::kWhile:
    case HloOpcode::kAfterAll:
      return true;
    default:
      return HloOpcodeHasSideEffect(opcode) || HloOpcodeIsReplicaDependent(opcode);
  }
}

// Opcodes not worth folding at the top level: folding gains nothing
// (constant, tuple), only bloats the module (broadcast, iota) or costs too
// much compile time (fft).
bool NotWorthFolding(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kConstant:
    case HloOpcode::kTuple:
    case HloOpcode::kBroadcast:
    case HloOpcode::kIota:
    case HloOpcode::kFft:
    case HloOpcode::kOptimizationBarrier:
    // A fusion costs what its fused computation does, which its operands'
    // and result's sizes do not bound; what could fold did before fusion.
    case HloOpcode::kFusion:
      return true;
    default:
      return false;
  }
}

// True when a computation `instruction` calls (transitively) holds an
// instruction that is never folded.
bool CallsUnfoldable(const HloInstruction& instruction) {
  return instruction.AnyCalledInstruction([](const HloInstruction& inner) {
    return (NeverFolded(inner.opcode()) && inner.opcode() != HloOpcode::kParameter) ||
           inner.HasSideEffectNoRecurse();
  });
}

bool IsConstantOperand(const HloInstruction* operand) {
  return operand->opcode() == HloOpcode::kConstant ||
         (operand->opcode() == HloOpcode::kBroadcast &&
          operand->operand(0)->opcode() == HloOpcode::kConstant);
}

int64_t ArrayElements(const Shape& shape) {
  return shape.IsArray() ? ShapeUtil::ElementsIn(shape) : 0;
}

// Multiply-adds of a dot or convolution (saturating); 0 for other ops.
int64_t MultiplyAdds(const HloInstruction& instruction) {
  int64_t per_output = 0;
  if (instruction.opcode() == HloOpcode::kDot) {
    const Shape& lhs = instruction.operand(0)->shape();
    per_output = 1;
    for (int64_t d : instruction.attributes().dot_dimension_numbers.lhs_contracting_dimensions()) {
      per_output *= lhs.dimensions(d);
    }
  } else if (instruction.opcode() == HloOpcode::kConvolution) {
    // Every output element reads one kernel slice: all kernel elements of
    // one output feature.
    const Shape& kernel = instruction.operand(1)->shape();
    const int64_t output_features = kernel.dimensions(
        instruction.attributes().convolution_dimension_numbers.kernel_output_feature_dimension());
    per_output = output_features == 0 ? 0 : ShapeUtil::ElementsIn(kernel) / output_features;
  }
  const int64_t outputs = ArrayElements(instruction.shape());
  if (per_output != 0 && outputs > std::numeric_limits<int64_t>::max() / per_output) {
    return std::numeric_limits<int64_t>::max();
  }
  return outputs * per_output;
}

bool ShouldFold(const HloInstruction& instruction) {
  const HloOpcode opcode = instruction.opcode();
  if (NeverFolded(opcode) || NotWorthFolding(opcode)) return false;
  if (instruction.HasSideEffectNoRecurse()) return false;
  if (!instruction.shape().IsArray() || instruction.shape().is_dynamic()) return false;
  if (instruction.user_count() == 0 && !instruction.IsRoot()) return false;  // dead
  if (!instruction.control_predecessors().empty() ||
      !instruction.control_successors().empty()) {
    return false;
  }
  const auto& operands = instruction.operands();
  if (operands.empty() || !std::all_of(operands.begin(), operands.end(), IsConstantOperand) ||
      std::none_of(operands.begin(), operands.end(), [](const HloInstruction* operand) {
        return operand->opcode() == HloOpcode::kConstant;
      })) {
    return false;
  }
  int64_t operand_elements = 0;
  for (const HloInstruction* operand : operands) {
    operand_elements += ArrayElements(operand->shape());
  }
  if (std::max(operand_elements, ArrayElements(instruction.shape())) >
      HloConstantFolding::kMaxElements ||
      MultiplyAdds(instruction) > HloConstantFolding::kMaxMultiplyAdds) {
    return false;
  }
  return !CallsUnfoldable(instruction);
}

// The value of `instruction` on its constant operands; an error when the
// interpreter cannot evaluate it.
absl::StatusOr<Literal> Fold(HloEvaluator& evaluator, const HloInstruction& instruction) {
  std::vector<Literal> broadcasts;
  broadcasts.reserve(instruction.operand_count());
  std::vector<const Literal*> operands;
  for (const HloInstruction* operand : instruction.operands()) {
    if (operand->opcode() == HloOpcode::kConstant) {
      operands.push_back(&operand->literal());
      continue;
    }
    const Literal* scalar = &operand->operand(0)->literal();
    ASSIGN_OR_RETURN(broadcasts.emplace_back(),
                     evaluator.EvaluateWithOperands(*operand, {&scalar, 1}));
    operands.push_back(&broadcasts.back());
  }
  ASSIGN_OR_RETURN(Literal result, evaluator.EvaluateWithOperands(instruction, operands));
  if (!ShapeUtil::Compatible(result.shape(), instruction.shape())) {
    return Internal("folding ", instruction.name(), " gave ", result.shape().ToString());
  }
  if (instruction.shape().has_layout() &&
      !ShapeUtil::Equal(result.shape(), instruction.shape())) {
    result = result.Relayout(instruction.shape());
  }
  return result;
}

}  // namespace

absl::StatusOr<bool> HloConstantFolding::Run(HloModule* module) {
  HloEvaluator evaluator;
  // Operands before users: chains of constant operations fold whole.
  return RewriteEachInstruction(module, [&](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (!ShouldFold(*instruction)) return false;
    absl::StatusOr<Literal> value = Fold(evaluator, *instruction);
    if (!value.ok()) return false;
    HloComputation* computation = instruction->parent();
    HloInstruction* constant =
        computation->AddInstruction(HloInstruction::CreateConstant(*std::move(value)));
    // The folded instruction's shape, layout (or its absence) included.
    *constant->mutable_shape() = instruction->shape();
    RETURN_IF_ERROR(computation->ReplaceInstruction(instruction, constant));
    return true;
  });
}

}  // namespace xla
