// select, clamp and map (axle/eval/elementwise_ops_select.cc): select's
// predicate and clamp's bounds may be scalars; clamp is
// min(max(x, low), high) with a NaN bound or operand as the result; map
// applies its to_apply computation to the operands' elements.
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"

namespace xla::cpu {
namespace {

using Value = llvm::Value;

absl::StatusOr<Value*> EmitSelect(ElementalEmitter& e, const HloInstruction& instruction,
                                  const IrIndex& index) {
  ASSIGN_OR_RETURN(std::vector<Value*> v, EmitElementwiseOperands(e, instruction, index));
  return e.b().CreateSelect(v[0], v[1], v[2]);
}

absl::StatusOr<Value*> EmitClamp(ElementalEmitter& e, const HloInstruction& instruction,
                                 const IrIndex& index) {
  const PrimitiveType type = instruction.shape().element_type();
  if (primitive_util::IsComplexType(type)) return UnsupportedElementType(instruction, type);
  ASSIGN_OR_RETURN(std::vector<Value*> v, EmitElementwiseOperands(e, instruction, index));
  const bool is_signed = primitive_util::IsSignedIntegralType(type);
  llvm::IRBuilder<>& b = e.b();
  // max and min already return a NaN operand; the order of the checks makes
  // a NaN low win over a NaN x, and a NaN x over a NaN high.
  return InComputeType(e, type, v, [&](absl::Span<Value* const> w) {
    Value* low = w[0];
    Value* x = w[1];
    Value* high = w[2];
    Value* result = EmitMaxMin(b, /*maximum=*/false,
                               EmitMaxMin(b, /*maximum=*/true, x, low, is_signed), high, is_signed);
    if (!x->getType()->isFloatingPointTy()) return result;
    result = b.CreateSelect(b.CreateFCmpUNO(x, x), x, result);
    return b.CreateSelect(b.CreateFCmpUNO(low, low), low, result);
  });
}

absl::StatusOr<Value*> EmitMap(ElementalEmitter& e, const HloInstruction& instruction,
                               const IrIndex& index) {
  if (instruction.called_computations().empty()) {
    return InvalidArgument("map ", instruction.name(), " has no to_apply computation");
  }
  ASSIGN_OR_RETURN(std::vector<Value*> v, EmitElementwiseOperands(e, instruction, index));
  ASSIGN_OR_RETURN(std::vector<Value*> results,
                   e.EmitScalarComputation(*instruction.to_apply(), v));
  if (results.size() != 1) {
    return InvalidArgument("map ", instruction.name(), ": to_apply must return one scalar");
  }
  return results[0];
}

}  // namespace

void RegisterElementalSelectOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kSelect, EmitSelect);
  registry.Register(HloOpcode::kClamp, EmitClamp);
  registry.Register(HloOpcode::kMap, EmitMap);
}

}  // namespace xla::cpu
