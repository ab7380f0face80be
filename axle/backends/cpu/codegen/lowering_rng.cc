// rng and rng-bit-generator: runtime calls (runtime/portable/runtime_rng.cc)
// that get what they need as plain values (element type, distribution or
// algorithm, sizes, the instruction's name) and write row-major arrays
// (RowMajorArrays copies them into other layouts). rng draws from the run's
// stream, so rng instructions must run in the interpreter's order: the
// scheduler keeps side-effecting instructions in it
// (passes/analysis/hlo_scheduler.h).
#include <vector>

#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/library_call_util.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// Where the runtime writes `instruction`'s result (its element at `index`)
// row-major; a dynamic one gets its bounds as runtime sizes, as the
// interpreter's result has.
absl::StatusOr<llvm::Value*> RowMajorOutput(ComputationEmitter& emitter, RowMajorArrays& arrays,
                                            const HloInstruction& instruction,
                                            const ShapeIndex& index) {
  const Shape& shape = ShapeUtil::GetSubshape(instruction.shape(), index);
  if (shape.is_dynamic()) {
    ASSIGN_OR_RETURN(IrArray result, emitter.ArrayFor(&instruction, index));
    std::vector<llvm::Value*> bounds;
    for (int64_t bound : shape.dimensions()) bounds.push_back(emitter.b().getInt64(bound));
    StoreDynamicSizes(emitter.b(), result.base(), shape, bounds);
  }
  return arrays.Output(&instruction, index);
}

absl::Status LowerRng(ComputationEmitter& emitter, const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  RowMajorArrays arrays(emitter);
  ASSIGN_OR_RETURN(llvm::Value * a, emitter.BufferTree(instruction.operand(0)));
  ASSIGN_OR_RETURN(llvm::Value * bound, emitter.BufferTree(instruction.operand(1)));
  ASSIGN_OR_RETURN(llvm::Value * out, RowMajorOutput(emitter, arrays, instruction, {}));
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), "__axle_rng"),
      {emitter.run_context(), emitter.InstructionName(instruction),
       b.getInt32(instruction.shape().element_type()),
       b.getInt32(instruction.attributes().distribution), a, bound, out,
       b.getInt64(ShapeUtil::ElementsIn(instruction.shape()))});
  arrays.Finish();
  emitter.ReturnIfFailed(status);
  emitter.codegen().RecordLowering(instruction, "library call __axle_rng");
  return absl::OkStatus();
}

absl::Status LowerRngBitGenerator(ComputationEmitter& emitter,
                                  const HloInstruction& instruction) {
  llvm::IRBuilder<>& b = emitter.b();
  const Shape& state_shape = instruction.operand(0)->shape();
  const Shape& bits_shape = instruction.shape().tuple_shapes(1);
  ASSIGN_OR_RETURN(llvm::Value * state, emitter.BufferTree(instruction.operand(0)));
  ASSIGN_OR_RETURN(llvm::Value * new_state, emitter.BufferTree(&instruction, {0}));
  RowMajorArrays arrays(emitter);
  ASSIGN_OR_RETURN(llvm::Value * bits, RowMajorOutput(emitter, arrays, instruction, {1}));
  const std::vector<int64_t> dimensions(bits_shape.dimensions().begin(),
                                        bits_shape.dimensions().end());
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), "__axle_rng_bit_generator"),
      {emitter.run_context(), emitter.InstructionName(instruction),
       b.getInt32(instruction.attributes().rng_algorithm),
       b.getInt64(ShapeUtil::ElementsIn(state_shape)), state, new_state,
       b.getInt32(bits_shape.element_type()), b.getInt64(bits_shape.rank()),
       ConstantI64Array(emitter.codegen(), "rng_bit_generator.dimensions", dimensions), bits});
  arrays.Finish();
  emitter.ReturnIfFailed(status);
  emitter.codegen().RecordLowering(instruction, "library call __axle_rng_bit_generator");
  return absl::OkStatus();
}

}  // namespace

void RegisterRngLowerings(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kRng, LowerRng);
  registry.Register(HloOpcode::kRngBitGenerator, LowerRngBitGenerator);
}

}  // namespace xla::cpu
