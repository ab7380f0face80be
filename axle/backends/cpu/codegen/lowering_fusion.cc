// fusion. A fusion whose row reductions feed its other outputs (softmax,
// layer norm) is a row fusion kernel (reduction_kernel.h). A fusion with
// reduce roots (kInput, or multi-output mixing
// reductions with outputs over the reductions' input, softmax's exp next to
// its sum) is a reduction kernel (reduction_kernel.h): at every input
// position it stores the side outputs and folds the reductions. Any other
// (kLoop, kOutput) is one loop kernel over the result whose element
// generators are the fused instructions', reading the fusion's operands;
// except that a kOutput fusion's dot (a dot and its element-wise epilogue,
// dot-epilogue-fusion) that the library GEMM takes is that call, writing
// the fusion's output buffer, and the epilogue is then a loop kernel that
// updates that buffer in place, reading the dot's element at its own index
// (buffer assignment never lets a kOutput fusion's output share an
// operand's buffer, so the GEMM cannot overwrite what it reads).
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/library_gemm.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/codegen/reduction_kernel.h"
#include "axle/base/status_macros.h"
#include "axle/passes/fusion/fusion_utils.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// The fusion's array operands: their slices, the fused parameters they feed
// and the shapes (with layouts) their bytes have.
struct FusionInputs {
  std::vector<BufferSlice> slices;
  std::vector<const HloInstruction*> parameters;
  std::vector<Shape> shapes;

  void Bind(ElementalEmitter& elemental, absl::Span<llvm::Value* const> pointers) const {
    for (size_t i = 0; i < parameters.size(); ++i) {
      IrArray array(pointers[i], shapes[i]);
      elemental.Bind(parameters[i], [array, &elemental](const IrIndex& index)
                                        -> absl::StatusOr<llvm::Value*> {
        return array.EmitLoad(index, elemental.b());
      });
    }
  }
};

absl::StatusOr<FusionInputs> CollectInputs(ComputationEmitter& emitter,
                                           const HloInstruction& fusion) {
  const HloComputation* fused = fusion.fused_instructions_computation();
  FusionInputs inputs;
  for (int64_t i = 0; i < fusion.operand_count(); ++i) {
    if (!fusion.operand(i)->shape().IsArray()) continue;
    ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(fusion.operand(i)));
    inputs.slices.push_back(slice);
    inputs.parameters.push_back(fused->parameter_instruction(i));
    inputs.shapes.push_back(fusion.operand(i)->shape());
  }
  return inputs;
}

// True for a tuple root mixing reductions with outputs of another shape.
bool MixesReductionsWithSideOutputs(const std::vector<const HloInstruction*>& roots) {
  bool any_reduce = false, any_other = false;
  for (const HloInstruction* root : roots) {
    (root->opcode() == HloOpcode::kReduce ? any_reduce : any_other) = true;
  }
  return any_reduce && any_other;
}

absl::Status LowerReductionWithSideOutputs(ComputationEmitter& emitter,
                                           const HloInstruction& fusion,
                                           const std::vector<const HloInstruction*>& roots,
                                           const std::vector<BufferSlice>& outputs,
                                           const FusionInputs& inputs) {
  std::vector<const HloInstruction*> reduces;
  for (const HloInstruction* root : roots) {
    if (root->opcode() == HloOpcode::kReduce) reduces.push_back(root);
  }
  const Shape& kept_shape = reduces[0]->shape();
  const Shape& input_shape = reduces[0]->operand(0)->shape();
  if (ShapeUtil::IsZeroElementArray(input_shape) && ShapeUtil::IsZeroElementArray(kept_shape)) {
    emitter.codegen().RecordLowering(fusion, "no code (zero elements)");
    return absl::OkStatus();
  }
  std::vector<KernelBuffer> buffers;
  for (const BufferSlice& slice : outputs) buffers.push_back({slice, true});
  for (const BufferSlice& slice : inputs.slices) buffers.push_back({slice, false});
  KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.", fusion.name()), buffers);
  ElementalEmitter elemental(emitter.codegen(), kernel.b(), kernel.run_context());
  std::vector<llvm::Value*> input_pointers;
  for (size_t i = 0; i < inputs.slices.size(); ++i) {
    input_pointers.push_back(kernel.buffer(outputs.size() + i));
  }
  inputs.Bind(elemental, input_pointers);
  std::vector<IrArray> arrays;
  for (size_t i = 0; i < roots.size(); ++i) arrays.emplace_back(kernel.buffer(i), roots[i]->shape());
  RETURN_IF_ERROR(EmitLoopNest(
      kernel.b(), kept_shape,
      [&](const IrIndex& kept) -> absl::Status {
        auto store_side_outputs = [&](const IrIndex& position) -> absl::Status {
          for (size_t i = 0; i < roots.size(); ++i) {
            if (roots[i]->opcode() == HloOpcode::kReduce) continue;
            ASSIGN_OR_RETURN(llvm::Value* value, elemental.Emit(*roots[i], position));
            arrays[i].EmitStore(value, position, kernel.b());
          }
          return absl::OkStatus();
        };
        ASSIGN_OR_RETURN(std::vector<llvm::Value*> folded,
                         EmitReductionFold(elemental, reduces, kept, store_side_outputs));
        for (size_t i = 0, r = 0; i < roots.size(); ++i) {
          if (roots[i]->opcode() == HloOpcode::kReduce) {
            arrays[i].EmitStore(folded[r++], kept, kernel.b());
          }
        }
        return absl::OkStatus();
      },
      kernel.begin(), kernel.end()));
  emitter.CallKernel(fusion, kernel.Finish(), OuterDimensionSize(kept_shape),
                     ShapeUtil::ElementsIn(input_shape), "kernel (reduction with side outputs)");
  return absl::OkStatus();
}

// The dot of a kOutput fusion, when it is the one dot, reads two fused
// parameters, has the fusion's result dimensions and element type, and the
// epilogue reads it only at its own index with no reduce (a fusion given
// with the module may hold any epilogue: updated in place, a softmax over
// the product would read elements already overwritten).
const HloInstruction* OutputFusionDot(const HloInstruction& fusion) {
  if (fusion.attributes().fusion_kind != FusionKind::kOutput || !fusion.shape().IsArray()) {
    return nullptr;
  }
  const HloInstruction* dot = nullptr;
  for (const HloInstruction* instruction : fusion.fused_instructions_computation()->instructions()) {
    if (instruction->opcode() != HloOpcode::kDot) continue;
    if (dot != nullptr) return nullptr;
    dot = instruction;
  }
  if (dot == nullptr || dot->operand(0)->opcode() != HloOpcode::kParameter ||
      dot->operand(1)->opcode() != HloOpcode::kParameter ||
      !ShapeUtil::SameDimensions(dot->shape(), fusion.shape()) ||
      dot->shape().element_type() != fusion.shape().element_type() ||
      !FusedValuesReadOnlyAtLoopIndex({dot}, ReduceReads::kForbidden)) {
    return nullptr;
  }
  return dot;
}

// A kOutput fusion as a library GEMM into its output and an in-place
// epilogue; false (nothing emitted) when the library does not take the dot.
absl::StatusOr<bool> LowerOutputFusionWithLibrary(ComputationEmitter& emitter,
                                                  const HloInstruction& fusion,
                                                  const std::vector<const HloInstruction*>& roots,
                                                  const std::vector<BufferSlice>& outputs,
                                                  const FusionInputs& inputs) {
  const HloInstruction* dot = OutputFusionDot(fusion);
  if (dot == nullptr || outputs.size() != 1) return false;
  auto operand = [&](int i) -> absl::StatusOr<GemmArray> {
    const HloInstruction* argument = fusion.operand(dot->operand(i)->parameter_number());
    ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(argument));
    return GemmArray{slice, argument->shape()};
  };
  ASSIGN_OR_RETURN(GemmArray lhs, operand(0));
  ASSIGN_OR_RETURN(GemmArray rhs, operand(1));
  ASSIGN_OR_RETURN(bool library, EmitLibraryGemm(emitter, *dot, fusion, lhs, rhs,
                                                 GemmArray{outputs[0], fusion.shape()}));
  if (!library || roots[0] == dot) return library;
  // The epilogue reads the product from the output buffer (one more input).
  std::vector<BufferSlice> slices = inputs.slices;
  slices.push_back(outputs[0]);
  const Shape product_shape = fusion.shape();
  auto bind = [&](ElementalEmitter& elemental, absl::Span<llvm::Value* const> pointers) {
    inputs.Bind(elemental, pointers.first(inputs.slices.size()));
    IrArray product(pointers.back(), product_shape);
    elemental.Bind(dot, [product, &elemental](const IrIndex& index)
                            -> absl::StatusOr<llvm::Value*> {
      return product.EmitLoad(index, elemental.b());
    });
  };
  RETURN_IF_ERROR(emitter.EmitLoopKernel(fusion, roots, outputs, slices, bind));
  return true;
}

absl::Status LowerFusion(ComputationEmitter& emitter, const HloInstruction& fusion) {
  const HloInstruction* root = fusion.fused_instructions_computation()->root_instruction();
  std::vector<const HloInstruction*> roots;
  if (root->opcode() == HloOpcode::kTuple) {
    roots.assign(root->operands().begin(), root->operands().end());
  } else {
    roots.push_back(root);
  }
  ASSIGN_OR_RETURN(std::vector<BufferSlice> outputs, emitter.LeafSlices(&fusion));
  ASSIGN_OR_RETURN(FusionInputs inputs, CollectInputs(emitter, fusion));
  auto bind = [&](ElementalEmitter& elemental, absl::Span<llvm::Value* const> pointers) {
    inputs.Bind(elemental, pointers);
  };
  ASSIGN_OR_RETURN(bool library,
                   LowerOutputFusionWithLibrary(emitter, fusion, roots, outputs, inputs));
  if (library) return absl::OkStatus();
  ASSIGN_OR_RETURN(bool row_fusion,
                   EmitRowFusionKernel(emitter, fusion, roots, outputs, inputs.slices, bind));
  if (row_fusion) return absl::OkStatus();
  ASSIGN_OR_RETURN(bool reduction,
                   EmitReductionKernel(emitter, fusion, roots, outputs, inputs.slices, bind));
  if (reduction) return absl::OkStatus();
  // Reductions with dynamic shapes (only in fusions given with the module).
  if (MixesReductionsWithSideOutputs(roots)) {
    return LowerReductionWithSideOutputs(emitter, fusion, roots, outputs, inputs);
  }
  return emitter.EmitLoopKernel(fusion, roots, outputs, inputs.slices, bind);
}

}  // namespace

void RegisterFusionLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kFusion, LowerFusion);
}

}  // namespace xla::cpu
