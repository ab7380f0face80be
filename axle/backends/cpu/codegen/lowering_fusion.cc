// fusion: a loop fusion (an element-wise or data-movement root, or a tuple
// of such roots of one shape) is one loop kernel whose element generators are
// the fused instructions', reading the fusion's operands.
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

absl::Status LowerFusion(ComputationEmitter& emitter, const HloInstruction& fusion) {
  const HloComputation* fused = fusion.fused_instructions_computation();
  const HloInstruction* root = fused->root_instruction();
  std::vector<const HloInstruction*> roots;
  if (root->opcode() == HloOpcode::kTuple) {
    roots.assign(root->operands().begin(), root->operands().end());
  } else {
    roots.push_back(root);
  }
  ASSIGN_OR_RETURN(std::vector<BufferSlice> outputs, emitter.LeafSlices(&fusion));
  std::vector<BufferSlice> inputs;
  std::vector<const HloInstruction*> parameters;
  std::vector<Shape> operand_shapes;  // the bytes' layout is the operand's
  for (int64_t i = 0; i < fusion.operand_count(); ++i) {
    if (!fusion.operand(i)->shape().IsArray()) continue;
    ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(fusion.operand(i)));
    inputs.push_back(slice);
    parameters.push_back(fused->parameter_instruction(i));
    operand_shapes.push_back(fusion.operand(i)->shape());
  }
  return emitter.EmitLoopKernel(
      fusion, roots, outputs, inputs,
      [&](ElementalEmitter& elemental, absl::Span<llvm::Value* const> pointers) {
        for (size_t i = 0; i < parameters.size(); ++i) {
          IrArray array(pointers[i], operand_shapes[i]);
          elemental.Bind(parameters[i], [array, &elemental](const IrIndex& index)
                                            -> absl::StatusOr<llvm::Value*> {
            return array.EmitLoad(index, elemental.b());
          });
        }
      });
}

}  // namespace

void RegisterFusionLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kFusion, LowerFusion);
}

}  // namespace xla::cpu
