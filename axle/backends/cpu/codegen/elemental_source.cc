// Element generators that read no operand: constant (from its global data),
// iota, and replica-id / partition-id (from the run context: u32).
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"

namespace xla::cpu {
namespace {

absl::StatusOr<llvm::Value*> EmitConstant(ElementalEmitter& e, const HloInstruction& instruction,
                                          const IrIndex& index) {
  IrArray array(e.codegen().ConstantGlobal(&instruction), instruction.shape());
  return array.EmitLoad(index, e.b());
}

// iota: the index along iota_dimension, converted to the element type.
absl::StatusOr<llvm::Value*> EmitIota(ElementalEmitter& e, const HloInstruction& instruction,
                                      const IrIndex& index) {
  llvm::IRBuilder<>& b = e.b();
  llvm::Value* position = index.multidim[instruction.attributes().iota_dimension];
  const PrimitiveType type = instruction.shape().element_type();
  llvm::Type* value_type = ValueType(type, e.context());
  if (type == PRED) return b.CreateICmpNE(position, b.getInt64(0));
  if (primitive_util::IsIntegralType(type)) return b.CreateTrunc(position, value_type);
  if (primitive_util::IsFloatingPointType(type)) {
    llvm::Value* as_float = b.CreateSIToFP(position, b.getDoubleTy());
    return ConvertFloat(as_float, F64, type, b);
  }
  if (primitive_util::IsComplexType(type)) {
    const PrimitiveType part = primitive_util::ComplexComponentType(type);
    llvm::Value* re = ConvertFloat(b.CreateSIToFP(position, b.getDoubleTy()), F64, part, b);
    return MakeComplex(re, llvm::ConstantFP::get(re->getType(), 0.0), type, b);
  }
  return UnsupportedElementType(instruction, type);
}

// replica-id and partition-id: u32 from the runtime.
template <const char* kRuntimeFunction>
absl::StatusOr<llvm::Value*> EmitRunId(ElementalEmitter& e, const HloInstruction&,
                                       const IrIndex&) {
  llvm::Value* id =
      e.b().CreateCall(RuntimeFunction(e.module(), kRuntimeFunction), {e.run_context()});
  return e.b().CreateTrunc(id, e.b().getInt32Ty());
}

constexpr char kReplicaId[] = "__axle_replica_id";
constexpr char kPartitionId[] = "__axle_partition_id";

}  // namespace

void RegisterElementalSourceOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kConstant, EmitConstant);
  registry.Register(HloOpcode::kIota, EmitIota);
  registry.Register(HloOpcode::kReplicaId, EmitRunId<kReplicaId>);
  registry.Register(HloOpcode::kPartitionId, EmitRunId<kPartitionId>);
}

}  // namespace xla::cpu
