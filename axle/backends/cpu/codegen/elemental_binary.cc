// Element-wise binary ops, with the interpreter's semantics
// (axle/eval/elementwise_ops_binary.cc): integer + - * wrap around; pred
// add is or, multiply is and; f16/bf16 compute in f32 and round back;
// complex parts are computed as std::complex does.
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

// add, subtract and multiply: one LLVM instruction per type class.
template <llvm::Instruction::BinaryOps kIntOp, llvm::Instruction::BinaryOps kFloatOp>
absl::StatusOr<llvm::Value*> EmitArithmetic(ElementalEmitter& e, const HloInstruction& instruction,
                                            const IrIndex& index) {
  ASSIGN_OR_RETURN(llvm::Value* lhs, e.EmitOperand(instruction, 0, index));
  ASSIGN_OR_RETURN(llvm::Value* rhs, e.EmitOperand(instruction, 1, index));
  const PrimitiveType type = instruction.operand(0)->shape().element_type();
  llvm::IRBuilder<>& b = e.b();
  if (type == PRED) {
    if constexpr (kIntOp == llvm::Instruction::Add) return b.CreateOr(lhs, rhs);
    if constexpr (kIntOp == llvm::Instruction::Mul) return b.CreateAnd(lhs, rhs);
    return UnsupportedElementType(instruction, type);
  }
  if (primitive_util::IsComplexType(type)) {
    return EmitComplexArithmetic(e, instruction.opcode(), lhs, rhs, type);
  }
  if (primitive_util::IsFloatingPointType(type)) {
    return InComputeType(e, type, {lhs, rhs}, [&](absl::Span<llvm::Value* const> v) {
      return b.CreateBinOp(kFloatOp, v[0], v[1]);
    });
  }
  return b.CreateBinOp(kIntOp, lhs, rhs);
}

}  // namespace

void RegisterElementalBinaryOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kAdd,
                    EmitArithmetic<llvm::Instruction::Add, llvm::Instruction::FAdd>);
  registry.Register(HloOpcode::kSubtract,
                    EmitArithmetic<llvm::Instruction::Sub, llvm::Instruction::FSub>);
  registry.Register(HloOpcode::kMultiply,
                    EmitArithmetic<llvm::Instruction::Mul, llvm::Instruction::FMul>);
}

}  // namespace xla::cpu
