// Element-wise unary ops, with the interpreter's semantics
// (axle/eval/elementwise_ops_unary.cc).
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

// copy: the operand's element (a layout change is the loops' business).
absl::StatusOr<llvm::Value*> EmitCopy(ElementalEmitter& e, const HloInstruction& instruction,
                                      const IrIndex& index) {
  return e.EmitOperand(instruction, 0, index);
}

// negate: integers wrap (-INT_MIN is INT_MIN); floats flip the sign bit.
absl::StatusOr<llvm::Value*> EmitNegate(ElementalEmitter& e, const HloInstruction& instruction,
                                        const IrIndex& index) {
  ASSIGN_OR_RETURN(llvm::Value* x, e.EmitOperand(instruction, 0, index));
  const PrimitiveType type = instruction.shape().element_type();
  llvm::IRBuilder<>& b = e.b();
  if (type == PRED) return UnsupportedElementType(instruction, type);
  if (primitive_util::IsComplexType(type)) {
    return MakeComplex(b.CreateFNeg(RealPart(x, b)), b.CreateFNeg(ImagPart(x, b)), type, b);
  }
  if (primitive_util::IsFloatingPointType(type)) return b.CreateFNeg(x);
  return b.CreateNeg(x);
}

}  // namespace

void RegisterElementalUnaryOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kCopy, EmitCopy);
  registry.Register(HloOpcode::kNegate, EmitNegate);
}

}  // namespace xla::cpu
